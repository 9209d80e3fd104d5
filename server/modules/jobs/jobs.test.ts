/**
 * The job queue and worker against the real schema: enqueueing (dedupe, transactions),
 * retries with backoff, giving up after max attempts, taking over a crashed worker's job,
 * and two workers sharing one database without running any job twice. Runs on PGlite and,
 * with TEST_DATABASE_URL, on PostgreSQL (the two workers then use two connection pools).
 */
import { eq } from 'drizzle-orm';
import { createTestApp, type TestContext } from '../../test/app';
import { openDatabase, type Database } from '../../db/client';
import { jobs } from '../../db/schema/jobs';
import type { Mailer } from '../../lib/mail';
import { enqueueJob, tryEnqueueJob } from './queue';
import { backoffMs, claimJobs, LEASE_MS, runDueJobs, type JobHandler, type JobHandlers } from './worker';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const noMail: Mailer = { send: async () => ({ messageId: 'none' }) };
let typeCounter = 0;
/** A job type of this test only, so jobs other tests left behind do not interfere. */
const uniqueType = () => `test_${++typeCounter}_${Date.now()}`;

function deps(handlers: JobHandlers, db = ctx.app.db, log?: { info: jest.Mock; warn: jest.Mock; error: jest.Mock }) {
  return { db, mailer: noMail, config: ctx.config, handlers, ...(log ? { log: log as never } : {}) };
}

const jobsOfType = (type: string) => ctx.app.db.select().from(jobs).where(eq(jobs.type, type)).orderBy(jobs.id);

describe('enqueueJob', () => {
  it('adds a pending job due now, and a second one with the same dedupe key is a no-op', async () => {
    const type = uniqueType();
    await enqueueJob(ctx.app.db, { type, payload: { n: 1 }, dedupeKey: `${type}:a` });
    await enqueueJob(ctx.app.db, { type, payload: { n: 2 }, dedupeKey: `${type}:a` });
    expect(await tryEnqueueJob(ctx.app.db, { type, payload: { n: 3 }, dedupeKey: `${type}:a` })).toBe(false);
    const rows = await jobsOfType(type);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 'pending', attempts: 0, payload: { n: 1 } });
    expect(rows[0].runAt.getTime()).toBeLessThanOrEqual(Date.now());
    // Without a key, every enqueue is a job of its own.
    await enqueueJob(ctx.app.db, { type, payload: {} });
    await enqueueJob(ctx.app.db, { type, payload: {} });
    expect(await jobsOfType(type)).toHaveLength(3);
  });

  it('belongs to the transaction it is enqueued in: kept on commit, gone on rollback', async () => {
    const type = uniqueType();
    await ctx.app.db.transaction(async (tx) => {
      await enqueueJob(tx, { type, payload: { kept: true } });
    });
    await expect(
      ctx.app.db.transaction(async (tx) => {
        await enqueueJob(tx, { type, payload: { kept: false } });
        throw new Error('payment not recorded');
      }),
    ).rejects.toThrow('payment not recorded');
    expect((await jobsOfType(type)).map((j) => j.payload)).toEqual([{ kept: true }]);
  });
});

