import React from 'react';
import { siteConfig } from '../../lib/site-config';

/** Structured data for search engines, rendered in <head> by a page's Head export. */
export function JsonLd({ data }: { data: Record<string, unknown> }) {
  // '<' is escaped so no content can close the script element early.
  const json = JSON.stringify({ '@context': 'https://schema.org', ...data }).replace(/</g, '\\u003c');
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}

export const absoluteUrl = (path: string) => new URL(path, siteConfig.siteUrl).toString();

export interface Crumb {
  name: string;
  path: string;
}

export function breadcrumbJsonLd(crumbs: Crumb[]): Record<string, unknown> {
  return {
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({ '@type': 'ListItem', position: index + 1, name: crumb.name, item: absoluteUrl(crumb.path) })),
  };
}
