/**
 * Brute force and account enumeration on the account routes (server/modules/auth/limits.ts):
 * - sign-in: 10 attempts per IP and email, 50 per IP, per 15 minutes; the next answers 429 in
 *   the one error shape with Retry-After, even with the right password;
 * - password reset requests: 5 per email, 20 per IP, per hour;
 * - a wrong password and an unknown email answer the same, and both run scrypt once (counted
 *   with a spy on crypto.scrypt, not timed); a reset request answers the same for any email.
 * - sign-up: 20 accounts per IP per hour;
 * - an IP in RATE_LIMIT_EXEMPT_IPS (config.rateLimitExemptIps) is not counted;
 * - a crowd of sign-ins from many addresses waits for the hashing gate (lib/passwords.ts) or is
 *   refused at once with 503, and never holds the server; while the gate is full a sign-in is
 *   refused before its body is read or counted, and its connection is closed.
 * Each test comes from its own IP address, so the limiter's counters do not mix.
 */
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import { createTestApp, type TestContext } from '../app';
import { AUTH_MESSAGES } from '../../../contract/auth';
import { LIMITS } from '../../modules/auth/limits';
import { hashGate } from '../../lib/passwords';
import { createUser } from '../../modules/bookings/test-fixtures';
import { runAppJobs } from '../../modules/jobs/plugin';

jest.setTimeout(120_000);

let ctx: TestContext;
const EXEMPT_IP = '10.0.9.9';
const PASSWORD = 'kea-trails-secret-1';
let known: string;

beforeAll(async () => {
  ctx = await createTestApp({ rateLimitExemptIps: [EXEMPT_IP] });
  known = `known-${Date.now()}@example.com`;
  const res = await post('/api/users/sign_up', { FirstName: 'Known', Email: known, Password: PASSWORD }, '10.9.9.9');
  if (res.statusCode !== 200) throw new Error(res.body);
}, 60_000);
afterAll(() => ctx.close());
afterEach(() => jest.restoreAllMocks());

function post(url: string, body: unknown, ip: string, method: 'POST' | 'PUT' = 'POST') {
  return ctx.app.inject({ method, url, remoteAddress: ip, headers: { 'content-type': 'application/json' }, payload: JSON.stringify(body) });
}

/** scrypt answering at once with a key that matches nothing: the limiter is under test here, not the hash. */
function fastWrongScrypt() {
  return jest.spyOn(crypto, 'scrypt').mockImplementation(((...args: unknown[]) => {
    const callback = args[args.length - 1] as (error: Error | null, key: Buffer) => void;
    setImmediate(() => callback(null, Buffer.alloc(64)));
  }) as unknown as typeof crypto.scrypt);
}

const rule = (list: { name: string; max: number }[], name: string) => list.find((r) => r.name === name)!.max;
const TOO_MANY = { success: false, errors: [AUTH_MESSAGES.tooMany] };

describe('sign-in limits', () => {
  it('refuses the attempt after the limit for one account from one IP, in the one error shape, even with the right password', async () => {
    fastWrongScrypt();
    const max = rule(LIMITS.signIn, 'sign-in-ip-email');
    expect(max).toBe(10);
    for (let i = 0; i < max; i++) {
      const res = await post('/api/users/sign_in', { email: known, password: `wrong-${i}` }, '10.0.0.1');
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ success: false, errors: [AUTH_MESSAGES.invalidCredentials] });
    }
    jest.restoreAllMocks();
    const locked = await post('/api/users/sign_in', { email: known, password: PASSWORD }, '10.0.0.1');
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual(TOO_MANY);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    // The email is written differently: still the same account, still refused.
    expect((await post('/api/users/sign_in', { email: `  ${known.toUpperCase()} `, password: PASSWORD }, '10.0.0.1')).statusCode).toBe(429);
    // The owner, from another address, is not locked out.
    expect((await post('/api/users/sign_in', { email: known, password: PASSWORD }, '10.0.0.2')).statusCode).toBe(200);
  });

  it('refuses an IP after its limit across many accounts', async () => {
    const spy = fastWrongScrypt();
    const max = rule(LIMITS.signIn, 'sign-in-ip');
    for (let i = 0; i < max; i++) {
      const res = await post('/api/users/sign_in', { email: `nobody-${i}@example.com`, password: 'whatever-1' }, '10.0.1.1');
      expect(res.statusCode).toBe(401);
    }
    const calls = spy.mock.calls.length;
    const refused = await post('/api/users/sign_in', { email: 'nobody-new@example.com', password: 'whatever-1' }, '10.0.1.1');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual(TOO_MANY);
    // Refused before any password work: a flood cannot make the server hash.
    expect(spy.mock.calls.length).toBe(calls);
  });
});

