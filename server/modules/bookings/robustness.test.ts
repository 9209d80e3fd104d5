/**
 * No request body, query or header, however malformed or oversized, gets a 500; and whatever
 * was sent, the seats of a departure still add up.
 */
import fc from 'fast-check';
import { eq, sql } from 'drizzle-orm';
import { createTestApp, type TestContext } from '../../test/app';
import { bookings, travellers } from '../../db/schema/bookings';
import { apiClient, bookThrough, createCatalogue, createUser, seatsLeft, type CatalogueFixture, type TestUser } from './test-fixtures';

jest.setTimeout(180_000);

let ctx: TestContext;
let call: ReturnType<typeof apiClient>;
let cat: CatalogueFixture;
let alice: TestUser;
let departureId: number;
let bookingId: number;
let travellerIds: number[];

beforeAll(async () => {
  ctx = await createTestApp();
  call = apiClient(ctx.app);
  cat = await createCatalogue(ctx.database.db);
  alice = await createUser(ctx.database.db);
  departureId = (await cat.departure({ inDays: 120, seats: 16 })).id;
  const booking = await bookThrough(ctx.app, alice, departureId, 2);
  bookingId = booking.id;
  travellerIds = booking.traveller_ids;
}, 60_000);
afterAll(() => ctx.close());

const nasty = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme', maxLength: 50 }),
  fc.constantFrom('\u0000', 'a\u0000b', '\ud800', '💥'.repeat(100), 'x'.repeat(5000), "'; drop table bookings; --", '1e400', '-1', '0', 'NaN', 'departure-', 'departure-1e9', '2024-02-30', '0000-00-00'),
);
const anyNumber = fc.oneof(fc.integer(), fc.double(), fc.constantFrom(0, -1, 2 ** 31, 2 ** 53, Number.MAX_SAFE_INTEGER));
const value = fc.oneof(nasty, anyNumber, fc.boolean(), fc.constant(null), fc.array(fc.anything(), { maxLength: 3 }), fc.object({ maxDepth: 2 }));

function anyOf<T>(real: () => T[]) {
  return fc.oneof(fc.constantFrom(...real()), anyNumber, nasty, fc.constant(null));
}

/** Built once the fixtures exist (they supply the real ids mixed into the junk). */
function arbitraries() {
  const addonEntry = fc.record(
    { option_id: anyOf(() => [cat.kayak.standard.apiId, cat.kayak.hidden.apiId, cat.gear.skis.apiId]), day_id: anyOf(() => cat.days.map((d) => d.apiId)), db_addon_id: value, _destroy: value },
    { requiredKeys: [] },
  );
  const travellerEntry = fc.record(
    {
      id: anyOf(() => travellerIds),
      _destroy: value,
      title: fc.oneof(fc.constantFrom('Mr', 'Ms', 'Dr'), value),
      first_name: value,
      last_name: value,
      date_of_birth: fc.oneof(fc.constantFrom('1990-01-01', '1900-01-01', '2100-01-01'), value),
      nationality: value,
      passport_number: value,
      passport_date_of_issue: value,
      passport_date_of_expiry: value,
      emergency_contact_number: value,
      snow_boot_size: value,
      addons: fc.oneof(fc.array(addonEntry, { maxLength: 4 }), value),
    },
    { requiredKeys: [] },
  );
  const updateBody = fc.record(
    {
      agree_with_the_conditions: value,
      promo_code_string: fc.oneof(fc.constantFrom('KIAORA10', ''), value),
      travellers: fc.oneof(fc.array(travellerEntry, { maxLength: 4 }), value),
      accommodations: fc.oneof(fc.array(fc.record({ id: value, _destroy: value }, { requiredKeys: [] }), { maxLength: 3 }), value),
      upgrade_accommodations: fc.oneof(
        fc.array(fc.record({ id: anyOf(() => [cat.upgrade.id]), nights: anyNumber, bed_option: fc.oneof(fc.constantFrom('King'), value), _destroy: value }, { requiredKeys: [] }), { maxLength: 3 }),
        value,
      ),
    },
    { requiredKeys: [] },
  );
  const addonsBody = fc.record(
    {
      addons: fc.oneof(
        fc.array(
          fc.record(
            { addOnID: value, optionID: anyOf(() => [cat.kayak.standard.apiId, cat.bungy.jump.apiId]), dayID: anyOf(() => cat.days.map((d) => d.apiId)), optionPrice: value, travellerID: anyOf(() => travellerIds), destroy: value },
            { requiredKeys: [] },
          ),
          { maxLength: 4 },
        ),
        value,
      ),
      traveller: fc.oneof(fc.record({ id: anyOf(() => travellerIds), snow_ski_size: value, stance: value }, { requiredKeys: [] }), value),
    },
    { requiredKeys: [] },
  );
  return { updateBody, addonsBody };
}

/** Status codes seen per route, to show the generated bodies reach the handlers too. */
const seen = new Map<string, Set<number>>();

async function expectNo500(method: string, url: string, payload: unknown, headers = alice.headers) {
  const res = await ctx.app.inject({ method, url: `/api${url}`, headers, payload: payload as string });
  const key = `${method} ${url.replace(/\d+/g, ':id')}`;
  seen.set(key, (seen.get(key) ?? new Set()).add(res.statusCode));
  if (res.statusCode >= 500) throw new Error(`${method} ${url} ${JSON.stringify(payload)?.slice(0, 500)} -> ${res.statusCode} ${res.body}`);
  const body = res.json();
  expect(typeof body.success).toBe('boolean');
  if (res.statusCode >= 400) expect(Array.isArray(body.errors)).toBe(true);
  return res;
}

