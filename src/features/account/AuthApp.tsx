/**
 * The account pages for visitors: sign in, create an account, reset a password. The pages at
 * those addresses render this alone, so their first load holds none of the signed-in pages
 * (My tours, favourites, the booking cards): that was 29 KB of script on the sign-in page.
 */
import React from 'react';
import { Layout } from '../../components/layout/Layout';
import { accountPageKey } from '../../lib/page-keys';
import { useHydrated } from '../../lib/use-hydrated';
import { accountRoute, type AccountLocation, type AccountRoute } from './account';
import { ResetPasswordPage, SignInPage, SignUpPage } from './AuthPages';

/** The visitor's page of a route, or null for a page that needs more (AccountApp). */
export function authPage(route: AccountRoute | 'loading', search: string): React.ReactNode | null {
  switch (route) {
    case 'sign-in':
      return <SignInPage search={search} />;
    case 'sign-up':
      return <SignUpPage search={search} />;
    case 'reset-password':
      return <ResetPasswordPage search={search} />;
    default:
      return null;
  }
}

export function AuthApp({ location }: { location: AccountLocation }) {
  // Pre-rendered with no query string: the return address or reset link is read once hydrated.
  const hydrated = useHydrated();
  const search = hydrated ? (location.search ?? '') : '';
  return <Layout pageKey={accountPageKey(location.pathname)}>{authPage(accountRoute(location.pathname), search)}</Layout>;
}
