/**
 * Favourite activities (SPEC 4.1, 6: the favourite action requires sign-in).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ApiErrorSchema } from '../../../contract/errors';
import { AddFavouriteBodySchema, FavouriteParamsSchema, FavouritesResponseSchema } from '../../../contract/favourites';
import { currentUser } from '../auth/plugin';
import { addFavourite, listFavouriteActivityIds, removeFavourite } from './service';

const security = [{ token: [], email: [] }];
const errors = { 400: ApiErrorSchema, 401: ApiErrorSchema, 404: ApiErrorSchema };

const favouritesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const answer = async (userId: number) => ({ success: true as const, favorites: { activities: await listFavouriteActivityIds(app.db, userId) } });

  app.get(
    '/users/favourites',
    {
      preHandler: app.authenticate,
      schema: { tags: ['favourites'], summary: "The signed-in user's favourite activities", security, response: { 200: FavouritesResponseSchema, ...errors } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return answer(currentUser(request).id);
    },
  );

  app.post(
    '/users/favourites',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['favourites'],
        summary: 'Add an activity to the favourites (idempotent)',
        security,
        body: AddFavouriteBodySchema,
        response: { 200: FavouritesResponseSchema, ...errors },
      },
    },
    async (request) => {
      const user = currentUser(request);
      await addFavourite(app.db, user.id, request.body.activity_id);
      return answer(user.id);
    },
  );

  app.delete(
    '/users/favourites/:activity_id',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['favourites'],
        summary: 'Remove an activity from the favourites (idempotent)',
        security,
        params: FavouriteParamsSchema,
        response: { 200: FavouritesResponseSchema, ...errors },
      },
    },
    async (request) => {
      const user = currentUser(request);
      await removeFavourite(app.db, user.id, request.params.activity_id);
      return answer(user.id);
    },
  );
};

export default favouritesRoutes;
