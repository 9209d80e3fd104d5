import React from 'react';
import { Link } from 'gatsby';
import type { HomeCategory } from './home-types';
import { Section } from './Section';
import * as styles from './Home.module.css';

/** The three tour families (SPEC 2.2): Adventure, Plus and Snow, each to its family page. */
export function TourFamilies({ categories }: { categories: HomeCategory[] }) {
  const families = categories.filter((c) => c.tour_type !== 'Private');
  return (
    <Section id="tour-families" eyebrow="Three ways to travel" title="Choose your style of adventure">
      <ul className={styles.families}>
        {families.map((family) => (
          <li key={family.contentId} className={styles.family} style={{ ['--family' as string]: family.background_color }}>
            <span className={styles.familyIcon} aria-hidden="true" dangerouslySetInnerHTML={{ __html: family.icon_svg }} />
            <h3 className={styles.familyName}>
              <Link to={family.absolute_slug}>{family.full_name}</Link>
            </h3>
            <p>{family.blurb}</p>
            <p className={styles.familySwap}>Free swap up to {family.free_swap_days} days before departure</p>
            <Link to={family.absolute_slug} className={styles.arrowLink}>
              Explore {family.name} tours
            </Link>
          </li>
        ))}
      </ul>
    </Section>
  );
}
