/**
 * Departures (SPEC 7, DECISIONS "Departures"): bookable lists, one departure, the tour's
 * departures table, the calendar's availability, and the availability check.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ApiErrorSchema } from '../../../contract/errors';
import {
  DepartureCheckBodySchema,
  DepartureCheckResponseSchema,
  DepartureIdParamsSchema,
  DepartureListQuerySchema,
  DepartureListResponseSchema,
  DepartureResponseSchema,
  TourAvailabilityResponseSchema,
  TourDeparturesResponseSchema,
  TourIdParamsSchema,
} from '../../../contract/departures';
import { badRequest, notFound } from '../../lib/errors';
import { FingerprintCache, ListCache, NotModifiedSchema, sendEntry } from './list-cache';
import { parseDayMonthYear } from './dates';
import { todayInNz } from '../../../contract/dates';
import type { DepartureItem } from '../../../contract/departures';
import { answerCheck, findDeparture, findTourByApiId, listBookableDepartures, parseDepartureId, parseTourApiId, tourAvailability, tourCheckFacts, type TourCheckFacts } from './service';

const LIST_CACHE = 'public, max-age=60';
const TOUR_NOT_FOUND = 'Tour not found.';
const DEPARTURE_NOT_FOUND = 'Departure not found.';
const errors = { 400: ApiErrorSchema, 404: ApiErrorSchema };

const departuresRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // Per instance and self-checking: see list-cache.ts for why this stays correct behind a load
  // balancer. Every cache below is kept while app.departureChanges (one fingerprint query per
  // DEPARTURE_LIST_RECHECK_MS, shared) says nothing changed, and 10 s at most; a fill that throws
  // (an unknown tour or departure) keeps nothing.
  const lists = new ListCache(app.departureChanges);
  // Each tour's own list, in a cache of its own so the tours never crowd out the two big lists.
  const tourLists = new ListCache(app.departureChanges, undefined, 512);
  // One departure by id (the booking wizard's), the calendar's availability and the availability
  // check's facts by tour (issue 22: these were 2-3 queries per request).
  const oneDeparture = new FingerprintCache<DepartureItem>(app.departureChanges, 4096);
  const availability = new ListCache(app.departureChanges, undefined, 512);
  const checkFacts = new FingerprintCache<TourCheckFacts>(app.departureChanges, 512);

  /** The tour by api id, for a cache fill; 404 otherwise (so nothing is kept for it). */
  async function tourOf(apiId: number) {
    const tour = await findTourByApiId(app.readDb, apiId);
    if (!tour) throw notFound(TOUR_NOT_FOUND);
    return tour;
  }
  app.get(
    '/tour_info/departures',
    {
      schema: {
        tags: ['departures'],
        summary: 'Bookable departures of every tour, by date',
        description:
          'Future departures with at least one seat, of tours that are not archived, from each tour\'s cutoff on. `valid_departure=true` (or no flag): all of them; `last_deal=true`: only those with a discount (last-minute and early-bird deals). Prices are NZD dollars. Sent with an ETag (If-None-Match answers 304) and precompressed (br, gzip).',
        querystring: DepartureListQuerySchema,
        response: { 200: DepartureListResponseSchema, 304: NotModifiedSchema, ...errors },
      },
    },
    async (request, reply) => {
      const today = todayInNz();
      const discountedOnly = request.query.last_deal === true;
      const entry = await lists.get(app.readDb, `${today}|${discountedOnly}`, async () => {
        const list = await listBookableDepartures(app.readDb, today, { discountedOnly });
        // The route's compiled response serializer, run once per cache fill instead of per request.
        return reply.serialize({ success: true as const, 'tour_info/departures': list }) as string;
      });
      return sendEntry(request, reply, entry, LIST_CACHE);
    },
  );

  app.get(
    '/tour_info/departures/:id',
    {
      schema: {
        tags: ['departures'],
        summary: 'One departure',
        description: "Accepts 'departure-123' or '123'. Answers even when the departure is sold out (available_seats 0).",
        params: DepartureIdParamsSchema,
        response: { 200: DepartureResponseSchema, ...errors },
      },
    },
    async (request) => {
      const id = parseDepartureId(request.params.id);
      if (id === null) throw notFound(DEPARTURE_NOT_FOUND);
      const departure = await oneDeparture.get(app.readDb, String(id), async () => {
        const found = await findDeparture(app.readDb, id);
        if (!found) throw notFound(DEPARTURE_NOT_FOUND);
        return found;
      });
      return { success: true as const, 'tour_info/departure': departure };
    },
  );

  app.get(
    '/tour_info/tours/:id/get_intrepid_departures',
    {
      schema: {
        tags: ['departures'],
        summary: "Every bookable departure of one tour (the tour page's dates and prices)",
        description: 'Sent with an ETag (If-None-Match answers 304) and precompressed (br, gzip), like the departures list.',
        params: TourIdParamsSchema,
        response: { 200: TourDeparturesResponseSchema, 304: NotModifiedSchema, ...errors },
      },
    },
    async (request, reply) => {
      const apiId = parseTourApiId(request.params.id);
      if (apiId === null) throw notFound(TOUR_NOT_FOUND);
      const today = todayInNz();
      // The lists' pattern (issue 22): the tour and its departures are read on a miss only; an
      // unknown tour throws from the fill, so nothing is kept for it.
      const entry = await tourLists.get(app.db, `${today}|${apiId}`, async () => {
        const tour = await findTourByApiId(app.db, apiId);
        if (!tour) throw notFound(TOUR_NOT_FOUND);
        const list = tour.archived ? [] : await listBookableDepartures(app.db, today, { tourId: tour.id });
        return reply.serialize({ success: true as const, tours: list }) as string;
      });
      return sendEntry(request, reply, entry, LIST_CACHE);
    },
  );

  app.get(
    '/tour_info/tours/:id/availability',
    {
      schema: {
        tags: ['departures'],
        summary: "The availability calendar's inactive days and departure dates of one tour",
        description: 'Sent with an ETag (If-None-Match answers 304) and precompressed (br, gzip), like the departures list.',
        params: TourIdParamsSchema,
        response: { 200: TourAvailabilityResponseSchema, 304: NotModifiedSchema, ...errors },
      },
    },
    async (request, reply) => {
      const apiId = parseTourApiId(request.params.id);
      if (apiId === null) throw notFound(TOUR_NOT_FOUND);
      const today = todayInNz();
      // The lists' pattern: a year of dates is serialized and compressed once per fill, not per request.
      const entry = await availability.get(app.readDb, `${today}|${apiId}`, async () => {
        const data = await tourAvailability(app.readDb, await tourOf(apiId), today);
        return reply.serialize({ success: true as const, data }) as string;
      });
      return sendEntry(request, reply, entry, LIST_CACHE);
    },
  );

  app.post(
    '/tour_info/departures/checking_departure',
    {
      schema: {
        tags: ['departures'],
        summary: 'Can this tour be booked on this date?',
        description: "On `available: true` the site shows 'Done ! ' plus the message and starts a booking with `departure._id`; otherwise 'Sorry ! ' plus the message.",
        body: DepartureCheckBodySchema,
        response: { 200: DepartureCheckResponseSchema, ...errors },
      },
    },
    async (request) => {
      const date = parseDayMonthYear(request.body.departure_date);
      if (!date) throw badRequest('departure_date must be a real date written D/MM/YYYY.');
      const apiId = parseTourApiId(request.body.tour_id);
      if (apiId === null) throw notFound(TOUR_NOT_FOUND);
      const today = todayInNz();
      // One tour's facts answer every date asked of it (the same answer checkDeparture would give).
      const facts = await checkFacts.get(app.readDb, `${today}|${apiId}`, async () => tourCheckFacts(app.readDb, await tourOf(apiId), today));
      return { success: true as const, data: answerCheck(facts, date, today) };
    },
  );
};

export default departuresRoutes;
