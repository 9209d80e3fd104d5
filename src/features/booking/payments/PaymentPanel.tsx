import React, { Suspense, useRef, useState } from 'react';
import { Link } from 'gatsby';
import type { Booking } from '../../../../contract/bookings';
import { cardBrandLabel, type CardInput } from '../../../../contract/payment-rules';
import type { PaymentResponse, PaymentResult } from '../../../../contract/payments';
import { useAppDispatch } from '../../../state/store';
import { bookingLoaded } from '../booking-slice';
import { readDetail, errorMessages } from '../bookings-api';
import { declinedPayment, useMakePaymentMutation, usePaymentsConfigQuery, useRefreshPaymentMutation } from './payments-api';
import type { ApiError } from '../../../state/api';
import { formatNzd } from '../../../../contract/money';
import { Spinner } from '../Spinner';
import { AmountChoice, useAmountForm } from './AmountChoice';
import { CardForm } from './CardForm';
import { TestModeNotice } from './TestModeNotice';
import { newIdempotencyKey } from './payment-options';
import { receiptPath } from './paths';
import * as styles from './Payments.module.css';

// Only a build with a publishable key can fetch Stripe's code (webpack drops this import otherwise).
const PUBLISHABLE_KEY = process.env.GATSBY_STRIPE_PUBLISHABLE_KEY || '';
const StripeCheckout = process.env.GATSBY_STRIPE_PUBLISHABLE_KEY ? React.lazy(() => import('./StripeCheckout')) : null;

const FALLBACK = 'Your payment could not be completed. Please try again.';

export interface PaymentPanelProps {
  booking: Booking;
  tour: string;
  contact: { phone: string; phone_href: string; email: string } | null;
}

/** Retrying is only safe as the same attempt when we do not know what happened (network, 5xx). */
const outcomeUnknown = (error: unknown) => {
  const status = (error as ApiError | undefined)?.status ?? 0;
  return status === 0 || status >= 500;
};

/**
 * Choose an amount, enter the card (test gateway) or use Stripe's Payment Element, pay. One
 * idempotency key per attempt: a retry after a network failure reuses it (never a second
 * charge); changing the amount or the card, or a decline, starts a new attempt.
 */
