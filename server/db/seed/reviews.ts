/**
 * Seeded guest reviews: 8-25 per running tour, split between our own reviews and imported
 * ones, dated over the last three years, some with company replies and some without a name.
 * The last one or two running tours (by order) get none, so the site's 'Be the first to review
 * this tour!' state is reachable. Only runs on an empty reviews table: never duplicates.
 */
import { count } from 'drizzle-orm';
import type { Db } from '../client';
import type { ContentPack } from '../../../content/load';
import { importedReviews, reviews } from '../schema/reviews';
import { COMPANY_REPLIES, REVIEWER_NAMES, REVIEW_TEMPLATES } from './review-texts';
import { prng } from './generate-departures';
import { addDays } from '../../../contract/dates';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Content ids of the running tours that get no reviews. */
export function toursWithoutReviews(pack: ContentPack): string[] {
  const running = pack.tours.filter((t) => !t.archived).sort((a, b) => a.order - b.order);
  if (running.length < 2) return [];
  return running.slice(running.length >= 7 ? -2 : -1).map((t) => t.id);
}

export async function seedReviews(tx: Tx, pack: ContentPack, tourId: Map<string, number>, today: string): Promise<number> {
  const [nativeCount] = await tx.select({ n: count() }).from(reviews);
  const [importedCount] = await tx.select({ n: count() }).from(importedReviews);
  if (nativeCount.n + importedCount.n > 0) return 0;

  const without = new Set(toursWithoutReviews(pack));
  const native: (typeof reviews.$inferInsert)[] = [];
  const imported: (typeof importedReviews.$inferInsert)[] = [];
  for (const t of pack.tours) {
    if (t.archived || without.has(t.id)) continue;
    const random = prng(`reviews|${t.api_id}`);
    // Overnight stops name towns, except the last day's note ('End of tour'): only real towns go in a review.
    const towns = new Set(pack.destinations.map((d) => d.name));
    const places = [...new Set(t.days.map((d) => d.overnight).filter((name) => towns.has(name)))];
    const total = 8 + Math.floor(random() * 18);
    for (let i = 0; i < total; i++) {
      const template = REVIEW_TEMPLATES[Math.floor(random() * REVIEW_TEMPLATES.length)];
      const place = places[Math.floor(random() * places.length)] ?? t.end_location;
      const text = template.text.replaceAll('{place}', place).replaceAll('{tour}', t.name);
      const name = REVIEWER_NAMES[Math.floor(random() * REVIEWER_NAMES.length)];
      // Low ratings always get a reply; others sometimes.
      const reply = template.rating <= 3 ? COMPANY_REPLIES[2 + Math.floor(random() * 2)] : random() < 0.3 ? COMPANY_REPLIES[Math.floor(random() * 2)] : null;
      const daysAgo = 3 + Math.floor(random() * 3 * 365);
      const createdAt = new Date(`${addDays(today, -daysAgo)}T${String(8 + Math.floor(random() * 12)).padStart(2, '0')}:15:00+12:00`);
      if (random() < 0.6) {
        native.push({ tourId: tourId.get(t.id)!, productId: t.code, rating: template.rating, title: template.title, text, customerDisplayName: name, companyReply: reply, createdAt });
      } else {
        imported.push({ externalId: `seed-${t.api_id}-${i}`, tourId: tourId.get(t.id)!, rating: template.rating, title: template.title, author: name, text, reply, createdAt });
      }
    }
  }
  if (native.length) await tx.insert(reviews).values(native);
  if (imported.length) await tx.insert(importedReviews).values(imported).onConflictDoNothing();
  return native.length + imported.length;
}
