/** Choices: one checkbox, a group of checkboxes under one legend, a radio group. */
import React, { useId } from 'react';
import { useFormContext } from 'react-hook-form';
import { FieldLabel, FieldMessages, useFieldError, useFieldIds } from './FieldFrame';
import * as styles from './Fields.module.css';

export function CheckboxField({ name, label, required, errorLabel, defaultChecked }: { name: string; label: React.ReactNode; required?: boolean; errorLabel?: string; defaultChecked?: boolean }) {
  const { register } = useFormContext();
  const error = useFieldError(name, { label: errorLabel ?? name, kind: 'checkbox' });
  const { id, errorId, describedBy } = useFieldIds(undefined, error);
  return (
    <div className={styles.checkbox}>
      <input id={id} type="checkbox" required={required} defaultChecked={defaultChecked} aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...register(name)} />
      <label htmlFor={id}>{label}</label>
      <FieldMessages errorId={errorId} error={error} />
    </div>
  );
}

export interface ChoiceOption {
  value: string;
  label: string;
}

/** A choice of a group: its label may hold more than words (a unit for screen readers only, a muted detail). */
export interface GroupOption {
  value: string;
  label: React.ReactNode;
  /** Beside the choice, outside its label (a list's price): read with the row, not as the choice's name. */
  aside?: React.ReactNode;
}

interface GroupProps {
  name: string;
  legend: string;
  hint?: string;
  required?: boolean;
  options: readonly GroupOption[];
  /** A group's own wording when nothing is chosen. */
  requiredMessage?: string;
  /** Values ticked in the server's HTML (read back from the page when scripts arrive, with anything changed since). */
  defaultChecked?: readonly string[];
  /** 'chips' (side by side, the control drawn as a pill) or 'list' (one a line with its aside at the end, the control shown). */
  layout?: 'chips' | 'list';
  /** Every choice out of reach (the fieldset's own attribute), the values kept. */
  disabled?: boolean;
  /** A person picked (or, in a checkbox group, ticked or unticked) this value; the form already has it. */
  onChange?: (value: string) => void;
}

function ChoiceGroup({ type, name, legend, hint, required, options, requiredMessage, defaultChecked = [], layout = 'chips', disabled, onChange }: GroupProps & { type: 'checkbox' | 'radio' }) {
  const { register } = useFormContext();
  const error = useFieldError(name, { label: legend, kind: 'select', requiredMessage });
  const { hintId, errorId, describedBy } = useFieldIds(hint, error);
  const groupId = useId();
  const registered = register(name, onChange ? { onChange: (event: React.ChangeEvent<HTMLInputElement>) => onChange(event.target.value) } : undefined);
  const list = layout === 'list';
  return (
    <fieldset
      className={styles.fieldset}
      disabled={disabled}
      role={type === 'radio' ? 'radiogroup' : undefined}
      aria-describedby={describedBy}
      aria-invalid={error && type === 'radio' ? true : undefined}
      aria-required={required && type === 'radio' ? true : undefined}
    >
      <FieldLabel as="legend" label={legend} required={required} />
      {hint && (
        <p id={hintId} className={styles.hint} style={{ marginBottom: 'var(--space-2)' }}>
          {hint}
        </p>
      )}
      <ul className={list ? styles.rows : styles.choices}>
        {options.map((o, index) => (
          <li key={o.value}>
            <label className={list ? styles.row : styles.choice} htmlFor={`${groupId}-${index}`}>
              <input id={`${groupId}-${index}`} type={type} value={o.value} defaultChecked={defaultChecked.includes(o.value)} required={type === 'radio' ? required : undefined} {...registered} />
              <span>{o.label}</span>
            </label>
            {o.aside}
          </li>
        ))}
      </ul>
      <FieldMessages errorId={errorId} error={error} />
    </fieldset>
  );
}

/** Several choices under one legend; the value is the list of the ticked options' values. */
export function CheckboxGroup(props: GroupProps) {
  return <ChoiceGroup type="checkbox" {...props} />;
}

/** One choice of several, moved through with the arrow keys (the browser's own radio group). */
export function RadioGroup(props: GroupProps) {
  return <ChoiceGroup type="radio" {...props} />;
}

/** A checkbox group's value as a list: react-hook-form gives `false` while nothing is ticked. */
export function tickedValues(value: unknown): string[] {
  if (Array.isArray(value)) return value.map(String);
  return typeof value === 'string' && value !== '' ? [value] : [];
}
