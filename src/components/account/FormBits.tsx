/**
 * The small pieces every account form shares: labelled fields that show their own message,
 * the server's errors one per line above the form (SPEC 8), and the browser validity check
 * that must pass before a form is sent (SPEC 5).
 */
import React, { useCallback, useId, useRef, useState } from 'react';
import * as styles from './Account.module.css';

/** A message a person can act on, from the browser's validity flags. */
export function messageFor(input: HTMLInputElement): string {
  const label = input.dataset.label || input.name;
  const v = input.validity;
  if (v.valid) return '';
  if (v.valueMissing) return input.type === 'checkbox' ? `Please tick ${label}.` : `${label} is required.`;
  if (v.typeMismatch && input.type === 'email') return 'Please enter a valid email address, like name@example.com.';
  if (v.tooShort) return `${label} must be at least ${input.minLength} characters.`;
  return input.validationMessage || `Please check ${label}.`;
}

/**
 * Minimum lengths are checked as a custom validity too: browsers only flag `minLength` after a
 * person typed, and a value filled in by a password manager must be held to the same rule.
 */
function applyMinLengths(form: HTMLFormElement) {
  for (const el of Array.from(form.elements)) {
    if (!(el instanceof HTMLInputElement)) continue;
    const min = Number(el.dataset.minlength);
    if (!min) continue;
    const short = el.value.length > 0 && el.value.length < min;
    el.setCustomValidity(short ? `${el.dataset.label || el.name} must be at least ${min} characters.` : '');
  }
}

export function useValidatedForm() {
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const attempted = useRef(false);

  const collect = useCallback((form: HTMLFormElement) => {
    applyMinLengths(form);
    const next: Record<string, string> = {};
    for (const el of Array.from(form.elements)) {
      if (el instanceof HTMLInputElement && el.name && !el.validity.valid) next[el.name] = messageFor(el);
    }
    setFieldErrors(next);
    return next;
  }, []);

  /**
   * True when the form may be sent (the browser's own validity check). Otherwise each field
   * shows its message and focus goes to the first one in trouble; the browser's bubble is not
   * raised as well, so a message is never shown twice.
   */
  const check = useCallback(
    (form: HTMLFormElement) => {
      attempted.current = true;
      collect(form);
      if (form.checkValidity()) return true;
      const first = Array.from(form.elements).find((el): el is HTMLInputElement => el instanceof HTMLInputElement && !el.validity.valid);
      first?.focus();
      return false;
    },
    [collect],
  );

  /** Once a submit was tried, messages follow the typing. */
  const onInput = useCallback(
    (event: React.FormEvent<HTMLFormElement>) => {
      if (attempted.current) collect(event.currentTarget);
      else applyMinLengths(event.currentTarget);
    },
    [collect],
  );

  const reset = useCallback(() => {
    attempted.current = false;
    setFieldErrors({});
  }, []);

  return { fieldErrors, check, onInput, reset };
}

type InputProps = Omit<React.InputHTMLAttributes<HTMLInputElement>, 'id'>;

export interface TextFieldProps extends InputProps {
  label: string;
  name: string;
  error?: string;
  hint?: string;
}

export function TextField({ label, name, error, hint, minLength, type = 'text', ...input }: TextFieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
        {input.required && <span aria-hidden="true"> *</span>}
      </label>
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      <input
        id={id}
        name={name}
        type={type}
        minLength={minLength}
        data-minlength={minLength}
        data-label={label}
        aria-invalid={error ? true : undefined}
        aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined}
        className={styles.input}
        {...input}
      />
      {error && (
        <p id={errorId} className={styles.fieldError}>
          {error}
        </p>
      )}
    </div>
  );
}

export function CheckboxField({ label, name, ...input }: Omit<InputProps, 'type'> & { label: React.ReactNode; name: string }) {
  const id = useId();
  return (
    <div className={styles.checkbox}>
      <input id={id} name={name} type="checkbox" {...input} />
      <label htmlFor={id}>{label}</label>
    </div>
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

export function SubmitButton({ busy, busyLabel, children }: { busy: boolean; busyLabel: string; children: React.ReactNode }) {
  return (
    <button type="submit" className={`button ${styles.submit}`} disabled={busy} aria-busy={busy || undefined}>
      {busy ? busyLabel : children}
    </button>
  );
}
