/**
 * Bookings: create, list, detail, delete; credentials; other customers; admins; the seat race.
 */
import { eq } from 'drizzle-orm';
import { bookings, travellers } from '../../db/schema/bookings';
import { bookingWorld, bookThrough, createUser, recordPayment, seatsLeft, type TestUser, type BookingWorld } from './test-fixtures';


// The project's testTimeout is not applied to projects by Jest; PGlite under a parallel run is slow.
jest.setTimeout(60_000);
let { ctx, call, cat, alice, bob, admin } = {} as BookingWorld;
beforeAll(async () => ({ ctx, call, cat, alice, bob, admin } = await bookingWorld()), 60_000);
afterAll(() => ctx.close());

const db = () => ctx.database.db;
const create = (user: TestUser | null, body: unknown) => call('POST', '/bookings/bookings', user, body);

describe('POST /api/bookings/bookings', () => {
  it('creates a booking with the SPEC 3 defaults and one empty traveller, taking one seat', async () => {
    const dep = await cat.departure({ inDays: 120, seats: 16 });
    const res = await create(alice, { 'bookings/booking': { departure_id: `departure-${dep.id}`, complete: true, locked: true, total: 1 } });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.success).toBe(true);
    const booking = body['bookings/booking'];
    expect(booking).toMatchObject({
      departure_id: `departure-${dep.id}`,
      tour_id: cat.tour.apiId,
      tour_slug: cat.tour.contentId,
      departure_date: dep.date,
      end_date: dep.endDate,
      complete: false,
      locked: false,
      confirmed: false,
      archived: false,
      agree_with_the_conditions: false,
      new_booking: true,
      snow: false,
      mtb: false,
      can_pay_partially: true,
      depart_less_than_30_days: false,
      promo_code_valid: false,
      travellers_count: 1,
      tour_price: 2500,
      total: 2500,
      total_paid: 0,
      balance_remaining: 2500,
      deposit_due: 99,
      minimum_payment: 99,
      links: { has_extra_night: false },
    });
    expect(booking.traveller_ids).toHaveLength(1);
    expect(await seatsLeft(db(), dep.id)).toBe(15);
    const [traveller] = await db().select().from(travellers).where(eq(travellers.bookingId, booking.id));
    expect(traveller.firstName).toBeNull();
  });

  it('accepts a bare numeric id and travellers_count, one traveller per seat', async () => {
    const dep = await cat.departure({ inDays: 121 });
    const res = await create(alice, { 'bookings/booking': { departure_id: String(dep.id), travellers_count: 3 } });
    expect(res.statusCode).toBe(200);
    expect(res.json()['bookings/booking'].traveller_ids).toHaveLength(3);
    expect(res.json()['bookings/booking'].total).toBe(7500);
    expect(await seatsLeft(db(), dep.id)).toBe(13);
  });

  it('creates a departure under 30 days away on request, with the whole amount due', async () => {
    const dep = await cat.departure({ inDays: 20 });
    const booking = await bookThrough(ctx.app, alice, dep.id);
    expect(booking.depart_less_than_30_days).toBe(true);
    expect(booking.can_pay_partially).toBe(false);
    expect(booking.minimum_payment).toBe(booking.total);
    const [row] = await db().select().from(bookings).where(eq(bookings.id, booking.id));
    expect(row.onRequest).toBe(true);
  });

  it('refuses a missing, past, cancelled or full departure, and leaves seats alone', async () => {
    const past = await cat.departure({ inDays: -1 });
    const today = await cat.departure({ inDays: 0 });
    const cancelled = await cat.departure({ inDays: 90, status: 'cancelled' });
    const full = await cat.departure({ inDays: 91, seats: 4, availableSeats: 0 });
    const two = await cat.departure({ inDays: 92, seats: 4, availableSeats: 2 });
    const expectations: [unknown, number, string][] = [
      ['departure-99999999', 400, 'This departure does not exist.'],
      [`departure-${past.id}`, 400, 'This departure has already left. Please choose another date.'],
      [`departure-${today.id}`, 400, 'This departure has already left. Please choose another date.'],
      [`departure-${cancelled.id}`, 400, 'This departure does not exist.'],
      [`departure-${full.id}`, 409, 'Sorry, there are not enough seats left on this departure.'],
    ];
    for (const [departureId, status, message] of expectations) {
      const res = await create(alice, { 'bookings/booking': { departure_id: departureId } });
      expect(res.statusCode).toBe(status);
      expect(res.json()).toEqual({ success: false, errors: [message] });
    }
    const tooMany = await create(alice, { 'bookings/booking': { departure_id: two.id, travellers_count: 3 } });
    expect(tooMany.statusCode).toBe(409);
    expect(await seatsLeft(db(), two.id)).toBe(2);
  });

  it('answers 400 for malformed bodies', async () => {
    const dep = await cat.departure({ inDays: 93 });
    for (const body of [
      {},
      { departure_id: dep.id },
      { 'bookings/booking': {} },
      { 'bookings/booking': { departure_id: 'tour-1' } },
      { 'bookings/booking': { departure_id: '' } },
      { 'bookings/booking': { departure_id: '99999999999999999999' } },
      { 'bookings/booking': { departure_id: dep.id, travellers_count: 0 } },
      { 'bookings/booking': { departure_id: dep.id, travellers_count: 17 } },
      { 'bookings/booking': { departure_id: dep.id, travellers_count: 'many' } },
      { 'bookings/booking': [] },
    ]) {
      const res = await create(alice, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().success).toBe(false);
      expect(res.json().errors.length).toBeGreaterThan(0);
    }
    expect(await seatsLeft(db(), dep.id)).toBe(16);
  });

  it('needs a valid session: missing, wrong or mismatched headers answer 401', async () => {
    const dep = await cat.departure({ inDays: 94 });
    const body = { 'bookings/booking': { departure_id: dep.id } };
    const cases = [
      null,
      { headers: { token: alice.headers.token } },
      { headers: { email: alice.email } },
      { headers: { token: 'x'.repeat(43), email: alice.email } },
      { headers: { token: alice.headers.token, email: bob.email } },
      { headers: { token: `${alice.headers.token}`, email: 'nobody@example.com' } },
    ];
    for (const user of cases) {
      const res = await call('POST', '/bookings/bookings', user as TestUser | null, body);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ success: false, errors: ['Please sign in to continue.'] });
    }
    expect(await seatsLeft(db(), dep.id)).toBe(16);
  });

  it('matches the email header case-insensitively', async () => {
    const dep = await cat.departure({ inDays: 95 });
    const res = await call('POST', '/bookings/bookings', { headers: { token: alice.headers.token, email: alice.email.toUpperCase() } }, { 'bookings/booking': { departure_id: dep.id } });
    expect(res.statusCode).toBe(200);
  });
});

