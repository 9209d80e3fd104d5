import React, { useEffect, useRef } from 'react';
import { Provider } from 'react-redux';
import { makeStore, type AppStore } from './store';
import { readStoredSession, sessionRestored } from './session-slice';

/** One store per page load in the browser, one per render on the server. */
export function StoreProvider({ children }: { children: React.ReactNode }) {
  const storeRef = useRef<AppStore | null>(null);
  if (!storeRef.current) storeRef.current = makeStore();
  useEffect(() => {
    storeRef.current?.dispatch(sessionRestored(readStoredSession(window.localStorage)));
  }, []);
  return <Provider store={storeRef.current}>{children}</Provider>;
}
