/**
 * The first half of a graceful shutdown (server/index.ts, on SIGTERM), before `app.close()`.
 *
 * - The listening socket closes at once: new connections are refused, and a load balancer
 *   sends the request to another instance whatever its method, since none of it was sent here.
 *   It closes before any answer says `Connection: close`: such an answer makes the balancer open
 *   a new connection for its next request, and one the kernel completed before the close would
 *   wait in its accept queue and be reset by the close, under a request nginx had sent (502 to a
 *   POST). Closing first left no such reset in 1,000 drains under keep-alive POSTs from another
 *   process, against about 7 per drain when the header came first (the cluster test's rare 502).
 *   (A connection the balancer opened just before the signal can still be reset: only a balancer
 *   that stops sending before the instance stops avoids it, which is why a rolling restart first
 *   takes the instance out of nginx's pool with deploy/nginx-upstream.sh.)
 * - Readiness answers 503 (`app.closing`).
 * - A request still arriving on an open connection is answered as usual, with
 *   `Connection: close`, so the balancer drops that connection after the answer. It is not
 *   answered 503: nginx resends a 503 only for idempotent methods, so a POST would fail.
 * - Idle kept-alive connections are left for the balancer to close (nginx does after its
 *   upstream `keepalive_timeout`, deploy/kea-upstream.conf). Closing one from this side, as
 *   Node's `http.Server#close` does at once, races a request the balancer may be writing on it
 *   at that moment: the connection is reset under it and nginx answers 502 to a POST.
 *
 * Resolves true once every connection has ended, false when `timeoutMs` passed first (then
 * `app.close()` closes the idle ones and answers 503 on the rest, as Fastify does).
 */
import net from 'node:net';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';

export function drainConnections(app: FastifyInstance, timeoutMs: number): Promise<boolean> {
  const server = app.server;
  app.closing = true;
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), timeoutMs);
    // net.Server's close, not http.Server's (which also destroys every idle connection): stops
    // accepting, and calls back when the last open connection has ended.
    net.Server.prototype.close.call(server, () => {
      clearTimeout(timer);
      resolve(true);
    });
    // Only now (see above), and before Fastify's own listener, so the header is there whenever
    // Fastify writes the head.
    server.prependListener('request', (_request: IncomingMessage, response: ServerResponse) => {
      response.setHeader('connection', 'close');
    });
  });
}
