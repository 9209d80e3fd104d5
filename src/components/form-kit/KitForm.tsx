/**
 * The form element every form uses, with the server's errors listed above its fields, and the
 * submit button. The form posts (so a submit made before scripts arrive never puts a name, an
 * email or a password in an address) and leaves validation to the kit.
 */
import React from 'react';
import { FormProvider, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { OptionalNoteContext } from './FieldFrame';
import { schemaPreloads } from './useKitForm';
import * as styles from './Fields.module.css';

export interface KitFormProps<V extends FieldValues> extends Omit<React.FormHTMLAttributes<HTMLFormElement>, 'onSubmit' | 'method' | 'noValidate'> {
  form: UseFormReturn<V>;
  onSubmit: (event?: React.BaseSyntheticEvent) => Promise<void>;
  /** The <form> element (React 19 passes a ref as a prop). */
  ref?: React.Ref<HTMLFormElement>;
  /** Whether optional fields say '(optional)' (true) or only required ones carry a mark. */
  noteOptional?: boolean;
  children: React.ReactNode;
}

export function KitForm<V extends FieldValues>({ form, onSubmit, noteOptional = true, children, onFocus, ...props }: KitFormProps<V>) {
  // Someone has begun the form: fetch the schema it is checked by, so it is there when they send.
  const begin = (event: React.FocusEvent<HTMLFormElement>) => {
    schemaPreloads.get(form.control)?.();
    onFocus?.(event);
  };
  return (
    <FormProvider {...form}>
      <OptionalNoteContext.Provider value={noteOptional}>
        <form method="post" noValidate onSubmit={(event) => void onSubmit(event)} onFocus={begin} {...props}>
          {children}
        </form>
      </OptionalNoteContext.Provider>
    </FormProvider>
  );
}

/** The server's errors, one line each; always in the page so a new one is announced. */
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

export interface SubmitButtonProps extends Omit<React.ButtonHTMLAttributes<HTMLButtonElement>, 'type' | 'children'> {
  /** Sending: the button says `busyLabel` and waits. */
  busy: boolean;
  busyLabel: string;
  /** A modifier of the `button` class, like 'button--secondary'. */
  className?: string;
  /** Out of reach for a reason of the form's own (nothing to send yet, a locked booking), as well as while busy. */
  disabled?: boolean;
  children: React.ReactNode;
}

export function SubmitButton({ busy, busyLabel, className, disabled, children, ...button }: SubmitButtonProps) {
  return (
    <button type="submit" className={`button ${className ?? ''}`.trim()} disabled={busy || disabled} aria-busy={busy || undefined} {...button}>
      {busy ? busyLabel : children}
    </button>
  );
}
