import React, { useEffect, useState } from 'react';
import { Provider } from 'react-redux';
import { makeStore, type AppStore } from './store';
import { readStoredSession, sessionRestored } from '../features/account/session-slice';
import { pageSeedIn, seedStore, serverRenderSeed } from './page-seed';

let browserStore: AppStore | undefined;

/**
 * One store per page load in the browser, one per render on the server. Gatsby renders each
 * page's `<Head>` in a second React root, wrapped in the same root element: that root shares
 * the page's store, rather than building (and restoring the session into) one of its own.
 */
const storeForThisRender = () => (typeof window === 'undefined' ? serverStore() : (browserStore ??= firstBrowserStore()));

/** On the server, a page drawn for a session (server/page-render.ts) starts from its data. */
function serverStore() {
  const store = makeStore();
  const seed = serverRenderSeed();
  // The token stays in the browser: the server's render makes no request of its own.
  if (seed) seedStore(store, seed, { token: '', ...seed.session });
  return store;
}

/**
 * In the browser, a page the server drew for this session starts from the same data, read
 * before hydration so the first render matches that HTML. The stored session must be the one
 * the page was drawn for; otherwise the session is restored as on any page (StoreProvider's effect).
 */
function firstBrowserStore() {
  const store = makeStore();
  const seed = pageSeedIn(document);
  const stored = seed ? readStoredSession(window.localStorage) : null;
  if (seed && stored && stored.email === seed.session.email) seedStore(store, seed, stored);
  return store;
}

export function StoreProvider({ children }: { children: React.ReactNode }) {
  const [store] = useState(storeForThisRender);
  useEffect(() => {
    if (!store.getState().session.restored) store.dispatch(sessionRestored(readStoredSession(window.localStorage)));
  }, [store]);
  return <Provider store={store}>{children}</Provider>;
}
