/**
 * Accounts: sign-up, sign-in, Google sign-in, account edits, password reset (its email is a
 * job: sendPasswordResetEmail), the admin seed.
 * Services throw HttpError (server/lib/errors.ts); routes stay thin.
 */
import crypto from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { preparedOnce, type Db } from '../../db/client';
import { passwordResets, users } from '../../db/schema/accounts';
import { favourites } from '../../db/schema/engagement';
import { badRequest, conflict, HttpError, unauthorized } from '../../lib/errors';
import { brandName, renderEmail } from '../../lib/mail';
import { dummyVerify, hashPassword, needsRehash, verifyPassword } from '../../lib/passwords';
import { AUTH_MESSAGES, EMAIL_PATTERN, PASSWORD_MIN_LENGTH, type EditAccountBody, type UserDetails } from '../../../contract/auth';
import { bookingSummariesJson, summaryFromJson } from '../bookings/summaries';
import { qualified } from '../../db/sql-names';
import { enqueueJob } from '../jobs/queue';
import type { JobContext, JobHandlers } from '../jobs/worker';
import { createSession, hashToken, normaliseEmail, revokeUserSessions } from './sessions';
import { PHONE_PATTERN } from '../../../contract/phone';
import { isUniqueViolation } from '../../db/errors';

export { PASSWORD_MIN_LENGTH };
export const RESET_TTL_MS = 60 * 60 * 1000;

type UserRow = typeof users.$inferSelect;

const EMAIL_SHAPE = new RegExp(EMAIL_PATTERN);

export function checkEmail(raw: string): string {
  const email = normaliseEmail(raw);
  if (!email) throw badRequest('Email is required.');
  if (!EMAIL_SHAPE.test(email) || email.length > 254) throw badRequest('Please enter a valid email address.');
  return email;
}

export function checkPassword(password: string): void {
  if (!password) throw badRequest('Password is required.');
  if (password.length < PASSWORD_MIN_LENGTH) throw badRequest(`Password must be at least ${PASSWORD_MIN_LENGTH} characters long.`);
}

function cleanName(raw: string | undefined, label: string, required: boolean): string {
  const value = (raw ?? '').replace(/\s+/g, ' ').trim();
  if (required && !value) throw badRequest(`${label} is required.`);
  if (/[<>]/.test(value)) throw badRequest(`${label} cannot contain < or >.`);
  return value;
}

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, normaliseEmail(email))).limit(1);
  return row;
}

const preparedUserDetails = preparedOnce((db) =>
  db
    .select({
      user: { id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email, phone: users.phone, optInNewsletter: users.optInNewsletter, isAdmin: users.isAdmin },
      hasPassword: sql<boolean>`${users.passwordHash} is not null`,
      bookings: bookingSummariesJson(qualified(users.id)),
      favourites: sql<number[]>`(select coalesce(json_agg(${qualified(favourites.activityApiId)} order by ${qualified(favourites.createdAt)}), '[]'::json) from ${favourites} where ${qualified(favourites.userId)} = ${qualified(users.id)})`,
    })
    .from(users)
    .where(eq(users.id, sql.placeholder('id')))
    .limit(1)
    .prepare('user_details'),
);

/** The user with their bookings' summaries and favourites: one prepared statement. */
export async function userDetails(db: Db, userId: number): Promise<UserDetails> {
  const [row] = await preparedUserDetails(db).execute({ id: userId });
  if (!row) throw unauthorized(AUTH_MESSAGES.signInRequired);
  const { user } = row;
  return {
    id: user.id,
    first_name: user.firstName,
    last_name: user.lastName,
    email: user.email,
    phone: user.phone,
    opt_in_newsletter: user.optInNewsletter,
    is_admin: user.isAdmin,
    has_password: Boolean(row.hasPassword),
    bookings: { bookings: row.bookings.map(summaryFromJson) },
    favorites: { activities: row.favourites },
  };
}

export async function sessionResponse(db: Db, user: Pick<UserRow, 'id' | 'email' | 'isAdmin'>) {
  const token = await createSession(db, user.id);
  return {
    success: true as const,
    session: { token, email: user.email, is_admin: user.isAdmin },
    user: await userDetails(db, user.id),
  };
}

