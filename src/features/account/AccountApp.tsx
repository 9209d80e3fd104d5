/**
 * The account area's router (client-only /user/*, SPEC 2.4, DECISIONS routes). The user home
 * and favourites need a signed-in customer; the other pages are for visitors.
 */
import React from 'react';
import { Link } from 'gatsby';
import { Layout } from '../../components/layout/Layout';
import { accountPageKey } from '../../lib/page-keys';
import { accountRoute, USER_HOME } from './account';
import { useHydrated } from '../../lib/use-hydrated';
import { ResetPasswordPage, SignInPage, SignUpPage } from './AuthPages';
import { FavouritesPage } from './FavouritesPage';
import { RequireSignIn } from './RequireSignIn';
import { UserHome } from './UserHome';
import * as styles from './Account.module.css';

export interface AccountLocation {
  pathname: string;
  search?: string;
}

function AccountNotFound() {
  return (
    <div className={`container ${styles.notFound}`}>
      <h1>We couldn&apos;t find that page</h1>
      <p>This part of your account does not exist. Try one of these instead:</p>
      <p className={styles.notFoundLinks}>
        <Link className="button" to={USER_HOME}>
          My tours
        </Link>
        <Link className="button button--secondary" to="/">
          Home page
        </Link>
      </p>
    </div>
  );
}

export function AccountApp({ location }: { location: AccountLocation }) {
  // Each account page is pre-rendered at its own path with no query string; the browser's
  // first render must match that HTML, so the query (return address, reset link) is read only
  // once hydrated. The catch-all shell (/user/*) shows a neutral loading state until then.
  const hydrated = useHydrated();
  const route = accountRoute(location.pathname);
  const search = hydrated ? (location.search ?? '') : '';
  let page: React.ReactNode;
  switch (hydrated || route !== 'not-found' ? route : 'loading') {
    case 'loading':
      page = (
        <div className={styles.loading} aria-busy="true">
          <p>Loading your account…</p>
        </div>
      );
      break;
    case 'home':
      page = (
        <RequireSignIn path={USER_HOME}>
          <UserHome />
        </RequireSignIn>
      );
      break;
    case 'favourites':
      page = (
        <RequireSignIn path="/user/favourites/">
          <FavouritesPage />
        </RequireSignIn>
      );
      break;
    case 'sign-in':
      page = <SignInPage search={search} />;
      break;
    case 'sign-up':
      page = <SignUpPage search={search} />;
      break;
    case 'reset-password':
      page = <ResetPasswordPage search={search} />;
      break;
    default:
      page = <AccountNotFound />;
  }
  return <Layout pageKey={accountPageKey(location.pathname)}>{page}</Layout>;
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
