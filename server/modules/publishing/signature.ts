/**
 * Contentful's request verification for webhooks: the webhook's signing secret signs, with
 * HMAC-SHA256, a canonical request of the method, the path (with its query), the headers named in
 * `x-contentful-signed-headers` (`name:value`, joined by `;`) and the raw body, each on its own
 * line; the hex digest arrives in `x-contentful-signature`, the signing time (ms) in
 * `x-contentful-timestamp`, which must be signed and recent, so a captured hook cannot be replayed.
 */
import crypto from 'node:crypto';

export const SIGNATURE_HEADER = 'x-contentful-signature';
export const SIGNED_HEADERS_HEADER = 'x-contentful-signed-headers';
export const TIMESTAMP_HEADER = 'x-contentful-timestamp';
/** Contentful's own default time to live of a signed request. */
export const SIGNATURE_TTL_MS = 30_000;

export type Headers = Record<string, string | string[] | undefined>;
export type Verdict = 'ok' | 'unsigned' | 'bad-signature' | 'stale';

export interface SignedRequest {
  method: string;
  path: string;
  headers: Headers;
  body: string;
}

const header = (headers: Headers, name: string): string | undefined => {
  const value = headers[name.toLowerCase()];
  return Array.isArray(value) ? value[0] : value;
};

export function canonicalRequest(request: SignedRequest, signedHeaders: string[]): string {
  const pairs = signedHeaders.map((name) => `${name}:${header(request.headers, name) ?? ''}`).join(';');
  return [request.method.toUpperCase(), request.path, pairs, request.body].join('\n');
}

export function signRequest(secret: string, request: Omit<SignedRequest, 'headers'> & { headers?: Headers }, now = Date.now()): Record<string, string> {
  const headers: Headers = { ...request.headers, [TIMESTAMP_HEADER]: String(now) };
  const names = [...Object.keys(headers).map((h) => h.toLowerCase()), SIGNED_HEADERS_HEADER].filter((v, i, all) => all.indexOf(v) === i);
  headers[SIGNED_HEADERS_HEADER] = names.join(',');
  const signature = crypto.createHmac('sha256', secret).update(canonicalRequest({ ...request, headers }, names)).digest('hex');
  return { ...(headers as Record<string, string>), [SIGNATURE_HEADER]: signature };
}

export function verifyRequest(secret: string, request: SignedRequest, now = Date.now(), ttlMs = SIGNATURE_TTL_MS): Verdict {
  const signature = header(request.headers, SIGNATURE_HEADER);
  const signedList = header(request.headers, SIGNED_HEADERS_HEADER);
  if (!secret || !signature || !signedList) return 'unsigned';
  const signed = signedList.split(',').map((h) => h.trim().toLowerCase()).filter(Boolean);
  // The timestamp counts only when it is itself signed.
  if (!signed.includes(TIMESTAMP_HEADER) || !signed.includes(SIGNED_HEADERS_HEADER)) return 'bad-signature';
  const expected = crypto.createHmac('sha256', secret).update(canonicalRequest(request, signed)).digest();
  const given = Buffer.from(signature, 'hex');
  if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) return 'bad-signature';
  const timestamp = Number(header(request.headers, TIMESTAMP_HEADER));
  if (!Number.isFinite(timestamp) || Math.abs(now - timestamp) > ttlMs) return 'stale';
  return 'ok';
}