describe('GET /api/bookings/bookings', () => {
  it("lists only the signed-in user's bookings and their travellers", async () => {
    const carol = await createUser(db());
    const dan = await createUser(db());
    const dep = await cat.departure({ inDays: 130 });
    const mine = await bookThrough(ctx.app, carol, dep.id, 2);
    await bookThrough(ctx.app, dan, dep.id);
    const res = await call('GET', '/bookings/bookings', carol);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.success).toBe(true);
    expect(body['bookings/bookings'].map((b: { id: number }) => b.id)).toEqual([mine.id]);
    expect(body['bookings/travellers'].map((t: { id: number }) => t.id).sort()).toEqual([...mine.traveller_ids].sort());
  });

  it('answers an empty list for a user without bookings, and 401 without a session', async () => {
    const erin = await createUser(db());
    expect((await call('GET', '/bookings/bookings', erin)).json()).toEqual({ success: true, 'bookings/bookings': [], 'bookings/travellers': [] });
    expect((await call('GET', '/bookings/bookings', null)).statusCode).toBe(401);
  });

  it('shows an admin only their own bookings in the list', async () => {
    const dep = await cat.departure({ inDays: 131 });
    await bookThrough(ctx.app, bob, dep.id);
    const res = await call('GET', '/bookings/bookings', admin);
    expect(res.json()['bookings/bookings']).toEqual([]);
  });
});

