import React, { useEffect, useRef, useState } from 'react';
import { Link, navigate } from 'gatsby';
import type { Booking } from '../../../contract/bookings';
import { DELETE_BOOKING_CONFIRMATION } from '../../../contract/bookings-rules';
import { cardActions } from './booking-card';
import { CardLifecycle } from './CardLifecycle';
import { signInPath, startBookingDecision } from './booking-guard';
import { bookingPagePath } from './booking-steps';
import { useAppDispatch, useAppSelector } from '../../state/store';
import { bookingReset } from './booking-slice';
import { errorMessages, useCreateBookingMutation, useDeleteBookingMutation, useListBookingsQuery } from './bookings-api';
import { BookingHeader } from './BookingHeader';
import { MessageBanner } from './MessageBanner';
import { Spinner } from './Spinner';
import { TourSubNav } from './TourSubNav';
import { formatWeekdayDate } from '../../../contract/dates';
import { formatNzd } from '../../../contract/money';
import * as styles from './Booking.module.css';
import * as list from './List.module.css';

function BookingCard({ booking, onDelete, deleting }: { booking: Booking; onDelete: (b: Booking) => void; deleting: boolean }) {
  // The server's status and the lifecycle's actions (src/features/booking/booking-card.ts).
  const status = booking.status;
  const actions = cardActions(booking);
  const ref = { bookingId: booking.id, tour: booking.tour_slug };
  return (
    <article className={list.bookingCard} aria-labelledby={`booking-${booking.id}`}>
      <div className={list.cardTop}>
        <h3 id={`booking-${booking.id}`}>{booking.tour_name}</h3>
        <span className={`${styles.badge} ${status === 'Booked' ? '' : styles.badgeWarn}`}>{status}</span>
      </div>
      <dl className={list.facts}>
        <dt>Departs</dt>
        <dd>{formatWeekdayDate(booking.departure_date)}</dd>
        <dt>Travellers</dt>
        <dd>{booking.travellers_count}</dd>
        <dt>Total</dt>
        <dd>{formatNzd(booking.total)}</dd>
        {booking.total_paid > 0 && (
          <>
            <dt>Balance</dt>
            <dd>{formatNzd(booking.balance_remaining)}</dd>
          </>
        )}
        <dt>Reference</dt>
        <dd>{booking.id}</dd>
      </dl>
      <CardLifecycle booking={booking} titleId={`booking-${booking.id}`} />
      <div className={list.cardActions}>
        <Link to={bookingPagePath(actions.manageTourTarget, ref)} className="button">
          Manage Tour<span className="visually-hidden">: {booking.tour_name}, reference {booking.id}</span>
        </Link>
        {actions.canMakePayment && (
          <Link to={bookingPagePath('payment', ref)}>
            Make a payment<span className="visually-hidden">: reference {booking.id}</span>
          </Link>
        )}
        {actions.canDelete && (
          <button type="button" className={styles.dangerButton} onClick={() => onDelete(booking)} disabled={deleting}>
            Delete<span className="visually-hidden"> booking {booking.id}</span>
          </button>
        )}
      </div>
    </article>
  );
}

function BookingList() {
  const bookings = useListBookingsQuery();
  const [remove, { isLoading: deleting }] = useDeleteBookingMutation();
  const [errors, setErrors] = useState<string[]>([]);
  const [notice, setNotice] = useState<string | null>(null);

  async function onDelete(booking: Booking) {
    if (!window.confirm(DELETE_BOOKING_CONFIRMATION)) return;
    setErrors([]);
    const result = await remove(booking.id);
    if ('error' in result) setErrors(errorMessages(result.error, 'We could not delete this booking. Please try again.'));
    else setNotice(`Your booking of ${booking.tour_name} has been deleted.`);
  }

  if (bookings.isLoading) {
    return (
      <div className={styles.loading} role="status">
        <Spinner /> Loading your bookings…
      </div>
    );
  }
  if (bookings.isError) return <MessageBanner kind="error" messages={errorMessages(bookings.error, 'We could not load your bookings.')} />;
  const items = bookings.data?.bookings ?? [];
  return (
    <>
      <MessageBanner kind="error" messages={errors} onDismiss={() => setErrors([])} />
      {notice && <MessageBanner kind="success" messages={[notice]} />}
      {items.length === 0 ? (
        <div className={list.empty}>
          <p>You have no bookings yet. Choose a tour below to start one.</p>
        </div>
      ) : (
        <ul className={list.cards}>
          {items.map((b) => (
            <li key={b.id}>
              <BookingCard booking={b} onDelete={(x) => void onDelete(x)} deleting={deleting} />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

/**
 * /bookings/: resets the open booking (SPEC 4.3); with ?departureId= starts a booking (a
 * visitor signs in first and comes back); otherwise lists the user's bookings and the tours.
 */
export function BookingsListPage({ search }: { search: string }) {
  const dispatch = useAppDispatch();
  const { session, restored } = useAppSelector((state) => state.session);
  const departureId = new URLSearchParams(search).get('departureId');
  const decision = startBookingDecision({ restored, signedIn: session !== null, departureId });
  const [create, creation] = useCreateBookingMutation();
  const started = useRef<string | null>(null);
  // The tours' sub-navigation waits under the list until the list has arrived (else it jumps down).
  const myBookings = useListBookingsQuery(undefined, { skip: !session });
  const listSettled = restored && !(session && myBookings.isLoading);

  useEffect(() => {
    dispatch(bookingReset());
  }, [dispatch]);

  useEffect(() => {
    if (decision.action === 'sign-in') void navigate(decision.to, { replace: true });
    if (decision.action !== 'create' || !departureId || started.current === departureId) return;
    started.current = departureId;
    void create({ departure_id: departureId }).then((result) => {
      if ('data' in result && result.data) {
        const b = result.data;
        const ref = { bookingId: b.id, tour: b.tour_slug };
        // Under 30 days away the booking is on request: say so first (DECISIONS).
        void navigate(bookingPagePath(b.depart_less_than_30_days ? 'late-request' : 'details', ref), { replace: true });
      }
    });
  }, [decision, departureId, create]);

  const starting = departureId && !creation.isError;
  return (
    <>
      <BookingHeader title={starting ? 'Starting your booking' : 'Your bookings'} eyebrow="Bookings" />
      <div className={`container ${list.page}`}>
        {starting ? (
          <div className={styles.loading} role="status">
            <Spinner /> {decision.action === 'sign-in' ? 'Taking you to sign in…' : 'Holding your places on this departure…'}
          </div>
        ) : (
          <section className={list.section} aria-labelledby="my-bookings">
            <h2 id="my-bookings" className={list.sectionTitle}>
              My bookings
            </h2>
            {creation.isError && (
              <MessageBanner kind="error" title="We could not start your booking." messages={errorMessages(creation.error, 'Please try again.')}>
                <p>
                  <Link to="/departures/">Choose another departure</Link>
                </p>
              </MessageBanner>
            )}
            {!restored ? null : session ? (
              <BookingList />
            ) : (
              <div className={list.empty}>
                <p>Sign in to see and manage your bookings.</p>
                <p>
                  <Link to={signInPath('/bookings/')} className="button">
                    Sign in
                  </Link>{' '}
                  <Link to={`/user/sign-up/?return=${encodeURIComponent('/bookings/')}`}>Create an account</Link>
                </p>
              </div>
            )}
          </section>
        )}
        {listSettled && <TourSubNav />}
      </div>
    </>
  );
}