describe('sign-up limits', () => {
  it('refuses a new account from an IP after its limit for the hour', async () => {
    fastWrongScrypt(); // the hash is not under test
    const max = rule(LIMITS.signUp, 'sign-up-ip');
    expect(max).toBe(20);
    const signUp = (i: number, ip: string) => post('/api/users/sign_up', { FirstName: 'Many', Email: `many-${i}-${Date.now()}@example.com`, Password: PASSWORD }, ip);
    for (let i = 0; i < max; i++) expect((await signUp(i, '10.0.5.1')).statusCode).toBe(200);
    const refused = await signUp(max, '10.0.5.1');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual(TOO_MANY);
    expect((await signUp(max + 1, '10.0.5.2')).statusCode).toBe(200);
  });
});

describe('exempt addresses', () => {
  it('does not count requests from an IP the config exempts, and still counts everyone else', async () => {
    fastWrongScrypt();
    const max = rule(LIMITS.signIn, 'sign-in-ip-email');
    for (let i = 0; i <= max + 1; i++) {
      expect((await post('/api/users/sign_in', { email: known, password: `wrong-${i}` }, EXEMPT_IP)).statusCode).toBe(401);
    }
    for (let i = 0; i < max; i++) await post('/api/users/sign_in', { email: known, password: `wrong-${i}` }, '10.0.9.8');
    expect((await post('/api/users/sign_in', { email: known, password: 'wrong' }, '10.0.9.8')).statusCode).toBe(429);
  });
});

describe('password reset limits', () => {
  it('refuses the request after the limit for one email, then for one IP', async () => {
    const perEmail = rule(LIMITS.resetRequest, 'reset-email');
    const perIp = rule(LIMITS.resetRequest, 'reset-ip');
    for (let i = 0; i < perEmail; i++) expect((await post('/api/users/password_reset', { email: known }, '10.0.2.1')).statusCode).toBe(200);
    const refused = await post('/api/users/password_reset', { email: known }, '10.0.2.1');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual(TOO_MANY);
    for (let i = perEmail + 1; i < perIp; i++) {
      expect((await post('/api/users/password_reset', { email: `other-${i}@example.com` }, '10.0.2.1')).statusCode).toBe(200);
    }
    const ipRefused = await post('/api/users/password_reset', { email: 'fresh@example.com' }, '10.0.2.1');
    expect(ipRefused.statusCode).toBe(429);
    expect(ipRefused.json()).toEqual(TOO_MANY);
  });
});

describe('a crowd of sign-ins from many addresses', () => {
  it('hashes a few at a time and refuses the rest at once with 503 and Retry-After, while other routes answer', async () => {
    const before = hashGate.limits;
    hashGate.limits = { concurrency: 1, maxQueued: 3, maxWaitMs: 60_000 };
    try {
      // Twelve addresses, one wrong password each: no per-IP limit is near.
      const crowd = Array.from({ length: 12 }, (_, i) => post('/api/users/sign_in', { email: known, password: `crowd-${i}` }, `10.0.7.${i + 1}`));
      const ping = await ctx.app.inject({ method: 'GET', url: '/api/ping' });
      expect(ping.statusCode).toBe(200);
      const answers = await Promise.all(crowd);
      const statuses = answers.map((res) => res.statusCode).sort();
      expect(statuses).toEqual([...Array(4).fill(401), ...Array(8).fill(503)]);
      for (const busy of answers.filter((res) => res.statusCode === 503)) {
        expect(busy.json()).toEqual({ success: false, errors: [AUTH_MESSAGES.tooManySignIns] });
        expect(busy.headers['retry-after']).toBe('5');
      }
      expect(hashGate.load).toEqual({ running: 0, waiting: 0 });
      // The crowd gone, a sign-in goes through.
      expect((await post('/api/users/sign_in', { email: known, password: PASSWORD }, '10.0.7.99')).statusCode).toBe(200);
    } finally {
      hashGate.limits = before;
    }
  });

  it('while the gate is full, refuses before reading or counting the request, and closes the connection', async () => {
    const before = hashGate.limits;
    hashGate.limits = { concurrency: 1, maxQueued: 0, maxWaitMs: 60_000 };
    let release = () => {};
    const held = hashGate.run(() => new Promise<void>((resolve) => (release = resolve)));
    try {
      const ip = '10.0.8.1';
      // More than the per-IP sign-in limit (50), one account: none of them is counted.
      const refused = [];
      for (let i = 0; i <= rule(LIMITS.signIn, 'sign-in-ip'); i++) refused.push(await post('/api/users/sign_in', { email: known, password: `busy-${i}` }, ip));
      // Not even a body that is not JSON is read.
      refused.push(await ctx.app.inject({ method: 'POST', url: '/api/users/sign_in', remoteAddress: ip, headers: { 'content-type': 'application/json' }, payload: '{not json' }));
      refused.push(await post('/api/users/sign_up', { FirstName: 'Busy', Email: `busy-${Date.now()}@example.com`, Password: PASSWORD }, ip));
      for (const res of refused) {
        expect(res.statusCode).toBe(503);
        expect(res.json()).toEqual({ success: false, errors: [AUTH_MESSAGES.tooManySignIns] });
        expect(res.headers['retry-after']).toBe('5');
        expect(res.headers.connection).toBe('close');
      }
      expect((await ctx.app.inject({ method: 'GET', url: '/api/ping' })).statusCode).toBe(200);
    } finally {
      release();
      await held;
      hashGate.limits = before;
    }
    // The gate free again, the same address signs in: the refusals used none of its attempts.
    const res = await post('/api/users/sign_in', { email: known, password: PASSWORD }, '10.0.8.1');
    expect(res.statusCode).toBe(200);
    expect(res.headers.connection).not.toBe('close');
  });
});