describe('GET /api/bookings/bookings/{id}', () => {
  it('answers the SPEC 3 detail keys for the owner', async () => {
    const dep = await cat.departure({ inDays: 140 });
    const booking = await bookThrough(ctx.app, alice, dep.id);
    const res = await call('GET', `/bookings/bookings/${booking.id}`, alice);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual(
      ['success', 'booking', 'travellers', 'accommodations', 'ad_hoc_items', 'payment_cards', 'payments', 'upgrade_accommodations', 'addons'].sort(),
    );
    expect(body.booking.id).toBe(booking.id);
    expect(body.travellers).toHaveLength(1);
    expect(body.currentBooking).toBeUndefined();
  });

  it("answers another customer's booking exactly like a missing one", async () => {
    const dep = await cat.departure({ inDays: 141 });
    const booking = await bookThrough(ctx.app, alice, dep.id);
    const other = await call('GET', `/bookings/bookings/${booking.id}`, bob);
    const missing = await call('GET', '/bookings/bookings/987654', bob);
    expect(other.statusCode).toBe(404);
    expect(other.json()).toEqual(missing.json());
    expect(other.json()).toEqual({ success: false, errors: ['Booking not found.'] });
  });

  it('lets an admin open any booking, with the detail also in currentBooking', async () => {
    const dep = await cat.departure({ inDays: 142 });
    const booking = await bookThrough(ctx.app, alice, dep.id);
    const res = await call('GET', `/bookings/bookings/${booking.id}`, admin);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.currentBooking.booking.id).toBe(booking.id);
    expect(body.currentBooking.travellers).toEqual(body.travellers);
    expect(body.booking.id).toBe(booking.id);
  });

  it('answers 400 for an id that is not a number and 401 without a session', async () => {
    expect((await call('GET', '/bookings/bookings/abc', alice)).statusCode).toBe(400);
    expect((await call('GET', '/bookings/bookings/1e400', alice)).statusCode).toBe(400);
    expect((await call('GET', '/bookings/bookings/1', null)).statusCode).toBe(401);
  });

  it('reports payments and what remains', async () => {
    const dep = await cat.departure({ inDays: 143 });
    const booking = await bookThrough(ctx.app, alice, dep.id, 2);
    await recordPayment(db(), booking.id, 19_800);
    await recordPayment(db(), booking.id, 50_000, 'failed');
    const body = (await call('GET', `/bookings/bookings/${booking.id}`, alice)).json();
    expect(body.booking.total_paid).toBe(198);
    expect(body.booking.balance_remaining).toBe(5000 - 198);
    expect(body.booking.minimum_payment).toBe(1);
    expect(body.payments.map((p: { amount: number; status: string }) => [p.amount, p.status])).toEqual([
      [198, 'succeeded'],
      [500, 'failed'],
    ]);
  });
});

describe('DELETE /api/bookings/bookings/{id}', () => {
  it('deletes an unpaid booking and frees its seats', async () => {
    const dep = await cat.departure({ inDays: 150 });
    const booking = await bookThrough(ctx.app, alice, dep.id, 3);
    expect(await seatsLeft(db(), dep.id)).toBe(13);
    const res = await call('DELETE', `/bookings/bookings/${booking.id}`, alice);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });
    expect(await seatsLeft(db(), dep.id)).toBe(16);
    expect((await call('GET', `/bookings/bookings/${booking.id}`, alice)).statusCode).toBe(404);
  });

  it('refuses when something has been paid or the booking is complete (409), and keeps it', async () => {
    const dep = await cat.departure({ inDays: 151 });
    const paid = await bookThrough(ctx.app, alice, dep.id);
    await recordPayment(db(), paid.id, 9_900);
    const complete = await bookThrough(ctx.app, alice, dep.id);
    await db().update(bookings).set({ complete: true }).where(eq(bookings.id, complete.id));
    for (const id of [paid.id, complete.id]) {
      const res = await call('DELETE', `/bookings/bookings/${id}`, alice);
      expect(res.statusCode).toBe(409);
      expect(res.json().errors).toEqual(['This booking cannot be deleted because it is complete or a payment has been made. Please get in touch with us.']);
    }
    expect(await seatsLeft(db(), dep.id)).toBe(14);
  });

  it('allows deleting after a failed payment only', async () => {
    const dep = await cat.departure({ inDays: 152 });
    const booking = await bookThrough(ctx.app, alice, dep.id);
    await recordPayment(db(), booking.id, 9_900, 'failed');
    expect((await call('DELETE', `/bookings/bookings/${booking.id}`, alice)).statusCode).toBe(200);
  });

  it("answers 404 for another customer's booking and 403 for an admin who does not own it; nothing changes", async () => {
    const dep = await cat.departure({ inDays: 153 });
    const booking = await bookThrough(ctx.app, alice, dep.id);
    const other = await call('DELETE', `/bookings/bookings/${booking.id}`, bob);
    expect(other.statusCode).toBe(404);
    expect((await call('DELETE', `/bookings/bookings/${booking.id}`, admin)).statusCode).toBe(403);
    expect((await call('DELETE', `/bookings/bookings/${booking.id}`, null)).statusCode).toBe(401);
    expect(await seatsLeft(db(), dep.id)).toBe(15);
    expect((await call('GET', `/bookings/bookings/${booking.id}`, alice)).statusCode).toBe(200);
  });

  it('refuses a locked booking with 423', async () => {
    const dep = await cat.departure({ inDays: 154 });
    const booking = await bookThrough(ctx.app, alice, dep.id);
    await db().update(bookings).set({ locked: true }).where(eq(bookings.id, booking.id));
    const res = await call('DELETE', `/bookings/bookings/${booking.id}`, alice);
    expect(res.statusCode).toBe(423);
    expect(res.json().errors).toEqual(['This booking is locked. Please get in touch with us to make changes.']);
    expect(await seatsLeft(db(), dep.id)).toBe(15);
  });
});

