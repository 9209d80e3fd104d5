/**
 * Staff views of departures through the API (issue 18): the list with seats sold, held, free and
 * the waitlist; open/close for sale, capacity and last-minute discounts (and what customers then
 * see); the manifest as JSON and CSV; the suppliers' day lists; the dashboard. PGlite and PostgreSQL.
 */
import { eq, inArray } from 'drizzle-orm';
import { bookings, payments } from '../../db/schema/bookings';
import { AUDIT_PAGE_SIZE, STAFF_MESSAGES } from '../../../contract/staff';
import { departureEvents } from '../../db/schema/catalogue';
import { addDays, todayInNz } from '../../../contract/dates';
import { bookingWorld, bookThrough, createUser, recordPayment, type TestUser, type BookingWorld } from '../bookings/test-fixtures';
import { settleBooking, SYSTEM } from '../bookings/lifecycle';
import { csvCell, toCsv } from '../../lib/csv';
import { ageOn, MANIFEST_COLUMNS } from './manifest';
import { dashboard, mondayOf } from './dashboard';
import { withStatementLog } from '../../test/statements';

jest.setTimeout(120_000);
let { ctx, call, cat, admin: staff } = {} as BookingWorld;
let nextDay = 70;

beforeAll(async () => ({ ctx, call, cat, admin: staff } = await bookingWorld({ rateLimitExemptIps: ['127.0.0.1'] }, { customers: false })), 120_000);
afterAll(() => ctx.close());

const db = () => ctx.database.db;

/** A payment recorded directly, then settled as the payments module would. */
async function markPaid(id: number, cents: number) {
  await recordPayment(db(), id, cents);
  await db().transaction((tx) => settleBooking(tx, id, { actor: SYSTEM, action: 'paid' }));
}

