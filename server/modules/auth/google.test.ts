/**
 * Google sign-in against a local key server: tokens signed with locally generated RSA keys,
 * the key set served over HTTP like Google's, the app pointed at it by GOOGLE_JWKS_URL.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { exportJWK, generateKeyPair, SignJWT, type KeyLike } from 'jose';
import { createTestApp, type TestContext } from '../../test/app';
import { users } from '../../db/schema/accounts';
import { apiClient } from '../bookings/test-fixtures';
import { hashPassword } from '../../lib/passwords';
import { createSession } from './sessions';

jest.setTimeout(60_000);

const CLIENT_ID = 'kea-test-client.apps.googleusercontent.com';
let ctx: TestContext;
let call: ReturnType<typeof apiClient>;
let server: http.Server;
let privateKey: KeyLike;
let strangerKey: KeyLike;

beforeAll(async () => {
  const pair = await generateKeyPair('RS256');
  privateKey = pair.privateKey;
  strangerKey = (await generateKeyPair('RS256')).privateKey;
  const jwk = { ...(await exportJWK(pair.publicKey)), kid: 'test-key', alg: 'RS256', use: 'sig' };
  server = http.createServer((_req, res) => {
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify({ keys: [jwk] }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  ctx = await createTestApp({ googleClientId: CLIENT_ID, googleJwksUrl: `http://127.0.0.1:${port}/oauth2/v3/certs` });
  call = apiClient(ctx.app);
}, 60_000);
afterAll(async () => {
  await ctx.close();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

interface TokenOptions {
  sub?: string;
  email?: string;
  emailVerified?: boolean;
  givenName?: string;
  audience?: string;
  issuer?: string;
  expiresIn?: string;
  key?: KeyLike;
}

function googleToken(o: TokenOptions = {}) {
  return new SignJWT({ email: o.email ?? 'kiri@example.com', email_verified: o.emailVerified ?? true, given_name: o.givenName ?? 'Kiri' })
    .setProtectedHeader({ alg: 'RS256', kid: 'test-key' })
    .setIssuer(o.issuer ?? 'https://accounts.google.com')
    .setAudience(o.audience ?? CLIENT_ID)
    .setSubject(o.sub ?? 'google-sub-1')
    .setIssuedAt()
    .setExpirationTime(o.expiresIn ?? '10m')
    .sign(o.key ?? privateKey);
}

describe('POST /api/users/social_sign_in', () => {
  it('creates the account on first sign-in and signs in again with the same Google account', async () => {
    const first = await call('POST', '/users/social_sign_in', null, { id_token: await googleToken() });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ success: true, session: { email: 'kiri@example.com', is_admin: false }, user: { first_name: 'Kiri', has_password: false } });
    const again = await call('POST', '/users/social_sign_in', null, { access_token: await googleToken({ issuer: 'accounts.google.com' }) });
    expect(again.statusCode).toBe(200);
    expect(again.json().user.id).toBe(first.json().user.id);
    const me = await call('GET', '/users/me', { headers: { token: again.json().session.token, email: 'kiri@example.com' } });
    expect(me.statusCode).toBe(200);
  });

  it('links a Google account to an account whose inbox was proven, keeping its password', async () => {
    const [existing] = await ctx.database.db
      .insert(users)
      .values({ email: 'mere@example.com', firstName: 'Mere', passwordHash: await hashPassword('mere-password'), emailVerifiedAt: new Date() })
      .returning();
    const res = await call('POST', '/users/social_sign_in', null, { id_token: await googleToken({ sub: 'google-sub-mere', email: 'Mere@Example.com', givenName: 'M' }) });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ id: existing.id, first_name: 'Mere', has_password: true });
    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, existing.id));
    expect(row.googleSub).toBe('google-sub-mere');
  });

  it('ends the password and sessions of an account nobody proved the inbox of (pre-registration hijacking)', async () => {
    // Someone registered the address with a password, and holds a session.
    const [squatted] = await ctx.database.db
      .insert(users)
      .values({ email: 'tama@example.com', firstName: 'Not Tama', passwordHash: await hashPassword('squatter-pass') })
      .returning();
    const squatterToken = await createSession(ctx.database.db, squatted.id);
    const res = await call('POST', '/users/social_sign_in', null, { id_token: await googleToken({ sub: 'google-sub-tama', email: 'tama@example.com', givenName: 'Tama' }) });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ id: squatted.id, has_password: false });
    expect((await call('GET', '/users/me', { headers: { token: squatterToken, email: 'tama@example.com' } })).statusCode).toBe(401);
    expect((await call('POST', '/users/sign_in', null, { email: 'tama@example.com', password: 'squatter-pass' })).statusCode).toBe(401);
    expect((await call('GET', '/users/me', { headers: { token: res.json().session.token, email: 'tama@example.com' } })).statusCode).toBe(200);
  });

  it.each([
    ['another audience', { audience: 'someone-else' }],
    ['another issuer', { issuer: 'https://evil.example' }],
    ['an unverified email', { emailVerified: false, sub: 'unverified' }],
    ['an expired token', { expiresIn: '-1m' }],
    ['a key Google did not publish', { key: undefined as unknown as KeyLike, stranger: true }],
  ])('refuses %s with 401', async (_label, options) => {
    const { stranger, ...rest } = options as TokenOptions & { stranger?: boolean };
    const token = await googleToken({ ...rest, ...(stranger ? { key: strangerKey } : {}) });
    const res = await call('POST', '/users/social_sign_in', null, { id_token: token });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ success: false, errors: ['We could not verify your Google sign-in. Please try again.'] });
  });

  it('refuses garbage and a missing token', async () => {
    expect((await call('POST', '/users/social_sign_in', null, { id_token: 'not-a-jwt' })).statusCode).toBe(401);
    const missing = await call('POST', '/users/social_sign_in', null, { email: 'kiri@example.com' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual(['The Google sign-in token is missing.']);
  });
});
