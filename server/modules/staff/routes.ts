/**
 * Staff routes (under /api/staff): the accounts with `is_admin` (DECISIONS: one role). Every
 * route of this plugin checks the session and the role in one `preValidation` hook (before the
 * route's body and query schemas, so nothing about a route's input is revealed): a customer gets 403
 * and an anonymous caller 401, from every route, including any added here later.
 *
 * README.md beside this file lists the routes; the wire shapes are in contract/staff.ts.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Type, type Static } from 'typebox';
import { and, asc, eq } from 'drizzle-orm';
import { AuthHeadersSchema } from '../../../contract/auth';
import { ApiErrorSchema } from '../../../contract/errors';
import { users } from '../../db/schema/accounts';
import { bookingAdHocItems, bookings, payments } from '../../db/schema/bookings';
import { departures, tours } from '../../db/schema/catalogue';
import { forbidden } from '../../lib/errors';
import { currentUser } from '../auth/plugin';
import { createGateway } from '../payments/gateway';
import { confirmRequest, declineRequest } from '../bookings/requests';
import {
  AdHocItemBodySchema,
  AdHocItemResponseSchema,
  BookingSearchQuerySchema,
  BookingSearchResponseSchema,
  CancelBodySchema,
  CreatePromoCodeBodySchema,
  DashboardQuerySchema,
  DashboardResponseSchema,
  DepartureEventsResponseSchema,
  DepartureListQuerySchema,
  DepartureListResponseSchema,
  DepartureResponseSchema,
  LeadListQuerySchema,
  LeadListResponseSchema,
  LeadResponseSchema,
  LockBodySchema,
  ManifestResponseSchema,
  MoneyActionResponseSchema,
  OfflinePaymentBodySchema,
  OfflinePaymentResponseSchema,
  PromoCodeListResponseSchema,
  PublishingStatusResponseSchema,
  PromoCodeResponseSchema,
  RefundBodySchema,
  STAFF_MESSAGES,
  StaffBookingResponseSchema,
  SupplierListResponseSchema,
  AuditPageQuerySchema,
  BookingEventsResponseSchema,
  UpdateDepartureBodySchema,
} from '../../../contract/staff';
import { badRequest } from '../../lib/errors';
import { toCents } from '../../../contract/payment-rules';
import { addAdHocItem, bookingEventsPage, cancelBooking, recordOfflinePayment, refundBooking, resendConfirmation, searchBookings, setLock, staffBooking } from './bookings';
import { dashboard } from './dashboard';
import { departureEventsPage, listDepartures, updateDeparture } from './departures';
import { listLeads, retryLead } from './leads';
import { manifest, manifestCsv, manifestFilename, supplierList } from './manifest';
import { createPromoCode, expirePromoCode, listPromoCodes } from './promos';
import { coalesced } from '../../lib/memo';

const E = ApiErrorSchema;
const security = [{ token: [], email: [] }];
const tags = ['staff'];
const IdParamsSchema = Type.Object({ id: Type.String({ pattern: '^[1-9][0-9]{0,8}$', description: 'Booking id' }) });
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
const staffRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const gateway = createGateway(app.config);

  /** The one staff check: a session (401 otherwise) of an admin (403 otherwise). */
  async function requireStaff(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    await app.authenticate(request, reply);
    if (reply.sent) return;
    if (!currentUser(request).isAdmin) throw forbidden(STAFF_ONLY);
  }
  // Every route of this plugin (encapsulated: only /api/staff/...), whatever its options say.
  // preValidation: after the API's own input check (control characters answer 400 on every
  // route, staff ones included), before the schema's, so a customer learns nothing of the shapes.
  app.addHook('preValidation', requireStaff);

  app.get(
    '/staff/publishing',
    {
      schema: {
        tags,
        summary: 'Publishing from Contentful: the live build and the last rebuilds, with the error tail of a failed one',
        security,
        headers: AuthHeadersSchema,
        response: { 200: PublishingStatusResponseSchema, 401: E, 403: E },
      },
    },
    async () => {
      const publisher = app.publisher;
      if (!publisher) return { success: true as const, enabled: false, current: null, building: false, builds: [] };
      return { success: true as const, enabled: true, ...publisher.status() };
    },
  );

  app.get(
    '/staff/requests',
    {
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

  app.post(
    '/staff/bookings/:id/confirm',
    {
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

  app.post(
    '/staff/bookings/:id/decline',
    {
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

  app.get(
    '/staff/bookings/:id/events',
    {
      schema: {
        tags,
        summary: "A booking's audit log, a page at a time: who changed what, when (customer, staff member or system job)",
        security,
        headers: AuthHeadersSchema,
        params: IdParamsSchema,
        querystring: AuditPageQuerySchema,
        response: { 200: BookingEventsResponseSchema, 400: E, 401: E, 403: E, 404: E },
      },
    },
    async (request) => ({ success: true as const, ...(await bookingEventsPage(app.db, Number(request.params.id), request.query.before)) }),
  );

  // ---- bookings ----

  const StaffOk = StaffBookingResponseSchema;
  const errors = { 400: E, 401: E, 403: E, 404: E };
  /** Dollars -> cents for any sign (a credit is negative, a cancel may refund 0); 400 unless whole cents. */
  const cents = (amount: number) => {
    if (amount === 0) return 0;
    const value = toCents(Math.abs(amount));
    if (value === null) throw badRequest(STAFF_MESSAGES.wholeCents);
    return Math.sign(amount) * value;
  };
  const note = (text: string | undefined) => text?.trim() || null;

  app.get(
    '/staff/bookings',
    {
      schema: {
        tags,
        summary: 'Search bookings by name, email or booking id (q), tour, departure dates and status; newest first, paginated',
        security,
        headers: AuthHeadersSchema,
        querystring: BookingSearchQuerySchema,
        response: { 200: BookingSearchResponseSchema, 400: E, 401: E, 403: E },
      },
    },
    async (request) => ({ success: true as const, ...(await searchBookings(app.db, request.query)) }),
  );

  app.put(
    '/staff/bookings/:id/lock',
    {
      schema: { tags, summary: 'Lock a booking (customers can no longer change it) or unlock it', security, headers: AuthHeadersSchema, params: IdParamsSchema, body: LockBodySchema, response: { 200: StaffOk, ...errors } },
    },
    async (request) => {
      const id = Number(request.params.id);
      await setLock(app.db, id, currentUser(request), request.body.locked);
      return { success: true as const, booking: await staffBooking(app.db, id) };
    },
  );

  app.post(
    '/staff/bookings/:id/cancel',
    {
      schema: {
        tags,
        summary: 'Cancel a booking: refund (part of) what was paid by card, release its seats and promo use, offer the waitlist, email the customer',
        security,
        headers: AuthHeadersSchema,
        params: IdParamsSchema,
        body: CancelBodySchema,
        response: { 200: MoneyActionResponseSchema, ...errors, 409: E, 502: E },
      },
    },
    async (request) => {
      const id = Number(request.params.id);
      const { refundedCents } = await cancelBooking(app.db, gateway, id, currentUser(request), { refundCents: cents(request.body.refund), key: request.body.idempotency_key, reason: note(request.body.reason) });
      return { success: true as const, refunded: refundedCents / 100, booking: await staffBooking(app.db, id) };
    },
  );

  app.post(
    '/staff/bookings/:id/refund',
    {
      schema: {
        tags,
        summary: 'Refund part of what was paid by card (a credit after a change, a goodwill refund); the booking stays; the customer is emailed',
        security,
        headers: AuthHeadersSchema,
        params: IdParamsSchema,
        body: RefundBodySchema,
        response: { 200: MoneyActionResponseSchema, ...errors, 409: E, 502: E },
      },
    },
    async (request) => {
      const id = Number(request.params.id);
      const { refundedCents } = await refundBooking(app.db, gateway, id, currentUser(request), { amountCents: cents(request.body.amount), key: request.body.idempotency_key, reason: note(request.body.reason) });
      return { success: true as const, refunded: refundedCents / 100, booking: await staffBooking(app.db, id) };
    },
  );

  app.post(
    '/staff/bookings/:id/payments',
    {
      schema: {
        tags,
        summary: 'Record an offline payment (bank transfer): the customer gets the receipt, and the confirmation on the first payment',
        security,
        headers: AuthHeadersSchema,
        params: IdParamsSchema,
        body: OfflinePaymentBodySchema,
        response: { 200: OfflinePaymentResponseSchema, ...errors, 409: E },
      },
    },
    async (request) => {
      const id = Number(request.params.id);
      const body = request.body;
      const reference = body.reference.trim();
      if (!reference) throw badRequest('body.reference must not be blank');
      const { paymentId } = await recordOfflinePayment(app.db, id, currentUser(request), { amountCents: cents(body.amount), receivedOn: body.received_on, reference, key: body.idempotency_key });
      const [payment] = await app.db.select().from(payments).where(eq(payments.id, paymentId));
      return {
        success: true as const,
        payment: { id: payment.id, amount: payment.amountCents / 100, received_on: payment.receivedOn ?? body.received_on, reference: payment.offlineReference ?? reference },
        booking: await staffBooking(app.db, id),
      };
    },
  );

  app.post(
    '/staff/bookings/:id/items',
    {
      schema: {
        tags,
        summary: "Add a charge (positive amount) or a credit (negative) to a booking: its `ad_hoc_items`; a paid booking's customer is emailed the new total",
        security,
        headers: AuthHeadersSchema,
        params: IdParamsSchema,
        body: AdHocItemBodySchema,
        response: { 200: AdHocItemResponseSchema, ...errors, 409: E },
      },
    },
    async (request) => {
      const id = Number(request.params.id);
      const description = request.body.description.trim();
      if (!description) throw badRequest('body.description must not be blank');
      const { itemId } = await addAdHocItem(app.db, id, currentUser(request), { description, amountCents: cents(request.body.amount), key: request.body.idempotency_key });
      const [item] = await app.db.select().from(bookingAdHocItems).where(eq(bookingAdHocItems.id, itemId));
      return { success: true as const, item: { id: item.id, description: item.description, amount: item.amountCents / 100 }, booking: await staffBooking(app.db, id) };
    },
  );

  app.post(
    '/staff/bookings/:id/resend_confirmation',
    {
      schema: { tags, summary: 'Send the booking confirmation (with its .ics) to the customer again', security, headers: AuthHeadersSchema, params: IdParamsSchema, response: { 200: StaffOk, ...errors, 409: E } },
    },
    async (request) => {
      const id = Number(request.params.id);
      await resendConfirmation(app.db, id, currentUser(request));
      return { success: true as const, booking: await staffBooking(app.db, id) };
    },
  );

  // ---- departures, manifests ----

  const DepartureParamsSchema = Type.Object({ id: Type.String({ pattern: '^(departure-)?[1-9][0-9]{0,8}$', description: 'Departure id (123 or departure-123)' }) });
  type DepartureParams = Static<typeof DepartureParamsSchema>;
  const departureId = (params: DepartureParams) => Number(params.id.replace(/^departure-/, ''));

  // Every member of staff sees the same dashboard: loads that arrive together share one reading,
  // started after each of them asked (so each sees every change made before it asked).
  const sharedDashboard = coalesced((weeks: number) => dashboard(app.db, weeks));
  app.get(
    '/staff/dashboard',
    {
      schema: {
        tags,
        summary: "The next weeks' departures with seats, requests waiting, holds ending within 24 h, overdue balances, and bookings and revenue per week",
        security,
        headers: AuthHeadersSchema,
        querystring: DashboardQuerySchema,
        response: { 200: DashboardResponseSchema, 400: E, 401: E, 403: E },
      },
    },
    async (request) => ({ success: true as const, ...(await sharedDashboard(request.query.weeks ?? 8)) }),
  );

  app.get(
    '/staff/departures',
    {
      schema: {
        tags,
        summary: 'Departures by date, filtered by tour and dates, with capacity, sold, held, free, waitlist, sale and discount',
        security,
        headers: AuthHeadersSchema,
        querystring: DepartureListQuerySchema,
        response: { 200: DepartureListResponseSchema, 400: E, 401: E, 403: E },
      },
    },
    async (request) => ({ success: true as const, ...(await listDepartures(app.db, request.query)) }),
  );

  app.patch(
    '/staff/departures/:id',
    {
      schema: {
        tags,
        summary: 'Open or close a departure for online sale, change its capacity (never below the seats sold and held), set or remove a last-minute discount',
        security,
        headers: AuthHeadersSchema,
        params: DepartureParamsSchema,
        body: UpdateDepartureBodySchema,
        response: { 200: DepartureResponseSchema, ...errors, 409: E },
      },
    },
    async (request) => ({ success: true as const, departure: await updateDeparture(app.db, departureId(request.params), request.body, currentUser(request).id) }),
  );

  app.get(
    '/staff/departures/:id/events',
    {
      schema: {
        tags,
        summary: "A departure's audit log, a page at a time: what staff changed (sale, capacity, discount), who, when, before and after",
        security,
        headers: AuthHeadersSchema,
        params: DepartureParamsSchema,
        querystring: AuditPageQuerySchema,
        response: { 200: DepartureEventsResponseSchema, ...errors },
      },
    },
    async (request) => ({ success: true as const, ...(await departureEventsPage(app.db, departureId(request.params), request.query.before)) }),
  );

  app.get(
    '/staff/departures/:id/manifest',
    {
      schema: {
        tags,
        summary: "A departure's manifest: every traveller of its live bookings with passport, contacts, insurance, health, gear, activities and extras",
        security,
        headers: AuthHeadersSchema,
        params: DepartureParamsSchema,
        response: { 200: ManifestResponseSchema, ...errors },
      },
    },
    async (request) => ({ success: true as const, ...(await manifest(app.db, departureId(request.params))) }),
  );

  app.get(
    '/staff/departures/:id/manifest.csv',
    {
      schema: {
        tags,
        summary: 'The manifest as CSV for Excel (UTF-8 with a BOM, CRLF, quoted fields), as a download',
        security,
        headers: AuthHeadersSchema,
        params: DepartureParamsSchema,
        produces: ['text/csv'],
        response: { 200: Type.String({ description: 'text/csv' }), ...errors },
      },
    },
    async (request, reply) => {
      const { departure, travellers } = await manifest(app.db, departureId(request.params));
      reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${manifestFilename(departure.tour_slug, departure.date)}"`);
      return manifestCsv(travellers);
    },
  );

  app.get(
    '/staff/departures/:id/suppliers',
    {
      schema: {
        tags,
        summary: 'For the activity suppliers: who booked which activity (and option) on which day of the departure',
        security,
        headers: AuthHeadersSchema,
        params: DepartureParamsSchema,
        response: { 200: SupplierListResponseSchema, ...errors },
      },
    },
    async (request) => ({ success: true as const, ...(await supplierList(app.db, departureId(request.params))) }),
  );

  // ---- promo codes ----

  const PromoParamsSchema = Type.Object({ id: Type.String({ pattern: '^[1-9][0-9]{0,8}$', description: 'Promo code id' }) });

  app.get(
    '/staff/promo_codes',
    { schema: { tags, summary: 'Every promo code with its uses and whether a customer can apply it today', security, headers: AuthHeadersSchema, response: { 200: PromoCodeListResponseSchema, 401: E, 403: E } } },
    async () => ({ success: true as const, promo_codes: await listPromoCodes(app.db) }),
  );

  app.post(
    '/staff/promo_codes',
    {
      schema: {
        tags,
        summary: 'Create a promo code: an amount (NZD) or a percent off, an optional last day, usage limit and per-customer limit (default 1)',
        security,
        headers: AuthHeadersSchema,
        body: CreatePromoCodeBodySchema,
        response: { 200: PromoCodeResponseSchema, 400: E, 401: E, 403: E, 409: E },
      },
    },
    async (request) => ({ success: true as const, promo_code: await createPromoCode(app.db, request.body, currentUser(request).id) }),
  );

  app.post(
    '/staff/promo_codes/:id/expire',
    {
      schema: {
        tags,
        summary: 'Expire a promo code now (its last day becomes yesterday): no new booking can apply it; bookings holding it keep their discount',
        security,
        headers: AuthHeadersSchema,
        params: PromoParamsSchema,
        response: { 200: PromoCodeResponseSchema, ...errors },
      },
    },
    async (request) => ({ success: true as const, promo_code: await expirePromoCode(app.db, Number(request.params.id)) }),
  );

  // ---- leads ----

  app.get(
    '/staff/leads',
    {
      schema: {
        tags,
        summary: 'Stored leads, newest first, with their CRM delivery (delivered, pending, failing)',
        security,
        headers: AuthHeadersSchema,
        querystring: LeadListQuerySchema,
        response: { 200: LeadListResponseSchema, 400: E, 401: E, 403: E },
      },
    },
    async (request) => ({ success: true as const, ...(await listLeads(app.db, request.query)) }),
  );

  app.post(
    '/staff/leads/:id/retry',
    {
      schema: {
        tags,
        summary: "Send a lead to the CRM again now (its 'lead_forward' job); 409 when it is already delivered",
        security,
        headers: AuthHeadersSchema,
        params: Type.Object({ id: Type.String({ pattern: '^[1-9][0-9]{0,8}$', description: 'Lead id' }) }),
        response: { 200: LeadResponseSchema, ...errors, 409: E },
      },
    },
    async (request) => ({ success: true as const, lead: await retryLead(app.db, Number(request.params.id)) }),
  );
};

export default staffRoutes;
