/**
 * The package deals (SPEC 2.3): Last Minute (departing within 60 days) and Early Bird (later)
 * rows from the last-deal list, under one set of filters.
 */
import React, { useMemo, useState } from 'react';
import { Link } from 'gatsby';
import { DEFAULT_FILTERS, LAST_MINUTE_DAYS, fromLocations, hasSeats, splitDeals, type DepartureFilters as Filters, type DepartureItem } from '../../lib/deals';
import { todayInNz } from '../../../contract/dates';
import { useGetLastDealsQuery } from '../../features/departures/departures-api';
import { useEurRate } from '../../state/rates-api';
import { useDeferredData } from '../../state/use-deferred-data';
import { DepartureFilters } from './DepartureFilters';
import { DepartureList } from './DepartureList';
import { MapModal } from './MapModal';
import { useTourPictures } from './useTourPictures';
import * as styles from './Deals.module.css';

export function DealsView() {
  const deals = useGetLastDealsQuery();
  const { data, isLoading } = useDeferredData(deals.data, deals.isLoading);
  const rate = useEurRate();
  const pictures = useTourPictures();
  const [filters, setFilters] = useState<Filters>(DEFAULT_FILTERS);
  const [mapOf, setMapOf] = useState<DepartureItem | null>(null);
  const today = todayInNz();
  const bookable = useMemo(() => (data ?? []).filter(hasSeats), [data]);
  const split = useMemo(() => splitDeals(bookable, today), [bookable, today]);
  const common = {
    loading: isLoading,
    error: deals.isError,
    onRetry: () => void deals.refetch(),
    filters,
    today,
    mode: 'deals' as const,
    rate,
    thumbs: pictures.thumbs,
    onViewMap: setMapOf,
  };
  // A new filter starts each list again at 10 rows.
  const key = `${filters.departingIn}|${filters.from}|${filters.tourType}`;

  return (
    <>
      <DepartureFilters filters={filters} locations={fromLocations(bookable)} onChange={setFilters} subject="deals" />
      <section className={styles.section} aria-labelledby="last-minute-deals">
        <div className={styles.sectionHead}>
          <h2 id="last-minute-deals">Last Minute Deals</h2>
          <p>Departing in the next {LAST_MINUTE_DAYS} days. Seats are limited, so these go quickly.</p>
        </div>
        <DepartureList key={`lm-${key}`} {...common} items={data ? split.lastMinute : undefined} label="Last Minute deals" />
      </section>
      <section className={styles.section} aria-labelledby="early-bird-deals">
        <div className={styles.sectionHead}>
          <h2 id="early-bird-deals">Early Bird Deals</h2>
          <p>Plan ahead and save on departures more than {LAST_MINUTE_DAYS} days away.</p>
        </div>
        <DepartureList key={`eb-${key}`} {...common} items={data ? split.earlyBird : undefined} label="Early Bird deals" />
      </section>
      <aside className={styles.note}>
        <h2 className={styles.noteTitle}>Departing in under 30 days?</h2>
        <p>
          Departures less than 30 days away are booked on request: our team confirms your seats within one business day. <Link to="/on-request/">How late requests work</Link>
          {' · '}
          <Link to="/departures/">See every departure</Link>
        </p>
      </aside>
      <MapModal item={mapOf} onClose={() => setMapOf(null)} maps={pictures.maps} />
    </>
  );
}
