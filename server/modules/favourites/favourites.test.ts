import { createTestApp, type TestContext } from '../../test/app';
import { seedDatabase } from '../../db/seed';
import { fixturePack } from '../../db/seed/fixtures';
import { users } from '../../db/schema/accounts';
import { createSession } from '../auth/sessions';
import { todayInNz } from '../../../contract/dates';
import { listFavouriteActivityIds } from './service';

let ctx: TestContext;
let alice: { id: number; headers: Record<string, string> };
let bob: { id: number; headers: Record<string, string> };

async function signedIn(email: string) {
  const [user] = await ctx.app.db.insert(users).values({ email, firstName: email.split('@')[0] }).returning({ id: users.id });
  const token = await createSession(ctx.app.db, user.id);
  return { id: user.id, headers: { token, email } };
}

beforeAll(async () => {
  ctx = await createTestApp();
  await seedDatabase(ctx.app.db, ctx.config, { today: todayInNz(), content: fixturePack() });
  alice = await signedIn('alice@example.com');
  bob = await signedIn('bob@example.com');
}, 60000);
afterAll(() => ctx.close());

const list = (headers: Record<string, string>) => ctx.app.inject({ method: 'GET', url: '/api/users/favourites', headers });
const add = (headers: Record<string, string>, payload: unknown) => ctx.app.inject({ method: 'POST', url: '/api/users/favourites', headers, payload: payload as object });
const remove = (headers: Record<string, string>, id: string) => ctx.app.inject({ method: 'DELETE', url: `/api/users/favourites/${id}`, headers });
const activitiesOf = async (headers: Record<string, string>) => (await list(headers)).json().favorites.activities;

describe('favourites need sign-in', () => {
  it.each([
    ['no headers', {}],
    ['a wrong token', { token: 'x'.repeat(43), email: 'alice@example.com' }],
    ['a token of another email', {}],
  ])('answers 401 with %s', async (label, given) => {
    const headers = label === 'a token of another email' ? { token: alice.headers.token, email: 'bob@example.com' } : (given as Record<string, string>);
    for (const res of [await list(headers), await add(headers, { activity_id: 501 }), await remove(headers, '501')]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ success: false, errors: ['Please sign in to continue.'] });
    }
  });
});

describe('a signed-in user', () => {
  it('starts with no favourites', async () => {
    const res = await list(alice.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, favorites: { activities: [] } });
  });

  it('adds favourites by activity api id, idempotently, number or string', async () => {
    const first = await add(alice.headers, { activity_id: 501 });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ success: true, favorites: { activities: [501] } });
    expect((await add(alice.headers, { activity_id: 501 })).json().favorites.activities).toEqual([501]);
    expect((await add(alice.headers, { activity_id: '502' })).json().favorites.activities).toEqual([501, 502]);
    expect(await listFavouriteActivityIds(ctx.app.db, alice.id)).toEqual([501, 502]);
  });

  it('answers 404 for an unknown activity', async () => {
    const res = await add(alice.headers, { activity_id: 999999 });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ success: false, errors: ['Activity not found.'] });
    expect(await activitiesOf(alice.headers)).toEqual([501, 502]);
  });

  it.each([[{}], [{ activity_id: 'abc' }], [{ activity_id: 0 }], [{ activity_id: 1.5 }], [{ activity_id: null }], [{ activity_id: 501, user_id: 2 }], [[]]])(
    'answers 400 for the body %j',
    async (payload) => {
      const res = await add(alice.headers, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().success).toBe(false);
    },
  );

  it("never sees or changes another user's favourites", async () => {
    expect(await activitiesOf(bob.headers)).toEqual([]);
    const res = await remove(bob.headers, '501');
    expect(res.statusCode).toBe(200);
    expect(res.json().favorites.activities).toEqual([]);
    expect(await activitiesOf(alice.headers)).toEqual([501, 502]);
    await add(bob.headers, { activity_id: 503 });
    expect(await activitiesOf(alice.headers)).toEqual([501, 502]);
    expect(await activitiesOf(bob.headers)).toEqual([503]);
  });

  it('removes a favourite, idempotently', async () => {
    const res = await remove(alice.headers, '501');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, favorites: { activities: [502] } });
    expect((await remove(alice.headers, '501')).json().favorites.activities).toEqual([502]);
    expect(await activitiesOf(bob.headers)).toEqual([503]);
  });

  it.each(['999999', 'abc', '0', '99999999999999'])('answers 404 when removing activity %s', async (id) => {
    const res = await remove(alice.headers, id);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ success: false, errors: ['Activity not found.'] });
  });
});
