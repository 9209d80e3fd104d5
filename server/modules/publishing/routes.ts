/**
 * The publishing hook: `POST /api/content/hooks/contentful`, called by a Contentful webhook on
 * publish, unpublish and delete. Verified by Contentful's request signature (signature.ts) with
 * CONTENTFUL_WEBHOOK_SECRET: unsigned 401, wrongly signed or stale 403. A good hook answers 202
 * at once and asks the publisher for a rebuild (debounced, single flight). Off (404) without
 * the secret. The build status for staff is `GET /api/staff/publishing` (staff/routes.ts).
 */
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { verifyRequest } from './signature';
import { createPublisher } from './service';

export const HOOK_PATH = '/content/hooks/contentful';

const publishing: FastifyPluginAsync = async (app) => {
  const publisher = createPublisher(app);
  app.decorate('publisher', publisher);
  if (!publisher) return;
  app.addHook('onClose', async () => publisher.stop());

  await app.register(async (hook) => {
    // The signature covers the body as sent, so it is kept raw (Contentful sends its own JSON media type).
    hook.removeAllContentTypeParsers();
    hook.addContentTypeParser('*', { parseAs: 'string', bodyLimit: 1024 * 1024 }, (_request, body, done) => done(null, body));
    hook.post(HOOK_PATH, { schema: { hide: true } }, async (request, reply) => {
      const verdict = verifyRequest(app.config.contentfulWebhookSecret, {
        method: request.method,
        path: request.url,
        headers: request.headers,
        body: typeof request.body === 'string' ? request.body : '',
      });
      if (verdict !== 'ok') {
        request.log.warn({ verdict }, 'publishing hook refused');
        return reply.status(verdict === 'unsigned' ? 401 : 403).send({ success: false, message: verdict === 'stale' ? 'The request is too old.' : 'The request is not signed by the publishing webhook.' });
      }
      const topic = String(request.headers['x-contentful-topic'] ?? 'ContentManagement');
      const build = publisher.request(topic);
      return reply.status(202).send({ success: true, build: build.id });
    });
  });
};

// fastify-plugin: app.publisher is read by the staff module's status route.
export default fp(publishing, { name: 'publishing' });
