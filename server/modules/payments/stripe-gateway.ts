/**
 * Stripe Payment Intents over Stripe's REST API (form-encoded, Bearer key), with our payment's
 * idempotency key as Stripe's `Idempotency-Key`, so a retried request returns the same intent
 * and can never create a second charge. Amounts are integer cents NZD ("amount": 9900 is
 * NZ$99). The browser confirms the intent with the Payment Element (card data never reaches
 * us); `intentOutcome` turns an intent (from the API or a webhook event) into our outcome.
 */
import { DECLINE_MESSAGES, type DeclineCode } from './test-gateway';
import { GatewayUnavailableError, type CardSummary, type GatewayOutcome, type PaymentGateway } from './gateway';

export interface StripeIntent {
  id: string;
  object?: string;
  amount: number;
  amount_received?: number;
  currency?: string;
  status: string;
  client_secret?: string | null;
  metadata?: Record<string, string>;
  last_payment_error?: { code?: string; decline_code?: string; message?: string } | null;
  latest_charge?: string | ({ payment_method_details?: { card?: { brand?: string; last4?: string; exp_month?: number; exp_year?: number } } } & Record<string, unknown>) | null;
}

const TIMEOUT_MS = 15_000;

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

export function createStripeGateway(options: { secretKey: string; apiBase: string }): PaymentGateway {
  const base = options.apiBase.replace(/\/+$/, '');

  async function call(method: 'GET' | 'POST', path: string, form?: URLSearchParams, idempotencyKey?: string): Promise<StripeIntent> {
    const headers: Record<string, string> = { Authorization: `Bearer ${options.secretKey}` };
    if (form) headers['Content-Type'] = 'application/x-www-form-urlencoded';
    if (idempotencyKey) headers['Idempotency-Key'] = idempotencyKey;
    let response: Response;
    try {
      response = await fetch(`${base}${path}`, { method, headers, body: form?.toString(), signal: AbortSignal.timeout(TIMEOUT_MS) });
    } catch {
      throw new GatewayUnavailableError('Stripe could not be reached');
    }
    const body = (await response.json().catch(() => null)) as (StripeIntent & { error?: { message?: string } }) | null;
    if (!response.ok || !body || body.error) throw new GatewayUnavailableError(`Stripe answered ${response.status}: ${body?.error?.message ?? 'no body'}`);
    return body;
  }

  return {
    provider: 'stripe',
    testMode: options.secretKey.startsWith('sk_test_'),
    flow: 'client',
    async charge(request) {
      const form = new URLSearchParams({
        amount: String(request.amountCents),
        currency: 'nzd',
        'automatic_payment_methods[enabled]': 'true',
        description: request.description,
        'metadata[booking_id]': String(request.bookingId),
        'metadata[payment_id]': String(request.paymentId),
      });
      return intentOutcome(await call('POST', '/v1/payment_intents', form, request.idempotencyKey));
    },
    async retrieve(reference) {
      if (!/^pi_[A-Za-z0-9_]+$/.test(reference)) return null;
      return intentOutcome(await call('GET', `/v1/payment_intents/${reference}?expand[]=latest_charge`));
    },
    async refund(request) {
      const form = new URLSearchParams({ payment_intent: request.reference, amount: String(request.amountCents) });
      const refund = (await call('POST', '/v1/refunds', form, request.idempotencyKey)) as unknown as { id: string; status?: string; failure_reason?: string };
      if (refund.status === 'failed' || refund.status === 'canceled') return { status: 'failed', reference: refund.id ?? null, message: refund.failure_reason ?? 'The refund failed.' };
      return { status: refund.status === 'succeeded' ? 'succeeded' : 'pending', reference: refund.id };
    },
  };
}
