/**
 * When the things around the API fail:
 * - the CRM is down: leads are stored and answered 200, their 'lead_forward' job is retried
 *   with the worker's backoff and delivers each lead once when the CRM is back;
 * - the mail server is down: a reset request answers exactly as usual and its email job is
 *   retried until the server is back (the emailed link then works), and a waitlist offer leaves
 *   people waiting and mails them on the job's retry;
 * - the database restarts (real PostgreSQL only, TEST_DATABASE_URL): requests in the outage
 *   answer 503 in the one error shape (never 500), and the same app serves normally after,
 *   without a restart; a connection lost as a transaction begins does not keep its pool slot.
 * Every outside service is a local stand-in on 127.0.0.1.
 */
import type { AddressInfo } from 'node:net';
import { Client, type Pool, type PoolClient } from 'pg';
import { SMTPServer } from 'smtp-server';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { eq, sql } from 'drizzle-orm';
import { createTestApp, type TestContext } from '../app';
import { jobs } from '../../db/schema/jobs';
import { leadOutbox, leads } from '../../db/schema/leads';
import { waitlistEntries } from '../../db/schema/waitlist';
import { departures } from '../../db/schema/catalogue';
import { isDatabaseUnavailable, SERVICE_UNAVAILABLE } from '../../lib/errors';
import { runAppJobs } from '../../modules/jobs/plugin';
import { backoffMs } from '../../modules/jobs/worker';
import { startFakeCrm, type FakeCrm } from '../../modules/leads/test-crm';
import { enqueueWaitlistOffer } from '../../modules/waitlist/service';
import { bookThrough, createCatalogue, createUser, type TestUser } from '../../modules/bookings/test-fixtures';

jest.setTimeout(120_000);

