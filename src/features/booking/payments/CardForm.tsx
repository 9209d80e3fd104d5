import React, { useEffect, useMemo, useRef } from 'react';
import { useWatch } from 'react-hook-form';
import { cardBrand, cardBrandLabel, cardDigits, formatCardNumber, formatExpiry, validateCard, type CardInput } from '../../../../contract/payment-rules';
import { todayInNz } from '../../../../contract/dates';
import { contractResolver, KitForm, TextField, useKitForm } from '../../../components/form-kit';
import * as forms from '../Forms.module.css';
import * as styles from './Payments.module.css';

export interface CardFormProps {
  /** 'Pay NZ$198', or null while the amount is not valid. */
  payLabel: string | null;
  busy: boolean;
  /** Called with a valid card; the form keeps what was typed (a declined card can be corrected). */
  onPay: (card: CardInput) => void;
  /** Any change starts a new payment attempt (a new idempotency key). */
  onEdit: () => void;
  /** The answer of the last attempt (a decline), shown just above the Pay button. */
  alert?: React.ReactNode;
}

const EMPTY: CardInput = { number: '', expiry: '', cvc: '', name: '' };
const cvcDigits = (typed: string) => typed.replace(/\D/g, '').slice(0, 4);

/**
 * The embedded test gateway's card form (TEST MODE only: the card goes to our API, which keeps
 * brand, last 4 and expiry, never the number or CVC). Checked by the API's card schema and the
 * contract's card rules, each field when it is left and all of them on Pay, the focus moving to
 * the first one to fix.
 */
export function CardForm({ payLabel, busy, onPay, onEdit, alert }: CardFormProps) {
  const resolver = useMemo(() => contractResolver<CardInput>(() => import('../../../../contract/payments').then((m) => m.PaymentCardInputSchema), { rules: (card) => validateCard(card, todayInNz()) }), []);
  const { form, submitWith } = useKitForm<CardInput>({ resolver, defaultValues: EMPTY, mode: 'onTouched' });
  const brand = cardBrand(cardDigits((useWatch({ control: form.control, name: 'number' }) as string | undefined) ?? ''));
  const edited = useRef(onEdit);
  useEffect(() => {
    edited.current = onEdit;
  }, [onEdit]);
  useEffect(() => {
    const watching = form.watch((_values, { type }) => {
      if (type === 'change') edited.current();
    });
    return () => watching.unsubscribe();
  }, [form]);

  const pay = submitWith((card) => {
    if (!payLabel || busy) return;
    onPay({ ...card, number: cardDigits(card.number) });
  });

  return (
    <KitForm form={form} onSubmit={pay} className={forms.form} aria-labelledby="card-form-title" noteOptional={false}>
      <h4 id="card-form-title" className={styles.formTitle}>
        Card details
      </h4>
      <TextField
        name="number"
        label="Card number"
        required
        format={formatCardNumber}
        hint={brand !== 'unknown' ? cardBrandLabel(brand) : undefined}
        autoComplete="cc-number"
        inputMode="numeric"
        placeholder="1234 1234 1234 1234"
        maxLength={23}
      />
      <div className={styles.cardRow}>
        <TextField
          name="expiry"
          label="Expiry date (MM/YY)"
          required
          format={formatExpiry}
          autoComplete="cc-exp"
          inputMode="numeric"
          placeholder="MM / YY"
          maxLength={7}
        />
        <TextField
          name="cvc"
          label="Security code (CVC)"
          required
          format={cvcDigits}
          hint={brand === 'amex' ? '4 digits on the front' : '3 digits on the back'}
          autoComplete="cc-csc"
          inputMode="numeric"
          maxLength={4}
        />
      </div>
      <TextField name="name" label="Name on card" required autoComplete="cc-name" maxLength={120} />
      {alert}
      <div className={styles.payRow}>
        <button type="submit" className={`button ${styles.payButton}`} disabled={busy || !payLabel}>
          {busy ? 'Processing payment…' : (payLabel ?? 'Pay')}
        </button>
      </div>
    </KitForm>
  );
}
