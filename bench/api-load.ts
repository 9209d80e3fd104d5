/**
 * API load with autocannon against the real server on this machine. Each route's throughput is
 * reported as a ratio of a bare endpoint (`/api/ping`) measured in the same run, with p50 and
 * p99 latency and the error count (which must be 0).
 */
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import type { BenchServer } from './server';

export interface ApiRow {
  route: string;
  requests_per_second: number;
  ratio_to_bare: number;
  p50_ms: number;
  p99_ms: number;
  errors: number;
  non_2xx: number;
}

export interface Target {
  route: string;
  path: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
}

const DURATION = Number(process.env.BENCH_API_SECONDS ?? 10);

export async function hit(url: string, target: Target) {
  const result = await autocannon({
    url: `${url}${target.path}`,
    method: target.method ?? 'GET',
    headers: { 'content-type': 'application/json', ...target.headers },
    body: target.body,
    connections: 10,
    duration: DURATION,
  });
  return result;
}

export async function json(url: string, path: string, init: RequestInit = {}) {
  const response = await fetch(`${url}${path}`, { ...init, headers: { 'content-type': 'application/json', ...(init.headers ?? {}) } });
  const body = await response.json();
  if (!response.ok) throw new Error(`${path}: ${response.status} ${JSON.stringify(body)}`);
  return body;
}

export async function measureApi(server: BenchServer): Promise<ApiRow[]> {
  const url = server.url;
  // A customer with a booking, for the authenticated routes.
  const email = `bench-${Date.now()}@example.com`;
  const signUp = await json(url, '/api/users/sign_up', {
    method: 'POST',
    body: JSON.stringify({ FirstName: 'Bench', Email: email, Password: 'bench-password-1', OptInNewsLetter: false }),
  });
  const auth = { token: signUp.session.token, email: signUp.session.email };
  const departures = (await json(url, '/api/tour_info/departures?valid_departure=true'))['tour_info/departures'] as { id: string; date: string; tour_id: number }[];
  const far = departures.filter((d) => Date.parse(d.date) - Date.now() > 90 * 86400000);
  const departure = far[0];
  // Booking creation takes seats: give the measured departure room for every request of the run.
  const numericId = Number(String(departure.id).replace(/^\D+-/, ''));
  await server.database.db.execute(sql`update departures set available_seats = 10000000, total_seats = 10000000 where id = ${numericId}`);
  const created = await json(url, '/api/bookings/bookings', {
    method: 'POST',
    headers: auth,
    body: JSON.stringify({ 'bookings/booking': { departure_id: departure.id } }),
  });
  const bookingId = created['bookings/booking'].id;

  const targets: Target[] = [
    { route: 'bare (GET /api/ping)', path: '/api/ping' },
    { route: 'departures list', path: '/api/tour_info/departures?valid_departure=true' },
    { route: "a tour's reviews", path: `/api/tour_info/tours/get_review_details?tour_id=${departure.tour_id}&page=1&timeFrame=most-recent` },
    { route: "a booking's detail (authenticated)", path: `/api/bookings/bookings/${bookingId}`, headers: auth },
    {
      route: 'booking creation',
      path: '/api/bookings/bookings',
      method: 'POST',
      headers: auth,
      body: JSON.stringify({ 'bookings/booking': { departure_id: departure.id } }),
    },
  ];
  const rows: ApiRow[] = [];
  let bare = 0;
  for (const target of targets) {
    const result = await hit(url, target);
    const rps = Math.round(result.requests.average);
    if (rows.length === 0) bare = rps;
    rows.push({
      route: target.route,
      requests_per_second: rps,
      ratio_to_bare: bare ? Math.round((rps / bare) * 1000) / 1000 : 0,
      p50_ms: result.latency.p50,
      p99_ms: result.latency.p99,
      errors: result.errors + result.timeouts,
      non_2xx: result.non2xx,
    });
    console.log(`api ${target.route}: ${JSON.stringify(rows.at(-1))}`);
  }
  return rows;
}
