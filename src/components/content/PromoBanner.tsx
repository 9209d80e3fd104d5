import React from 'react';
import { Link } from 'gatsby';
import * as styles from './PromoBanner.module.css';

export interface PromoBannerProps {
  title: string;
  text: React.ReactNode;
  cta: { to: string; label: string };
  secondary?: { to: string; label: string };
}

/** SPEC 2.6 promo banner: a short offer with a call to action, closing content pages. */
export function PromoBanner({ title, text, cta, secondary }: PromoBannerProps) {
  return (
    <aside className={styles.banner} aria-label={title}>
      <div className={styles.copy}>
        <h2 className={styles.title}>{title}</h2>
        <p className={styles.text}>{text}</p>
      </div>
      <div className={styles.actions}>
        <Link to={cta.to} className="button button--light">
          {cta.label}
        </Link>
        {secondary && (
          <Link to={secondary.to} className={styles.secondary}>
            {secondary.label}
          </Link>
        )}
      </div>
    </aside>
  );
}
