/**
 * Review summaries and pages. Summaries count our own and imported reviews together; pages
 * come from one source at a time (the site appends the second source, SPEC 4.6).
 */
import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/client';
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

/**
 * A cheap "did the reviews change?" hash for the review caches (routes.ts): the newest id of each
 * source (a review added), each tour's count and rating total (kept by triggers: a review added,
 * removed, re-rated or moved), and the tours' ids, api ids and names (the pages show the name).
 * It reads one index entry per source and one row per tour, never the reviews themselves, so it
 * costs the same after years of reviews. An edit of a review's text, title, author or reply
 * leaves it unchanged: the caches' entry lifetime (10 s) bounds how long that shows late.
 */
export async function reviewsFingerprint(db: Db): Promise<string> {
  const result = await db.execute(sql`
    select (select coalesce(max(id), 0) from reviews) || ':' || (select coalesce(max(id), 0) from imported_reviews)
      || '|' || (select count(*) || ':' || coalesce(sum(hashtext(concat_ws(',', tour_id, review_count, rating_total))::bigint), 0) from review_summaries)
      || '|' || (select coalesce(sum(hashtext(concat_ws(',', id, api_id, name))::bigint), 0) from tours) as fingerprint`);
  return rowsOf<{ fingerprint: string }>(result)[0].fingerprint;
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

  // One row shape for both sources, so the page is written once.
  const columns =
    source === 'native'
      ? { id: reviews.id, rating: reviews.rating, text: reviews.text, title: reviews.title, author: reviews.customerDisplayName, reply: reviews.companyReply, createdAt: reviews.createdAt }
      : { id: importedReviews.id, rating: importedReviews.rating, text: importedReviews.text, title: importedReviews.title, author: importedReviews.author, reply: importedReviews.reply, createdAt: importedReviews.createdAt };
  const rows = await db
    .select({ ...columns, tourName: tours.name })
    .from(table)
    .innerJoin(tours, eq(table.tourId, tours.id))
    .where(where)
    .orderBy(...order)
    .limit(REVIEWS_PER_PAGE)
    .offset(offset);
  const idPrefix = source === 'native' ? 'review' : 'imported';
  return {
    reviews: rows.map((r): Review => ({
      products: [{ id: `${idPrefix}-${r.id}`, rating: { rating: r.rating }, review: r.text }],
      product: { title: r.tourName },
      customer: { display_name: name(r.author) },
      imported_custom: { title: r.title, author: name(r.author) },
      thread: r.reply && r.reply.trim() ? [{ comment: r.reply, from: replyFrom }] : [],
      created_at: r.createdAt.toISOString(),
    })),
    meta,
  };
}
