import React, { useLayoutEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import type { ImageDataLike } from 'gatsby-plugin-image';
import {
  ACTIVITY_PAGE_SIZE,
  DEFAULT_ACTIVITY_FILTERS,
  activityLocations,
  activityTypes,
  applyActivityFilters,
  filtersAreDefault,
  filtersFromSearch,
  searchFromFilters,
  type ActivityFilters as Filters,
  type ActivityListItem,
} from '../../lib/activities';
import { changedFormValues, withChangedValues } from '../../lib/pre-script';
import { ActivityCard } from './ActivityCard';
import { ActivityFilters } from './ActivityFilters';
import { NoResults } from '../ui/NoResults';
import * as styles from './ActivityList.module.css';

export interface ActivityNode extends ActivityListItem {
  api_id: number;
  absolute_slug: string;
  card_image?: ImageDataLike | null;
}

/*
 * The address is the source of truth for the filters. The server render (and hydration) sees
 * no query string; the browser then reads the real one, so a shared link opens filtered. A filter
 * picked in the server-rendered page before it hydrated is laid over the address (issue 23).
 */
const searchListeners = new Set<() => void>();
function subscribeToSearch(listener: () => void) {
  searchListeners.add(listener);
  window.addEventListener('popstate', listener);
  return () => {
    searchListeners.delete(listener);
    window.removeEventListener('popstate', listener);
  };
}
function replaceSearch(search: string) {
  window.history.replaceState(window.history.state, '', `${window.location.pathname}${search}`);
  searchListeners.forEach((listener) => listener());
}

export interface ActivityListProps {
  activities: ActivityNode[];
  /** Renders the favourite button of a card (mounted by the favourites feature). */
  renderFavourite?: (activity: ActivityNode) => React.ReactNode;
}

/**
 * The activities list (SPEC 2.2, 9): filters, sort, 10 cards at first and Load More adding 10.
 * The filters live in the address (?type=&location=&sort=) so a filtered list can be shared
 * and destination pages can link to their activities.
 */
export function ActivityList({ activities, renderFavourite }: ActivityListProps) {
  const types = useMemo(() => activityTypes(activities), [activities]);
  const locations = useMemo(() => activityLocations(activities), [activities]);
  const search = useSyncExternalStore(subscribeToSearch, () => window.location.search, () => '');
  const filters = useMemo(() => filtersFromSearch(search, { types, locations: locations.map((l) => l.value) }), [search, types, locations]);
  const [shown, setShown] = useState(ACTIVITY_PAGE_SIZE);

  const results = useMemo(() => applyActivityFilters(activities, filters), [activities, filters]);
  const visible = results.slice(0, shown);

  const change = (next: Filters) => {
    setShown(ACTIVITY_PAGE_SIZE);
    replaceSearch(searchFromFilters(next));
  };
  const reset = () => change(DEFAULT_ACTIVITY_FILTERS);

  // Hydrating: what the visitor picked before the scripts arrived wins over the address.
  const form = useRef<HTMLFormElement>(null);
  useLayoutEffect(() => {
    const changed = changedFormValues(form.current);
    if (Object.keys(changed).length === 0) return;
    const known = { types, locations: locations.map((l) => l.value) };
    replaceSearch(searchFromFilters(filtersFromSearch(withChangedValues(window.location.search, changed), known)));
    // Only what was on the page when it hydrated: later changes go through onChange.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <div className={styles.list}>
      <ActivityFilters formRef={form} filters={filters} types={types} locations={locations} onChange={change} />
      <div className={styles.summary}>
        <p aria-live="polite" className={styles.count}>
          {results.length === 0 ? '0 activities' : `Showing ${visible.length} of ${results.length} ${results.length === 1 ? 'activity' : 'activities'}`}
        </p>
        {!filtersAreDefault(filters) && results.length > 0 && (
          <button type="button" className={styles.reset} onClick={reset}>
            View all activities
          </button>
        )}
      </div>
      {results.length === 0 ? (
        <NoResults title="No matching activities">
          <button type="button" className="button" onClick={reset}>
            View all activities
          </button>
        </NoResults>
      ) : (
        <ul className={styles.grid}>
          {visible.map((activity, i) => (
            <li key={activity.contentId}>
              <ActivityCard
                eager={i < 2}
                name={activity.name}
                destinationName={activity.destination_name}
                minPrice={activity.min_price}
                maxPrice={activity.max_price}
                to={activity.absolute_slug}
                image={activity.card_image}
                favouriteSlot={renderFavourite?.(activity)}
                headingLevel={2}
              />
            </li>
          ))}
        </ul>
      )}
      {visible.length < results.length && (
        <div className={styles.more}>
          <button type="button" className="button button--secondary" onClick={() => setShown((n) => n + ACTIVITY_PAGE_SIZE)}>
            Load More
          </button>
        </div>
      )}
    </div>
  );
}
