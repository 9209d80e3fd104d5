/**
 * Favourite activities (SPEC 4.1; paths not shown by SPEC, so ours). Signed in only: the
 * `token` and `email` headers of the session.
 *   GET    /api/users/favourites                  -> FavouritesResponse
 *   POST   /api/users/favourites  { activity_id } -> FavouritesResponse  (idempotent)
 *   DELETE /api/users/favourites/{activity_id}    -> FavouritesResponse  (idempotent)
 * `activity_id` is the activity api id. Unknown activity: 404.
 */
import { Type, type Static } from 'typebox';

export const FavouritesResponseSchema = Type.Object({
  success: Type.Literal(true),
  favorites: Type.Object({ activities: Type.Array(Type.Integer(), { description: 'Api ids of the favourite activities, oldest first.' }) }),
});
export type FavouritesResponse = Static<typeof FavouritesResponseSchema>;

const ActivityId = Type.Union([Type.Integer({ minimum: 1, maximum: 2147483647 }), Type.String({ pattern: '^[1-9][0-9]{0,8}$' })], { description: 'The activity api id.' });

export const AddFavouriteBodySchema = Type.Object({ activity_id: ActivityId }, { additionalProperties: false });
export type AddFavouriteBody = Static<typeof AddFavouriteBodySchema>;

export const FavouriteParamsSchema = Type.Object({ activity_id: Type.String({ maxLength: 20, description: 'The activity api id.' }) });
