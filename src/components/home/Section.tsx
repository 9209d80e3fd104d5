import React from 'react';
import * as styles from './Home.module.css';

/** A home page section with its heading; `tone` sets the background band. */
export function Section({
  id,
  title,
  eyebrow,
  intro,
  tone = 'plain',
  children,
  className,
}: {
  id: string;
  title: string;
  eyebrow?: string;
  intro?: React.ReactNode;
  tone?: 'plain' | 'sand' | 'dark';
  children: React.ReactNode;
  className?: string;
}) {
  return (
    <section id={id} className={`${styles.section} ${styles[tone]} ${className ?? ''}`} aria-labelledby={`${id}-title`}>
      <div className="container">
        <div className={styles.sectionHead}>
          {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
          <h2 id={`${id}-title`} className={styles.sectionTitle}>
            {title}
          </h2>
          {intro && <div className={styles.sectionIntro}>{intro}</div>}
        </div>
        {children}
      </div>
    </section>
  );
}
