import React from 'react';
import type { GatsbyBrowser } from 'gatsby';
import { StoreProvider } from './src/state/StoreProvider';
import './src/styles/global.css';

export const wrapRootElement: GatsbyBrowser['wrapRootElement'] = ({ element }) => <StoreProvider>{element}</StoreProvider>;

/** Marks the page as interactive once React has hydrated it (end-to-end tests wait for it). */
export const onInitialClientRender: GatsbyBrowser['onInitialClientRender'] = () => {
  document.documentElement.dataset.hydrated = 'true';
};
