/**
 * A date typed as day, month and year (SPEC 3 and 5: a date of birth, a passport's dates),
 * grouped under one legend. Its value is { day, month, year } (contract/date-parts.ts); each
 * part has its own error (the resolver nests them as 'birth.day'), shown together under the group.
 */
import React from 'react';
import { useFormContext, type FieldError } from 'react-hook-form';
import type { DatePart } from '../../../contract/date-parts';
import { FieldLabel, FieldMessages, useFieldIds } from './FieldFrame';
import * as styles from './Fields.module.css';

export interface DatePartsFieldProps {
  name: string;
  legend: string;
  minYear: number;
  maxYear: number;
  hint?: string;
}

const PARTS: { part: DatePart; label: string }[] = [
  { part: 'day', label: 'Day' },
  { part: 'month', label: 'Month' },
  { part: 'year', label: 'Year' },
];

export function DatePartsField({ name, legend, minYear, maxYear, hint }: DatePartsFieldProps) {
  const { register, formState } = useFormContext();
  const partErrors = (formState.errors[name] ?? {}) as Partial<Record<DatePart, FieldError>>;
  const messages = PARTS.map(({ part }) => partErrors[part]?.message).filter((m): m is string => Boolean(m));
  const error = messages.length > 0 ? messages.join(' ') : undefined;
  const { id, hintId, errorId, describedBy } = useFieldIds(hint, error);
  const bounds: Record<DatePart, [number, number]> = { day: [1, 31], month: [1, 12], year: [minYear, maxYear] };
  return (
    <fieldset className={styles.fieldset} aria-describedby={describedBy}>
      <FieldLabel as="legend" label={legend} required />
      <div className={styles.dateRow}>
        {PARTS.map(({ part, label }) => (
          <div key={part} className={styles.field}>
            <label htmlFor={`${id}-${part}`} className={styles.label}>
              {label}
            </label>
            <input
              id={`${id}-${part}`}
              className={styles.input}
              type="number"
              inputMode="numeric"
              min={bounds[part][0]}
              max={bounds[part][1]}
              required
              aria-invalid={partErrors[part] ? true : undefined}
              {...register(`${name}.${part}`)}
            />
          </div>
        ))}
      </div>
      <FieldMessages hintId={hintId} hint={hint} errorId={errorId} error={error} />
    </fieldset>
  );
}
