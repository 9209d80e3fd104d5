/**
 * Sign-in cannot stall the server (issue 22): 100 connections post wrong passwords to sign-in,
 * each request from its own address (X-Forwarded-For, trusted from this machine as behind the
 * load balancer) and for its own email, so no per-address or per-account limit stops them and
 * every one reaches a password hash. Meanwhile `/api/ping` and a static page are measured with
 * 10 connections each. Target: both answer with p99 under 100 ms; the crowd is answered (401,
 * or 503 with Retry-After when the hash queue is full), never left hanging.
 *
 * The crowd's own latency is high by design: a 503 for a full hash queue closes the connection
 * (server/modules/auth/limits.ts), so each next attempt waits in the server's accept queue, which
 * Node drains at one connection per turn of its event loop.
 */
import type autocannon from 'autocannon';
import { DURATION } from './api-load';
import { runLoad } from './load';

export const CROWD_TARGET_P99_MS = 100;
const CROWD_CONNECTIONS = 100;

export interface CrowdRow {
  measured: string;
  connections: number;
  requests_per_second: number;
  p50_ms: number;
  p99_ms: number;
  errors: number;
  /** Answers by status code, e.g. { "401": 1200, "503": 9000 }. */
  statuses: Record<string, number>;
}

const row = (measured: string, connections: number, result: autocannon.Result): CrowdRow => ({
  measured,
  connections,
  requests_per_second: Math.round(result.requests.average),
  p50_ms: result.latency.p50,
  p99_ms: result.latency.p99,
  errors: result.errors + result.timeouts,
  statuses: Object.fromEntries(
    Object.entries(result.statusCodeStats ?? {})
      .map(([code, stat]) => [code, stat?.count ?? 0] as const)
      .filter(([, count]) => count > 0),
  ),
});

export async function measureSignInCrowd(url: string, staticPath = '/tours/'): Promise<CrowdRow[]> {
  // The bench starts its server just before this: ping and the page are first asked for a while
  // without the crowd, so what is measured is the server under attack, not its first requests
  // (in one run the page's p99 was 436 ms measured cold, and 35–76 ms warm in three reruns).
  await Promise.all([runLoad({ url: `${url}/api/ping`, connections: 10, duration: 2 }), runLoad({ url: `${url}${staticPath}`, headers: { 'accept-encoding': 'br, gzip' }, connections: 10, duration: 2 })]);
  // Three load processes (bench/load.ts), so none of the clients' work runs on the server's event loop.
  const crowd = runLoad({
    url: `${url}/api/users/sign_in`,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    connections: CROWD_CONNECTIONS,
    duration: DURATION + 2,
    mode: 'signInCrowd',
  });
  // The others start once the crowd has filled the hash queue.
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const [ping, page] = await Promise.all([
    runLoad({ url: `${url}/api/ping`, connections: 10, duration: DURATION }),
    // As a browser asks for it: compressed (the build's Brotli copy), not the 118 KB original.
    runLoad({ url: `${url}${staticPath}`, headers: { 'accept-encoding': 'br, gzip' }, connections: 10, duration: DURATION }),
  ]);
  const crowdResult = await crowd;
  const rows = [row('sign-in crowd (wrong passwords, many addresses)', CROWD_CONNECTIONS, crowdResult), row('GET /api/ping meanwhile', 10, ping), row(`GET ${staticPath} (static page) meanwhile`, 10, page)];
  for (const r of rows) console.log(`sign-in crowd: ${JSON.stringify(r)}`);
  return rows;
}
