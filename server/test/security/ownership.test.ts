/**
 * Nobody but Alice (and our team) can read or change Alice's things. Every API route the app
 * serves (discovered, see routes.ts) is called four ways:
 *   (a) with no credentials, (b) as Bob on Alice's ids, (c) with a made-up token for Alice's
 *   email, (d) with Alice's token and Bob's email.
 * Nothing of Alice's may appear in any answer (her email, names, passport number, the ids of
 * her booking, travellers, add-ons, payment), nothing of hers may change (her booking detail
 * and every database row that points at her or her booking), and the statuses are the ones
 * the modules define: 401 without a valid session, 404 for someone else's booking.
 */
import { eq, sql } from 'drizzle-orm';
import { createTestApp, type TestContext } from '../app';
import { createSession, newToken } from '../../modules/auth/sessions';
import { users } from '../../db/schema/accounts';
import { apiClient, bookThrough, createCatalogue, createUser, recordPayment, type CatalogueFixture, type TestUser } from '../../modules/bookings/test-fixtures';
import { discoverApiRoutes, fillPath, PUBLIC, routeKey, type ApiRoute } from './routes';
import { STAFF_ONLY } from '../../modules/staff/routes';

jest.setTimeout(120_000);

let ctx: TestContext;
let cat: CatalogueFixture;
let alice: TestUser;
let bob: TestUser;
let admin: TestUser;
let bookingId: number;
let travellerIds: number[];
let paymentId: number;
let otherDepartureId: number;
let departureId: number;

// Alice's rows get ids from 7770001 on and everyone else's from 8880001 on, so any id of hers
// in an answer is unmistakable.
const ALICE_IDS = 7_770_000;
const LATER_IDS = 8_880_000;
const ALICE_ID_PATTERN = /\b777\d{4}\b/;
const SECRET = { first: 'Alicezq', last: 'Ownerxy', passport: 'PZ9876543', emergency: 'Secretia Kinlock', phone: '+64 21 777 0101' };

const rows = (result: unknown) => ((result as { rows?: Record<string, unknown>[] }).rows ?? (result as Record<string, unknown>[]));
const db = () => ctx.database.db;

async function setSequences(value: number) {
  const seqs = rows(
    await db().execute(sql`select table_name, pg_get_serial_sequence(quote_ident(table_name), 'id') as seq from information_schema.columns
      where table_schema = 'public' and column_name = 'id' and column_default like 'nextval%'`),
  );
  for (const s of seqs) if (s.seq) await db().execute(sql`select setval(${String(s.seq)}, ${value})`);
}

/** Every row that points at Alice (user_id) or her booking (booking_id), in every table, as JSON. */
async function aliceRows(): Promise<Record<string, string[]>> {
  const cols = rows(
    await db().execute(sql`select table_name, column_name from information_schema.columns
      where table_schema = 'public' and column_name in ('user_id', 'booking_id') order by table_name, column_name`),
  );
  const out: Record<string, string[]> = {};
  for (const c of cols) {
    const table = String(c.table_name);
    const column = String(c.column_name);
    const id = column === 'user_id' ? alice.id : bookingId;
    const found = rows(await db().execute(sql.raw(`select to_jsonb(t)::text as j from "${table}" t where "${column}" = ${Number(id)}`)));
    out[`${table}.${column}`] = found.map((r) => String(r.j)).sort();
  }
  const [me] = await db().select().from(users).where(eq(users.id, alice.id));
  out.users = [JSON.stringify(me)];
  return out;
}

