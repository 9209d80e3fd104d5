/**
 * Password hashing with Node's scrypt at OWASP's recommended cost (N=2^17, r=8, p=1).
 * The stored form carries its parameters, `scrypt$17$8$1$<salt b64url>$<key b64url>`, so the
 * cost can be raised later without invalidating existing hashes (see `needsRehash`).
 *
 * Every hash goes through one gate per process (`hashGate`): at most `concurrency` run at once
 * and at most `maxQueued` wait, each for at most `maxWaitMs`. scrypt runs on libuv's thread pool
 * (4 threads), the same pool that reads the site's files and resolves names: without the gate a
 * crowd of sign-ins (from many addresses, past the per-IP limits) fills the pool and the whole
 * site stops answering. With it the crowd gets 503 'try again' quickly and everything else runs.
 */
import crypto from 'node:crypto';
import os from 'node:os';
import { AUTH_MESSAGES } from '../../contract/auth';
import { HttpError } from './errors';

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

export interface HashLimits {
  /** Hashes running at once. */
  concurrency: number;
  /** Hashes waiting for a turn; one more is refused at once. */
  maxQueued: number;
  /** A waiting hash is refused after this long. */
  maxWaitMs: number;
}

/** One hash at a time per spare core (at least one, at most two): the pool keeps threads for file reads. */
export function defaultHashLimits(cores = typeof os.availableParallelism === 'function' ? os.availableParallelism() : os.cpus().length): HashLimits {
  const concurrency = Math.max(1, Math.min(2, cores - 1));
  return { concurrency, maxQueued: 8 * concurrency, maxWaitMs: 10_000 };
}

/** Refused because too many hashes are running and waiting: 503 with a Retry-After. */
export const hashingBusy = () => new HttpError(503, [AUTH_MESSAGES.tooManySignIns], 5);

/** A counting semaphore with a bounded, timed queue. */
export class HashGate {
  private running = 0;
  private readonly waiting: { start: () => void; timer: ReturnType<typeof setTimeout> }[] = [];

  constructor(public limits: HashLimits) {}

  get load() {
    return { running: this.running, waiting: this.waiting.length };
  }

  /** True while one more hash would be refused at once: every slot running and the queue full. */
  get full() {
    return this.running >= this.limits.concurrency && this.waiting.length >= this.limits.maxQueued;
  }

  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.running >= this.limits.concurrency) await this.turn();
    else this.running++;
    try {
      return await work();
    } finally {
      this.release();
    }
  }

  /** Waits for a running hash to finish; the slot passes straight to the first waiter. */
  private turn(): Promise<void> {
    if (this.waiting.length >= this.limits.maxQueued) return Promise.reject(hashingBusy());
    return new Promise((resolve, reject) => {
      const entry = {
        start: () => {
          clearTimeout(entry.timer);
          resolve();
        },
        timer: setTimeout(() => {
          const index = this.waiting.indexOf(entry);
          if (index >= 0) this.waiting.splice(index, 1);
          reject(hashingBusy());
        }, this.limits.maxWaitMs),
      };
      this.waiting.push(entry);
    });
  }

  private release() {
    const next = this.waiting.shift();
    if (next) next.start();
    else this.running--;
  }
}

/** The process's gate; the server sets its limits from the configuration (PASSWORD_HASH_CONCURRENCY…). */
export const hashGate = new HashGate(defaultHashLimits());

function derive(password: string, salt: Buffer, params: ScryptParams): Promise<Buffer> {
  return hashGate.run(() => scrypt(password, salt, params));
}

function scrypt(password: string, salt: Buffer, params: ScryptParams): Promise<Buffer> {
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
