/**
 * Answers in the API's wire shapes (`contract/`), for `mockApi` routes: typed against the
 * contract, so a test's answer cannot drift from what the server sends.
 */
import type { ExchangeRateResponse } from '../../contract/rates';
import type { ReviewSummaryResponse } from '../../contract/reviews';
import type { ApiError } from '../../contract/errors';
import type { ApiAnswer } from './api';

/** `GET exchange_rate`: the NZD to EUR rate. */
export function exchangeRate(rate: number): ApiAnswer {
  const body: ExchangeRateResponse = { success: true, data: { base: 'NZD', currency: 'EUR', rate, date: '2026-11-20', source: 'live' } };
  return { body };
}

/** A review summary: `GET tour_info/tours/get_all_reviews` or a tour's `get_review`. */
export function reviewSummary(count: number, rating: number): ApiAnswer {
  const body: ReviewSummaryResponse = { success: true, data: { count, rating } };
  return { body };
}

/** A failure as the API answers every one: its list of messages. */
export function apiErrors(errors: string[], status = 422): ApiAnswer {
  const body: ApiError = { success: false, errors };
  return { status, body };
}