describe('departures', () => {
  it('lists departures with capacity, sold, held, free and waitlist, filtered by tour and dates', async () => {
    const d = await cat.departure({ inDays: nextDay++, seats: 6 });
    const paid = await bookThrough(ctx.app, await createUser(db()), d.id, 2);
    await markPaid(paid.id, 20_000);
    await bookThrough(ctx.app, await createUser(db()), d.id, 3);
    const res = await call('GET', `/staff/departures?tour=${cat.tour.contentId}&from=${d.date}&to=${d.date}`, staff);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ total: 1, departures: [{ id: d.id, tour_slug: cat.tour.contentId, capacity: 6, sold: 2, held: 3, free: 1, waitlist: 0, on_sale: true, discount_rate: 0, last_deal: false }] });
    expect((await call('GET', `/staff/departures?tour=${cat.tour.apiId}&from=${d.date}`, staff)).json().departures[0].id).toBe(d.id);
    const bad = await call('GET', '/staff/departures?from=01/02/2027', staff);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0]).toMatch(/querystring\.from/);
  });

  it('changes capacity, never below the seats sold and held, even against concurrent bookings', async () => {
    const d = await cat.departure({ inDays: nextDay++, seats: 10 });
    await bookThrough(ctx.app, await createUser(db()), d.id, 4);
    const below = await call('PATCH', `/staff/departures/${d.id}`, staff, { capacity: 3 });
    expect([below.statusCode, below.json().errors]).toEqual([409, [STAFF_MESSAGES.capacityBelowTaken(4)]]);
    const exact = await call('PATCH', `/staff/departures/departure-${d.id}`, staff, { capacity: 4 });
    expect(exact.json().departure).toMatchObject({ capacity: 4, free: 0, held: 4 });
    const up = await call('PATCH', `/staff/departures/${d.id}`, staff, { capacity: 12 });
    expect(up.json().departure).toMatchObject({ capacity: 12, free: 8 });
    // Each change is in the departure's audit log with the staff member, before and after; a refused one is not.
    const log = (await call('GET', `/staff/departures/${d.id}/events`, staff)).json().events;
    expect(log.map((e: { actor_email: string; detail: { before: { capacity: number }; after: { capacity: number } } }) => [e.actor_email, e.detail.before.capacity, e.detail.after.capacity])).toEqual([
      [staff.email, 10, 4],
      [staff.email, 4, 12],
    ]);

    // Eight customers race for the last 8 seats while staff cut the capacity to 8: never oversold.
    const racers = await Promise.all(Array.from({ length: 8 }, () => createUser(db())));
    const answers = await Promise.all([
      call('PATCH', `/staff/departures/${d.id}`, staff, { capacity: 8 }),
      ...racers.map((u) => call('POST', '/bookings/bookings', u, { 'bookings/booking': { departure_id: `departure-${d.id}`, travellers_count: 1 } })),
    ]);
    const summary = (await call('GET', `/staff/departures?tour=${cat.tour.contentId}&from=${d.date}&to=${d.date}`, staff)).json().departures[0];
    expect(summary.sold + summary.held + summary.free).toBe(summary.capacity);
    expect(summary.free).toBeGreaterThanOrEqual(0);
    const booked = answers.slice(1).filter((a) => a.statusCode === 200).length;
    expect(summary.held).toBe(4 + booked);
    expect([200, 409]).toContain(answers[0].statusCode);
  });

  it('closes a departure for online sale (customers cannot book it or see it) and opens it again', async () => {
    const d = await cat.departure({ inDays: nextDay++ });
    const closed = await call('PATCH', `/staff/departures/${d.id}`, staff, { on_sale: false });
    expect(closed.json().departure.on_sale).toBe(false);
    const customer = await createUser(db());
    const refused = await call('POST', '/bookings/bookings', customer, { 'bookings/booking': { departure_id: `departure-${d.id}` } });
    expect(refused.statusCode).toBe(400);
    const list = (await call('GET', `/tour_info/tours/${cat.tour.apiId}/get_intrepid_departures`, null)).body;
    expect(list).not.toContain(`departure-${d.id}"`);
    await call('PATCH', `/staff/departures/${d.id}`, staff, { on_sale: true });
    expect((await call('POST', '/bookings/bookings', customer, { 'bookings/booking': { departure_id: `departure-${d.id}` } })).statusCode).toBe(200);
  });

  it('sets a last-minute discount the deals list shows, without repricing bookings already made; removes it', async () => {
    const d = await cat.departure({ inDays: nextDay++, tourPriceCents: 200_000, basedPriceCents: 200_000 });
    const customer = await createUser(db());
    const before = await bookThrough(ctx.app, customer, d.id, 1);
    await markPaid(before.id, 200_000);
    const res = await call('PATCH', `/staff/departures/${d.id}`, staff, { discount_rate: 15 });
    expect(res.json().departure).toMatchObject({ discount_rate: 15, last_deal: true, based_price: 2000, tour_price: 1700 });
    const deals = (await call('GET', '/tour_info/departures?last_deal=true', null)).json();
    expect(JSON.stringify(deals)).toContain(`departure-${d.id}`);
    // The booking made before the deal keeps its price (no credit appears); a new one gets the deal.
    const kept = (await call('GET', `/bookings/bookings/${before.id}`, customer)).json().booking;
    expect(kept).toMatchObject({ total: 2000, credit: 0, balance_remaining: 0 });
    const during = await bookThrough(ctx.app, await createUser(db()), d.id, 1);
    expect(during.total).toBe(1700);
    const removed = await call('PATCH', `/staff/departures/${d.id}`, staff, { discount_rate: 0 });
    expect(removed.json().departure).toMatchObject({ discount_rate: 0, last_deal: false, tour_price: 2000 });
    expect(JSON.stringify((await call('GET', '/tour_info/departures?last_deal=true', null)).json())).not.toContain(`departure-${d.id}"`);
    // The booking made during the deal keeps the deal's price.
    expect((await call('GET', `/staff/bookings?q=${during.id}`, staff)).json().bookings[0].total).toBe(1700);
  });

  it('validates the changes: unknown fields, an empty body, a discount over 90 %, a missing departure', async () => {
    const d = await cat.departure({ inDays: nextDay++ });
    expect((await call('PATCH', `/staff/departures/${d.id}`, staff, {})).statusCode).toBe(400);
    const unknown = await call('PATCH', `/staff/departures/${d.id}`, staff, { price: 1 });
    expect(unknown.json().errors).toEqual(['body.price is not allowed']);
    expect((await call('PATCH', `/staff/departures/${d.id}`, staff, { discount_rate: 95 })).statusCode).toBe(400);
    expect((await call('PATCH', '/staff/departures/999999999', staff, { on_sale: true })).json().errors).toEqual([STAFF_MESSAGES.departureNotFound]);
  });
});

