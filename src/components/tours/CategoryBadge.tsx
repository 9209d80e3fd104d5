import React from 'react';
import * as styles from './CategoryBadge.module.css';

export interface BadgeCategory {
  name: string;
  background_color: string;
  icon_svg: string;
}

/** A tour family's name on its colour with its icon (the alternative card shape, SPEC 2.2). */
export function CategoryBadge({ category, className }: { category: BadgeCategory; className?: string }) {
  return (
    <span className={`${styles.badge} ${className ?? ''}`} style={{ backgroundColor: category.background_color }}>
      {/* The icon is inline SVG from the content pack (build-time, trusted), drawn in currentColor. */}
      <span className={styles.icon} aria-hidden="true" dangerouslySetInnerHTML={{ __html: category.icon_svg }} />
      {category.name}
    </span>
  );
}
