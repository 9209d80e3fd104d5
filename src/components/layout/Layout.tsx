import React from 'react';
import { Header } from './Header';
import { Footer } from './Footer';
import { FlashMessages } from './FlashMessages';
import { isTopAligned } from '../../lib/page-keys';

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
      <main id="main" tabIndex={-1}>
        <FlashMessages />
        {children}
      </main>
      <Footer />
    </>
  );
}
