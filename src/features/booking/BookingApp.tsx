import React from 'react';
import { Link } from 'gatsby';
import { Layout } from '../../components/layout/Layout';
import { RECEIPT_PAGE_PATH, bookingPageFromPath, isShellPage, type FramedBookingPage, type ShellPageKey } from './booking-steps';
import { BookingLoading, BookingShell, type StepProps } from './BookingShell';
import { BookingsListPage } from './BookingsListPage';
import { ChangeConfirmDialog } from './ChangeConfirmDialog';
import { ExtraDetailsPage } from './ExtraDetailsPage';
import { BookingHeader } from './BookingHeader';
import { DetailsStep } from './DetailsStep';
import { TravellerDetailsStep } from './TravellerDetailsStep';
import { EssentialsStep } from './EssentialsStep';
import { AddOnsStep } from './AddOnsStep';
import { ReviewStep } from './ReviewStep';
import { PaymentStep } from './PaymentStep';
import { LateRequestStep } from './LateRequestStep';
import { ReceiptLoading, ReceiptPage } from './payments/ReceiptPage';
import { useHydratedInTransition } from '../../lib/use-hydrated';
import { useAppSelector } from '../../state/store';
import * as styles from './Booking.module.css';

/** Each shell page's content, drawn inside the shell once the booking is there. */
const SHELL_PAGE_CONTENT: Record<ShellPageKey, (props: StepProps) => React.ReactNode> = {
  details: (p) => <DetailsStep {...p} />,
  'traveller-details': (p) => <TravellerDetailsStep {...p} />,
  essentials: (p) => <EssentialsStep {...p} />,
  'add-ons': (p) => <AddOnsStep {...p} />,
  review: (p) => <ReviewStep {...p} />,
  payment: (p) => <PaymentStep {...p} />,
  'late-request': (p) => <LateRequestStep {...p} />,
};

/** The booking wizard's router (SPEC 2.5, DECISIONS routes): /bookings/ and its pages. */
export function BookingApp({ location, framed }: { location: { pathname: string; search?: string }; framed?: FramedBookingPage }) {
  // Each step has a page of its own, pre-rendered with its frame (`framed`: title, lead and
  // navigation, src/node/client-frames.ts), drawn the same way before and after hydration. The
  // shell that serves every other /bookings/* address is neutral until hydrated, so the first
  // browser render matches it, then draws the page the address asks for.
  const hydrated = useHydratedInTransition();
  // Restored before the first render only in a store started from a page the server drew (src/state/page-seed.ts).
  const drawnWithData = useAppSelector((state) => state.session.restored);
  const page = bookingPageFromPath(location.pathname);
  const search = location.search ?? '';
  const receipt = location.pathname.replace(/\/?$/, '/') === RECEIPT_PAGE_PATH;
  let body: React.ReactNode;
  if (framed === 'extra-details' && page === 'extra-details') {
    // Its HTML has no query: the booking's reference and the return address follow hydration.
    body = <ExtraDetailsPage search={hydrated ? search : ''} pathname={location.pathname} frame={!hydrated} />;
  } else if (framed && framed === page && isShellPage(page)) {
    body = <BookingShell key={page} page={page} search={search} pathname={location.pathname} render={SHELL_PAGE_CONTENT[page]} />;
  } else if (framed === 'receipt' && receipt) {
    // Its static HTML has no query: the receipt draws what it is loading until hydrated, as it
    // does then. Drawn by the server for the visitor's session (the store starts from it, the
    // session already restored), it is the receipt from the first render.
    body = hydrated || drawnWithData ? <ReceiptPage search={search} pathname={location.pathname} /> : <ReceiptLoading />;
  } else if (framed === 'list' && page === 'list') {
    // As the receipt: its static HTML has no query (a booking to start, ?departureId=) and no session.
    body = <BookingsListPage search={hydrated || drawnWithData ? search : ''} />;
  } else if (!hydrated) {
    body = <BookingLoading />;
  }
  // The receipt is a page of its own (no wizard steps), printable: /bookings/receipt/?bookingId=&tour=.
  else if (receipt) body = <ReceiptPage search={search} pathname={location.pathname} />;
  else if (page === 'list') body = <BookingsListPage search={search} />;
  else if (page === 'extra-details') body = <ExtraDetailsPage search={search} pathname={location.pathname} />;
  // Keyed by page: every booking page runs the guard and fetches the booking afresh (SPEC 4.3).
  else if (isShellPage(page)) body = <BookingShell key={page} page={page} search={search} pathname={location.pathname} render={SHELL_PAGE_CONTENT[page]} />;
  else {
    body = (
      <>
        <BookingHeader title="Page not found" />
        <div className="container">
          <div className={styles.notFound}>
            <p className={styles.lead}>This booking page does not exist.</p>
            <p>
              <Link to="/bookings/" className="button">
                See your bookings
              </Link>
            </p>
          </div>
        </div>
      </>
    );
  }
  return (
    <Layout pageKey="bookings">
      {body}
      <ChangeConfirmDialog />
    </Layout>
  );
}
