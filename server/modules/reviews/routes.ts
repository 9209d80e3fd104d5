/**
 * Reviews (SPEC 3, 4.6, 7): rating summaries for the footer, home and tour pages, and pages
 * of reviews from our own and the imported source.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ApiErrorSchema } from '../../../contract/errors';
import { TourIdParamsSchema } from '../../../contract/departures';
import { ReviewDetailsQuerySchema, ReviewPageResponseSchema, ReviewSummaryResponseSchema, type ReviewSummary } from '../../../contract/reviews';
import { notFound } from '../../lib/errors';
import { brandName } from '../../lib/mail';
import { findTourByApiId, parseTourApiId } from '../departures/service';
import { ChangeCheck, FingerprintCache, ListCache, NotModifiedSchema, sendEntry } from '../departures/list-cache';
import { reviewPage, reviewsFingerprint, reviewSummary, type ReviewSource } from './service';

const CACHE = 'public, max-age=300';
const TOUR_NOT_FOUND = 'Tour not found.';
const errors = { 400: ApiErrorSchema, 404: ApiErrorSchema };

const reviewsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // The departure lists' pattern (departures/list-cache.ts) over the reviews: every instance keeps
  // summaries and pages while reviewsFingerprint stays the same, asking at most once per
  // DEPARTURE_LIST_RECHECK_MS, so a review added, removed or re-rated anywhere shows within it
  // (an edited text within the entries' 10 s lifetime). A fill that throws (an unknown tour)
  // keeps nothing.
  const changes = new ChangeCheck(reviewsFingerprint, app.config.departureListRecheckMs);
  const summaries = new FingerprintCache<ReviewSummary>(changes, 1024);
  // Pages by source, tour, rating, order and page, serialized and precompressed with an ETag.
  const pages = new ListCache(changes, undefined, 1024);

  async function tourIdOf(apiId: number | null): Promise<number> {
    const tour = apiId === null ? null : await findTourByApiId(app.readDb, apiId);
    if (!tour) throw notFound(TOUR_NOT_FOUND);
    return tour.id;
  }

  app.get(
    '/tour_info/tours/get_all_reviews',
    {
      schema: {
        tags: ['reviews'],
        summary: 'Review count and average rating over every tour (footer, home)',
        response: { 200: ReviewSummaryResponseSchema, ...errors },
      },
    },
    async (_request, reply) => {
      const data = await summaries.get(app.readDb, 'all', () => reviewSummary(app.readDb));
      reply.header('cache-control', CACHE);
      return { success: true as const, data };
    },
  );

  app.get(
    '/tour_info/tours/:id/get_review',
    {
      schema: {
        tags: ['reviews'],
        summary: 'Review count and average rating of one tour (by api id)',
        params: TourIdParamsSchema,
        response: { 200: ReviewSummaryResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const apiId = parseTourApiId(request.params.id);
      if (apiId === null) throw notFound(TOUR_NOT_FOUND);
      const data = await summaries.get(app.readDb, String(apiId), async () => reviewSummary(app.readDb, await tourIdOf(apiId)));
      reply.header('cache-control', CACHE);
      return { success: true as const, data };
    },
  );

  const detailsSchema = (summary: string) => ({
    tags: ['reviews'],
    summary,
    description:
      'Filters: tour_id (api id), rating (1-5), timeFrame most-recent|least-recent; 10 reviews per page. Empty values mean "any". Sent with an ETag (If-None-Match answers 304) and precompressed (br, gzip).',
    querystring: ReviewDetailsQuerySchema,
    response: { 200: ReviewPageResponseSchema, 304: NotModifiedSchema, ...errors },
  });

  const sources: [string, ReviewSource, string][] = [
    ['/tour_info/tours/get_review_details', 'native', 'A page of our own reviews'],
    ['/tour_info/tours/get_imported_review_details', 'imported', 'A page of reviews imported from the external review platform'],
  ];
  for (const [url, source, summary] of sources) {
    app.get(url, { schema: detailsSchema(summary) }, async (request, reply) => {
      const q = request.query;
      const apiId = q.tour_id ? parseTourApiId(q.tour_id) : undefined;
      if (apiId === null) throw notFound(TOUR_NOT_FOUND);
      const page = q.page ? Math.max(1, Number(q.page)) : 1;
      const rating = q.rating ? Number(q.rating) : undefined;
      const order = q.timeFrame === 'least-recent' ? 'least-recent' : 'most-recent';
      const entry = await pages.get(app.readDb, `${source}|${apiId ?? ''}|${rating ?? ''}|${order}|${page}`, async () => {
        const tourId = apiId === undefined ? undefined : await tourIdOf(apiId);
        const data = await reviewPage(app.readDb, source, { tourId, rating, order, page }, brandName(app.config.mailFrom));
        // The route's compiled response serializer, run once per cache fill instead of per request.
        return reply.serialize({ success: true as const, data }) as string;
      });
      return sendEntry(request, reply, entry, CACHE);
    });
  }
};

export default reviewsRoutes;
