/**
 * Authentication in one place. Decorates:
 * - `app.authenticate`: a preHandler that answers 401 unless the `token` and `email` request
 *   headers match an unrevoked, unexpired session of that user; sets `request.user`.
 * - `app.optionalUser`: a preHandler that sets `request.user` when the headers are valid and
 *   leaves it null otherwise (never refuses).
 * Registered before every other module (server/modules/index.ts), so their routes can say
 * `{ preHandler: app.authenticate }`.
 */
import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { unauthorized } from '../../lib/errors';
import { findSessionUser, type AuthUser } from './sessions';

declare module 'fastify' {
  interface FastifyInstance {
    authenticate: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    optionalUser: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
  interface FastifyRequest {
    user: AuthUser | null;
  }
}

export const SIGN_IN_REQUIRED = 'Please sign in to continue.';

export default fp(
  async (app) => {
    app.decorateRequest('user', null);

    app.decorate('authenticate', async (request: FastifyRequest, reply: FastifyReply) => {
      // A signed-in answer (a booking, passport numbers) must never sit in a shared or browser cache.
      reply.header('cache-control', 'no-store');
      const user = await findSessionUser(app.db, request.headers.token, request.headers.email);
      if (!user) throw unauthorized(SIGN_IN_REQUIRED);
      request.user = user;
    });

    app.decorate('optionalUser', async (request: FastifyRequest) => {
      request.user = await findSessionUser(app.db, request.headers.token, request.headers.email);
    });
  },
  { name: 'kea-auth' },
);

/** The signed-in user of a route guarded by `app.authenticate`. */
export function currentUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw unauthorized(SIGN_IN_REQUIRED);
  return request.user;
}
