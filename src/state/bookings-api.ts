/**
 * The booking calls of SPEC 7, injected into the one RTK Query api. Paths and bodies follow
 * `contract/bookings.ts` (types only: no schema code reaches the browser). Every call sends
 * the session's token and email headers.
 *
 * SPEC 4.3: any booking modification reloads the booking on success (its 'Booking' tag is
 * invalidated, so the open booking is fetched again); deleting reloads the booking list.
 */
import type {
  Accommodation,
  AddonChangeBody,
  Booking,
  BookingDetail,
  Traveller,
  UpdateBooking,
  UpgradeOption,
} from '../../contract/bookings';
import type { DepartureItem } from '../../contract/departures';
import { api, type ApiError } from './api';

/** SPEC 3 new-booking defaults; the server sets them anyway, the body says what we expect. */
export const NEW_BOOKING_DEFAULTS = {
  complete: false,
  can_pay_partially: false,
  snow: false,
  mtb: false,
  locked: false,
  confirmed: false,
  agree_with_the_conditions: false,
  archived: false,
  new_booking: true,
  travellers: [{}],
};

export interface BookingList {
  bookings: Booking[];
  travellers: Traveller[];
}

type Raw = Record<string, unknown>;

/** A detail answer, or for an admin `data.currentBooking` (SPEC 7). */
export function readDetail(data: Raw): BookingDetail | null {
  const source = (data.currentBooking && typeof data.currentBooking === 'object' ? data.currentBooking : data) as Partial<BookingDetail>;
  if (!source.booking) return null;
  return {
    booking: source.booking,
    travellers: source.travellers ?? [],
    accommodations: source.accommodations ?? [],
    ad_hoc_items: source.ad_hoc_items ?? [],
    payment_cards: source.payment_cards ?? [],
    payments: source.payments ?? [],
    upgrade_accommodations: source.upgrade_accommodations ?? [],
    addons: source.addons ?? [],
  };
}

const bookingTags = (id: number | string) => [{ type: 'Booking' as const, id: String(id) }, 'Bookings' as const, 'User' as const];

export const bookingsApi = api.injectEndpoints({
  endpoints: (build) => ({
    listBookings: build.query<BookingList, void>({
      query: () => ({ path: 'bookings/bookings', auth: true }),
      transformResponse: (data: Raw) => ({
        bookings: (data['bookings/bookings'] as Booking[] | undefined) ?? [],
        travellers: (data['bookings/travellers'] as Traveller[] | undefined) ?? [],
      }),
      providesTags: ['Bookings'],
    }),

    getBooking: build.query<BookingDetail, number>({
      query: (id) => ({ path: `bookings/bookings/${id}`, auth: true }),
      transformResponse: (data: Raw, _meta, id) => {
        const detail = readDetail(data);
        if (!detail) throw new Error(`Booking ${id} answered without a booking.`);
        return detail;
      },
      providesTags: (_result, _error, id) => [{ type: 'Booking', id: String(id) }],
    }),

    createBooking: build.mutation<Booking, { departure_id: string }>({
      query: ({ departure_id }) => ({
        path: 'bookings/bookings',
        method: 'POST',
        auth: true,
        body: { 'bookings/booking': { ...NEW_BOOKING_DEFAULTS, departure_id } },
      }),
      transformResponse: (data: Raw) => data['bookings/booking'] as Booking,
      invalidatesTags: (result) => (result ? ['Bookings', 'User'] : []),
    }),

    updateBooking: build.mutation<BookingDetail, { id: number; fields: UpdateBooking }>({
      query: ({ id, fields }) => ({ path: `bookings/bookings/${id}`, method: 'PUT', auth: true, body: { 'bookings/booking': fields } }),
      transformResponse: (data: Raw) => readDetail(data) as BookingDetail,
      // A rejected promo code is still stored on the booking (promo_code_valid false): reload then too.
      invalidatesTags: (result, error, { id, fields }) =>
        result || (error && fields.promo_code_string !== undefined && readDetail(error.data)) ? bookingTags(id) : [],
    }),

    deleteBooking: build.mutation<void, number>({
      query: (id) => ({ path: `bookings/bookings/${id}`, method: 'DELETE', auth: true }),
      transformResponse: () => undefined,
      invalidatesTags: (_result, error) => (error ? [] : ['Bookings', 'User']),
    }),

    generateAccommodationOptions: build.mutation<Accommodation[], { id: number; before: boolean; nights?: number }>({
      query: ({ id, before, nights }) => ({
        path: `bookings/bookings/${id}/${before ? 'generate_pre_accommodation_options' : 'generate_post_accommodation_options'}`,
        method: 'POST',
        auth: true,
        body: nights ? { nights } : {},
      }),
      transformResponse: (data: Raw) => (data.accommodations as Accommodation[] | undefined) ?? [],
    }),

    /** A read, though the path says generate: the tour's upgrades with their nights and beds. */
    upgradeOptions: build.query<UpgradeOption[], number>({
      query: (id) => ({ path: `bookings/bookings/${id}/generate_upgrade_accommodation_options`, method: 'POST', auth: true, body: {} }),
      transformResponse: (data: Raw) => (data.accommodations as UpgradeOption[] | undefined) ?? [],
    }),

    changeAddons: build.mutation<BookingDetail, { id: number; body: AddonChangeBody }>({
      query: ({ id, body }) => ({ path: `bookings/bookings/${id}/addons`, method: 'POST', auth: true, body }),
      transformResponse: (data: Raw) => readDetail(data) as BookingDetail,
      invalidatesTags: (result, _error, { id }) => (result ? bookingTags(id) : []),
    }),

    swapBooking: build.mutation<BookingDetail, { id: number; departure_id: string }>({
      query: ({ id, departure_id }) => ({ path: `bookings/bookings/${id}/swap`, method: 'POST', auth: true, body: { departure_id } }),
      transformResponse: (data: Raw) => readDetail(data) as BookingDetail,
      invalidatesTags: (result, _error, { id }) => (result ? bookingTags(id) : []),
    }),

    tourDepartures: build.query<DepartureItem[], number>({
      query: (tourApiId) => `tour_info/tours/${tourApiId}/get_intrepid_departures`,
      transformResponse: (data: Raw) => (data.tours as DepartureItem[] | undefined) ?? [],
      providesTags: ['Departures'],
    }),
  }),
});

export const {
  useListBookingsQuery,
  useGetBookingQuery,
  useCreateBookingMutation,
  useUpdateBookingMutation,
  useDeleteBookingMutation,
  useGenerateAccommodationOptionsMutation,
  useUpgradeOptionsQuery,
  useChangeAddonsMutation,
  useSwapBookingMutation,
  useTourDeparturesQuery,
} = bookingsApi;

/** The server's messages of a failed call, or a fallback line (SPEC 8: a failure says why). */
export function errorMessages(error: unknown, fallback: string): string[] {
  const errors = (error as ApiError | undefined)?.data?.errors;
  return Array.isArray(errors) && errors.length ? errors : [fallback];
}
