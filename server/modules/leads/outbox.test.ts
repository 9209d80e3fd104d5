import { asc, count, eq, isNull } from 'drizzle-orm';
import { openTestDatabase } from '../../test/app';
import type { Database } from '../../db/client';
import { leadOutbox, leads } from '../../db/schema/leads';
import type { LeadBody } from '../../../contract/leads';
import { backoffMs, deliverPendingLeads, storeLead } from './service';
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
const pending = async () => (await db().select({ n: count() }).from(leadOutbox).where(isNull(leadOutbox.deliveredAt)))[0].n;

describe('backoffMs', () => {
  it('doubles from 30 seconds and stops at 6 hours', () => {
    expect([1, 2, 3, 4].map(backoffMs)).toEqual([30000, 60000, 120000, 240000]);
    expect(backoffMs(30)).toBe(6 * 60 * 60 * 1000);
  });
});

describe('deliverPendingLeads', () => {
  it('does nothing without CRM_LEAD_URL', async () => {
    await storeLead(db(), lead(0));
    let called = false;
    const fetchImpl = (async () => {
      called = true;
      return new Response('{}');
    }) as unknown as typeof fetch;
    expect(await deliverPendingLeads(db(), { crmLeadUrl: '' }, fetchImpl)).toEqual({ delivered: 0, failed: 0 });
    expect(called).toBe(false);
    expect(await pending()).toBe(1);
  });

  it('keeps every lead through a CRM outage and delivers each once when it is back', async () => {
    for (let i = 1; i <= 3; i++) await storeLead(db(), lead(i));
    const start = new Date();
    crm.mode = 'down';
    expect(await deliverPendingLeads(db(), { crmLeadUrl: crm.url }, fetch, { now: start })).toEqual({ delivered: 0, failed: 4 });
    const rows = await db().select().from(leadOutbox).orderBy(asc(leadOutbox.id));
    expect(rows.every((r) => r.attempts === 1 && r.deliveredAt === null && r.lastError === 'CRM answered 503')).toBe(true);
    expect(rows.every((r) => r.nextAttemptAt.getTime() === start.getTime() + 30000)).toBe(true);

    // Not due yet: nobody is asked.
    const asked = crm.requests.length;
    expect(await deliverPendingLeads(db(), { crmLeadUrl: crm.url }, fetch, { now: start })).toEqual({ delivered: 0, failed: 0 });
    expect(crm.requests.length).toBe(asked);

    // Still down a minute later: the second failure waits twice as long.
    const second = minutes(1, start);
    expect(await deliverPendingLeads(db(), { crmLeadUrl: crm.url }, fetch, { now: second })).toEqual({ delivered: 0, failed: 4 });
    const [afterTwo] = await db().select().from(leadOutbox).orderBy(asc(leadOutbox.id)).limit(1);
    expect(afterTwo.attempts).toBe(2);
    expect(afterTwo.nextAttemptAt.getTime()).toBe(second.getTime() + 60000);

    // The CRM can also be unreachable altogether.
    expect(await deliverPendingLeads(db(), { crmLeadUrl: 'http://127.0.0.1:9/leads' }, fetch, { now: minutes(5, start) })).toEqual({ delivered: 0, failed: 4 });
    expect(await pending()).toBe(4);

    crm.mode = 'up';
    const later = minutes(60, start);
    expect(await deliverPendingLeads(db(), { crmLeadUrl: crm.url }, fetch, { now: later })).toEqual({ delivered: 4, failed: 0 });
    expect(await deliverPendingLeads(db(), { crmLeadUrl: crm.url }, fetch, { now: minutes(600, start) })).toEqual({ delivered: 0, failed: 0 });
    expect(await pending()).toBe(0);

    const ok = crm.requests.filter((r) => r.status === 200);
    expect(ok.map((r) => r.body.email).sort()).toEqual(['guest0@example.com', 'guest1@example.com', 'guest2@example.com', 'guest3@example.com']);
    expect(new Set(ok.map((r) => r.idempotencyKey)).size).toBe(4);
    expect(ok[0].body).not.toHaveProperty('captcha');
    const delivered = await db().select().from(leadOutbox);
    expect(delivered.every((r) => r.deliveredAt !== null && r.lastError === null)).toBe(true);
  });

  it('sends each lead exactly once with several workers at the same time', async () => {
    const total = 45;
    for (let i = 100; i < 100 + total; i++) await storeLead(db(), lead(i));
    const sent = new Map<string, number>();
    const fetchImpl = (async (_url: string, init: RequestInit) => {
      const body = JSON.parse(String(init.body)) as { email: string };
      sent.set(body.email, (sent.get(body.email) ?? 0) + 1);
      // Yield so the workers' claims and sends interleave.
      await new Promise((resolve) => setImmediate(resolve));
      return new Response('{}', { status: 200 });
    }) as unknown as typeof fetch;
    const worker = async () => {
      let delivered = 0;
      for (;;) {
        const result = await deliverPendingLeads(db(), { crmLeadUrl: 'http://crm.invalid/leads' }, fetchImpl);
        delivered += result.delivered;
        if (result.delivered + result.failed === 0) return delivered;
      }
    };
    const counts = await Promise.all([worker(), worker(), worker(), worker()]);
    expect(counts.reduce((a, b) => a + b, 0)).toBe(total);
    expect(sent.size).toBe(total);
    expect([...sent.values()].every((n) => n === 1)).toBe(true);
    expect(await pending()).toBe(0);
  });

  it('stores the lead before anything else: it survives a failed delivery', async () => {
    const id = await storeLead(db(), lead(999));
    const failing = (async () => {
      throw new Error('boom');
    }) as unknown as typeof fetch;
    await deliverPendingLeads(db(), { crmLeadUrl: 'http://crm.invalid/leads' }, failing);
    const [row] = await db().select().from(leads).where(eq(leads.id, id));
    expect(row.payload).toMatchObject({ email: 'guest999@example.com' });
    const [outbox] = await db().select().from(leadOutbox).where(eq(leadOutbox.leadId, id));
    expect(outbox).toMatchObject({ attempts: 1, deliveredAt: null, lastError: 'boom' });
  });
});
