/**
 * Security headers on every response. The Content-Security-Policy for HTML pages is written
 * at build time (with hashes of Gatsby's inline scripts) and sent by the static plugin; API
 * responses get a locked-down policy here.
 */
import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { HSTS, SECURITY_HEADERS } from '../../contract/site-serving';

/** Sets the headers on one reply (also used where Fastify's hooks do not run, see errors.ts). */
export function applySecurityHeaders(request: FastifyRequest, reply: FastifyReply) {
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) reply.header(name, value);
  if (request.protocol === 'https') reply.header('Strict-Transport-Security', HSTS);
  if (!reply.hasHeader('Content-Security-Policy') && request.url.startsWith('/api/') && !request.url.startsWith('/api/docs')) {
    reply.header('Content-Security-Policy', "default-src 'none'; frame-ancestors 'none'");
  }
}

export const securityHeaders = fp(async (app) => {
  app.addHook('onSend', async (request, reply, payload) => {
    applySecurityHeaders(request, reply);
    return payload;
  });
});
