import zlib from 'node:zlib';
import { count, eq, sum } from 'drizzle-orm';
import { createTestApp, type TestContext } from '../../test/app';
import { seedDatabase } from '../../db/seed';
import { fixturePack } from '../../db/seed/fixtures';
import { tours } from '../../db/schema/catalogue';
import { importedReviews, reviews } from '../../db/schema/reviews';
import { todayInNz } from '../../../contract/dates';
import type { Review } from '../../../contract/reviews';
import { averageRating, reviewsFingerprint } from './service';

let ctx: TestContext;
let powderId: number;
const get = (url: string) => ctx.app.inject({ method: 'GET', url });
const at = (day: number) => new Date(Date.UTC(2025, 0, day, 10));

beforeAll(async () => {
  ctx = await createTestApp();
  await seedDatabase(ctx.app.db, ctx.config, { today: todayInNz(), content: fixturePack() });
  [{ id: powderId }] = await ctx.app.db.select({ id: tours.id }).from(tours).where(eq(tours.apiId, 903));
}, 60000);
afterAll(() => ctx.close());

describe('averageRating', () => {
  it('rounds to one decimal and defaults to 5', () => {
    expect(averageRating(0, 0)).toBe(5);
    expect(averageRating(21, 5)).toBe(4.2);
    expect(averageRating(14, 3)).toBe(4.7);
  });
});

describe('seeded reviews', () => {
  it('include texts longer than 250 characters, replies, and a distinct author for each', async () => {
    const rows = await ctx.app.db.select().from(reviews);
    const imported = await ctx.app.db.select().from(importedReviews);
    expect(rows.length + imported.length).toBeGreaterThan(16);
    const texts = [...rows.map((r) => r.text), ...imported.map((r) => r.text)];
    expect(texts.some((t) => t.length > 250)).toBe(true);
    expect(texts.some((t) => t.length < 120)).toBe(true);
    expect([...rows.map((r) => r.companyReply), ...imported.map((r) => r.reply)].some(Boolean)).toBe(true);
    const authors = [...rows.map((r) => r.customerDisplayName), ...imported.map((r) => r.author)];
    expect(new Set(authors).size).toBe(authors.length);
  });
});

describe('GET /api/tour_info/tours/{id}/get_review', () => {
  it('answers count 0 and rating 5 for a tour without reviews', async () => {
    const res = await get('/api/tour_info/tours/903/get_review');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, data: { count: 0, rating: 5 } });
  });

  it('answers 404 for an unknown or malformed tour id', async () => {
    for (const id of ['4242', 'abc', '1e3']) {
      const res = await get(`/api/tour_info/tours/${id}/get_review`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ success: false, errors: ['Tour not found.'] });
    }
  });
});

