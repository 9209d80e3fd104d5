import React from 'react';
import { Link } from 'gatsby';
import { Picture } from '../ui/Picture';
import { imageOf, type ImageFile } from '../tours/tour-types';
import { Section } from './Section';
import * as styles from './Home.module.css';

export interface AwardItem {
  contentId: string;
  title: string;
  issuer: string;
  year: number;
  image: ImageFile;
}

/** 'Latest Awards' (SPEC 2.2). */
export function LatestAwards({ awards }: { awards: AwardItem[] }) {
  if (awards.length === 0) return null;
  return (
    <Section id="latest-awards" title="Latest Awards">
      <ul className={styles.awards}>
        {awards.map((award) => {
          const image = imageOf(award.image);
          return (
            <li key={award.contentId} className={styles.award}>
              {image && <Picture image={image} alt="" className={styles.awardImage} />}
              <p className={styles.awardTitle}>{award.title}</p>
              <p className={styles.awardIssuer}>
                {award.issuer}, {award.year}
              </p>
            </li>
          );
        })}
      </ul>
      <p className={styles.centered}>
        <Link to="/about-us/our-awards/" className={styles.arrowLink}>
          All our awards
        </Link>
      </p>
    </Section>
  );
}
