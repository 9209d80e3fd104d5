import React, { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import type { GatsbyBrowser } from 'gatsby';
import { setHydratingFirstPage } from './src/lib/first-hydration';
import './src/styles/global.css';

type StoreProviderComponent = typeof import('./src/state/StoreProvider').StoreProvider;
let StoreProvider: StoreProviderComponent | undefined;

const yieldToBrowser = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Evaluates the store's code (Redux Toolkit, the API slice) in a task of its own, between
 * Gatsby's runtime and the page's components: evaluated with them it made one task of
 * 120 ms or more on a phone, blocking input the whole time. `eager` keeps it in the app
 * chunk, so no extra request is made. Gatsby waits for this before it renders.
 */
export const onClientEntry: GatsbyBrowser['onClientEntry'] = async () => {
  await yieldToBrowser();
  ({ StoreProvider } = await import(/* webpackMode: "eager" */ './src/state/StoreProvider'));
  await yieldToBrowser();
};

export const wrapRootElement: GatsbyBrowser['wrapRootElement'] = ({ element }) => {
  if (!StoreProvider) throw new Error('wrapRootElement ran before onClientEntry loaded the store');
  return <StoreProvider>{element}</StoreProvider>;
};

/**
 * Hydrates as a transition, as Next.js does: React then hydrates in slices of a few
 * milliseconds, yielding to the browser between them, instead of one long task of 100 ms or
 * more on a phone. A click or key press before it finishes makes React hydrate at once and
 * replay the event, so nothing a visitor does is lost.
 */
export const replaceHydrateFunction: GatsbyBrowser['replaceHydrateFunction'] = () => (element: React.ReactNode, container: Element | DocumentFragment) => {
  const prerendered = document.getElementById('gatsby-focus-wrapper')?.children.length;
  if (!prerendered) {
    createRoot(container).render(element);
    return;
  }
  setHydratingFirstPage(true);
  startTransition(() => {
    hydrateRoot(container as Element, element);
  });
};

/** Marks the page as interactive once React has hydrated it (end-to-end tests wait for it). */
export const onInitialClientRender: GatsbyBrowser['onInitialClientRender'] = () => {
  setHydratingFirstPage(false);
  document.documentElement.dataset.hydrated = 'true';
};
