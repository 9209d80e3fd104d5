/**
 * The staff area's router (client-only /staff/*; DECISIONS: one staff role, the accounts with
 * is_admin). Signed out: to sign in and back; signed in without the role: told so, nothing
 * loaded (the server refuses every staff call anyway). The pages: the dashboard (the home), the
 * bookings (search, and each booking with its actions and audit log), the on-request queue, the
 * departures (sale, capacity, discount) and each one's manifest, the promo codes, the leads, and
 * publishing from Contentful (the live build and the last rebuilds).
 */
import React from 'react';
import { Link } from 'gatsby';
import { Layout } from '../../components/layout/Layout';
import { RequireSignIn } from '../account/RequireSignIn';
import { useHydratedInTransition } from '../../lib/use-hydrated';
import { useAppSelector } from '../../state/store';
import { STAFF_MESSAGES } from '../../../contract/staff-rules';
import { BookingSearchPage } from './BookingSearchPage';
import { DashboardPage } from './DashboardPage';
import { DeparturesPage } from './DeparturesPage';
import { LeadsPage } from './LeadsPage';
import { PromoCodesPage } from './PromoCodesPage';
import { PublishingPage } from './PublishingPage';
import { ManifestPage } from './ManifestPage';
import { RequestsPage } from './RequestsPage';
import { StaffBookingPage } from './StaffBookingPage';
import * as styles from './Staff.module.css';

export type StaffRoute =
  | { page: 'dashboard' }
  | { page: 'requests' }
  | { page: 'bookings' }
  | { page: 'booking'; id: number }
  | { page: 'departures' }
  | { page: 'manifest'; id: number }
  | { page: 'promo-codes' }
  | { page: 'leads' }
  | { page: 'publishing' }
  | { page: 'not-found' };

const ID = '([1-9][0-9]{0,8})';

/** '/staff/' -> the dashboard; '/staff/bookings/41/' -> booking 41; '/staff/departures/7/' -> its manifest. */
export function staffRoute(pathname: string): StaffRoute {
  const path = pathname.replace(/\/+$/, '') || '/';
  const fixed: Record<string, StaffRoute> = {
    '/staff': { page: 'dashboard' },
    '/staff/requests': { page: 'requests' },
    '/staff/bookings': { page: 'bookings' },
    '/staff/departures': { page: 'departures' },
    '/staff/promo-codes': { page: 'promo-codes' },
    '/staff/leads': { page: 'leads' },
    '/staff/publishing': { page: 'publishing' },
  };
  if (fixed[path]) return fixed[path];
  const booking = new RegExp(`^/staff/bookings/${ID}$`).exec(path);
  if (booking) return { page: 'booking', id: Number(booking[1]) };
  const departure = new RegExp(`^/staff/departures/${ID}$`).exec(path);
  if (departure) return { page: 'manifest', id: Number(departure[1]) };
  return { page: 'not-found' };
}

/** The staff nav; `pages` are the routes under each item (a booking is under Bookings). */
const NAV: { to: string; label: string; pages: StaffRoute['page'][] }[] = [
  { to: '/staff/', label: 'Dashboard', pages: ['dashboard'] },
  { to: '/staff/bookings/', label: 'Bookings', pages: ['bookings', 'booking'] },
  { to: '/staff/requests/', label: 'Requests', pages: ['requests'] },
  { to: '/staff/departures/', label: 'Departures', pages: ['departures', 'manifest'] },
  { to: '/staff/promo-codes/', label: 'Promo codes', pages: ['promo-codes'] },
  { to: '/staff/leads/', label: 'Leads', pages: ['leads'] },
  { to: '/staff/publishing/', label: 'Publishing', pages: ['publishing'] },
];

function StaffHeader({ title, route }: { title: string; route: StaffRoute }) {
  return (
    <div className={styles.header}>
      <div className="container">
        <p className={styles.eyebrow}>Kea Trails staff</p>
        <h1>{title}</h1>
        <nav aria-label="Staff area" className={styles.nav}>
          <ul>
            {NAV.map((item) => (
              <li key={item.to}>
                <Link to={item.to} aria-current={item.pages.includes(route.page) ? 'page' : undefined}>
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </div>
  );
}

function RequireStaff({ children }: { children: React.ReactNode }) {
  const isStaff = useAppSelector((state) => state.session.session?.is_admin === true);
  if (isStaff) return <>{children}</>;
  return (
    <div className={`container ${styles.page} ${styles.bare}`}>
      <p className={styles.notice} role="alert">
        {STAFF_MESSAGES.staffOnly}
      </p>
    </div>
  );
}

function staffPage(route: StaffRoute): { title: string; body: React.ReactNode } {
  switch (route.page) {
    case 'dashboard':
      return { title: 'Dashboard', body: <DashboardPage /> };
    case 'requests':
      return { title: 'On-request bookings', body: <RequestsPage /> };
    case 'bookings':
      return { title: 'Bookings', body: <BookingSearchPage /> };
    case 'booking':
      return { title: `Booking ${route.id}`, body: <StaffBookingPage id={route.id} /> };
    case 'departures':
      return { title: 'Departures', body: <DeparturesPage /> };
    case 'promo-codes':
      return { title: 'Promo codes', body: <PromoCodesPage /> };
    case 'leads':
      return { title: 'Leads', body: <LeadsPage /> };
    case 'publishing':
      return { title: 'Publishing', body: <PublishingPage /> };
    case 'manifest':
      return { title: 'Departure manifest', body: <ManifestPage id={route.id} /> };
    default:
      return {
        title: 'Page not found',
        body: (
          <p className={`container ${styles.page}`}>
            This staff page does not exist. <Link to="/staff/">Go to the dashboard</Link>.
          </p>
        ),
      };
  }
}

export function StaffApp({ location }: { location: { pathname: string } }) {
  // One pre-rendered shell serves every /staff/* address: a neutral state until hydrated.
  const hydrated = useHydratedInTransition();
  const route = staffRoute(location.pathname);
  const { title, body } = hydrated ? staffPage(route) : { title: 'Staff area', body: <p className={`container ${styles.page}`}>Loading the staff area…</p> };
  return (
    <Layout pageKey="staff">
      <RequireSignIn path={location.pathname}>
        <RequireStaff>
          <StaffHeader title={title} route={route} />
          {body}
        </RequireStaff>
      </RequireSignIn>
    </Layout>
  );
}
