/**
 * The user home, My tours (SPEC 2.4, 4.3): a card per booking; Delete asks first and then the
 * list reloads; an empty list points to the tours.
 */
import React, { useRef, useState } from 'react';
import { Link } from 'gatsby';
import type { Booking } from '../../../contract/bookings';
import { DELETE_BOOKING_CONFIRMATION } from '../../../contract/bookings-rules';
import { USER_HOME } from './account';
import { todayInNz } from '../../../contract/dates';
import { apiErrors } from './auth-api';
import { useAccountUser } from './useAccountUser';
import { useDeleteBookingMutation, useListBookingsQuery } from '../booking/bookings-api';
import { useAppDispatch } from '../../state/store';
import { useDeferredQuery } from '../../state/use-deferred-data';
import { takeDrawnQuery } from '../../state/page-seed';
import { flashShown } from '../../state/ui-slice';
import { AccountHeading } from './AccountNav';
import { BookingCard } from './BookingCard';
import { ConfirmDialog } from './ConfirmDialog';
import { FormErrors } from '../../components/form-kit';
import * as styles from './Account.module.css';
import { compareIsoDates } from '../../../contract/dates';

/** Upcoming departures first (soonest first), then past ones (latest first). */
function byDeparture(today: string) {
  return (a: Booking, b: Booking) => {
    const aPast = a.end_date < today;
    const bPast = b.end_date < today;
    if (aPast !== bPast) return aPast ? 1 : -1;
    return aPast ? compareIsoDates(b.departure_date, a.departure_date) : compareIsoDates(a.departure_date, b.departure_date);
  };
}

export function UserHome() {
  const dispatch = useAppDispatch();
  const { user: account } = useAccountUser();
  // The cards are drawn in a transition React slices, not in the store update's one long task.
  // Read afresh on each visit; drawn by the server, it was read for this very request.
  const [drawnFresh] = useState(() => takeDrawnQuery('listBookings', undefined));
  const list = useDeferredQuery(useListBookingsQuery(undefined, { refetchOnMountOrArgChange: !drawnFresh }));
  const [deleteBooking, { isLoading: deleting }] = useDeleteBookingMutation();
  const [pending, setPending] = useState<Booking | null>(null);
  const [errors, setErrors] = useState<string[]>([]);
  const listHeading = useRef<HTMLHeadingElement>(null);

  async function confirmDelete() {
    if (!pending) return;
    const result = await deleteBooking(pending.id);
    setPending(null);
    if ('error' in result) {
      setErrors(apiErrors(result.error));
      return;
    }
    setErrors([]);
    dispatch(flashShown('success', `Your booking for ${pending.tour_name} has been deleted.`));
    // The card (and the button that opened the question) is gone: keep focus in the list.
    window.setTimeout(() => listHeading.current?.focus(), 0);
  }

  const today = todayInNz();
  const bookings = [...(list.data?.bookings ?? [])].sort(byDeparture(today));
  const travellers = list.data?.travellers ?? [];
  const namesOf = (booking: Booking) =>
    travellers
      .filter((t) => t.booking_id === booking.id)
      .map((t) => [t.first_name, t.last_name].filter(Boolean).join(' '));

  return (
    <div className={`container ${styles.accountPage}`}>
      <AccountHeading title="My tours" firstName={account?.first_name} current={USER_HOME} />
      <section aria-labelledby="my-bookings" className={styles.section}>
        <h2 id="my-bookings" ref={listHeading} tabIndex={-1} className={styles.sectionTitle}>
          Your bookings
        </h2>
        <FormErrors errors={errors} />
        {list.isLoading ? (
          <p aria-busy="true">Loading your bookings…</p>
        ) : list.isError ? (
          <div className={styles.empty}>
            <p>{apiErrors(list.error).join(' ')}</p>
            <button type="button" className="button button--secondary" onClick={() => list.refetch()}>
              Try again
            </button>
          </div>
        ) : bookings.length === 0 ? (
          <div className={styles.empty}>
            <p className={styles.emptyTitle}>You have no tours booked yet.</p>
            <p>Small groups, expert local guides and over 70 optional activities: find the trip that suits you.</p>
            <Link className="button" to="/tours/">
              View Tours
            </Link>
          </div>
        ) : (
          <ul className={styles.bookingList} aria-busy={list.isFetching || undefined}>
            {bookings.map((booking) => (
              <li key={booking.id}>
                <BookingCard booking={booking} travellerNames={namesOf(booking)} onDelete={setPending} />
              </li>
            ))}
          </ul>
        )}
      </section>
      <ConfirmDialog
        open={pending !== null}
        title="Delete this booking?"
        message={DELETE_BOOKING_CONFIRMATION}
        confirmLabel="Delete booking"
        busy={deleting}
        busyLabel="Deleting…"
        onConfirm={confirmDelete}
        onCancel={() => setPending(null)}
      />
    </div>
  );
}
