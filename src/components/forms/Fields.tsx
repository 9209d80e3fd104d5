/**
 * The pieces every lead form shares: labelled fields (uncontrolled, read with FormData) that
 * show their own message, the browser validity check that must pass before a form is sent
 * (SPEC 4.5, 5), and the server's errors one per line above the form (SPEC 8).
 * Modelled on the account forms (src/components/account/FormBits.tsx), with selects,
 * text areas and checkbox groups.
 */
import React, { useCallback, useId, useRef, useState } from 'react';
import * as styles from './Forms.module.css';
import { PHONE_INPUT_PATTERN } from '../../../contract/phone';

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;
const isControl = (el: Element): el is Control => el instanceof HTMLInputElement || el instanceof HTMLSelectElement || el instanceof HTMLTextAreaElement;

export const PHONE_HINT = 'Optional: include the international dialling code, for example +64 21 123 4567.';

/** A message a person can act on, from the browser's validity flags. */
export function messageFor(el: Control): string {
  const label = el.dataset.label || el.name;
  const v = el.validity;
  if (v.valid) return '';
  if (v.valueMissing) return el.dataset.requiredMessage || (el instanceof HTMLSelectElement ? `Please choose ${label.toLowerCase()}.` : `${label} is required.`);
  if (v.typeMismatch && el instanceof HTMLInputElement && el.type === 'email') return 'Please enter a valid email address, like name@example.com.';
  if (v.patternMismatch && el instanceof HTMLInputElement && el.type === 'tel') return 'Please use digits, spaces and + ( ) - only, with the international dialling code.';
  if (v.tooLong) return `${label} is too long.`;
  return el.validationMessage || `Please check ${label}.`;
}

/** Trimmed, a required text of spaces only is missing too (the API refuses it). */
function applyBlank(form: HTMLFormElement) {
  for (const el of Array.from(form.elements)) {
    if (!(el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement) || el.type === 'checkbox') continue;
    el.setCustomValidity(el.required && el.value.length > 0 && el.value.trim() === '' ? `${el.dataset.label || el.name} is required.` : '');
  }
}

export function useFormCheck() {
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const attempted = useRef(false);

  const collect = useCallback((form: HTMLFormElement) => {
    applyBlank(form);
    const next: Record<string, string> = {};
    for (const el of Array.from(form.elements)) {
      if (isControl(el) && el.name && !el.validity.valid && !next[el.name]) next[el.name] = messageFor(el);
    }
    setFieldErrors(next);
    return next;
  }, []);

  /** True when the browser's validity check passes; otherwise messages show and focus moves to the first problem. */
  const check = useCallback(
    (form: HTMLFormElement) => {
      attempted.current = true;
      collect(form);
      if (form.checkValidity()) return true;
      Array.from(form.elements).find((el): el is Control => isControl(el) && !el.validity.valid)?.focus();
      return false;
    },
    [collect],
  );

  /** Once a submit was tried, messages follow the typing. */
  const onChange = useCallback(
    (event: React.FormEvent<HTMLFormElement>) => {
      if (attempted.current) collect(event.currentTarget);
    },
    [collect],
  );

  return { fieldErrors, check, onChange };
}

interface FieldProps {
  label: string;
  name: string;
  error?: string;
  hint?: string;
  required?: boolean;
}

function FieldLabel({ htmlFor, label, required }: { htmlFor: string; label: string; required?: boolean }) {
  return (
    <label htmlFor={htmlFor} className={styles.label}>
      {label}
      {required ? (
        <span className={styles.required} aria-hidden="true">
          {' '}
          *
        </span>
      ) : (
        <span className={styles.optional}> (optional)</span>
      )}
    </label>
  );
}

function useDescribedBy(error?: string, hint?: string) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return { id, hintId, errorId, describedBy: [hintId, errorId].filter(Boolean).join(' ') || undefined };
}

function Messages({ hintId, hint, errorId, error }: { hintId?: string; hint?: string; errorId?: string; error?: string }) {
  return (
    <>
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className={styles.fieldError}>
          {error}
        </p>
      )}
    </>
  );
}

export function TextInput({ label, name, error, hint, required, type = 'text', ...input }: FieldProps & Omit<React.InputHTMLAttributes<HTMLInputElement>, 'id' | 'name'>) {
  const { id, hintId, errorId, describedBy } = useDescribedBy(error, hint);
  return (
    <div className={styles.field}>
      <FieldLabel htmlFor={id} label={label} required={required} />
      <input
        id={id}
        name={name}
        type={type}
        required={required}
        data-label={label}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={styles.input}
        {...input}
      />
      <Messages hintId={hintId} hint={hint} errorId={errorId} error={error} />
    </div>
  );
}

