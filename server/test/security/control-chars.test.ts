/**
 * NUL and other control characters, on every route (discovered, see routes.ts): a string field
 * of the body, a query value or a path parameter holding one answers 400 in the one error shape,
 * never a 500, whoever asks. Tab, line feed and carriage return stay allowed.
 *
 * And nothing personal in the logs: the waitlist form with a NUL in its email and first name
 * (which used to answer 500 and log both with a stack trace) answers 400 and logs neither; and
 * should such a value ever reach the database, the logged error holds neither.
 */
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app';
import { testConfig } from '../../config';
import { waitlistEntries } from '../../db/schema/waitlist';
import { CONTROL_CHARACTER_MESSAGE } from '../../lib/input';
import { openTestDatabase } from '../app';
import { apiClient, bookThrough, createCatalogue, createUser, type CatalogueFixture, type TestUser } from '../../modules/bookings/test-fixtures';
import { discoverApiRoutes, fillPath, routeKey, type ApiRoute } from './routes';

jest.setTimeout(120_000);

const NAME = 'Wairimuzq';
const EMAIL = 'wairimu.secret@example.org';
const STEP_ONE = { title: 'Ms', first_name: 'Aroha', last_name: 'Ngata', date_of_birth: '1990-04-12', nationality: 'New Zealander' };
const STEP_TWO = {
  passport_number: 'PZ7654321',
  passport_date_of_issue: '2020-01-15',
  passport_date_of_expiry: '2035-01-15',
  emergency_contact_name: 'Mere Ngata',
  emergency_contact_relationship: 'Mother',
  emergency_contact_number: '+64 21 555 0199',
  insurance_name: 'Kiwi Cover',
  insurance_policy_number: 'KC-998877',
  insurance_contact_number: '+64 9 555 0100',
};
const CONTROL = ['\u0000', '\u0001', '\u0008', '\u000b', '\u001b', '\u001f', '\u007f'];

let app: FastifyInstance;
let drop: () => Promise<void>;
let cat: CatalogueFixture;
let alice: TestUser;
let bookingId: number;
let travellerId: number;
let soldOutId: number;
const logLines: string[] = [];
const logged = () => logLines.join('');

beforeAll(async () => {
  const opened = await openTestDatabase();
  drop = opened.drop;
  // Logs on, into memory, to check what they hold.
  app = await buildApp(testConfig({ databaseUrl: opened.databaseUrl, logLevel: 'info' }), { database: opened.database, logStream: { write: (line) => void logLines.push(line) } });
  // A route outside /api (so without the input hook) that stores what it is sent, as the waitlist
  // did: what a value the database refuses does to the logs.
  app.post('/test-only/store', async (request) => {
    const body = request.body as { departure_id: number; email: string; first_name: string };
    await app.db.insert(waitlistEntries).values({ departureId: body.departure_id, email: body.email, firstName: body.first_name });
    return { success: true };
  });
  await app.ready();
  cat = await createCatalogue(opened.database.db);
  alice = await createUser(opened.database.db);
  const booking = await bookThrough(app, alice, (await cat.departure({ inDays: 120 })).id, 1);
  bookingId = booking.id;
  travellerId = booking.traveller_ids[0];
  soldOutId = (await cat.departure({ inDays: 90, seats: 16, availableSeats: 0 })).id;
}, 120_000);
afterAll(async () => {
  await app.close();
  await drop();
});

const enc = (s: string) => encodeURIComponent(s);
// Each request from its own address: the per-address limits (payments, sign-in…) must not answer first.
let address = 0;
const remoteAddress = () => `10.${(++address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`;
const WEBHOOK = 'POST /api/payments/stripe/webhook';

function expectRefused(res: { statusCode: number; json(): unknown; body: string }, where: string, ourHook = true) {
  expect([where, res.statusCode]).toEqual([where, 400]);
  const body = res.json() as { success: unknown; errors: string[] };
  expect(body).toEqual({ success: false, errors: [expect.any(String)] });
  if (ourHook) expect([where, body.errors[0].startsWith(CONTROL_CHARACTER_MESSAGE.replace(/\.$/, ''))]).toEqual([where, true]);
}

