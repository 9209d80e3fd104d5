/**
 * Whatever arrives (paths, query strings, bodies, headers), the routes of the departures,
 * reviews, favourites, exchange rate and leads modules answer below 500 with the one error shape.
 */
import fc from 'fast-check';
import { createTestApp, type TestContext } from '../../test/app';
import { seedDatabase } from '../../db/seed';
import { fixturePack } from '../../db/seed/fixtures';
import { todayInNz } from '../../../contract/dates';

let ctx: TestContext;
beforeAll(async () => {
  // The feed URL points nowhere: the rate route must fall back, not fail.
  ctx = await createTestApp({ exchangeRateUrl: 'http://127.0.0.1:9/latest' });
  await seedDatabase(ctx.app.db, ctx.config, { today: todayInNz(), content: fixturePack() });
}, 60000);
afterAll(() => ctx.close());

const GETS = [
  '/api/tour_info/departures',
  '/api/tour_info/departures/{x}',
  '/api/tour_info/tours/{x}/get_intrepid_departures',
  '/api/tour_info/tours/{x}/availability',
  '/api/tour_info/tours/{x}/get_review',
  '/api/tour_info/tours/get_all_reviews',
  '/api/tour_info/tours/get_review_details',
  '/api/tour_info/tours/get_imported_review_details',
  '/api/users/favourites',
  '/api/exchange_rate',
  '/api/captcha/challenge',
];
const POSTS = ['/api/tour_info/departures/checking_departure', '/api/third_party/crm_lead', '/api/users/favourites'];

const queryKeys = fc.constantFrom('valid_departure', 'last_deal', 'minimal_data', 'tour_id', 'rating', 'timeFrame', 'page', 'x', '__proto__', 'constructor', 'a[]', 'a[b]');
const nasty = fc.oneof(
  fc.string(),
  fc.constantFrom('', '0', '-1', '1e309', 'NaN', 'true', 'null', '99999999999999999999', '%00', '%', '..%2F', "' or 1=1 --", 'departure-0', 'departure-99999999999', '1/1/1'),
  fc.integer().map(String),
);
const anyJson = fc.oneof(
  fc.jsonValue(),
  fc.record({
    type: fc.constantFrom('init', 'post', 'post_snow', 'contact_us_lead', 'init_all_lead', 'x'),
    tour_id: fc.oneof(fc.integer(), nasty, fc.constant(null)),
    departure_date: nasty,
    activity_id: fc.oneof(fc.integer(), nasty, fc.double()),
    email: nasty,
    captcha: nasty,
    first_name: nasty,
    when_visiting: nasty,
  }, { requiredKeys: [] }),
);

function expectClientSafe(res: { statusCode: number; body: string }) {
  expect(res.statusCode).toBeLessThan(500);
  if (res.statusCode >= 400) {
    const body = JSON.parse(res.body);
    expect(body.success).toBe(false);
    expect(Array.isArray(body.errors)).toBe(true);
    expect(res.body).not.toMatch(/at \w+ \(|node_modules|stack/i);
  }
}

describe('no 500s', () => {
  it('for GETs with any path segment and query', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...GETS), nasty, fc.array(fc.tuple(queryKeys, nasty), { maxLength: 5 }), fc.option(nasty), async (route, segment, query, token) => {
        const qs = query.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`).join('&');
        const url = route.replace('{x}', encodeURIComponent(segment).slice(0, 150) || 'x') + (qs ? `?${qs}` : '');
        const headers: Record<string, string> = token === null ? {} : { token: token.replace(/[^\x20-\x7e]/g, ''), email: 'a@b.c' };
        expectClientSafe(await ctx.app.inject({ method: 'GET', url, headers }));
      }),
      { numRuns: 150 },
    );
  }, 120000);

  it('for POSTs with any JSON body', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...POSTS), anyJson, async (url, body) => {
        expectClientSafe(await ctx.app.inject({ method: 'POST', url, headers: { 'content-type': 'application/json' }, payload: JSON.stringify(body) }));
      }),
      { numRuns: 150 },
    );
  }, 120000);

  it('for POSTs with bodies that are not JSON', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...POSTS), fc.string(), fc.constantFrom('application/json', 'text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data'), async (url, payload, type) => {
        expectClientSafe(await ctx.app.inject({ method: 'POST', url, headers: { 'content-type': type }, payload }));
      }),
      { numRuns: 100 },
    );
  }, 120000);

  it('for DELETEs of any favourite id', async () => {
    await fc.assert(
      fc.asyncProperty(nasty, async (id) => {
        expectClientSafe(await ctx.app.inject({ method: 'DELETE', url: `/api/users/favourites/${encodeURIComponent(id).slice(0, 150) || 'x'}` }));
      }),
      { numRuns: 50 },
    );
  }, 120000);
});
