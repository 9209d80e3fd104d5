/**
 * Forwarding leads to the CRM through the job worker: one 'lead_forward' job per stored lead,
 * retried with the worker's backoff through an outage, the lead's delivery row kept up to date,
 * each lead sent once with several workers, and given up (the lead kept) after the last attempt.
 */
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { openTestDatabase } from '../../test/app';
import type { Database } from '../../db/client';
import { testConfig, type AppConfig } from '../../config';
import { jobs } from '../../db/schema/jobs';
import { leadOutbox, leads } from '../../db/schema/leads';
import type { Mailer } from '../../lib/mail';
import type { LeadBody } from '../../../contract/leads';
import { backoffMs, runDueJobs, type RunOptions } from '../jobs/worker';
import { createLeadForwardHandler, LEAD_FORWARD_JOB, LEAD_FORWARD_MAX_ATTEMPTS, leadJobHandlers, storeLead } from './service';
import { startFakeCrm, type FakeCrm } from './test-crm';

let database: Database;
let drop: () => Promise<void>;
let crm: FakeCrm;
beforeAll(async () => {
  ({ database, drop } = await openTestDatabase());
  crm = await startFakeCrm();
}, 60000);
afterAll(async () => {
  await crm.close();
  await drop();
});

const db = () => database.db;
const noMail: Mailer = { send: async () => ({ messageId: 'none' }) };
const lead = (i: number): LeadBody => ({
  type: 'init',
  source_url: 'https://keatrails.test/',
  first_name: `Guest${i}`,
  last_name: 'Tester',
  email: `guest${i}@example.com`,
  tour_id: 2,
  captcha: 'x',
});
const minutes = (n: number, from = new Date()) => new Date(from.getTime() + n * 60 * 1000);

/** One pass of the job worker with CRM_LEAD_URL = `crmLeadUrl` (and a stand-in fetch when given). */
function work(crmLeadUrl: string, options: RunOptions = {}, fetchImpl?: typeof fetch) {
  const config: Pick<AppConfig, 'publicUrl' | 'mailFrom' | 'crmLeadUrl'> = { ...testConfig(), crmLeadUrl };
  const handlers = fetchImpl ? { [LEAD_FORWARD_JOB]: createLeadForwardHandler(fetchImpl) } : leadJobHandlers;
  return runDueJobs({ db: db(), mailer: noMail, config, handlers }, options);
}

const deliveryRows = (ids: number[]) => db().select().from(leadOutbox).where(inArray(leadOutbox.leadId, ids)).orderBy(leadOutbox.leadId);
const jobOf = async (leadId: number) => (await db().select().from(jobs).where(eq(jobs.dedupeKey, `${LEAD_FORWARD_JOB}:${leadId}`)))[0];
const undelivered = async (ids: number[]) => (await db().select().from(leadOutbox).where(and(inArray(leadOutbox.leadId, ids), isNull(leadOutbox.deliveredAt)))).length;

describe('storeLead', () => {
  it('stores the lead, its delivery row and its lead_forward job in one transaction', async () => {
    const id = await storeLead(db(), lead(1000));
    expect(await jobOf(id)).toMatchObject({ type: 'lead_forward', payload: { leadId: id }, status: 'pending', attempts: 0, maxAttempts: LEAD_FORWARD_MAX_ATTEMPTS });
    expect((await deliveryRows([id]))[0]).toMatchObject({ attempts: 0, deliveredAt: null, lastError: null });
    // Nothing else runs in this file's other tests with its job due: finish it.
    expect(await work(crm.url)).toMatchObject({ done: 1 });
  });
});

