import React, { useId } from 'react';
import { DEPARTING_IN_OPTIONS, TOUR_TYPES, type DepartureFilters as Filters, type TourTypeFilter } from '../../lib/deals';
import * as styles from './Deals.module.css';

export interface DepartureFiltersProps {
  filters: Filters;
  /** Distinct start locations (end locations of reversed trips). */
  locations: string[];
  onChange: (filters: Filters) => void;
  /** What the filters narrow, e.g. 'deals' or 'departures' (the form's accessible name). */
  subject: string;
}

const isTourType = (value: string): value is TourTypeFilter => value === '' || (TOUR_TYPES as readonly string[]).includes(value);

/** SPEC 2.3 / 9: Departing in, From and tour type, as native selects (keyboard and screen-reader friendly). */
export function DepartureFilters({ filters, locations, onChange, subject }: DepartureFiltersProps) {
  const id = useId();
  return (
    <form className={styles.filters} aria-label={`Filter ${subject}`} onSubmit={(event) => event.preventDefault()}>
      <div className={styles.field}>
        <label htmlFor={`${id}-in`}>Departing in</label>
        <select id={`${id}-in`} value={filters.departingIn} onChange={(e) => onChange({ ...filters, departingIn: Number(e.target.value) })}>
          {DEPARTING_IN_OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-from`}>From</label>
        <select id={`${id}-from`} value={filters.from} onChange={(e) => onChange({ ...filters, from: e.target.value })}>
          <option value="">All locations</option>
          {locations.map((location) => (
            <option key={location} value={location}>
              {location}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-type`}>Tour type</label>
        <select id={`${id}-type`} value={filters.tourType} onChange={(e) => onChange({ ...filters, tourType: isTourType(e.target.value) ? e.target.value : '' })}>
          <option value="">All tour types</option>
          {TOUR_TYPES.map((type) => (
            <option key={type} value={type}>
              {type}
            </option>
          ))}
        </select>
      </div>
    </form>
  );
}
