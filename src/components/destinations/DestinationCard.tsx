import React from 'react';
import { Link } from 'gatsby';
import type { ImageDataLike } from 'gatsby-plugin-image';
import { CardImage } from '../content/CardImage';
import * as styles from './DestinationCard.module.css';

export interface DestinationCardProps {
  name: string;
  shortDescription: string;
  to: string;
  image?: ImageDataLike | null;
  /** Heading level of the name inside the page outline. */
  headingLevel?: 2 | 3;
  /** The first card on the page: its picture is the page's largest paint on a phone. */
  priority?: boolean;
}

/** SPEC 2.2 destination card: image, name, short description; the whole card is one link. */
export function DestinationCard({ name, shortDescription, to, image, headingLevel = 3, priority = false }: DestinationCardProps) {
  const Heading = `h${headingLevel}` as 'h2' | 'h3';
  return (
    <article className={styles.card}>
      <CardImage image={image} alt="" ratio={580 / 356} className={styles.image} priority={priority} />
      <div className={styles.body}>
        <Heading className={styles.name}>
          <Link to={to} className={styles.link}>
            {name}
          </Link>
        </Heading>
        <p className={styles.description}>{shortDescription}</p>
        <span className={styles.more} aria-hidden="true">
          Discover {name} →
        </span>
      </div>
    </article>
  );
}
