/**
 * Favourite activities (SPEC 4.1, 6, 7; shapes in contract/favourites.ts). Signed in only:
 *   GET    users/favourites                 -> { favorites: { activities: [api ids] } }
 *   POST   users/favourites { activity_id } -> the same
 *   DELETE users/favourites/{activity_id}   -> the same
 * After any add or remove the favourites are refetched (tags 'Favourites' and 'User', so the
 * header's count and the account's favourites page follow).
 */
import type { FavouritesResponse } from '../../../contract/favourites';
import { api } from '../../state/api';
import { registerSeedReader } from '../../state/page-seed';

const idsOf = (body: Record<string, unknown>): number[] => (body as unknown as FavouritesResponse).favorites?.activities ?? [];

export const favouritesApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The argument is the session's email: it keys the cache, so one account never sees another's list. */
    getFavourites: build.query<number[], string>({
      query: () => ({ path: 'users/favourites', auth: true }),
      transformResponse: idsOf,
      providesTags: ['Favourites'],
    }),
    addFavourite: build.mutation<number[], number>({
      query: (activityId) => ({ path: 'users/favourites', method: 'POST', body: { activity_id: activityId }, auth: true }),
      transformResponse: idsOf,
      invalidatesTags: ['Favourites', 'User'],
    }),
    removeFavourite: build.mutation<number[], number>({
      query: (activityId) => ({ path: `users/favourites/${activityId}`, method: 'DELETE', auth: true }),
      transformResponse: idsOf,
      invalidatesTags: ['Favourites', 'User'],
    }),
  }),
});

export const { useGetFavouritesQuery, useAddFavouriteMutation, useRemoveFavouriteMutation } = favouritesApi;

registerSeedReader('users/favourites', (answer, seed) => ({ endpointName: 'getFavourites', arg: seed.session.email, value: idsOf(answer as Record<string, unknown>) }));
