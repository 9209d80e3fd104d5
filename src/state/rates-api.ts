/**
 * The NZD -> EUR exchange rate (SPEC 1, 7, 8): `GET /api/exchange_rate` ->
 * `{ success, data: { base, currency, rate, date, source } }`. Loaded once per page and shared
 * by every approximate EUR price. A failure logs 'Error fetching rate:' and leaves the rate
 * missing, so each price keeps its loading indicator (SPEC 4.7, 8).
 */
import { useEffect } from 'react';
import { useStore } from 'react-redux';
import { api, baseQuery } from './api';
import type { ExchangeRate } from '../../contract/rates';
import { useAppSelector, type AppStore, type RootState } from './store';

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

const selectRate = ratesApi.endpoints.getExchangeRate.select();

/** Per store: how many prices on the page want the rate, and how to let its query go. */
const rateSubscriptions = new WeakMap<object, { holders: number; unsubscribe: () => void }>();

/**
 * The EUR rate once known, otherwise null (loading, or failed: the indicator stays).
 * A list shows a price on every card: each card reads the rate from the store, but only the
 * first to mount subscribes to the query (and the last to go lets it go). A query hook per card
 * dispatched once per card while the page hydrated, and re-rendered every card each time.
 */
export function useEurRate(): number | null {
  const store = useStore<RootState>() as AppStore;
  useEffect(() => {
    let subscription = rateSubscriptions.get(store);
    if (!subscription) {
      const query = store.dispatch(ratesApi.endpoints.getExchangeRate.initiate());
      subscription = { holders: 0, unsubscribe: query.unsubscribe };
      rateSubscriptions.set(store, subscription);
    }
    const held = subscription;
    held.holders += 1;
    return () => {
      held.holders -= 1;
      if (held.holders > 0) return;
      held.unsubscribe();
      rateSubscriptions.delete(store);
    };
  }, [store]);
  return useAppSelector((state) => selectRate(state).data?.rate ?? null);
}