export function PaymentPanel({ booking, tour, contact }: PaymentPanelProps) {
  const dispatch = useAppDispatch();
  const config = usePaymentsConfigQuery();
  const [makePayment] = useMakePaymentMutation();
  const [refreshPayment] = useRefreshPaymentMutation();
  const amountForm = useAmountForm(booking);
  const { options, amount } = amountForm;
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<string[]>([]);
  const [paid, setPaid] = useState<PaymentResult | null>(null);
  const attempt = useRef<string | null>(null);
  // Bumped after a success: the card form starts empty again (nothing of the card lingers).
  const [formKey, setFormKey] = useState(0);

  const payLabel = amount !== null ? `Pay ${formatNzd(amount)}` : null;
  const newAttempt = () => {
    attempt.current = null;
  };

  const loadAnswer = (answer: PaymentResponse) => {
    const detail = readDetail(answer as unknown as Record<string, unknown>);
    if (detail) dispatch(bookingLoaded(detail));
  };

  const succeeded = (answer: PaymentResponse) => {
    loadAnswer(answer);
    setPaid(answer.payment);
    setFormKey((k) => k + 1);
    newAttempt();
    amountForm.form.reset({ choice: 'balance', typed: '' });
  };

  /** Sends the attempt; null when it did not go through (the errors are shown). */
  async function send(card?: CardInput): Promise<PaymentResponse | null> {
    const amount = await amountForm.amountToPay();
    if (amount === null) return null;
    attempt.current ??= newIdempotencyKey();
    setErrors([]);
    setPaid(null);
    const result = await makePayment({ bookingId: booking.id, amount, idempotencyKey: attempt.current, card });
    if ('data' in result && result.data) return result.data;
    const declined = declinedPayment(result.error);
    if (declined) {
      loadAnswer(declined);
      setErrors(declined.errors ?? [declined.payment.message ?? FALLBACK]);
      newAttempt();
      return null;
    }
    setErrors(errorMessages(result.error, FALLBACK));
    if (!outcomeUnknown(result.error)) newAttempt();
    return null;
  }

  async function payByCard(card: CardInput) {
    setBusy(true);
    try {
      const answer = await send(card);
      if (answer?.payment.status === 'succeeded') succeeded(answer);
    } finally {
      setBusy(false);
    }
  }

  async function stripeConfirmed(paymentId: number) {
    const result = await refreshPayment({ bookingId: booking.id, paymentId });
    if ('data' in result && result.data) {
      if (result.data.payment.status === 'succeeded') succeeded(result.data);
      else {
        loadAnswer(result.data);
        setErrors(['Your payment is being processed. We will email your receipt as soon as it completes.']);
      }
      return;
    }
    const declined = declinedPayment(result.error);
    setErrors(declined ? (declined.errors ?? [FALLBACK]) : errorMessages(result.error, FALLBACK));
  }

  // The server's status (contract/booking-lifecycle.ts), never one computed here.
  const status = booking.status;
  const gateway = config.data;
  // Shown next to the Pay button, where the customer is looking when it answers.
  const alert =
    errors.length > 0 ? (
      <div className={styles.errorBox} role="alert">
        {errors.map((e) => (
          <p key={e}>{e}</p>
        ))}
      </div>
    ) : null;

  return (
    <>
      {paid && (
        <section className={`${styles.panel} ${styles.success}`} role="status" aria-labelledby="paid-title">
          <h3 id="paid-title" className={styles.successTitle}>
            Payment received, thank you!
          </h3>
          <p>
            We received <strong>{formatNzd(paid.amount)}</strong>
            {paid.card ? ` from your ${cardBrandLabel(paid.card.brand)} ending ${paid.card.last4}` : ''}. Your reference is{' '}
            <span className={styles.reference}>{paid.reference}</span>. We will email you a receipt.
          </p>
          <dl className={styles.facts}>
            <div>
              <dt>Booking status</dt>
              <dd>{status}</dd>
            </div>
            <div>
              <dt>Paid so far</dt>
              <dd>{formatNzd(booking.total_paid)}</dd>
            </div>
            <div>
              <dt>Balance remaining</dt>
              <dd>{booking.balance_remaining > 0 ? formatNzd(booking.balance_remaining) : 'Paid in full'}</dd>
            </div>
          </dl>
          <p className={styles.links}>
            <Link to={receiptPath(booking.id, tour)} className="button">
              View your receipt
            </Link>
            <Link to="/user/">Back to My tours</Link>
          </p>
        </section>
      )}

      {options.length > 0 && (
        <section className={styles.panel} aria-labelledby="pay-title">
          <h3 id="pay-title" className={styles.panelTitle}>
            {paid ? 'Make another payment' : 'Make a payment'}
          </h3>
          <AmountChoice amountForm={amountForm} disabled={busy} onEdit={newAttempt} />
          {config.isLoading && (
            <div className={styles.loading} role="status">
              <Spinner /> Loading the payment form…
            </div>
          )}
          {config.isError && <p className={styles.errorBox}>We could not load the payment form. Please refresh the page to try again.</p>}
          {gateway?.flow === 'card' && (
            <>
              <TestModeNotice cards={gateway.test_cards} />
              <CardForm key={formKey} alert={alert} payLabel={payLabel} busy={busy} onPay={payByCard} onEdit={newAttempt} />
            </>
          )}
          {gateway?.flow === 'client' && StripeCheckout && (
            <Suspense
              fallback={
                <div className={styles.loading} role="status">
                  <Spinner /> Loading secure payment…
                </div>
              }
            >
              {gateway.test_mode && <TestModeNotice cards={[]} />}
              <StripeCheckout
                alert={alert}
                publishableKey={PUBLISHABLE_KEY}
                amount={amount}
                payLabel={payLabel}
                busy={busy}
                setBusy={setBusy}
                createIntent={() => send()}
                confirmed={stripeConfirmed}
                failed={(message, sameAttempt) => {
                  setErrors([message]);
                  if (!sameAttempt) newAttempt();
                }}
              />
            </Suspense>
          )}
          {gateway?.flow === 'client' && !StripeCheckout && (
            <p className={styles.errorBox}>
              Online card payment is not available right now.
              {contact && (
                <>
                  {' '}
                  Please call us on <a href={contact.phone_href}>{contact.phone}</a> with your booking reference {booking.id}.
                </>
              )}
            </p>
          )}
          <p className={styles.secure}>
            Payments are in New Zealand dollars. We never store your card number or security code.
          </p>
        </section>
      )}
    </>
  );
}
