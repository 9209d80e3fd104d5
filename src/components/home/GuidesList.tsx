import React from 'react';
import { Link } from 'gatsby';
import { Picture } from '../ui/Picture';
import { imageOf, type ImageFile } from '../tours/tour-types';
import { Section } from './Section';
import * as styles from './Home.module.css';

export interface GuideItem {
  contentId: string;
  name: string;
  role: string;
  image: ImageFile;
}

/** A few of our guides, with 'View all guides' (SPEC 2.2). */
export function GuidesList({ guides }: { guides: GuideItem[] }) {
  if (guides.length === 0) return null;
  return (
    <Section id="our-guides" eyebrow="The people who make the trip" title="Meet our guides">
      <ul className={styles.guides}>
        {guides.map((guide) => {
          const image = imageOf(guide.image);
          return (
            <li key={guide.contentId} className={styles.guide}>
              {image && <Picture image={image} alt={`Portrait of ${guide.name}`} className={styles.guideImage} />}
              <p className={styles.guideName}>{guide.name}</p>
              <p className={styles.guideRole}>{guide.role}</p>
            </li>
          );
        })}
      </ul>
      <p className={styles.centered}>
        <Link to="/about-us/our-people/" className="button button--secondary">
          View all guides
        </Link>
      </p>
    </Section>
  );
}
