import React from 'react';
import { getImage, type ImageDataLike } from 'gatsby-plugin-image';
import { Picture } from '../ui/Picture';
import * as styles from './PhotoMosaic.module.css';

export interface PhotoMosaicProps {
  images: (ImageDataLike | null)[];
  /** Names the photos for assistive technology: 'Queenstown: photo 1 of 5'. */
  subject: string;
}

/**
 * Up to 5 photos (SPEC 9: destination galleries 580x356): a mosaic on wide screens, a
 * swipeable strip on phones. Pure CSS, so no script is shipped for it; the strip is a
 * focusable region so keyboard users can scroll it with the arrow keys.
 */
export function PhotoMosaic({ images, subject }: PhotoMosaicProps) {
  const photos = images.slice(0, 5).map((image) => (image ? getImage(image) : undefined)).filter((data) => data !== undefined);
  if (photos.length === 0) return null;
  return (
    // Focusable because it scrolls sideways on phones (keyboard users scroll it with the arrows).
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div className={`${styles.mosaic} ${styles[`count${photos.length}`] ?? ''}`} role="region" aria-label={`Photos of ${subject}`} tabIndex={0}>
      {photos.map((data, index) => (
        <div key={index} className={styles.cell}>
          <Picture
            image={data!}
            alt={`${subject}: photo ${index + 1} of ${photos.length}`}
            className={styles.image}
            loading={index === 0 ? 'eager' : 'lazy'}
          />
        </div>
      ))}
    </div>
  );
}
