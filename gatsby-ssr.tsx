import React from 'react';
import type { GatsbySSR } from 'gatsby';
import { StoreProvider } from './src/state/StoreProvider';

export const wrapRootElement: GatsbySSR['wrapRootElement'] = ({ element }) => <StoreProvider>{element}</StoreProvider>;

export const onRenderBody: GatsbySSR['onRenderBody'] = ({ setHtmlAttributes }) => {
  setHtmlAttributes({ lang: 'en-NZ' });
};

/** The site-wide stylesheet (global.css, in the app chunk) is inlined before the page's own. */
const isAppStylesheet = (node: React.ReactNode) =>
  React.isValidElement<{ 'data-href'?: string }>(node) && node.type === 'style' && /^\/app\.[0-9a-f]+\.css$/.test(node.props['data-href'] ?? '');

/**
 * Each page inlines only its own CSS (see gatsby-node), after the site-wide rules, as when
 * all CSS was one file: a component's class then overrides a global one of equal specificity.
 */
export const onPreRenderHTML: GatsbySSR['onPreRenderHTML'] = ({ getHeadComponents, replaceHeadComponents }) => {
  const head = getHeadComponents();
  const app = head.filter(isAppStylesheet);
  if (!app.length) return;
  const rest = head.filter((node) => !isAppStylesheet(node));
  const firstStyle = rest.findIndex((node) => React.isValidElement(node) && node.type === 'style');
  rest.splice(firstStyle < 0 ? rest.length : firstStyle, 0, ...app);
  replaceHeadComponents(rest);
};
