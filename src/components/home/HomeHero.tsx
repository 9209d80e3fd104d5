import React from 'react';
import type { IGatsbyImageData } from 'gatsby-plugin-image';
import { Picture } from '../ui/Picture';
import { SearchBanner } from './SearchBanner';
import * as styles from './Home.module.css';

/** The hero: a full-width picture, the promise, and the search banner (SPEC 2.2). */
export function HomeHero({ image, tagline }: { image?: IGatsbyImageData; tagline: string }) {
  return (
    <section className={styles.hero} aria-labelledby="home-title">
      {image && <Picture image={image} alt="" className={styles.heroImage} priority />}
      <div className={styles.heroShade} aria-hidden="true" />
      <div className={`container ${styles.heroContent}`}>
        <p className={styles.heroEyebrow}>Small-group guided tours of Aotearoa</p>
        <h1 id="home-title" className={styles.heroTitle}>
          See the real New Zealand, with a local guide and 15 new friends
        </h1>
        <p className={styles.heroLead}>{tagline}</p>
        <SearchBanner />
      </div>
    </section>
  );
}
