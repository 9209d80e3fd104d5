/**
 * The staff area's calls (/api/staff, server/modules/staff/routes.ts), injected into the one RTK
 * Query api. Every call sends the session headers; the server checks the staff role on each.
 * A staff action invalidates 'Staff' (and the booking's own tags), so every staff list reloads.
 */
import { api } from '../../state/api';

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

type Raw = Record<string, unknown>;

export const staffApi = api.injectEndpoints({
  endpoints: (build) => ({
    staffRequests: build.query<StaffRequest[], void>({
      query: () => ({ path: 'staff/requests', auth: true }),
      transformResponse: (data: Raw) => (data.requests as StaffRequest[] | undefined) ?? [],
      providesTags: ['Staff'],
    }),
    bookingEvents: build.query<AuditEvent[], number>({
      query: (id) => ({ path: `staff/bookings/${id}/events`, auth: true }),
      transformResponse: (data: Raw) => (data.events as AuditEvent[] | undefined) ?? [],
      providesTags: (_result, _error, id) => ['Staff', { type: 'Booking', id: String(id) }],
    }),
    confirmRequest: build.mutation<void, number>({
      query: (id) => ({ path: `staff/bookings/${id}/confirm`, method: 'POST', auth: true, body: {} }),
      transformResponse: () => undefined,
      invalidatesTags: (_result, error, id) => (error ? [] : ['Staff', 'Bookings', { type: 'Booking', id: String(id) }]),
    }),
    declineRequest: build.mutation<{ refunded: number }, { id: number; reason: string }>({
      query: ({ id, reason }) => ({ path: `staff/bookings/${id}/decline`, method: 'POST', auth: true, body: reason ? { reason } : {} }),
      transformResponse: (data: Raw) => ({ refunded: Number(data.refunded ?? 0) }),
      invalidatesTags: (_result, error, { id }) => (error ? [] : ['Staff', 'Bookings', { type: 'Booking', id: String(id) }]),
    }),
  }),
});

export const { useStaffRequestsQuery, useBookingEventsQuery, useConfirmRequestMutation, useDeclineRequestMutation } = staffApi;
