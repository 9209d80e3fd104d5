import React from 'react';
import { PageHero } from './PageHero';
import * as styles from './ProsePage.module.css';

export interface ProsePageProps {
  title: string;
  lead?: React.ReactNode;
  eyebrow?: string;
  /** Sanitised HTML rendered from content markdown at build time (src/node/markdown.ts). */
  html: string;
  /** Shown beside the text on wide screens, below it on narrow ones (e.g. the about menu). */
  aside?: React.ReactNode;
  /** After the text, full width (cards, banners). */
  children?: React.ReactNode;
}

/** A content page: hero, readable prose column, optional side menu. */
export function ProsePage({ title, lead, eyebrow, html, aside, children }: ProsePageProps) {
  return (
    <>
      <PageHero title={title} lead={lead} eyebrow={eyebrow} />
      <div className={`container ${styles.page}`}>
        <div className={`${styles.layout} ${aside ? styles.withAside : ''}`}>
          {/* Content HTML is sanitised when the site is built, never at runtime. */}
          <div className={`prose ${styles.prose}`} dangerouslySetInnerHTML={{ __html: html }} />
          {aside && <div className={styles.aside}>{aside}</div>}
        </div>
        {children}
      </div>
    </>
  );
}