/** A local SMTP server that refuses every connection while `down`, and records what it accepts. */
async function startSmtp() {
  const state = { down: true, received: [] as { to: string[]; data: string }[], refused: 0 };
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onConnect(_session, callback) {
      if (state.down) {
        state.refused++;
        const error = new Error('Service not available, try again later') as Error & { responseCode: number };
        error.responseCode = 421;
        return callback(error);
      }
      callback();
    },
    onData(stream, session, callback) {
      let data = '';
      stream.on('data', (chunk: Buffer) => (data += chunk.toString('utf8')));
      stream.on('end', () => {
        state.received.push({ to: session.envelope.rcptTo.map((r) => r.address), data });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return { state, url: `smtp://127.0.0.1:${port}`, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

async function captcha(ctx: TestContext): Promise<string> {
  const challenge = (await ctx.app.inject({ method: 'GET', url: '/api/captcha/challenge' })).json() as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

describe('the CRM is down', () => {
  let ctx: TestContext;
  let crm: FakeCrm;
  beforeAll(async () => {
    crm = await startFakeCrm();
    crm.mode = 'down';
    ctx = await createTestApp({ crmLeadUrl: crm.url });
  }, 60_000);
  afterAll(async () => {
    await ctx.close();
    await crm.close();
  });

  it('stores the lead, retries with backoff, and delivers it once when the CRM is back', async () => {
    const body = { type: 'contact_us_lead', source_url: 'https://keatrails.test/contact-us/', first_name: 'Aroha', last_name: 'Smith', email: 'aroha.crm@example.com', subscribe: false, adventure_selected: true, hakaPlus_selected: false, snowTour_selected: false, privateGroup_selected: false, message_text: 'Hello' };
    const res = await ctx.app.inject({ method: 'POST', url: '/api/third_party/crm_lead', payload: { ...body, captcha: await captcha(ctx) } });
    expect(res.statusCode).toBe(200);
    expect(res.json().success).toBe(true);
    const [lead] = await ctx.app.db.select().from(leads).where(eq(leads.email, 'aroha.crm@example.com'));
    expect(lead).toBeDefined();

    // The answer did not wait for the CRM: the lead's job meets the outage on the worker's pass.
    const start = new Date();
    const attempts = async () => (await ctx.app.db.select().from(leadOutbox).where(eq(leadOutbox.leadId, lead.id)))[0];
    const job = async () => (await ctx.app.db.select().from(jobs).where(eq(jobs.dedupeKey, `lead_forward:${lead.id}`)))[0];
    expect(await runAppJobs(ctx.app, { now: start })).toMatchObject({ done: 0, retried: 1 });
    let row = await attempts();
    expect(row).toMatchObject({ attempts: 1, deliveredAt: null, lastError: 'CRM answered 503' });
    expect(row.nextAttemptAt.getTime()).toBe(start.getTime() + backoffMs(1));
    expect((await job()).runAt.getTime()).toBe(start.getTime() + backoffMs(1));

    // Not due yet: nothing is sent.
    const sentBefore = crm.requests.length;
    expect(await runAppJobs(ctx.app, { now: new Date(start.getTime() + 1_000) })).toMatchObject({ done: 0, retried: 0 });
    expect(crm.requests.length).toBe(sentBefore);

    // Due and still down: the wait doubles.
    const second = new Date(row.nextAttemptAt.getTime() + 1_000);
    expect(await runAppJobs(ctx.app, { now: second })).toMatchObject({ done: 0, retried: 1 });
    row = await attempts();
    expect(row.attempts).toBe(2);
    expect(row.nextAttemptAt.getTime()).toBe(second.getTime() + backoffMs(2));

    // Back up: delivered once, with the lead as stored, and never again.
    crm.mode = 'up';
    const third = new Date(row.nextAttemptAt.getTime() + 1_000);
    expect(await runAppJobs(ctx.app, { now: third })).toMatchObject({ done: 1, retried: 0 });
    expect(await runAppJobs(ctx.app, { now: new Date(third.getTime() + 24 * 3600_000) })).toMatchObject({ done: 0, retried: 0 });
    const ok = crm.requests.filter((r) => r.status === 200);
    expect(ok).toHaveLength(1);
    expect(ok[0]).toMatchObject({ idempotencyKey: `kea-lead-${lead.id}`, body: expect.objectContaining({ email: 'aroha.crm@example.com', message_text: 'Hello' }) });
    expect(ok[0].body).not.toHaveProperty('captcha');
    expect((await attempts()).deliveredAt).not.toBeNull();
  });
});

describe('the mail server is down', () => {
  let ctx: TestContext;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let alice: TestUser;
  beforeAll(async () => {
    smtp = await startSmtp();
    ctx = await createTestApp({ smtpUrl: smtp.url });
    const res = await ctx.app.inject({ method: 'POST', url: '/api/users/sign_up', payload: { FirstName: 'Mere', Email: 'mere.mail@example.com', Password: 'kea-trails-secret-1' } });
    expect(res.statusCode).toBe(200);
    alice = await createUser(ctx.database.db);
  }, 60_000);
  afterAll(async () => {
    await ctx.close();
    await smtp.close();
  });

  it('answers a reset request exactly as usual, and mails it (a working link) once the server is back', async () => {
    smtp.state.down = true;
    const down = await ctx.app.inject({ method: 'POST', url: '/api/users/password_reset', payload: { email: 'mere.mail@example.com' } });
    const unknown = await ctx.app.inject({ method: 'POST', url: '/api/users/password_reset', payload: { email: 'nobody.mail@example.com' } });
    expect(down.statusCode).toBe(200);
    expect(down.body).toBe(unknown.body);

    // The worker's pass meets the outage: the email job waits for its backoff, nothing is lost.
    const start = new Date();
    expect(await runAppJobs(ctx.app, { now: start })).toMatchObject({ done: 0, retried: 1 });
    expect(smtp.state.refused).toBeGreaterThan(0);
    expect(smtp.state.received).toHaveLength(0);
    const [job] = await ctx.app.db.select().from(jobs).where(eq(jobs.type, 'password_reset_email'));
    expect(job).toMatchObject({ status: 'pending', attempts: 1 });
    expect(job.runAt.getTime()).toBe(start.getTime() + backoffMs(1));

    // Back up; the next pass after the backoff sends it, once.
    smtp.state.down = false;
    expect(await runAppJobs(ctx.app, { now: new Date(start.getTime() + backoffMs(1) - 1_000) })).toMatchObject({ done: 0 });
    expect(smtp.state.received).toHaveLength(0);
    expect(await runAppJobs(ctx.app, { now: new Date(start.getTime() + backoffMs(1)) })).toMatchObject({ done: 1, retried: 0 });
    expect(await runAppJobs(ctx.app, { now: new Date(start.getTime() + 24 * 3600_000) })).toMatchObject({ done: 0 });
    expect(smtp.state.received).toHaveLength(1);
    expect(smtp.state.received[0].to).toEqual(['mere.mail@example.com']);
    // Quoted-printable (RFC 2045): soft line breaks and =XX escapes, so the link reads as sent.
    const data = smtp.state.received[0].data.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    expect(data).toContain('reset-password');
    // The delayed email's link works.
    const token = /token=([A-Za-z0-9_-]+)/.exec(data)![1];
    const changed = await ctx.app.inject({ method: 'PUT', url: '/api/users/password', payload: { token, email: 'mere.mail@example.com', password: 'kea-trails-secret-2' } });
    expect(changed.statusCode).toBe(200);
  });

  it("keeps waiting people waiting through a mail outage and mails them on the offer job's retry", async () => {
    const cat = await createCatalogue(ctx.database.db);
    const departure = await cat.departure({ inDays: 120, seats: 1 });
    const booking = await bookThrough(ctx.app, alice, departure.id, 1);
    const join = await ctx.app.inject({ method: 'POST', url: '/api/waitlist', payload: { departure_id: `departure-${departure.id}`, email: 'waiting.mail@example.com', first_name: 'Tama' } });
    expect(join.statusCode).toBe(200);
    // The seat frees up.
    expect((await ctx.app.inject({ method: 'DELETE', url: `/api/bookings/bookings/${booking.id}`, headers: alice.headers })).statusCode).toBe(200);
    expect((await ctx.database.db.select().from(departures).where(eq(departures.id, departure.id)))[0].availableSeats).toBe(1);

    // The bookings module enqueues a waitlist offer where it frees the seats; one is enqueued
    // here too (the same job when in the same minute): the job meets the outage.
    const start = new Date();
    await enqueueWaitlistOffer(ctx.database.db, departure.id, start);
    const offers = async () => (await ctx.database.db.select().from(jobs).where(eq(jobs.type, 'waitlist_offer'))).filter((j) => j.payload.departureId === departure.id);
    const toWaiting = () => smtp.state.received.filter((m) => m.to.includes('waiting.mail@example.com'));
    smtp.state.down = true;
    await runAppJobs(ctx.app, { now: start });
    const entry = async () => (await ctx.database.db.select().from(waitlistEntries).where(eq(waitlistEntries.departureId, departure.id)))[0];
    expect((await entry()).notifiedAt).toBeNull();
    expect((await offers()).every((j) => j.status === 'pending' && j.lastError === '1 waitlist email could not be sent')).toBe(true);

    smtp.state.down = false;
    await runAppJobs(ctx.app, { now: new Date(start.getTime() + backoffMs(1)) });
    expect((await entry()).notifiedAt).not.toBeNull();
    expect((await offers()).every((j) => j.status === 'done')).toBe(true);
    expect(toWaiting()).toHaveLength(1);
    // Once only.
    await enqueueWaitlistOffer(ctx.database.db, departure.id, new Date(start.getTime() + 10 * 60_000));
    await runAppJobs(ctx.app, { now: new Date(start.getTime() + 10 * 60_000) });
    expect(toWaiting()).toHaveLength(1);
  });
});

describe('database errors that mean "unavailable"', () => {
  it('are told apart from other failures, also when wrapped', () => {
    expect(isDatabaseUnavailable({ code: '57P01', message: 'terminating connection due to administrator command' })).toBe(true);
    expect(isDatabaseUnavailable({ code: '08006' })).toBe(true);
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isDatabaseUnavailable({ message: 'Failed query: select 1', cause: { code: 'ECONNREFUSED' } })).toBe(true);
    expect(isDatabaseUnavailable({ message: 'Failed query', cause: { code: '55000', message: 'database "x" is not currently accepting connections' } })).toBe(true);
    expect(isDatabaseUnavailable({ code: '23505', message: 'duplicate key value' })).toBe(false);
    expect(isDatabaseUnavailable(new TypeError('x is undefined'))).toBe(false);
    expect(isDatabaseUnavailable(undefined)).toBe(false);
  });
});

// Only against a real server: PGlite runs inside this process and cannot be restarted under it.
if (process.env.TEST_DATABASE_URL) {
  describe('the database restarts under load (PostgreSQL)', () => {
    let ctx: TestContext;
    let alice: TestUser;
    let departureId: number;
    let admin: Client;
    let dbName: string;
    beforeAll(async () => {
      ctx = await createTestApp();
      const cat = await createCatalogue(ctx.database.db);
      departureId = (await cat.departure({ inDays: 90 })).id;
      alice = await createUser(ctx.database.db);
      dbName = new URL(ctx.config.databaseUrl).pathname.slice(1);
      admin = new Client({ connectionString: process.env.TEST_DATABASE_URL });
      await admin.connect();
    }, 60_000);
    afterAll(async () => {
      await admin.query(`alter database ${dbName} allow_connections true`).catch(() => undefined);
      await admin.end();
      await ctx.close();
    });

    const requests = () => [
      ctx.app.inject({ method: 'GET', url: `/api/tour_info/departures/departure-${departureId}` }),
      ctx.app.inject({ method: 'GET', url: '/api/bookings/bookings', headers: alice.headers }),
      ctx.app.inject({ method: 'POST', url: '/api/bookings/bookings', headers: alice.headers, payload: { 'bookings/booking': { departure_id: `departure-${departureId}` } } }),
    ];

    it('survives a connection dropped inside a transaction, between two queries', async () => {
      // A checked-out client has no listener of the pool's: without its own, the drop is an
      // unhandled 'error' event that ends the process.
      const dropped = ctx.database.db.transaction(async (tx) => {
        const [{ pid }] = (await tx.execute(sql`select pg_backend_pid() as pid`)).rows as Array<{ pid: number }>;
        await admin.query('select pg_terminate_backend($1)', [pid]);
        await new Promise((r) => setTimeout(r, 200));
        await tx.execute(sql`select 1`);
      });
      await expect(dropped).rejects.toBeTruthy();
      const res = await ctx.app.inject({ method: 'GET', url: `/api/tour_info/departures/departure-${departureId}` });
      expect(res.statusCode).toBe(200);
    });

    it('answers 503 (never 500) while it is down and serves normally after, without a restart', async () => {
      const warm = await Promise.all(requests());
      expect(warm.map((r) => r.statusCode)).toEqual([200, 200, 200]);

      // Load while the server drops every connection of this database and refuses new ones.
      const load = Promise.all(Array.from({ length: 10 }, () => Promise.all(requests())));
      await admin.query(`alter database ${dbName} allow_connections false`);
      await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()', [dbName]);
      const during = (await load).flat();
      const outage = await Promise.all(Array.from({ length: 5 }, () => Promise.all(requests())));
      for (const res of [...during, ...outage.flat()]) {
        expect([200, 503]).toContain(res.statusCode);
        if (res.statusCode === 503) {
          expect(res.json()).toEqual({ success: false, errors: [SERVICE_UNAVAILABLE] });
          expect(res.headers['retry-after']).toBe('5');
        }
      }
      expect(outage.flat().every((r) => r.statusCode === 503)).toBe(true);
      const health = await ctx.app.inject({ method: 'GET', url: '/api/health' });
      expect(health.statusCode).toBe(503);

      await admin.query(`alter database ${dbName} allow_connections true`);
      let after: number[] = [];
      for (let i = 0; i < 50; i++) {
        after = (await Promise.all(requests())).map((r) => r.statusCode);
        if (after.every((s) => s === 200)) break;
        await new Promise((r) => setTimeout(r, 100));
      }
      expect(after).toEqual([200, 200, 200]);
      expect((await ctx.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    });

    it('gives a connection lost as its transaction begins back to the pool (more losses than the pool has slots)', async () => {
      const pool = (ctx.database.db as unknown as { $client: Pool }).$client;
      // Each checkout's socket is cut as it is handed over, so its BEGIN fails, which Drizzle's
      // transaction does not release the client after (pool.ts).
      const cut = (client: PoolClient) => (client as unknown as { connection: { stream: { destroy(): void } } }).connection.stream.destroy();
      pool.on('acquire', cut);
      try {
        const attempts = await Promise.allSettled(Array.from({ length: 12 }, () => ctx.database.db.transaction((tx) => tx.execute(sql`select 1`))));
        expect(attempts.map((attempt) => attempt.status)).toEqual(Array(12).fill('rejected'));
      } finally {
        pool.off('acquire', cut);
      }
      const created = await ctx.app.inject({ method: 'POST', url: '/api/bookings/bookings', headers: alice.headers, payload: { 'bookings/booking': { departure_id: `departure-${departureId}` } } });
      expect(created.statusCode).toBe(200);
      expect(pool.totalCount).toBeLessThanOrEqual(1);
    });
  });
}
