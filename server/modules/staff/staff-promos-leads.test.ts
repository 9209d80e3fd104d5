/**
 * Promo codes and leads in the staff area (issue 18): a code staff create works for a customer
 * in the wizard (the bookings API), with its usage and per-customer limits; expiring it stops
 * new uses. Leads list with their CRM delivery and a retry. PGlite and PostgreSQL.
 */
import { eq, gt, sql } from 'drizzle-orm';
import { leadOutbox, leads } from '../../db/schema/leads';
import { jobs } from '../../db/schema/jobs';
import { LIST_COUNT_LIMIT, STAFF_MESSAGES } from '../../../contract/staff';
import { withStatementLog } from '../../test/statements';
import { addDays, todayInNz } from '../../../contract/dates';
import { bookingWorld, bookThrough, createUser, type TestUser, type BookingWorld } from '../bookings/test-fixtures';
import { storeLead } from '../leads/service';
import { LEAD_DELIVERED } from './leads';

jest.setTimeout(120_000);
let { ctx, call, cat, admin: staff } = {} as BookingWorld;
let nextDay = 100;

beforeAll(async () => ({ ctx, call, cat, admin: staff } = await bookingWorld({ rateLimitExemptIps: ['127.0.0.1'] }, { customers: false })), 120_000);
afterAll(() => ctx.close());

const db = () => ctx.database.db;
const apply = (user: TestUser, id: number, code: string) => call('PUT', `/bookings/bookings/${id}`, user, { 'bookings/booking': { promo_code_string: code } });
const newBooking = async (user: TestUser) => bookThrough(ctx.app, user, (await cat.departure({ inDays: nextDay++ })).id, 1);

describe('promo codes', () => {
  it('a code staff create works for a customer in the wizard, counted in its uses', async () => {
    const created = await call('POST', '/staff/promo_codes', staff, { code: 'kea-summer', kind: 'amount', value: 150, expired_date: addDays(todayInNz(), 30), usage_limit: 2 });
    expect(created.statusCode).toBe(200);
    expect(created.json().promo_code).toMatchObject({ code: 'KEA-SUMMER', kind: 'amount', value: 150, usage_limit: 2, per_customer_limit: 1, times_used: 0, active: true });

    const alice = await createUser(db());
    const booking = await newBooking(alice);
    const res = await apply(alice, booking.id, 'Kea-Summer');
    expect(res.statusCode).toBe(200);
    expect(res.json().booking).toMatchObject({ promo_code_valid: true, total: 2350 });
    // One use per customer: her second booking cannot apply it too.
    const second = await newBooking(alice);
    expect((await apply(alice, second.id, 'KEA-SUMMER')).json()).toMatchObject({ success: false, errors: ['Sorry! This Code is invalid'] });
    // The usage limit: one more customer may use it, the next may not.
    const bob = await createUser(db());
    expect((await apply(bob, (await newBooking(bob)).id, 'KEA-SUMMER')).json().booking.promo_code_valid).toBe(true);
    const carol = await createUser(db());
    expect((await apply(carol, (await newBooking(carol)).id, 'KEA-SUMMER')).json().success).toBe(false);

    const list = (await call('GET', '/staff/promo_codes', staff)).json().promo_codes;
    expect(list.find((p: { code: string }) => p.code === 'KEA-SUMMER')).toMatchObject({ times_used: 2, active: false });
  });

  it('a percent code with a per-customer limit of 2 lets one customer use it twice', async () => {
    await call('POST', '/staff/promo_codes', staff, { code: 'TWICE10', kind: 'percent', value: 10, per_customer_limit: 2 });
    const dave = await createUser(db());
    const first = await apply(dave, (await newBooking(dave)).id, 'twice10');
    expect(first.json().booking).toMatchObject({ promo_code_valid: true, total: 2250 });
    expect((await apply(dave, (await newBooking(dave)).id, 'twice10')).json().booking.promo_code_valid).toBe(true);
    expect((await apply(dave, (await newBooking(dave)).id, 'twice10')).json().success).toBe(false);
  });

  it('expiring a code stops new uses; a booking that holds it keeps its discount', async () => {
    const created = (await call('POST', '/staff/promo_codes', staff, { code: 'SHORTLIVED', kind: 'amount', value: 50 })).json().promo_code;
    const erin = await createUser(db());
    const held = await newBooking(erin);
    await apply(erin, held.id, 'SHORTLIVED');
    const expired = await call('POST', `/staff/promo_codes/${created.id}/expire`, staff);
    expect(expired.json().promo_code).toMatchObject({ active: false, expired_date: addDays(todayInNz(), -1) });
    const frank = await createUser(db());
    expect((await apply(frank, (await newBooking(frank)).id, 'SHORTLIVED')).json().success).toBe(false);
    expect((await call('GET', `/bookings/bookings/${held.id}`, erin)).json().booking).toMatchObject({ promo_code_valid: true, total: 2450 });
    expect((await call('POST', '/staff/promo_codes/999999999/expire', staff)).json().errors).toEqual([STAFF_MESSAGES.promoNotFound]);
  });

  it('validates: duplicates, percent over 100 or fractional, amounts in whole cents, past expiry, bad characters', async () => {
    await call('POST', '/staff/promo_codes', staff, { code: 'ONCEONLY', kind: 'amount', value: 10 });
    const dup = await call('POST', '/staff/promo_codes', staff, { code: 'onceonly', kind: 'percent', value: 5 });
    expect([dup.statusCode, dup.json().errors]).toEqual([409, [STAFF_MESSAGES.promoExists]]);
    expect((await call('POST', '/staff/promo_codes', staff, { code: 'PCT', kind: 'percent', value: 101 })).json().errors).toEqual([STAFF_MESSAGES.percentRange]);
    expect((await call('POST', '/staff/promo_codes', staff, { code: 'PCT2', kind: 'percent', value: 12.5 })).json().errors).toEqual([STAFF_MESSAGES.percentRange]);
    expect((await call('POST', '/staff/promo_codes', staff, { code: 'AMT', kind: 'amount', value: 10.001 })).json().errors).toEqual([STAFF_MESSAGES.wholeCents]);
    expect((await call('POST', '/staff/promo_codes', staff, { code: 'OLD', kind: 'amount', value: 10, expired_date: '2020-01-01' })).json().errors).toEqual([STAFF_MESSAGES.expiryPast]);
    expect((await call('POST', '/staff/promo_codes', staff, { code: 'HAS SPACE', kind: 'amount', value: 10 })).statusCode).toBe(400);
    expect((await call('POST', '/staff/promo_codes', staff, { code: 'FREE', kind: 'gift', value: 10 })).statusCode).toBe(400);
  });
});