describe('departure audit log', () => {
  it('is read a page at a time, newest page first, each page oldest first; an unknown departure is a 404', async () => {
    const d = await cat.departure({ inDays: nextDay++, seats: 10 });
    expect((await call('GET', `/staff/departures/${d.id}/events`, staff)).json()).toEqual({ success: true, events: [], earlier: false });
    // A long history, written directly: AUDIT_PAGE_SIZE + 5 capacity changes.
    const total = AUDIT_PAGE_SIZE + 5;
    await db()
      .insert(departureEvents)
      .values(Array.from({ length: total }, (_, i) => ({ departureId: d.id, actorUserId: staff.id, action: 'changed', detail: { before: { capacity: i }, after: { capacity: i + 1 } } })));
    const newest = (await call('GET', `/staff/departures/${d.id}/events`, staff)).json();
    expect(newest.earlier).toBe(true);
    expect(newest.events.map((e: { detail: { after: { capacity: number } } }) => e.detail.after.capacity)).toEqual(Array.from({ length: AUDIT_PAGE_SIZE }, (_, i) => i + 6));
    const earlier = (await call('GET', `/staff/departures/${d.id}/events?before=${newest.events[0].id}`, staff)).json();
    expect(earlier.earlier).toBe(false);
    expect(earlier.events.map((e: { detail: { after: { capacity: number } } }) => e.detail.after.capacity)).toEqual([1, 2, 3, 4, 5]);
    expect(earlier.events[0].actor_email).toBe(staff.email);
    expect((await call('GET', '/staff/departures/999999999/events', staff)).statusCode).toBe(404);
    expect((await call('GET', `/staff/departures/${d.id}/events?before=abc`, staff)).statusCode).toBe(400);
  });
});

