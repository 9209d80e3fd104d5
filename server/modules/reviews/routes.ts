/**
 * Reviews (SPEC 3, 4.6, 7): rating summaries for the footer, home and tour pages, and pages
 * of reviews from our own and the imported source.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Static } from 'typebox';
import { ApiErrorSchema } from '../../../contract/errors';
import { TourIdParamsSchema } from '../../../contract/departures';
import { ReviewDetailsQuerySchema, ReviewPageResponseSchema, ReviewSummaryResponseSchema } from '../../../contract/reviews';
import { notFound } from '../../lib/errors';
import { brandName } from '../../lib/mail';
import { findTourByApiId, parseTourApiId } from '../departures/service';
import { memoized } from '../../lib/memo';
import { reviewPage, reviewSummary, type ReviewSource } from './service';

const CACHE = 'public, max-age=300';
const errors = { 400: ApiErrorSchema, 404: ApiErrorSchema };
type DetailsQuery = Static<typeof ReviewDetailsQuerySchema>;

const reviewsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // Summaries aggregate every review: each instance computes one (all, or a tour's) at most
  // once per config.readCacheMs, not on every page view.
  const summary = memoized(() => app.config.readCacheMs, (tourId: number | 'all') => reviewSummary(app.readDb, tourId === 'all' ? undefined : tourId));

  async function tourIdOf(raw: string): Promise<number> {
    const apiId = parseTourApiId(raw);
    const tour = apiId === null ? null : await findTourByApiId(app.readDb, apiId);
    if (!tour) throw notFound('Tour not found.');
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
      reply.header('cache-control', CACHE);
      return { success: true as const, data: await summary('all') };
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
      const tourId = await tourIdOf(request.params.id);
      reply.header('cache-control', CACHE);
      return { success: true as const, data: await summary(tourId) };
    },
  );

  const details = (source: ReviewSource) => async (request: { query: DetailsQuery }, reply: { header(k: string, v: string): unknown }) => {
    const q = request.query;
    const tourId = q.tour_id ? await tourIdOf(q.tour_id) : undefined;
    const page = q.page ? Math.max(1, Number(q.page)) : 1;
    const data = await reviewPage(
      app.readDb,
      source,
      { tourId, rating: q.rating ? Number(q.rating) : undefined, order: q.timeFrame === 'least-recent' ? 'least-recent' : 'most-recent', page },
      brandName(app.config.mailFrom),
    );
    reply.header('cache-control', CACHE);
    return { success: true as const, data };
  };

  const detailsSchema = (summary: string) => ({
    tags: ['reviews'],
    summary,
    description: 'Filters: tour_id (api id), rating (1-5), timeFrame most-recent|least-recent; 10 reviews per page. Empty values mean "any".',
    querystring: ReviewDetailsQuerySchema,
    response: { 200: ReviewPageResponseSchema, ...errors },
  });

  app.get('/tour_info/tours/get_review_details', { schema: detailsSchema('A page of our own reviews') }, details('native'));
  app.get(
    '/tour_info/tours/get_imported_review_details',
    { schema: detailsSchema('A page of reviews imported from the external review platform') },
    details('imported'),
  );
};

export default reviewsRoutes;