export async function signUp(db: Db, input: { FirstName: string; Email: string; Password: string; OptInNewsLetter?: boolean }) {
  const firstName = cleanName(input.FirstName, 'First name', true);
  const email = checkEmail(input.Email);
  checkPassword(input.Password);
  const passwordHash = await hashPassword(input.Password);
  try {
    const [user] = await db
      .insert(users)
      .values({ email, firstName, passwordHash, optInNewsletter: input.OptInNewsLetter ?? false })
      .returning();
    return sessionResponse(db, user);
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(AUTH_MESSAGES.emailTaken);
    throw error;
  }
}

export async function signIn(db: Db, input: { email: string; password: string }) {
  if (!input.email || !input.password) throw badRequest('Email and password are required.');
  const user = await findUserByEmail(db, input.email);
  if (!user) {
    await dummyVerify(input.password);
    throw unauthorized(AUTH_MESSAGES.invalidCredentials);
  }
  // A Google-only account has no password: verifyPassword burns the same time and says no.
  if (!(await verifyPassword(input.password, user.passwordHash))) throw unauthorized(AUTH_MESSAGES.invalidCredentials);
  if (user.passwordHash && needsRehash(user.passwordHash)) {
    await db.update(users).set({ passwordHash: await hashPassword(input.password) }).where(eq(users.id, user.id));
  }
  return sessionResponse(db, user);
}

/** Signs in (creating the account if new) a Google user whose ID token was verified. */
export async function signInWithGoogle(db: Db, claims: { sub: string; email: string; givenName?: string }, fallbackFirstName?: string) {
  const email = normaliseEmail(claims.email);
  const [bySub] = await db.select().from(users).where(eq(users.googleSub, claims.sub)).limit(1);
  if (bySub) return sessionResponse(db, bySub);
  const existing = await findUserByEmail(db, email);
  if (existing) {
    // Google verified this address, so the account with it is linked to this Google user. If
    // nobody had proved the inbox before, whoever set the password may not own the address
    // (pre-registration hijacking): the password and every session end with the link; the
    // owner can set a password again through "forgot password".
    const unproven = existing.emailVerifiedAt === null;
    const now = new Date();
    await db.transaction(async (tx) => {
      await tx
        .update(users)
        .set({ googleSub: claims.sub, emailVerifiedAt: now, updatedAt: now, ...(unproven ? { passwordHash: null } : {}) })
        .where(eq(users.id, existing.id));
      if (unproven) await revokeUserSessions(tx, existing.id);
    });
    return sessionResponse(db, existing);
  }
  const firstName = cleanName(claims.givenName || fallbackFirstName || email.split('@')[0], 'First name', true).slice(0, 100);
  try {
    const [user] = await db.insert(users).values({ email, firstName, googleSub: claims.sub, passwordHash: null, emailVerifiedAt: new Date() }).returning();
    return sessionResponse(db, user);
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict('Please try signing in again.');
    throw error;
  }
}

