import React from 'react';
import * as styles from './Booking.module.css';

export type BannerKind = 'error' | 'info' | 'warning' | 'success';

export interface MessageBannerProps {
  kind: BannerKind;
  /** One message or the server's list (SPEC 8: each shown as a line). */
  messages?: string[];
  title?: string;
  children?: React.ReactNode;
  onDismiss?: () => void;
}

/** SPEC 2.5 "message banner": errors are announced at once (role alert), the rest politely. */
export function MessageBanner({ kind, messages = [], title, children, onDismiss }: MessageBannerProps) {
  if (messages.length === 0 && !children && !title) return null;
  return (
    <div className={`${styles.banner} ${styles[kind]}`} role={kind === 'error' ? 'alert' : 'status'}>
      <div className={styles.bannerBody}>
        {title && <p className={styles.bannerTitle}>{title}</p>}
        {messages.length === 1 && <p>{messages[0]}</p>}
        {messages.length > 1 && (
          <ul>
            {messages.map((m) => (
              <li key={m}>{m}</li>
            ))}
          </ul>
        )}
        {children}
      </div>
      {onDismiss && (
        <button type="button" className={styles.dismiss} onClick={onDismiss} aria-label="Dismiss message">
          ×
        </button>
      )}
    </div>
  );
}
