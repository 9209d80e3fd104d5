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
import { STAFF_FIXED_PAGES, STAFF_ID_PAGES, isStaffFixedPage, isStaffIdPage, staffRoute, type StaffFixedPage, type StaffFramedPage, type StaffRoute } from './staff-routes';
import * as styles from './Staff.module.css';

/** The staff nav; `pages` are the routes under each item (a booking is under Bookings). */
const NAV: { to: string; label: string; pages: StaffRoute['page'][] }[] = [
  { to: STAFF_FIXED_PAGES.dashboard.path, label: 'Dashboard', pages: ['dashboard'] },
  { to: STAFF_FIXED_PAGES.bookings.path, label: 'Bookings', pages: ['bookings', 'booking'] },
  { to: STAFF_FIXED_PAGES.requests.path, label: 'Requests', pages: ['requests'] },
  { to: STAFF_FIXED_PAGES.departures.path, label: 'Departures', pages: ['departures', 'manifest'] },
  { to: STAFF_FIXED_PAGES['promo-codes'].path, label: 'Promo codes', pages: ['promo-codes'] },
  { to: STAFF_FIXED_PAGES.leads.path, label: 'Leads', pages: ['leads'] },
  { to: STAFF_FIXED_PAGES.publishing.path, label: 'Publishing', pages: ['publishing'] },
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

/**
 * The staff area's pages for the staff role only. `frame`: the pre-rendered frame, drawn while
 * the session is read (the server refuses every staff call to anyone else anyway); the same
 * element type in both places, so React keeps the frame's nodes when the page replaces it.
 */
function RequireStaff({ frame = false, children }: { frame?: boolean; children: React.ReactNode }) {
  const isStaff = useAppSelector((state) => state.session.session?.is_admin === true);
  if (frame || isStaff) return <>{children}</>;
  return (
    <div className={`container ${styles.page} ${styles.bare}`}>
      <p className={styles.notice} role="alert">
        {STAFF_MESSAGES.staffOnly}
      </p>
    </div>
  );
}

/**
 * Each fixed page's content; `ready` is false in its pre-rendered frame (the session is not read
 * yet). The dashboard draws its headings before its data, promo codes their form, and the
 * bookings, departures and leads their filters (disabled), so each is the same component either
 * way; requests and publishing, with nothing to draw before their data, show 'Loading…' there.
 */
const FIXED_PAGE_CONTENT: Record<StaffFixedPage, (ready: boolean) => React.ReactNode> = {
  dashboard: (ready) => <DashboardPage ready={ready} />,
  requests: (ready) => (ready ? <RequestsPage /> : null),
  bookings: (ready) => <BookingSearchPage ready={ready} />,
  departures: (ready) => <DeparturesPage ready={ready} />,
  'promo-codes': (ready) => <PromoCodesPage ready={ready} />,
  leads: (ready) => <LeadsPage ready={ready} />,
  publishing: (ready) => (ready ? <PublishingPage /> : null),
};

/** What a frame shows where its page has nothing to draw before its data. */
function PendingNote() {
  return (
    <p className={`container ${styles.page} ${styles.pending}`} role="status">
      Loading…
    </p>
  );
}

/** A page's title and content; `ready` is false in its pre-rendered frame (its content loads after the session is read). */
function staffPage(route: StaffRoute, ready = true): { title: string; body: React.ReactNode } {
  if (isStaffFixedPage(route.page)) {
    const body = FIXED_PAGE_CONTENT[route.page](ready) ?? <PendingNote />;
    return { title: STAFF_FIXED_PAGES[route.page].title, body };
  }
  if (isStaffIdPage(route.page) && !ready) {
    return { title: STAFF_ID_PAGES[route.page].frameTitle, body: <PendingNote /> };
  }
  if (route.page === 'booking') return { title: `Booking ${route.id}`, body: <StaffBookingPage id={route.id} /> };
  if (route.page === 'manifest') return { title: STAFF_ID_PAGES.manifest.frameTitle, body: <ManifestPage id={route.id} /> };
  return {
    title: 'Page not found',
    body: (
      <p className={`container ${styles.page}`}>
        This staff page does not exist. <Link to="/staff/">Go to the dashboard</Link>.
      </p>
    ),
  };
}

function StaffScreen({ route, ready }: { route: StaffRoute; ready: boolean }) {
  const { title, body } = staffPage(route, ready);
  return (
    <>
      <StaffHeader title={title} route={route} />
      {body}
    </>
  );
}

export function StaffApp({ location, framed }: { location: { pathname: string }; framed?: StaffFramedPage }) {
  const route = staffRoute(location.pathname);
  // Each fixed page has its own address, pre-rendered with its frame (`framed`: the header with
  // the title and the staff nav, src/node/client-frames.ts); a booking's and a departure's pages
  // share one frame each, whatever the id (its HTML was rendered without one). The shell that
  // serves every other /staff/* address is neutral until hydrated, so the first browser render matches it.
  const hydrated = useHydratedInTransition();
  let screen: React.ReactNode;
  if (framed && (framed === route.page || isStaffIdPage(framed))) {
    const frameRoute: StaffRoute = isStaffIdPage(framed) ? { page: framed, id: 0 } : route;
    screen = (
      <RequireSignIn
        path={location.pathname}
        frame={
          <RequireStaff frame>
            <StaffScreen route={frameRoute} ready={false} />
          </RequireStaff>
        }
      >
        <RequireStaff>
          <StaffScreen route={route} ready />
        </RequireStaff>
      </RequireSignIn>
    );
  } else {
    screen = (
      <RequireSignIn path={location.pathname}>
        <RequireStaff>
          {hydrated ? (
            <StaffScreen route={route} ready />
          ) : (
            <>
              <StaffHeader title="Staff area" route={route} />
              <p className={`container ${styles.page}`}>Loading the staff area…</p>
            </>
          )}
        </RequireStaff>
      </RequireSignIn>
    );
  }
  return <Layout pageKey="staff">{screen}</Layout>;
}
