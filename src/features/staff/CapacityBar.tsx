import React from 'react';
import * as styles from './Staff.module.css';

/**
 * A departure's seats as one bar: sold, held (unpaid, until the hold ends) and free, in
 * proportion to the capacity, with the same numbers in words for screen readers and print.
 */
export function CapacityBar({ capacity, sold, held, free }: { capacity: number; sold: number; held: number; free: number }) {
  const share = (n: number) => `${capacity > 0 ? Math.min(100, (n / capacity) * 100) : 0}%`;
  const words = `${sold} sold, ${held} held, ${free} free of ${capacity}`;
  return (
    <div className={styles.capacity}>
      <div className={styles.capacityBar} aria-hidden="true">
        <span className={styles.sold} style={{ width: share(sold) }} />
        <span className={styles.held} style={{ width: share(held) }} />
      </div>
      <span className={styles.capacityText}>{words}</span>
    </div>
  );
}
