import React, { useEffect, useState } from 'react';
import { Provider } from 'react-redux';
import { makeStore } from './store';
import { readStoredSession, sessionRestored } from './session-slice';

/** One store per page load in the browser, one per render on the server. */
export function StoreProvider({ children }: { children: React.ReactNode }) {
  const [store] = useState(makeStore);
  useEffect(() => {
    store.dispatch(sessionRestored(readStoredSession(window.localStorage)));
  }, [store]);
  return <Provider store={store}>{children}</Provider>;
}