describe('control characters on every route', () => {
  let routes: ApiRoute[];
  beforeAll(() => {
    routes = discoverApiRoutes(app);
  });

  it('finds the routes', () => {
    expect(routes.length).toBeGreaterThan(30);
  });

  it('refuses a NUL or another control character in a body string field with 400', async () => {
    let n = 0;
    for (const route of routes.filter((r) => r.method !== 'GET')) {
      for (const c of CONTROL) {
        const url = fillPath(route, { id: bookingId }, 1);
        // Nested too: the PUT's travellers live two levels down.
        const payload = n++ % 2 ? { email: `x${c}@example.com`, first_name: `A${c}b` } : { 'bookings/booking': { travellers: [{ id: travellerId, first_name: `A${c}b` }] } };
        for (const headers of [{}, alice.headers]) {
          const res = await app.inject({ method: route.method as 'POST', url, headers, payload, remoteAddress: remoteAddress() });
          // The webhook reads its body as raw bytes (Stripe signs them): refused by the signature check.
          expectRefused(res, `${routeKey(route)} body ${JSON.stringify(c)}`, routeKey(route) !== WEBHOOK);
        }
      }
    }
  });

  it('refuses one in a query value or name with 400', async () => {
    for (const route of routes) {
      for (const c of CONTROL) {
        const base = fillPath(route, { id: bookingId }, 1);
        for (const query of [`probe=${enc(`a${c}b`)}`, `tour_id=1&departure_date=${enc(c)}`, `${enc(`k${c}`)}=1`]) {
          const res = await app.inject({ method: route.method as 'GET', url: `${base}?${query}`, headers: alice.headers, remoteAddress: remoteAddress() });
          expectRefused(res, `${routeKey(route)} ?${query}`);
        }
      }
    }
  });

  it('refuses one in a path parameter with 400', async () => {
    const withParams = routes.filter((r) => r.params.length > 0);
    expect(withParams.length).toBeGreaterThan(5);
    for (const route of withParams) {
      for (const c of ['\u0000', '\u0007', '\u007f']) {
        const url = fillPath(route, {}, `1${c}`);
        const res = await app.inject({ method: route.method as 'GET', url, headers: alice.headers, remoteAddress: remoteAddress(), ...(route.method === 'GET' ? {} : { payload: {} }) });
        expectRefused(res, `${routeKey(route)} ${url}`);
      }
    }
  });

  it('keeps tab, line feed and carriage return (multi-line fields)', async () => {
    const call = apiClient(app);
    const res = await call('PUT', `/bookings/bookings/${bookingId}`, alice, {
      'bookings/booking': { travellers: [{ id: travellerId, medical_condition: 'Asthma\r\n\tinhaler in the day pack', allergies: 'None\n' }] },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().travellers[0].medical_condition).toBe('Asthma inhaler in the day pack');
  });
});

describe('nothing personal in the logs', () => {
  it('answers a NUL in the waitlist form with 400 and logs neither the name nor the email', async () => {
    logLines.length = 0;
    for (const payload of [
      { departure_id: `departure-${soldOutId}`, email: `${EMAIL}\u0000`, first_name: NAME },
      { departure_id: `departure-${soldOutId}`, email: EMAIL, first_name: `${NAME}\u0000` },
      { departure_id: soldOutId, email: `\u0000${EMAIL}`, first_name: `\u0000${NAME}` },
    ]) {
      const res = await app.inject({ method: 'POST', url: '/api/waitlist', payload, remoteAddress: '10.9.9.9' });
      expectRefused(res, JSON.stringify(payload));
    }
    expect(logLines.length).toBeGreaterThan(0); // the logger is on
    expect(logged()).not.toContain(NAME);
    expect(logged()).not.toContain('wairimu');
    expect(logged()).not.toMatch(/\bat [\w.<>]+ \(/); // no stack trace: nothing failed
  });

  it('never logs a request body or the session headers', async () => {
    logLines.length = 0;
    const res = await app.inject({ method: 'PUT', url: `/api/bookings/bookings/${bookingId}`, headers: alice.headers, payload: { 'bookings/booking': { travellers: [{ id: travellerId, ...STEP_ONE, first_name: NAME, ...STEP_TWO }] } } });
    expect(res.statusCode).toBe(200);
    expect(logLines.length).toBeGreaterThan(0);
    for (const secret of [NAME, 'PZ7654321', alice.email, alice.headers.token]) expect(logged()).not.toContain(secret);
  });

  it('logs a failed query (a 500) without its values', async () => {
    logLines.length = 0;
    const res = await app.inject({ method: 'POST', url: '/test-only/store', payload: { departure_id: soldOutId, email: `${EMAIL}\u0000`, first_name: `${NAME}\u0000` } });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ success: false, errors: [expect.any(String)] });
    const failure = logLines.map((l) => JSON.parse(l)).find((l) => l.msg === 'request failed');
    expect(failure).toBeDefined();
    expect(failure.err.message).toMatch(/Failed query: insert into "waitlist_entries"/);
    expect(failure.err.message).toContain('params: [redacted]');
    expect(failure.err.stack).toBeDefined();
    expect(logged()).not.toContain(NAME);
    expect(logged()).not.toContain('wairimu');
  });
});
