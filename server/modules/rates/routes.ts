import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ExchangeRateResponseSchema } from '../../../contract/rates';
import { ApiErrorSchema } from '../../../contract/errors';
import { getExchangeRate } from './service';

const ratesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/exchange_rate',
    {
      schema: {
        tags: ['exchange rate'],
        summary: 'NZD to EUR reference rate for approximate EUR prices',
        description: 'Cached for 12 hours; when the feed is slow (3 s timeout) or down, the last good rate or a seeded fallback is served with source "stored".',
        response: { 200: ExchangeRateResponseSchema, 500: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      const data = await getExchangeRate(app.db, app.config.exchangeRateUrl, { log: request.log });
      reply.header('cache-control', 'public, max-age=300');
      return { success: true as const, data };
    },
  );
};

export default ratesRoutes;
