/**
 * The self-hosted captcha's browser half: solves the ALTCHA v2 proof-of-work challenge that
 * `GET /api/captcha/challenge` hands out (server/lib/captcha.ts) with Web Crypto SHA-256.
 *
 * The key for a counter is SHA-256(salt ‖ nonce ‖ counter as 4 big-endian bytes), hashed `cost`
 * times and cut to `keyLength` bytes; the answer is the counter whose key starts with
 * `keyPrefix`. The site runs it in a Web Worker (altcha.worker.ts, a file of its own origin, as
 * the CSP allows); where a browser cannot, on the main thread in batches with a pause between
 * them, so the page stays responsive.
 */
export interface AltchaChallenge {
  parameters: {
    algorithm: string;
    nonce: string;
    salt: string;
    cost: number;
    keyLength?: number;
    keyPrefix: string;
    expiresAt?: number;
    [key: string]: unknown;
  };
  signature: string;
}

export interface AltchaSolution {
  counter: number;
  derivedKey: string;
}

export interface SolveOptions {
  signal?: AbortSignal;
  /** Web Crypto's digest (tests pass Node's). */
  subtle?: Pick<SubtleCrypto, 'digest'>;
  batchSize?: number;
  /** Give up after this many counters (the server's range is far below it). */
  maxCounter?: number;
}

const SUPPORTED = new Set(['SHA-256', 'SHA-384', 'SHA-512']);

export function hexToBytes(hex: string): Uint8Array {
  if (hex.length % 2 !== 0 || !/^[0-9a-f]*$/i.test(hex)) throw new Error('Invalid hex string');
  const out = new Uint8Array(hex.length / 2);
  for (let i = 0; i < out.length; i++) out[i] = parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  return out;
}

export const bytesToHex = (bytes: Uint8Array) => Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');

const pause = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** The derived key for one counter. */
export async function deriveKey(subtle: Pick<SubtleCrypto, 'digest'>, challenge: AltchaChallenge, salt: Uint8Array, nonce: Uint8Array, counter: number): Promise<Uint8Array> {
  const { algorithm, cost, keyLength = 32 } = challenge.parameters;
  let data = new Uint8Array(salt.length + nonce.length + 4);
  data.set(salt, 0);
  data.set(nonce, salt.length);
  new DataView(data.buffer).setUint32(salt.length + nonce.length, counter, false);
  for (let i = 0; i < Math.max(1, cost); i++) data = new Uint8Array(await subtle.digest(algorithm, data));
  return data.slice(0, keyLength);
}

function startsWith(key: Uint8Array, keyHex: () => string, prefix: string): boolean {
  if (prefix.length % 2 === 0) {
    const bytes = hexToBytes(prefix);
    return bytes.every((b, i) => key[i] === b);
  }
  return keyHex().startsWith(prefix);
}

/** Finds the counter; null when aborted or not found within `maxCounter`. */
export async function solveAltcha(challenge: AltchaChallenge, options: SolveOptions = {}): Promise<AltchaSolution | null> {
  const subtle = options.subtle ?? globalThis.crypto?.subtle;
  if (!subtle) throw new Error('This browser cannot run the human check (Web Crypto is missing).');
  const { algorithm, salt, nonce, keyPrefix } = challenge.parameters;
  if (!SUPPORTED.has(algorithm)) throw new Error(`Unsupported captcha algorithm ${algorithm}`);
  const prefix = keyPrefix.toLowerCase();
  const saltBytes = hexToBytes(salt);
  const nonceBytes = hexToBytes(nonce);
  const batch = options.batchSize ?? 500;
  const max = options.maxCounter ?? 2_000_000;
  let lastPause = performance.now();
  for (let start = 0; start <= max; start += batch) {
    if (options.signal?.aborted) return null;
    const counters = Array.from({ length: Math.min(batch, max - start + 1) }, (_, i) => start + i);
    const keys = await Promise.all(counters.map((c) => deriveKey(subtle, challenge, saltBytes, nonceBytes, c)));
    for (let i = 0; i < keys.length; i++) {
      const key = keys[i];
      if (startsWith(key, () => bytesToHex(key), prefix)) return { counter: counters[i], derivedKey: bytesToHex(key) };
    }
    // Let the page paint and handle input every 50 ms or so (a pause per batch would cost more
    // in timer clamping than the hashing itself).
    if (performance.now() - lastPause > 50) {
      await pause();
      lastPause = performance.now();
    }
  }
  return null;
}

/** The `captcha` value the API verifies: base64 JSON `{ challenge, solution }` (as the ALTCHA widget sends). */
export function altchaPayload(challenge: AltchaChallenge, solution: AltchaSolution): string {
  const json = JSON.stringify({ challenge, solution: { counter: solution.counter, derivedKey: solution.derivedKey } });
  // The JSON is ASCII (hex strings and numbers), so btoa is safe.
  return typeof btoa === 'function' ? btoa(json) : Buffer.from(json, 'utf8').toString('base64');
}

/** Seconds since the epoch after which the challenge is refused (undefined: no expiry). */
export const expiresAtOf = (challenge: AltchaChallenge) => challenge.parameters.expiresAt;