describe('seats under concurrency', () => {
  it('gives exactly 5 bookings to 50 concurrent requests for the last 5 seats', async () => {
    const dep = await cat.departure({ inDays: 160, seats: 16, availableSeats: 5 });
    const users = await Promise.all(Array.from({ length: 10 }, () => createUser(db())));
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) => create(users[i % users.length], { 'bookings/booking': { departure_id: `departure-${dep.id}` } })),
    );
    const statuses = results.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(5);
    expect(statuses.filter((s) => s === 409)).toHaveLength(45);
    expect(await seatsLeft(db(), dep.id)).toBe(0);
    const rows = await db().select().from(bookings).where(eq(bookings.departureId, dep.id));
    expect(rows).toHaveLength(5);
  });

  it('never oversells when concurrent requests ask for several seats each', async () => {
    const dep = await cat.departure({ inDays: 161, seats: 16, availableSeats: 7 });
    const results = await Promise.all(Array.from({ length: 20 }, (_, i) => create(alice, { 'bookings/booking': { departure_id: dep.id, travellers_count: (i % 3) + 1 } })));
    const taken = results.filter((r) => r.statusCode === 200).reduce((n, r) => n + r.json()['bookings/booking'].travellers_count, 0);
    expect(taken + (await seatsLeft(db(), dep.id))).toBe(7);
    expect(await seatsLeft(db(), dep.id)).toBeGreaterThanOrEqual(0);
  });
});

describe('OpenAPI', () => {
  it('documents every bookings and accounts route with its method', async () => {
    const paths = (await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).json().paths;
    const expected: [string, string][] = [
      ['/api/bookings/bookings', 'post'],
      ['/api/bookings/bookings', 'get'],
      ['/api/bookings/bookings/{id}', 'get'],
      ['/api/bookings/bookings/{id}', 'put'],
      ['/api/bookings/bookings/{id}', 'delete'],
      ['/api/bookings/bookings/{id}/generate_pre_accommodation_options', 'post'],
      ['/api/bookings/bookings/{id}/generate_post_accommodation_options', 'post'],
      ['/api/bookings/bookings/{id}/generate_upgrade_accommodation_options', 'post'],
      ['/api/bookings/bookings/{id}/addons', 'post'],
      ['/api/bookings/bookings/{id}/swap', 'post'],
      ['/api/users/sign_up', 'post'],
      ['/api/users/sign_in', 'post'],
      ['/api/users/social_sign_in', 'post'],
      ['/api/users/sign_out', 'delete'],
      ['/api/users/me', 'get'],
      ['/api/users/me', 'put'],
      ['/api/users/password_reset', 'post'],
      ['/api/users/password', 'put'],
    ];
    for (const [path, method] of expected) expect(paths[path]?.[method]).toBeDefined();
    expect(paths['/api/bookings/bookings/{id}'].put.requestBody.content['application/json'].schema.properties['bookings/booking']).toBeDefined();
  });
});
