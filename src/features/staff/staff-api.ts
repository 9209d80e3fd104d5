/**
 * The staff area's calls (/api/staff, server/modules/staff/routes.ts), injected into the one RTK
 * Query api. Every call sends the session headers; the server checks the staff role on each.
 * A staff action invalidates 'Staff' (and the booking's own tags), so every staff list reloads.
 */
import type {
  AdHocItemBody,
  BookingSearchQuery,
  CancelBody,
  DashboardResponse,
  DepartureEventsResponse,
  DepartureListQuery,
  DepartureSummary,
  ManifestResponse,
  OfflinePaymentBody,
  PromoCode,
  CreatePromoCodeBody,
  RefundBody,
  StaffBooking,
  StaffLead,
  SupplierListResponse,
  UpdateDepartureBody,
  LeadListQuery,
  PublishingStatusResponse,
} from '../../../contract/staff';
import { api } from '../../state/api';
import { registerSeedReader } from '../../state/page-seed';

/** A page of a list the server pages. */
export interface Paged<T> {
  items: T[];
  page: number;
  per_page: number;
  total: number;
  /** More match than `total`: the server stopped counting there (the bookings search, the leads). */
  capped: boolean;
}

/** 'staff/bookings' + { q: 'x', page: 2 } -> 'staff/bookings?q=x&page=2' (empty values left out). */
export function withQuery(path: string, query: object): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  const text = params.toString();
  return text ? `${path}?${text}` : path;
}

const paged = <T>(key: string) => (data: Raw): Paged<T> => ({
  items: (data[key] as T[] | undefined) ?? [],
  page: Number(data.page ?? 1),
  per_page: Number(data.per_page ?? 50),
  total: Number(data.total ?? 0),
  capped: data.total_capped === true,
});

const bookingsPage = paged<StaffBooking>('bookings');
const departuresPage = paged<DepartureSummary>('departures');
const publishingOf = (data: Raw) => data as unknown as PublishingStatusResponse;
const leadsPage = paged<StaffLead>('leads');
const requestsOf = (data: Raw) => (data.requests as StaffRequest[] | undefined) ?? [];
const promoCodesOf = (data: Raw) => (data.promo_codes as PromoCode[] | undefined) ?? [];
const manifestOf = (data: Raw) => data as unknown as ManifestResponse;
const suppliersOf = (data: Raw) => data as unknown as SupplierListResponse;

/** A list's query as its page asks for it, from a read's query values ('page=1&per_page=25' -> { page: 1, per_page: 25 }). */
export function listQueryOf(query: Record<string, string>): Record<string, string | number> {
  return Object.fromEntries(Object.entries(query).map(([key, value]) => [key, key === 'page' || key === 'per_page' ? Number(value) : value]));
}

/** After a staff action on booking `id`: every staff list, the booking's own pages, the customer's lists. */
const bookingChanged = (id: number) => ['Staff' as const, 'Bookings' as const, { type: 'Booking' as const, id: String(id) }];

export interface StaffRequest {
  booking_id: number;
  tour_name: string;
  tour_slug: string;
  departure_date: string;
  travellers: number;
  customer_email: string;
  paid: number;
  deadline: string | null;
  overdue: boolean;
  created_at: string;
}

type Raw = Record<string, unknown>;

/** A booking's state as the audit log records it before and after each change (lifecycle.ts summary). */
export interface AuditSummary {
  status: string;
  version: number;
  departure_id: number;
  departure_date: string;
  travellers: number;
  total_cents: number;
  paid_cents: number;
  balance_cents: number;
  credit_cents: number;
  promo: string | null;
}

export interface AuditEvent {
  id: number;
  action: string;
  actor_kind: string;
  actor_email: string | null;
  detail: { before?: AuditSummary | null; after?: AuditSummary; request?: Record<string, unknown> } & Record<string, unknown>;
  created_at: string;
}

/** A page of an audit log (a booking's, a departure's): the API answers AUDIT_PAGE_SIZE events at a time. */
export interface AuditPage<E = AuditEvent> {
  events: E[];
  /** Whether older events remain before this page's first. */
  earlier: boolean;
}

/** An audit log page as the API answers it. */
const auditPageOf =
  <E>() =>
  (data: Raw): AuditPage<E> => ({ events: (data.events as E[] | undefined) ?? [], earlier: data.earlier === true });

const bookingEventsOf = auditPageOf<AuditEvent>();

/** A change staff made to a departure (sale, capacity, discount), with the departure before and after. */
export type DepartureEvent = DepartureEventsResponse['events'][number];

