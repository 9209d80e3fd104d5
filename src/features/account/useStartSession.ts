import { useCallback } from 'react';
import type { SessionResponse } from '../../../contract/auth';
import { api } from '../../state/api';
import { sessionStarted } from './session-slice';
import { useAppDispatch } from '../../state/store';
import { userApi } from './user-api';
import { flashShown } from '../../state/ui-slice';

/**
 * After sign-in, sign-up, Google sign-in or a password change (SPEC 4.2): store the session (the
 * store persists token and email), load the user details, and show the success message (the
 * Layout keeps it for 7000 ms, across the navigation that follows).
 */
export function useStartSession() {
  const dispatch = useAppDispatch();
  return useCallback(
    (response: SessionResponse, message: string) => {
      dispatch(sessionStarted(response.session));
      // Whatever was cached belonged to the visitor (or another account): fetch afresh. The
      // answer already carries the user details, so the menu counts show at once.
      dispatch(api.util.invalidateTags(['User', 'Bookings', 'Favourites', 'Booking']));
      dispatch(userApi.util.upsertQueryData('getMe', response.session.email, response.user));
      dispatch(flashShown('success', message));
    },
    [dispatch],
  );
}
