/**
 * Stripe's Payment Element (loaded only when GATSBY_STRIPE_PUBLISHABLE_KEY is set: PaymentPanel
 * imports this module lazily, so the default build never fetches Stripe's code). Card data goes
 * from the browser to Stripe; our API creates the Payment Intent and records its outcome.
 */
import React, { useEffect, useMemo, useState } from 'react';
import { loadStripe, type Stripe } from '@stripe/stripe-js';
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import type { PaymentResponse } from '../../../../contract/payments';
import * as styles from './Payments.module.css';

export interface StripeCheckoutProps {
  publishableKey: string;
  /** NZD dollars, or null while the chosen amount is not valid. */
  amount: number | null;
  payLabel: string | null;
  busy: boolean;
  setBusy: (busy: boolean) => void;
  /** Creates (or, for the same attempt, finds again) the Payment Intent. */
  createIntent: () => Promise<PaymentResponse | null>;
  /** Asks our API to record the outcome once Stripe has confirmed. */
  confirmed: (paymentId: number) => Promise<void>;
  /** A message for the customer (Stripe's card errors are written for customers). */
  failed: (message: string, sameAttempt: boolean) => void;
  /** The answer of the last attempt, shown just above the Pay button. */
  alert?: React.ReactNode;
}

let stripePromise: Promise<Stripe | null> | null = null;

function Inner({ amount, payLabel, busy, setBusy, createIntent, confirmed, failed, alert }: Omit<StripeCheckoutProps, 'publishableKey'>) {
  const stripe = useStripe();
  const elements = useElements();

  useEffect(() => {
    if (elements && amount) elements.update({ amount: Math.round(amount * 100) });
  }, [elements, amount]);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (!stripe || !elements || !amount || busy) return;
    setBusy(true);
    try {
      const { error: invalid } = await elements.submit();
      if (invalid) return failed(invalid.message ?? 'Please check your payment details.', true);
      const created = await createIntent();
      if (!created) return;
      if (created.payment.status === 'succeeded') return confirmed(created.payment.id);
      if (!created.payment.client_secret) return failed('We could not start the payment. Please try again.', true);
      const { error } = await stripe.confirmPayment({
        elements,
        clientSecret: created.payment.client_secret,
        confirmParams: { return_url: window.location.href },
        redirect: 'if_required',
      });
      // A declined card can be corrected and retried on the same intent (same attempt).
      if (error) return failed(error.message ?? 'Your payment could not be completed. Please try again.', error.type === 'card_error' || error.type === 'validation_error');
      await confirmed(created.payment.id);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} aria-labelledby="stripe-form-title" className={styles.stripeForm}>
      <h4 id="stripe-form-title" className={styles.formTitle}>
        Payment details
      </h4>
      <PaymentElement options={{ layout: 'tabs' }} />
      {alert}
      <div className={styles.payRow}>
        <button type="submit" className={`button ${styles.payButton}`} disabled={busy || !payLabel || !stripe}>
          {busy ? 'Processing payment…' : (payLabel ?? 'Pay')}
        </button>
      </div>
    </form>
  );
}

export default function StripeCheckout(props: StripeCheckoutProps) {
  const [stripe] = useState(() => (stripePromise ??= loadStripe(props.publishableKey)));
  const options = useMemo(
    () => ({
      mode: 'payment' as const,
      currency: 'nzd',
      amount: Math.max(50, Math.round((props.amount ?? 1) * 100)),
      appearance: { theme: 'stripe' as const, variables: { colorPrimary: '#2f5a3a', borderRadius: '6px' } },
    }),
    // The amount is updated through elements.update; the Elements options are read once.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  );
  return (
    <Elements stripe={stripe} options={options}>
      <Inner {...props} />
    </Elements>
  );
}
