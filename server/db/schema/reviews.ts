/**
 * Guest reviews of tours from two sources: our own (native) reviews and reviews imported from an
 * external review platform. Both are read by the reviews module (SPEC 3 Review, 4.6).
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { tours } from './catalogue';

export const reviews = pgTable(
  'reviews',
  {
    id: serial('id').primaryKey(),
    tourId: integer('tour_id')
      .notNull()
      .references(() => tours.id, { onDelete: 'cascade' }),
    /** The reviewed product's id on the review platform (the tour's product code). */
    productId: text('product_id').notNull(),
    rating: integer('rating').notNull(),
    title: text('title').notNull().default(''),
    text: text('text').notNull(),
    /** Null when the guest chose not to show a name ('Trusted Customer' on the wire). */
    customerDisplayName: text('customer_display_name'),
    /** Our reply, shown as the first comment of the review's thread. */
    companyReply: text('company_reply'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('reviews_tour_created_idx').on(t.tourId, t.createdAt),
    check('reviews_rating_range', sql`${t.rating} between 1 and 5`),
  ],
);

export const importedReviews = pgTable(
  'imported_reviews',
  {
    id: serial('id').primaryKey(),
    /** The review's id on the external platform; makes imports idempotent. */
    externalId: text('external_id').notNull().unique(),
    tourId: integer('tour_id')
      .notNull()
      .references(() => tours.id, { onDelete: 'cascade' }),
    rating: integer('rating').notNull(),
    title: text('title').notNull().default(''),
    author: text('author'),
    text: text('text').notNull(),
    reply: text('reply'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('imported_reviews_tour_created_idx').on(t.tourId, t.createdAt),
    check('imported_reviews_rating_range', sql`${t.rating} between 1 and 5`),
  ],
);

/**
 * Each tour's review count and rating total, both sources together, kept by triggers on
 * `reviews` and `imported_reviews` (migration 0005) in the transaction of every insert, delete
 * or change, whoever writes (the seed, an import, staff by hand). The summaries read one row per
 * tour instead of aggregating every review (issue 22).
 */
export const reviewSummaries = pgTable(
  'review_summaries',
  {
    tourId: integer('tour_id')
      .primaryKey()
      .references(() => tours.id, { onDelete: 'cascade' }),
    reviewCount: integer('review_count').notNull().default(0),
    ratingTotal: integer('rating_total').notNull().default(0),
  },
  (t) => [check('review_summaries_count', sql`${t.reviewCount} >= 0 and ${t.ratingTotal} >= 0`)],
);
