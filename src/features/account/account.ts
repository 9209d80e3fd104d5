/**
 * Pure rules of the account area (SPEC 2.4, 4.2, 6): which account page a path is, where a
 * visitor goes after signing in (the `return` parameter, same-site paths only), the sign-in
 * address that brings a visitor back, the reset-link parameters, and how a booking card reads
 * (money is formatted by contract/money.ts, dates by contract/dates.ts).
 */
export const USER_HOME = '/user/';
export const SIGN_IN_PATH = '/user/sign-in/';
export const SIGN_UP_PATH = '/user/sign-up/';
export const RESET_PASSWORD_PATH = '/user/reset-password/';
export const FAVOURITES_PATH = '/user/favourites/';
export const EDIT_ACCOUNT_PATH = '/user-edit/';

export { PASSWORD_MIN_LENGTH } from '../../../contract/auth-rules';

export const SIGN_IN_SUCCESS = 'Your login is successful';
export const SIGN_UP_SUCCESS = 'Your registration is successful';
export const INVALID_FORM_DATA = 'Invalid form data';
export const CHANGE_PASSWORD_HEADING = 'Change Your Password';
export const CHANGE_PASSWORD_NOTE = 'You will be signed in after changing your password.';

/** Where an account page is: the path, and the query once hydrated. */
export interface AccountLocation {
  pathname: string;
  search?: string;
}

export type AccountRoute = 'home' | 'favourites' | 'sign-in' | 'sign-up' | 'reset-password' | 'not-found';

/** '/user/sign-in' or '/user/sign-in/' -> 'sign-in'; '/user/' -> 'home'. */
export function accountRoute(pathname: string): AccountRoute {
  const rest = pathname.replace(/^\/user\/?/, '').replace(/\/+$/, '');
  switch (rest) {
    case '':
      return 'home';
    case 'favourites':
    case 'sign-in':
    case 'sign-up':
    case 'reset-password':
      return rest;
    default:
      return 'not-found';
  }
}

/** Pages a visitor must be signed in to see (SPEC 6). */
export const requiresSignIn = (route: AccountRoute) => route === 'home' || route === 'favourites';

// Pages that make no sense as a destination after signing in: going there would loop.
const AUTH_PAGES = [SIGN_IN_PATH, SIGN_UP_PATH, RESET_PASSWORD_PATH];
const ORIGIN = 'https://same-site.invalid';

/**
 * The address to go to after success: only a path on this site ('/tours/?x=1#y'), never another
 * origin ('//evil.example', 'https://…', '/\\evil.example', 'javascript:…'), never one of the
 * sign-in pages themselves. Anything else gives the fallback (the user home).
 */
export function safeReturnPath(raw: string | null | undefined, fallback: string = USER_HOME): string {
  if (typeof raw !== 'string') return fallback;
  const value = raw.trim();
  // A same-site path starts with exactly one slash; '//' and '/\' are protocol-relative to browsers.
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return fallback;
  // Control characters (tabs and newlines are dropped by URL parsers) could smuggle a host in.
  if (/\p{Cc}/u.test(value)) return fallback;
  let url: URL;
  try {
    url = new URL(value, ORIGIN);
  } catch {
    return fallback;
  }
  if (url.origin !== ORIGIN) return fallback;
  const path = `${url.pathname}${url.search}${url.hash}`;
  const bare = url.pathname.endsWith('/') ? url.pathname : `${url.pathname}/`;
  if (AUTH_PAGES.includes(bare)) return fallback;
  return path;
}

/** The `return` query parameter of an address's search string, made safe. */
export function returnTarget(search: string, fallback: string = USER_HOME): string {
  return safeReturnPath(new URLSearchParams(search).get('return'), fallback);
}

/** '/user/sign-in/' + '/tours/' -> '/user/sign-in/?return=%2Ftours%2F' (the default return is left out). */
export function withReturn(page: string, returnTo: string | null | undefined): string {
  const target = safeReturnPath(returnTo, '');
  if (!target || target === USER_HOME) return page;
  return `${page}?return=${encodeURIComponent(target)}`;
}

/** The token and email of a password reset link (SPEC 2.4, 6); null unless both are present. */
export function resetLinkParams(search: string): { token: string; email: string } | null {
  const params = new URLSearchParams(search);
  const token = params.get('token')?.trim();
  const email = params.get('email')?.trim();
  return token && email ? { token, email } : null;
}

/** The travellers line of a booking card: their names when known, else the count. */
export function travellersLabel(names: string[], count: number): string {
  const known = names.map((n) => n.trim()).filter(Boolean);
  if (known.length > 0 && known.length >= count) return known.join(', ');
  const n = Math.max(count, known.length);
  return `${n} ${n === 1 ? 'traveller' : 'travellers'}`;
}

/** Booking page addresses (DECISIONS routes): every booking page takes bookingId and tour. */
export function bookingPageUrl(page: 'details' | 'review' | 'payment', bookingId: number, tourSlug: string): string {
  return `/bookings/${page}/?bookingId=${encodeURIComponent(String(bookingId))}&tour=${encodeURIComponent(tourSlug)}`;
}
/** The document title of each account page. */
export function accountTitle(pathname: string): string {
  switch (accountRoute(pathname)) {
    case 'home':
      return 'My tours';
    case 'favourites':
      return 'My favourites';
    case 'sign-in':
      return 'Sign in';
    case 'sign-up':
      return 'Create account';
    case 'reset-password':
      return 'Reset your password';
    default:
      return 'My account';
  }
}

/** The meta description of each account page (search results show it for sign-in and sign-up). */
export function accountDescription(pathname: string): string {
  switch (accountRoute(pathname)) {
    case 'sign-in':
      return 'Sign in to your account to see your tours, pay a balance and keep your favourite activities.';
    case 'sign-up':
      return 'Create an account to book a small-group New Zealand tour, manage your travellers and save favourite activities.';
    default:
      return 'Your tours, bookings and favourite activities.';
  }
}
