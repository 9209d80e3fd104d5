/**
 * Captcha for the site's forms (ARCHITECTURE: reCAPTCHA when configured, otherwise a
 * self-hosted proof-of-work challenge).
 *
 * - ALTCHA (always available): `GET /api/captcha/challenge` hands out a challenge signed with
 *   CAPTCHA_HMAC_KEY that expires in 10 minutes; the browser solves it and sends the payload
 *   (base64 JSON `{ challenge, solution }`, as the ALTCHA widget does, or that JSON itself) in
 *   the form's `captcha` field. A solved challenge is accepted once: its signature is stored
 *   in `captcha_spent` until it expires, so replays fail on every instance.
 *   Without CAPTCHA_HMAC_KEY a random per-process key is used: fine for one instance, but a
 *   deployment with several instances must set CAPTCHA_HMAC_KEY so they verify each other's
 *   challenges.
 * - reCAPTCHA (when RECAPTCHA_SECRET is set): a token that is not an ALTCHA payload is checked
 *   with Google's siteverify endpoint.
 */
import crypto from 'node:crypto';
import { verifySolution, type Challenge, type Solution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { lt } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { AppConfig } from '../config';
import { captchaSpent } from '../db/schema/leads';
import { badRequest } from './errors';

export const CAPTCHA_INVALID = 'Please complete the captcha check and try again.';
export const CHALLENGE_TTL_MS = 10 * 60 * 1000;
export const RECAPTCHA_VERIFY_URL = 'https://www.google.com/recaptcha/api/siteverify';
const ALGORITHM = 'SHA-256';
/** The solver tries counters from 0: about 5,000-50,000 SHA-256 hashes, well under a second. */
const COUNTER_RANGE = { min: 5_000, max: 50_000 };
const MAX_TOKEN_LENGTH = 8192;
const KEY_LENGTH = 32;

const processKey = crypto.randomBytes(32).toString('hex');

/** The signing keys, derived once per main key: the second signs the expected derived key (fast verification without rehashing). */
const keysByMain = new Map<string, { main: string; keySignature: string }>();
function keys(config: Pick<AppConfig, 'captchaHmacKey'>) {
  const main = config.captchaHmacKey || processKey;
  let found = keysByMain.get(main);
  if (!found) {
    found = { main, keySignature: hmacHex(main, 'altcha-key-signature') };
    keysByMain.set(main, found);
  }
  return found;
}

function hmacHex(key: string, data: string | Buffer): string {
  return crypto.createHmac('sha256', key).update(data).digest('hex');
}

/** A challenge with its HMAC signature (altcha-lib types it optional: it is absent only without a key). */
export type SignedChallenge = Challenge & { signature: string };

/**
 * A signed challenge as altcha-lib's `createChallenge` makes it for a chosen counter (SHA-256,
 * cost 1, a 32-byte key whose first 16 bytes are the prefix to find, the key's HMAC as
 * `keySignature`, the HMAC of the sorted parameters' JSON as `signature`), but with Node's
 * synchronous HMAC: the library's four awaited WebCrypto calls (two key imports, two
 * signatures) each went through the thread pool and took 250 of the answer's 300 µs.
 * altcha-lib's `verifySolution` checks what this makes: captcha.test.ts solves and verifies it
 * with the library.
 */
export function createCaptchaChallenge(config: Pick<AppConfig, 'captchaHmacKey'>, now = new Date()): SignedChallenge {
  const k = keys(config);
  const nonce = crypto.randomBytes(16);
  const salt = crypto.randomBytes(16);
  const counter = Buffer.alloc(4);
  counter.writeUInt32BE(crypto.randomInt(COUNTER_RANGE.min, COUNTER_RANGE.max));
  const derivedKey = crypto.createHash('sha256').update(salt).update(nonce).update(counter).digest();
  // Keys in sorted order, as the library signs them.
  const parameters = {
    algorithm: ALGORITHM,
    cost: 1,
    expiresAt: Math.floor((now.getTime() + CHALLENGE_TTL_MS) / 1000),
    keyLength: KEY_LENGTH,
    keyPrefix: derivedKey.subarray(0, KEY_LENGTH / 2).toString('hex'),
    keySignature: hmacHex(k.keySignature, derivedKey),
    nonce: nonce.toString('hex'),
    salt: salt.toString('hex'),
  };
  return { parameters, signature: hmacHex(k.main, JSON.stringify(parameters)) };
}

/** Reads an ALTCHA payload (base64 JSON or JSON); null when the token is not one. */
export function parseAltchaPayload(token: string): { challenge: Challenge; solution: Solution } | null {
  const text = token.trim();
  let json: unknown;
  try {
    json = JSON.parse(text.startsWith('{') ? text : Buffer.from(text, 'base64').toString('utf8'));
  } catch {
    return null;
  }
  if (!json || typeof json !== 'object') return null;
  const { challenge, solution } = json as { challenge?: unknown; solution?: unknown };
  if (!challenge || typeof challenge !== 'object' || !solution || typeof solution !== 'object') return null;
  const { parameters, signature } = challenge as { parameters?: unknown; signature?: unknown };
  if (!parameters || typeof parameters !== 'object' || typeof signature !== 'string') return null;
  const p = parameters as Record<string, unknown>;
  if (typeof p.nonce !== 'string' || typeof p.salt !== 'string' || typeof p.keyPrefix !== 'string' || typeof p.expiresAt !== 'number') return null;
  const s = solution as Record<string, unknown>;
  if (typeof s.counter !== 'number' || typeof s.derivedKey !== 'string') return null;
  return { challenge: { parameters: parameters as Challenge['parameters'], signature }, solution: { counter: s.counter, derivedKey: s.derivedKey } };
}

async function verifyAltcha(db: Db, config: Pick<AppConfig, 'captchaHmacKey'>, payload: { challenge: Challenge; solution: Solution }, now: Date): Promise<boolean> {
  const { challenge, solution } = payload;
  if (challenge.parameters.algorithm !== ALGORITHM) return false;
  const k = keys(config);
  let verified: boolean;
  try {
    const result = await verifySolution({ challenge, solution, deriveKey, hmacSignatureSecret: k.main, hmacKeySignatureSecret: k.keySignature });
    verified = result.verified;
  } catch {
    verified = false; // malformed hex and the like
  }
  if (!verified || !challenge.signature) return false;
  // verifySolution compares expiry with the wall clock; check against `now` as well.
  const expiresAt = new Date((challenge.parameters.expiresAt ?? 0) * 1000);
  if (expiresAt <= now) return false;
  // Spend the challenge: only the first insert of a signature succeeds, on any instance.
  await db.delete(captchaSpent).where(lt(captchaSpent.expiresAt, now));
  const spent = await db.insert(captchaSpent).values({ signature: challenge.signature, expiresAt }).onConflictDoNothing().returning({ signature: captchaSpent.signature });
  return spent.length === 1;
}

async function verifyRecaptcha(secret: string, token: string, fetchImpl: typeof fetch, remoteIp?: string): Promise<boolean> {
  try {
    const body = new URLSearchParams({ secret, response: token, ...(remoteIp ? { remoteip: remoteIp } : {}) });
    const res = await fetchImpl(RECAPTCHA_VERIFY_URL, { method: 'POST', body, signal: AbortSignal.timeout(5000) });
    if (!res.ok) return false;
    const json = (await res.json()) as { success?: unknown };
    return json.success === true;
  } catch {
    return false;
  }
}

export interface CaptchaOptions {
  fetchImpl?: typeof fetch;
  remoteIp?: string;
  now?: Date;
}

/** True when the token is a fresh solved ALTCHA challenge or (when configured) a valid reCAPTCHA token. */
export async function verifyCaptcha(
  db: Db,
  config: Pick<AppConfig, 'captchaHmacKey' | 'recaptchaSecret'>,
  token: unknown,
  options: CaptchaOptions = {},
): Promise<boolean> {
  if (typeof token !== 'string' || token.length === 0 || token.length > MAX_TOKEN_LENGTH) return false;
  const altcha = parseAltchaPayload(token);
  if (altcha) return verifyAltcha(db, config, altcha, options.now ?? new Date());
  if (config.recaptchaSecret) return verifyRecaptcha(config.recaptchaSecret, token, options.fetchImpl ?? fetch, options.remoteIp);
  return false;
}

/** Throws 400 'Please complete the captcha check and try again.' unless the captcha verifies. */
export async function requireCaptcha(
  db: Db,
  config: Pick<AppConfig, 'captchaHmacKey' | 'recaptchaSecret'>,
  token: unknown,
  options: CaptchaOptions = {},
): Promise<void> {
  if (!(await verifyCaptcha(db, config, token, options))) throw badRequest(CAPTCHA_INVALID);
}

