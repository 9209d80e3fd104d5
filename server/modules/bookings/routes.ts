/**
 * Bookings API, SPEC 7 paths to the letter (under /api). Every route needs the `token` and
 * `email` headers (app.authenticate); ownership is checked once, in accessBooking().
 * Shapes: contract/bookings.ts.
 */
import type { FastifyPluginAsync } from 'fastify';
import { Type, type Static } from '@sinclair/typebox';
import { AuthHeadersSchema, ErrorResponseSchema } from '../../../contract/auth';
import {
  AccommodationSchema,
  AddonChangeBodySchema,
  BOOKING_MESSAGES,
  BookingDetailResponseSchema,
  BookingSchema,
  CreateBookingBodySchema,
  GenerateAccommodationBodySchema,
  SwapBodySchema,
  TravellerSchema,
  UpdateBookingBodySchema,
  UpgradeOptionSchema,
} from '../../../contract/bookings';
import { currentUser } from '../auth/plugin';
import { rejectNulBytes } from '../auth/input';
import { changeAddons, updateBooking } from './changes';
import { accessBooking, bookingDetail, createBooking, deleteBooking, generateExtraNights, listBookings, setBookingLock, swapBooking, upgradeOptions, type Viewer } from './service';

const E = ErrorResponseSchema;
const security = [{ token: [], email: [] }];
const tags = ['bookings'];
// A string pattern, not an integer: Ajv's coercion turns '1e400' into Infinity and lets it through.
const IdParamsSchema = Type.Object({ id: Type.String({ pattern: '^[1-9][0-9]{0,8}$', description: 'Booking id' }) });
type IdParams = Static<typeof IdParamsSchema>;
const bookingId = (params: IdParams) => Number(params.id);
const OkSchema = Type.Object({ success: Type.Literal(true) });
const AccommodationsResponseSchema = Type.Object({ success: Type.Literal(true), accommodations: Type.Array(AccommodationSchema) });
const UpgradeOptionsResponseSchema = Type.Object({ success: Type.Literal(true), accommodations: Type.Array(UpgradeOptionSchema) });

// Explicit request types: the installed type provider (v6) infers from the 'typebox' 1.x package, not @sinclair/typebox.
const bookingsRoutes: FastifyPluginAsync = async (app) => {
  app.addHook('preValidation', rejectNulBytes);

  /** The detail answer; an admin also gets it as currentBooking (SPEC 7). */
  async function detailAnswer(id: number, viewer: Viewer & { isAdmin: boolean }, extra: { success?: boolean; errors?: string[] } = {}) {
    const detail = await bookingDetail(app.db, id);
    return { success: extra.success ?? true, ...(extra.errors ? { errors: extra.errors } : {}), ...detail, ...(viewer.isAdmin ? { currentBooking: detail } : {}) };
  }

  app.post<{ Body: Static<typeof CreateBookingBodySchema> }>(
    '/bookings/bookings',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: 'Create a booking (takes its seats atomically)',
        description:
          'Body {"bookings/booking": {departure_id, travellers_count?}}. The server sets the SPEC 3 defaults; one empty traveller per seat. A departure less than 30 days away is created on request (depart_less_than_30_days).',
        security,
        headers: AuthHeadersSchema,
        body: CreateBookingBodySchema,
        response: { 200: Type.Object({ success: Type.Literal(true), 'bookings/booking': BookingSchema }), 400: E, 401: E, 409: E },
      },
    },
    async (request) => {
      const booking = await createBooking(app.db, currentUser(request).id, request.body['bookings/booking']);
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

  app.get<{ Params: IdParams }>(
    '/bookings/bookings/:id',
    {
      preHandler: app.authenticate,
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
    async (request) => {
      const user = currentUser(request);
      await accessBooking(app.db, bookingId(request.params), user);
      return detailAnswer(bookingId(request.params), user);
    },
  );

  app.put<{ Params: IdParams; Body: Static<typeof UpdateBookingBodySchema> }>(
    '/bookings/bookings/:id',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: 'Change a booking: conditions, promo code, travellers (with add-ons), extra nights, upgrades',
        description: `All changes of one request apply together or not at all. An invalid promo code answers 200 with success false and errors ['${BOOKING_MESSAGES.promoInvalid}'] (the code is stored with promo_code_valid false). A locked booking answers 423.`,
        security,
        headers: AuthHeadersSchema,
        params: IdParamsSchema,
        body: UpdateBookingBodySchema,
        response: { 200: BookingDetailResponseSchema, 400: E, 401: E, 404: E, 409: E, 423: E },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const { promoValid } = await updateBooking(app.db, bookingId(request.params), user, request.body['bookings/booking']);
      return detailAnswer(bookingId(request.params), user, promoValid ? {} : { success: false, errors: [BOOKING_MESSAGES.promoInvalid] });
    },
  );

  app.delete<{ Params: IdParams }>(
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
    app.post<{ Params: IdParams; Body: Static<typeof GenerateAccommodationBodySchema> }>(
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

  app.post<{ Params: IdParams }>(
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

  app.post<{ Params: IdParams; Body: Static<typeof AddonChangeBodySchema> }>(
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
        body: AddonChangeBodySchema,
        response: { 200: BookingDetailResponseSchema, 400: E, 401: E, 404: E, 409: E, 423: E },
      },
    },
    async (request) => {
      const user = currentUser(request);
      await changeAddons(app.db, bookingId(request.params), user, request.body);
      return detailAnswer(bookingId(request.params), user);
    },
  );

  app.post<{ Params: IdParams; Body: Static<typeof SwapBodySchema> }>(
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
        body: SwapBodySchema,
        response: { 200: BookingDetailResponseSchema, 400: E, 401: E, 404: E, 409: E, 423: E },
      },
    },
    async (request) => {
      const user = currentUser(request);
      await swapBooking(app.db, bookingId(request.params), user, request.body.departure_id);
      return detailAnswer(bookingId(request.params), user);
    },
  );

  app.put<{ Params: IdParams; Body: { locked: boolean } }>(
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
