/**
 * The booking calls of SPEC 7, injected into the one RTK Query api. Paths and bodies follow
 * `contract/bookings.ts` (types only: no schema code reaches the browser). Every call sends
 * the session's token and email headers.
 *
 * SPEC 4.3: any booking modification reloads the booking on success (its 'Booking' tag is
 * invalidated, so the open booking is fetched again); deleting reloads the booking list.
 *
 * Versions (DECISIONS "After 'Book'"): every change (PUT, add-ons, swap) carries the booking's
 * `version` as this page last saw it, so a change made from a stale page is refused (409,
 * LIFECYCLE_MESSAGES.staleVersion). Changes of one booking go out one after another, each with
 * the version the previous answer gave, so quick clicks never refuse each other. On a stale
 * answer the booking (and the list) is fetched again at once, so no stale total stays on screen;
 * the caller shows the message.
 *
 * Paid bookings (DECISIONS "After 'Book'"): a change (PUT or add-ons) to a booking with payments
 * is first priced (`?preview=true`, nothing changes); when the total would move, the customer
 * confirms the new total in the ChangeConfirmDialog before the change is sent, with the version
 * it was priced at. Declined, nothing is sent and the call answers NOT_CONFIRMED (no message).
 */
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { LIFECYCLE_MESSAGES } from '../../../contract/booking-lifecycle';
import type {
  Accommodation,
  AddonChangeBody,
  Booking,
  BookingDetail,
  ChangePreview,
  Traveller,
  UpdateBooking,
  UpgradeOption,
} from '../../../contract/bookings';
import type { DepartureItem } from '../../../contract/departures';
import { changesTotal } from './change-preview';
import { api, type ApiArgs, type ApiError } from '../../state/api';
import { registerSeedReader } from '../../state/page-seed';
import { askToConfirm } from './change-confirmation';

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

/** What the base query answers (api.ts): data, or the server's error. */
type BaseResult = { data: Record<string, unknown>; error?: undefined } | { error: ApiError; data?: undefined };

/** A 409 refusing a change made from a stale version of the booking. */
export function isStaleVersion(error: unknown): boolean {
  const e = error as ApiError | undefined;
  return e?.status === 409 && e.data?.errors?.[0] === LIFECYCLE_MESSAGES.staleVersion;
}

/** A change refused as stale says so (the booking is reloading), whatever the caller would say instead. */
export function staleOr(error: unknown, messages: string[]): string[] {
  if (isNotConfirmed(error)) return [];
  return isStaleVersion(error) ? [LIFECYCLE_MESSAGES.staleVersion] : messages;
}

/** A change the customer declined after seeing its price: nothing was sent, nothing to say. */
export const NOT_CONFIRMED: ApiError = { status: 0, data: { errors: [], notConfirmed: true } };

export function isNotConfirmed(error: unknown): boolean {
  return (error as ApiError | undefined)?.data?.notConfirmed === true;
}

/** Whether booking `id` is the open booking and has payments (its changes are priced first). */
function isPaidOpenBooking(state: unknown, id: number): boolean {
  const current = (state as { booking?: { current?: Pick<Booking, 'id' | 'total_paid'> | null } }).booking?.current;
  return !!current && current.id === id && current.total_paid > 0;
}

/**
 * Sends a change; to a paid booking, only after pricing it and the customer confirming a new
 * total. The preview and the change carry the same version, so a booking changed in between
 * is refused as stale rather than changed at a price nobody saw.
 */
async function sendConfirmed(
  id: number,
  getState: () => unknown,
  baseQuery: (args: ApiArgs) => BaseResult | PromiseLike<BaseResult>,
  change: ApiArgs,
): Promise<BaseResult> {
  if (!isPaidOpenBooking(getState(), id)) return baseQuery(change);
  const priced = await baseQuery({ ...change, path: `${change.path}?preview=true` });
  if (priced.error) return priced;
  const preview = priced.data as unknown as ChangePreview;
  if (changesTotal(preview) && !(await askToConfirm(preview))) return { error: NOT_CONFIRMED };
  return baseQuery(change);
}

/** The version of booking `id` the page shows (the open booking). */
function shownVersion(state: unknown, id: number): number | undefined {
  const current = (state as { booking?: { current?: Pick<Booking, 'id' | 'version'> | null } }).booking?.current;
  return current && current.id === id && typeof current.version === 'number' ? current.version : undefined;
}

const newest = (...versions: (number | undefined)[]): number | undefined => {
  const known = versions.filter((v): v is number => typeof v === 'number');
  return known.length ? Math.max(...known) : undefined;
};

/** Per store (its getState) and booking: the change in flight and the version it answered with. */
interface Queue {
  tail: Promise<void>;
  version?: number;
}
const queues = new WeakMap<object, Map<number, Queue>>();

/**
 * Sends one change of booking `id` after the ones before it, with the newest version known: the
 * page's, or the one the previous change answered with (the slice loads it a moment later).
 */
async function sendInTurn(
  id: number,
  getState: () => unknown,
  send: (version: number | undefined) => BaseResult | PromiseLike<BaseResult>,
): Promise<BaseResult> {
  let perStore = queues.get(getState);
  if (!perStore) queues.set(getState, (perStore = new Map()));
  const queue = perStore.get(id) ?? { tail: Promise.resolve() };
  perStore.set(id, queue);
  const before = queue.tail;
  let finished: () => void = () => {};
  const mine = new Promise<void>((resolve) => (finished = resolve));
  queue.tail = mine;
  await before;
  try {
    const result = await send(newest(shownVersion(getState(), id), queue.version));
    const answered = result.data ? readDetail(result.data)?.booking.version : undefined;
    if (typeof answered === 'number') queue.version = newest(queue.version, answered);
    return result;
  } finally {
    finished();
    if (queue.tail === mine) perStore.delete(id);
  }
}

