/**
 * Staff routes (under /api/staff): the accounts with `is_admin` (DECISIONS: one role). Every
 * route checks the session and the role here, in one preHandler; a customer gets 403 and an
 * anonymous caller 401, from every route.
 *
 * So far: the queue of on-request bookings, confirming and declining them, and a booking's
 * audit log. The staff area's pages build on these.
 */
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { Type, type Static } from '@sinclair/typebox';
import { and, asc, eq } from 'drizzle-orm';
import { AuthHeadersSchema, ErrorResponseSchema } from '../../../contract/auth';
import { STAFF_MESSAGES } from '../../../contract/staff';
import { users } from '../../db/schema/accounts';
import { bookingEvents, bookings } from '../../db/schema/bookings';
import { departures, tours } from '../../db/schema/catalogue';
import { forbidden, notFound } from '../../lib/errors';
import { currentUser } from '../auth/plugin';
import { createGateway } from '../payments/gateway';
import { confirmRequest, declineRequest } from '../bookings/requests';

const E = ErrorResponseSchema;
const security = [{ token: [], email: [] }];
const tags = ['staff'];
const IdParamsSchema = Type.Object({ id: Type.String({ pattern: '^[1-9][0-9]{0,8}$', description: 'Booking id' }) });
type IdParams = Static<typeof IdParamsSchema>;
const DeclineBodySchema = Type.Union([Type.Object({ reason: Type.Optional(Type.String({ maxLength: 1000 })) }, { additionalProperties: false }), Type.Null()]);
const Ok = Type.Object({ success: Type.Literal(true) });
export const STAFF_ONLY = STAFF_MESSAGES.staffOnly;

const RequestItem = Type.Object({
  booking_id: Type.Integer(),
  tour_name: Type.String(),
  tour_slug: Type.String(),
  departure_date: Type.String(),
  travellers: Type.Integer(),
  customer_email: Type.String(),
  paid: Type.Number(),
  deadline: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  overdue: Type.Boolean(),
  created_at: Type.String({ format: 'date-time' }),
});
const AuditEvent = Type.Object({
  id: Type.Integer(),
  action: Type.String(),
  actor_kind: Type.String(),
  actor_email: Type.Union([Type.String(), Type.Null()]),
  detail: Type.Record(Type.String(), Type.Unknown()),
  created_at: Type.String({ format: 'date-time' }),
});

const staffRoutes: FastifyPluginAsync = async (app) => {
  const gateway = createGateway(app.config);

  /** The one staff check: a session (401 otherwise) of an admin (403 otherwise). */
  async function requireStaff(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    await app.authenticate(request, reply);
    if (reply.sent) return;
    if (!currentUser(request).isAdmin) throw forbidden(STAFF_ONLY);
  }

  app.get(
    '/staff/requests',
    {
      preHandler: requireStaff,
      schema: {
        tags,
        summary: 'On-request bookings waiting for an answer, oldest deadline first',
        security,
        headers: AuthHeadersSchema,
        response: { 200: Type.Object({ success: Type.Literal(true), requests: Type.Array(RequestItem) }), 401: E, 403: E },
      },
    },
    async () => {
      const rows = await app.db
        .select({
          id: bookings.id,
          tourName: tours.name,
          tourSlug: tours.contentId,
          date: departures.date,
          seats: bookings.seats,
          email: users.email,
          paidCents: bookings.paidCents,
          deadline: bookings.requestDeadline,
          createdAt: bookings.createdAt,
        })
        .from(bookings)
        .innerJoin(departures, eq(departures.id, bookings.departureId))
        .innerJoin(tours, eq(tours.id, departures.tourId))
        .innerJoin(users, eq(users.id, bookings.userId))
        .where(and(eq(bookings.requestStatus, 'pending')))
        .orderBy(asc(bookings.requestDeadline), asc(bookings.id));
      const now = Date.now();
      return {
        success: true as const,
        requests: rows.map((r) => ({
          booking_id: r.id,
          tour_name: r.tourName,
          tour_slug: r.tourSlug,
          departure_date: r.date,
          travellers: r.seats,
          customer_email: r.email,
          paid: r.paidCents / 100,
          deadline: r.deadline ? r.deadline.toISOString() : null,
          overdue: r.deadline ? r.deadline.getTime() < now : false,
          created_at: r.createdAt.toISOString(),
        })),
      };
    },
  );

  app.post<{ Params: IdParams }>(
    '/staff/bookings/:id/confirm',
    {
      preHandler: requireStaff,
      schema: {
        tags,
        summary: "Confirm an on-request booking: it becomes 'Booked' once something is paid, and the customer gets the confirmation",
        security,
        headers: AuthHeadersSchema,
        params: IdParamsSchema,
        response: { 200: Ok, 400: E, 401: E, 403: E, 404: E, 409: E },
      },
    },
    async (request) => {
      await confirmRequest(app.db, Number(request.params.id), currentUser(request));
      return { success: true as const };
    },
  );

  app.post<{ Params: IdParams; Body: Static<typeof DeclineBodySchema> }>(
    '/staff/bookings/:id/decline',
    {
      preHandler: requireStaff,
      schema: {
        tags,
        summary: 'Decline an on-request booking: everything paid is refunded, the seats are released, the customer is told',
        security,
        headers: AuthHeadersSchema,
        params: IdParamsSchema,
        body: DeclineBodySchema,
        response: { 200: Type.Object({ success: Type.Literal(true), refunded: Type.Number() }), 400: E, 401: E, 403: E, 404: E, 409: E, 502: E },
      },
    },
    async (request) => {
      const reason = request.body?.reason?.trim() || null;
      const { refundedCents } = await declineRequest(app.db, gateway, Number(request.params.id), currentUser(request), reason);
      return { success: true as const, refunded: refundedCents / 100 };
    },
  );

  app.get<{ Params: IdParams }>(
    '/staff/bookings/:id/events',
    {
      preHandler: requireStaff,
      schema: {
        tags,
        summary: "A booking's audit log: who changed what, when (customer, staff member or system job)",
        security,
        headers: AuthHeadersSchema,
        params: IdParamsSchema,
        response: { 200: Type.Object({ success: Type.Literal(true), events: Type.Array(AuditEvent) }), 400: E, 401: E, 403: E, 404: E },
      },
    },
    async (request) => {
      const id = Number(request.params.id);
      const rows = await app.db
        .select({ event: bookingEvents, email: users.email })
        .from(bookingEvents)
        .leftJoin(users, eq(users.id, bookingEvents.actorUserId))
        .where(eq(bookingEvents.bookingId, id))
        .orderBy(asc(bookingEvents.id));
      if (rows.length === 0) throw notFound('Booking not found.');
      return {
        success: true as const,
        events: rows.map(({ event, email }) => ({
          id: event.id,
          action: event.action,
          actor_kind: event.actorKind,
          actor_email: email ?? null,
          detail: event.detail,
          created_at: event.createdAt.toISOString(),
        })),
      };
    },
  );
};

export default staffRoutes;
