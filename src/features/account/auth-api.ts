/**
 * Accounts calls (SPEC 4.2, 7; paths and shapes in contract/auth.ts). Session-creating calls
 * answer `{ success, session, user }`; the account components store the session and flash the
 * success message (see ./useStartSession.ts). Reading the user
 * (`GET users/me`) and signing out live in user-api.ts.
 */
import type {
  ChangePasswordBody,
  EditAccountBody,
  PasswordResetRequestBody,
  SessionResponse,
  SignInBody,
  SignUpBody,
  SocialSignInBody,
  UserResponse,
} from '../../../contract/auth';
import { api } from '../../state/api';

export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    signIn: build.mutation<SessionResponse, SignInBody>({
      query: (body) => ({ path: 'users/sign_in', method: 'POST', body }),
    }),
    signUp: build.mutation<SessionResponse, SignUpBody>({
      query: (body) => ({ path: 'users/sign_up', method: 'POST', body }),
    }),
    socialSignIn: build.mutation<SessionResponse, SocialSignInBody>({
      query: (body) => ({ path: 'users/social_sign_in', method: 'POST', body }),
    }),
    requestPasswordReset: build.mutation<{ success: true; message: string }, PasswordResetRequestBody>({
      query: (body) => ({ path: 'users/password_reset', method: 'POST', body }),
    }),
    changePassword: build.mutation<{ success: true }, ChangePasswordBody>({
      query: (body) => ({ path: 'users/password', method: 'PUT', body }),
    }),
    updateAccount: build.mutation<UserResponse, EditAccountBody>({
      query: (body) => ({ path: 'users/me', method: 'PUT', body, auth: true }),
      invalidatesTags: ['User'],
    }),
  }),
});

export const {
  useSignInMutation,
  useSignUpMutation,
  useSocialSignInMutation,
  useRequestPasswordResetMutation,
  useChangePasswordMutation,
  useUpdateAccountMutation,
} = authApi;

/** The server's messages of a failed call (SPEC 8: one line each above the form). */
export function apiErrors(error: unknown): string[] {
  const errors = (error as { data?: { errors?: unknown } } | undefined)?.data?.errors;
  if (Array.isArray(errors) && errors.length > 0) return errors.map(String);
  return ['Something went wrong. Please try again.'];
}