beforeAll(async () => {
  ctx = await createTestApp();
  const call = apiClient(ctx.app);
  cat = await createCatalogue(db());
  departureId = (await cat.departure({ inDays: 150 })).id;
  otherDepartureId = (await cat.departure({ inDays: 160 })).id;

  await setSequences(ALICE_IDS);
  alice = await createUser(db(), { firstName: SECRET.first });
  await db().update(users).set({ lastName: SECRET.last, phone: SECRET.phone }).where(eq(users.id, alice.id));
  const booking = await bookThrough(ctx.app, alice, departureId, 2);
  bookingId = booking.id;
  travellerIds = booking.traveller_ids;
  const traveller = {
    id: travellerIds[0],
    title: 'Ms',
    first_name: SECRET.first,
    last_name: SECRET.last,
    date_of_birth: '1990-04-12',
    nationality: 'New Zealander',
    current_location: 'Auckland',
    allergies: 'Peanuts',
    passport_number: SECRET.passport,
    passport_date_of_issue: '2020-01-15',
    passport_date_of_expiry: '2035-01-15',
    emergency_contact_name: SECRET.emergency,
    emergency_contact_relationship: 'Sister',
    emergency_contact_number: SECRET.phone,
    insurance_name: 'Kiwi Cover',
    insurance_policy_number: 'KC-998877',
    insurance_contact_number: '+64 9 555 0100',
    medical_condition: '',
  };
  const steps = [
    await call('PUT', `/bookings/bookings/${bookingId}`, alice, { 'bookings/booking': { travellers: [traveller] } }),
    await call('POST', `/bookings/bookings/${bookingId}/addons`, alice, {
      addons: [{ travellerID: travellerIds[0], optionID: cat.kayak.standard.apiId, dayID: cat.days[1].apiId, destroy: false }],
    }),
  ];
  const nights = await call('POST', `/bookings/bookings/${bookingId}/generate_pre_accommodation_options`, alice, {});
  steps.push(nights, await call('PUT', `/bookings/bookings/${bookingId}`, alice, { 'bookings/booking': { accommodations: [{ id: nights.json().accommodations[0].id }] } }));
  steps.push(await call('POST', '/users/favourites', alice, { activity_id: cat.kayak.activity.apiId }));
  for (const step of steps) if (step.statusCode !== 200) throw new Error(`setup failed: ${step.statusCode} ${step.body}`);
  await recordPayment(db(), bookingId, 19_800);
  paymentId = Number(rows(await db().execute(sql`select id from payments where booking_id = ${bookingId}`))[0].id);

  await setSequences(LATER_IDS);
  bob = await createUser(db(), { firstName: 'Bobby' });
  admin = await createUser(db(), { isAdmin: true, firstName: 'Staff' });
}, 120_000);
afterAll(() => ctx.close());

/** A body each known route would accept from its owner: the attack must get past validation to mean anything. */
function sampleBody(route: ApiRoute, n: number): unknown {
  const emailN = `someone-${n}-${Date.now()}@example.com`;
  const bodies: Record<string, unknown> = {
    'POST /api/bookings/bookings': { 'bookings/booking': { departure_id: `departure-${otherDepartureId}`, travellers_count: 1 } },
    'PUT /api/bookings/bookings/:id': { 'bookings/booking': { travellers: [{ id: travellerIds[0], _destroy: true }], promo_code_string: '' } },
    'POST /api/bookings/bookings/:id/generate_pre_accommodation_options': { nights: 2 },
    'POST /api/bookings/bookings/:id/generate_post_accommodation_options': { nights: 2 },
    'POST /api/bookings/bookings/:id/addons': { addons: [{ travellerID: travellerIds[0], optionID: cat.kayak.standard.apiId, dayID: cat.days[1].apiId, destroy: true }] },
    'POST /api/bookings/bookings/:id/swap': { departure_id: `departure-${otherDepartureId}` },
    'PUT /api/bookings/bookings/:id/lock': { locked: true },
    'POST /api/bookings/bookings/:id/payments': { amount: 99, idempotency_key: `attack-${n}-0123456789abcdef` },
    'PUT /api/users/me': { first_name: 'Mallory' },
    'POST /api/users/favourites': { activity_id: cat.bungy.activity.apiId },
    'POST /api/users/sign_up': { FirstName: 'Eve', Email: emailN, Password: 'correct horse 1', OptInNewsLetter: false },
    'POST /api/users/sign_in': { email: alice.email, password: 'not-her-password' },
    'POST /api/users/social_sign_in': { id_token: 'not-a-google-token' },
    'POST /api/users/password_reset': { email: emailN },
    'PUT /api/users/password': { token: 'A'.repeat(43), email: alice.email, password: 'a-new-password-1' },
    'POST /api/tour_info/departures/checking_departure': { tour_id: cat.tour.apiId, departure_date: '1/01/2030' },
    'POST /api/waitlist': { departure_id: `departure-${departureId}`, email: emailN },
    'POST /api/third_party/crm_lead': { type: 'init', email: emailN },
    'POST /api/payments/stripe/webhook': { type: 'payment_intent.succeeded' },
    // Staff routes, aimed at Alice's booking and money: a customer who got past the role check would change her rows.
    'POST /api/staff/bookings/:id/confirm': {},
    'POST /api/staff/bookings/:id/decline': { reason: 'attack' },
    'PUT /api/staff/bookings/:id/lock': { locked: true },
    'POST /api/staff/bookings/:id/cancel': { refund: 198, idempotency_key: `attack-cancel-${n}-0123456789` },
    'POST /api/staff/bookings/:id/refund': { amount: 198, idempotency_key: `attack-refund-${n}-0123456789` },
    'POST /api/staff/bookings/:id/payments': { amount: 5000, received_on: '2026-01-01', reference: 'attack', idempotency_key: `attack-pay-${n}-0123456789` },
    'POST /api/staff/bookings/:id/items': { description: 'attack', amount: -5000, idempotency_key: `attack-item-${n}-0123456789` },
    'POST /api/staff/bookings/:id/resend_confirmation': {},
    'PATCH /api/staff/departures/:id': { capacity: 2, on_sale: false, discount_rate: 90 },
    'POST /api/staff/promo_codes': { code: `ATTACK${n}`, kind: 'percent', value: 100 },
    'POST /api/staff/promo_codes/:id/expire': {},
    'POST /api/staff/leads/:id/retry': {},
  };
  return bodies[routeKey(route)];
}

