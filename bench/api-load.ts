/**
 * API load with autocannon against the real server on this machine, on the database it was
 * started with, at 10 and at 100 connections. Each route's throughput is reported as a ratio of a
 * bare endpoint (`/api/ping`) measured on the same server at the same concurrency, with p50 and
 * p99 latency and the error count (which must be 0). The load comes from another process (bench/load.ts).
 */
import { sql } from 'drizzle-orm';
import type { BenchServer } from './server';
import { authHeaders, type BookingCustomers } from './fixtures';
import { forwardedFor, runLoad } from './load';
import { todayInNz } from '../contract/dates';
import { rowsOf } from '../server/db/client';

export type DatabaseKind = 'PGlite' | 'PostgreSQL';

export interface ApiRow {
  route: string;
  database: DatabaseKind;
  connections: number;
  requests_per_second: number;
  ratio_to_bare: number;
  p50_ms: number;
  p99_ms: number;
  errors: number;
  non_2xx: number;
  /** Jobs the load left due (creation's booking-received emails), and how long the server took to run them. */
  jobs_after?: { count: number; drained_ms: number };
}

export interface Target {
  route: string;
  path: string;
  method?: 'GET' | 'POST' | 'PUT';
  headers?: Record<string, string>;
  body?: string;
  /** Each request from its own address (X-Forwarded-For): for routes limited per address. */
  manyAddresses?: boolean;
  /** Each request as a new customer of its own, from its own address (creation, under the per-account limits). */
  newCustomers?: BookingCustomers;
}

/** Seconds of each load (and each pgbench run), BENCH_API_SECONDS. */
export const DURATION = Number(process.env.BENCH_API_SECONDS ?? 10);
export const CONNECTIONS = [10, 100];

/** Issue 22's targets: public reads at least half of ping on PostgreSQL; p99 ≤ 100 ms at 10 connections. */
export const API_TARGETS = { public_read_ratio: 0.5, p99_ms: 100 };

/** Customers made for each second of a load as new customers (more than creation's rate on this machine). */
const NEW_CUSTOMERS_PER_SECOND = 1000;

/** One target's load, generated in a child process (bench/load.ts). */
export async function hit(url: string, target: Target, connections = 10) {
  const customers = target.newCustomers;
  await customers?.ensure(DURATION * NEW_CUSTOMERS_PER_SECOND);
  const result = await runLoad({
    url: `${url}${target.path}`,
    method: target.method ?? 'GET',
    // What every browser sends: the routes that keep precompressed bodies answer with them.
    headers: { 'content-type': 'application/json', 'accept-encoding': 'gzip, deflate, br', ...target.headers },
    body: target.body,
    connections,
    duration: DURATION,
    mode: customers ? 'newCustomers' : target.manyAddresses ? 'manyAddresses' : undefined,
    customers: customers && { seed: customers.seed, from: customers.next },
  });
  if (customers) customers.next += result.customersUsed ?? 0;
  return result;
}

export { forwardedFor };

const dueJobs = async (server: BenchServer) =>
  rowsOf<{ n: number }>(await server.database.db.execute(sql`select count(*)::int as n from jobs where status in ('pending', 'running') and run_at <= now()`))[0].n;

/**
 * Waits (at most two minutes) until the server has run every job due, so that the next route is
 * measured on its own: 500 bookings created in five seconds leave 500 emails to send, which the
 * job worker sends on the same server (and, on PGlite, the same database thread) right after.
 */
