/**
 * Sales leads from the site's forms, stored before anything else happens ("nothing is lost"),
 * and the outbox that forwards them to the CRM with retries. Also the spent captcha
 * challenges, so a solved challenge cannot be replayed (shared by every API instance).
 */
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

export const leads = pgTable(
  'leads',
  {
    id: serial('id').primaryKey(),
    /** init_all_lead | contact_us_lead | init | post_snow | post */
    type: text('type').notNull(),
    email: text('email').notNull(),
    sourceUrl: text('source_url').notNull(),
    /** The lead body as received (SPEC 7), without the captcha. */
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // leads_created_idx: the staff list pages newest first along it (server/modules/staff/paging.ts).
  (t) => [index('leads_email_idx').on(t.email), index('leads_created_idx').on(t.createdAt, t.id)],
);

export const leadOutbox = pgTable(
  'lead_outbox',
  {
    id: serial('id').primaryKey(),
    leadId: integer('lead_id')
      .notNull()
      .unique()
      .references(() => leads.id, { onDelete: 'cascade' }),
    attempts: integer('attempts').notNull().default(0),
    /** A worker claims a row by moving this into the future (a lease), so no two send it. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('lead_outbox_pending_idx').on(t.nextAttemptAt).where(sqlDeliveredIsNull())],
);

function sqlDeliveredIsNull() {
  // Partial index: only undelivered rows are ever scanned by the worker.
  return sql`delivered_at is null`;
}

export const captchaSpent = pgTable(
  'captcha_spent',
  {
    /** The challenge's HMAC signature: unique per challenge. */
    signature: text('signature').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('captcha_spent_expires_idx').on(t.expiresAt)],
);
