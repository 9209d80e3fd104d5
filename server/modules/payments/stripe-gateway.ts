/**
 * Stripe Payment Intents through the official `stripe` package (one client, pinned API version:
 * stripe-client.ts), with our payment's idempotency key as Stripe's `Idempotency-Key`, so a
 * retried request returns the same intent and can never create a second charge. Amounts are
 * integer cents NZD ("amount": 9900 is NZ$99). The browser confirms the intent with the Payment
 * Element (card data never reaches us); `intentOutcome` turns an intent (from the API or a
 * webhook event) into our outcome.
 */
import Stripe from 'stripe';
import { DECLINE_MESSAGES, type DeclineCode } from './test-gateway';
import { GatewayUnavailableError, type CardSummary, type GatewayOutcome, type PaymentGateway, type RefundOutcome } from './gateway';
import { createStripeClient, type StripeClientOptions } from './stripe-client';

type NullableCard = { brand?: string | null; last4?: string | null; exp_month?: number | null; exp_year?: number | null } | null;

/**
 * The fields of a PaymentIntent we read. `Stripe.PaymentIntent` is assignable to it (the gateway
 * passes the package's objects in), so a change in the package's types that touches them fails
 * the type check; webhook events and tests may carry fewer fields.
 */
export interface StripeIntent {
  id: string;
  amount: number;
  amount_received?: number;
  status: string;
  client_secret?: string | null;
  metadata?: Record<string, string>;
  last_payment_error?: { code?: string; decline_code?: string; message?: string } | null;
  latest_charge?: string | { payment_method_details?: { card?: NullableCard } | null } | null;
}

function cardOf(intent: StripeIntent): CardSummary | null {
  const card = typeof intent.latest_charge === 'object' && intent.latest_charge ? intent.latest_charge.payment_method_details?.card : undefined;
  if (!card?.last4 || !card.exp_month || !card.exp_year) return null;
  return { brand: card.brand ?? 'unknown', last4: card.last4, expMonth: card.exp_month, expYear: card.exp_year };
}

/** A customer-facing message for a Stripe decline (Stripe's own text when we have none). */
export function declineMessage(code: string | undefined, fallback: string | undefined): string {
  if (code && code in DECLINE_MESSAGES) return DECLINE_MESSAGES[code as DeclineCode];
  if (code === 'lost_card' || code === 'stolen_card' || code === 'fraudulent' || code === 'generic_decline' || code === 'do_not_honor') return DECLINE_MESSAGES.card_declined;
  return fallback || DECLINE_MESSAGES.card_declined;
}

export function intentOutcome(intent: StripeIntent): GatewayOutcome {
  const card = cardOf(intent);
  if (intent.status === 'succeeded') {
    return { status: 'succeeded', reference: intent.id, amountCents: intent.amount_received || intent.amount, card };
  }
  if (intent.status === 'canceled') {
    return { status: 'failed', reference: intent.id, amountCents: intent.amount, card, code: 'canceled', message: 'This payment was cancelled. Nothing was charged.' };
  }
  const error = intent.last_payment_error;
  if (intent.status === 'requires_payment_method' && error) {
    const code = error.decline_code || error.code || 'card_declined';
    return { status: 'failed', reference: intent.id, amountCents: intent.amount, card, code, message: declineMessage(code, error.message) };
  }
  return { status: 'pending', reference: intent.id, amountCents: intent.amount, clientSecret: intent.client_secret ?? null, card };
}

/**
 * Errors where Stripe decided something (a request it refused): everything else (network,
 * 5xx after the package's retries, a bad key, rate limits) means nothing was decided.
 */
function refusedByStripe(error: unknown): error is Stripe.errors.StripeInvalidRequestError | Stripe.errors.StripeCardError {
  return error instanceof Stripe.errors.StripeInvalidRequestError || error instanceof Stripe.errors.StripeCardError;
}

function unavailable(error: unknown): GatewayUnavailableError {
  if (error instanceof Stripe.errors.StripeError) return new GatewayUnavailableError(`Stripe answered ${error.statusCode ?? 'nothing'} (${error.type}): ${error.message}`);
  return new GatewayUnavailableError(`Stripe could not be reached: ${error instanceof Error ? error.message : String(error)}`);
}

export function createStripeGateway(options: StripeClientOptions): PaymentGateway {
  const stripe = createStripeClient(options);

  return {
    provider: 'stripe',
    testMode: options.secretKey.startsWith('sk_test_'),
    flow: 'client',
    async charge(request) {
      try {
        const intent = await stripe.paymentIntents.create(
          {
            amount: request.amountCents,
            currency: 'nzd',
            automatic_payment_methods: { enabled: true },
            description: request.description,
            metadata: { booking_id: String(request.bookingId), payment_id: String(request.paymentId) },
          },
          { idempotencyKey: request.idempotencyKey },
        );
        return intentOutcome(intent);
      } catch (error) {
        throw unavailable(error);
      }
    },
    async retrieve(reference) {
      if (!/^pi_[A-Za-z0-9_]+$/.test(reference)) return null;
      try {
        return intentOutcome(await stripe.paymentIntents.retrieve(reference, { expand: ['latest_charge'] }));
      } catch (error) {
        // Stripe has no such intent (another account's key, a deleted test intent).
        if (refusedByStripe(error) && error.code === 'resource_missing') return null;
        throw unavailable(error);
      }
    },
    async refund(request): Promise<RefundOutcome> {
      try {
        const refund = await stripe.refunds.create({ payment_intent: request.reference, amount: request.amountCents }, { idempotencyKey: request.idempotencyKey });
        if (refund.status === 'failed' || refund.status === 'canceled') return { status: 'failed', reference: refund.id, message: refund.failure_reason ?? 'The refund failed.' };
        return { status: refund.status === 'succeeded' ? 'succeeded' : 'pending', reference: refund.id };
      } catch (error) {
        // Refused (already refunded, more than was paid): decided, so not worth retrying.
        if (refusedByStripe(error)) return { status: 'failed', reference: null, message: error.message };
        throw unavailable(error);
      }
    },
  };
}
