import React, { useEffect, useState } from 'react';
import { Provider } from 'react-redux';
import { makeStore, type AppStore } from './store';
import { readStoredSession, sessionRestored } from '../features/account/session-slice';

let browserStore: AppStore | undefined;

/**
 * One store per page load in the browser, one per render on the server. Gatsby renders each
 * page's `<Head>` in a second React root, wrapped in the same root element: that root shares
 * the page's store, rather than building (and restoring the session into) one of its own.
 */
const storeForThisRender = () => (typeof window === 'undefined' ? makeStore() : (browserStore ??= makeStore()));

export function StoreProvider({ children }: { children: React.ReactNode }) {
  const [store] = useState(storeForThisRender);
  useEffect(() => {
    if (!store.getState().session.restored) store.dispatch(sessionRestored(readStoredSession(window.localStorage)));
  }, [store]);
  return <Provider store={store}>{children}</Provider>;
}
