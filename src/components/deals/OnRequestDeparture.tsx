/**
 * The departure a visitor came from ('On Request' on the deals page, `?departureId=N`): what
 * it is, then either a way to send the request (the booking wizard creates it on request,
 * DECISIONS) or, when it has sold out meanwhile, the waitlist.
 */
import React from 'react';
import { Link } from 'gatsby';
import { bookingPath, seatsLeft, tourPath } from '../../lib/deals';
import { departureRoute } from '../../lib/tours';
import { daysBetween, formatWeekdayDate } from '../../../contract/dates';
import { isOnRequest } from '../../../contract/bookings-rules';
import { todayInNz } from '../../../contract/dates';
import { formatNzd } from '../../../contract/money';
import { useGetDepartureQuery } from '../../features/departures/departures-api';
import { Spinner } from '../ui/Spinner';
import { WaitlistForm } from '../../features/departures/WaitlistForm';
import * as styles from './Deals.module.css';

export function OnRequestDeparture({ departureId }: { departureId: string }) {
  const departure = useGetDepartureQuery(departureId);
  const today = todayInNz();

  if (departure.isLoading) {
    return (
      <div className={styles.departureBox}>
        <Spinner size={35} label="Loading the departure…" />
      </div>
    );
  }
  const item = departure.data;
  if (!item) {
    return (
      <div className={styles.departureBox} role="alert">
        <p>We could not find that departure. It may have left already; please choose another from our departures.</p>
      </div>
    );
  }
  const { from, to } = departureRoute(item);
  const days = daysBetween(today, item.date);
  const soldOut = item.available_seats <= 0;
  return (
    <section className={styles.departureBox} aria-labelledby="requested-departure">
      <h2 id="requested-departure">{item.tour_data.name}</h2>
      <p>
        {formatWeekdayDate(item.date)} to {formatWeekdayDate(item.end_date)}, {from === to ? `return from ${from}` : `${from} to ${to}`}.{' '}
        {days >= 0 && `Departs in ${days === 1 ? '1 day' : `${days} days`}.`} {soldOut ? 'Fully booked.' : `${seatsLeft(item.available_seats)}.`} {formatNzd(item.tour_price)} per person.
      </p>
      {soldOut ? (
        days > 0 && <WaitlistForm departureId={item.id} when={formatWeekdayDate(item.date)} headingLevel={3} />
      ) : (
        <div className={styles.departureActions}>
          <Link to={bookingPath(item)} className="button">
            {isOnRequest(item.date, today) ? 'Request this departure' : 'Book this departure'}
          </Link>
          <Link to={tourPath(item)} className="button button--secondary">
            View tour
          </Link>
        </div>
      )}
    </section>
  );
}
