/**
 * Bookings API, SPEC 7 paths to the letter (under /api). Every route needs the `token` and
 * `email` headers (app.authenticate, or app.signedInRead for the detail); ownership is checked
 * once, in accessBooking() (the detail applies its rule to the booking it loads: viewableBundle).
 * Shapes: contract/bookings.ts.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type, type Static } from 'typebox';
import { AuthHeadersSchema } from '../../../contract/auth';
import { ApiErrorSchema } from '../../../contract/errors';
import {
  AccommodationSchema,
  AddonChangeBodySchema,
  BOOKING_MESSAGES,
  BookingDetailResponseSchema,
  BookingSchema,
  ChangePreviewSchema,
  CreateBookingBodySchema,
  type ChangePreview,
  GenerateAccommodationBodySchema,
  SwapBodySchema,
  TravellerSchema,
  UpdateBookingBodySchema,
  UpgradeOptionSchema,
} from '../../../contract/bookings';
import { currentUser } from '../auth/plugin';
import { changeAddons, updateBooking } from './changes';
import {
  bookingDetail,
  deleteBooking,
  generateExtraNights,
  listBookings,
  PreviewRollback,
  reviveBooking,
  setBookingLock,
  swapBooking,
  upgradeOptions,
  viewableBundle,
  type Viewer,
} from './service';
import { bookingView, detailView, loadBundle, type BookingBundle } from './load';
import { todayInNz } from '../../../contract/dates';
import { createBooking } from './create';
import { limitWith } from '../auth/limits';
import { BOOKING_LIMITS } from '../../../contract/booking-lifecycle';

const E = ApiErrorSchema;
const security = [{ token: [], email: [] }];
const tags = ['bookings'];
// A string pattern, not an integer: Ajv's coercion turns '1e400' into Infinity and lets it through.
const IdParamsSchema = Type.Object({ id: Type.String({ pattern: '^[1-9][0-9]{0,8}$', description: 'Booking id' }) });
type IdParams = Static<typeof IdParamsSchema>;
const bookingId = (params: IdParams) => Number(params.id);
const OkSchema = Type.Object({ success: Type.Literal(true) });
const PreviewQuerySchema = Type.Object({ preview: Type.Optional(Type.Union([Type.Literal('true'), Type.Literal('false')], { description: 'true: price the change without making it (ChangePreview)' })) });
type PreviewQuery = Static<typeof PreviewQuerySchema>;
const isPreview = (query: PreviewQuery | undefined) => query?.preview === 'true';

/** Runs the change; a preview's rollback becomes the ChangePreview answer. */
async function previewOr<T>(run: () => Promise<T>): Promise<T | ChangePreview> {
  try {
    return await run();
  } catch (error) {
    if (!(error instanceof PreviewRollback)) throw error;
    const now = new Date();
    const before = bookingView(error.before, now);
    const after = bookingView(error.after, now);
    const cents = (n: number) => Math.round(n * 100);
    return {
      success: true,
      preview: true,
      current_total: before.total,
      new_total: after.total,
      difference: (cents(after.total) - cents(before.total)) / 100,
      total_paid: after.total_paid,
      new_balance: after.balance_remaining,
      new_credit: after.credit,
      booking: after,
    };
  }
}
const AccommodationsResponseSchema = Type.Object({ success: Type.Literal(true), accommodations: Type.Array(AccommodationSchema) });
const UpgradeOptionsResponseSchema = Type.Object({ success: Type.Literal(true), accommodations: Type.Array(UpgradeOptionSchema) });

const bookingsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  /** The detail answer, of a booking by id or of the bundle a change has just settled; an admin also gets it as currentBooking (SPEC 7). */
  async function detailAnswer(booking: number | BookingBundle, viewer: Viewer & { isAdmin: boolean }, extra: { success?: boolean; errors?: string[]; warnings?: string[] } = {}) {
    const detail = typeof booking !== 'number' ? detailView(booking) : await bookingDetail(app.db, booking);
    return { success: extra.success ?? true, ...(extra.errors ? { errors: extra.errors } : {}), ...(extra.warnings?.length ? { warnings: extra.warnings } : {}), ...detail, ...(viewer.isAdmin ? { currentBooking: detail } : {}) };
  }

  app.post(
    '/bookings/bookings',
    {
      preHandler: [app.authenticate, limitWith(app, [{ name: 'booking-create-ip', max: app.config.bookingLimits.createdPerHour, timeWindowMs: 60 * 60 * 1000 }])],
      schema: {
        tags,
        summary: 'Create a booking (takes its seats atomically)',
        description:
          `Body {"bookings/booking": {departure_id, travellers_count?}}. The server sets the SPEC 3 defaults; one empty traveller per seat. The seats are held for 48 hours (BOOKING_HOLD_HOURS) unless the deposit is paid (hold_expires_at). A departure less than 30 days away is created on request (request_status 'pending'): staff confirm it. Limits per account: ${BOOKING_LIMITS.unpaidBookings} unpaid bookings, ${BOOKING_LIMITS.heldSeats} seats held unpaid (409), ${BOOKING_LIMITS.createdPerHour} bookings created an hour (429, also per IP).`,
        security,
        headers: AuthHeadersSchema,
        body: CreateBookingBodySchema,
        response: { 200: Type.Object({ success: Type.Literal(true), 'bookings/booking': BookingSchema }), 400: E, 401: E, 409: E, 429: E },
      },
    },
    async (request) => {
      const booking = await createBooking(app.db, currentUser(request).id, request.body['bookings/booking'], {
        holdHours: app.config.bookingHoldHours,
        limits: app.config.bookingLimits,
      });
      return { success: true as const, 'bookings/booking': booking };
    },
  );

  app.get(
    '/bookings/bookings',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: "The signed-in user's bookings and their travellers (an admin too sees only their own here)",
        security,
        headers: AuthHeadersSchema,
        response: {
          200: Type.Object({ success: Type.Literal(true), 'bookings/bookings': Type.Array(BookingSchema), 'bookings/travellers': Type.Array(TravellerSchema) }),
          401: E,
        },
      },
    },
    async (request) => {
      const list = await listBookings(app.db, currentUser(request).id);
      return { success: true as const, 'bookings/bookings': list.bookings, 'bookings/travellers': list.travellers };
    },
  );

  app.get(
    '/bookings/bookings/:id',
    {
      schema: {
        tags,
        summary: 'One booking in full',
        description: "Another customer's booking answers 404 like a missing one. For an admin the detail is also in currentBooking.",
        security,
        headers: AuthHeadersSchema,
        params: IdParamsSchema,
        response: { 200: BookingDetailResponseSchema, 400: E, 401: E, 404: E },
      },
    },
    async (request, reply) => {
      // The session check and the booking go to the database together, and ownership is checked
      // on the loaded booking: two statements in one round trip (issue 22).
      const id = bookingId(request.params);
      const { user, result: bundle } = await app.signedInRead(request, reply, (db) => loadBundle(db, id, todayInNz()));
      return detailAnswer(viewableBundle(bundle, user), user);
    },
  );

  app.put(
    '/bookings/bookings/:id',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: 'Change a booking: conditions, promo code, travellers (with add-ons), extra nights, upgrades',
        description: `All changes of one request apply together or not at all. An invalid promo code answers 200 with success false and errors ['${BOOKING_MESSAGES.promoInvalid}'] (the code is stored with promo_code_valid false). A locked booking answers 423. A passport expiring before the tour's last day answers 400; one expiring within 3 months after it is saved and the answer carries \`warnings\`.`,
        security,
        headers: AuthHeadersSchema,
        params: IdParamsSchema,
        querystring: PreviewQuerySchema,
        body: UpdateBookingBodySchema,
        response: { 200: Type.Union([BookingDetailResponseSchema, ChangePreviewSchema]), 400: E, 401: E, 404: E, 409: E, 423: E, 429: E },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const preview = isPreview(request.query);
      return previewOr(async () => {
        const { promoValid, warnings, bundle } = await updateBooking(app.db, bookingId(request.params), user, request.body['bookings/booking'], { preview, limits: app.config.bookingLimits });
        // The answer is the bundle the change settled (or read), not a reload of it.
        return detailAnswer(bundle, user, { warnings, ...(promoValid ? {} : { success: false, errors: [BOOKING_MESSAGES.promoInvalid] }) });
      });
    },
  );

  app.delete(
    '/bookings/bookings/:id',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: 'Delete a booking that is not complete and has nothing paid (frees its seats)',
        security,
        headers: AuthHeadersSchema,
        params: IdParamsSchema,
        response: { 200: OkSchema, 400: E, 401: E, 403: E, 404: E, 409: E, 423: E },
      },
    },
    async (request) => {
      await deleteBooking(app.db, bookingId(request.params), currentUser(request));
      return { success: true as const };
    },
  );

  for (const side of ['pre', 'post'] as const) {
    app.post(
      `/bookings/bookings/:id/generate_${side}_accommodation_options`,
      {
        preHandler: app.authenticate,
        schema: {
          tags,
          summary: `Extra-night options ${side === 'pre' ? 'before' : 'after'} the tour (1 to 5 nights, or the body's nights)`,
          description: 'Choose one with PUT bookings/bookings/{id} {"bookings/booking": {"accommodations": [{"id": …}]}}; remove it with _destroy. Price: the tour\'s extra night price x travellers x nights.',
          security,
          headers: AuthHeadersSchema,
          params: IdParamsSchema,
          body: GenerateAccommodationBodySchema,
          response: { 200: AccommodationsResponseSchema, 400: E, 401: E, 404: E, 423: E },
        },
      },
      async (request) => {
        const nights = request.body && typeof request.body === 'object' ? request.body.nights : undefined;
        const accommodations = await generateExtraNights(app.db, bookingId(request.params), currentUser(request), side === 'pre', nights);
        return { success: true as const, accommodations };
      },
    );
  }

  app.post(
    '/bookings/bookings/:id/generate_upgrade_accommodation_options',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: "The tour's accommodation upgrades: nights 1 .. number_of_days - 1 and bed options",
        description: 'Choose one with PUT bookings/bookings/{id} {"bookings/booking": {"upgrade_accommodations": [{"id": <upgrade id>, "nights": 2, "bed_option": "King"}]}}. Price: price per night x nights.',
        security,
        headers: AuthHeadersSchema,
        params: IdParamsSchema,
        response: { 200: UpgradeOptionsResponseSchema, 400: E, 401: E, 404: E, 423: E },
      },
    },
    async (request) => ({ success: true as const, accommodations: await upgradeOptions(app.db, bookingId(request.params), currentUser(request)) }),
  );

  app.post(
    '/bookings/bookings/:id/addons',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: 'Add or remove add-ons (and set snow gear sizes of a traveller)',
        description:
          'Entries {addOnID?, optionID, dayID (null for a general add-on such as snow gear), travellerID, destroy}. optionPrice is ignored: the server prices add-ons (seasonal price when departure date + the day\'s ordinal number is inside a window). One option per traveller per day.',
        security,
        headers: AuthHeadersSchema,
        params: IdParamsSchema,
        querystring: PreviewQuerySchema,
        body: AddonChangeBodySchema,
        response: { 200: Type.Union([BookingDetailResponseSchema, ChangePreviewSchema]), 400: E, 401: E, 404: E, 409: E, 423: E },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const preview = isPreview(request.query);
      return previewOr(async () => {
        return detailAnswer(await changeAddons(app.db, bookingId(request.params), user, request.body, { preview }), user);
      });
    },
  );

  app.post(
    '/bookings/bookings/:id/swap',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: 'Move the booking to another departure (free while the departure is more than the family’s free_swap_days away)',
        description: 'Seats move atomically. Moving to another tour drops the add-ons, upgrades and extra nights of the old tour.',
        security,
        headers: AuthHeadersSchema,
        params: IdParamsSchema,
        querystring: PreviewQuerySchema,
        body: SwapBodySchema,
        response: { 200: Type.Union([BookingDetailResponseSchema, ChangePreviewSchema]), 400: E, 401: E, 404: E, 409: E, 423: E },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const preview = isPreview(request.query);
      return previewOr(async () => {
        await swapBooking(app.db, bookingId(request.params), user, request.body.departure_id, { version: request.body.version, preview });
        return detailAnswer(bookingId(request.params), user);
      });
    },
  );

  app.post(
    '/bookings/bookings/:id/revive',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: 'Revive an expired booking (within 30 days, if its seats are still free)',
        description: 'Takes the seats again and starts a new hold; the promo code is applied again if it still can be. 409 when the seats are gone or the booking cannot be revived.',
        security,
        headers: AuthHeadersSchema,
        params: IdParamsSchema,
        response: { 200: BookingDetailResponseSchema, 400: E, 401: E, 404: E, 409: E, 429: E },
      },
    },
    async (request) => {
      const user = currentUser(request);
      await reviveBooking(app.db, bookingId(request.params), user, { holdHours: app.config.bookingHoldHours, limits: app.config.bookingLimits });
      return detailAnswer(bookingId(request.params), user);
    },
  );

  app.put(
    '/bookings/bookings/:id/lock',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: 'Lock or unlock a booking (our team only)',
        description:
          'Staff lock a booking once it is final (documents issued, rooming lists sent): the customer then sees only the review and payment steps and every change answers 423. Customers answer 403 on their own booking and 404 on anyone else’s.',
        security,
        headers: AuthHeadersSchema,
        params: IdParamsSchema,
        body: Type.Object({ locked: Type.Boolean() }, { additionalProperties: false }),
        response: { 200: BookingDetailResponseSchema, 400: E, 401: E, 403: E, 404: E },
      },
    },
    async (request) => {
      const user = currentUser(request);
      await setBookingLock(app.db, bookingId(request.params), user, request.body.locked);
      return detailAnswer(bookingId(request.params), user);
    },
  );
};

export default bookingsRoutes;
