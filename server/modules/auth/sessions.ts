/**
 * Session tokens: 32 random bytes (base64url) handed to the client once; only their SHA-256
 * is stored. A session lives 30 days from its last use (sliding) until it is revoked.
 */
import crypto from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { preparedOnce, type Db, type DbOrTx } from '../../db/client';
import { sessions, users } from '../../db/schema/accounts';
import { SESSION_DAYS } from '../../../contract/signed-in-pages';

const DAY_MS = 24 * 60 * 60 * 1000;
// Slide the expiry at most once a day, so authenticated reads do not write every time.
const SLIDE_AFTER_MS = DAY_MS;

/** The database or a transaction of it (one definition, db/client.ts). */
export type { DbOrTx };

/** The database handle itself, not a transaction (which has its own connection): prepared statements (preparedOnce) run on it. */
export const isDb = (db: DbOrTx): db is Db => !('rollback' in db);

export function newToken(): string {
  return crypto.randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return crypto.createHash('sha256').update(token).digest('hex');
}

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

export interface AuthUser {
  id: number;
  email: string;
  firstName: string;
  isAdmin: boolean;
  /** The session the request came with (sign-out revokes it). */
  sessionId: number;
}

export async function createSession(db: Db, userId: number, now = new Date()): Promise<string> {
  const token = newToken();
  await db.insert(sessions).values({ userId, tokenHash: hashToken(token), createdAt: now, expiresAt: new Date(now.getTime() + SESSION_DAYS * DAY_MS) });
  return token;
}

const TOKEN_SHAPE = /^[A-Za-z0-9_-]{20,200}$/;

// The lookup behind every signed-in request, prepared (issue 22).
const preparedSessionUser = preparedOnce((db) =>
  db
    .select({
      sessionId: sessions.id,
      expiresAt: sessions.expiresAt,
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      isAdmin: users.isAdmin,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder('tokenHash')),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql.placeholder('now')),
        eq(users.email, sql.placeholder('email')),
      ),
    )
    .limit(1)
    .prepare('session_user'),
);

/** Headers that could name a session: anything else is refused without asking the database. */
export function isSessionShaped(token: unknown, email: unknown): token is string {
  return typeof token === 'string' && typeof email === 'string' && TOKEN_SHAPE.test(token) && email.length <= 320 && !email.includes('\u0000');
}

/** The user of an unrevoked, unexpired session whose token and email both match; else null. */
export async function findSessionUser(db: Db, token: unknown, email: unknown, now = new Date()): Promise<AuthUser | null> {
  if (!isSessionShaped(token, email)) return null;
  const [row] = await preparedSessionUser(db).execute({ tokenHash: hashToken(token), now: now.toISOString(), email: normaliseEmail(email as string) });
  if (!row) return null;
  const fullExpiry = now.getTime() + SESSION_DAYS * DAY_MS;
  if (fullExpiry - row.expiresAt.getTime() > SLIDE_AFTER_MS) {
    await db.update(sessions).set({ expiresAt: new Date(fullExpiry) }).where(eq(sessions.id, row.sessionId));
  }
  return { id: row.id, email: row.email, firstName: row.firstName, isAdmin: row.isAdmin, sessionId: row.sessionId };
}

export async function revokeSession(db: DbOrTx, sessionId: number): Promise<void> {
  await db.update(sessions).set({ revokedAt: sql`now()` }).where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/** Revokes every live session of a user, except `keepSessionId` when given. */
export async function revokeUserSessions(db: DbOrTx, userId: number, keepSessionId?: number): Promise<void> {
  const live = and(eq(sessions.userId, userId), isNull(sessions.revokedAt));
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(keepSessionId === undefined ? live : and(live, sql`${sessions.id} <> ${keepSessionId}`));
}
