/**
 * The payment gateway adapter. Two implementations, chosen by configuration:
 * - `test` (default, no keys): the embedded test gateway. The card is posted to our API (test
 *   mode only), checked against Stripe's published test numbers and charged on the spot.
 * - `stripe` (STRIPE_SECRET_KEY set): Payment Intents. Our API creates the intent; the browser
 *   confirms it with Stripe's Payment Element, so card data never reaches us; the webhook (or
 *   a refresh from the page) records the outcome.
 * Both record payments the same way (service.ts), so the rest of the system cannot tell.
 */
import type { AppConfig } from '../../config';
import type { CardInput } from '../../../contract/payment-rules';
import { createTestGateway } from './test-gateway';
import { createStripeGateway } from './stripe-gateway';

export interface CardSummary {
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
}

export interface ChargeRequest {
  amountCents: number;
  /** Ours; also sent to the provider so a retry never charges twice. */
  idempotencyKey: string;
  bookingId: number;
  paymentId: number;
  description: string;
  /** Only for the embedded test gateway. */
  card?: CardInput;
}

/** What the provider says about one payment. */
export type GatewayOutcome =
  | { status: 'succeeded'; reference: string; amountCents: number; card: CardSummary | null }
  | { status: 'failed'; reference: string | null; amountCents: number; card: CardSummary | null; code: string; message: string }
  /** The browser still has to confirm it (Stripe): the Payment Element needs the client secret. */
  | { status: 'pending'; reference: string; amountCents: number; clientSecret: string | null; card: CardSummary | null };

export interface PaymentGateway {
  provider: 'test' | 'stripe';
  /** True when no real money can move. */
  testMode: boolean;
  /** 'card': the card is posted to us and charged at once; 'client': the browser confirms with the provider. */
  flow: 'card' | 'client';
  charge(request: ChargeRequest): Promise<GatewayOutcome>;
  /** The provider's current view of a payment (client flow); null when the provider has none. */
  retrieve(reference: string): Promise<GatewayOutcome | null>;
  /**
   * Gives back (part of) a succeeded payment. The idempotency key makes a retry refund once.
   * Throws GatewayUnavailableError when the provider cannot be reached (nothing was decided).
   */
  refund(request: RefundRequest): Promise<RefundOutcome>;
}

export interface RefundRequest {
  /** The payment's provider reference (pi_… or test_pi_…). */
  reference: string;
  amountCents: number;
  idempotencyKey: string;
}

export type RefundOutcome = { status: 'succeeded' | 'pending'; reference: string } | { status: 'failed'; reference: string | null; message: string };

/** A failure talking to the provider (network, 5xx, bad key): nothing was decided, retrying is safe. */
export class GatewayUnavailableError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'GatewayUnavailableError';
  }
}

export function createGateway(config: Pick<AppConfig, 'stripeSecretKey' | 'stripeApiBase'>): PaymentGateway {
  if (config.stripeSecretKey) return createStripeGateway({ secretKey: config.stripeSecretKey, apiBase: config.stripeApiBase });
  return createTestGateway();
}
