/**
 * The filter form above a staff list (bookings, departures): a react-hook-form over native
 * fields, applied when sent (the list does not reload on every key), which goes back to page 1;
 * and the polite count line under it.
 */
import React, { useCallback, useId, useState } from 'react';
import { useForm, type DefaultValues, type Path } from 'react-hook-form';
import * as styles from './Staff.module.css';
import { formatNumber } from '../../../contract/money';

export function useListFilters<F extends { [K in keyof F]: string }>(initial: F) {
  const id = useId();
  const form = useForm<F>({ defaultValues: initial as DefaultValues<F> });
  const [applied, setApplied] = useState<F>(initial);
  const [page, setPage] = useState(1);
  /** A field's id (for its label) and react-hook-form's binding. */
  const field = useCallback((name: Path<F>) => ({ id: `${id}-${name}`, ...form.register(name) }), [form, id]);
  const labelFor = (name: Path<F>) => `${id}-${name}`;
  const onSubmit = form.handleSubmit((values) => {
    setApplied(values);
    setPage(1);
  });
  return { field, labelFor, onSubmit, applied, page, setPage };
}

/**
 * The search landmark around the fields, with its one submit button. `disabled`: the page's
 * pre-rendered frame, where the fields are drawn but nothing can be sent before the session is read.
 */
export function ListFilterForm({
  label,
  submitLabel,
  onSubmit,
  disabled = false,
  children,
}: {
  label: string;
  submitLabel: string;
  onSubmit: React.FormEventHandler<HTMLFormElement>;
  disabled?: boolean;
  children: React.ReactNode;
}) {
  return (
    <form role="search" aria-label={label} onSubmit={(event) => void onSubmit(event)}>
      <fieldset className={styles.filters} disabled={disabled}>
        {children}
        <div className={styles.actions}>
          <button type="submit" className="button">
            {submitLabel}
          </button>
        </div>
      </fieldset>
    </form>
  );
}

/**
 * '3 bookings found.', or, when the server stopped counting (`capped`), 'More than 1,000 bookings
 * found…' and how to see the rest.
 */
export function listCountText(total: number, capped: boolean, noun: [one: string, many: string]): string {
  const count = formatNumber(total);
  return capped ? `More than ${count} ${noun[1]} found. The newest ${count} are listed: narrow the search to see older ones.` : `${count} ${total === 1 ? noun[0] : noun[1]} found.`;
}

/** 'Searching…' while the list loads, then its count (listCountText), read out politely. */
export function ListCount({ loading, loadingText, total, capped = false, noun }: { loading: boolean; loadingText: string; total: number | undefined; capped?: boolean; noun: [one: string, many: string] }) {
  return (
    <div role="status" aria-live="polite" className={styles.muted}>
      {loading ? loadingText : total === undefined ? '' : listCountText(total, capped, noun)}
    </div>
  );
}