export async function drainJobs(server: BenchServer): Promise<ApiRow['jobs_after']> {
  const started = Date.now();
  const count = await dueJobs(server);
  for (let left = count; left > 0; left = await dueJobs(server)) {
    if (Date.now() - started > 120_000) throw new Error(`${left} jobs still due two minutes after the load`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return count ? { count, drained_ms: Date.now() - started } : undefined;
}

/** Routes a visitor's browser reads without signing in (the public-read target applies to them). */
export const PUBLIC_READS = [
  'departures list',
  'a departure',
  "a tour's departures",
  "a tour's availability calendar",
  'can this tour go on this date (POST)',
  "a tour's review summary",
  "a tour's reviews",
  "a tour's imported reviews",
  'reviews summary (all tours)',
  'exchange rate',
  'waitlist: is this departure full',
  'payments: card form settings',
];

/**
 * Every route under load, read from the fixtures' customer, booking and staff session. The
 * writes that change state for good (payments, refunds, cancellations, sign-up, swaps) are not
 * repeated thousands of times here: their statements are counted by the API tests instead.
 */
export async function apiTargets(server: BenchServer): Promise<Target[]> {
  const { customer, staff, booking, creation } = await server.fixtures();
  // Every creation load's customers made now, before any route is measured: thousands of rows
  // added to users and sessions just before a load had the server vacuum both tables during it.
  await creation.customers.ensure(CONNECTIONS.length * DURATION * NEW_CUSTOMERS_PER_SECOND);
  const auth = authHeaders(customer);
  const staffAuth = authHeaders(staff);
  const tourId = booking.tourId;
  const departureId = booking.departureId;
  const manifestId = String(departureId).replace(/^\D+-/, '');
  const [year, month, day] = booking.departureDate.split('-');
  const bookingPath = `/api/bookings/bookings/${booking.id}`;
  return [
    { route: 'bare (GET /api/ping)', path: '/api/ping' },
    { route: 'liveness (GET /api/health/live)', path: '/api/health/live' },
    { route: 'readiness (GET /api/health/ready)', path: '/api/health/ready' },
    { route: 'departures list', path: '/api/tour_info/departures?valid_departure=true' },
    { route: 'a departure', path: `/api/tour_info/departures/${departureId}` },
    { route: "a tour's departures", path: `/api/tour_info/tours/${tourId}/get_intrepid_departures` },
    { route: "a tour's availability calendar", path: `/api/tour_info/tours/${tourId}/availability` },
    {
      route: 'can this tour go on this date (POST)',
      path: '/api/tour_info/departures/checking_departure',
      method: 'POST',
      body: JSON.stringify({ tour_id: String(tourId), departure_date: `${Number(day)}/${month}/${year}` }),
    },
    { route: "a tour's review summary", path: `/api/tour_info/tours/${tourId}/get_review` },
    { route: "a tour's reviews", path: `/api/tour_info/tours/get_review_details?tour_id=${tourId}&page=1&timeFrame=most-recent` },
    { route: "a tour's imported reviews", path: `/api/tour_info/tours/get_imported_review_details?tour_id=${tourId}&page=1&timeFrame=most-recent` },
    { route: 'reviews summary (all tours)', path: '/api/tour_info/tours/get_all_reviews' },
    { route: 'exchange rate', path: '/api/exchange_rate' },
    { route: 'waitlist: is this departure full', path: `/api/waitlist/departure?tour_id=${tourId}&departure_date=${booking.departureDate}` },
    { route: 'payments: card form settings', path: '/api/payments/config' },
    { route: 'captcha challenge', path: '/api/captcha/challenge', manyAddresses: true },
    { route: 'the signed-in account (GET /api/users/me)', path: '/api/users/me', headers: auth },
    { route: "the customer's favourites", path: '/api/users/favourites', headers: auth },
    { route: "the customer's bookings", path: '/api/bookings/bookings', headers: auth },
    { route: "a booking's detail (authenticated)", path: bookingPath, headers: auth },
    { route: 'a booking: conditions agreed again (PUT)', path: bookingPath, method: 'PUT', headers: auth, body: JSON.stringify({ 'bookings/booking': { agree_with_the_conditions: true } }) },
    { route: "a booking's extra-night options (POST)", path: `${bookingPath}/generate_pre_accommodation_options`, method: 'POST', headers: auth, body: '{}' },
    { route: "a booking's upgrade options (POST)", path: `${bookingPath}/generate_upgrade_accommodation_options`, method: 'POST', headers: auth, body: '{}' },
    {
      route: 'booking creation',
      path: '/api/bookings/bookings',
      method: 'POST',
      newCustomers: creation.customers,
      body: JSON.stringify({ 'bookings/booking': { departure_id: creation.departureId } }),
    },
    { route: 'staff: dashboard', path: '/api/staff/dashboard', headers: staffAuth },
    // The staff lists as their pages first ask for them (25 a page; departures from today).
    { route: 'staff: bookings search', path: '/api/staff/bookings?page=1&per_page=25', headers: staffAuth },
    { route: "staff: a booking's audit log", path: `/api/staff/bookings/${booking.id}/events`, headers: staffAuth },
    { route: 'staff: requests', path: '/api/staff/requests', headers: staffAuth },
    { route: 'staff: departures', path: `/api/staff/departures?from=${todayInNz()}&page=1&per_page=25`, headers: staffAuth },
    { route: "staff: a departure's manifest", path: `/api/staff/departures/${manifestId}/manifest`, headers: staffAuth },
    { route: "staff: a departure's manifest (CSV)", path: `/api/staff/departures/${manifestId}/manifest.csv`, headers: staffAuth },
    { route: "staff: a departure's suppliers", path: `/api/staff/departures/${manifestId}/suppliers`, headers: staffAuth },
    { route: "staff: a departure's audit log", path: `/api/staff/departures/${manifestId}/events`, headers: staffAuth },
    { route: 'staff: leads', path: '/api/staff/leads', headers: staffAuth },
    { route: 'staff: promo codes', path: '/api/staff/promo_codes', headers: staffAuth },
    { route: 'staff: publishing', path: '/api/staff/publishing', headers: staffAuth },
  ];
}

export async function measureApi(server: BenchServer, database: DatabaseKind): Promise<ApiRow[]> {
  const targets = await apiTargets(server);
  const rows: ApiRow[] = [];
  for (const connections of CONNECTIONS) {
    let bare = 0;
    for (const target of targets) {
      const result = await hit(server.url, target, connections);
      const rps = Math.round(result.requests.average);
      if (target === targets[0]) bare = rps;
      rows.push({
        route: target.route,
        database,
        connections,
        requests_per_second: rps,
        ratio_to_bare: bare ? Math.round((rps / bare) * 1000) / 1000 : 0,
        p50_ms: result.latency.p50,
        p99_ms: result.latency.p99,
        errors: result.errors + result.timeouts,
        non_2xx: result.non2xx,
        jobs_after: await drainJobs(server),
      });
      console.log(`api ${database} ${connections}: ${target.route}: ${JSON.stringify(rows.at(-1))}`);
    }
  }
  return rows;
}
