import React, { useState } from 'react';
import type { ImageDataLike } from 'gatsby-plugin-image';
import { CardImage } from '../content/CardImage';
import { Modal } from '../ui/Modal';
import * as styles from './PersonCard.module.css';

export interface PersonCardProps {
  name: string;
  role: string;
  /** Sanitised HTML of the bio (built from markdown at build time). */
  bioHtml: string;
  image?: ImageDataLike | null;
  /** Tour families the person guides (SPEC 3 Person: mtb, adventure, snow). */
  guides?: { adventure?: boolean; snow?: boolean; mtb?: boolean };
}

const FAMILY_LABELS: [keyof NonNullable<PersonCardProps['guides']>, string][] = [
  ['adventure', 'Adventure tours'],
  ['snow', 'Snow tours'],
  ['mtb', 'Mountain biking'],
];

/** SPEC 2.6 person card (image 384, name, role); the name opens a modal with the bio. */
export function PersonCard({ name, role, bioHtml, image, guides = {} }: PersonCardProps) {
  const [open, setOpen] = useState(false);
  const families = FAMILY_LABELS.filter(([key]) => guides[key]).map(([, label]) => label);
  return (
    <article className={styles.card}>
      <CardImage image={image} alt="" ratio={1} className={styles.image} />
      <div className={styles.body}>
        <h2 className={styles.name}>
          <button type="button" className={styles.open} aria-haspopup="dialog" onClick={() => setOpen(true)}>
            {name}
          </button>
        </h2>
        <p className={styles.role}>{role}</p>
        <span className={styles.more} aria-hidden="true">
          Read bio
        </span>
      </div>
      <Modal open={open} onClose={() => setOpen(false)} title={name} size="medium">
        <div className={styles.bio}>
          <div className={styles.bioImage}>
            <CardImage image={image} alt={`${name}, ${role}`} ratio={1} />
          </div>
          <div>
            <p className={styles.bioRole}>{role}</p>
            {families.length > 0 && (
              <ul className={styles.tags} aria-label="Guides on">
                {families.map((label) => (
                  <li key={label}>{label}</li>
                ))}
              </ul>
            )}
            <div className="prose" dangerouslySetInnerHTML={{ __html: bioHtml }} />
          </div>
        </div>
      </Modal>
    </article>
  );
}