/** Phone: optional, with the international dialling code (SPEC 5). */
export function PhoneInput({ error, defaultValue }: { error?: string; defaultValue?: string }) {
  return (
    <TextInput label="Phone" name="phone" type="tel" autoComplete="tel" inputMode="tel" maxLength={40} pattern={PHONE_INPUT_PATTERN} hint={PHONE_HINT} error={error} defaultValue={defaultValue} />
  );
}

export function SelectInput({
  label,
  name,
  error,
  hint,
  required,
  options,
  placeholder = 'Select...',
  requiredMessage,
}: FieldProps & { options: readonly string[]; placeholder?: string; requiredMessage?: string }) {
  const { id, hintId, errorId, describedBy } = useDescribedBy(error, hint);
  return (
    <div className={styles.field}>
      <FieldLabel htmlFor={id} label={label} required={required} />
      <select
        id={id}
        name={name}
        required={required}
        data-label={label}
        data-required-message={requiredMessage}
        defaultValue="" aria-invalid={error ? true : undefined} aria-describedby={describedBy} className={styles.select}>
        <option value="">{placeholder}</option>
        {options.map((o) => (
          <option key={o} value={o}>
            {o}
          </option>
        ))}
      </select>
      <Messages hintId={hintId} hint={hint} errorId={errorId} error={error} />
    </div>
  );
}

export function TextArea({ label, name, error, hint, required, maxLength, rows = 6 }: FieldProps & { maxLength?: number; rows?: number }) {
  const { id, hintId, errorId, describedBy } = useDescribedBy(error, hint);
  return (
    <div className={styles.field}>
      <FieldLabel htmlFor={id} label={label} required={required} />
      <textarea
        id={id}
        name={name}
        required={required}
        maxLength={maxLength}
        rows={rows}
        data-label={label}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={styles.textarea}
      />
      <Messages hintId={hintId} hint={hint} errorId={errorId} error={error} />
    </div>
  );
}

export function Checkbox({ label, name, defaultChecked }: { label: React.ReactNode; name: string; defaultChecked?: boolean }) {
  const id = useId();
  return (
    <div className={styles.checkbox}>
      <input id={id} name={name} type="checkbox" defaultChecked={defaultChecked} />
      <label htmlFor={id}>{label}</label>
    </div>
  );
}

export const SUBSCRIBE_LABEL = 'Send me travel inspiration, news and special offers by email';

/** Several choices under one legend; each checked box sends its `value` under `name`. */
export function CheckboxGroup({
  legend,
  hint,
  options,
  defaultChecked = [],
}: {
  legend: string;
  hint?: string;
  options: readonly { name: string; value?: string; label: string }[];
  defaultChecked?: readonly string[];
}) {
  const id = useId();
  return (
    <fieldset className={styles.fieldset} aria-describedby={hint ? `${id}-hint` : undefined}>
      <legend className={styles.legend}>
        {legend} <span className={styles.optional}>(optional)</span>
      </legend>
      {hint && (
        <p id={`${id}-hint`} className={styles.hint} style={{ marginBottom: 'var(--space-2)' }}>
          {hint}
        </p>
      )}
      <ul className={styles.choices}>
        {options.map((o) => (
          <li key={`${o.name}-${o.value ?? ''}`}>
            <label className={styles.choice}>
              <input type="checkbox" name={o.name} value={o.value ?? 'on'} defaultChecked={defaultChecked.includes(o.value ?? o.name)} />
              <span>{o.label}</span>
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}

/** The server's errors, one line each, above the form; always in the page so it is announced. */
export function FormErrors({ errors }: { errors: string[] }) {
  return (
    <div role="alert" className={errors.length > 0 ? styles.errors : undefined}>
      {errors.length > 0 && (
        <ul className={styles.errorList}>
          {errors.map((message, index) => (
            <li key={`${index}-${message}`}>{message}</li>
          ))}
        </ul>
      )}
    </div>
  );
}

export function SubmitButton({ saving, children }: { saving: boolean; children: React.ReactNode }) {
  return (
    <button type="submit" className={`button ${styles.submit}`} disabled={saving} aria-busy={saving || undefined}>
      {saving ? 'Sending…' : children}
    </button>
  );
}

/** Reads form values. */
export type FormValues = ReturnType<typeof formValues>;
export function formValues(form: HTMLFormElement) {
  const data = new FormData(form);
  return {
    text: (name: string) => String(data.get(name) ?? ''),
    checked: (name: string) => data.get(name) !== null,
    all: (name: string) => data.getAll(name).map(String),
  };
}
