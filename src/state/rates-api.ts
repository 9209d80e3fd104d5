/**
 * The NZD -> EUR exchange rate (SPEC 1, 7, 8): `GET /api/exchange_rate` ->
 * `{ success, data: { base, currency, rate, date, source } }`. Loaded once per page and shared
 * by every approximate EUR price. A failure logs 'Error fetching rate:' and leaves the rate
 * missing, so each price keeps its loading indicator (SPEC 4.7, 8).
 */
import { api, baseQuery } from './api';
import type { ExchangeRate } from '../../contract/rates';

export const RATE_PATH = 'exchange_rate';

export const ratesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getExchangeRate: build.query<ExchangeRate, void>({
      async queryFn(_arg, queryApi, extraOptions) {
        const result = await baseQuery(RATE_PATH, queryApi, extraOptions);
        const rate = (result.data?.data as ExchangeRate | undefined)?.rate;
        if (result.error || typeof rate !== 'number' || !(rate > 0)) {
          const error = result.error ?? { status: 200, data: { errors: ['The exchange rate is missing.'] } };
          console.error('Error fetching rate:', error.data.errors.join(' ') || error.status);
          return { error };
        }
        return { data: result.data!.data as ExchangeRate };
      },
      providesTags: ['Rate'],
      // The rate changes at most daily: keep it for the visit.
      keepUnusedDataFor: 3600,
    }),
  }),
});

export const { useGetExchangeRateQuery } = ratesApi;

/** The EUR rate once known, otherwise null (loading, or failed: the indicator stays). */
export function useEurRate(): number | null {
  const { data } = useGetExchangeRateQuery();
  return data?.rate ?? null;
}
