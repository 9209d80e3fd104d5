/**
 * Property-based fuzzing of every API route (discovered, see routes.ts): arbitrary JSON bodies
 * (huge strings, deep nesting, __proto__ / constructor keys, wrong types, unicode, nulls),
 * arbitrary query strings, path parameters and header values, as a stranger or as a customer.
 * Whatever arrives:
 * - never a 5xx, never a stack trace or an internal path in the answer;
 * - every 4xx is JSON in the one error shape `{ success: false, errors: [string, ...] }`;
 * - a refused request changes nothing: a checksum of the main tables is the same after it;
 * - nothing leaks onto Object.prototype.
 */
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestContext } from '../app';
import { seedDatabase } from '../../db/seed';
import { fixturePack } from '../../db/seed/fixtures';
import { todayInNz } from '../../../contract/dates';
import { bookThrough, createCatalogue, createUser, recordPayment, type CatalogueFixture, type TestUser } from '../../modules/bookings/test-fixtures';
import { createSession } from '../../modules/auth/sessions';
import { discoverApiRoutes, fillPath, routeKey, type ApiRoute } from './routes';

jest.setTimeout(180_000);

const RUNS_PER_ROUTE = Number(process.env.FUZZ_RUNS ?? 20);
const TABLES = ['users', 'sessions', 'password_resets', 'bookings', 'travellers', 'booking_addons', 'booking_accommodations', 'booking_upgrades', 'payments', 'favourites', 'departures', 'leads', 'lead_outbox', 'waitlist_entries'];

let ctx: TestContext;
let cat: CatalogueFixture;
let alice: TestUser;
let bob: TestUser;
let realIds: string[] = [];
let fieldNames: string[] = [];
let tables: string[] = [];
// eslint-disable-next-line @typescript-eslint/no-explicit-any
let openapi: any;

const rows = (result: unknown) => ((result as { rows?: Record<string, unknown>[] }).rows ?? (result as Record<string, unknown>[]));

