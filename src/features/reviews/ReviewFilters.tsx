import React, { useId } from 'react';
import { RATING_OPTIONS, TIME_FRAME_OPTIONS, type ReviewFilters as Filters, type TimeFrame } from './reviews';
import * as styles from './ReviewFilters.module.css';

export interface ReviewFiltersProps {
  filters: Filters;
  tours: { api_id: number; name: string }[];
  onChange: (filters: Filters) => void;
}

/** SPEC 4.6, 9: rating 1-5, most or least recent, and tour. */
export function ReviewFilters({ filters, tours, onChange }: ReviewFiltersProps) {
  const id = useId();
  return (
    <form className={styles.filters} aria-label="Filter reviews" onSubmit={(e) => e.preventDefault()}>
      <div className={styles.field}>
        <label htmlFor={`${id}-rating`}>Rating</label>
        <select id={`${id}-rating`} value={filters.rating} onChange={(e) => onChange({ ...filters, rating: Number(e.target.value) })}>
          <option value={0}>All ratings</option>
          {RATING_OPTIONS.map((r) => (
            <option key={r} value={r}>
              {r} star{r === 1 ? '' : 's'}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-time`}>Sort by</label>
        <select id={`${id}-time`} value={filters.timeFrame} onChange={(e) => onChange({ ...filters, timeFrame: e.target.value as TimeFrame })}>
          {TIME_FRAME_OPTIONS.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-tour`}>Tour</label>
        <select id={`${id}-tour`} value={filters.tourId} onChange={(e) => onChange({ ...filters, tourId: e.target.value })}>
          <option value="">All tours</option>
          {tours.map((t) => (
            <option key={t.api_id} value={String(t.api_id)}>
              {t.name}
            </option>
          ))}
        </select>
      </div>
    </form>
  );
}
