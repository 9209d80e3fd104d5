import React from 'react';

/** Simple monochrome marks of the social networks in the site settings. */
const PATHS: Record<string, React.ReactNode> = {
  facebook: <path d="M14 8h3V4h-3c-2.8 0-4.5 1.8-4.5 4.6V11H7v4h2.5v9h4v-9h3l.5-4h-3.5V9c0-.6.4-1 1-1z" fill="currentColor" />,
  instagram: (
    <g fill="none" stroke="currentColor" strokeWidth="2">
      <rect x="3" y="3" width="18" height="18" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <circle cx="17.5" cy="6.5" r="1" fill="currentColor" stroke="none" />
    </g>
  ),
  youtube: (
    <g>
      <rect x="2" y="5" width="20" height="14" rx="4" fill="currentColor" />
      <path d="M10 9l5 3-5 3z" fill="var(--color-brand-dark)" />
    </g>
  ),
  tiktok: <path d="M14 3h3c.3 2.3 1.8 3.8 4 4v3c-1.5 0-2.9-.5-4-1.2V15a6 6 0 1 1-6-6v3.2A2.8 2.8 0 1 0 14 15z" fill="currentColor" />,
  linkedin: (
    <g fill="currentColor">
      <rect x="3" y="9" width="4" height="12" />
      <circle cx="5" cy="5" r="2.2" />
      <path d="M10 9h3.8v1.7c.6-1 1.9-2 3.9-2 3.3 0 4.3 2.1 4.3 5.3v7h-4v-6.3c0-1.5-.3-2.7-1.9-2.7-1.7 0-2.1 1.2-2.1 2.7V21h-4z" />
    </g>
  ),
};

export function SocialIcon({ network }: { network: string }) {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
      {PATHS[network] ?? <circle cx="12" cy="12" r="9" fill="currentColor" />}
    </svg>
  );
}
