import { createHmac } from 'node:crypto';
import { createChallenge, solveChallenge, verifySolution, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { openTestDatabase } from '../test/app';
import type { Database } from '../db/client';
import { CAPTCHA_INVALID, RECAPTCHA_VERIFY_URL, createCaptchaChallenge, requireCaptcha, verifyCaptcha } from './captcha';

let database: Database;
let drop: () => Promise<void>;
beforeAll(async () => {
  ({ database, drop } = await openTestDatabase());
}, 60000);
afterAll(() => drop());

const config = { captchaHmacKey: 'test-key', recaptchaSecret: '' };

async function solved(challenge: Challenge): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('could not solve');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

describe('ALTCHA proof of work', () => {
  it('accepts a solved challenge once, then refuses the replay', async () => {
    const token = await solved(createCaptchaChallenge(config));
    expect(await verifyCaptcha(database.db, config, token)).toBe(true);
    expect(await verifyCaptcha(database.db, config, token)).toBe(false);
  });

  it("makes the library's own challenge: the same parameters, verified by altcha-lib with the same keys", async () => {
    const ours = createCaptchaChallenge(config);
    const theirs = await createChallenge({ algorithm: 'SHA-256', cost: 1, counter: 5000, deriveKey, expiresAt: new Date(Date.now() + 60_000), hmacSignatureSecret: 'a', hmacKeySignatureSecret: 'b' });
    expect(Object.keys(ours.parameters)).toEqual(Object.keys(theirs.parameters));
    expect(ours.parameters.keyPrefix).toHaveLength(theirs.parameters.keyPrefix.length);
    const solution = (await solveChallenge({ challenge: ours, deriveKey }))!;
    expect(solution.counter).toBeGreaterThanOrEqual(5000);
    const keySignature = createHmac('sha256', config.captchaHmacKey).update('altcha-key-signature').digest('hex');
    const verified = await verifySolution({ challenge: ours, solution, deriveKey, hmacSignatureSecret: config.captchaHmacKey, hmacKeySignatureSecret: keySignature });
    expect(verified.verified).toBe(true);
  });

  it('accepts the payload as plain JSON too', async () => {
    const challenge = createCaptchaChallenge(config);
    const solution = await solveChallenge({ challenge, deriveKey });
    expect(await verifyCaptcha(database.db, config, JSON.stringify({ challenge, solution }))).toBe(true);
  });

  it('refuses a challenge older than 10 minutes', async () => {
    const challenge = createCaptchaChallenge(config, new Date(Date.now() - 11 * 60 * 1000));
    expect(await verifyCaptcha(database.db, config, await solved(challenge))).toBe(false);
  });

  it('refuses a solution checked after the expiry', async () => {
    const token = await solved(createCaptchaChallenge(config));
    expect(await verifyCaptcha(database.db, config, token, { now: new Date(Date.now() + 11 * 60 * 1000) })).toBe(false);
  });

  it('refuses a challenge signed with another key', async () => {
    const token = await solved(createCaptchaChallenge({ captchaHmacKey: 'someone-else' }));
    expect(await verifyCaptcha(database.db, config, token)).toBe(false);
  });

  it('refuses a tampered challenge and a wrong solution', async () => {
    const challenge = createCaptchaChallenge(config);
    const solution = (await solveChallenge({ challenge, deriveKey }))!;
    const easier = { ...challenge, parameters: { ...challenge.parameters, expiresAt: challenge.parameters.expiresAt! + 3600 } };
    expect(await verifyCaptcha(database.db, config, Buffer.from(JSON.stringify({ challenge: easier, solution })).toString('base64'))).toBe(false);
    // The derived key is the proof of work: a guessed one fails.
    const wrong = { ...solution, derivedKey: solution.derivedKey.replace(/.$/, (c) => (c === '0' ? '1' : '0')) };
    expect(await verifyCaptcha(database.db, config, Buffer.from(JSON.stringify({ challenge, solution: wrong })).toString('base64'))).toBe(false);
    const badHex = { ...solution, derivedKey: 'zz' };
    expect(await verifyCaptcha(database.db, config, JSON.stringify({ challenge, solution: badHex }))).toBe(false);
  });

  it.each([
    ['empty', ''],
    ['not a payload', 'abc'],
    ['an empty object', Buffer.from('{}').toString('base64')],
    ['wrong field types', '{"challenge":1,"solution":2}'],
    ['a huge string', 'x'.repeat(20000)],
    ['null', null],
    ['a number', 42],
    ['an object', { challenge: {} }],
  ])('refuses %s without throwing', async (_label, token) => {
    expect(await verifyCaptcha(database.db, config, token)).toBe(false);
  });

  it('works with a per-process key when CAPTCHA_HMAC_KEY is empty', async () => {
    const noKey = { captchaHmacKey: '', recaptchaSecret: '' };
    const token = await solved(createCaptchaChallenge(noKey));
    expect(await verifyCaptcha(database.db, config, token)).toBe(false);
    expect(await verifyCaptcha(database.db, noKey, token)).toBe(true);
  });

  it('requireCaptcha throws the 400 message', async () => {
    await expect(requireCaptcha(database.db, config, 'nope')).rejects.toMatchObject({ statusCode: 400, errors: [CAPTCHA_INVALID] });
  });
});

describe('reCAPTCHA', () => {
  const withSecret = { captchaHmacKey: 'test-key', recaptchaSecret: 'server-secret' };
  const answering = (body: unknown, status = 200) => {
    const calls: { url: string; body: string }[] = [];
    const fetchImpl = (async (url: string, init: RequestInit) => {
      calls.push({ url, body: String(init.body) });
      return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    }) as unknown as typeof fetch;
    return { calls, fetchImpl };
  };

  it("asks Google's siteverify with the secret, the token and the client address", async () => {
    const { calls, fetchImpl } = answering({ success: true });
    expect(await verifyCaptcha(database.db, withSecret, 'recaptcha-token-1', { fetchImpl, remoteIp: '203.0.113.9' })).toBe(true);
    expect(calls).toHaveLength(1);
    expect(calls[0].url).toBe(RECAPTCHA_VERIFY_URL);
    const sent = new URLSearchParams(calls[0].body);
    expect(Object.fromEntries(sent)).toEqual({ secret: 'server-secret', response: 'recaptcha-token-1', remoteip: '203.0.113.9' });
  });

  it('refuses when Google says no, answers an error, or cannot be reached', async () => {
    expect(await verifyCaptcha(database.db, withSecret, 'bad', { fetchImpl: answering({ success: false, 'error-codes': ['invalid-input-response'] }).fetchImpl })).toBe(false);
    expect(await verifyCaptcha(database.db, withSecret, 'bad', { fetchImpl: answering({ success: true }, 500).fetchImpl })).toBe(false);
    const failing = (async () => {
      throw new Error('network down');
    }) as unknown as typeof fetch;
    expect(await verifyCaptcha(database.db, withSecret, 'bad', { fetchImpl: failing })).toBe(false);
  });

  it('is not asked when no secret is configured', async () => {
    const { calls, fetchImpl } = answering({ success: true });
    expect(await verifyCaptcha(database.db, config, 'recaptcha-token', { fetchImpl })).toBe(false);
    expect(calls).toHaveLength(0);
  });

  it('still accepts a solved ALTCHA challenge when reCAPTCHA is configured', async () => {
    const { calls, fetchImpl } = answering({ success: false });
    const token = await solved(createCaptchaChallenge(withSecret));
    expect(await verifyCaptcha(database.db, withSecret, token, { fetchImpl })).toBe(true);
    expect(calls).toHaveLength(0);
  });
});
