/**
 * The staff area's router (client-only /staff/*; DECISIONS: one staff role, the accounts with
 * is_admin). Signed out: to sign in and back; signed in without the role: told so, nothing
 * loaded (the server refuses every staff call anyway). The pages: the on-request queue (the
 * home), and a booking's page with its audit log and actions.
 */
import React from 'react';
import { Link } from 'gatsby';
import { Layout } from '../../components/layout/Layout';
import { RequireSignIn } from '../../components/account/RequireSignIn';
import { useHydrated } from '../../lib/use-hydrated';
import { useAppSelector } from '../../state/store';
import { STAFF_MESSAGES } from '../../../contract/staff';
import { RequestsPage } from './RequestsPage';
import { StaffBookingPage } from './StaffBookingPage';
import * as styles from './Staff.module.css';

export type StaffRoute = { page: 'requests' } | { page: 'booking'; id: number } | { page: 'not-found' };

/** '/staff/' -> the queue; '/staff/bookings/41/' -> booking 41. */
export function staffRoute(pathname: string): StaffRoute {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (path === '/staff' || path === '/staff/requests') return { page: 'requests' };
  const booking = /^\/staff\/bookings\/([1-9][0-9]{0,8})$/.exec(path);
  if (booking) return { page: 'booking', id: Number(booking[1]) };
  return { page: 'not-found' };
}

const NAV = [{ to: '/staff/', label: 'On-request queue', page: 'requests' }] as const;

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
                <Link to={item.to} aria-current={route.page === item.page ? 'page' : undefined}>
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

export function StaffApp({ location }: { location: { pathname: string } }) {
  // One pre-rendered shell serves every /staff/* address: a neutral state until hydrated.
  const hydrated = useHydrated();
  const route = staffRoute(location.pathname);
  let title = 'Staff area';
  let body: React.ReactNode;
  if (!hydrated) body = <p className={`container ${styles.page}`}>Loading the staff area…</p>;
  else if (route.page === 'requests') {
    title = 'On-request bookings';
    body = <RequestsPage />;
  } else if (route.page === 'booking') {
    title = `Booking ${route.id}`;
    body = <StaffBookingPage id={route.id} />;
  } else {
    title = 'Page not found';
    body = (
      <p className={`container ${styles.page}`}>
        This staff page does not exist. <Link to="/staff/">Go to the on-request queue</Link>.
      </p>
    );
  }
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
