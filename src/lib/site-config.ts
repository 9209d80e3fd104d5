/**
 * The one site module that reads GATSBY_* variables (inlined at build time by Gatsby).
 * Every variable is documented in `.env.example`.
 */
export function apiBaseUrl(): string {
  const configured = process.env.GATSBY_API_URL;
  if (configured) return configured.endsWith('/') ? configured : `${configured}/`;
  return '/api/';
}

export const siteConfig = {
  googleClientId: process.env.GATSBY_GOOGLE_CLIENT_ID || '',
  recaptchaSiteKey: process.env.GATSBY_RECAPTCHA_SITE_KEY || '',
  stripePublishableKey: process.env.GATSBY_STRIPE_PUBLISHABLE_KEY || '',
  siteUrl: process.env.GATSBY_SITE_URL || 'http://localhost:8000',
};
