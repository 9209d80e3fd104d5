import React from 'react';
import { getImage, type ImageDataLike } from 'gatsby-plugin-image';
import { Picture } from '../ui/Picture';
import * as styles from './PageHero.module.css';

export interface PageHeroProps {
  title: string;
  lead?: React.ReactNode;
  /** Small line above the title, e.g. 'South Island'. */
  eyebrow?: string;
  image?: ImageDataLike | null;
  /** Above the title, e.g. breadcrumbs. */
  top?: React.ReactNode;
  children?: React.ReactNode;
}

/**
 * The dark banner at the top of a page: the transparent header sits on it, so its white text
 * stays readable. A photo, when given, is darkened enough for AA contrast.
 */
export function PageHero({ title, lead, eyebrow, image, top, children }: PageHeroProps) {
  const data = image ? getImage(image) : undefined;
  return (
    <section className={`${styles.hero} ${data ? styles.withImage : ''}`}>
      {data && <Picture image={data} alt="" className={styles.image} priority />}
      <div className={`container ${styles.inner}`}>
        {top}
        {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
        <h1 className={styles.title}>{title}</h1>
        {lead && <div className={styles.lead}>{lead}</div>}
        {children}
      </div>
    </section>
  );
}
