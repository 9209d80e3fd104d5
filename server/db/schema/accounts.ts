/**
 * Accounts: users, their sessions and password-reset tokens. Emails are stored normalised
 * (trimmed, lower case) so uniqueness is case-insensitive. Tokens are stored only as SHA-256
 * hashes, so a leaked table does not leak working sessions or reset links.
 */
import { boolean, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

export const users = pgTable('users', {
  id: serial('id').primaryKey(),
  email: text('email').notNull().unique(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull().default(''),
  phone: text('phone').notNull().default(''),
  optInNewsletter: boolean('opt_in_newsletter').notNull().default(false),
  /** `scrypt$N$r$p$salt$hash` (see server/lib/passwords.ts); null for a Google-only account. */
  passwordHash: text('password_hash'),
  /** Google's stable subject id, once the user signed in with Google. */
  googleSub: text('google_sub').unique(),
  isAdmin: boolean('is_admin').notNull().default(false),
  /** When the owner proved control of the inbox (a completed reset, or Google's verified email). */
  emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('sessions_user_id_idx').on(t.userId)],
);

export const passwordResets = pgTable(
  'password_resets',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('password_resets_user_id_idx').on(t.userId)],
);