beforeAll(async () => {
  // The exchange-rate feed points nowhere: that route must fall back, not fail.
  ctx = await createTestApp({ exchangeRateUrl: 'http://127.0.0.1:9/latest' });
  await seedDatabase(ctx.app.db, ctx.config, { today: todayInNz(), content: fixturePack() });
  cat = await createCatalogue(ctx.database.db);
  alice = await createUser(ctx.database.db);
  bob = await createUser(ctx.database.db);
  const departure = await cat.departure({ inDays: 120, seats: 40 });
  const booking = await bookThrough(ctx.app, alice, departure.id, 2);
  await recordPayment(ctx.database.db, booking.id, 9_900);
  realIds = [booking.id, ...booking.traveller_ids, departure.id, `departure-${departure.id}`, cat.tour.apiId, cat.kayak.activity.apiId, cat.kayak.standard.apiId, cat.days[1].apiId].map(String);
  // Every property name the API documents, so generated bodies reach past "unknown field" checks.
  const doc = (await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
  openapi = doc;
  const names = new Set<string>();
  JSON.stringify(doc, (key, value) => {
    if (key === 'properties' && value && typeof value === 'object') for (const name of Object.keys(value)) names.add(name);
    return value;
  });
  fieldNames = [...names];
  const existing = rows(await ctx.database.db.execute(sql`select table_name from information_schema.tables where table_schema = 'public'`)).map((r) => String(r.table_name));
  tables = TABLES.filter((t) => existing.includes(t));
}, 120_000);
afterAll(() => ctx.close());

/** One value that changes whenever any row of the main tables changes. */
async function checksum(): Promise<string> {
  const parts = tables.map((t) => `(select count(*) || '-' || coalesce(md5(string_agg(x::text, '|' order by x::text)), '') from "${t}" x)`);
  return String(rows(await ctx.database.db.execute(sql.raw(`select ${parts.join(` || ':' || `)} as c`)))[0].c);
}

const nasty = fc.oneof(
  { weight: 3, arbitrary: fc.string({ maxLength: 40 }) },
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  fc.string({ unit: 'binary', maxLength: 20 }),
  fc.constantFrom(
    '',
    '-1',
    '0',
    '1e309',
    '-0',
    'NaN',
    'Infinity',
    '0x10',
    ' 1',
    '１２',
    '../',
    '../../etc/passwd',
    '%00',
    '\u0000',
    'a\u0000b',
    '\ud800',
    'null',
    'true',
    '[]',
    '{}',
    '__proto__',
    'constructor',
    "' or 1=1 --",
    '<script>alert(1)</script>',
    'departure-',
    'departure-1e9',
    '99999999999999999999',
    '2147483648',
    '2024-02-30',
    '31/02/2024',
    'x'.repeat(300),
    '💥'.repeat(50),
  ),
);

function arbitraries() {
  const ids = fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...realIds) }, nasty, fc.integer().map(String));
  const key = fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...fieldNames) }, fc.constantFrom('__proto__', 'constructor', 'prototype', 'bookings/booking'), fc.string({ maxLength: 10 }));
  const leaf = fc.oneof(
    nasty,
    fc.constantFrom(...realIds),
    fc.integer(),
    fc.double(),
    fc.constantFrom(0, -1, 2 ** 31, 2 ** 53, 1e308, -1e308, Number.MAX_SAFE_INTEGER),
    fc.boolean(),
    fc.constant(null),
  );
  const { value } = fc.letrec<{ value: unknown }>((tie) => ({
    value: fc.oneof(
      { depthSize: 'small', withCrossShrink: true },
      leaf,
      fc.array(tie('value'), { maxLength: 4 }),
      fc.dictionary(key, tie('value'), { maxKeys: 6 }),
    ),
  }));
  // Raw texts JSON.stringify would never produce.
  const rawBody = fc.oneof(
    fc.constantFrom(
      '{"__proto__":{"isAdmin":true,"is_admin":true}}',
      '{"constructor":{"prototype":{"isAdmin":true}}}',
      '{"bookings/booking":{"__proto__":{"departure_id":1}}}',
      '{"a":1,"a":2}',
      '{',
      '[',
      'null',
      '"just a string"',
      '1e999999',
      '\u0000',
    ),
    fc.integer({ min: 50, max: 20_000 }).map((n) => '['.repeat(n) + ']'.repeat(n)),
    fc.integer({ min: 50, max: 5_000 }).map((n) => '{"a":'.repeat(n) + '1' + '}'.repeat(n)),
    fc.constantFrom(100_000, 250_000, 300_000).map((n) => JSON.stringify({ email: 'x'.repeat(n), first_name: 'y'.repeat(n) })),
    key.chain((k) => value.map((v) => `{${JSON.stringify(k)}:${JSON.stringify(v) ?? 'null'}}`)),
  );
  const body = fc.oneof({ weight: 4, arbitrary: value.map((v) => (v === undefined ? undefined : JSON.stringify(v))) }, { weight: 2, arbitrary: rawBody }, fc.constant(undefined));
  const query = fc.array(fc.tuple(fc.oneof(key, fc.constantFrom('a[]', 'a[b]', 'page', 'tour_id')), fc.oneof(nasty, ids)), { maxLength: 5 });
  const printable = nasty.map((s) => s.replace(/[^\x20-\x7e]/g, '').slice(0, 2000));
  const who = fc.constantFrom('nobody', 'alice', 'bob', 'forged');
  const headers = fc.record(
    {
      'content-type': fc.oneof({ weight: 6, arbitrary: fc.constant('application/json') }, fc.constantFrom('application/json; charset=utf-8', 'text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/json; charset=latin1', 'application/xml')),
      'accept-encoding': fc.constantFrom('gzip', 'br', 'deflate', 'identity;q=0', '*', 'x'),
      'if-none-match': printable,
      'x-forwarded-for': printable,
      accept: fc.constantFrom('application/json', 'text/html', '*/*', 'x/y'),
    },
    { requiredKeys: ['content-type'] },
  );
  return { ids, body, query, headers, who };
}

/* eslint-disable @typescript-eslint/no-explicit-any */
/**
 * Values shaped like a documented JSON schema (the route's own body or parameter schema from
 * the OpenAPI document), with edge values and, now and then, a wrong type or an extra key, so
 * generated requests get past validation into the handlers.
 */
