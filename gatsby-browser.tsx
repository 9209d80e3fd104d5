import React from 'react';
import type { GatsbyBrowser } from 'gatsby';
import { StoreProvider } from './src/state/StoreProvider';
import './src/styles/global.css';

export const wrapRootElement: GatsbyBrowser['wrapRootElement'] = ({ element }) => <StoreProvider>{element}</StoreProvider>;
