import React, { useMemo, useState } from 'react';
import { Link } from 'gatsby';
import { formatWeekdayDate, todayInNz } from '../../../contract/dates';
import { formatNzd } from '../../../contract/money';
import { bookableDepartures, departureAction, departureRoute, seatsLabel, stripDepartureId } from '../../lib/tours';
import { NoResults } from '../ui/NoResults';
import { Spinner } from '../ui/Spinner';
import { EurPrice } from './EurPrice';
import { useGetTourDatesAndPricesQuery } from './tour-departures-api';
import * as styles from './TourDates.module.css';
import { useDeferredData } from '../../state/use-deferred-data';
import { useIdleOrNear } from '../../lib/use-near-viewport';

/** SPEC 9: lists show 10 rows at first; Load More adds 10. */
export const DATES_PAGE_SIZE = 10;

export interface TourDatesProps {
  tourApiId: number;
  tourName: string;
  /** For tests: today's date in New Zealand. */
  today?: string;
}

/**
 * The dates and prices of one tour, loaded in the browser (seats change by the minute). The
 * list sits below the itinerary, so it is fetched and drawn once the page is interactive and
 * the browser idle, or sooner if the list nears the screen: not in the burst of work that makes
 * the page interactive. Loaded before a visitor gets there, it does not grow under them and push
 * the reviews below it away from the rating's scroll. Full departures are hidden; each row books
 * through `/bookings/?departureId=…`, labelled 'On Request' when the departure is under 30 days
 * away (DECISIONS).
 */
export function TourDates(props: TourDatesProps) {
  const [ref, load] = useIdleOrNear<HTMLDivElement>();
  return (
    <div ref={ref}>
      <DatesAndPrices {...props} load={load} />
    </div>
  );
}

function DatesAndPrices({ tourApiId, tourName, today, load }: TourDatesProps & { load: boolean }) {
  const query = useGetTourDatesAndPricesQuery(tourApiId, { skip: !load });
  const { data, isLoading } = useDeferredData(query.data, query.isLoading || !load);
  const isError = query.isError;
  const [shown, setShown] = useState(DATES_PAGE_SIZE);
  const departures = useMemo(() => bookableDepartures(data ?? []), [data]);
  const now = today ?? todayInNz();

  if (isLoading) {
    return (
      <div className={styles.state}>
        <Spinner size={40} label="Loading dates and prices" />
      </div>
    );
  }
  if (isError) {
    return (
      <div className={styles.state} role="status">
        <p>We couldn&apos;t load the dates right now. Please try again in a moment, or <Link to="/contact-us/">contact our team</Link> and we will check them for you.</p>
      </div>
    );
  }
  if (departures.length === 0) return <NoResults variant="dates" headingLevel={3} />;

  return (
    <>
      <table className={styles.table}>
        <caption className="visually-hidden">Departure dates and prices of {tourName}</caption>
        <thead>
          <tr>
            <th scope="col">Dates</th>
            <th scope="col">Route</th>
            <th scope="col">Availability</th>
            <th scope="col">Price per person</th>
            <th scope="col">
              <span className="visually-hidden">Book</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {departures.slice(0, shown).map((d) => {
            const route = departureRoute(d);
            const action = departureAction(d.date, now);
            const discounted = d.discount_rate > 0 && d.based_price > d.tour_price;
            return (
              <tr key={d.id} data-testid="departure-row">
                <td data-label="Dates">
                  <strong>{formatWeekdayDate(d.date)}</strong>
                  <span className={styles.until}>to {formatWeekdayDate(d.end_date)}</span>
                </td>
                <td data-label="Route">
                  {route.from} to {route.to}
                </td>
                <td data-label="Availability" className={d.available_seats < 5 ? styles.few : undefined}>
                  {seatsLabel(d.available_seats)}
                </td>
                <td data-label="Price per person">
                  <span className={styles.priceCell}>
                  {discounted && (
                    <span className={styles.was}>
                      <span className="visually-hidden">Was </span>
                      <s>{formatNzd(d.based_price)}</s> <span className={styles.saving}>-{d.discount_rate}%</span>
                    </span>
                  )}
                  <strong className={styles.price}>{formatNzd(d.tour_price)}</strong>
                  <EurPrice nzd={d.tour_price} />
                  </span>
                </td>
                <td className={styles.action}>
                  <Link to={`/bookings/?departureId=${encodeURIComponent(stripDepartureId(d.id))}`} className={`button ${action === 'book' ? '' : styles.onRequest}`}>
                    {action === 'book' ? 'Book' : 'On Request'}
                    <span className="visually-hidden"> the departure of {formatWeekdayDate(d.date)}</span>
                  </Link>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      {departures.length > shown && (
        <p className={styles.more}>
          <button type="button" className="button button--secondary" onClick={() => setShown((n) => n + DATES_PAGE_SIZE)}>
            Load More
          </button>
        </p>
      )}
    </>
  );
}
