import React from 'react';
import * as styles from './Spinner.module.css';

export interface SpinnerProps {
  /** Diameter in pixels; SPEC 9 default 60. */
  size?: number;
  /** What is loading, for screen readers. */
  label?: string;
  className?: string;
}

/** A loading indicator; it is a polite status so assistive technology hears the label once. */
export function Spinner({ size = 60, label = 'Loading...', className }: SpinnerProps) {
  const stroke = Math.max(2, Math.round(size / 12));
  return (
    <span className={`${styles.spinner} ${className ?? ''}`} role="status" style={{ width: size, height: size }}>
      <svg viewBox="0 0 50 50" width={size} height={size} aria-hidden="true">
        <circle className={styles.track} cx="25" cy="25" r="20" fill="none" strokeWidth={(stroke * 50) / size} />
        <circle className={styles.arc} cx="25" cy="25" r="20" fill="none" strokeWidth={(stroke * 50) / size} strokeLinecap="round" />
      </svg>
      <span className="visually-hidden">{label}</span>
    </span>
  );
}