describe('with known reviews on one tour', () => {
  // 23 of our own (day 1..23, ratings 5,4,3,2,1 in turn, every third without a name, every
  // fourth with a reply) and 12 imported (ratings 5 or 4).
  beforeAll(async () => {
    await ctx.app.db.insert(reviews).values(
      Array.from({ length: 23 }, (_, i) => ({
        tourId: powderId,
        productId: 'PWK',
        rating: 5 - (i % 5),
        title: `Title ${i + 1}`,
        text: `Review number ${i + 1}`,
        customerDisplayName: i % 3 === 0 ? null : `Guest ${i + 1}`,
        companyReply: i % 4 === 0 ? `Reply ${i + 1}` : null,
        createdAt: at(i + 1),
      })),
    );
    await ctx.app.db.insert(importedReviews).values(
      Array.from({ length: 12 }, (_, i) => ({
        externalId: `ext-${i}`,
        tourId: powderId,
        rating: i % 2 ? 4 : 5,
        title: `Imported ${i + 1}`,
        author: i === 0 ? null : `Author ${i + 1}`,
        text: `Imported text ${i + 1}`,
        reply: i === 1 ? 'Thanks!' : null,
        createdAt: at(i + 1),
      })),
    );
  });

  it('summarises both sources for the tour', async () => {
    const ownTotal = Array.from({ length: 23 }, (_, i) => 5 - (i % 5)).reduce((a, b) => a + b, 0);
    const importedTotal = 6 * 5 + 6 * 4;
    const res = await get('/api/tour_info/tours/903/get_review');
    expect(res.json()).toEqual({ success: true, data: { count: 35, rating: averageRating(ownTotal + importedTotal, 35) } });
    expect(res.headers['cache-control']).toMatch(/^public, max-age=\d+$/);
  });

  it('summarises every tour in get_all_reviews', async () => {
    const [a] = await ctx.app.db.select({ n: count(), total: sum(reviews.rating) }).from(reviews);
    const [b] = await ctx.app.db.select({ n: count(), total: sum(importedReviews.rating) }).from(importedReviews);
    const n = a.n + b.n;
    const res = await get('/api/tour_info/tours/get_all_reviews');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, data: { count: n, rating: averageRating(Number(a.total) + Number(b.total), n) } });
  });

  it('pages our reviews 10 at a time, most recent first by default', async () => {
    const res = await get('/api/tour_info/tours/get_review_details?tour_id=903');
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.meta).toEqual({ pages: 3, current_page: 1 });
    expect(data.reviews).toHaveLength(10);
    expect(data.reviews.map((r: Review) => r.products[0].review)).toEqual(Array.from({ length: 10 }, (_, i) => `Review number ${23 - i}`));

    const page3 = (await get('/api/tour_info/tours/get_review_details?tour_id=903&page=3')).json().data;
    expect(page3.meta).toEqual({ pages: 3, current_page: 3 });
    expect(page3.reviews.map((r: Review) => r.products[0].review)).toEqual(['Review number 3', 'Review number 2', 'Review number 1']);

    const page4 = (await get('/api/tour_info/tours/get_review_details?tour_id=903&page=4')).json().data;
    expect(page4).toEqual({ reviews: [], meta: { pages: 3, current_page: 4 } });
  });

  it('orders least-recent first on request', async () => {
    const data = (await get('/api/tour_info/tours/get_review_details?tour_id=903&timeFrame=least-recent')).json().data;
    expect(data.reviews[0].products[0].review).toBe('Review number 1');
    expect(data.reviews[9].products[0].review).toBe('Review number 10');
  });

  it('filters by rating, with pages counted after the filter', async () => {
    const data = (await get('/api/tour_info/tours/get_review_details?tour_id=903&rating=5')).json().data;
    expect(data.meta).toEqual({ pages: 1, current_page: 1 });
    expect(data.reviews).toHaveLength(5);
    expect(data.reviews.every((r: Review) => r.products[0].rating.rating === 5)).toBe(true);
  });

  it('shapes a review as SPEC 3 says, with Trusted Customer for a missing name and our reply first in the thread', async () => {
    const data = (await get('/api/tour_info/tours/get_review_details?tour_id=903&timeFrame=least-recent')).json().data;
    const first: Review = data.reviews[0];
    expect(first).toEqual({
      products: [{ id: expect.stringMatching(/^review-\d+$/), rating: { rating: 5 }, review: 'Review number 1' }],
      product: { title: 'Powder Week' },
      customer: { display_name: 'Trusted Customer' },
      imported_custom: { title: 'Title 1', author: 'Trusted Customer' },
      thread: [{ comment: 'Reply 1', from: 'Kea Trails' }],
      created_at: at(1).toISOString(),
    });
    const second: Review = data.reviews[1];
    expect(second.customer.display_name).toBe('Guest 2');
    expect(second.thread).toEqual([]);
    expect(new Set(data.reviews.map((r: Review) => r.products[0].id)).size).toBe(10);
  });

  it('reads every tour when tour_id is absent or empty', async () => {
    const [{ n }] = await ctx.app.db.select({ n: count() }).from(reviews);
    const absent = (await get('/api/tour_info/tours/get_review_details')).json().data;
    expect(absent.meta).toEqual({ pages: Math.ceil(n / 10), current_page: 1 });
    const empty = (await get('/api/tour_info/tours/get_review_details?tour_id=&rating=&timeFrame=&page=')).json().data;
    expect(empty).toEqual(absent);
    expect(new Set(absent.reviews.map((r: Review) => r.product.title)).size).toBeGreaterThan(1);
  });

  it('pages the imported reviews the same way', async () => {
    const res = await get('/api/tour_info/tours/get_imported_review_details?tour_id=903&timeFrame=least-recent');
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.meta).toEqual({ pages: 2, current_page: 1 });
    expect(data.reviews[0]).toEqual({
      products: [{ id: expect.stringMatching(/^imported-\d+$/), rating: { rating: 5 }, review: 'Imported text 1' }],
      product: { title: 'Powder Week' },
      customer: { display_name: 'Trusted Customer' },
      imported_custom: { title: 'Imported 1', author: 'Trusted Customer' },
      thread: [],
      created_at: at(1).toISOString(),
    });
    expect(data.reviews[1].thread).toEqual([{ comment: 'Thanks!', from: 'Kea Trails' }]);
    const four = (await get('/api/tour_info/tours/get_imported_review_details?tour_id=903&rating=4&page=1')).json().data;
    expect(four.reviews).toHaveLength(6);
    expect(four.reviews.every((r: Review) => r.products[0].rating.rating === 4)).toBe(true);
  });

  it.each(['rating=6', 'rating=0', 'rating=abc', 'timeFrame=newest', 'page=-1', 'page=abc', 'tour_id=abc', 'tour_id=1e3', 'rating=1&rating=2'])(
    'answers 400 for %s',
    async (query) => {
      for (const path of ['get_review_details', 'get_imported_review_details']) {
        const res = await get(`/api/tour_info/tours/${path}?${query}`);
        expect(res.statusCode).toBe(400);
        expect(res.json().success).toBe(false);
      }
    },
  );

  it('answers 404 for an unknown tour', async () => {
    const res = await get('/api/tour_info/tours/get_review_details?tour_id=4242');
    expect(res.statusCode).toBe(404);
  });
});

