/**
 * Reviews wire shapes (SPEC 3 "Review", 4.6, 7). Paths are relative to /api:
 *   GET tour_info/tours/{id}/get_review         -> { success, data: ReviewSummary }   (one tour, by api id)
 *   GET tour_info/tours/get_all_reviews          -> { success, data: ReviewSummary }   (every tour)
 *   GET tour_info/tours/get_review_details?tour_id&rating&timeFrame&page           -> { success, data: ReviewPage } (our reviews)
 *   GET tour_info/tours/get_imported_review_details?tour_id&rating&timeFrame&page  -> { success, data: ReviewPage } (imported reviews)
 * Summaries count both sources. Pages hold 10 reviews. A missing name reads 'Trusted Customer'.
 */
import { Type, type Static } from 'typebox';

export const REVIEWS_PER_PAGE = 10;
export const TRUSTED_CUSTOMER = 'Trusted Customer';

export const ReviewSummarySchema = Type.Object({
  rating: Type.Number({ minimum: 0, maximum: 5, description: 'Average stars, one decimal; 5 when there are no reviews.' }),
  count: Type.Integer({ minimum: 0 }),
});
export type ReviewSummary = Static<typeof ReviewSummarySchema>;
export const ReviewSummaryResponseSchema = Type.Object({ success: Type.Literal(true), data: ReviewSummarySchema });
export type ReviewSummaryResponse = Static<typeof ReviewSummaryResponseSchema>;

export const ReviewSchema = Type.Object({
  products: Type.Array(
    Type.Object({
      id: Type.String({ description: "Unique per review ('review-12', 'imported-7'): the site hides duplicates by this id." }),
      rating: Type.Object({ rating: Type.Integer({ minimum: 1, maximum: 5 }) }),
      review: Type.String(),
    }),
  ),
  product: Type.Object({ title: Type.String({ description: 'The tour name.' }) }),
  customer: Type.Object({ display_name: Type.String({ description: "'Trusted Customer' when the guest left no name." }) }),
  imported_custom: Type.Object({ title: Type.String(), author: Type.String() }),
  thread: Type.Array(Type.Object({ comment: Type.String(), from: Type.String() }), { description: 'The first comment is our reply, when there is one.' }),
  created_at: Type.String({ format: 'date-time' }),
});
export type Review = Static<typeof ReviewSchema>;

export const ReviewPageSchema = Type.Object({
  reviews: Type.Array(ReviewSchema),
  meta: Type.Object({ pages: Type.Integer({ minimum: 0 }), current_page: Type.Integer({ minimum: 1 }) }),
});
export type ReviewPage = Static<typeof ReviewPageSchema>;
export const ReviewPageResponseSchema = Type.Object({ success: Type.Literal(true), data: ReviewPageSchema });
export type ReviewPageResponse = Static<typeof ReviewPageResponseSchema>;

// Query values arrive as strings and may be empty (the site sends every key): empty means "any".
export const ReviewDetailsQuerySchema = Type.Object({
  tour_id: Type.Optional(Type.String({ pattern: '^[0-9]{0,9}$', description: 'Tour api id; empty or absent for every tour.' })),
  rating: Type.Optional(Type.String({ pattern: '^[1-5]?$', description: 'Only reviews with exactly this many stars (1-5); empty or absent for all.' })),
  timeFrame: Type.Optional(
    Type.Union([Type.Literal('most-recent'), Type.Literal('least-recent'), Type.Literal('')], { description: "'most-recent' (default) or 'least-recent'." }),
  ),
  page: Type.Optional(Type.String({ pattern: '^[0-9]{0,6}$', description: '1-based page of 10 reviews; default 1.' })),
});
export type ReviewDetailsQuery = Static<typeof ReviewDetailsQuerySchema>;
