/**
 * Review summaries (SPEC 3, 7, 8): the aggregate of every tour
 * (`GET tour_info/tours/get_all_reviews`, footer and home) and one tour's
 * (`GET tour_info/tours/{api_id}/get_review`, tour cards and pages). A failed call is only
 * logged and reads as 0 reviews at 5 stars, so nothing on the page breaks.
 * The paged review lists (SPEC 4.6) follow the rules of `reviews.ts`.
 */
import { api, baseQuery } from '../../state/api';
import { readRatingSummary, type RatingSummary } from './reviews';

export const ALL_REVIEWS_PATH = 'tour_info/tours/get_all_reviews';
export const tourReviewPath = (tourApiId: number | string) => `tour_info/tours/${tourApiId}/get_review`;

export const reviewsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAllReviewsSummary: build.query<RatingSummary, void>({
      async queryFn(_arg, queryApi, extraOptions) {
        const result = await baseQuery(ALL_REVIEWS_PATH, queryApi, extraOptions);
        if (result.error) console.error('Error fetching the review summary:', result.error.data.errors.join(' ') || result.error.status);
        return { data: readRatingSummary(!result.error, result.data) };
      },
      providesTags: ['Reviews'],
      keepUnusedDataFor: 3600,
    }),
    getTourReviewSummary: build.query<RatingSummary, number | string>({
      async queryFn(tourApiId, queryApi, extraOptions) {
        const result = await baseQuery(tourReviewPath(tourApiId), queryApi, extraOptions);
        if (result.error) console.error('Error fetching the tour rating:', result.error.data.errors.join(' ') || result.error.status);
        return { data: readRatingSummary(!result.error, result.data) };
      },
      providesTags: ['Reviews'],
    }),
  }),
});

export const { useGetAllReviewsSummaryQuery, useGetTourReviewSummaryQuery } = reviewsApi;
