import React from 'react';
import { Link } from 'gatsby';
import { Picture } from '../ui/Picture';
import { formatNzd } from '../../../contract/money';
import { imageOf } from '../tours/tour-types';
import type { HomeCategory } from './home-types';
import { Section } from './Section';
import * as styles from './Home.module.css';

/** Tour category tiles plus a Private Tours tile (SPEC 2.2). */
export function CategoryTiles({ categories, privateToursUrl }: { categories: HomeCategory[]; privateToursUrl: string }) {
  const families = categories.filter((c) => c.tour_type !== 'Private');
  const privateFamily = categories.find((c) => c.tour_type === 'Private');
  const privateImage = imageOf(privateFamily?.description_picture ?? null);
  return (
    <Section id="tour-categories" tone="sand" eyebrow="Find your trip" title="Explore our tours">
      <ul className={styles.tiles}>
        {families.map((family) => {
          const running = family.tours.filter((t) => !t.archived);
          const image = imageOf(family.description_picture);
          const from = running.length ? Math.min(...running.map((t) => t.starting_price)) : null;
          return (
            <li key={family.contentId}>
              <Link to={family.absolute_slug} className={styles.tile} style={{ ['--family' as string]: family.background_color }}>
                {image && <Picture image={image} alt="" className={styles.tileImage} />}
                <span className={styles.tileText}>
                  <span className={styles.tileName}>{family.full_name}</span>
                  <span className={styles.tileMeta}>
                    {running.length} {running.length === 1 ? 'tour' : 'tours'}
                    {from !== null && ` · from ${formatNzd(from)}`}
                  </span>
                </span>
              </Link>
            </li>
          );
        })}
        <li>
          <a href={privateToursUrl} className={styles.tile} target="_blank" rel="noopener noreferrer" style={{ ['--family' as string]: privateFamily?.background_color ?? '#b0453a' }}>
            {privateImage && <Picture image={privateImage} alt="" className={styles.tileImage} />}
            <span className={styles.tileText}>
              <span className={styles.tileName}>Private Tours</span>
              <span className={styles.tileMeta}>Your group, your guide, your itinerary</span>
              <span className="visually-hidden"> (opens in a new tab)</span>
            </span>
          </a>
        </li>
      </ul>
    </Section>
  );
}
