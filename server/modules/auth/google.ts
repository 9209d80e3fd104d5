/**
 * Verifies a Google ID token (the "credential" of Google Identity Services) against Google's
 * published keys: signature, issuer, audience (our client id), expiry, and a verified email.
 * The key set is fetched from GOOGLE_JWKS_URL and cached by jose (tests point it at a local
 * server with their own keys).
 */
import { createRemoteJWKSet, jwtVerify, type JWTVerifyGetKey } from 'jose';
import type { AppConfig } from '../../config';
import { AUTH_MESSAGES } from '../../../contract/auth';
import { badRequest, unauthorized } from '../../lib/errors';

const keySets = new Map<string, JWTVerifyGetKey>();

function keySet(url: string): JWTVerifyGetKey {
  let set = keySets.get(url);
  if (!set) {
    set = createRemoteJWKSet(new URL(url), { timeoutDuration: 5000, cooldownDuration: 30_000 });
    keySets.set(url, set);
  }
  return set;
}

export interface GoogleClaims {
  sub: string;
  email: string;
  givenName?: string;
}

export async function verifyGoogleIdToken(config: Pick<AppConfig, 'googleClientId' | 'googleJwksUrl'>, idToken: string): Promise<GoogleClaims> {
  if (!config.googleClientId) throw badRequest(AUTH_MESSAGES.googleNotConfigured);
  let payload;
  try {
    ({ payload } = await jwtVerify(idToken, keySet(config.googleJwksUrl), {
      issuer: ['accounts.google.com', 'https://accounts.google.com'],
      audience: config.googleClientId,
      algorithms: ['RS256'],
      clockTolerance: 30,
    }));
  } catch {
    throw unauthorized(AUTH_MESSAGES.googleInvalid);
  }
  const email = typeof payload.email === 'string' ? payload.email : '';
  const verified = payload.email_verified === true || payload.email_verified === 'true';
  if (!payload.sub || !email || !verified) throw unauthorized(AUTH_MESSAGES.googleInvalid);
  const givenName = typeof payload.given_name === 'string' ? payload.given_name : undefined;
  return { sub: payload.sub, email, givenName };
}
