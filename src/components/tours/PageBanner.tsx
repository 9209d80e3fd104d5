import React from 'react';
import type { IGatsbyImageData } from 'gatsby-plugin-image';
import { Picture } from '../ui/Picture';
import * as styles from './PageBanner.module.css';

export interface PageBannerProps {
  title: string;
  /** A short line above the title. */
  eyebrow?: React.ReactNode;
  intro?: React.ReactNode;
  image?: IGatsbyImageData;
  children?: React.ReactNode;
  /** Colour behind the text when there is no image (a family's colour). */
  tint?: string;
  /** Room at the bottom for a panel that overlaps the banner (the tours filters). */
  overlap?: boolean;
}

/**
 * The banner at the top of list and family pages: a full-width picture, darkened so the white
 * header and title read on it (WCAG contrast), loaded eagerly as the page's largest image.
 */
export function PageBanner({ title, eyebrow, intro, image, children, tint, overlap = false }: PageBannerProps) {
  return (
    <section className={`${styles.banner} ${overlap ? styles.overlap : ''}`} style={tint ? { backgroundColor: tint } : undefined}>
      {image && <Picture image={image} alt="" className={styles.image} priority />}
      <div className={styles.shade} aria-hidden="true" />
      <div className={`container ${styles.content}`}>
        {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
        <h1 className={styles.title}>{title}</h1>
        {intro && <div className={styles.intro}>{intro}</div>}
        {children}
      </div>
    </section>
  );
}