export const staffApi = api.injectEndpoints({
  endpoints: (build) => ({
    staffRequests: build.query<StaffRequest[], void>({
      query: () => ({ path: 'staff/requests', auth: true }),
      transformResponse: requestsOf,
      providesTags: ['Staff'],
    }),
    /** A page of a booking's audit log: the newest, or the one before event `before`. */
    bookingEvents: build.query<AuditPage, { id: number; before?: number }>({
      query: ({ id, before }) => ({ path: withQuery(`staff/bookings/${id}/events`, { before }), auth: true }),
      transformResponse: bookingEventsOf,
      providesTags: (_result, _error, { id }) => ['Staff', { type: 'Booking', id: String(id) }],
    }),
    confirmRequest: build.mutation<void, number>({
      query: (id) => ({ path: `staff/bookings/${id}/confirm`, method: 'POST', auth: true, body: {} }),
      transformResponse: () => undefined,
      invalidatesTags: (_result, error, id) => (error ? [] : bookingChanged(id)),
    }),
    declineRequest: build.mutation<{ refunded: number }, { id: number; reason: string }>({
      query: ({ id, reason }) => ({ path: `staff/bookings/${id}/decline`, method: 'POST', auth: true, body: reason ? { reason } : {} }),
      transformResponse: (data: Raw) => ({ refunded: Number(data.refunded ?? 0) }),
      invalidatesTags: (_result, error, { id }) => (error ? [] : bookingChanged(id)),
    }),

    dashboard: build.query<DashboardResponse, void>({
      query: () => ({ path: 'staff/dashboard', auth: true }),
      transformResponse: (data: Raw) => data as unknown as DashboardResponse,
      providesTags: ['Staff'],
    }),
    publishingStatus: build.query<PublishingStatusResponse, void>({
      query: () => ({ path: 'staff/publishing', auth: true }),
      transformResponse: publishingOf,
      providesTags: ['Staff'],
    }),
    staffDepartures: build.query<Paged<DepartureSummary>, DepartureListQuery>({
      query: (query) => ({ path: withQuery('staff/departures', query), auth: true }),
      transformResponse: departuresPage,
      providesTags: ['Staff'],
    }),
    updateDeparture: build.mutation<DepartureSummary, { id: number; body: UpdateDepartureBody }>({
      query: ({ id, body }) => ({ path: `staff/departures/${id}`, method: 'PATCH', auth: true, body }),
      transformResponse: (data: Raw) => data.departure as DepartureSummary,
      invalidatesTags: (_result, error) => (error ? [] : ['Staff', 'Departures']),
    }),
    departureEvents: build.query<AuditPage<DepartureEvent>, { id: number; before?: number }>({
      query: ({ id, before }) => ({ path: withQuery(`staff/departures/${id}/events`, { before }), auth: true }),
      transformResponse: auditPageOf<DepartureEvent>(),
      providesTags: ['Staff'],
    }),
    manifest: build.query<ManifestResponse, number>({
      query: (id) => ({ path: `staff/departures/${id}/manifest`, auth: true }),
      transformResponse: manifestOf,
      providesTags: ['Staff'],
    }),
    suppliers: build.query<SupplierListResponse, number>({
      query: (id) => ({ path: `staff/departures/${id}/suppliers`, auth: true }),
      transformResponse: suppliersOf,
      providesTags: ['Staff'],
    }),
    searchBookings: build.query<Paged<StaffBooking>, BookingSearchQuery>({
      query: (query) => ({ path: withQuery('staff/bookings', query), auth: true }),
      transformResponse: bookingsPage,
      providesTags: ['Staff'],
    }),
    lockBooking: build.mutation<StaffBooking, { id: number; locked: boolean }>({
      query: ({ id, locked }) => ({ path: `staff/bookings/${id}/lock`, method: 'PUT', auth: true, body: { locked } }),
      transformResponse: (data: Raw) => data.booking as StaffBooking,
      invalidatesTags: (_result, error, { id }) => (error ? [] : bookingChanged(id)),
    }),
    cancelBooking: build.mutation<{ refunded: number; booking: StaffBooking }, { id: number; body: CancelBody }>({
      query: ({ id, body }) => ({ path: `staff/bookings/${id}/cancel`, method: 'POST', auth: true, body }),
      transformResponse: (data: Raw) => ({ refunded: Number(data.refunded ?? 0), booking: data.booking as StaffBooking }),
      invalidatesTags: (_result, error, { id }) => (error ? [] : [...bookingChanged(id), 'Departures']),
    }),
    refundBooking: build.mutation<{ refunded: number; booking: StaffBooking }, { id: number; body: RefundBody }>({
      query: ({ id, body }) => ({ path: `staff/bookings/${id}/refund`, method: 'POST', auth: true, body }),
      transformResponse: (data: Raw) => ({ refunded: Number(data.refunded ?? 0), booking: data.booking as StaffBooking }),
      invalidatesTags: (_result, error, { id }) => (error ? [] : bookingChanged(id)),
    }),
    recordPayment: build.mutation<StaffBooking, { id: number; body: OfflinePaymentBody }>({
      query: ({ id, body }) => ({ path: `staff/bookings/${id}/payments`, method: 'POST', auth: true, body }),
      transformResponse: (data: Raw) => data.booking as StaffBooking,
      invalidatesTags: (_result, error, { id }) => (error ? [] : bookingChanged(id)),
    }),
    addItem: build.mutation<StaffBooking, { id: number; body: AdHocItemBody }>({
      query: ({ id, body }) => ({ path: `staff/bookings/${id}/items`, method: 'POST', auth: true, body }),
      transformResponse: (data: Raw) => data.booking as StaffBooking,
      invalidatesTags: (_result, error, { id }) => (error ? [] : bookingChanged(id)),
    }),
    resendConfirmation: build.mutation<void, number>({
      query: (id) => ({ path: `staff/bookings/${id}/resend_confirmation`, method: 'POST', auth: true, body: {} }),
      transformResponse: () => undefined,
    }),
    promoCodes: build.query<PromoCode[], void>({
      query: () => ({ path: 'staff/promo_codes', auth: true }),
      transformResponse: promoCodesOf,
      providesTags: ['Staff'],
    }),
    createPromoCode: build.mutation<PromoCode, CreatePromoCodeBody>({
      query: (body) => ({ path: 'staff/promo_codes', method: 'POST', auth: true, body }),
      transformResponse: (data: Raw) => data.promo_code as PromoCode,
      invalidatesTags: (_result, error) => (error ? [] : ['Staff']),
    }),
    expirePromoCode: build.mutation<PromoCode, number>({
      query: (id) => ({ path: `staff/promo_codes/${id}/expire`, method: 'POST', auth: true, body: {} }),
      transformResponse: (data: Raw) => data.promo_code as PromoCode,
      invalidatesTags: (_result, error) => (error ? [] : ['Staff']),
    }),
    leads: build.query<Paged<StaffLead>, LeadListQuery>({
      query: (query) => ({ path: withQuery('staff/leads', query), auth: true }),
      transformResponse: leadsPage,
      providesTags: ['Staff'],
    }),
    retryLead: build.mutation<StaffLead, number>({
      query: (id) => ({ path: `staff/leads/${id}/retry`, method: 'POST', auth: true, body: {} }),
      transformResponse: (data: Raw) => data.lead as StaffLead,
      // Whatever the answer: a refusal ("already delivered") means the list changed meanwhile.
      invalidatesTags: ['Staff'],
    }),
  }),
});

