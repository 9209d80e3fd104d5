/**
 * Routes take their request and reply types from the contract's schemas through the TypeBox
 * type provider (no hand-written generics). The `@ts-expect-error` lines fail `npm run
 * typecheck` if a schema stops being seen by the provider (a body typed `any` or `unknown`
 * would make them unused); the runtime part checks the same schema still validates on the wire.
 */
import Fastify from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { ApiErrorSchema } from '../../contract/errors';
import { AddFavouriteBodySchema, FavouritesResponseSchema } from '../../contract/favourites';
import { registerErrorHandling } from '../lib/errors';

async function appWithOneRoute() {
  const app = Fastify().withTypeProvider<TypeBoxTypeProvider>();
  registerErrorHandling(app);
  app.post('/favourites', { schema: { body: AddFavouriteBodySchema, response: { 200: FavouritesResponseSchema, 400: ApiErrorSchema } } }, async (request, reply) => {
    const id: number | string = request.body.activity_id;
    // @ts-expect-error the body has no such field
    void request.body.activity;
    // Never called: only typed.
    const wrongAnswer = () =>
      // @ts-expect-error an answer must match the 200 schema
      reply.code(200).send({ success: true, favorites: {} });
    void wrongAnswer;
    return { success: true as const, favorites: { activities: [Number(id)] } };
  });
  await app.ready();
  return app;
}

describe('routes typed by the TypeBox provider', () => {
  it('validates and serializes with the same schemas that type the handler', async () => {
    const app = await appWithOneRoute();
    const ok = await app.inject({ method: 'POST', url: '/favourites', payload: { activity_id: '12' } });
    expect(ok.json()).toEqual({ success: true, favorites: { activities: [12] } });
    const bad = await app.inject({ method: 'POST', url: '/favourites', payload: { activity: 12 } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ success: false, errors: ['body.activity_id is required'] });
    await app.close();
  });
});
