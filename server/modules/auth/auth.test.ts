/**
 * Accounts: sign-up, sign-in, sign-out, load and edit the user, password reset, rate limits,
 * the admin seed. Password hashing runs at OWASP cost (about a second a hash here), so the
 * tests reuse accounts where they can.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestContext } from '../../test/app';
import { passwordResets, users } from '../../db/schema/accounts';
import { favourites } from '../../db/schema/engagement';
import { jobs } from '../../db/schema/jobs';
import { apiClient, bookThrough, createCatalogue } from '../bookings/test-fixtures';
import { runAppJobs } from '../jobs/plugin';
import { ensureAdmin, PASSWORD_RESET_EMAIL_JOB } from './service';

jest.setTimeout(120_000);

let ctx: TestContext;
let call: ReturnType<typeof apiClient>;

beforeAll(async () => {
  ctx = await createTestApp({ publicUrl: 'https://keatrails.example' });
  call = apiClient(ctx.app);
}, 60_000);
afterAll(() => ctx.close());

const db = () => ctx.database.db;
const as = (session: { token: string; email: string }) => ({ headers: { token: session.token, email: session.email } });
let n = 0;
const uniqueEmail = (name = 'user') => `${name}${Date.now()}${++n}@Example.com`;

async function signUp(email = uniqueEmail(), password = 'kiwi-trail-99') {
  // A fresh client address per account, so creating test accounts does not trip the per-IP sign-up limit.
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/users/sign_up',
    remoteAddress: `10.1.${Math.floor(n / 250)}.${(n % 250) + 1}`,
    payload: { FirstName: 'Aroha', Email: email, Password: password, OptInNewsLetter: true },
  });
  if (res.statusCode !== 200) throw new Error(res.body);
  return { email: email.toLowerCase(), password, body: res.json() };
}

function decodeQuotedPrintable(text: string): string {
  return text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** Runs the job worker (reset emails are jobs), then reads the newest mail to `to` from the outbox. */
