/**
 * One list of departures (SPEC 2.3, 4.7, 9): the rows matching the filters, soonest first, 10
 * at a time with 'Load More'; a table on wide screens and cards up to 1023 px (MOBILE_MAX_WIDTH); the states
 * 'Loading ...', empty (the deals' or the departures' own text, LIST_TEXT) and 'No matching
 * tours.'. On the deals page a row offers Book or On Request (src/lib/deals.ts); on the
 * departures page every row has a Book link.
 */
import React, { useState } from 'react';
import { Link } from 'gatsby';
import type { IGatsbyImageData } from 'gatsby-plugin-image';
import { Picture } from '../ui/Picture';
import {
  LIST_TEXT,
  MOBILE_MAX_WIDTH,
  PAGE_SIZE,
  bookingPath,
  dealAction,
  filterDepartures,
  hasSeats,
  listState,
  nextShown,
  onRequestPath,
  page,
  savingOf,
  seatsLeft,
  tourPath,
  type DepartureFilters,
  type DepartureItem,
} from '../../lib/deals';
import { approxEur, formatNzd } from '../../../contract/money';
import { formatWeekdayDate } from '../../../contract/dates';
import { isOnRequest } from '../../../contract/bookings-rules';
import { departureRoute } from '../../lib/tours';
import { Spinner } from '../ui/Spinner';
import { NoResults } from '../ui/NoResults';
import { useMaxWidth } from './useMaxWidth';
import * as styles from './Deals.module.css';

/** Build-time pictures of a tour, by tour slug: a small route map for the rows. */
export type TourThumbs = Record<string, IGatsbyImageData | undefined>;

export interface DepartureListProps {
  /** The list for this section as the API sent it (undefined while loading). */
  items: DepartureItem[] | undefined;
  loading: boolean;
  error: boolean;
  onRetry?: () => void;
  filters: DepartureFilters;
  today: string;
  mode: 'deals' | 'departures';
  /** Names the table and the rows' count, e.g. 'Last Minute deals'. */
  label: string;
  /** NZD -> EUR rate, or null while unknown. */
  rate: number | null;
  thumbs?: TourThumbs;
  onViewMap: (item: DepartureItem) => void;
}

interface RowProps {
  item: DepartureItem;
  mode: DepartureListProps['mode'];
  filters: DepartureFilters;
  today: string;
  rate: number | null;
  thumb?: IGatsbyImageData;
  onViewMap: (item: DepartureItem) => void;
}

function when(item: DepartureItem) {
  return `${formatWeekdayDate(item.date)}`;
}

function Action({ item, mode, filters, today }: Pick<RowProps, 'item' | 'mode' | 'filters' | 'today'>) {
  const context = <span className="visually-hidden">{`: ${item.tour_data.name}, ${when(item)}`}</span>;
  if (mode === 'deals' && dealAction(filters.departingIn, item, today) === 'on-request') {
    return (
      <Link to={onRequestPath(item)} className={`button button--secondary ${styles.action}`}>
        On Request{context}
      </Link>
    );
  }
  return (
    <span className={styles.actionWrap}>
      <Link to={bookingPath(item)} className={`button ${styles.action}`}>
        Book{context}
      </Link>
      {mode === 'departures' && isOnRequest(item.date, today) && (
        <Link to={onRequestPath(item)} className={styles.lateNote}>
          Late request
        </Link>
      )}
    </span>
  );
}

function Price({ item, rate }: Pick<RowProps, 'item' | 'rate'>) {
  const saving = savingOf(item);
  const eur = approxEur(item.tour_price, rate);
  return (
    <div className={styles.price}>
      {saving > 0 && (
        <del className={styles.was}>
          <span className="visually-hidden">Was </span>
          {formatNzd(item.based_price)}
        </del>
      )}
      <strong className={styles.now}>
        {saving > 0 && <span className="visually-hidden">Now </span>}
        {formatNzd(item.tour_price)}
      </strong>
      {/* Reserved while the rate loads, so nothing moves when it arrives. */}
      <span className={styles.eur}>{eur ?? '\u00a0'}</span>
      {saving > 0 && (
        <span className={styles.saving}>
          Save {formatNzd(saving)} ({item.discount_rate}% off)
        </span>
      )}
    </div>
  );
}

function TourLinks({ item, onViewMap }: Pick<RowProps, 'item' | 'onViewMap'>) {
  return (
    <span className={styles.tourLinks}>
      <Link to={tourPath(item)}>
        View tour<span className="visually-hidden">: {item.tour_data.name}</span>
      </Link>
      <button type="button" className={styles.linkButton} onClick={() => onViewMap(item)}>
        View map<span className="visually-hidden">: {item.tour_data.name}</span>
      </button>
    </span>
  );
}

function Route({ item }: { item: DepartureItem }) {
  const { from, to } = departureRoute(item);
  return <span className={styles.route}>{from === to ? `Return from ${from}` : `${from} to ${to}`}</span>;
}

function Seats({ seats }: { seats: number }) {
  return <span className={`${styles.seats} ${seats <= 3 ? styles.fewSeats : ''}`}>{seatsLeft(seats)}</span>;
}

