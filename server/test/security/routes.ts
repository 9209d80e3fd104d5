/**
 * Route discovery for the security tests: every route the built app serves under /api, read
 * from Fastify's own route tree (`printRoutes`), so a route added by any module tomorrow is
 * walked too (hidden ones included, which the OpenAPI document would miss).
 *
 * PUBLIC is the explicit list of routes that answer without a session. Any other route must
 * answer 401 without one: a new booking or payment route that forgets `app.authenticate`
 * fails the ownership test until it is protected or deliberately added here.
 */
import type { FastifyInstance } from 'fastify';

export interface ApiRoute {
  method: string;
  /** Fastify's pattern, e.g. /api/bookings/bookings/:id */
  path: string;
  /** Names of the path parameters, in order. */
  params: string[];
}

/** Parses the tree printed by `app.printRoutes({ commonPrefix: false })`. */
export function parseRouteTree(tree: string): ApiRoute[] {
  const routes: ApiRoute[] = [];
  const stack: string[] = [];
  for (const line of tree.split('\n')) {
    const m = /^((?:│ {3}| {4})*)(?:├── |└── )(.*?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!m) continue;
    const depth = m[1].length / 4;
    const path = (depth > 0 ? stack[depth - 1] : '') + m[2];
    stack[depth] = path;
    stack.length = depth + 1;
    if (!m[3]) continue;
    for (const method of m[3].split(',').map((s) => s.trim())) {
      routes.push({ method, path, params: [...path.matchAll(/:([A-Za-z_][A-Za-z0-9_]*)/g)].map((p) => p[1]) });
    }
  }
  return routes;
}

/** Every API route except HEAD (Fastify's automatic twin of GET) and the OpenAPI viewer. */
export function discoverApiRoutes(app: FastifyInstance): ApiRoute[] {
  return parseRouteTree(app.printRoutes({ commonPrefix: false }))
    .filter((r) => r.path.startsWith('/api/') && !r.path.startsWith('/api/docs') && r.method !== 'HEAD')
    .sort((a, b) => (a.path + a.method).localeCompare(b.path + b.method));
}

export const routeKey = (r: Pick<ApiRoute, 'method' | 'path'>) => `${r.method} ${r.path}`;

/** Routes that need no session, and why. Everything else must answer 401 without one. */
export const PUBLIC: Record<string, string> = {
  'GET /api/health': 'load balancer probe',
  'GET /api/health/live': 'liveness probe (the process answers)',
  'GET /api/health/ready': 'readiness probe (send this instance traffic)',
  'GET /api/ping': 'bare endpoint of the benchmark',
  'POST /api/users/sign_up': 'creates the session',
  'POST /api/users/sign_in': 'creates the session',
  'POST /api/users/social_sign_in': 'creates the session from a Google ID token',
  'POST /api/users/password_reset': 'forgot password: same answer for any email',
  'PUT /api/users/password': 'proven by the emailed reset token',
  'GET /api/tour_info/departures': 'catalogue',
  'GET /api/tour_info/departures/:id': 'catalogue',
  'POST /api/tour_info/departures/checking_departure': 'catalogue',
  'GET /api/tour_info/tours/:id/get_intrepid_departures': 'catalogue',
  'GET /api/tour_info/tours/:id/availability': 'catalogue',
  'GET /api/tour_info/tours/get_all_reviews': 'catalogue',
  'GET /api/tour_info/tours/:id/get_review': 'catalogue',
  'GET /api/tour_info/tours/get_review_details': 'catalogue',
  'GET /api/tour_info/tours/get_imported_review_details': 'catalogue',
  'GET /api/exchange_rate': 'display currency',
  'GET /api/captcha/challenge': 'captcha for the lead forms',
  'POST /api/third_party/crm_lead': 'lead forms, captcha protected',
  'POST /api/waitlist': 'waitlist form, rate limited',
  'GET /api/waitlist/departure': 'waitlist form',
  'GET /api/payments/config': "the card form's public settings",
  'POST /api/payments/stripe/webhook': "authenticated by Stripe's signature, not a session",
};

/** Fills a route's path parameters. */
export function fillPath(route: ApiRoute, values: Record<string, string | number>, fallback: string | number): string {
  return route.path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_, name: string) => encodeURIComponent(String(values[name] ?? fallback)));
}