describe('manifest', () => {
  let departureId: number;
  let bookingId: number;
  let travellerIds: number[];
  let customer: TestUser;

  beforeAll(async () => {
    const d = await cat.departure({ inDays: 200 });
    departureId = d.id;
    customer = await createUser(db());
    const booking = await bookThrough(ctx.app, customer, d.id, 2);
    bookingId = booking.id;
    travellerIds = booking.traveller_ids;
    const endDate = addDays(d.date, cat.tour.numberOfDays - 1);
    const res = await call('PUT', `/bookings/bookings/${bookingId}`, customer, {
      'bookings/booking': {
        travellers: [
          {
            id: travellerIds[0],
            title: 'Ms',
            first_name: 'Mere',
            last_name: 'Smith, "Jr"',
            // Thirty on the day the tour leaves.
            date_of_birth: `${Number(d.date.slice(0, 4)) - 30}${d.date.slice(4)}`,
            nationality: 'New Zealander',
            passport_number: 'LA123456',
            passport_date_of_issue: '2020-01-01',
            passport_date_of_expiry: addDays(endDate, 20),
            emergency_contact_name: 'Hone Smith',
            emergency_contact_relationship: 'Brother',
            emergency_contact_number: '+64 21 000 0000',
            insurance_name: 'Kiwi Cover',
            insurance_policy_number: 'KC-1',
            insurance_contact_number: '+64 9 000 0000',
            allergies: 'Vegetarian, no nuts',
            medical_condition: '=HYPERLINK("http://evil")',
          },
          { id: travellerIds[1], title: 'Mr', first_name: 'Zoë', last_name: 'Ngāta', date_of_birth: '2015-06-01', nationality: 'Australian' },
        ],
      },
    });
    if (res.statusCode !== 200) throw new Error(res.body);
    const addons = await call('POST', `/bookings/bookings/${bookingId}/addons`, customer, {
      addons: [
        { travellerID: travellerIds[0], optionID: cat.kayak.standard.apiId, dayID: cat.days[1].apiId, destroy: false },
        { travellerID: travellerIds[1], optionID: cat.kayak.premium.apiId, dayID: cat.days[1].apiId, destroy: false },
        { travellerID: travellerIds[1], optionID: cat.bungy.jump.apiId, dayID: cat.days[2].apiId, destroy: false },
        { travellerID: travellerIds[0], optionID: cat.gear.skis.apiId, dayID: null, destroy: false },
      ],
    });
    if (addons.statusCode !== 200) throw new Error(addons.body);
    // A cancelled booking on the same departure is not on the manifest.
    const gone = await bookThrough(ctx.app, await createUser(db()), d.id, 1);
    await call('POST', `/staff/bookings/${gone.id}/cancel`, staff, { refund: 0, idempotency_key: `manifest-cancel-${gone.id}-0000` });
  });

  it('lists every traveller of the live bookings with what the guides need, passports checked against the tour, in 3 statements', async () => {
    const { result: res, statements } = await withStatementLog(ctx.database, () => call('GET', `/staff/departures/${departureId}/manifest`, staff));
    expect(res.statusCode).toBe(200);
    expect(statements.length).toBeLessThanOrEqual(3); // the session, the departure, its bookings with everything they hold
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.json();
    expect(body.departure).toMatchObject({ id: departureId, held: 2 });
    expect(body.travellers).toHaveLength(2);
    const [mere, zoe] = body.travellers;
    expect(mere).toMatchObject({
      booking_id: bookingId,
      booking_status: 'Incomplete',
      customer_email: customer.email,
      first_name: 'Mere',
      age_at_departure: 30,
      passport_number: 'LA123456',
      passport_problem: 'expires-soon',
      emergency_contact_name: 'Hone Smith',
      insurance_name: 'Kiwi Cover',
      dietary: 'Vegetarian, no nuts',
      gear: [{ activity: 'Ski or board hire', option: 'Skis' }],
      activities: [{ day: 2, activity: 'Kayak', option: 'Standard' }],
    });
    expect(zoe).toMatchObject({ first_name: 'Zoë', passport_problem: 'missing', activities: [{ day: 2, option: 'Premium' }, { day: 3, activity: 'Bungy' }] });
    expect(zoe.age_at_departure).toBeLessThan(18);
  });

  it('downloads as CSV for Excel: a BOM, a header, one quoted row per traveller, formulas neutralised', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: `/api/staff/departures/${departureId}/manifest.csv`, headers: staff.headers });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(new RegExp(`^attachment; filename="${cat.tour.contentId}_\\d{4}-\\d{2}-\\d{2}_manifest\\.csv"$`));
    const raw = res.rawPayload;
    expect([...raw.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = raw.toString('utf8').slice(1);
    expect(text.split('\r\n')[0]).toBe(MANIFEST_COLUMNS.join(','));
    expect(text).toContain('"Smith, ""Jr"""');
    expect(text).toContain('"Vegetarian, no nuts"');
    // A phone number starting with + would be a formula in Excel: kept as text.
    expect(text).toContain(",'+64 21 000 0000,");
    expect(text).toContain(`"'=HYPERLINK(""http://evil"")"`);
    expect(text).toContain('Zoë,Ngāta');
    expect(text).toContain('Day 2 (');
    expect(text).toContain('MISSING');
    // Two traveller rows after the header.
    expect(text.match(new RegExp(`\\r\\n${bookingId},`, 'g'))).toHaveLength(2);
  });

  it('gives the suppliers who does which activity on which day', async () => {
    const res = await call('GET', `/staff/departures/${departureId}/suppliers`, staff);
    expect(res.statusCode).toBe(200);
    const { days, departure } = res.json();
    expect(days).toEqual([
      {
        day: 2,
        date: addDays(departure.date, 1),
        title: 'Day 2',
        activities: [
          {
            activity: 'Kayak',
            count: 2,
            options: [
              { option: 'Premium', travellers: [{ booking_id: bookingId, traveller_id: travellerIds[1], name: 'Zoë Ngāta' }] },
              { option: 'Standard', travellers: [{ booking_id: bookingId, traveller_id: travellerIds[0], name: 'Mere Smith, "Jr"' }] },
            ],
          },
        ],
      },
      { day: 3, date: addDays(departure.date, 2), title: 'Day 3', activities: [{ activity: 'Bungy', count: 1, options: [{ option: 'Jump', travellers: [expect.objectContaining({ name: 'Zoë Ngāta' })] }] }] },
    ]);
  });

  it('answers 404 for a missing departure and 400 for a malformed id', async () => {
    expect((await call('GET', '/staff/departures/999999999/manifest', staff)).statusCode).toBe(404);
    expect((await call('GET', '/staff/departures/999999999/manifest.csv', staff)).statusCode).toBe(404);
    expect((await call('GET', '/staff/departures/abc/suppliers', staff)).statusCode).toBe(400);
  });
});

