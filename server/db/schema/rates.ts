/**
 * The NZD to EUR reference rate, one row per currency pair: the last good rate from the feed
 * (or the seeded fallback) and when the feed was last asked, so every instance shares one cache.
 */
import { date, doublePrecision, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

export const exchangeRates = pgTable(
  'exchange_rates',
  {
    base: text('base').notNull(),
    currency: text('currency').notNull(),
    rate: doublePrecision('rate').notNull(),
    /** The feed's date of the rate. */
    rateDate: date('rate_date', { mode: 'string' }).notNull(),
    /** 'feed' when fetched, 'seed' for the seeded fallback. */
    origin: text('origin').notNull(),
    /** When the rate was last fetched successfully (null for the seeded fallback). */
    fetchedAt: timestamp('fetched_at', { withTimezone: true }),
    /** When the feed was last asked, successfully or not (so a dead feed is not asked on every request). */
    checkedAt: timestamp('checked_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.base, t.currency] })],
);