describe('malformed input never answers 500', () => {
  it('PUT bookings/bookings/{id} with generated bodies', async () => {
    await fc.assert(
      fc.asyncProperty(fc.oneof(arbitraries().updateBody.map((b) => ({ 'bookings/booking': b })), value), async (body) => {
        await expectNo500('PUT', `/bookings/bookings/${bookingId}`, body);
      }),
      // The examples always run, so valid bodies are in the mix whatever the random draw.
      { numRuns: 150, examples: [[{ 'bookings/booking': {} }], [{ 'bookings/booking': { promo_code_string: 'KIAORA10' } }], [{ 'bookings/booking': { travellers: [{ id: 0 }] } }]] },
    );
    expect([...(seen.get('PUT /bookings/bookings/:id') ?? [])]).toEqual(expect.arrayContaining([200, 400]));
  });

  it('the add-on call with generated bodies', async () => {
    await fc.assert(
      fc.asyncProperty(fc.oneof(arbitraries().addonsBody, value), async (body) => {
        await expectNo500('POST', `/bookings/bookings/${bookingId}/addons`, body);
      }),
      // '1e400' is a number to Ajv's coercion (Infinity); a random draw found it answering 500.
      { numRuns: 150, examples: [[{ addons: [] }], [{ addons: [{ travellerID: 0 }] }], [{ addons: [], traveller: { id: '1e400' } }]] },
    );
    expect([...(seen.get('POST /bookings/bookings/:id/addons') ?? [])]).toEqual(expect.arrayContaining([200, 400]));
  });

  it('create, swap and generate calls with generated bodies', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(fc.record({ departure_id: value, travellers_count: value }, { requiredKeys: [] }).map((b) => ({ 'bookings/booking': b })), value),
        fc.record({ departure_id: value }, { requiredKeys: [] }),
        fc.oneof(fc.record({ nights: value }, { requiredKeys: [] }), value),
        async (create, swap, generate) => {
          await expectNo500('POST', '/bookings/bookings', create);
          await expectNo500('POST', `/bookings/bookings/${bookingId}/swap`, swap);
          await expectNo500('POST', `/bookings/bookings/${bookingId}/generate_pre_accommodation_options`, generate);
        },
      ),
      { numRuns: 60 },
    );
  });

  it('account calls with generated bodies (shapes that pass validation hash passwords, so fewer runs)', async () => {
    const someone = await createUser(ctx.database.db);
    await fc.assert(
      fc.asyncProperty(value, async (body) => {
        for (const [method, url] of [
          ['POST', '/users/sign_up'],
          ['POST', '/users/sign_in'],
          ['POST', '/users/social_sign_in'],
          ['POST', '/users/password_reset'],
          ['PUT', '/users/password'],
        ]) {
          await expectNo500(method, url, body);
        }
        await expectNo500('PUT', '/users/me', body, someone.headers);
      }),
      { numRuns: 40 },
    );
    await fc.assert(
      fc.asyncProperty(fc.record({ email: nasty, password: nasty }), async (body) => {
        await expectNo500('POST', '/users/password_reset', { email: body.email });
        await expectNo500('PUT', '/users/password', { token: body.password, email: body.email, password: body.password });
      }),
      { numRuns: 30 },
    );
  });

  it('odd paths, ids, headers and bodies', async () => {
    for (const id of ['0', '-1', '1e400', '99999999999999999999', 'abc', '%00', '1.5', ' 1', '０１']) {
      const res = await ctx.app.inject({ method: 'GET', url: `/api/bookings/bookings/${encodeURIComponent(id)}`, headers: alice.headers });
      expect(res.statusCode).toBeLessThan(500);
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
    }
    const headerCases: Record<string, string>[] = [
      { token: 'x'.repeat(10_000), email: alice.email },
      { token: alice.headers.token, email: 'x'.repeat(10_000) },
      { token: alice.headers.token, email: 'ä@ö.example' },
      { token: '../../etc/passwd', email: '"; select 1; --' },
      { token: alice.headers.token, email: `${alice.email}, other@example.com` },
    ];
    for (const headers of headerCases) {
      const res = await ctx.app.inject({ method: 'GET', url: '/api/bookings/bookings', headers });
      expect(res.statusCode).toBe(401);
    }
    const huge = await ctx.app.inject({
      method: 'PUT',
      url: `/api/bookings/bookings/${bookingId}`,
      headers: { ...alice.headers, 'content-type': 'application/json' },
      payload: JSON.stringify({ 'bookings/booking': { promo_code_string: 'x'.repeat(400 * 1024) } }),
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toEqual({ success: false, errors: ['The request body is too large.'] });
    const broken = await ctx.app.inject({ method: 'PUT', url: `/api/bookings/bookings/${bookingId}`, headers: { ...alice.headers, 'content-type': 'application/json' }, payload: '{"bookings/booking": {' });
    expect(broken.statusCode).toBe(400);
    const nul = await expectNo500('PUT', `/bookings/bookings/${bookingId}`, { 'bookings/booking': { promo_code_string: 'a\u0000b' } });
    expect(nul.statusCode).toBe(400);
    const deep = await expectNo500('PUT', `/bookings/bookings/${bookingId}`, { 'bookings/booking': { travellers: [{ id: travellerIds[0], first_name: 'A'.repeat(101) }] } });
    expect(deep.statusCode).toBe(400);
  });

  it('after all of that, the seats of the departure still add up', async () => {
    const [held] = await ctx.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(travellers)
      .innerJoin(bookings, eq(bookings.id, travellers.bookingId))
      .where(eq(bookings.departureId, departureId));
    expect((await seatsLeft(ctx.database.db, departureId)) + Number(held.n)).toBe(16);
    const detail = (await call('GET', `/bookings/bookings/${bookingId}`, alice)).json();
    expect(detail.travellers.length).toBeGreaterThanOrEqual(1);
  });
});
