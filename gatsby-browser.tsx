import React, { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import type { GatsbyBrowser } from 'gatsby';
import { StoreProvider } from './src/state/StoreProvider';
import { setHydratingFirstPage } from './src/lib/first-hydration';
import './src/styles/global.css';

export const wrapRootElement: GatsbyBrowser['wrapRootElement'] = ({ element }) => <StoreProvider>{element}</StoreProvider>;

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
