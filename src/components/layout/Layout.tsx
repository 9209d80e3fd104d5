import React from 'react';
import { Header } from './Header';
import { Footer } from './Footer';
import { FlashMessages } from './FlashMessages';
import { isTopAligned, layoutClassesFor } from '../../lib/page-keys';

export interface LayoutProps {
  /** SPEC 2.1 page key: sets the body class (through Seo) and forces the active header on top-aligned pages. */
  pageKey: string;
  children: React.ReactNode;
}

/** The shared shell of every page: skip link, header, flash messages, main, footer. */
export function Layout({ pageKey, children }: LayoutProps) {
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <Header forceActive={isTopAligned(pageKey)} />
      {/* The layout classes are on main as well as on body: Gatsby applies a new page's body class
          a moment after the page renders, and main's padding must not wait for it (a shift). */}
      <main id="main" tabIndex={-1} className={layoutClassesFor(pageKey).join(' ') || undefined}>
        <FlashMessages />
        {children}
      </main>
      <Footer />
    </>
  );
}
