import React from 'react';
import { ProsePage } from './ProsePage';
import { Seo } from '../layout/Seo';
import { JsonLd, breadcrumbJsonLd, type Crumb } from './JsonLd';

/** A ContentPage node: title, meta description and sanitised HTML body (without a heading that repeats the title). */
export interface ContentPageNode {
  title: string;
  meta_description: string;
  body_html: string;
}

export interface ContentPageViewProps {
  page: ContentPageNode | null;
  /** Title used when the content pack has no page with this id yet. */
  fallbackTitle: string;
  eyebrow?: string;
  lead?: React.ReactNode;
  aside?: React.ReactNode;
  children?: React.ReactNode;
}

const MISSING_HTML =
  '<p>We are updating this page. In the meantime our team is happy to answer any question: see <a href="/contact-us/">Contact us</a>.</p>';

/** Renders a content page; a page missing from the content pack shows a short notice instead of breaking the build. */
export function ContentPageView({ page, fallbackTitle, eyebrow, lead, aside, children }: ContentPageViewProps) {
  const title = page?.title || fallbackTitle;
  return (
    <ProsePage
      title={title}
      eyebrow={eyebrow}
      // The page's own summary reads well as the banner's lead.
      lead={lead ?? (page?.meta_description ? <p>{page.meta_description}</p> : undefined)}
      html={page?.body_html || MISSING_HTML}
      aside={aside}
    >
      {children}
    </ProsePage>
  );
}

export interface ContentPageHeadProps {
  page: ContentPageNode | null;
  fallbackTitle: string;
  fallbackDescription: string;
  path: string;
  pageKey: string;
  /** Crumbs between Home and this page, e.g. About us. */
  parents?: Crumb[];
  /** Open Graph picture (a path); see og-image.ts for the default. */
  image?: string;
  children?: React.ReactNode;
}

export function ContentPageHead({ page, fallbackTitle, fallbackDescription, path, pageKey, parents = [], image, children }: ContentPageHeadProps) {
  const title = page?.title || fallbackTitle;
  return (
    <Seo title={title} description={page?.meta_description || fallbackDescription} path={path} pageKey={pageKey} image={image}>
      <JsonLd data={breadcrumbJsonLd([{ name: 'Home', path: '/' }, ...parents, { name: title, path }])} />
      {children}
    </Seo>
  );
}

export const ABOUT_CRUMB: Crumb = { name: 'About us', path: '/about-us/' };

