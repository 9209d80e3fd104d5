/**
 * Review summaries and pages. Summaries count our own and imported reviews together; pages
 * come from one source at a time (the site appends the second source, SPEC 4.6).
 */
import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { tours } from '../../db/schema/catalogue';
import { importedReviews, reviews, reviewSummaries } from '../../db/schema/reviews';
import { REVIEWS_PER_PAGE, TRUSTED_CUSTOMER, type Review, type ReviewPage, type ReviewSummary } from '../../../contract/reviews';

export type ReviewSource = 'native' | 'imported';

export interface ReviewFilter {
  /** Database id of the tour; undefined for every tour. */
  tourId?: number;
  rating?: number;
  order: 'most-recent' | 'least-recent';
  page: number;
}

/** Average to one decimal; 5 when there is nothing to average (SPEC 9 default). */
export function averageRating(total: number, n: number): number {
  return n === 0 ? 5 : Math.round((total / n) * 10) / 10;
}

/** Count and average over both sources: one row (a tour) or one row per tour (all), kept on write by review_summaries' triggers. */
export async function reviewSummary(db: Db, tourId?: number): Promise<ReviewSummary> {
  const [row] = await db
    .select({ n: sql<number>`coalesce(sum(${reviewSummaries.reviewCount}), 0)::int`, total: sql<number>`coalesce(sum(${reviewSummaries.ratingTotal}), 0)::int` })
    .from(reviewSummaries)
    .where(tourId === undefined ? undefined : eq(reviewSummaries.tourId, tourId));
  const n = Number(row?.n ?? 0);
  return { count: n, rating: averageRating(Number(row?.total ?? 0), n) };
}

const name = (value: string | null) => (value && value.trim() ? value.trim() : TRUSTED_CUSTOMER);

export async function reviewPage(db: Db, source: ReviewSource, filter: ReviewFilter, replyFrom: string): Promise<ReviewPage> {
  const table = source === 'native' ? reviews : importedReviews;
  const conditions: SQL[] = [];
  if (filter.tourId !== undefined) conditions.push(eq(table.tourId, filter.tourId));
  if (filter.rating !== undefined) conditions.push(eq(table.rating, filter.rating));
  const where = conditions.length ? and(...conditions) : undefined;
  const [{ n }] = await db.select({ n: count() }).from(table).where(where);
  const order = filter.order === 'least-recent' ? [asc(table.createdAt), asc(table.id)] : [desc(table.createdAt), desc(table.id)];
  const offset = (filter.page - 1) * REVIEWS_PER_PAGE;
  const meta = { pages: Math.ceil(Number(n) / REVIEWS_PER_PAGE), current_page: filter.page };
  if (offset >= Number(n)) return { reviews: [], meta };

  const thread = (reply: string | null) => (reply && reply.trim() ? [{ comment: reply, from: replyFrom }] : []);
  if (source === 'native') {
    const rows = await db
      .select({ review: reviews, tourName: tours.name })
      .from(reviews)
      .innerJoin(tours, eq(reviews.tourId, tours.id))
      .where(where)
      .orderBy(...order)
      .limit(REVIEWS_PER_PAGE)
      .offset(offset);
    return {
      reviews: rows.map(({ review: r, tourName }): Review => ({
        products: [{ id: `review-${r.id}`, rating: { rating: r.rating }, review: r.text }],
        product: { title: tourName },
        customer: { display_name: name(r.customerDisplayName) },
        imported_custom: { title: r.title, author: name(r.customerDisplayName) },
        thread: thread(r.companyReply),
        created_at: r.createdAt.toISOString(),
      })),
      meta,
    };
  }
  const rows = await db
    .select({ review: importedReviews, tourName: tours.name })
    .from(importedReviews)
    .innerJoin(tours, eq(importedReviews.tourId, tours.id))
    .where(where)
    .orderBy(...order)
    .limit(REVIEWS_PER_PAGE)
    .offset(offset);
  return {
    reviews: rows.map(({ review: r, tourName }): Review => ({
      products: [{ id: `imported-${r.id}`, rating: { rating: r.rating }, review: r.text }],
      product: { title: tourName },
      customer: { display_name: name(r.author) },
      imported_custom: { title: r.title, author: name(r.author) },
      thread: thread(r.reply),
      created_at: r.createdAt.toISOString(),
    })),
    meta,
  };
}
