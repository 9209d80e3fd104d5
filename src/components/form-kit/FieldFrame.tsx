/**
 * What every field has around its control: the label linked to it, the required mark (or the
 * optional note), a hint and the error text, both named by the control's `aria-describedby`.
 */
import React, { createContext, useContext, useId } from 'react';
import { useFormContext, type FieldError } from 'react-hook-form';
import { messageFor, type MessageContext } from './messages';
import * as styles from './Fields.module.css';

/** Whether optional fields say '(optional)' beside their label (a form-wide choice, see KitForm). */
export const OptionalNoteContext = createContext(true);

export interface FieldBaseProps {
  name: string;
  label: string;
  hint?: string;
  required?: boolean;
}

export function FieldLabel({ htmlFor, label, required, as: Tag = 'label' }: { htmlFor?: string; label: string; required?: boolean; as?: 'label' | 'legend' }) {
  const noteOptional = useContext(OptionalNoteContext);
  return (
    <Tag htmlFor={Tag === 'label' ? htmlFor : undefined} className={Tag === 'label' ? styles.label : styles.legend}>
      {label}
      {required ? (
        <span className={styles.required} aria-hidden="true">
          {' '}
          *
        </span>
      ) : (
        noteOptional && <span className={styles.optional}> (optional)</span>
      )}
    </Tag>
  );
}

/** The field's error as words: a message set by hand (setError) wins over the resolver's rule. */
export function useFieldError(name: string, context: MessageContext): string | undefined {
  const { formState } = useFormContext();
  const error = formState.errors[name] as FieldError | undefined;
  if (!error) return undefined;
  return error.message || messageFor(error.type as Parameters<typeof messageFor>[0], context);
}

/** Ids of the control, its hint and its error, and the `aria-describedby` that names them. */
export function useFieldIds(hint?: string, error?: string) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return { id, hintId, errorId, describedBy: [hintId, errorId].filter(Boolean).join(' ') || undefined };
}

export function FieldMessages({ hintId, hint, errorId, error }: { hintId?: string; hint?: string; errorId?: string; error?: string }) {
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
