/**
 * Departures, deals, the availability calendar and the waitlist (SPEC 3, 4.4, 7; paths and
 * shapes in contract/departures.ts and contract/waitlist.ts):
 *   GET  tour_info/departures?valid_departure=true            -> data['tour_info/departures']
 *   GET  tour_info/departures?last_deal=true&minimal_data=true -> the same list shape
 *   GET  tour_info/departures/{id}                             -> data['tour_info/departure']
 *   GET  tour_info/tours/{id}/availability                     -> data.data (inactive days, departure dates)
 *   POST tour_info/departures/checking_departure {tour_id, departure_date 'D/MM/YYYY'} -> data.data
 *   GET  waitlist/departure?tour_id&departure_date, POST waitlist
 */
import type { DepartureCheck, DepartureItem, TourAvailability } from '../../../contract/departures';
import type { JoinWaitlistBody, JoinWaitlistResponse, WaitlistDepartureResponse } from '../../../contract/waitlist';
import { api } from '../../state/api';

export const DEPARTURE_PATHS = {
  valid: 'tour_info/departures?valid_departure=true',
  lastDeals: 'tour_info/departures?last_deal=true&minimal_data=true',
  one: (id: string) => `tour_info/departures/${encodeURIComponent(id)}`,
  availability: (tourApiId: number | string) => `tour_info/tours/${encodeURIComponent(String(tourApiId))}/availability`,
  check: 'tour_info/departures/checking_departure',
} as const;

const listOf = (body: Record<string, unknown>): DepartureItem[] => {
  const list = body['tour_info/departures'];
  return Array.isArray(list) ? (list as DepartureItem[]) : [];
};

export const departuresApi = api.injectEndpoints({
  endpoints: (build) => ({
    getValidDepartures: build.query<DepartureItem[], void>({
      query: () => DEPARTURE_PATHS.valid,
      transformResponse: listOf,
      providesTags: ['Departures'],
    }),
    getLastDeals: build.query<DepartureItem[], void>({
      query: () => DEPARTURE_PATHS.lastDeals,
      transformResponse: listOf,
      providesTags: ['Departures'],
    }),
    getDeparture: build.query<DepartureItem, string>({
      query: (id) => DEPARTURE_PATHS.one(id),
      transformResponse: (body: Record<string, unknown>) => body['tour_info/departure'] as DepartureItem,
      providesTags: ['Departures'],
    }),
    getTourAvailability: build.query<TourAvailability, number | string>({
      query: (tourApiId) => DEPARTURE_PATHS.availability(tourApiId),
      transformResponse: (body: Record<string, unknown>) => body.data as TourAvailability,
      providesTags: ['Departures'],
    }),
    checkDeparture: build.mutation<DepartureCheck, { tour_id: number | string; departure_date: string }>({
      query: (body) => ({ path: DEPARTURE_PATHS.check, method: 'POST', body }),
      transformResponse: (body: Record<string, unknown>) => body.data as DepartureCheck,
    }),
    waitlistDeparture: build.query<WaitlistDepartureResponse['data'], { tour_id: number | string; departure_date: string }>({
      query: ({ tour_id, departure_date }) => `waitlist/departure?tour_id=${encodeURIComponent(String(tour_id))}&departure_date=${encodeURIComponent(departure_date)}`,
      transformResponse: (body: Record<string, unknown>) => body.data as WaitlistDepartureResponse['data'],
      // Seats change: always ask afresh.
      keepUnusedDataFor: 0,
    }),
    joinWaitlist: build.mutation<JoinWaitlistResponse['data'], JoinWaitlistBody>({
      query: (body) => ({ path: 'waitlist', method: 'POST', body }),
      transformResponse: (body: Record<string, unknown>) => body.data as JoinWaitlistResponse['data'],
    }),
  }),
});

export const {
  useGetValidDeparturesQuery,
  useGetLastDealsQuery,
  useGetDepartureQuery,
  useGetTourAvailabilityQuery,
  useCheckDepartureMutation,
  useLazyWaitlistDepartureQuery,
  useJoinWaitlistMutation,
} = departuresApi;