export async function editAccount(db: Db, userId: number, sessionId: number, input: EditAccountBody): Promise<UserDetails> {
  const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!user) throw unauthorized(AUTH_MESSAGES.signInRequired);
  const changes: Partial<typeof users.$inferInsert> = {};
  if (input.first_name !== undefined) changes.firstName = cleanName(input.first_name, 'First name', true).slice(0, 100);
  if (input.last_name !== undefined) changes.lastName = cleanName(input.last_name, 'Last name', false).slice(0, 100);
  if (input.phone !== undefined) {
    const phone = input.phone.trim();
    if (phone && !PHONE_PATTERN.test(phone)) throw badRequest('Please enter a valid phone number, including the international dialling code.');
    changes.phone = phone;
  }
  if (input.opt_in_newsletter !== undefined) changes.optInNewsletter = input.opt_in_newsletter;

  const newEmail = input.email !== undefined ? checkEmail(input.email) : undefined;
  const emailChanges = newEmail !== undefined && newEmail !== user.email;
  const passwordChanges = input.password !== undefined && input.password !== '';
  if (passwordChanges) checkPassword(input.password as string);
  if (emailChanges || passwordChanges) {
    if (!user.passwordHash) throw badRequest('Your account signs in with Google. Use "Forgot password" to set a password first.');
    if (!input.current_password) throw badRequest('Please enter your current password to change your email or password.');
    if (!(await verifyPassword(input.current_password, user.passwordHash))) throw badRequest('Your current password is not correct.');
    if (emailChanges) {
      changes.email = newEmail;
      // Nobody has proven the new inbox yet.
      changes.emailVerifiedAt = null;
    }
    if (passwordChanges) changes.passwordHash = await hashPassword(input.password as string);
  }
  if (Object.keys(changes).length > 0) {
    changes.updatedAt = new Date();
    try {
      await db.update(users).set(changes).where(eq(users.id, userId));
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict(AUTH_MESSAGES.emailTaken);
      throw error;
    }
    // A new password (or email) signs out every other device.
    if (emailChanges || passwordChanges) await revokeUserSessions(db, userId, sessionId);
  }
  return userDetails(db, userId);
}

/** The job that emails a reset link (server/modules/jobs/README.md). */
export const PASSWORD_RESET_EMAIL_JOB = 'password_reset_email';

/**
 * Starts a password reset for the account with this email, if there is one: a reset row and,
 * in the same transaction, a 'password_reset_email' job {userId, resetId} that sends the link
 * (sendPasswordResetEmail). Returns the reset row's id, or null; the caller answers the same
 * either way.
 *
 * The raw token is never written anywhere: not here, not in the job's payload. The row is
 * created with the hash of a random value that is thrown away, so it cannot be used; the job
 * mints the link's token when it sends the email and stores only that token's hash.
 */
export async function createPasswordReset(db: Db, rawEmail: string, now = new Date()): Promise<{ resetId: number; user: UserRow } | null> {
  const user = await findUserByEmail(db, rawEmail);
  if (!user) return null;
  const unusable = crypto.randomBytes(32).toString('base64url');
  const resetId = await db.transaction(async (tx) => {
    // Only the newest link works (an older request whose email has not gone yet sends nothing).
    await tx.update(passwordResets).set({ usedAt: now }).where(and(eq(passwordResets.userId, user.id), isNull(passwordResets.usedAt)));
    const [reset] = await tx
      .insert(passwordResets)
      .values({ userId: user.id, tokenHash: hashToken(unusable), createdAt: now, expiresAt: new Date(now.getTime() + RESET_TTL_MS) })
      .returning({ id: passwordResets.id });
    await enqueueJob(tx, { type: PASSWORD_RESET_EMAIL_JOB, payload: { userId: user.id, resetId: reset.id }, dedupeKey: `${PASSWORD_RESET_EMAIL_JOB}:${reset.id}` });
    return reset.id;
  });
  return { resetId, user };
}

function positiveId(payload: Record<string, unknown>, key: string): number {
  const value = Number(payload[key]);
  if (!Number.isSafeInteger(value) || value <= 0) throw new Error(`payload.${key} must be a positive integer`);
  return value;
}

/**
 * The 'password_reset_email' job: mints the link's token, stores its hash on the reset row
 * (with a fresh hour of validity, so a link delayed by a mail outage still works for the hour
 * the email promises), then emails the link. Sends nothing when the reset was used or
 * superseded by a newer request. A retry (the mail server was down) mints a new token, so only
 * a delivered email's link can work; a repeat after a crash between sending and the job's
 * `done` mark (at least once) sends a second email whose link replaces the first one's.
 */
