/**
 * The account area's router (client-only /user/*, SPEC 2.4, DECISIONS routes). The user home
 * and favourites need a signed-in customer; the other pages are for visitors (AuthApp, which the
 * sign-in, sign-up and reset pages use on their own, without this module's signed-in pages).
 */
import React from 'react';
import { Link } from 'gatsby';
import { Layout } from '../../components/layout/Layout';
import { accountPageKey } from '../../lib/page-keys';
import { accountRoute, FAVOURITES_PATH, USER_HOME, type AccountLocation } from './account';
import { AccountFrame } from './AccountNav';
import { useHydratedInTransition } from '../../lib/use-hydrated';
import { authPage } from './AuthApp';
import { FavouritesPage } from './FavouritesPage';
import { RequireSignIn } from './RequireSignIn';
import { UserHome } from './UserHome';
import * as styles from './Account.module.css';


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
  const hydrated = useHydratedInTransition();
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
        <RequireSignIn path={USER_HOME} frame={<AccountFrame title="My tours" current={USER_HOME} section="Your bookings" loading="Loading your bookings…" />}>
          <UserHome />
        </RequireSignIn>
      );
      break;
    case 'favourites':
      page = (
        <RequireSignIn path={FAVOURITES_PATH} frame={<AccountFrame title="My favourites" current={FAVOURITES_PATH} section="Favourite activities" loading="Loading your favourites…" />}>
          <FavouritesPage />
        </RequireSignIn>
      );
      break;
    default:
      page = authPage(route, search) ?? <AccountNotFound />;
  }
  return <Layout pageKey={accountPageKey(location.pathname)}>{page}</Layout>;
}
