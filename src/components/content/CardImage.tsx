import React from 'react';
import { getImage, type ImageDataLike } from 'gatsby-plugin-image';
import { Picture } from '../ui/Picture';
import * as styles from './CardImage.module.css';

export interface CardImageProps {
  image: ImageDataLike | null | undefined;
  alt: string;
  /** width / height of the box, used when there is no image so the layout does not shift. */
  ratio: number;
  className?: string;
  /** 'eager' for a card in the first screen (its picture is then likely the largest thing painted). */
  loading?: 'eager' | 'lazy';
  /** The first card of a page whose picture is its largest paint: fetched at once, first of all. */
  priority?: boolean;
}

/** A processed image, or a quiet brand-coloured box of the same shape when the file is missing. */
export function CardImage({ image, alt, ratio, className, loading, priority }: CardImageProps) {
  const data = image ? getImage(image) : undefined;
  if (data) return <Picture image={data} alt={alt} className={`${styles.image} ${className ?? ''}`} loading={loading} priority={priority} />;
  return <div className={`${styles.placeholder} ${className ?? ''}`} style={{ aspectRatio: String(ratio) }} aria-hidden="true" />;
}
