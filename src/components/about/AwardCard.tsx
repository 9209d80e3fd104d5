import React from 'react';
import { getImage, type ImageDataLike } from 'gatsby-plugin-image';
import { Picture } from '../ui/Picture';
import * as styles from './AwardCard.module.css';

export interface AwardCardProps {
  title: string;
  issuer: string;
  year: number;
  description: string;
  image?: ImageDataLike | null;
}

/** One award: badge, title, who gave it and when. */
export function AwardCard({ title, issuer, year, description, image }: AwardCardProps) {
  const data = image ? getImage(image) : undefined;
  return (
    <article className={styles.card}>
      <div className={styles.badge}>
        {data ? (
          <Picture image={data} alt={`${title} badge`} className={styles.image} />
        ) : (
          <span className={styles.year} aria-hidden="true">
            {year}
          </span>
        )}
      </div>
      <div>
        <h2 className={styles.title}>{title}</h2>
        <p className={styles.issuer}>
          {issuer}, {year}
        </p>
        <p className={styles.description}>{description}</p>
      </div>
    </article>
  );
}
