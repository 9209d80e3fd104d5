/**
 * The signed-in user (SPEC 3 "User", 4.1, 6): `GET /api/users/me` with the token and email
 * headers -> `{ success, user: { id, first_name, email, is_admin, bookings: { bookings },
 * favorites: { activities } } }`, and sign out (`DELETE /api/users/sign_out`). Tag 'User':
 * anything that changes bookings or favourites invalidates it, so the header counts follow.
 */
import { api } from '../../state/api';
import { sessionEnded } from './session-slice';
import { registerSeedReader } from '../../state/page-seed';
import type { RootState } from '../../state/store';

export interface UserDetails {
  id: number;
  first_name: string;
  last_name?: string;
  email: string;
  is_admin: boolean;
  bookings: { bookings: unknown[] };
  favorites: { activities: number[] };
}

/** `users/me`'s answer as the query caches it. */
const userOf = (body: Record<string, unknown>) => body.user as UserDetails;

export const userApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The argument is the session's email: it keys the cache, so one account never sees another's counts. */
    getMe: build.query<UserDetails, string>({
      query: () => ({ path: 'users/me', auth: true }),
      transformResponse: userOf,
      providesTags: ['User'],
    }),
    signOut: build.mutation<{ success: boolean }, void>({
      query: () => ({ path: 'users/sign_out', method: 'DELETE', auth: true }),
      // The session ends here whatever the server says: a stale token must not keep the visitor "signed in".
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        try {
          await queryFulfilled;
        } catch {
          // Already expired or unreachable: ending the local session is what the visitor asked for.
        }
        dispatch(sessionEnded());
        dispatch(api.util.invalidateTags(['User', 'Bookings', 'Booking', 'Favourites']));
      },
    }),
  }),
});

export const { useGetMeQuery, useSignOutMutation } = userApi;

registerSeedReader('users/me', (answer, seed) => ({ endpointName: 'getMe', arg: seed.session.email, value: userOf(answer as Record<string, unknown>) }));

/** Bookings and favourites counts for the header menu (0 until loaded). */
export function countsOf(user: UserDetails | undefined): { bookings: number; favourites: number } {
  return {
    bookings: Array.isArray(user?.bookings?.bookings) ? user.bookings.bookings.length : 0,
    favourites: Array.isArray(user?.favorites?.activities) ? user.favorites.activities.length : 0,
  };
}

export const selectAuthenticated = (state: RootState) => state.session.authenticated;
