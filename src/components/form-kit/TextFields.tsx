/** Text-like fields: text, email, tel, password, and the multi-line text area. */
import React from 'react';
import { useFormContext } from 'react-hook-form';
import { FieldLabel, FieldMessages, useFieldError, useFieldIds, type FieldBaseProps } from './FieldFrame';
import { PHONE_INPUT_PATTERN } from '../../../contract/phone';
import { PHONE_HINT } from './messages';
import * as styles from './Fields.module.css';

type NativeInputProps = Omit<React.InputHTMLAttributes<HTMLInputElement>, 'id' | 'name' | 'type' | 'required' | 'onChange' | 'onBlur' | 'value'>;

export interface TextFieldProps extends FieldBaseProps, NativeInputProps {
  type?: 'text' | 'email' | 'tel' | 'password';
  /** Rewrites what is typed as it is typed (a card number in groups of four): the new text and the one before. */
  format?: (typed: string, previous: string) => string;
}

export function TextField({ name, label, hint, required, type = 'text', minLength, format, ...input }: TextFieldProps) {
  const { register, getValues } = useFormContext();
  const registered = register(name);
  const onChange: typeof registered.onChange = format
    ? (event) => {
        const input = event.target as HTMLInputElement;
        input.value = format(input.value, String(getValues(name) ?? ''));
        return registered.onChange(event);
      }
    : registered.onChange;
  const error = useFieldError(name, { label, kind: type, minLength });
  const { id, hintId, errorId, describedBy } = useFieldIds(hint, error);
  return (
    <div className={styles.field}>
      <FieldLabel htmlFor={id} label={label} required={required} />
      <input
        id={id}
        type={type}
        // The browser's own constraints stay for the form sent before scripts run; the resolver checks them after.
        required={required}
        minLength={minLength}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={styles.input}
        {...input}
        {...registered}
        onChange={onChange}
      />
      <FieldMessages hintId={hintId} hint={hint} errorId={errorId} error={error} />
    </div>
  );
}

/** Phone: optional, with the international dialling code (SPEC 5). */
export function PhoneField({ name = 'phone', label = 'Phone' }: { name?: string; label?: string }) {
  return <TextField name={name} label={label} type="tel" autoComplete="tel" inputMode="tel" maxLength={40} pattern={PHONE_INPUT_PATTERN} hint={PHONE_HINT} />;
}

export interface TextAreaFieldProps extends FieldBaseProps {
  maxLength?: number;
  rows?: number;
}

export function TextAreaField({ name, label, hint, required, maxLength, rows = 6 }: TextAreaFieldProps) {
  const { register } = useFormContext();
  const error = useFieldError(name, { label });
  const { id, hintId, errorId, describedBy } = useFieldIds(hint, error);
  return (
    <div className={styles.field}>
      <FieldLabel htmlFor={id} label={label} required={required} />
      <textarea
        id={id}
        required={required}
        maxLength={maxLength}
        rows={rows}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={styles.textarea}
        {...register(name)}
      />
      <FieldMessages hintId={hintId} hint={hint} errorId={errorId} error={error} />
    </div>
  );
}
