/**
 * Stripe webhook signatures (https://docs.stripe.com/webhooks#verify-manually): the header
 * `Stripe-Signature: t=<unix seconds>,v1=<hex>[,v1=…]` where v1 is HMAC-SHA256 of
 * `${t}.${rawBody}` keyed with the endpoint's secret (whsec_…). The body must be the exact
 * bytes received, so the webhook route keeps the raw body. Timestamps further than the
 * tolerance from now are refused (replays of old captures).
 */
import crypto from 'node:crypto';

export const SIGNATURE_TOLERANCE_SECONDS = 300;

export function signPayload(payload: string | Buffer, secret: string, timestamp: number): string {
  const signature = crypto.createHmac('sha256', secret).update(`${timestamp}.`).update(payload).digest('hex');
  return `t=${timestamp},v1=${signature}`;
}

export type SignatureCheck = { ok: true } | { ok: false; reason: string };

export function verifyStripeSignature(
  payload: Buffer,
  header: string | undefined,
  secret: string,
  nowSeconds = Math.floor(Date.now() / 1000),
  tolerance = SIGNATURE_TOLERANCE_SECONDS,
): SignatureCheck {
  if (!secret) return { ok: false, reason: 'The webhook secret is not configured.' };
  if (!header) return { ok: false, reason: 'Missing Stripe-Signature header.' };
  let timestamp = NaN;
  const signatures: string[] = [];
  for (const part of header.split(',')) {
    const [key, value] = part.trim().split('=', 2);
    if (key === 't') timestamp = Number(value);
    else if (key === 'v1' && value) signatures.push(value);
  }
  if (!Number.isInteger(timestamp) || signatures.length === 0) return { ok: false, reason: 'Malformed Stripe-Signature header.' };
  if (Math.abs(nowSeconds - timestamp) > tolerance) return { ok: false, reason: 'The signature timestamp is outside the tolerance.' };
  const expected = Buffer.from(crypto.createHmac('sha256', secret).update(`${timestamp}.`).update(payload).digest('hex'), 'utf8');
  const match = signatures.some((s) => {
    const given = Buffer.from(s, 'utf8');
    return given.length === expected.length && crypto.timingSafeEqual(given, expected);
  });
  return match ? { ok: true } : { ok: false, reason: 'The signature does not match.' };
}