function urlOf(route: ApiRoute): string {
  const byPrefix = route.path.startsWith('/api/tour_info/tours/')
    ? cat.tour.apiId
    : route.path.startsWith('/api/tour_info/departures/') || route.path.startsWith('/api/staff/departures/')
      ? departureId
      : bookingId;
  return fillPath(route, { id: byPrefix, paymentId, activity_id: cat.kayak.activity.apiId }, bookingId);
}

interface Seen {
  route: ApiRoute;
  who: string;
  status: number;
  body: string;
  headers: Record<string, unknown>;
}

async function send(route: ApiRoute, headers: Record<string, string>, payload: unknown) {
  return ctx.app.inject({
    method: route.method,
    url: urlOf(route),
    headers: { ...headers, ...(payload === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
  });
}

function leaks(text: string): string[] {
  const found: string[] = [];
  for (const [name, value] of Object.entries({ email: alice.email, ...SECRET, token: alice.headers.token })) if (text.toLowerCase().includes(value.toLowerCase())) found.push(name);
  if (ALICE_ID_PATTERN.test(text)) found.push(`id ${ALICE_ID_PATTERN.exec(text)?.[0]}`);
  return found;
}

describe("Alice's data behind every route", () => {
  let before: Record<string, string[]>;
  let detailBefore: unknown;
  const seen: Seen[] = [];
  const problems: string[] = [];

  beforeAll(async () => {
    before = await aliceRows();
    detailBefore = (await apiClient(ctx.app)('GET', `/bookings/bookings/${bookingId}`, alice)).json();
    expect(JSON.stringify(detailBefore)).toContain(SECRET.passport);
  });

  it('discovers the routes, including the booking, payment, favourite and account ones', () => {
    const keys = discoverApiRoutes(ctx.app).map(routeKey);
    expect(keys).toEqual(
      expect.arrayContaining([
        'GET /api/bookings/bookings/:id',
        'PUT /api/bookings/bookings/:id',
        'POST /api/bookings/bookings/:id/addons',
        'DELETE /api/users/favourites/:activity_id',
        'GET /api/users/me',
        'GET /api/health',
      ]),
    );
    // The allowlist names only routes that exist, so it cannot silently cover a removed path's successor.
    for (const key of Object.keys(PUBLIC)) expect(keys).toContain(key);
  });

  it('answers strangers, Bob and forged credentials without a trace of Alice', async () => {
    const routes = discoverApiRoutes(ctx.app);
    let n = 0;
    for (const route of routes) {
      const key = routeKey(route);
      const isPublic = key in PUBLIC;
      const sample = sampleBody(route, ++n);
      const bobSession = { token: await createSession(db(), bob.id), email: bob.email };
      const cases: [string, Record<string, string>][] = [
        ['no credentials', {}],
        ['Bob', bobSession],
        ["a made-up token for Alice's email", { token: newToken(), email: alice.email }],
        ["Alice's token with Bob's email", { token: alice.headers.token, email: bob.email }],
      ];
      for (const [who, headers] of cases) {
        let res = await send(route, headers, sample);
        // A route we hold no sample body for: an empty JSON body, then none, looking for its 401.
        if (sample === undefined && !isPublic && who !== 'Bob' && res.statusCode === 400) res = await send(route, headers, {});
        seen.push({ route, who, status: res.statusCode, body: res.body, headers: res.headers });
        const where = `${key} as ${who} -> ${res.statusCode}`;
        if (res.statusCode >= 500) problems.push(`${where}: server error ${res.body.slice(0, 200)}`);
        const leaked = leaks(res.body + JSON.stringify(res.headers));
        if (leaked.length) problems.push(`${where}: shows Alice's ${leaked.join(', ')}`);
        if (!isPublic && who !== 'Bob' && res.statusCode !== 401) {
          problems.push(
            sample === undefined && res.statusCode === 400
              ? `${where}: cannot prove it needs a session; add a sample body for it in ownership.test.ts (or to PUBLIC in routes.ts if it is meant to be public)`
              : `${where}: expected 401 (a route that is not in PUBLIC must need a session)`,
          );
        }
        if (!isPublic && who === 'Bob' && route.params.includes('id') && route.path.startsWith('/api/bookings/bookings/:id') && res.statusCode !== 404) {
          problems.push(`${where}: expected 404 for someone else's booking`);
        }
        if (res.statusCode >= 400) {
          const body = JSON.parse(res.body);
          if (body.success !== false || !Array.isArray(body.errors)) problems.push(`${where}: error body not in the one error shape`);
        }
      }
    }
    expect(problems).toEqual([]);
    // The walk covered every discovered route four ways.
    expect(seen.length).toBe(routes.length * 4);
  });

  it('gives customers nothing from any staff route, Alice on her own booking included: 403 with one message', async () => {
    const staffRoutes = discoverApiRoutes(ctx.app).filter((r) => r.path.startsWith('/api/staff/'));
    // Every staff route of issue 18 is walked (and any added later).
    expect(staffRoutes.map(routeKey)).toEqual(
      expect.arrayContaining([
        'GET /api/staff/dashboard',
        'GET /api/staff/bookings',
        'POST /api/staff/bookings/:id/cancel',
        'POST /api/staff/bookings/:id/refund',
        'POST /api/staff/bookings/:id/payments',
        'POST /api/staff/bookings/:id/items',
        'GET /api/staff/departures/:id/manifest.csv',
        'PATCH /api/staff/departures/:id',
        'POST /api/staff/promo_codes',
        'POST /api/staff/leads/:id/retry',
      ]),
    );
    let n = 1000;
    for (const route of staffRoutes) {
      for (const who of [alice, bob]) {
        const res = await send(route, who.headers, sampleBody(route, ++n) ?? (route.method === 'GET' ? undefined : {}));
        expect([routeKey(route), res.statusCode, res.json()]).toEqual([routeKey(route), 403, { success: false, errors: [STAFF_ONLY] }]);
      }
    }
  });

  it('changed nothing of Alice: her database rows and her booking as she sees it', async () => {
    expect(await aliceRows()).toEqual(before);
    const after = await apiClient(ctx.app)('GET', `/bookings/bookings/${bookingId}`, alice);
    expect(after.statusCode).toBe(200);
    expect(after.json()).toEqual(detailBefore);
  });

  it('lets our team open Alice’s booking (also as currentBooking)', async () => {
    const res = await apiClient(ctx.app)('GET', `/bookings/bookings/${bookingId}`, admin);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.json();
    expect(JSON.stringify(body)).toContain(SECRET.passport);
    expect(body.currentBooking).toBeDefined();
  });

  it('never puts a session token in a URL or a redirect', () => {
    for (const s of seen) {
      expect(s.headers.location).toBeUndefined();
      expect(s.headers['content-location']).toBeUndefined();
    }
    // Sign-in answers carry the token in the JSON body only.
    const signIns = seen.filter((s) => s.route.path === '/api/users/sign_up' && s.status === 200);
    expect(signIns.length).toBeGreaterThan(0);
    for (const s of signIns) expect(JSON.parse(s.body).session.token).toMatch(/^[A-Za-z0-9_-]{20,}$/);
  });

  it('keeps every signed-in answer out of caches', () => {
    const signedIn = seen.filter((s) => s.who === 'Bob' && !(routeKey(s.route) in PUBLIC));
    expect(signedIn.length).toBeGreaterThan(10);
    for (const s of signedIn) expect([routeKey(s.route), s.headers['cache-control']]).toEqual([routeKey(s.route), 'no-store']);
  });

  it('sends the security headers on every answer, and no HSTS over plain HTTP', () => {
    for (const s of seen) {
      const where = `${routeKey(s.route)} ${s.status}`;
      expect([where, s.headers['x-content-type-options']]).toEqual([where, 'nosniff']);
      expect([where, s.headers['referrer-policy']]).toEqual([where, 'strict-origin-when-cross-origin']);
      expect([where, String(s.headers['content-security-policy'])]).toEqual([where, expect.stringContaining("frame-ancestors 'none'")]);
      expect([where, s.headers['strict-transport-security']]).toEqual([where, undefined]);
    }
  });
});

describe('HSTS only over TLS', () => {
  // security-headers.ts reads request.protocol: the socket's, or X-Forwarded-Proto when TRUST_PROXY is on.
  it('ignores a forged X-Forwarded-Proto unless the proxy is trusted', async () => {
    const forged = await ctx.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-forwarded-proto': 'https' } });
    expect(forged.headers['strict-transport-security']).toBeUndefined();
  });

  it('sends HSTS behind a trusted TLS-terminating proxy', async () => {
    const proxied = await createTestApp({ trustProxy: true });
    try {
      const res = await proxied.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-forwarded-proto': 'https' } });
      expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      const plain = await proxied.app.inject({ method: 'GET', url: '/api/health' });
      expect(plain.headers['strict-transport-security']).toBeUndefined();
    } finally {
      await proxied.close();
    }
  });
});
