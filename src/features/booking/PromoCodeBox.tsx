import React, { useMemo, useState } from 'react';
import type { Booking } from '../../../contract/bookings';
import { errorMessages, isStaleVersion, useUpdateBookingMutation } from './bookings-api';
import { contractResolver, KitForm, TextField, useKitForm } from '../../components/form-kit';
import * as styles from './Booking.module.css';

/** SPEC 7 and 8: PUT promo_code_string; an invalid code says 'Sorry! This Code is invalid'. */
export const PROMO_INVALID = 'Sorry! This Code is invalid';

interface PromoValues {
  promo_code_string: string;
}

export function PromoCodeBox({ booking }: { booking: Booking }) {
  // The request's own schema (64 characters at most); a blank code is the box's own message.
  const resolver = useMemo(
    () =>
      contractResolver<PromoValues>(() => import('../../../contract/bookings').then((m) => m.UpdateBookingSchema), {
        required: ['promo_code_string'],
        messages: { promo_code_string: 'Please enter a promo code.' },
      }),
    [],
  );
  const { form, submitWith } = useKitForm<PromoValues>({ resolver, defaultValues: { promo_code_string: '' } });
  const [applied, setApplied] = useState<string | null>(null);
  const [update, { isLoading }] = useUpdateBookingMutation();
  const current = booking.promo_code_valid && booking.promo_code_string ? booking.promo_code_string : null;

  /** A refusal is the field's error (named by the input, focused); a success is said in the status line. */
  function refuse(text: string) {
    form.setError('promo_code_string', { type: 'server', message: text }, { shouldFocus: true });
  }

  async function send(value: string) {
    setApplied(null);
    form.clearErrors();
    const result = await update({ id: booking.id, fields: { promo_code_string: value } });
    if ('data' in result && result.data) {
      if (!value) setApplied('Promo code removed.');
      else if (result.data.booking.promo_code_valid) {
        setApplied(`Promo code ${result.data.booking.promo_code_string ?? value} applied.`);
        form.reset({ promo_code_string: '' });
      } else refuse(PROMO_INVALID);
      return;
    }
    const status = (result.error as { status?: number } | undefined)?.status ?? 0;
    // The code was read and refused; anything else (offline, server trouble) says what happened.
    const refused = value !== '' && status > 0 && status < 500 && !isStaleVersion(result.error);
    refuse(refused ? PROMO_INVALID : errorMessages(result.error, 'Your promo code could not be saved.').join(' '));
  }

  return (
    <div className={styles.promo}>
      {current && (
        <p className={styles.muted}>
          Your code: <strong>{current}</strong>{' '}
          <button type="button" className={styles.linkButton} onClick={() => void send('')} disabled={isLoading}>
            Remove code
          </button>
        </p>
      )}
      <KitForm form={form} onSubmit={submitWith((values) => send(values.promo_code_string.trim()))} noteOptional={false}>
        <div className={styles.promoRow}>
          <TextField name="promo_code_string" label="Promo code" maxLength={64} autoComplete="off" autoCapitalize="characters" spellCheck={false} />
          <button type="submit" className={`button button--secondary ${styles.promoButton}`} disabled={isLoading}>
            {isLoading ? 'Applying…' : 'Apply'}
          </button>
        </div>
      </KitForm>
      <p role="status" className={styles.muted}>
        {applied ?? ''}
      </p>
    </div>
  );
}
