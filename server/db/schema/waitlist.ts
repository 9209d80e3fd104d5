/**
 * The waitlist of sold-out departures: a visitor leaves an email and hears from us when a seat
 * frees up. One row per departure and email (emails stored normalised: trimmed, lower case).
 * `notified_at` is null while the person waits; the sweep (server/modules/waitlist) sets it
 * when it has emailed them and clears it again if the departure sells out once more.
 */
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { departures } from './catalogue';

export const waitlistEntries = pgTable(
  'waitlist_entries',
  {
    id: serial('id').primaryKey(),
    departureId: integer('departure_id')
      .notNull()
      .references(() => departures.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    firstName: text('first_name'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When we last emailed this person that a seat is free; null while waiting. */
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
    /** How many "a seat is free" emails this person has had for this departure. */
    notificationCount: integer('notification_count').notNull().default(0),
  },
  (t) => [
    unique('waitlist_entries_departure_email').on(t.departureId, t.email),
    // The sweep reads only the people still waiting.
    index('waitlist_entries_waiting_idx').on(t.departureId).where(sql`${t.notifiedAt} is null`),
  ],
);

export type WaitlistEntryRow = typeof waitlistEntries.$inferSelect;
