import React from 'react';
import type { Booking } from '../../../../contract/bookings';
import { formatNzd } from '../../../../contract/money';
import { amountOptions, type AmountChoiceKey } from './payment-options';
import * as forms from '../Forms.module.css';
import * as field from '../../../components/form-kit/Fields.module.css';
import * as styles from './Payments.module.css';

export interface AmountChoiceProps {
  booking: Booking;
  choice: AmountChoiceKey;
  typed: string;
  /** Shown under 'Another amount' once the customer has typed or tried to pay. */
  error?: string;
  disabled: boolean;
  onChoice: (choice: AmountChoiceKey) => void;
  onTyped: (value: string) => void;
}

/** Deposit, the whole balance or another amount (SPEC 9: the full balance inside 56 days). */
export function AmountChoice({ booking, choice, typed, error, disabled, onChoice, onTyped }: AmountChoiceProps) {
  const options = amountOptions(booking);
  if (options.length === 1) {
    return (
      <p className={styles.single}>
        {booking.can_pay_partially ? 'Amount to pay' : 'The full balance is due now'}: <strong>{formatNzd(options[0].amount ?? 0)}</strong>
      </p>
    );
  }
  return (
    <fieldset className={forms.fieldset} disabled={disabled}>
      <legend className={styles.legend}>How much would you like to pay now?</legend>
      <div className={styles.options}>
        {options.map((o) => (
          <label key={o.key} className={`${styles.option} ${choice === o.key ? styles.optionChosen : ''}`}>
            <input type="radio" name="amount-choice" value={o.key} checked={choice === o.key} onChange={() => onChoice(o.key)} />
            <span className={styles.optionLabel}>{o.label}</span>
            {o.amount !== null && <span className={styles.optionAmount}>{formatNzd(o.amount)}</span>}
          </label>
        ))}
      </div>
      {choice === 'other' && (
        <div className={`${field.field} ${styles.otherAmount}`}>
          <label htmlFor="other-amount" className={field.label}>
            Amount in NZD
          </label>
          <p id="other-amount-hint" className={field.hint}>
            Between {formatNzd(booking.minimum_payment)} and {formatNzd(booking.balance_remaining)}
          </p>
          <div className={styles.currencyInput}>
            <span aria-hidden="true">NZ$</span>
            <input
              id="other-amount"
              className={field.input}
              value={typed}
              onChange={(e) => onTyped(e.target.value)}
              inputMode="decimal"
              autoComplete="off"
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? 'other-amount-hint other-amount-error' : 'other-amount-hint'}
            />
          </div>
          {error && (
            <p id="other-amount-error" className={field.fieldError}>
              {error}
            </p>
          )}
        </div>
      )}
    </fieldset>
  );
}
