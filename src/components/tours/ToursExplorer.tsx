import React, { useId, useMemo, useState } from 'react';
import { Link } from 'gatsby';
import {
  DEFAULT_FILTERS,
  DURATIONS,
  filterTours,
  LOCATION_GROUPS,
  parseTourFilters,
  SORTS,
  tourFiltersToSearch,
  type TourFilters,
} from '../../lib/tours';
import { useHydrated } from '../../lib/use-hydrated';
import { NoResults } from '../ui/NoResults';
import { TourCard } from './TourCard';
import type { TourCardData } from './tour-types';
import * as styles from './ToursExplorer.module.css';

export interface ToursExplorerProps {
  tours: TourCardData[];
  /** The tour families for the Types filter. */
  types: { value: string; label: string }[];
  /** The page address's query string (filters to start from). */
  search: string;
}

/**
 * The tours list (SPEC 2.2, 9): Types, Location Groups, Durations and Sort by, kept in the
 * address (?type=&location=&duration=&sort=) so a filtered list can be shared or bookmarked.
 * Archived tours are never listed. The server renders every tour; filters from the address
 * apply once the page runs in the browser.
 */
export function ToursExplorer({ tours, types, search }: ToursExplorerProps) {
  const id = useId();
  const hydrated = useHydrated();
  const typeValues = useMemo(() => types.map((t) => t.value), [types]);
  // What the visitor chose here wins; before that, the filters come from the address.
  const [chosen, setChosen] = useState<TourFilters | null>(null);
  const fromAddress = useMemo(() => (hydrated ? parseTourFilters(search, typeValues) : DEFAULT_FILTERS), [hydrated, search, typeValues]);
  const filters = chosen ?? fromAddress;

  const update = (patch: Partial<TourFilters>) => {
    const next = { ...filters, ...patch };
    setChosen(next);
    window.history.replaceState(window.history.state, '', `${window.location.pathname}${tourFiltersToSearch(next)}`);
  };

  const shown = useMemo(() => filterTours(tours, filters), [tours, filters]);
  const filtered = tourFiltersToSearch({ ...filters, sort: 'popular' }) !== '';

  const select = <K extends keyof TourFilters>(key: K, label: string, options: readonly { value: string; label: string }[]) => (
    <div className={styles.field}>
      <label htmlFor={`${id}-${key}`}>{label}</label>
      <select id={`${id}-${key}`} value={filters[key]} onChange={(e) => update({ [key]: e.target.value } as Partial<TourFilters>)}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );

  return (
    <div className={styles.explorer}>
      <form className={styles.filters} aria-label="Filter tours" onSubmit={(e) => e.preventDefault()}>
        {select('type', 'Types', [{ value: 'all', label: 'All types' }, ...types])}
        {select('location', 'Location Groups', LOCATION_GROUPS)}
        {select('duration', 'Durations', DURATIONS)}
        {select('sort', 'Sort by', SORTS)}
      </form>
      <div className={styles.summary}>
        <p aria-live="polite" className={styles.count}>
          {shown.length === 1 ? '1 tour' : `${shown.length} tours`}
        </p>
        {filtered && (
          <Link to="/tours/" className={styles.reset} onClick={() => update(DEFAULT_FILTERS)}>
            View all our tours
          </Link>
        )}
      </div>
      {shown.length === 0 ? (
        <NoResults variant="filters" title="No matching tours">
          <Link to="/tours/" className="button" onClick={() => update(DEFAULT_FILTERS)}>
            View all our tours
          </Link>
        </NoResults>
      ) : (
        <ul className={styles.grid}>
          {shown.map((tour, i) => (
            <li key={tour.contentId}>
              <TourCard tour={tour} headingLevel={2} eager={i < 3} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
