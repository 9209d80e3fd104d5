/**
 * Page keys (SPEC 2.1): every page sets a body class derived from its key; some keys make the
 * body top-aligned (with the header forced active) and some use the alternate main style.
 */
export const TOP_ALIGNED_PAGE_KEYS = new Set([
  'tour-day', 'activity-page', 'user', 'user/favourites', 'user/sign-in', 'user/sign-up', 'user/reset-password',
  'user-edit', 'itinerary-download', 'contact-thank-you', 'itinerary-thank-you', '404',
]);

export const ALTERNATE_MAIN_PAGE_KEYS = new Set([
  'user', 'user/favourites', 'user/sign-in', 'user/sign-up', 'user/reset-password', 'itinerary-download',
  'contact-thank-you', 'itinerary-thank-you', '404',
]);

/**
 * Pages whose content is drawn in the browser after data arrives (account, wizard, staff, search results, the
 * itinerary download's tour): their main area fills the screen from the first paint, so the
 * footer starts below the fold and nothing in view moves when the content comes (issue 22, CLS).
 */
export const CLIENT_RENDERED_PAGE_KEYS = new Set(['bookings', 'staff', 'user', 'user/favourites', 'user-edit', 'itinerary-download', 'tours-search']);

export const isTopAligned = (pageKey: string) => TOP_ALIGNED_PAGE_KEYS.has(pageKey);
export const usesAlternateMain = (pageKey: string) => ALTERNATE_MAIN_PAGE_KEYS.has(pageKey);

/** The layout classes of a page key: 'user/sign-in' -> ['top-aligned', 'alt-main']. */
export function layoutClassesFor(pageKey: string): string[] {
  const classes: string[] = [];
  if (isTopAligned(pageKey)) classes.push('top-aligned');
  if (usesAlternateMain(pageKey)) classes.push('alt-main');
  if (CLIENT_RENDERED_PAGE_KEYS.has(pageKey)) classes.push('client-rendered');
  return classes;
}

/** 'user/sign-in' -> 'page-user-sign-in top-aligned alt-main' */
export function bodyClassFor(pageKey: string): string {
  const pageClass = `page-${pageKey.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '').toLowerCase() || 'home'}`;
  return [pageClass, ...layoutClassesFor(pageKey)].join(' ');
}

/** '/user/sign-in/' -> 'user/sign-in'; '/user/' -> 'user' (the account area's page keys). */
export function accountPageKey(pathname: string): string {
  const rest = pathname.replace(/^\/user\/?/, '').replace(/\/$/, '');
  return rest ? `user/${rest.split('/')[0]}` : 'user';
}
