/**
 * Accounts and sessions (SPEC 4.2, 5, 6, 7). Paths are ours (SPEC does not show them) and are
 * documented in the OpenAPI under the tag "users". See contract/auth.ts for the shapes.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AUTH_MESSAGES,
  AuthHeadersSchema,
  ChangePasswordBodySchema,
  EditAccountBodySchema,
  MessageResponseSchema,
  OkResponseSchema,
  PasswordResetRequestBodySchema,
  SessionResponseSchema,
  SignInBodySchema,
  SignUpBodySchema,
  SocialSignInBodySchema,
  UserResponseSchema,
} from '../../../contract/auth';
import { ApiErrorSchema } from '../../../contract/errors';
import { badRequest } from '../../lib/errors';
import { verifyGoogleIdToken } from './google';
import { LIMITS, limitWith, refuseWhileHashingBusy } from './limits';
import { currentUser } from './plugin';
import {
  changePasswordWithToken,
  checkEmail,
  createPasswordReset,
  editAccount,
  signIn,
  signInWithGoogle,
  signUp,
  userDetails,
} from './service';
import { revokeSession } from './sessions';

const E = ApiErrorSchema;
const security = [{ token: [], email: [] }];

const authRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/users/sign_up',
    {
      onRequest: refuseWhileHashingBusy,
      preHandler: limitWith(app, LIMITS.signUp),
      schema: {
        tags: ['users'],
        summary: 'Create an account, then sign in',
        body: SignUpBodySchema,
        response: { 200: SessionResponseSchema, 400: E, 409: E, 429: E },
      },
    },
    async (request) => signUp(app.db, request.body),
  );

  app.post(
    '/users/sign_in',
    {
      onRequest: refuseWhileHashingBusy,
      preHandler: limitWith(app, LIMITS.signIn),
      schema: {
        tags: ['users'],
        summary: 'Sign in with email and password',
        description: 'One message for a wrong email or a wrong password. Limited to 10 attempts per 15 minutes per IP and email, 50 per IP.',
        body: SignInBodySchema,
        response: { 200: SessionResponseSchema, 400: E, 401: E, 429: E },
      },
    },
    async (request) => signIn(app.db, request.body),
  );

  app.post(
    '/users/social_sign_in',
    {
      preHandler: limitWith(app, LIMITS.socialSignIn),
      schema: {
        tags: ['users'],
        summary: 'Sign in (or sign up) with a Google ID token',
        body: SocialSignInBodySchema,
        response: { 200: SessionResponseSchema, 400: E, 401: E, 409: E, 429: E },
      },
    },
    async (request) => {
      const token = request.body.id_token ?? request.body.access_token;
      if (!app.config.googleClientId) throw badRequest(AUTH_MESSAGES.googleNotConfigured);
      if (!token) throw badRequest('The Google sign-in token is missing.');
      const claims = await verifyGoogleIdToken(app.config, token);
      return signInWithGoogle(app.db, claims, request.body.first_name);
    },
  );

  app.delete(
    '/users/sign_out',
    {
      preHandler: app.authenticate,
      schema: { tags: ['users'], summary: 'End this session', security, headers: AuthHeadersSchema, response: { 200: OkResponseSchema, 401: E } },
    },
    async (request) => {
      await revokeSession(app.db, currentUser(request).sessionId);
      return { success: true as const };
    },
  );

  app.get(
    '/users/me',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['users'],
        summary: 'Load the signed-in user: details, bookings and favourite activities',
        security,
        headers: AuthHeadersSchema,
        response: { 200: UserResponseSchema, 401: E },
      },
    },
    async (request) => ({ success: true as const, user: await userDetails(app.db, currentUser(request).id) }),
  );

  app.put(
    '/users/me',
    {
      preHandler: [app.authenticate, limitWith(app, LIMITS.editAccount)],
      schema: {
        tags: ['users'],
        summary: 'Edit the account',
        description: 'Changing the email or the password needs current_password; it signs out every other session.',
        security,
        headers: AuthHeadersSchema,
        body: EditAccountBodySchema,
        response: { 200: UserResponseSchema, 400: E, 401: E, 409: E, 429: E },
      },
    },
    async (request) => {
      const user = currentUser(request);
      return { success: true as const, user: await editAccount(app.db, user.id, user.sessionId, request.body) };
    },
  );

  app.post(
    '/users/password_reset',
    {
      preHandler: limitWith(app, LIMITS.resetRequest),
      schema: {
        tags: ['users'],
        summary: 'Email a password reset link',
        description: 'The answer is the same whether or not an account exists. The link is valid for 1 hour and works once.',
        body: PasswordResetRequestBodySchema,
        response: { 200: MessageResponseSchema, 400: E, 429: E },
      },
    },
    async (request) => {
      const email = checkEmail(request.body.email);
      // The link is emailed by a job enqueued with the reset (server/modules/jobs): a mail server
      // that is down delays it, never loses it, and the answer never waits for the mail.
      await createPasswordReset(app.db, email);
      return { success: true as const, message: AUTH_MESSAGES.resetSent };
    },
  );

  app.put(
    '/users/password',
    {
      onRequest: refuseWhileHashingBusy,
      preHandler: limitWith(app, LIMITS.changePassword),
      schema: {
        tags: ['users'],
        summary: 'Change the password with the token and email of a reset link',
        description: 'On success the token is spent and every session of the user ends; the site then signs in with the new password.',
        body: ChangePasswordBodySchema,
        response: { 200: OkResponseSchema, 400: E, 429: E },
      },
    },
    async (request) => {
      await changePasswordWithToken(app.db, request.body);
      return { success: true as const };
    },
  );
};

export default authRoutes;