describe('the lead_forward job', () => {
  it('does nothing without CRM_LEAD_URL: the lead stays stored and undelivered', async () => {
    const id = await storeLead(db(), lead(0));
    let called = false;
    const fetchImpl = (async () => {
      called = true;
      return new Response('{}');
    }) as unknown as typeof fetch;
    expect(await work('', {}, fetchImpl)).toEqual({ done: 1, retried: 0, failed: 0 });
    expect(called).toBe(false);
    expect(await undelivered([id])).toBe(1);
  });

  it('keeps every lead through a CRM outage and delivers each once when it is back', async () => {
    const ids: number[] = [];
    for (let i = 1; i <= 3; i++) ids.push(await storeLead(db(), lead(i)));
    const start = new Date();
    crm.mode = 'down';
    expect(await work(crm.url, { now: start })).toEqual({ done: 0, retried: 3, failed: 0 });
    let rows = await deliveryRows(ids);
    expect(rows.every((r) => r.attempts === 1 && r.deliveredAt === null && r.lastError === 'CRM answered 503')).toBe(true);
    expect(rows.every((r) => r.nextAttemptAt.getTime() === start.getTime() + backoffMs(1))).toBe(true);
    const job = await jobOf(ids[0]);
    expect(job).toMatchObject({ status: 'pending', attempts: 1, lastError: 'CRM answered 503' });
    expect(job.runAt.getTime()).toBe(start.getTime() + backoffMs(1));

    // Not due yet: nobody is asked.
    const asked = crm.requests.length;
    expect(await work(crm.url, { now: start })).toEqual({ done: 0, retried: 0, failed: 0 });
    expect(crm.requests.length).toBe(asked);

    // Still down after the backoff: the second failure waits twice as long.
    const second = new Date(start.getTime() + backoffMs(1));
    expect(await work(crm.url, { now: second })).toEqual({ done: 0, retried: 3, failed: 0 });
    [rows[0]] = await deliveryRows([ids[0]]);
    expect(rows[0].attempts).toBe(2);
    expect(rows[0].nextAttemptAt.getTime()).toBe(second.getTime() + backoffMs(2));

    // The CRM can also be unreachable altogether.
    expect(await work('http://127.0.0.1:9/leads', { now: new Date(second.getTime() + backoffMs(2)) })).toEqual({ done: 0, retried: 3, failed: 0 });
    expect(await undelivered(ids)).toBe(3);

    crm.mode = 'up';
    expect(await work(crm.url, { now: minutes(60, start) })).toEqual({ done: 3, retried: 0, failed: 0 });
    expect(await work(crm.url, { now: minutes(600, start) })).toEqual({ done: 0, retried: 0, failed: 0 });
    expect(await undelivered(ids)).toBe(0);

    const ok = crm.requests.filter((r) => r.status === 200 && ['guest1@example.com', 'guest2@example.com', 'guest3@example.com'].includes(String(r.body.email)));
    expect(ok.map((r) => r.body.email).sort()).toEqual(['guest1@example.com', 'guest2@example.com', 'guest3@example.com']);
    expect(new Set(ok.map((r) => r.idempotencyKey))).toEqual(new Set(ids.map((id) => `kea-lead-${id}`)));
    expect(ok[0].body).not.toHaveProperty('captcha');
    rows = await deliveryRows(ids);
    expect(rows.every((r) => r.deliveredAt !== null && r.lastError === null && r.attempts === 4)).toBe(true);
    expect((await jobOf(ids[0])).status).toBe('done');
  });

  it('sends each lead exactly once with several workers at the same time', async () => {
    const total = 45;
    const ids: number[] = [];
    for (let i = 100; i < 100 + total; i++) ids.push(await storeLead(db(), lead(i)));
    const sent = new Map<string, number>();
    const fetchImpl = (async (_url: string, init: RequestInit) => {
      const body = JSON.parse(String(init.body)) as { email: string };
      sent.set(body.email, (sent.get(body.email) ?? 0) + 1);
      // Yield so the workers' claims and sends interleave.
      await new Promise((resolve) => setImmediate(resolve));
      return new Response('{}', { status: 200 });
    }) as unknown as typeof fetch;
    const results = await Promise.all([1, 2, 3, 4].map(() => work('http://crm.invalid/leads', { batchSize: 5 }, fetchImpl)));
    expect(results.reduce((sum, r) => sum + r.done, 0)).toBe(total);
    expect(sent.size).toBe(total);
    expect([...sent.values()].every((n) => n === 1)).toBe(true);
    expect(await undelivered(ids)).toBe(0);
  });

  it('never sends a delivered lead again, even if its job runs twice (a crash before the done mark)', async () => {
    const id = await storeLead(db(), lead(500));
    let calls = 0;
    const fetchImpl = (async () => {
      calls++;
      return new Response('{}', { status: 200 });
    }) as unknown as typeof fetch;
    expect(await work('http://crm.invalid/leads', {}, fetchImpl)).toMatchObject({ done: 1 });
    await db().update(jobs).set({ status: 'pending' }).where(eq(jobs.dedupeKey, `${LEAD_FORWARD_JOB}:${id}`));
    expect(await work('http://crm.invalid/leads', {}, fetchImpl)).toMatchObject({ done: 1 });
    expect(calls).toBe(1);
  });

  it(`gives up after ${LEAD_FORWARD_MAX_ATTEMPTS} attempts (about three days), keeping the lead and the last error`, async () => {
    const id = await storeLead(db(), lead(600));
    const failing = (async () => new Response('nope', { status: 502 })) as unknown as typeof fetch;
    let now = new Date();
    for (let i = 0; i < LEAD_FORWARD_MAX_ATTEMPTS; i++) {
      await work('http://crm.invalid/leads', { now }, failing);
      now = new Date(now.getTime() + backoffMs(i + 1));
    }
    const elapsedHours = (now.getTime() - Date.now()) / 3600_000;
    expect(elapsedHours).toBeGreaterThan(60);
    expect(await jobOf(id)).toMatchObject({ status: 'failed', attempts: LEAD_FORWARD_MAX_ATTEMPTS });
    expect((await deliveryRows([id]))[0]).toMatchObject({ attempts: LEAD_FORWARD_MAX_ATTEMPTS, deliveredAt: null, lastError: `CRM answered 502 (gave up after ${LEAD_FORWARD_MAX_ATTEMPTS} attempts)` });
    expect((await db().select().from(leads).where(eq(leads.id, id)))[0].payload).toMatchObject({ email: 'guest600@example.com' });
  });

  it('stores the lead before anything else: it survives a failed delivery', async () => {
    const id = await storeLead(db(), lead(999));
    const failing = (async () => {
      throw new Error('boom');
    }) as unknown as typeof fetch;
    expect(await work('http://crm.invalid/leads', {}, failing)).toMatchObject({ retried: 1 });
    const [row] = await db().select().from(leads).where(eq(leads.id, id));
    expect(row.payload).toMatchObject({ email: 'guest999@example.com' });
    expect((await deliveryRows([id]))[0]).toMatchObject({ attempts: 1, deliveredAt: null, lastError: 'boom' });
  });
});
