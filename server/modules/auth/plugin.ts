/**
 * Authentication in one place. Decorates:
 * - `app.authenticate`: a preHandler that answers 401 unless the `token` and `email` request
 *   headers match an unrevoked, unexpired session of that user; sets `request.user`.
 * - `app.optionalUser`: a preHandler that sets `request.user` when the headers are valid and
 *   leaves it null otherwise (never refuses).
 * - `app.signedInRead(request, reply, read)`: what `authenticate` does, with the session check
 *   and `read` sent to the database together (one round trip on PostgreSQL); `read`'s answer
 *   goes back only once the session is found. For a route that checks what it read against the
 *   user (a booking's owner) and writes nothing.
 * Registered before every other module (server/modules/index.ts), so their routes can say
 * `{ preHandler: app.authenticate }`.
 */
import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { unauthorized } from '../../lib/errors';
import type { Db } from '../../db/client';
import { findSessionUser, isSessionShaped, type AuthUser } from './sessions';

declare module 'fastify' {
  interface FastifyInstance {
    authenticate: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    optionalUser: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    signedInRead: <T>(request: FastifyRequest, reply: FastifyReply, read: (db: Db) => Promise<T>) => Promise<{ user: AuthUser; result: T }>;
  }
  interface FastifyRequest {
    user: AuthUser | null;
  }
}

export const SIGN_IN_REQUIRED = 'Please sign in to continue.';

export default fp(
  async (app) => {
    app.decorateRequest('user', null);

    // A signed-in answer (a booking, passport numbers) must never sit in a shared or browser cache.
    const keepPrivate = (reply: FastifyReply) => reply.header('cache-control', 'no-store');

    // The session check as a read; null for headers that cannot name a session (nothing is read for them).
    const sessionRead = (request: FastifyRequest): ((db: Db) => Promise<AuthUser | null>) | null => {
      const { token, email } = request.headers;
      return isSessionShaped(token, email) ? (db) => findSessionUser(db, token, email) : null;
    };

    // Every signed-in request's session check goes to the database with the other reads of its
    // turn (database.together): one round trip for many requests on PostgreSQL.
    const sessionUser = (request: FastifyRequest) => {
      const findUser = sessionRead(request);
      return findUser ? app.database.together(findUser) : Promise.resolve(null);
    };

    app.decorate('authenticate', async (request: FastifyRequest, reply: FastifyReply) => {
      keepPrivate(reply);
      const user = await sessionUser(request);
      if (!user) throw unauthorized(SIGN_IN_REQUIRED);
      request.user = user;
    });

    app.decorate('signedInRead', async <T>(request: FastifyRequest, reply: FastifyReply, read: (db: Db) => Promise<T>) => {
      keepPrivate(reply);
      const findUser = sessionRead(request);
      if (!findUser) throw unauthorized(SIGN_IN_REQUIRED);
      // Both settle, and the session decides first: who is not signed in learns nothing of the read.
      const [session, answer] = await app.database.together((db) => Promise.allSettled([findUser(db), read(db)]));
      if (session.status === 'rejected') throw session.reason;
      if (!session.value) throw unauthorized(SIGN_IN_REQUIRED);
      if (answer.status === 'rejected') throw answer.reason;
      request.user = session.value;
      return { user: session.value, result: answer.value };
    });

    app.decorate('optionalUser', async (request: FastifyRequest) => {
      request.user = await sessionUser(request);
    });
  },
  { name: 'kea-auth' },
);

/** The signed-in user of a route guarded by `app.authenticate`. */
export function currentUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw unauthorized(SIGN_IN_REQUIRED);
  return request.user;
}