function fromSchema(schema: any, depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > 6) return fc.constant(null);
  if (schema.$ref) return fromSchema(openapi.components?.schemas?.[String(schema.$ref).split('/').pop() as string], depth + 1);
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives) return fc.oneof(...alternatives.map((a: any) => fromSchema(a, depth + 1)));
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const wrong = fc.oneof(nasty, fc.integer(), fc.constant(null), fc.boolean());
  const typed = (() => {
    switch (schema.type) {
      case 'object': {
        const props: Record<string, fc.Arbitrary<unknown>> = {};
        for (const [k, v] of Object.entries<any>(schema.properties ?? {})) props[k] = fromSchema(v, depth + 1);
        const record = fc.record(props, { requiredKeys: (schema.required ?? []).filter((k: string) => k in props) });
        return fc.oneof({ weight: 8, arbitrary: record }, record.chain((r) => fc.constantFrom('__proto__', 'constructor', 'extra').map((k) => ({ ...(r as object), [k]: { isAdmin: true } }))));
      }
      case 'array':
        return fc.array(fromSchema(schema.items, depth + 1), { maxLength: schema.maxItems !== undefined ? Math.min(schema.maxItems + 1, 5) : 4 });
      case 'string': {
        const fit: fc.Arbitrary<string>[] = [];
        if (schema.pattern) fit.push(fc.stringMatching(new RegExp(schema.pattern)));
        if (schema.format === 'date') fit.push(fc.date({ min: new Date('2000-01-01'), max: new Date('2040-12-31'), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10)));
        if (schema.format === 'email' || /email/i.test(schema.description ?? '')) fit.push(fc.emailAddress());
        if (fit.length === 0) fit.push(fc.string({ minLength: schema.minLength ?? 0, maxLength: Math.min(schema.maxLength ?? 30, 30) }));
        const edges: fc.Arbitrary<string>[] = [fc.constantFrom(...realIds), nasty];
        if (schema.maxLength !== undefined) edges.push(fc.constant('x'.repeat(schema.maxLength)), fc.constant('x'.repeat(schema.maxLength + 1)));
        return fc.oneof({ weight: 6, arbitrary: fc.oneof(...fit) }, ...edges);
      }
      case 'integer':
        return fc.oneof(
          { weight: 3, arbitrary: fc.integer({ min: schema.minimum ?? -5, max: Math.min(schema.maximum ?? 1_000_000, 2 ** 31 - 1) }) },
          fc.constantFrom(...realIds.map(Number).filter(Number.isFinite)),
          fc.constantFrom((schema.minimum ?? 0) - 1, (schema.maximum ?? 2 ** 31 - 1) + 1, -1, 2 ** 31),
        );
      case 'number':
        return fc.oneof(fc.double({ noNaN: true, noDefaultInfinity: true }), fc.constantFrom(0, 0.005, 99, 99.999, -1, 1e21));
      case 'boolean':
        return fc.boolean();
      case 'null':
        return fc.constant(null);
      default:
        return wrong;
    }
  })();
  return fc.oneof({ weight: 24, arbitrary: typed }, wrong);
}

/** The OpenAPI operation of a route (its path written with {param}), if documented. */
function operationOf(route: ApiRoute): any {
  const path = route.path.replace(/^\/api/, '').replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, '{$1}');
  return openapi.paths?.[`/api${path}`]?.[route.method.toLowerCase()] ?? openapi.paths?.[path]?.[route.method.toLowerCase()];
}

/** A documented body and query for the route, or nothing when it documents none. */
function documented(route: ApiRoute): fc.Arbitrary<{ body: string | undefined; query: [string, string][] }> {
  const op = operationOf(route);
  const bodySchema = op?.requestBody?.content?.['application/json']?.schema;
  const queryParams = (op?.parameters ?? []).filter((p: any) => p.in === 'query');
  const body = bodySchema ? fromSchema(bodySchema).map((v) => JSON.stringify(v) ?? 'null') : fc.constant(undefined);
  const query = fc.tuple(...queryParams.map((p: any) => fc.option(fromSchema(p.schema).map((v) => [p.name, typeof v === 'string' ? v : JSON.stringify(v) ?? ''] as [string, string]), { nil: undefined })));
  return fc.record({ body, query: query.map((q) => (q as ([string, string] | undefined)[]).filter((x): x is [string, string] => x !== undefined)) });
}
/* eslint-enable @typescript-eslint/no-explicit-any */

