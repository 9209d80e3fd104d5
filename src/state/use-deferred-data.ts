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

/** An RTK Query result with its data deferred as useDeferredData defers it (the rest as it is). */
export function useDeferredQuery<Q extends { data?: unknown; isLoading: boolean }>(query: Q): Q {
  const deferred = useDeferredData(query.data, query.isLoading);
  return { ...query, data: deferred.data as Q['data'], isLoading: deferred.isLoading };
}
