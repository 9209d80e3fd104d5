import React from 'react';
import { Link } from 'gatsby';
import type { Crumb } from './JsonLd';
import * as styles from './Breadcrumbs.module.css';

/** Visible trail matching the BreadcrumbList structured data; the last crumb is the current page. */
export function Breadcrumbs({ crumbs, tone = 'dark' }: { crumbs: Crumb[]; tone?: 'dark' | 'light' }) {
  return (
    <nav aria-label="Breadcrumb" className={`${styles.nav} ${tone === 'light' ? styles.light : ''}`}>
      <ol className={styles.list}>
        {crumbs.map((crumb, index) => (
          <li key={crumb.path} className={styles.item}>
            {index === crumbs.length - 1 ? (
              <span aria-current="page">{crumb.name}</span>
            ) : (
              <Link to={crumb.path}>{crumb.name}</Link>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
