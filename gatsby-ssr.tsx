import React from 'react';
import type { GatsbySSR } from 'gatsby';
import { StoreProvider } from './src/state/StoreProvider';

export const wrapRootElement: GatsbySSR['wrapRootElement'] = ({ element }) => <StoreProvider>{element}</StoreProvider>;

export const onRenderBody: GatsbySSR['onRenderBody'] = ({ setHtmlAttributes }) => {
  setHtmlAttributes({ lang: 'en-NZ' });
};
