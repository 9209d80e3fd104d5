import React from 'react';

/** The flag of German-speaking tours (SPEC 2.1, 2.2). */
export function GermanFlag({ className, size = 22 }: { className?: string; size?: number }) {
  return (
    <span className={className} title="German-speaking tour">
      <svg viewBox="0 0 5 3" width={size} height={(size * 3) / 5} role="img" aria-label="German-speaking tour" style={{ display: 'block', borderRadius: 2 }}>
        <rect width="5" height="1" y="0" fill="#000" />
        <rect width="5" height="1" y="1" fill="#dd0000" />
        <rect width="5" height="1" y="2" fill="#ffce00" />
      </svg>
    </span>
  );
}