function TableRow({ item, mode, filters, today, rate, thumb, onViewMap }: RowProps) {
  return (
    <tr>
      <th scope="row" className={styles.tourCell}>
        <div className={styles.tourInner}>
          {thumb ? <Picture image={thumb} alt="" className={styles.thumb} /> : <span className={styles.thumbPlaceholder} aria-hidden="true" />}
          <span className={styles.tourText}>
            <span className={styles.tourName}>{item.tour_data.name}</span>
            <span className={styles.meta}>
              {item.tour_data.number_of_days} days · {item.tour_type}
            </span>
            <TourLinks item={item} onViewMap={onViewMap} />
          </span>
        </div>
      </th>
      <td>
        <span className={styles.date}>{formatWeekdayDate(item.date)}</span>
        <span className={styles.meta}>to {formatWeekdayDate(item.end_date)}</span>
        <Route item={item} />
      </td>
      <td>
        <Seats seats={item.available_seats} />
      </td>
      <td>
        <Price item={item} rate={rate} />
      </td>
      <td className={styles.actionCell}>
        <Action item={item} mode={mode} filters={filters} today={today} />
      </td>
    </tr>
  );
}

function Card({ item, mode, filters, today, rate, thumb, onViewMap }: RowProps) {
  return (
    <li className={styles.card}>
      <div className={styles.cardHead}>
        {thumb ? <Picture image={thumb} alt="" className={styles.thumb} /> : <span className={styles.thumbPlaceholder} aria-hidden="true" />}
        <div>
          <h3 className={styles.cardTitle}>{item.tour_data.name}</h3>
          <p className={styles.meta}>
            {item.tour_data.number_of_days} days · {item.tour_type}
          </p>
        </div>
      </div>
      <dl className={styles.cardFacts}>
        <div>
          <dt>Departs</dt>
          <dd>
            {formatWeekdayDate(item.date)}
            <span className={styles.meta}>to {formatWeekdayDate(item.end_date)}</span>
            <Route item={item} />
          </dd>
        </div>
        <div>
          <dt>Seats</dt>
          <dd>
            <Seats seats={item.available_seats} />
          </dd>
        </div>
        <div>
          <dt>Price per person</dt>
          <dd>
            <Price item={item} rate={rate} />
          </dd>
        </div>
      </dl>
      <div className={styles.cardFoot}>
        <TourLinks item={item} onViewMap={onViewMap} />
        <Action item={item} mode={mode} filters={filters} today={today} />
      </div>
    </li>
  );
}

export function DepartureList({ items, loading, error, onRetry, filters, today, mode, label, rate, thumbs = {}, onViewMap }: DepartureListProps) {
  const [shown, setShown] = useState(PAGE_SIZE);
  const mobile = useMaxWidth(MOBILE_MAX_WIDTH);
  const bookable = (items ?? []).filter(hasSeats);
  const matching = filterDepartures(bookable, filters, today);
  const state = listState({ loading: loading && !items, error: error && !items, total: bookable.length, matching: matching.length });

  if (state === 'loading') {
    return (
      <div className={`${styles.state} ${styles.loadingState}`} aria-busy="true">
        <Spinner size={35} label={LIST_TEXT.loading} /> <span aria-hidden="true">{LIST_TEXT.loading}</span>
      </div>
    );
  }
  if (state === 'error') {
    return (
      <div className={styles.state} role="alert">
        <p>We could not load the departures. Please try again.</p>
        {onRetry && (
          <button type="button" className="button button--secondary" onClick={onRetry}>
            Try again
          </button>
        )}
      </div>
    );
  }
  if (state === 'empty') return <p className={styles.emptyText}>{LIST_TEXT.empty[mode]}</p>;
  if (state === 'no-match') return <NoResults title={LIST_TEXT.noMatch} headingLevel={3} />;

  const { rows, hasMore, remaining } = page(matching, shown);
  const rowProps = (item: DepartureItem): RowProps => ({ item, mode, filters, today, rate, thumb: thumbs[item.tour_slug], onViewMap });
  return (
    <div>
      {mobile ? (
        <ul className={styles.cards} aria-label={label}>
          {rows.map((item) => (
            <Card key={item.id} {...rowProps(item)} />
          ))}
        </ul>
      ) : (
        <table className={styles.table}>
          <caption className="visually-hidden">{label}</caption>
          <thead>
            <tr>
              <th scope="col">Tour</th>
              <th scope="col">Dates</th>
              <th scope="col">Seats</th>
              <th scope="col">Price per person</th>
              <th scope="col">
                <span className="visually-hidden">Book</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((item) => (
              <TableRow key={item.id} {...rowProps(item)} />
            ))}
          </tbody>
        </table>
      )}
      <div className={styles.more}>
        <p className={styles.count} role="status">
          Showing {rows.length} of {matching.length}
        </p>
        {hasMore && (
          <button type="button" className="button button--secondary" onClick={() => setShown(nextShown)}>
            Load More<span className="visually-hidden"> {label} ({Math.min(PAGE_SIZE, remaining)} more)</span>
          </button>
        )}
      </div>
    </div>
  );
}