describe('summaries on a busy instance', () => {
  let busy: TestContext;
  beforeAll(async () => {
    // The change check reused for a minute, as a second is in production.
    busy = await createTestApp({ departureListRecheckMs: 60_000 });
    await seedDatabase(busy.app.db, busy.config, { today: todayInNz(), content: fixturePack() });
  }, 60000);
  afterAll(() => busy.close());

  it('are read once per change check per instance, not on every page view', async () => {
    const summary = async () => (await busy.app.inject({ method: 'GET', url: '/api/tour_info/tours/get_all_reviews' })).json().data as { count: number };
    const before = await summary();
    expect(before.count).toBeGreaterThan(0);
    await busy.app.db.delete(importedReviews);
    await busy.app.db.delete(reviews);
    expect(await summary()).toEqual(before);
  });
});

describe('summaries kept on write (issue 22: not aggregated per request)', () => {
  const tourSummary = async () => (await get('/api/tour_info/tours/903/get_review')).json().data as { count: number; rating: number };
  const allSummary = async () => (await get('/api/tour_info/tours/get_all_reviews')).json().data as { count: number; rating: number };

  it('change when a review is added, re-rated or removed, in either source', async () => {
    const before = await tourSummary();
    const allBefore = await allSummary();
    const [one] = await ctx.app.db.insert(reviews).values({ tourId: powderId, productId: 'P903', rating: 1, text: 'Cold.' }).returning();
    const added = await tourSummary();
    expect(added.count).toBe(before.count + 1);
    expect(added.rating).toBeLessThan(before.rating);
    expect((await allSummary()).count).toBe(allBefore.count + 1);

    const [two] = await ctx.app.db.insert(importedReviews).values({ externalId: `summary-${Date.now()}`, tourId: powderId, rating: 5, text: 'Warm.' }).returning();
    expect((await tourSummary()).count).toBe(before.count + 2);

    await ctx.app.db.update(reviews).set({ rating: 5 }).where(eq(reviews.id, one.id));
    const reRated = await tourSummary();
    expect(reRated.rating).toBeGreaterThan(added.rating);

    await ctx.app.db.delete(reviews).where(eq(reviews.id, one.id));
    await ctx.app.db.delete(importedReviews).where(eq(importedReviews.id, two.id));
    expect(await tourSummary()).toEqual(before);
    expect(await allSummary()).toEqual(allBefore);
  });
});

