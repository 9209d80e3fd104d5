import React, { useId, useLayoutEffect, useRef, useState } from 'react';
import { navigate } from 'gatsby';
import { changedFormValues } from '../../lib/pre-script';
import { DEFAULT_SEARCH_LOCATION, SEARCH_LOCATIONS, SEARCH_PATH, searchUrl, type SearchLocation } from '../../lib/tours';
import { SearchDateField } from './SearchDateField';
import * as styles from './SearchBanner.module.css';

export interface SearchBannerProps {
  initialLocation?: SearchLocation;
  /** The start date already chosen (search results pre-fill the banner). */
  initialDate?: Date | null;
  /** 'hero': over the home picture; 'bar': on the search results page. */
  variant?: 'hero' | 'bar';
  /** For tests: what "today" is. */
  today?: Date;
}

const startOfDay = (date: Date) => new Date(date.getFullYear(), date.getMonth(), date.getDate());

/**
 * The home search banner (SPEC 2.2, 5, 9): a location (All New Zealand, North Island, South
 * Island), an optional start date (placeholder 'Anytime', no past dates, shown dd/MM/yyyy) and
 * Search, which goes to /tours-search/?location=…&date_range_from=MM/DD/yyyy (no date for Anytime).
 * Before the scripts arrive it is a plain GET form to the same page, which reads `location` and
 * the date as typed (`date`, dd/MM/yyyy); a place or date chosen then is kept when it hydrates.
 */
export function SearchBanner({ initialLocation = DEFAULT_SEARCH_LOCATION, initialDate = null, variant = 'hero', today }: SearchBannerProps) {
  const id = useId();
  const [location, setLocation] = useState<SearchLocation>(initialLocation);
  const [date, setDate] = useState<Date | null>(initialDate);
  const minDate = startOfDay(today ?? new Date());

  // Hydrating: a place the visitor chose in the server-rendered banner is kept (the date field
  // keeps its own typed text and reports the date through onChange).
  const form = useRef<HTMLFormElement>(null);
  useLayoutEffect(() => {
    const chosen = SEARCH_LOCATIONS.find((l) => l.value === changedFormValues(form.current).location);
    if (chosen) setLocation(chosen.value);
  }, []);

  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    navigate(searchUrl(location, date && date >= minDate ? date : null));
  };

  return (
    <form ref={form} role="search" aria-label="Find a tour" method="get" action={SEARCH_PATH} className={`${styles.banner} ${styles[variant]}`} onSubmit={onSubmit}>
      <div className={styles.field}>
        <label htmlFor={`${id}-location`}>Where</label>
        <select id={`${id}-location`} name="location" value={location} onChange={(e) => setLocation(e.target.value as SearchLocation)}>
          {SEARCH_LOCATIONS.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-date`}>Starting from</label>
        <SearchDateField id={`${id}-date`} selected={date} onChange={setDate} minDate={minDate} />
      </div>
      <button type="submit" className={`button ${styles.submit}`}>
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round">
          <circle cx="11" cy="11" r="7" />
          <path d="M20 20l-4-4" />
        </svg>
        Search
      </button>
    </form>
  );
}
