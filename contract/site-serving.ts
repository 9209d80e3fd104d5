/**
 * How the built site is served: the one home of the rules that the Fastify static server
 * (server/static.ts) applies per request and that the build writes out in portable forms for a
 * CDN or nginx (src/node/portable-serving.ts): cache rules, the files naming each page's CSP and
 * the client-only routes, and the security headers every page carries.
 */

/** Written by gatsby-node's onPostBuild: every client-only page and the pattern it answers. */
/** Where a built site keeps Gatsby's HTML renderer (src/node/render-bundle.ts writes it, server/page-render.ts draws the signed-in pages with it). */
export const RENDER_DIR = '_render';
export const RENDER_ENTRY = 'render-page.js';

export const MATCH_PATHS_FILE = '_match-paths.json';
/** Written by gatsby-node's onPostBuild: each HTML file's Content-Security-Policy (its inline script hashes). */
export const CSP_FILE = '_csp.json';

/** A client-only page (`path`, its shell's folder) and the paths it answers (`matchPath`, e.g. /user/*). */
export interface ClientPage {
  path: string;
  matchPath: string;
}

/**
 * The id of the head script that sends a visitor without a session to sign in before the page
 * paints (SignInFirst). The build knows such a page by it: a frame whose content comes with its
 * scripts, which it then loads as a client-only page's (src/node/post-build.ts).
 */
export const SIGN_IN_FIRST_ID = 'sign-in-first';
/** Set on window by that script when the visitor has a session and stays: only then does such a page preload its scripts and data. */
export const SIGNED_IN_FLAG = '__keaSignedIn';

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'public, max-age=0, must-revalidate';
/** Unhashed scripts and styles: an hour, then asked again. */
export const SHORT = 'public, max-age=3600, must-revalidate';
/** Everything else (pictures, PDFs, fonts under their own names): a day. */
export const DAY = 'public, max-age=86400';

/** The Cache-Control of a file of public/, by its path relative to public/. */
export function cacheControlFor(relativePath: string): string {
  const p = relativePath.replace(/\\/g, '/');
  if (p.endsWith('.html') || p.startsWith('page-data/') || p.endsWith('sw.js')) return REVALIDATE;
  if (p.startsWith('static/')) return IMMUTABLE;
  // Gatsby names its bundles with a content hash: app-3f2a…js, component---src-pages-…-a1b2….js, styles.….css
  if (/\.[0-9a-f]{16,}\.(js|css)$/.test(p) || /-[0-9a-f]{16,}\.(js|css)$/.test(p)) return IMMUTABLE;
  if (/\.(js|css|map)$/.test(p)) return SHORT;
  return DAY;
}

/** Turns Gatsby's matchPath (`/user/*`, `/bookings/*`) into a test for a request path. */
export function matchPathTester(matchPath: string): (pathname: string) => boolean {
  const base = matchPathBase(matchPath);
  if (matchPath.endsWith('*')) return (pathname) => pathname === base || pathname === `${base}/` || pathname.startsWith(`${base}/`);
  return (pathname) => pathname.replace(/\/$/, '') === base;
}

/** `/user/*` → `/user`: the prefix a matchPath answers under. */
export function matchPathBase(matchPath: string): string {
  return matchPath.replace(/\/\*$/, '').replace(/\/$/, '');
}

/** The shell page (relative to public/) that answers a client-only page's paths. */
export function clientShellFile(page: ClientPage): string {
  return `${page.path.replace(/^\/+/, '').replace(/\/?$/, '/')}index.html`;
}

/** The most specific pattern first, as both servers pick it. */
export function bySpecificity<T extends ClientPage>(pages: T[]): T[] {
  return [...pages].sort((a, b) => b.matchPath.length - a.matchPath.length);
}

/** Headers on every response of the site and the API (server/lib/security-headers.ts, and the build's _headers and nginx files). */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'DENY',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(self)',
};

/** Sent over HTTPS only (by the server when the request came over TLS; by whatever terminates TLS in front of nginx or a CDN). */
export const HSTS = 'max-age=31536000; includeSubDomains';