describe('review pages, cached per instance behind a change check', () => {
  const PAGE = '/api/tour_info/tours/get_review_details?tour_id=903&page=1&timeFrame=most-recent';
  const IMPORTED = '/api/tour_info/tours/get_imported_review_details?tour_id=903&page=1&timeFrame=most-recent';
  const headers = (h: Record<string, string>) => ({ method: 'GET' as const, headers: h });

  it('are sent with an ETag (304 on a match), the same bytes in br and gzip, and the same body with or without page=1', async () => {
    const plain = await get(PAGE);
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(plain.headers['cache-control']).toBe('public, max-age=300');
    const etag = String(plain.headers.etag);
    expect(etag).toMatch(/^W\/"[A-Za-z0-9_-]+"$/);
    const again = await ctx.app.inject({ url: PAGE, ...headers({ 'if-none-match': etag }) });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const br = await ctx.app.inject({ url: PAGE, ...headers({ 'accept-encoding': 'br' }) });
    expect(zlib.brotliDecompressSync(br.rawPayload).toString('utf8')).toBe(plain.body);
    const gzip = await ctx.app.inject({ url: PAGE, ...headers({ 'accept-encoding': 'gzip' }) });
    expect(zlib.gunzipSync(gzip.rawPayload).toString('utf8')).toBe(plain.body);
    expect((await get('/api/tour_info/tours/get_review_details?tour_id=903&timeFrame=most-recent')).body).toBe(plain.body);
  });

  it('show a review added to either source on the next request, and a stale ETag gets the new page', async () => {
    const first = await get(PAGE);
    const etag = String(first.headers.etag);
    const [added] = await ctx.app.db.insert(reviews).values({ tourId: powderId, productId: 'P903', rating: 4, text: 'Fresh powder.' }).returning();
    const after = await ctx.app.inject({ url: PAGE, ...headers({ 'if-none-match': etag }) });
    expect(after.statusCode).toBe(200);
    expect(after.json().data.reviews[0].products[0]).toEqual({ id: `review-${added.id}`, rating: { rating: 4 }, review: 'Fresh powder.' });

    const importedBefore = (await get(IMPORTED)).json().data.meta;
    const [two] = await ctx.app.db.insert(importedReviews).values({ externalId: `page-${Date.now()}`, tourId: powderId, rating: 3, text: 'Fine.' }).returning();
    const imported = (await get(IMPORTED)).json().data;
    expect(imported.reviews[0].products[0].id).toBe(`imported-${two.id}`);
    expect(imported.meta.pages).toBeGreaterThanOrEqual(importedBefore.pages);

    await ctx.app.db.delete(reviews).where(eq(reviews.id, added.id));
    await ctx.app.db.delete(importedReviews).where(eq(importedReviews.id, two.id));
    expect((await get(PAGE)).body).toBe(first.body);
  });

  it('answer 404 for an unknown tour every time, keeping nothing for it', async () => {
    for (let i = 0; i < 2; i++) expect((await get('/api/tour_info/tours/get_imported_review_details?tour_id=4242')).statusCode).toBe(404);
  });
});

describe('the reviews change check', () => {
  it('moves when a review is added, re-rated or removed, in either source', async () => {
    const before = await reviewsFingerprint(ctx.app.db);
    const [one] = await ctx.app.db.insert(reviews).values({ tourId: powderId, productId: 'P903', rating: 2, text: 'Windy.' }).returning();
    const added = await reviewsFingerprint(ctx.app.db);
    expect(added).not.toBe(before);
    await ctx.app.db.update(reviews).set({ rating: 3 }).where(eq(reviews.id, one.id));
    expect(await reviewsFingerprint(ctx.app.db)).not.toBe(added);
    await ctx.app.db.delete(reviews).where(eq(reviews.id, one.id));
    const removed = await reviewsFingerprint(ctx.app.db);
    expect(removed).not.toBe(added);
    const [two] = await ctx.app.db.insert(importedReviews).values({ externalId: `check-${Date.now()}`, tourId: powderId, rating: 5, text: 'Great.' }).returning();
    expect(await reviewsFingerprint(ctx.app.db)).not.toBe(removed);
    await ctx.app.db.delete(importedReviews).where(eq(importedReviews.id, two.id));
  });
});
