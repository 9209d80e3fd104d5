/**
 * The one Stripe client, built with the official `stripe` package.
 *
 * The API version is pinned here rather than left to the account's default, so a change in the
 * Stripe dashboard can never change the shape of what we read. It is the version this package
 * release is typed for: the package's `apiVersion` option accepts only that literal, so
 * upgrading `stripe` to a release typed for a newer version fails the type check here, and the
 * upgrade becomes a deliberate change (read Stripe's upgrade notes, move this constant, and create
 * the webhook endpoint with the same version, since events arrive in the endpoint's version).
 */
import Stripe from 'stripe';

export const STRIPE_API_VERSION = '2026-10-28.endive' as const;

/** Per attempt; a customer is waiting on the payment page. */
const TIMEOUT_MS = 15_000;
/** Retries of network failures, 409 and 5xx, with backoff; every POST carries our idempotency key, so a retry never charges twice. */
const MAX_NETWORK_RETRIES = 2;

export interface StripeClientOptions {
  secretKey: string;
  /** Stripe's API origin (`STRIPE_API_BASE`); tests point it at a local fake. */
  apiBase: string;
}

/** host, port and protocol for the package from an origin such as `https://api.stripe.com`. */
export function stripeEndpoint(apiBase: string): { host: string; port: number; protocol: 'http' | 'https' } {
  const url = new URL(apiBase);
  const protocol = url.protocol.replace(/:$/, '');
  if (protocol !== 'http' && protocol !== 'https') throw new Error(`STRIPE_API_BASE must be an http(s) origin, not ${apiBase}`);
  // The package adds /v1/ itself: a path here would silently be ignored.
  if (url.pathname !== '/' || url.search) throw new Error(`STRIPE_API_BASE must be an origin without a path, not ${apiBase}`);
  const port = url.port ? Number(url.port) : protocol === 'https' ? 443 : 80;
  return { host: url.hostname, port, protocol };
}

export function createStripeClient(options: StripeClientOptions): Stripe {
  return new Stripe(options.secretKey, {
    apiVersion: STRIPE_API_VERSION,
    ...stripeEndpoint(options.apiBase),
    timeout: TIMEOUT_MS,
    maxNetworkRetries: MAX_NETWORK_RETRIES,
    typescript: true,
    appInfo: { name: 'Kea Trails bookings' },
  });
}
