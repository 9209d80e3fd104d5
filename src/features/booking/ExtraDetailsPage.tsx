import React, { useEffect } from 'react';
import { Link, navigate } from 'gatsby';
import { guardBookingPage, signInPath } from './booking-guard';
import { bookingPagePath } from './booking-steps';
import { useAppSelector } from '../../state/store';
import { BookingHeader } from './BookingHeader';
import { TourSubNav } from './TourSubNav';
import * as styles from './Booking.module.css';
import * as list from './List.module.css';

/**
 * /bookings/extra-details/: a visitor with a booking link (bookingId and tour) is asked to
 * sign in with the email the booking was made with, and comes back to the booking. `frame`: its
 * pre-rendered page before hydration (no query yet), where a visitor whose session the head
 * script found does not see the sign-in card (they are sent on to the booking once it runs).
 */
export function ExtraDetailsPage({ search, pathname, frame = false }: { search: string; pathname: string; frame?: boolean }) {
  const { session, restored } = useAppSelector((state) => state.session);
  const params = new URLSearchParams(search);
  const bookingId = params.get('bookingId');
  const tour = params.get('tour');
  const decision = guardBookingPage({
    page: 'extra-details',
    restored,
    session,
    bookingId,
    tour,
    currentPath: `${pathname}${search}`,
    lookup: { status: 'idle', booking: null },
    detail: { status: 'idle' },
  });
  // Not from the frame: its query is not read yet, so its decision is not this address's.
  const target = !frame && decision.action === 'redirect' ? decision.to : null;
  useEffect(() => {
    if (target) void navigate(target, { replace: true });
  }, [target]);

  const back = bookingId && tour ? bookingPagePath('traveller-details', { bookingId, tour }) : '/bookings/';
  return (
    <>
      <BookingHeader title="Add your booking details" eyebrow={bookingId ? `Booking reference ${bookingId}` : 'Bookings'} />
      <div className={`container ${list.page}`}>
        <section className={`${styles.card} ${list.narrow} ${frame ? styles.visitorsFrame : ''}`.trim()} aria-labelledby="extra-title">
          <h2 id="extra-title" className={styles.pageTitle}>
            Please sign in to continue
          </h2>
          <p>
            To see this booking and add the travellers&apos; details, sign in with the <strong>email address the booking was made with</strong>.
            If you do not have a password yet, create an account with that same email address.
          </p>
          <p className={styles.actions}>
            <Link to={signInPath(back)} className="button">
              Sign in to your booking
            </Link>
            <Link to={`/user/sign-up/?return=${encodeURIComponent(back)}`}>Create an account</Link>
          </p>
        </section>
        <TourSubNav title="Or explore our tours" />
      </div>
    </>
  );
}
