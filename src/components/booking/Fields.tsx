import React from 'react';
import type { DateParts } from '../../lib/traveller-validation';
import * as forms from './Forms.module.css';

interface BaseProps {
  id: string;
  label: string;
  error?: string;
  required?: boolean;
  hint?: string;
}

function describedBy(id: string, error?: string, hint?: string) {
  const ids = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean);
  return ids.length ? ids.join(' ') : undefined;
}

function Label({ id, label, required }: { id: string; label: string; required?: boolean }) {
  return (
    <label htmlFor={id} className={forms.label}>
      {label}
      {!required && <span className={forms.optional}> (optional)</span>}
    </label>
  );
}

function Messages({ id, error, hint }: { id: string; error?: string; hint?: string }) {
  return (
    <>
      {hint && (
        <p id={`${id}-hint`} className={forms.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className={forms.fieldError}>
          {error}
        </p>
      )}
    </>
  );
}

export function TextField({
  id,
  label,
  error,
  required,
  hint,
  value,
  onChange,
  ...input
}: BaseProps & { value: string; onChange: (value: string) => void } & Omit<React.InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'id'>) {
  return (
    <div className={forms.field}>
      <Label id={id} label={label} required={required} />
      <input
        id={id}
        className={forms.input}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        {...input}
      />
      <Messages id={id} error={error} hint={hint} />
    </div>
  );
}

export function SelectField({
  id,
  label,
  error,
  required,
  hint,
  value,
  onChange,
  options,
  placeholder = 'Select…',
}: BaseProps & { value: string; onChange: (value: string) => void; options: readonly string[]; placeholder?: string }) {
  return (
    <div className={forms.field}>
      <Label id={id} label={label} required={required} />
      <select
        id={id}
        className={forms.select}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
      >
        <option value="">{placeholder}</option>
        {options.map((o) => (
          <option key={o} value={o}>
            {o}
          </option>
        ))}
      </select>
      <Messages id={id} error={error} hint={hint} />
    </div>
  );
}

export function TextAreaField({
  id,
  label,
  error,
  required,
  hint,
  value,
  onChange,
  maxLength,
}: BaseProps & { value: string; onChange: (value: string) => void; maxLength?: number }) {
  return (
    <div className={forms.field}>
      <Label id={id} label={label} required={required} />
      <textarea
        id={id}
        className={forms.textarea}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        required={required}
        maxLength={maxLength}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
      />
      <Messages id={id} error={error} hint={hint} />
    </div>
  );
}

export interface DateFieldsProps {
  /** Prefix of the three ids and of the error keys: `${name}.day` etc. */
  name: string;
  idPrefix: string;
  legend: string;
  value: DateParts;
  onChange: (value: DateParts) => void;
  errors: Record<string, string>;
  minYear: number;
  maxYear: number;
  hint?: string;
}

/** SPEC 3 and 5: a date as day (1-31), month (1-12) and year inputs, grouped under one legend. */
export function DateFields({ name, idPrefix, legend, value, onChange, errors, minYear, maxYear, hint }: DateFieldsProps) {
  const parts = [
    { key: 'day' as const, label: 'Day', min: 1, max: 31 },
    { key: 'month' as const, label: 'Month', min: 1, max: 12 },
    { key: 'year' as const, label: 'Year', min: minYear, max: maxYear },
  ];
  const messages = parts.map((p) => errors[`${name}.${p.key}`]).filter((m): m is string => Boolean(m));
  const errorId = `${idPrefix}-error`;
  const hintId = `${idPrefix}-hint`;
  return (
    <fieldset className={forms.fieldset} aria-describedby={[hint ? hintId : null, messages.length ? errorId : null].filter(Boolean).join(' ') || undefined}>
      <legend className={forms.legend}>{legend}</legend>
      {hint && (
        <p id={hintId} className={forms.hint}>
          {hint}
        </p>
      )}
      <div className={forms.dateRow}>
        {parts.map((p) => (
          <div key={p.key} className={forms.field}>
            <label htmlFor={`${idPrefix}-${p.key}`} className={forms.label}>
              {p.label}
            </label>
            <input
              id={`${idPrefix}-${p.key}`}
              className={forms.input}
              type="number"
              inputMode="numeric"
              min={p.min}
              max={p.max}
              required
              value={value[p.key]}
              onChange={(e) => onChange({ ...value, [p.key]: e.target.value })}
              aria-invalid={errors[`${name}.${p.key}`] ? true : undefined}
            />
          </div>
        ))}
      </div>
      {messages.length > 0 && (
        <p id={errorId} className={forms.fieldError}>
          {messages.join(' ')}
        </p>
      )}
    </fieldset>
  );
}

/** Moves focus to the first field with an error after a refused submit. */
export function focusFirstInvalid(form: HTMLFormElement | null) {
  const first = form?.querySelector<HTMLElement>('[aria-invalid="true"], :invalid');
  first?.focus();
}
