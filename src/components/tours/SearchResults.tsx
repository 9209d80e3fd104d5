import { localDateToIso } from '../../../contract/dates';
import React, { useEffect, useMemo } from 'react';
import { Link } from 'gatsby';
import { formatWeekdayDate, isoToLocalDate } from '../../../contract/dates';
import { useHydratedInTransition } from '../../lib/use-hydrated';
import {
  inSearchLocation,
  isTypedSearch,
  listedTours,
  nextDepartures,
  parseSearchParams,
  SEARCH_LOCATIONS,
  searchUrl,
  sortTours,
  type SearchLocation,
  type SearchParams,
} from '../../lib/tours';
import { SearchBanner } from '../home/SearchBanner';
import { NoResults } from '../ui/NoResults';
import { Spinner } from '../ui/Spinner';
import { TourCardAlt } from './TourCardAlt';
import { useGetSearchDeparturesQuery } from './tour-departures-api';
import type { TourCardData } from './tour-types';
import * as styles from './SearchResults.module.css';

/**
 * The search results (SPEC 2.2, 8): the tours of the chosen island group that have a departure
 * on or after the chosen date (all of them for Anytime), each with that first departure.
 * The address is read in the browser; the banner is pre-filled with it. A search the banner sent
 * before its scripts arrived (the date as typed, dd/MM/yyyy) gives the same results, and the
 * address is then put the way the hydrated banner writes it.
 */
export function SearchResults({ tours, search, anyTimeIn }: { tours: TourCardData[]; search: string; anyTimeIn?: SearchLocation }) {
  // The server renders without a query: the address is read once hydrated, and on each new search.
  // A page pre-rendered for an island group's search of any time has its search from the start.
  const hydrated = useHydratedInTransition();
  const params = useMemo<SearchParams | null>(() => {
    if (anyTimeIn) return { location: anyTimeIn, from: null };
    return hydrated ? parseSearchParams(search, localDateToIso(new Date())) : null;
  }, [anyTimeIn, hydrated, search]);
  useEffect(() => {
    if (anyTimeIn || !params || !isTypedSearch(search)) return;
    window.history.replaceState(window.history.state, '', searchUrl(params.location, params.from ? isoToLocalDate(params.from) : null));
  }, [anyTimeIn, params, search]);

  const from = params?.from ?? null;
  const departures = useGetSearchDeparturesQuery(undefined, { skip: !from });
  const initialDate = useMemo(() => (from ? isoToLocalDate(from) : null), [from]);

  const inLocation = useMemo(() => (params ? sortTours(listedTours(tours).filter((t) => inSearchLocation(t, params.location)), 'popular') : []), [tours, params]);
  const next = useMemo(() => (from && departures.data ? nextDepartures(departures.data, from) : null), [from, departures.data]);

  const label = SEARCH_LOCATIONS.find((l) => l.value === params?.location)?.label ?? 'All New Zealand';
  const loading = !params || Boolean(from && departures.isLoading);
  const datesFailed = Boolean(from && departures.isError);
  const matches = next ? inLocation.filter((t) => next.has(t.api_id)) : inLocation;
  const count = datesFailed ? inLocation.length : matches.length;

  let body: React.ReactNode;
  if (loading || !params) {
    body = (
      <div className={styles.state}>
        <Spinner label="Finding tours" />
      </div>
    );
  } else if (inLocation.length === 0) {
    body = (
      <NoResults>
        <Link to="/tours/" className="button">
          View all our tours
        </Link>
      </NoResults>
    );
  } else if (datesFailed) {
    body = (
      <>
        <p className={styles.notice} role="status">
          We couldn&apos;t check departure dates just now, so here are all our tours in {label}. Each tour page lists its dates.
        </p>
        <List tours={inLocation} />
      </>
    );
  } else {
    body =
      matches.length === 0 ? (
        <NoResults variant="dates">
          <Link to={`/tours-search/?location=${params.location}`} className="button button--secondary">
            Search any date instead
          </Link>
        </NoResults>
      ) : (
        <List tours={matches} next={next} />
      );
  }

  return (
    <>
      <section className={styles.head}>
        <div className="container">
          <h1 className={styles.title}>Search our tours</h1>
          <SearchBanner key={`${params?.location}|${from}`} variant="bar" initialLocation={params?.location} initialDate={initialDate} />
        </div>
      </section>
      <section className={`container ${styles.results}`} aria-labelledby="results-title" aria-busy={!params || departures.isFetching}>
        <h2 id="results-title" className={styles.resultsTitle}>
          {params && !loading ? (
            <>
              {count} {count === 1 ? 'tour' : 'tours'} in {label}
              {from ? ` departing from ${formatWeekdayDate(from)}` : ', any time'}
            </>
          ) : (
            'Search results'
          )}
        </h2>
        {body}
      </section>
    </>
  );
}

function List({ tours, next }: { tours: TourCardData[]; next?: Map<number, string> | null }) {
  return (
    <ul className={styles.list}>
      {tours.map((tour, i) => (
        <li key={tour.contentId}>
          {/* The first results are in the first screen: their pictures do not wait to be near it (the page's largest content). */}
          <TourCardAlt tour={tour} nextDeparture={next?.get(tour.api_id)} headingLevel={3} eager={i < 2} />
        </li>
      ))}
    </ul>
  );
}
