import { useCallback, useState } from 'react';
import type { SessionResponse } from '../../../contract/auth';
import { SIGN_IN_SUCCESS } from './account';
import { apiErrors, useSocialSignInMutation } from './auth-api';
import { useStartSession } from './useStartSession';

/** Google's credential -> `users/social_sign_in` -> the session, as for a sign-in (SPEC 4.2). */
export function useSocialSignIn(onSuccess: ((response: SessionResponse) => void) | undefined, setErrors: (errors: string[]) => void) {
  const [socialSignIn] = useSocialSignInMutation();
  const startSession = useStartSession();
  const [busy, setBusy] = useState(false);
  const onCredential = useCallback(
    async (idToken: string) => {
      setErrors([]);
      setBusy(true);
      const result = await socialSignIn({ id_token: idToken });
      setBusy(false);
      if ('error' in result) {
        setErrors(apiErrors(result.error));
        return;
      }
      startSession(result.data, SIGN_IN_SUCCESS);
      onSuccess?.(result.data);
    },
    [socialSignIn, startSession, onSuccess, setErrors],
  );
  return { onCredential, busy };
}