// The staff pages the server draws with their first page of data (contract/signed-in-pages.ts).
registerSeedReader('staff/bookings', (answer, _seed, query) => ({ endpointName: 'searchBookings', arg: listQueryOf(query), value: bookingsPage(answer as Raw) }));
registerSeedReader('staff/departures', (answer, _seed, query) => ({ endpointName: 'staffDepartures', arg: listQueryOf(query), value: departuresPage(answer as Raw) }));
registerSeedReader('staff/publishing', (answer) => ({ endpointName: 'publishingStatus', arg: undefined, value: publishingOf(answer as Raw) }));
registerSeedReader('staff/requests', (answer) => ({ endpointName: 'staffRequests', arg: undefined, value: requestsOf(answer as Raw) }));
registerSeedReader('staff/promo_codes', (answer) => ({ endpointName: 'promoCodes', arg: undefined, value: promoCodesOf(answer as Raw) }));
registerSeedReader('staff/leads', (answer, _seed, query) => ({ endpointName: 'leads', arg: listQueryOf(query), value: leadsPage(answer as Raw) }));
// A booking's page: its newest audit events (the page before none); a departure's: its manifest and the suppliers' lists.
registerSeedReader('staff/bookings/{id}/events', (answer, _seed, { id }) => ({ endpointName: 'bookingEvents', arg: { id: Number(id) }, value: bookingEventsOf(answer as Raw) }));
registerSeedReader('staff/departures/{id}/manifest', (answer, _seed, { id }) => ({ endpointName: 'manifest', arg: Number(id), value: manifestOf(answer as Raw) }));
registerSeedReader('staff/departures/{id}/suppliers', (answer, _seed, { id }) => ({ endpointName: 'suppliers', arg: Number(id), value: suppliersOf(answer as Raw) }));

export const {
  useStaffRequestsQuery,
  useBookingEventsQuery,
  useConfirmRequestMutation,
  useDeclineRequestMutation,
  useDashboardQuery,
  usePublishingStatusQuery,
  useStaffDeparturesQuery,
  useUpdateDepartureMutation,
  useDepartureEventsQuery,
  useManifestQuery,
  useSuppliersQuery,
  useSearchBookingsQuery,
  useLockBookingMutation,
  useCancelBookingMutation,
  useRefundBookingMutation,
  useRecordPaymentMutation,
  useAddItemMutation,
  useResendConfirmationMutation,
  usePromoCodesQuery,
  useCreatePromoCodeMutation,
  useExpirePromoCodeMutation,
  useLeadsQuery,
  useRetryLeadMutation,
} = staffApi;

/** A fresh idempotency key for one staff action that moves money (sent again on a retry of the same action). */
export function newIdempotencyKey(): string {
  // getRandomValues, unlike randomUUID, also works on a page not served over HTTPS.
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return `staff-${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;
}
