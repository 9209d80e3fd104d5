import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { version } from '../../../package.json';
import { redisUp } from '../../lib/redis';

export const HealthSchema = Type.Object({
  success: Type.Boolean(),
  data: Type.Object({
    status: Type.Union([Type.Literal('ok'), Type.Literal('degraded')]),
    version: Type.String(),
    database: Type.Object({ kind: Type.String(), status: Type.Union([Type.Literal('up'), Type.Literal('down')]) }),
    /** The shared rate-limit store; absent without REDIS_URL. */
    redis: Type.Optional(Type.Object({ status: Type.Union([Type.Literal('up'), Type.Literal('down')]) })),
    uptime_seconds: Type.Number(),
  }),
});

const ProbeSchema = Type.Object({ success: Type.Boolean() });

const healthRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/health',
    { schema: { tags: ['health'], summary: 'Version and database status', response: { 200: HealthSchema, 503: HealthSchema } } },
    async (_request, reply) => {
      const [up, redis] = await Promise.all([app.database.ping(), app.redis ? redisUp(app.redis) : null]);
      const status = (ok: boolean) => (ok ? ('up' as const) : ('down' as const));
      const body = {
        success: up,
        data: {
          status: up && redis !== false ? ('ok' as const) : ('degraded' as const),
          version,
          database: { kind: app.database.kind, status: status(up) },
          ...(redis === null ? {} : { redis: { status: status(redis) } }),
          uptime_seconds: Math.round(process.uptime()),
        },
      };
      // Redis down degrades the rate limits (requests pass uncounted), not the API: still 200.
      return reply.status(up ? 200 : 503).send(body);
    },
  );

  // Liveness: the process answers (a load balancer or orchestrator restarts it otherwise). No
  // dependency is checked, so a database outage does not restart every instance at once.
  app.get('/health/live', { schema: { tags: ['health'], summary: 'Liveness: the process answers', response: { 200: ProbeSchema } } }, async () => ({ success: true as const }));

  // Readiness: send this instance traffic. 503 while it shuts down (SIGTERM: it drains) or when
  // its database (primary or a replica) does not answer.
  app.get(
    '/health/ready',
    { schema: { tags: ['health'], summary: 'Readiness: the instance takes traffic', response: { 200: ProbeSchema, 503: ProbeSchema } } },
    async (_request, reply) => {
      const ready = !app.closing && (await app.database.ping());
      return reply.status(ready ? 200 : 503).send({ success: ready });
    },
  );

  // A bare endpoint for load tests: the floor every other route is compared with.
  app.get('/ping', { schema: { hide: true } }, async () => ({ success: true }));
};

export default healthRoutes;
