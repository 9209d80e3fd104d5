import React, { useId, useState } from 'react';
import type { Booking } from '../../../contract/bookings';
import { errorMessages, isStaleVersion, useUpdateBookingMutation } from '../../state/bookings-api';
import * as styles from './Booking.module.css';
import * as forms from './Forms.module.css';

/** SPEC 7 and 8: PUT promo_code_string; an invalid code says 'Sorry! This Code is invalid'. */
export const PROMO_INVALID = 'Sorry! This Code is invalid';

type Outcome = { kind: 'success' | 'error'; text: string } | null;

export function PromoCodeBox({ booking }: { booking: Booking }) {
  const [code, setCode] = useState('');
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [update, { isLoading }] = useUpdateBookingMutation();
  const inputId = useId();
  const messageId = useId();
  const applied = booking.promo_code_valid && booking.promo_code_string ? booking.promo_code_string : null;

  async function send(value: string) {
    setOutcome(null);
    const result = await update({ id: booking.id, fields: { promo_code_string: value } });
    if ('data' in result && result.data) {
      if (!value) setOutcome({ kind: 'success', text: 'Promo code removed.' });
      else if (result.data.booking.promo_code_valid) {
        setOutcome({ kind: 'success', text: `Promo code ${result.data.booking.promo_code_string ?? value} applied.` });
        setCode('');
      } else setOutcome({ kind: 'error', text: PROMO_INVALID });
      return;
    }
    const status = (result.error as { status?: number } | undefined)?.status ?? 0;
    // The code was read and refused; anything else (offline, server trouble) says what happened.
    const refused = value !== '' && status > 0 && status < 500 && !isStaleVersion(result.error);
    setOutcome({ kind: 'error', text: refused ? PROMO_INVALID : errorMessages(result.error, 'Your promo code could not be saved.').join(' ') });
  }

  return (
    <div className={styles.promo}>
      {applied && (
        <p className={styles.muted}>
          Your code: <strong>{applied}</strong>{' '}
          <button type="button" className={styles.linkButton} onClick={() => void send('')} disabled={isLoading}>
            Remove code
          </button>
        </p>
      )}
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (!event.currentTarget.checkValidity() || !code.trim()) {
            setOutcome({ kind: 'error', text: 'Please enter a promo code.' });
            return;
          }
          void send(code.trim());
        }}
      >
        <label htmlFor={inputId} className={forms.label}>
          Promo code
        </label>
        <div className={styles.promoRow}>
          <input
            id={inputId}
            className={forms.input}
            value={code}
            onChange={(e) => setCode(e.target.value)}
            required
            maxLength={64}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            aria-describedby={outcome ? messageId : undefined}
            aria-invalid={outcome?.kind === 'error' ? true : undefined}
          />
          <button type="submit" className="button button--secondary" disabled={isLoading}>
            {isLoading ? 'Applying…' : 'Apply'}
          </button>
        </div>
      </form>
      <p id={messageId} role={outcome?.kind === 'error' ? 'alert' : 'status'} className={outcome?.kind === 'error' ? forms.fieldError : styles.muted}>
        {outcome?.text ?? ''}
      </p>
    </div>
  );
}