describe('no account enumeration', () => {
  it('answers a wrong password and an unknown email alike, and runs scrypt once for each', async () => {
    const google = await createUser(ctx.database.db); // an account with no password (Google only)
    const answers = [];
    for (const email of [known, `unknown-${Date.now()}@example.com`, google.email]) {
      const spy = jest.spyOn(crypto, 'scrypt');
      const res = await post('/api/users/sign_in', { email, password: 'not-the-password' }, '10.0.3.1');
      answers.push({ status: res.statusCode, body: res.body, scryptCalls: spy.mock.calls.length, type: res.headers['content-type'] });
      jest.restoreAllMocks();
    }
    expect(answers[0]).toEqual({ status: 401, body: JSON.stringify({ success: false, errors: [AUTH_MESSAGES.invalidCredentials] }), scryptCalls: 1, type: expect.any(String) });
    expect(answers[1]).toEqual(answers[0]);
    expect(answers[2]).toEqual(answers[0]);
  });

  it('answers a reset request alike for a known and an unknown email, and mails only the owner', async () => {
    const unknown = `unknown-${Date.now()}@example.com`;
    const a = await post('/api/users/password_reset', { email: known }, '10.0.4.1');
    const b = await post('/api/users/password_reset', { email: unknown }, '10.0.4.1');
    expect(a.statusCode).toBe(200);
    expect(b.statusCode).toBe(a.statusCode);
    expect(b.body).toBe(a.body);
    expect(a.json()).toEqual({ success: true, message: AUTH_MESSAGES.resetSent });
    const headerNames = (h: Record<string, unknown>) => Object.keys(h).filter((k) => k !== 'date').sort();
    expect(headerNames(b.headers)).toEqual(headerNames(a.headers));
    // The mail is a job, sent by the worker after the answer (so the timing does not tell either).
    await runAppJobs(ctx.app);
    const mails = async () => (await fs.readdir(ctx.config.outboxDir).catch(() => [] as string[])).map((f) => f.toLowerCase());
    const slug = (email: string) => email.replace(/[^a-z0-9]+/g, '-');
    for (let i = 0; i < 100 && !(await mails()).some((f) => f.includes(slug(known))); i++) await new Promise((r) => setTimeout(r, 50));
    expect((await mails()).some((f) => f.includes(slug(known)))).toBe(true);
    expect((await mails()).some((f) => f.includes(slug(unknown)))).toBe(false);
  });

  it('refuses a made-up reset link alike for a known and an unknown email, hashing nothing for either', async () => {
    const token = crypto.randomBytes(32).toString('base64url');
    const spy = jest.spyOn(crypto, 'scrypt');
    const a = await post('/api/users/password', { token, email: known, password: 'new-password-1' }, '10.0.5.1', 'PUT');
    const b = await post('/api/users/password', { token, email: 'nobody@example.com', password: 'new-password-1' }, '10.0.5.1', 'PUT');
    expect(a.statusCode).toBe(400);
    expect(a.json()).toEqual({ success: false, errors: [AUTH_MESSAGES.resetInvalid] });
    expect(b.body).toBe(a.body);
    // Before the fix a known email cost a scrypt (about 100 ms) and an unknown one none.
    expect(spy).not.toHaveBeenCalled();
    // The known account still signs in with its old password.
    expect((await post('/api/users/sign_in', { email: known, password: PASSWORD }, '10.0.5.2')).statusCode).toBe(200);
  });
});
