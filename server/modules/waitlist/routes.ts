/**
 * The waitlist (issue 6, beyond SPEC): `POST /api/waitlist` to join a sold-out departure's
 * waitlist. Waiting people are emailed when seats free up by the job worker's 'waitlist_offer'
 * and 'waitlist_sweep' jobs (see service.ts), not by a timer of this module.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { ApiErrorSchema } from '../../../contract/errors';
import {
  JoinWaitlistBodySchema,
  JoinWaitlistResponseSchema,
  WAITLIST_MESSAGES,
  WaitlistDepartureQuerySchema,
  WaitlistDepartureResponseSchema,
} from '../../../contract/waitlist';
import { tooManyRequests } from '../../lib/errors';
import { todayInNz } from '../../../contract/dates';
import { FingerprintCache } from '../departures/list-cache';
import { joinWaitlist, resolveDepartureId, waitlistStatus } from './service';

/** No captcha on this form, so each IP may join at most this many times per window. */
export const JOIN_LIMIT = { max: 10, timeWindowMs: 15 * 60 * 1000 };

const waitlistRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // Counters in @fastify/rate-limit's store (Redis with REDIS_URL, shared by every instance).
  const limit = app.createRateLimit({ max: JOIN_LIMIT.max, timeWindow: JOIN_LIMIT.timeWindowMs, keyGenerator: (request) => `waitlist|${request.ip}` });
  // "Is this departure full?" answers kept while no departure, tour or family changed (the
  // departure lists' check, departures/list-cache.ts: within DEPARTURE_LIST_RECHECK_MS, 10 s at
  // most); a 400 or 404 keeps nothing.
  const statuses = new FingerprintCache<{ departure_id: string; joinable: boolean }>(app.departureChanges, 4096);
  const limitJoins = async (request: FastifyRequest, reply: { header(name: string, value: unknown): unknown }) => {
    const result = await limit(request);
    if (!result.isAllowed && result.isExceeded) {
      reply.header('retry-after', result.ttlInSeconds);
      throw tooManyRequests(WAITLIST_MESSAGES.tooMany);
    }
  };

  app.post(
    '/waitlist',
    {
      preHandler: limitJoins,
      schema: {
        tags: ['waitlist'],
        summary: "Join a sold-out departure's waitlist",
        description:
          "Name the departure by `departure_id`, or by `tour_id` with `departure_date`. Only a sold-out departure that has not left takes names (409 otherwise, e.g. when it has seats: book it). Joining again is harmless and answers the same. When seats free up, everyone waiting is emailed a booking link (`/bookings/?departureId=N`) once. At most 10 joins per IP per 15 minutes.",
        body: JoinWaitlistBodySchema,
        response: { 200: JoinWaitlistResponseSchema, 400: ApiErrorSchema, 404: ApiErrorSchema, 409: ApiErrorSchema, 429: ApiErrorSchema },
      },
    },
    async (request) => {
      const departureId = await resolveDepartureId(app.db, request.body);
      const data = await joinWaitlist(app.db, { departureId, email: request.body.email, firstName: request.body.first_name });
      return { success: true as const, data };
    },
  );

  app.get(
    '/waitlist/departure',
    {
      schema: {
        tags: ['waitlist'],
        summary: "Does this tour's date have a departure whose waitlist takes names?",
        description: "The availability check answers a fully booked date without a departure id; the site asks here before offering the waitlist. 404 when the tour does not run on that date.",
        querystring: WaitlistDepartureQuerySchema,
        response: { 200: WaitlistDepartureResponseSchema, 400: ApiErrorSchema, 404: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      const q = request.query;
      const today = todayInNz();
      const data = await statuses.get(app.db, `${today}|${q.tour_id}|${q.departure_date}`, async () =>
        waitlistStatus(app.db, await resolveDepartureId(app.db, q), today),
      );
      reply.header('cache-control', 'no-store');
      return { success: true as const, data };
    },
  );
};

export default waitlistRoutes;