/** A stale change: fetch the booking and the list again now (the open booking reloads from it). */
function reloadStale(dispatch: ThunkDispatch<unknown, unknown, UnknownAction>, id: number): void {
  dispatch(api.util.invalidateTags(['Bookings', 'User']));
  void dispatch(bookingsApi.endpoints.getBooking.initiate(id, { subscribe: false, forceRefetch: true }));
}

/** onQueryStarted of a change: a stale refusal reloads the booking. */
async function reloadWhenStale(
  id: number,
  { dispatch, queryFulfilled }: { dispatch: ThunkDispatch<unknown, unknown, UnknownAction>; queryFulfilled: Promise<unknown> },
): Promise<void> {
  try {
    await queryFulfilled;
  } catch (rejection) {
    if (isStaleVersion((rejection as { error?: unknown } | undefined)?.error)) reloadStale(dispatch, id);
  }
}

const detailOf = (result: BaseResult) => (result.error ? { error: result.error } : { data: readDetail(result.data) as BookingDetail });

const bookingTags = (id: number | string) => [{ type: 'Booking' as const, id: String(id) }, 'Bookings' as const, 'User' as const];

/** The customer's bookings answer (`GET bookings/bookings`) as the list query caches it. */
const bookingListOf = (data: Raw): BookingList => ({
  bookings: (data['bookings/bookings'] as Booking[] | undefined) ?? [],
  travellers: (data['bookings/travellers'] as Traveller[] | undefined) ?? [],
});

export const bookingsApi = api.injectEndpoints({
  endpoints: (build) => ({
    listBookings: build.query<BookingList, void>({
      query: () => ({ path: 'bookings/bookings', auth: true }),
      transformResponse: bookingListOf,
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
      queryFn: ({ id, fields }, { getState }, _extra, baseQuery) =>
        sendInTurn(id, getState, (version) =>
          sendConfirmed(id, getState, baseQuery, {
            path: `bookings/bookings/${id}`,
            method: 'PUT',
            auth: true,
            body: { 'bookings/booking': { ...fields, version: fields.version ?? version } },
          }),
        ).then(detailOf),
      onQueryStarted: ({ id }, lifecycle) => reloadWhenStale(id, lifecycle),
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
      queryFn: ({ id, body }, { getState }, _extra, baseQuery) =>
        sendInTurn(id, getState, (version) =>
          sendConfirmed(id, getState, baseQuery, { path: `bookings/bookings/${id}/addons`, method: 'POST', auth: true, body: { ...body, version: body.version ?? version } }),
        ).then(detailOf),
      onQueryStarted: ({ id }, lifecycle) => reloadWhenStale(id, lifecycle),
      invalidatesTags: (result, _error, { id }) => (result ? bookingTags(id) : []),
    }),

    swapBooking: build.mutation<BookingDetail, { id: number; departure_id: string; version?: number }>({
      queryFn: ({ id, departure_id, version: seen }, { getState }, _extra, baseQuery) =>
        sendInTurn(id, getState, (version) =>
          baseQuery({ path: `bookings/bookings/${id}/swap`, method: 'POST', auth: true, body: { departure_id, version: seen ?? version } }),
        ).then(detailOf),
      onQueryStarted: ({ id }, lifecycle) => reloadWhenStale(id, lifecycle),
      invalidatesTags: (result, _error, { id }) => (result ? bookingTags(id) : []),
    }),

    /** What a swap would cost (`?preview=true`): nothing changes; the answer is a ChangePreview. */
    previewSwap: build.mutation<ChangePreview, { id: number; departure_id: string }>({
      queryFn: async ({ id, departure_id }, { getState }, _extra, baseQuery) => {
        const body = { departure_id, version: shownVersion(getState(), id) };
        const result = await baseQuery({ path: `bookings/bookings/${id}/swap?preview=true`, method: 'POST', auth: true, body });
        return 'error' in result && result.error ? { error: result.error } : { data: result.data as unknown as ChangePreview };
      },
      onQueryStarted: ({ id }, lifecycle) => reloadWhenStale(id, lifecycle),
    }),

    /** Revives an expired booking (no body): the booking again, or 409 with the reason. */
    reviveBooking: build.mutation<BookingDetail, number>({
      query: (id) => ({ path: `bookings/bookings/${id}/revive`, method: 'POST', auth: true }),
      transformResponse: (data: Raw) => readDetail(data) as BookingDetail,
      invalidatesTags: (result, _error, id) => (result ? bookingTags(id) : []),
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
  usePreviewSwapMutation,
  useReviveBookingMutation,
  useTourDeparturesQuery,
} = bookingsApi;

registerSeedReader('bookings/bookings', (answer) => ({ endpointName: 'listBookings', arg: undefined, value: bookingListOf(answer as Raw) }));

/** The server's messages of a failed call, or a fallback line (SPEC 8: a failure says why). */
export function errorMessages(error: unknown, fallback: string): string[] {
  if (isNotConfirmed(error)) return [];
  const errors = (error as ApiError | undefined)?.data?.errors;
  return Array.isArray(errors) && errors.length ? errors : [fallback];
}
