/**
 * The staff routes answer only staff: every route under /api/staff (discovered from the app, so
 * a route added tomorrow is walked too) gives a customer 403 and an anonymous caller 401.
 */
import { createTestApp, type TestContext } from '../../test/app';
import { discoverApiRoutes, fillPath } from '../../test/security/routes';
import { apiClient, createUser, type TestUser } from '../bookings/test-fixtures';

jest.setTimeout(60_000);
let ctx: TestContext;
let customer: TestUser;

beforeAll(async () => {
  ctx = await createTestApp();
  customer = await createUser(ctx.database.db);
});
afterAll(() => ctx.close());

it('refuses every staff route to customers (403) and to anonymous callers (401)', async () => {
  const staffRoutes = discoverApiRoutes(ctx.app).filter((r) => r.path.startsWith('/api/staff/'));
  expect(staffRoutes.length).toBeGreaterThanOrEqual(4);
  const call = apiClient(ctx.app);
  for (const route of staffRoutes) {
    const url = fillPath(route, {}, 1).replace(/^\/api/, '');
    const body = route.method === 'GET' ? undefined : {};
    expect([route.path, (await call(route.method, url, customer, body)).statusCode]).toEqual([route.path, 403]);
    expect([route.path, (await call(route.method, url, null, body)).statusCode]).toEqual([route.path, 401]);
  }
});
