/** Every bookable departure (SPEC 2.3): the same filters and list as the deals, every row with Book. */
import React, { useMemo, useState } from 'react';
import { DEFAULT_FILTERS, fromLocations, hasSeats, type DepartureFilters as Filters, type DepartureItem } from '../../lib/deals';
import { todayInNz } from '../../../contract/dates';
import { useGetValidDeparturesQuery } from '../../features/departures/departures-api';
import { useEurRate } from '../../state/rates-api';
import { DepartureFilters } from './DepartureFilters';
import { DepartureList } from './DepartureList';
import { MapModal } from './MapModal';
import { useTourPictures } from './useTourPictures';
import { useDeferredData } from '../../state/use-deferred-data';
import * as styles from './Deals.module.css';

export function DeparturesView() {
  const departures = useGetValidDeparturesQuery();
  const { data, isLoading } = useDeferredData(departures.data, departures.isLoading);
  const rate = useEurRate();
  const pictures = useTourPictures();
  const [filters, setFilters] = useState<Filters>(DEFAULT_FILTERS);
  const [mapOf, setMapOf] = useState<DepartureItem | null>(null);
  const bookable = useMemo(() => (data ?? []).filter(hasSeats), [data]);

  return (
    <>
      <DepartureFilters filters={filters} locations={fromLocations(bookable)} onChange={setFilters} subject="departures" />
      <section className={styles.section} aria-labelledby="all-departures">
        <div className={styles.sectionHead}>
          <h2 id="all-departures">Upcoming departures</h2>
          <p>Prices are per person, twin share, in New Zealand dollars.</p>
        </div>
        <DepartureList
          key={`${filters.departingIn}|${filters.from}|${filters.tourType}`}
          items={data}
          loading={isLoading}
          error={departures.isError}
          onRetry={() => void departures.refetch()}
          filters={filters}
          today={todayInNz()}
          mode="departures"
          label="Departures"
          rate={rate}
          thumbs={pictures.thumbs}
          onViewMap={setMapOf}
        />
      </section>
      <MapModal item={mapOf} onClose={() => setMapOf(null)} maps={pictures.maps} />
    </>
  );
}
