/**
 * The form element every form uses, with the server's errors listed above its fields, and the
 * submit button. The form posts (so a submit made before scripts arrive never puts a name, an
 * email or a password in an address) and leaves validation to the kit.
 */
import React from 'react';
import { FormProvider, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { OptionalNoteContext } from './FieldFrame';
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

export function KitForm<V extends FieldValues>({ form, onSubmit, noteOptional = true, children, ...props }: KitFormProps<V>) {
  return (
    <FormProvider {...form}>
      <OptionalNoteContext.Provider value={noteOptional}>
        <form method="post" noValidate onSubmit={(event) => void onSubmit(event)} {...props}>
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

export function SubmitButton({ busy, busyLabel, className, children }: { busy: boolean; busyLabel: string; className?: string; children: React.ReactNode }) {
  return (
    <button type="submit" className={`button ${className ?? ''}`.trim()} disabled={busy} aria-busy={busy || undefined}>
      {busy ? busyLabel : children}
    </button>
  );
}