describe('leads', () => {
  it('lists stored leads with their CRM delivery and retries an undelivered one', async () => {
    const failing = await storeLead(db(), { type: 'contact_us_lead', email: 'lead.one@example.com', source_url: 'https://example.com/contact-us/' } as never);
    const delivered = await storeLead(db(), { type: 'init', email: 'lead.two@example.com', source_url: 'https://example.com/' } as never);
    await db().update(leadOutbox).set({ attempts: 20, lastError: 'CRM answered 500 (gave up after 20 attempts)' }).where(eq(leadOutbox.leadId, failing));
    await db().update(jobs).set({ status: 'failed' }).where(eq(jobs.dedupeKey, `lead_forward:${failing}`));
    await db().update(leadOutbox).set({ attempts: 1, deliveredAt: new Date() }).where(eq(leadOutbox.leadId, delivered));

    const all = (await call('GET', '/staff/leads', staff)).json();
    expect(all.total).toBe(2);
    expect(all.leads.map((l: { id: number; delivery: { status: string } }) => [l.id, l.delivery.status])).toEqual([
      [delivered, 'delivered'],
      [failing, 'failing'],
    ]);
    expect((await call('GET', '/staff/leads?delivery=failing', staff)).json().leads).toEqual([
      expect.objectContaining({ id: failing, email: 'lead.one@example.com', delivery: expect.objectContaining({ attempts: 20, last_error: expect.stringContaining('gave up') }) }),
    ]);

    const retry = await call('POST', `/staff/leads/${failing}/retry`, staff);
    expect(retry.statusCode).toBe(200);
    const pending = (await db().select().from(jobs).where(eq(jobs.type, 'lead_forward'))).filter((j) => j.status === 'pending' && Number(j.payload.leadId) === failing);
    expect(pending).toHaveLength(1);
    expect(pending[0].runAt.getTime()).toBeLessThanOrEqual(Date.now());

    const again = await call('POST', `/staff/leads/${delivered}/retry`, staff);
    expect([again.statusCode, again.json().errors]).toEqual([409, [LEAD_DELIVERED]]);
    expect((await call('POST', '/staff/leads/999999999/retry', staff)).json().errors).toEqual([STAFF_MESSAGES.leadNotFound]);
    expect((await call('GET', '/staff/leads?delivery=lost', staff)).statusCode).toBe(400);
    expect(await db().select().from(leads)).toHaveLength(2);
  });

  it(`counts at most ${LIST_COUNT_LIMIT} leads and says there are more; the page is the newest, in 3 statements`, async () => {
    const newest = await storeLead(db(), { type: 'init', email: 'lead.newest@example.com', source_url: 'https://example.com/' } as never);
    // Older copies, enough to pass the limit, removed again after the test.
    await db().execute(sql`
      insert into leads (type, email, source_url, payload, created_at)
      select type, email, source_url, payload, created_at - make_interval(mins => g)
      from leads, generate_series(1, ${LIST_COUNT_LIMIT}) g where id = ${newest}`);
    try {
      const { result, statements } = await withStatementLog(ctx.database, () => call('GET', '/staff/leads?per_page=2', staff));
      expect(result.json()).toMatchObject({ total: LIST_COUNT_LIMIT, total_capped: true, per_page: 2 });
      expect(result.json().leads[0].id).toBe(newest);
      expect(statements.length).toBeLessThanOrEqual(3); // the session, the page, the count
      // A filter that matches fewer is counted exactly.
      expect((await call('GET', '/staff/leads?delivery=failing', staff)).json()).toMatchObject({ total: 1, total_capped: false });
    } finally {
      await db().delete(leads).where(gt(leads.id, newest));
    }
  });
});
