/**
 * Seeded guest reviews: the content pack's demo reviews (`content/reviews.json`: each with its
 * own text, author, rating and, for some, the company's reply), dated over the last three years
 * and split between our own reviews and imported ones, deterministically. A tour with no review
 * in the pack gets none, so the site's 'Be the first to review this tour!' state is reachable.
 * Only runs on an empty reviews table: never duplicates.
 */
import { count } from 'drizzle-orm';
import type { Db } from '../client';
import type { ContentPack } from '../../../content/load';
import { importedReviews, reviews } from '../schema/reviews';
import { prng } from './generate-departures';
import { addDays } from '../../../contract/dates';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Content ids of the running tours the pack has no review for. */
export function toursWithoutReviews(pack: ContentPack): string[] {
  const reviewed = new Set(pack.reviews.map((r) => r.tour_id));
  return pack.tours.filter((t) => !t.archived && !reviewed.has(t.id)).map((t) => t.id);
}

export async function seedReviews(tx: Tx, pack: ContentPack, tourId: Map<string, number>, today: string): Promise<number> {
  const [nativeCount] = await tx.select({ n: count() }).from(reviews);
  const [importedCount] = await tx.select({ n: count() }).from(importedReviews);
  if (nativeCount.n + importedCount.n > 0) return 0;

  const tourById = new Map(pack.tours.map((t) => [t.id, t]));
  const native: (typeof reviews.$inferInsert)[] = [];
  const imported: (typeof importedReviews.$inferInsert)[] = [];
  for (const review of pack.reviews) {
    const tour = tourById.get(review.tour_id);
    const id = tourId.get(review.tour_id);
    if (!tour || tour.archived || id === undefined) continue;
    const random = prng(`reviews|${review.id}`);
    const daysAgo = 3 + Math.floor(random() * 3 * 365);
    const createdAt = new Date(`${addDays(today, -daysAgo)}T${String(8 + Math.floor(random() * 12)).padStart(2, '0')}:15:00+12:00`);
    const reply = review.reply ?? null;
    if (random() < 0.6) {
      native.push({ tourId: id, productId: tour.code, rating: review.rating, title: review.title, text: review.text, customerDisplayName: review.author, companyReply: reply, createdAt });
    } else {
      imported.push({ externalId: `seed-${review.id}`, tourId: id, rating: review.rating, title: review.title, author: review.author, text: review.text, reply, createdAt });
    }
  }
  if (native.length) await tx.insert(reviews).values(native);
  if (imported.length) await tx.insert(importedReviews).values(imported).onConflictDoNothing();
  return native.length + imported.length;
}