describe('runDueJobs', () => {
  it('runs due jobs once and leaves future ones for later', async () => {
    const type = uniqueType();
    const seen: unknown[] = [];
    const handler: JobHandler = async (payload) => {
      seen.push(payload.n);
    };
    const now = new Date();
    await enqueueJob(ctx.app.db, { type, payload: { n: 1 }, runAt: new Date(now.getTime() - 1000) });
    await enqueueJob(ctx.app.db, { type, payload: { n: 2 }, runAt: new Date(now.getTime() + 60 * 60 * 1000) });
    const first = await runDueJobs(deps({ [type]: handler }), { now });
    expect(first.done).toBeGreaterThanOrEqual(1);
    expect(seen).toEqual([1]);
    await runDueJobs(deps({ [type]: handler }), { now });
    expect(seen).toEqual([1]);
    await runDueJobs(deps({ [type]: handler }), { now: new Date(now.getTime() + 2 * 60 * 60 * 1000) });
    expect(seen).toEqual([1, 2]);
    const rows = await jobsOfType(type);
    expect(rows.map((r) => [r.status, r.attempts])).toEqual([
      ['done', 1],
      ['done', 1],
    ]);
    expect(rows.every((r) => r.finishedAt !== null && r.lockedUntil === null)).toBe(true);
  });

  it('a stopped pass (shutdown) finishes its current job and hands the unstarted ones back, due at once, attempt not counted', async () => {
    const type = uniqueType();
    const ran: unknown[] = [];
    let stop = false;
    const handler: JobHandler = async (payload) => {
      ran.push(payload.n);
      stop = true; // SIGTERM arrives while the first job runs
    };
    const now = new Date();
    for (const n of [1, 2, 3, 4]) await enqueueJob(ctx.app.db, { type, payload: { n }, runAt: new Date(now.getTime() - 1000) });
    const result = await runDueJobs(deps({ [type]: handler }), { now, batchSize: 4, shouldStop: () => stop });
    expect(ran).toEqual([1]);
    expect(result.released).toBeGreaterThanOrEqual(3);
    const rows = await jobsOfType(type);
    expect(rows.map((r) => [r.payload.n, r.status, r.attempts, r.lockedUntil])).toEqual([
      [1, 'done', 1, null],
      [2, 'pending', 0, null],
      [3, 'pending', 0, null],
      [4, 'pending', 0, null],
    ]);
    // Another instance takes them at once, not after the lease.
    await runDueJobs(deps({ [type]: handler }), { now });
    expect(ran).toEqual([1, 2, 3, 4]);
  });

  it('retries a failing job with exponential backoff and records the error, then succeeds (nothing lost)', async () => {
    const type = uniqueType();
    let calls = 0;
    const flaky: JobHandler = async () => {
      calls++;
      if (calls <= 2) throw new Error(`SMTP down (${calls})`);
    };
    const log = { info: jest.fn(), warn: jest.fn(), error: jest.fn() };
    const t0 = new Date();
    await enqueueJob(ctx.app.db, { type, payload: {}, runAt: t0 });

    expect((await runDueJobs(deps({ [type]: flaky }, ctx.app.db, log), { now: t0 })).retried).toBe(1);
    let [row] = await jobsOfType(type);
    expect(row).toMatchObject({ status: 'pending', attempts: 1, lastError: 'SMTP down (1)' });
    expect(row.runAt.getTime()).toBe(t0.getTime() + backoffMs(1));
    expect(log.warn).toHaveBeenCalled();

    // Not before its backoff has passed.
    await runDueJobs(deps({ [type]: flaky }), { now: new Date(t0.getTime() + backoffMs(1) - 1000) });
    expect(calls).toBe(1);

    const t1 = new Date(t0.getTime() + backoffMs(1));
    await runDueJobs(deps({ [type]: flaky }), { now: t1 });
    [row] = await jobsOfType(type);
    expect(row).toMatchObject({ status: 'pending', attempts: 2, lastError: 'SMTP down (2)' });
    expect(row.runAt.getTime()).toBe(t1.getTime() + backoffMs(2));
    expect(backoffMs(2)).toBe(2 * backoffMs(1));

    await runDueJobs(deps({ [type]: flaky }), { now: new Date(t1.getTime() + backoffMs(2)) });
    [row] = await jobsOfType(type);
    expect(row).toMatchObject({ status: 'done', attempts: 3, lastError: null });
    expect(calls).toBe(3);
  });

  it('marks a job failed and logs it after its last attempt', async () => {
    const type = uniqueType();
    const log = { info: jest.fn(), warn: jest.fn(), error: jest.fn() };
    const broken: JobHandler = async () => {
      throw new Error('template missing');
    };
    let now = new Date();
    await enqueueJob(ctx.app.db, { type, payload: {}, runAt: now, maxAttempts: 2 });
    await runDueJobs(deps({ [type]: broken }, ctx.app.db, log), { now });
    now = new Date(now.getTime() + backoffMs(1));
    expect((await runDueJobs(deps({ [type]: broken }, ctx.app.db, log), { now })).failed).toBe(1);
    const [row] = await jobsOfType(type);
    expect(row).toMatchObject({ status: 'failed', attempts: 2, lastError: 'template missing' });
    expect(log.error).toHaveBeenCalledWith(expect.objectContaining({ jobId: row.id, type }), expect.any(String));
    // A failed job is never picked up again.
    await runDueJobs(deps({ [type]: broken }), { now: new Date(now.getTime() + 24 * 60 * 60 * 1000) });
    expect((await jobsOfType(type))[0].attempts).toBe(2);
  });

  it('retries a job of an unknown type instead of dropping it (an older instance in a rolling deploy)', async () => {
    const type = uniqueType();
    const now = new Date();
    await enqueueJob(ctx.app.db, { type, payload: {}, runAt: now });
    await runDueJobs(deps({}), { now });
    const [row] = await jobsOfType(type);
    expect(row.status).toBe('pending');
    expect(row.lastError).toContain('no handler');
    let ran = false;
    await runDueJobs(deps({ [type]: async () => void (ran = true) }), { now: new Date(now.getTime() + backoffMs(1)) });
    expect(ran).toBe(true);
  });

  it("takes over a crashed worker's job once its lease has run out, not before", async () => {
    const type = uniqueType();
    const now = new Date();
    await enqueueJob(ctx.app.db, { type, payload: {}, runAt: now });
    // A worker claims it and dies before finishing.
    const claimed = await claimJobs(ctx.app.db, now, 1000);
    expect(claimed.map((j) => j.type)).toContain(type);
    let runs = 0;
    const handler: JobHandler = async () => void runs++;
    await runDueJobs(deps({ [type]: handler }), { now: new Date(now.getTime() + LEASE_MS - 1000) });
    expect(runs).toBe(0);
    await runDueJobs(deps({ [type]: handler }), { now: new Date(now.getTime() + LEASE_MS) });
    expect(runs).toBe(1);
    expect((await jobsOfType(type))[0]).toMatchObject({ status: 'done', attempts: 2 });
  });

  it('two workers on one database run each of N jobs exactly once', async () => {
    const type = uniqueType();
    const N = 60;
    for (let i = 0; i < N; i++) await enqueueJob(ctx.app.db, { type, payload: { n: i } });
    // On PostgreSQL the second worker is a second instance: its own pool of connections.
    let second: Database | null = null;
    if (ctx.config.databaseUrl) second = await openDatabase({ databaseUrl: ctx.config.databaseUrl, pgliteDir: '' });
    try {
      const handled: { worker: string; n: number }[] = [];
      const handlerOf =
        (worker: string): JobHandler =>
        async (payload) => {
          handled.push({ worker, n: Number(payload.n) });
          // Yield so the two workers interleave.
          await new Promise((resolve) => setTimeout(resolve, 1));
        };
      const now = new Date();
      const [a, b] = await Promise.all([
        runDueJobs(deps({ [type]: handlerOf('a') }), { now, batchSize: 5 }),
        runDueJobs(deps({ [type]: handlerOf('b') }, second ? second.db : ctx.app.db), { now, batchSize: 5 }),
      ]);
      expect(a.done + b.done).toBeGreaterThanOrEqual(N);
      const ns = handled.map((h) => h.n).sort((x, y) => x - y);
      expect(ns).toEqual(Array.from({ length: N }, (_, i) => i));
      const rows = await jobsOfType(type);
      expect(rows.every((r) => r.status === 'done' && r.attempts === 1)).toBe(true);
    } finally {
      await second?.close();
    }
  });

  it('a worker whose lease ran out does not overwrite the outcome of the worker that took the job over', async () => {
    const type = uniqueType();
    const now = new Date();
    await enqueueJob(ctx.app.db, { type, payload: {}, runAt: now });
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let started!: () => void;
    const isStarted = new Promise<void>((resolve) => (started = resolve));
    // Worker A hangs past its lease, then fails.
    const slow: JobHandler = async () => {
      started();
      await released;
      throw new Error('timed out talking to SMTP');
    };
    const workerA = runDueJobs(deps({ [type]: slow }), { now });
    await isStarted;
    // Worker B takes the job over after the lease and finishes it.
    let bRuns = 0;
    await runDueJobs(deps({ [type]: async () => void bRuns++ }), { now: new Date(now.getTime() + LEASE_MS) });
    expect(bRuns).toBe(1);
    release();
    await workerA;
    const [row] = await jobsOfType(type);
    expect(row).toMatchObject({ status: 'done', attempts: 2, lastError: null });
  });
});
