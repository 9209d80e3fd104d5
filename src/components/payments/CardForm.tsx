import React, { useState } from 'react';
import { cardBrand, cardBrandLabel, cardDigits, formatCardNumber, formatExpiry, validateCard, type CardErrors, type CardField, type CardInput } from '../../../contract/payment-rules';
import { TextField } from '../booking/Fields';
import { todayInNz } from '../../../contract/dates';
import * as forms from '../booking/Forms.module.css';
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
const ORDER: CardField[] = ['number', 'expiry', 'cvc', 'name'];

/**
 * The embedded test gateway's card form (TEST MODE only: the card goes to our API, which keeps
 * brand, last 4 and expiry, never the number or CVC). Checks each field when it is left and
 * all of them on Pay, moving focus to the first one to fix.
 */
export function CardForm({ payLabel, busy, onPay, onEdit, alert }: CardFormProps) {
  const [card, setCard] = useState<CardInput>(EMPTY);
  const [touched, setTouched] = useState<Partial<Record<CardField, boolean>>>({});
  const [submitted, setSubmitted] = useState(false);
  const errors: CardErrors = validateCard(card, todayInNz());
  const shown = (field: CardField) => (submitted || touched[field] ? errors[field] : undefined);
  const brand = cardBrand(cardDigits(card.number));

  const set = (field: CardField, value: string) => {
    setCard((c) => ({ ...c, [field]: value }));
    onEdit();
  };
  const blur = (field: CardField) => () => setTouched((t) => ({ ...t, [field]: true }));

  function submit(event: React.FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    const first = ORDER.find((f) => errors[f]);
    if (first) {
      document.getElementById(`card-${first}`)?.focus();
      return;
    }
    if (!payLabel || busy) return;
    onPay({ ...card, number: cardDigits(card.number) });
  }

  return (
    <form className={forms.form} onSubmit={submit} noValidate aria-labelledby="card-form-title">
      <h4 id="card-form-title" className={styles.formTitle}>
        Card details
      </h4>
      <TextField
        id="card-number"
        label="Card number"
        required
        value={card.number}
        onChange={(v) => set('number', formatCardNumber(v))}
        onBlur={blur('number')}
        error={shown('number')}
        hint={brand !== 'unknown' ? cardBrandLabel(brand) : undefined}
        autoComplete="cc-number"
        inputMode="numeric"
        placeholder="1234 1234 1234 1234"
        maxLength={23}
      />
      <div className={styles.cardRow}>
        <TextField
          id="card-expiry"
          label="Expiry date (MM/YY)"
          required
          value={card.expiry}
          onChange={(v) => set('expiry', formatExpiry(v, card.expiry))}
          onBlur={blur('expiry')}
          error={shown('expiry')}
          autoComplete="cc-exp"
          inputMode="numeric"
          placeholder="MM / YY"
          maxLength={7}
        />
        <TextField
          id="card-cvc"
          label="Security code (CVC)"
          required
          value={card.cvc}
          onChange={(v) => set('cvc', v.replace(/\D/g, '').slice(0, 4))}
          onBlur={blur('cvc')}
          error={shown('cvc')}
          hint={brand === 'amex' ? '4 digits on the front' : '3 digits on the back'}
          autoComplete="cc-csc"
          inputMode="numeric"
          maxLength={4}
        />
      </div>
      <TextField
        id="card-name"
        label="Name on card"
        required
        value={card.name}
        onChange={(v) => set('name', v)}
        onBlur={blur('name')}
        error={shown('name')}
        autoComplete="cc-name"
        maxLength={120}
      />
      {alert}
      <div className={styles.payRow}>
        <button type="submit" className={`button ${styles.payButton}`} disabled={busy || !payLabel}>
          {busy ? 'Processing payment…' : (payLabel ?? 'Pay')}
        </button>
      </div>
    </form>
  );
}