async function waitForMail(to: string): Promise<string> {
  await runAppJobs(ctx.app);
  for (let i = 0; i < 100; i++) {
    const files = await fs.readdir(ctx.config.outboxDir).catch(() => [] as string[]);
    const slug = to.toLowerCase().replace(/[^a-z0-9]+/g, '-');
    const file = files.filter((f) => f.includes(slug)).sort().at(-1);
    // Decode quoted-printable (soft line breaks, =XX escapes) so links read as sent.
    if (file) return decodeQuotedPrintable(await fs.readFile(path.join(ctx.config.outboxDir, file), 'utf8'));
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no mail to ${to}`);
}

describe('sign up', () => {
  it('creates the account and signs in', async () => {
    const email = uniqueEmail('new');
    const { body } = await signUp(email);
    expect(body).toEqual({
      success: true,
      session: { token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/), email: email.toLowerCase(), is_admin: false },
      user: expect.objectContaining({ first_name: 'Aroha', email: email.toLowerCase(), is_admin: false, opt_in_newsletter: true, bookings: { bookings: [] }, favorites: { activities: [] } }),
    });
    const me = await call('GET', '/users/me', as(body.session));
    expect(me.statusCode).toBe(200);
    expect(me.json().user.id).toBe(body.user.id);
  });

  it('refuses an email already used, whatever its case', async () => {
    const { email } = await signUp();
    const res = await call('POST', '/users/sign_up', null, { FirstName: 'Other', Email: email.toUpperCase(), Password: 'another-pass-1' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ success: false, errors: ['An account with this email already exists. Please sign in or reset your password.'] });
  });

  it.each([
    [{ FirstName: 'A', Email: 'a@example.com', Password: 'short' }, 'Password must be at least 8 characters long.'],
    [{ FirstName: 'A', Email: 'not-an-email', Password: 'long-enough' }, 'Please enter a valid email address.'],
    [{ FirstName: '  ', Email: 'b@example.com', Password: 'long-enough' }, 'First name is required.'],
  ])('refuses %j with a clear message', async (body, message) => {
    const res = await call('POST', '/users/sign_up', null, body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, errors: [message] });
  });

  it('answers 400 for a malformed body', async () => {
    for (const body of [{}, { FirstName: 'A', Email: 'a@example.com' }, { FirstName: { a: 1 }, Email: 'a@example.com', Password: 'long-enough' }, []]) {
      const res = await call('POST', '/users/sign_up', null, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().success).toBe(false);
    }
    const text = await call('POST', '/users/sign_up', null, 'FirstName=A');
    expect(text.statusCode).toBe(415);
    expect(text.json()).toEqual({ success: false, errors: ['Unsupported content type; send JSON.'] });
  });
});

describe('sign in and sign out', () => {
  it('signs in with the right password (email case-insensitive), and answers one message for a wrong email or password', async () => {
    const { email, password } = await signUp();
    const ok = await call('POST', '/users/sign_in', null, { email: email.toUpperCase(), password });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().session).toEqual({ token: expect.any(String), email, is_admin: false });
    const wrongPassword = await call('POST', '/users/sign_in', null, { email, password: 'not-the-password' });
    const unknown = await call('POST', '/users/sign_in', null, { email: 'nobody-here@example.com', password });
    for (const res of [wrongPassword, unknown]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ success: false, errors: ['Invalid email or password.'] });
    }
  });

  it('ends only this session on sign out', async () => {
    const { email, password, body } = await signUp();
    const second = (await call('POST', '/users/sign_in', null, { email, password })).json().session;
    const out = await call('DELETE', '/users/sign_out', as(body.session));
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ success: true });
    expect((await call('GET', '/users/me', as(body.session))).statusCode).toBe(401);
    expect((await call('GET', '/users/me', as(second))).statusCode).toBe(200);
    expect((await call('DELETE', '/users/sign_out', null)).statusCode).toBe(401);
  });

  it('limits sign-in attempts per IP and email (10 per 15 minutes)', async () => {
    const email = 'target-of-guessing@example.com';
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await call('POST', '/users/sign_in', null, { email, password: `guess-${i}-guess` })).statusCode);
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    const limited = await call('POST', '/users/sign_in', null, { email, password: 'guess-again' });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ success: false, errors: ['Too many attempts. Please wait a few minutes and try again.'] });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('GET /api/users/me', () => {
  it('loads the user with their bookings and favourite activities', async () => {
    const { body } = await signUp();
    const cat = await createCatalogue(db());
    const dep = await cat.departure({ inDays: 100 });
    const userHeaders = as(body.session);
    const booking = await bookThrough(ctx.app, { id: body.user.id, email: body.session.email, headers: userHeaders.headers }, dep.id);
    await db().insert(favourites).values({ userId: body.user.id, activityApiId: cat.kayak.activity.apiId });
    const me = (await call('GET', '/users/me', userHeaders)).json();
    expect(me.user.bookings.bookings.map((b: { id: number }) => b.id)).toEqual([booking.id]);
    expect(me.user.favorites.activities).toEqual([cat.kayak.activity.apiId]);
  });

  it('answers 401 without or with wrong credentials', async () => {
    const { body } = await signUp();
    for (const headers of [{}, { token: body.session.token }, { token: body.session.token, email: 'someone@example.com' }, { token: 'a'.repeat(43), email: body.session.email }, { token: '%%%', email: 'x' }]) {
      const res = await call('GET', '/users/me', { headers: headers as { token: string; email: string } });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ success: false, errors: ['Please sign in to continue.'] });
    }
  });
});

describe('PUT /api/users/me', () => {
  it('edits names, phone and newsletter without a password', async () => {
    const { body } = await signUp();
    const res = await call('PUT', '/users/me', as(body.session), { first_name: 'Hemi', last_name: 'Walker', phone: '+64 21 555 0101', opt_in_newsletter: false });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ first_name: 'Hemi', last_name: 'Walker', phone: '+64 21 555 0101', opt_in_newsletter: false });
    const bad = await call('PUT', '/users/me', as(body.session), { phone: 'call me maybe' });
    expect(bad.statusCode).toBe(400);
  });

  it('changes email or password only with the current password, ending the other sessions', async () => {
    const { email, password, body } = await signUp();
    const other = (await call('POST', '/users/sign_in', null, { email, password })).json().session;
    const newEmail = uniqueEmail('moved').toLowerCase();
    expect((await call('PUT', '/users/me', as(body.session), { email: newEmail })).json().errors).toEqual([
      'Please enter your current password to change your email or password.',
    ]);
    expect((await call('PUT', '/users/me', as(body.session), { email: newEmail, current_password: 'wrong-password' })).json().errors).toEqual([
      'Your current password is not correct.',
    ]);
    const changed = await call('PUT', '/users/me', as(body.session), { email: newEmail, password: 'a-new-password', current_password: password });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().user.email).toBe(newEmail);
    expect((await call('GET', '/users/me', as(other))).statusCode).toBe(401);
    expect((await call('GET', '/users/me', as({ token: body.session.token, email: newEmail }))).statusCode).toBe(200);
    expect((await call('POST', '/users/sign_in', null, { email: newEmail, password: 'a-new-password' })).statusCode).toBe(200);
  });

  it('refuses an email that belongs to another account', async () => {
    const first = await signUp();
    const { password, body } = await signUp();
    const res = await call('PUT', '/users/me', as(body.session), { email: first.email, current_password: password });
    expect(res.statusCode).toBe(409);
  });
});

describe('password reset', () => {
  it('emails a single-use link; changing the password ends every session', async () => {
    const { email, body } = await signUp();
    const res = await call('POST', '/users/password_reset', null, { email });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: 'If an account exists for this email, we have sent a link to reset your password. It is valid for 1 hour.' });
    const mail = await waitForMail(email);
    expect(mail).toMatch(/^Subject: Reset your Kea Trails password$/m);
    const link = /https:\/\/keatrails\.example\/user\/reset-password\/\?token=([A-Za-z0-9_-]+)&email=([^\s"&]+)/.exec(mail);
    expect(link).not.toBeNull();
    const token = link![1];
    expect(decodeURIComponent(link![2])).toBe(email);

    const short = await call('PUT', '/users/password', null, { token, email, password: 'short' });
    expect(short.statusCode).toBe(400);
    const wrongEmail = await call('PUT', '/users/password', null, { token, email: 'someone-else@example.com', password: 'brand-new-pass' });
    expect(wrongEmail.json().errors).toEqual(['This password reset link is invalid or has expired. Please request a new one.']);

    const changed = await call('PUT', '/users/password', null, { token, email, password: 'brand-new-pass' });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toEqual({ success: true });
    expect((await call('GET', '/users/me', as(body.session))).statusCode).toBe(401);
    expect((await call('POST', '/users/sign_in', null, { email, password: 'brand-new-pass' })).statusCode).toBe(200);
    const again = await call('PUT', '/users/password', null, { token, email, password: 'another-new-pass' });
    expect(again.statusCode).toBe(400);
    expect(again.json().errors).toEqual(['This password reset link is invalid or has expired. Please request a new one.']);
  });

  it('answers the same for an unknown address and sends nothing', async () => {
    const res = await call('POST', '/users/password_reset', null, { email: 'no-account-here@example.com' });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('If an account exists for this email, we have sent a link to reset your password. It is valid for 1 hour.');
    const files = await fs.readdir(ctx.config.outboxDir).catch(() => [] as string[]);
    expect(files.some((f) => f.includes('no-account-here'))).toBe(false);
  });

  it('queues the email as a job holding ids only: the raw token is never stored, and only the newest request is sent', async () => {
    const { email, body } = await signUp();
    await call('POST', '/users/password_reset', null, { email });
    await call('POST', '/users/password_reset', null, { email });
    const queued = (await db().select().from(jobs).where(eq(jobs.type, PASSWORD_RESET_EMAIL_JOB))).filter((j) => j.payload.userId === body.user.id);
    expect(queued).toHaveLength(2);
    const resets = await db().select().from(passwordResets).where(eq(passwordResets.userId, body.user.id)).orderBy(passwordResets.id);
    expect(queued.map((j) => j.payload)).toEqual(resets.map((r) => ({ userId: body.user.id, resetId: r.id })));
    expect(queued.every((j) => j.status === 'pending' && j.dedupeKey === `${PASSWORD_RESET_EMAIL_JOB}:${j.payload.resetId}`)).toBe(true);

    const mail = await waitForMail(email);
    const token = /token=([A-Za-z0-9_-]+)/.exec(mail)![1];
    // Nothing in the database holds the token: not the jobs (ids only), not the reset rows (a hash).
    const everything = JSON.stringify([await db().select().from(jobs), await db().select().from(passwordResets)]);
    expect(everything).not.toContain(token);
    // Both jobs ran; the older request was superseded by the newer one and sent nothing.
    const slug = email.replace(/[^a-z0-9]+/g, '-');
    expect((await fs.readdir(ctx.config.outboxDir)).filter((f) => f.includes(slug))).toHaveLength(1);
    const after = (await db().select().from(jobs).where(eq(jobs.type, PASSWORD_RESET_EMAIL_JOB))).filter((j) => j.payload.userId === body.user.id);
    expect(after.every((j) => j.status === 'done')).toBe(true);
    expect((await call('PUT', '/users/password', null, { token, email, password: 'brand-new-pass' })).statusCode).toBe(200);
  });

  it('refuses an expired link', async () => {
    const { email, body } = await signUp();
    await call('POST', '/users/password_reset', null, { email });
    const token = /token=([A-Za-z0-9_-]+)/.exec(await waitForMail(email))![1];
    await db().update(passwordResets).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(passwordResets.userId, body.user.id));
    const res = await call('PUT', '/users/password', null, { token, email, password: 'brand-new-pass' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual(['This password reset link is invalid or has expired. Please request a new one.']);
    // The same link inside its hour works: it was the expiry that refused it.
    await db().update(passwordResets).set({ expiresAt: new Date(Date.now() + 60_000) }).where(eq(passwordResets.userId, body.user.id));
    expect((await call('PUT', '/users/password', null, { token, email, password: 'brand-new-pass' })).statusCode).toBe(200);
  });

  it('limits reset requests to 5 an hour per email', async () => {
    const email = 'reset-flood@example.com';
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await call('POST', '/users/password_reset', null, { email })).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });

  it('answers 400 for a malformed request', async () => {
    expect((await call('POST', '/users/password_reset', null, { email: 'nope' })).statusCode).toBe(400);
    expect((await call('POST', '/users/password_reset', null, {})).statusCode).toBe(400);
    expect((await call('PUT', '/users/password', null, { token: '!!', email: 'a@example.com', password: 'long-enough' })).statusCode).toBe(400);
  });
});

describe('ensureAdmin (the seed)', () => {
  it('creates an admin account, and updates the password of an existing one', async () => {
    const email = uniqueEmail('admin').toLowerCase();
    const created = await ensureAdmin(db(), email, 'admin-pass-123');
    expect(created.created).toBe(true);
    const signedIn = await call('POST', '/users/sign_in', null, { email, password: 'admin-pass-123' });
    expect(signedIn.json().session.is_admin).toBe(true);
    const again = await ensureAdmin(db(), email, 'admin-pass-456');
    expect(again).toEqual({ id: created.id, created: false });
    expect((await call('POST', '/users/sign_in', null, { email, password: 'admin-pass-456' })).statusCode).toBe(200);
    const [row] = await db().select().from(users).where(eq(users.id, created.id));
    expect(row.isAdmin).toBe(true);
  });
});

describe('Google sign-in without configuration', () => {
  it('answers 400 with a clear message', async () => {
    const res = await call('POST', '/users/social_sign_in', null, { id_token: 'a.b.c' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, errors: ['Google sign-in is not available on this site.'] });
  });
});
