/**
 * Departures the tour pages read in the browser (SPEC 7):
 * - one tour's bookable departures for its dates-and-prices table:
 *   `GET tour_info/tours/{api_id}/get_intrepid_departures` -> `{ success, tours: [...] }`;
 * - every bookable departure for the search page:
 *   `GET tour_info/departures?valid_departure=true` -> `{ success, 'tour_info/departures': [...] }`.
 * Failures come back as errors; the components show a fallback.
 */
import { api } from '../../state/api';
import type { DepartureItem } from '../../../contract/departures';

export const tourDeparturesPath = (tourApiId: number) => `tour_info/tours/${tourApiId}/get_intrepid_departures`;
export const VALID_DEPARTURES_PATH = 'tour_info/departures?valid_departure=true';

const listOf = (value: unknown): DepartureItem[] => (Array.isArray(value) ? (value as DepartureItem[]) : []);

export const tourDeparturesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getTourDatesAndPrices: build.query<DepartureItem[], number>({
      query: (tourApiId) => tourDeparturesPath(tourApiId),
      transformResponse: (body: Record<string, unknown>) => listOf(body.tours),
      providesTags: ['Departures'],
    }),
    getSearchDepartures: build.query<DepartureItem[], void>({
      query: () => VALID_DEPARTURES_PATH,
      transformResponse: (body: Record<string, unknown>) => listOf(body['tour_info/departures']),
      providesTags: ['Departures'],
    }),
  }),
});

export const { useGetTourDatesAndPricesQuery, useGetSearchDeparturesQuery } = tourDeparturesApi;