describe('dashboard', () => {
  it('shows the coming departures, requests waiting, holds ending within 24 hours, overdue balances and weekly figures', async () => {
    const soon = await cat.departure({ inDays: 12 });
    const customer = await createUser(db());
    const request = await bookThrough(ctx.app, customer, soon.id, 1);
    const holdEnding = await bookThrough(ctx.app, await createUser(db()), (await cat.departure({ inDays: 40 })).id, 1);
    await db().update(bookings).set({ holdExpiresAt: new Date(Date.now() + 3 * 3_600_000) }).where(eq(bookings.id, holdEnding.id));
    const overdue = await bookThrough(ctx.app, await createUser(db()), (await cat.departure({ inDays: 45 })).id, 1);
    await markPaid(overdue.id, 9_900);

    const res = await call('GET', '/staff/dashboard?weeks=2', staff);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.departures.map((d: { id: number }) => d.id)).toContain(soon.id);
    expect(body.departures.every((d: { date: string }) => d.date <= addDays(todayInNz(), 14))).toBe(true);
    expect(body.requests).toEqual(expect.arrayContaining([expect.objectContaining({ booking_id: request.id, customer_email: customer.email, overdue: false })]));
    expect(body.expiring_holds.map((h: { booking_id: number }) => h.booking_id)).toEqual([holdEnding.id]);
    expect(body.overdue_balances).toEqual([expect.objectContaining({ booking_id: overdue.id, balance: 2401, due_date: addDays(addDays(todayInNz(), 45), -56) })]);
    expect(body.weekly).toHaveLength(12);
    const thisWeek = body.weekly.at(-1);
    expect(thisWeek.week_start).toBe(mondayOf(todayInNz()));
    expect(thisWeek.bookings).toBeGreaterThanOrEqual(3);
    expect(thisWeek.revenue).toBeGreaterThanOrEqual(99);
    expect((await call('GET', '/staff/dashboard?weeks=60', staff)).statusCode).toBe(400);
  });

  it('lists the holds ending soonest first, each with its tour, departure and customer', async () => {
    const departure = await cat.departure({ inDays: 50 });
    const [later, sooner] = [await createUser(db()), await createUser(db())];
    const endsLater = await bookThrough(ctx.app, later, departure.id, 1);
    const endsSooner = await bookThrough(ctx.app, sooner, departure.id, 1);
    await db().update(bookings).set({ holdExpiresAt: new Date(Date.now() + 5 * 3_600_000) }).where(eq(bookings.id, endsLater.id));
    await db().update(bookings).set({ holdExpiresAt: new Date(Date.now() + 2 * 3_600_000) }).where(eq(bookings.id, endsSooner.id));
    try {
      const holds = (await call('GET', '/staff/dashboard?weeks=1', staff)).json().expiring_holds.filter((h: { booking_id: number }) => [endsLater.id, endsSooner.id].includes(h.booking_id));
      expect(holds).toEqual([
        expect.objectContaining({ booking_id: endsSooner.id, customer_email: sooner.email, departure_date: departure.date, travellers: 1 }),
        expect.objectContaining({ booking_id: endsLater.id, customer_email: later.email, departure_date: departure.date, travellers: 1 }),
      ]);
    } finally {
      await db().update(bookings).set({ holdExpiresAt: new Date(Date.now() + 7 * 24 * 3_600_000) }).where(inArray(bookings.id, [endsLater.id, endsSooner.id]));
    }
  });

  it("counts each week from Monday midnight in New Zealand, a staff-recorded payment on the day it arrived", async () => {
    // Twelve weeks back from 18 June 2031 begins on Monday 31 March 2031: midnight NZDT, 11:00 UTC the day before.
    const now = new Date('2031-06-18T00:00:00Z');
    const firstWeekStarts = Date.parse('2031-03-30T11:00:00Z');
    const minute = 60_000;
    const customer = await createUser(db());
    const departure = await cat.departure({ inDays: nextDay++ });
    const made = await db()
      .insert(bookings)
      .values([-1, 1].map((side) => ({ userId: customer.id, departureId: departure.id, createdAt: new Date(firstWeekStarts + side * minute) })))
      .returning({ id: bookings.id });
    const paid = (cents: number, createdAt: number, receivedOn: string | null, n: number) => ({
      bookingId: made[0].id, amountCents: cents, status: 'succeeded', provider: receivedOn ? 'offline' : 'test',
      idempotencyKey: `weeks-${Date.now()}-${n}`, createdAt: new Date(createdAt), receivedOn,
    });
    await db().insert(payments).values([
      paid(10_000, firstWeekStarts + 5 * minute, '2031-03-31', 1), // arrived on the first day: counted
      paid(20_000, firstWeekStarts + 5 * minute, '2031-03-30', 2), // recorded inside, arrived the day before: not
      paid(5_000, firstWeekStarts + minute, null, 3), // a card payment a minute into the week: counted
      paid(40_000, firstWeekStarts - minute, null, 4), // a minute before: not
    ]);
    try {
      const { weekly } = await dashboard(db(), 2, now);
      expect(weekly[0]).toEqual({ week_start: '2031-03-31', bookings: 1, revenue: 150 });
      expect(weekly.slice(1).every((w) => w.bookings === 0 && w.revenue === 0)).toBe(true);
    } finally {
      await db().delete(payments).where(eq(payments.bookingId, made[0].id));
      await db().delete(bookings).where(inArray(bookings.id, made.map((b) => b.id)));
    }
  });
});

describe('helpers', () => {
  it('computes ages on the departure day and Mondays', () => {
    expect(ageOn('2000-03-01', '2030-02-28')).toBe(29);
    expect(ageOn('2000-03-01', '2030-03-01')).toBe(30);
    expect(ageOn(null, '2030-03-01')).toBeNull();
    expect(mondayOf('2026-11-29')).toBe('2026-11-23');
    expect(mondayOf('2026-11-23')).toBe('2026-11-23');
  });

  it('writes CSV cells as RFC 4180 asks', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell(-12.5)).toBe('-12.5');
    expect(csvCell(null)).toBe('');
    expect(toCsv(['a'], [['x']])).toBe('\uFEFFa\r\nx\r\n');
  });
});
