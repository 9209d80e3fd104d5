import React, { useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
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
import { changedFormValues, withChangedValues } from '../../lib/pre-script';
import { useHydrated } from '../../lib/use-hydrated';
import { NoScriptSubmit } from '../ui/NoScriptSubmit';
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
 * apply once the page runs in the browser. Before that (or with no scripts at all) the filters are
 * a plain GET form to this page, with an Apply button shown only without scripts; a choice made
 * before the scripts arrive is kept when the page hydrates (issue 23).
 */
export function ToursExplorer({ tours, types, search }: ToursExplorerProps) {
  const id = useId();
  const hydrated = useHydrated();
  const typeValues = useMemo(() => types.map((t) => t.value), [types]);
  // What the visitor chose here wins; before that, the filters come from the address.
  const [chosen, setChosen] = useState<TourFilters | null>(null);
  const fromAddress = useMemo(() => (hydrated ? parseTourFilters(search, typeValues) : DEFAULT_FILTERS), [hydrated, search, typeValues]);
  const filters = chosen ?? fromAddress;

  const choose = (next: TourFilters) => {
    setChosen(next);
    window.history.replaceState(window.history.state, '', `${window.location.pathname}${tourFiltersToSearch(next)}`);
  };
  const update = (patch: Partial<TourFilters>) => choose({ ...filters, ...patch });

  // Hydrating: a filter the visitor picked in the server-rendered page wins over the address.
  const form = useRef<HTMLFormElement>(null);
  useLayoutEffect(() => {
    const changed = changedFormValues(form.current);
    if (Object.keys(changed).length > 0) choose(parseTourFilters(withChangedValues(window.location.search, changed), typeValues));
    // Only what was on the page when it hydrated: later changes go through onChange.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const shown = useMemo(() => filterTours(tours, filters), [tours, filters]);
  const filtered = tourFiltersToSearch({ ...filters, sort: 'popular' }) !== '';

  const select = <K extends keyof TourFilters>(key: K, label: string, options: readonly { value: string; label: string }[]) => (
    <div className={styles.field}>
      <label htmlFor={`${id}-${key}`}>{label}</label>
      <select id={`${id}-${key}`} name={key} value={filters[key]} onChange={(e) => update({ [key]: e.target.value } as Partial<TourFilters>)}>
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
      <form ref={form} className={styles.filters} aria-label="Filter tours" method="get" action="/tours/" onSubmit={(e) => e.preventDefault()}>
        {select('type', 'Types', [{ value: 'all', label: 'All types' }, ...types])}
        {select('location', 'Location Groups', LOCATION_GROUPS)}
        {select('duration', 'Durations', DURATIONS)}
        {select('sort', 'Sort by', SORTS)}
        <NoScriptSubmit>Apply filters</NoScriptSubmit>
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
