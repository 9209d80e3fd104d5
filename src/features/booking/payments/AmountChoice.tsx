import React from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { Booking } from '../../../../contract/bookings';
import { formatNzd } from '../../../../contract/money';
import { amountOptions, chosenAmount, type AmountChoiceKey } from './payment-options';
import * as forms from '../Forms.module.css';
import * as field from '../../../components/form-kit/Fields.module.css';
import * as styles from './Payments.module.css';

export interface AmountValues {
  choice: AmountChoiceKey;
  typed: string;
}

/**
 * The amount part of the payment page, on react-hook-form. It is not a form of its own: the
 * amount feeds whichever payment form the gateway uses (the test card form or Stripe's Payment
 * Element), so each of them asks `amountToPay` before it sends.
 */
export function useAmountForm(booking: Booking) {
  const options = amountOptions(booking);
  const form = useForm<AmountValues>({ defaultValues: { choice: options[0]?.key ?? 'balance', typed: '' }, mode: 'onChange' });
  const watched = useWatch({ control: form.control });
  // A choice the booking no longer offers (its deposit was just paid) falls back to the first one.
  const choice = options.some((o) => o.key === watched.choice) ? watched.choice! : (options[0]?.key ?? 'balance');
  const typed = watched.typed ?? '';
  const chosen = chosenAmount(booking, choice, typed);
  const amount = 'amount' in chosen ? chosen.amount : null;

  /** The amount, or null with the reason shown under the field (and the focus on it). */
  async function amountToPay(): Promise<number | null> {
    if (choice !== 'other') return amount;
    return (await form.trigger('typed', { shouldFocus: true })) ? amount : null;
  }

  return { form, booking, options, choice, amount, amountToPay };
}

export type AmountForm = ReturnType<typeof useAmountForm>;

export interface AmountChoiceProps {
  amountForm: AmountForm;
  disabled: boolean;
  /** The customer changed the amount: a new payment attempt. */
  onEdit: () => void;
}

/** Deposit, the whole balance or another amount (SPEC 9: the full balance inside 56 days). */
export function AmountChoice({ amountForm, disabled, onEdit }: AmountChoiceProps) {
  const { form, booking, options, choice } = amountForm;
  const { register, formState, clearErrors } = form;
  if (options.length === 1) {
    return (
      <p className={styles.single}>
        {booking.can_pay_partially ? 'Amount to pay' : 'The full balance is due now'}: <strong>{formatNzd(options[0].amount ?? 0)}</strong>
      </p>
    );
  }
  const error = choice === 'other' ? formState.errors.typed?.message : undefined;
  const choiceField = register('choice', {
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => {
      onEdit();
      if (event.target.value !== 'other') clearErrors('typed');
    },
  });
  const typedField = register('typed', {
    onChange: onEdit,
    validate: (typed, values) => {
      const chosen = chosenAmount(booking, values.choice, typed);
      return 'error' in chosen ? chosen.error : true;
    },
  });
  return (
    <fieldset className={forms.fieldset} disabled={disabled}>
      <legend className={styles.legend}>How much would you like to pay now?</legend>
      <div className={styles.options}>
        {options.map((o) => (
          <label key={o.key} className={`${styles.option} ${choice === o.key ? styles.optionChosen : ''}`}>
            <input type="radio" value={o.key} {...choiceField} />
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
              inputMode="decimal"
              autoComplete="off"
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? 'other-amount-hint other-amount-error' : 'other-amount-hint'}
              {...typedField}
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
