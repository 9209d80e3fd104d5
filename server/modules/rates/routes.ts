import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ExchangeRateResponseSchema } from '../../../contract/rates';
import { ApiErrorSchema } from '../../../contract/errors';
import { memoized } from '../../lib/memo';
import { getExchangeRate } from './service';

const ratesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // The rate changes once a day: each instance asks the database at most once per
  // config.readCacheMs (one read in flight at a time), not on every page view.
  const currentRate = memoized(() => app.config.readCacheMs, (_pair: 'NZD-EUR') => getExchangeRate(app.db, app.config.exchangeRateUrl, { log: app.log }));

  app.get(
    '/exchange_rate',
    {
      schema: {
        tags: ['exchange rate'],
        summary: 'NZD to EUR reference rate for approximate EUR prices',
        description: 'Cached for 12 hours (each instance keeps the answer for a minute); when the feed is slow (3 s timeout) or down, the last good rate or a seeded fallback is served with source "stored".',
        response: { 200: ExchangeRateResponseSchema, 500: ApiErrorSchema },
      },
    },
    async (_request, reply) => {
      const data = await currentRate('NZD-EUR');
      reply.header('cache-control', 'public, max-age=300');
      return { success: true as const, data };
    },
  );
};

export default ratesRoutes;
