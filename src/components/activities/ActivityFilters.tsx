import React, { useId } from 'react';
import { ACTIVITY_SORT_OPTIONS, isSort, type ActivityFilters as Filters } from '../../lib/activities';
import { NoScriptSubmit } from '../ui/NoScriptSubmit';
import * as styles from './ActivityFilters.module.css';

export interface ActivityFiltersProps {
  filters: Filters;
  types: string[];
  locations: { value: string; label: string }[];
  onChange: (filters: Filters) => void;
  /** The form, so the list can read what was picked before the page hydrated. */
  formRef?: React.Ref<HTMLFormElement>;
}

/**
 * SPEC 2.2: Types, Locations and Sort by, as native selects (keyboard and screen-reader friendly,
 * no script weight). Without scripts it is a plain GET form to the list, sent by an Apply button
 * that only then shows (issue 23).
 */
export function ActivityFilters({ filters, types, locations, onChange, formRef }: ActivityFiltersProps) {
  const id = useId();
  return (
    <form ref={formRef} className={styles.filters} aria-label="Filter activities" method="get" action="/activities/" onSubmit={(event) => event.preventDefault()}>
      <div className={styles.field}>
        <label htmlFor={`${id}-type`}>Types</label>
        <select id={`${id}-type`} name="type" value={filters.type} onChange={(e) => onChange({ ...filters, type: e.target.value })}>
          <option value="">All types</option>
          {types.map((type) => (
            <option key={type} value={type}>
              {type}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-location`}>Locations</label>
        <select id={`${id}-location`} name="location" value={filters.location} onChange={(e) => onChange({ ...filters, location: e.target.value })}>
          <option value="">All locations</option>
          {locations.map((location) => (
            <option key={location.value} value={location.value}>
              {location.label}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-sort`}>Sort by</label>
        <select
          id={`${id}-sort`}
          name="sort"
          value={filters.sort}
          onChange={(e) => onChange({ ...filters, sort: isSort(e.target.value) ? e.target.value : 'popular' })}
        >
          {ACTIVITY_SORT_OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      <NoScriptSubmit>Apply filters</NoScriptSubmit>
    </form>
  );
}