export async function sendPasswordResetEmail(payload: Record<string, unknown>, ctx: JobContext): Promise<void> {
  const userId = positiveId(payload, 'userId');
  const resetId = positiveId(payload, 'resetId');
  const token = crypto.randomBytes(32).toString('base64url');
  const [live] = await ctx.db
    .update(passwordResets)
    .set({ tokenHash: hashToken(token), expiresAt: new Date(ctx.now.getTime() + RESET_TTL_MS) })
    .where(and(eq(passwordResets.id, resetId), eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)))
    .returning({ id: passwordResets.id });
  if (!live) return; // used, superseded by a newer request, or the account is gone
  const [user] = await ctx.db.select({ email: users.email, firstName: users.firstName }).from(users).where(eq(users.id, userId)).limit(1);
  if (!user) return;
  const link = `${ctx.config.publicUrl.replace(/\/+$/, '')}/user/reset-password/?token=${encodeURIComponent(token)}&email=${encodeURIComponent(user.email)}`;
  const brand = brandName(ctx.config.mailFrom);
  const body = renderEmail({
    brand,
    greeting: `Kia ora ${user.firstName},`,
    paragraphs: [`We received a request to reset the password of your ${brand} account.`, 'The link below is valid for 1 hour and can be used once.'],
    action: { label: 'Reset your password', url: link },
    footnotes: ['If you did not ask for this, you can ignore this email: your password stays the same.'],
  });
  await ctx.mailer.send({ to: user.email, subject: `Reset your ${brand} password`, ...body });
}

/** The auth module's job handlers, registered in server/modules/jobs/plugin.ts. */
export const authJobHandlers: JobHandlers = { [PASSWORD_RESET_EMAIL_JOB]: sendPasswordResetEmail };

export async function changePasswordWithToken(db: Db, input: { token: string; email: string; password: string }, now = new Date()): Promise<void> {
  checkPassword(input.password);
  const invalid = () => new HttpError(400, [AUTH_MESSAGES.resetInvalid]);
  if (!/^[A-Za-z0-9_-]{20,200}$/.test(input.token)) throw invalid();
  const user = await findUserByEmail(db, input.email);
  if (!user) throw invalid();
  // Check the token before the (slow) hash: otherwise a known email with a made-up token would
  // take a scrypt longer to refuse than an unknown one, and the timing would reveal accounts.
  const [live] = await db
    .select({ id: passwordResets.id })
    .from(passwordResets)
    .where(and(eq(passwordResets.tokenHash, hashToken(input.token)), eq(passwordResets.userId, user.id), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, now)))
    .limit(1);
  if (!live) throw invalid();
  const passwordHash = await hashPassword(input.password);
  await db.transaction(async (tx) => {
    // Claim the token in one statement: a second use (even concurrent) finds it used.
    const claimed = await tx
      .update(passwordResets)
      .set({ usedAt: now })
      .where(and(eq(passwordResets.tokenHash, hashToken(input.token)), eq(passwordResets.userId, user.id), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, now)))
      .returning({ id: passwordResets.id });
    if (claimed.length === 0) throw invalid();
    // Following the emailed link proves the inbox.
    await tx.update(users).set({ passwordHash, emailVerifiedAt: now, updatedAt: now }).where(eq(users.id, user.id));
    await revokeUserSessions(tx, user.id);
  });
}

/** Creates or promotes the admin account (called by the seed when ADMIN_EMAIL/ADMIN_PASSWORD are set). */
export async function ensureAdmin(db: Db, rawEmail: string, password: string): Promise<{ id: number; created: boolean }> {
  const email = checkEmail(rawEmail);
  checkPassword(password);
  const existing = await findUserByEmail(db, email);
  if (existing) {
    const samePassword = await verifyPassword(password, existing.passwordHash);
    await db
      .update(users)
      .set({ isAdmin: true, emailVerifiedAt: existing.emailVerifiedAt ?? new Date(), ...(samePassword ? {} : { passwordHash: await hashPassword(password) }), updatedAt: new Date() })
      .where(eq(users.id, existing.id));
    return { id: existing.id, created: false };
  }
  const [user] = await db
    .insert(users)
    // The operator configured this address: it counts as proven.
    .values({ email, firstName: 'Admin', passwordHash: await hashPassword(password), isAdmin: true, emailVerifiedAt: new Date() })
    .onConflictDoUpdate({ target: users.email, set: { isAdmin: true } })
    .returning({ id: users.id });
  return { id: user.id, created: true };
}
