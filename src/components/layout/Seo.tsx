import React from 'react';
import { bodyClassFor } from '../../lib/page-keys';
import { siteConfig } from '../../lib/site-config';

export interface SeoProps {
  title: string;
  description?: string;
  /** Path of the page, e.g. '/tours/'; used for the canonical URL and Open Graph. */
  path: string;
  pageKey: string;
  image?: string;
  noIndex?: boolean;
  children?: React.ReactNode;
}

const BRAND = 'Kea Trails';
const DEFAULT_DESCRIPTION = 'Small-group guided tours of New Zealand with expert local guides: Adventure, Plus and Snow tours, over 70 optional activities and a 99 dollar lifetime deposit.';

/** Everything a page puts in <head> through Gatsby's Head API, plus its body class. */
export function Seo({ title, description = DEFAULT_DESCRIPTION, path, pageKey, image, noIndex, children }: SeoProps) {
  const fullTitle = title.includes(BRAND) ? title : `${title} | ${BRAND}`;
  const url = new URL(path, siteConfig.siteUrl).toString();
  const imageUrl = image ? new URL(image, siteConfig.siteUrl).toString() : undefined;
  return (
    <>
      <body className={bodyClassFor(pageKey)} />
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      <link rel="canonical" href={url} />
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={BRAND} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
      {imageUrl && <meta property="og:image" content={imageUrl} />}
      <meta name="twitter:card" content={imageUrl ? 'summary_large_image' : 'summary'} />
      <meta name="theme-color" content="#2f5a3a" />
      <link rel="icon" type="image/svg+xml" href="/favicon.svg" />
      {noIndex && <meta name="robots" content="noindex" />}
      {children}
    </>
  );
}
