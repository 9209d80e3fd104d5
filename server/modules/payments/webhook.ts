/**
 * Stripe webhook events, verified with the official package's `webhooks.constructEvent`: the
 * `Stripe-Signature` header (`t=<unix seconds>,v1=<HMAC-SHA256 of "${t}.${raw body}">`, several
 * v1 while a secret is rolled) checked against the endpoint's secret (whsec_…) in constant
 * time, and a timestamp older than the tolerance refused (replays of old captures). The body
 * must be the exact bytes received, so the webhook route keeps the raw body.
 */
import Stripe from 'stripe';

/** Stripe's default (5 minutes), stated so the README and the route's description can say it. */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

export type VerifiedEvent = { ok: true; event: Stripe.Event } | { ok: false; reason: string };

export function verifyStripeEvent(payload: Buffer, header: string | undefined, secret: string, receivedAtMs = Date.now()): VerifiedEvent {
  if (!secret) return { ok: false, reason: 'The webhook secret is not configured.' };
  if (!header) return { ok: false, reason: 'Missing Stripe-Signature header.' };
  try {
    return { ok: true, event: Stripe.webhooks.constructEvent(payload, header, secret, SIGNATURE_TOLERANCE_SECONDS, undefined, receivedAtMs) };
  } catch (error) {
    if (error instanceof Stripe.errors.StripeSignatureVerificationError) {
      // The package's first line says what failed; the rest is advice for developers.
      return { ok: false, reason: `Invalid Stripe signature: ${error.message.split('\n')[0].trim()}` };
    }
    // Signed but not an event we can read (not JSON, a v2 thin event).
    return { ok: false, reason: 'The request body is not a Stripe event.' };
  }
}
