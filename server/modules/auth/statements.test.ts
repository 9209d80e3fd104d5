/**
 * How many SQL statements signing in sends (issue 22), counted on the driver
 * (server/test/statements.ts): the account read, the session written, and the customer's booking
 * summaries in one statement, however many bookings they hold. Adding a query fails here.
 */
import { createTestApp, type TestContext } from '../../test/app';
import { withStatementLog } from '../../test/statements';
import { apiClient, bookThrough, createCatalogue } from '../bookings/test-fixtures';

jest.setTimeout(60_000);
let ctx: TestContext;
let call: ReturnType<typeof apiClient>;

beforeAll(async () => {
  ctx = await createTestApp();
  call = apiClient(ctx.app);
}, 60_000);
afterAll(() => ctx.close());

/** The account, the new session, the account's details with its booking summaries and favourites. */
const SIGN_IN_MAX = 3;

describe('statements per sign-in', () => {
  it('a customer with three bookings signs in in at most 3 statements, and gets their summaries', async () => {
    const email = `statements-${Date.now()}@example.com`;
    const password = 'kiwi-trail-99';
    const signUp = await call('POST', '/users/sign_up', null, { FirstName: 'Aroha', Email: email, Password: password, OptInNewsLetter: false });
    expect(signUp.statusCode).toBe(200);
    const session = signUp.json().session;
    const user = { id: 0, email, headers: { token: session.token, email: session.email } };
    const cat = await createCatalogue(ctx.database.db);
    for (let i = 0; i < 3; i++) await bookThrough(ctx.app, user, (await cat.departure({ inDays: 120 + i, seats: 16 })).id);

    const { result, statements } = await withStatementLog(ctx.database, () => call('POST', '/users/sign_in', null, { email, password }));
    expect(result.statusCode).toBe(200);
    expect(result.json().user.bookings.bookings).toHaveLength(3);
    expect(result.json().user.bookings.bookings[0]).toEqual(expect.objectContaining({ tour_name: expect.any(String), status: 'Incomplete' }));
    expect(statements.length).toBeLessThanOrEqual(SIGN_IN_MAX);
  });
});
