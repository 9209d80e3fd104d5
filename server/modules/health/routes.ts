import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { version } from '../../../package.json';

export const HealthSchema = Type.Object({
  success: Type.Boolean(),
  data: Type.Object({
    status: Type.Union([Type.Literal('ok'), Type.Literal('degraded')]),
    version: Type.String(),
    database: Type.Object({ kind: Type.String(), status: Type.Union([Type.Literal('up'), Type.Literal('down')]) }),
    uptime_seconds: Type.Number(),
  }),
});

const healthRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/health',
    { schema: { tags: ['health'], summary: 'Version and database status', response: { 200: HealthSchema, 503: HealthSchema } } },
    async (_request, reply) => {
      const up = await app.database.ping();
      const body = {
        success: up,
        data: {
          status: up ? ('ok' as const) : ('degraded' as const),
          version,
          database: { kind: app.database.kind, status: up ? ('up' as const) : ('down' as const) },
          uptime_seconds: Math.round(process.uptime()),
        },
      };
      return reply.status(up ? 200 : 503).send(body);
    },
  );

  // A bare endpoint for load tests: the floor every other route is compared with.
  app.get('/ping', { schema: { hide: true } }, async () => ({ success: true }));
};

export default healthRoutes;
