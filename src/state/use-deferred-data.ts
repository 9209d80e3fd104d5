import { useDeferredValue } from 'react';

/**
 * A query's data as a deferred value. A store update renders synchronously, so a long list
 * arriving from the API used to be drawn in one long task; deferred, React draws it in a
 * transition it can interrupt (in slices, yielding to input), showing the loading state until then.
 */
export function useDeferredData<T>(data: T | undefined, isLoading: boolean): { data: T | undefined; isLoading: boolean } {
  const deferred = useDeferredValue(data);
  return { data: deferred, isLoading: isLoading || (data !== undefined && deferred === undefined) };
}