const STACK = /\bat [\w.<>]+ \(|node_modules|\/work\/|[\w-]+\.(ts|js):\d+|\bError: .*\n\s+at /;

interface Attempt {
  route: ApiRoute;
  url: string;
  status: number;
}
const attempts: Attempt[] = [];

async function fire(route: ApiRoute, a: { params: string[]; body: string | undefined; query: [string, string][]; headers: Record<string, string>; who: string }) {
  const values: Record<string, string> = {};
  route.params.forEach((name, i) => (values[name] = a.params[i] ?? 'x'));
  // toWellFormed: a lone surrogate cannot be percent-encoded (the broken-address test sends raw ones).
  const enc = (s: string) => encodeURIComponent(s.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd'));
  let url = route.path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_, name: string) => enc(values[name]).slice(0, 400) || 'x');
  if (a.query.length) url += `?${a.query.map(([k, v]) => `${enc(k)}=${enc(v)}`).join('&')}`;
  // A fresh session each time: a generated sign-out or password change must not end the fuzzing as a customer.
  const session = async (user: TestUser) => ({ token: await createSession(ctx.database.db, user.id), email: user.email });
  const auth =
    a.who === 'alice' ? await session(alice) : a.who === 'bob' ? await session(bob) : a.who === 'forged' ? { token: 'A'.repeat(43), email: alice.email } : {};
  const mutating = route.method !== 'GET';
  const before = mutating ? await checksum() : '';
  // No body, no content type (an empty JSON body is its own, already tested, 400).
  const { 'content-type': contentType, ...otherHeaders } = a.headers;
  const sent = a.body === undefined ? otherHeaders : { ...otherHeaders, 'content-type': contentType };
  const res = await ctx.app.inject({ method: route.method, url, headers: { ...sent, ...auth }, ...(a.body === undefined ? {} : { payload: a.body }) });
  attempts.push({ route, url, status: res.statusCode });
  const where = `${routeKey(route)} ${url.slice(0, 200)} as ${a.who} body ${String(a.body).slice(0, 200)} -> ${res.statusCode} ${res.body.slice(0, 300)}`;
  if (res.statusCode >= 500) throw new Error(`server error: ${where}`);
  if (STACK.test(res.body)) throw new Error(`internal detail in the answer: ${where}`);
  if (res.statusCode >= 400) {
    let parsed: { success?: unknown; errors?: unknown } | null;
    try {
      parsed = JSON.parse(res.body);
    } catch {
      throw new Error(`error answer is not JSON: ${where}`);
    }
    if (parsed?.success !== false || !Array.isArray(parsed.errors) || parsed.errors.length === 0 || !parsed.errors.every((e) => typeof e === 'string')) {
      throw new Error(`error answer not in the one shape: ${where}`);
    }
    if (mutating && (await checksum()) !== before) throw new Error(`a refused request changed data: ${where}`);
  }
}

describe('fuzzing every route', () => {
  it('finds the routes to fuzz', () => {
    expect(discoverApiRoutes(ctx.app).length).toBeGreaterThan(30);
  });

  it('never answers 5xx, never leaks internals, refuses in the one shape and changes nothing when it refuses', async () => {
    const { ids, body, query, headers, who } = arbitraries();
    expect(operationOf({ method: 'PUT', path: '/api/bookings/bookings/:id', params: ['id'] })?.requestBody).toBeDefined();
    for (const route of discoverApiRoutes(ctx.app)) {
      await fc.assert(
        fc.asyncProperty(
          fc.array(ids, { minLength: route.params.length, maxLength: route.params.length }),
          // Half the time the route's documented shape (to reach its handler), half anything at all.
          fc.oneof(documented(route), fc.record({ body, query })),
          headers,
          who,
          async (params, bq, h, w) => {
            await fire(route, { params, body: bq.body, query: bq.query, headers: h, who: w });
          },
        ),
        { numRuns: RUNS_PER_ROUTE },
      );
    }
    // The generated requests were not all thrown out at the door: some got through validation.
    const statuses = new Set(attempts.map((a) => a.status));
    expect(statuses.has(200)).toBe(true);
    expect(statuses.has(400)).toBe(true);
    expect(statuses.has(401)).toBe(true);
  });

  it('answers a broken or over-long address in the one shape, with the security headers', async () => {
    for (const [url, status] of [
      ['/api/bookings/bookings/%F0%9F%92', 400],
      ['/api/bookings/bookings/%E0%A4%A', 400],
      [`/api/bookings/bookings/${'1'.repeat(500)}`, 414],
      [`/api/tour_info/tours/${'x'.repeat(300)}/availability`, 414],
    ] as const) {
      const res = await ctx.app.inject({ method: 'GET', url, headers: alice.headers });
      expect([url, res.statusCode]).toEqual([url, status]);
      expect(res.json()).toEqual({ success: false, errors: [expect.any(String)] });
      expect(res.headers['x-content-type-options']).toBe('nosniff');
    }
  });

  it('left Object.prototype alone', () => {
    const probe = {} as Record<string, unknown>;
    expect(probe.isAdmin).toBeUndefined();
    expect(probe.is_admin).toBeUndefined();
    expect(probe.departure_id).toBeUndefined();
    expect(Object.keys(Object.prototype)).toEqual([]);
  });

  it('still serves Alice normally afterwards', async () => {
    const headers = { token: await createSession(ctx.database.db, alice.id), email: alice.email };
    const res = await ctx.app.inject({ method: 'GET', url: '/api/bookings/bookings', headers });
    expect(res.statusCode).toBe(200);
    expect(res.json()['bookings/bookings'].length).toBeGreaterThanOrEqual(1);
  });
});

// fillPath is part of the helper's surface; keep a direct check that it encodes.
it('fills path parameters encoded', () => {
  expect(fillPath({ method: 'GET', path: '/api/x/:id', params: ['id'] }, { id: '../a b' }, 1)).toBe('/api/x/..%2Fa%20b');
});
