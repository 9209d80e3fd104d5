/**
 * Password hashing with Node's scrypt at OWASP's recommended cost (N=2^17, r=8, p=1).
 * The stored form carries its parameters, `scrypt$17$8$1$<salt b64url>$<key b64url>`, so the
 * cost can be raised later without invalidating existing hashes (see `needsRehash`).
 */
import crypto from 'node:crypto';

export interface ScryptParams {
  /** log2 of N */
  logN: number;
  r: number;
  p: number;
}

export const DEFAULT_PARAMS: ScryptParams = { logN: 17, r: 8, p: 1 };
const KEY_LENGTH = 64;
const SALT_LENGTH = 16;
// Guard rails against a tampered hash asking for absurd work.
const MAX_LOG_N = 20;

function derive(password: string, salt: Buffer, params: ScryptParams): Promise<Buffer> {
  const N = 2 ** params.logN;
  // scrypt needs 128 * N * r bytes; leave headroom over Node's 32 MiB default.
  const maxmem = 128 * N * params.r * 2;
  return new Promise((resolve, reject) => {
    crypto.scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, { N, r: params.r, p: params.p, maxmem }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

export async function hashPassword(password: string, params: ScryptParams = DEFAULT_PARAMS): Promise<string> {
  const salt = crypto.randomBytes(SALT_LENGTH);
  const key = await derive(password, salt, params);
  return ['scrypt', params.logN, params.r, params.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

function parse(stored: string): { params: ScryptParams; salt: Buffer; key: Buffer } | null {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return null;
  const [logN, r, p] = parts.slice(1, 4).map(Number);
  if (![logN, r, p].every((n) => Number.isInteger(n) && n > 0) || logN > MAX_LOG_N || r > 32 || p > 16) return null;
  const salt = Buffer.from(parts[4], 'base64url');
  const key = Buffer.from(parts[5], 'base64url');
  if (salt.length < 8 || key.length !== KEY_LENGTH) return null;
  return { params: { logN, r, p }, salt, key };
}

/** Constant-time check of a password against a stored hash; false for a malformed hash. */
export async function verifyPassword(password: string, stored: string | null | undefined): Promise<boolean> {
  const parsed = stored ? parse(stored) : null;
  if (!parsed) {
    // Same work as a real check, so timing does not tell "no password" from "wrong password".
    await derive(password, crypto.randomBytes(SALT_LENGTH), DEFAULT_PARAMS);
    return false;
  }
  const key = await derive(password, parsed.salt, parsed.params);
  return crypto.timingSafeEqual(key, parsed.key);
}

/** True when a stored hash uses weaker parameters than the current default. */
export function needsRehash(stored: string): boolean {
  const parsed = parse(stored);
  if (!parsed) return true;
  const { logN, r, p } = parsed.params;
  return logN < DEFAULT_PARAMS.logN || r < DEFAULT_PARAMS.r || p < DEFAULT_PARAMS.p;
}

/** Burns the same time as a verification; used when the account does not exist. */
export async function dummyVerify(password: string): Promise<void> {
  await verifyPassword(password, null);
}
