/**
 * API load with autocannon against the real server on this machine. Each route's throughput is
 * reported as a ratio of a bare endpoint (`/api/ping`) measured in the same run, with p50 and
 * p99 latency and the error count (which must be 0).
 */
import autocannon from 'autocannon';
import type { BenchServer } from './server';
import { authHeaders } from './fixtures';

export interface ApiRow {
  route: string;
  requests_per_second: number;
  ratio_to_bare: number;
  p50_ms: number;
  p99_ms: number;
  errors: number;
  non_2xx: number;
}

interface Target {
  route: string;
  path: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
}

const DURATION = Number(process.env.BENCH_API_SECONDS ?? 10);

async function hit(url: string, target: Target) {
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

export async function measureApi(server: BenchServer): Promise<ApiRow[]> {
  const url = server.url;
  const { customer, booking } = await server.fixtures();
  const auth = authHeaders(customer);
  const departure = { id: booking.departureId, tour_id: booking.tourId };
  const bookingId = booking.id;

  const targets: Target[] = [
    { route: 'bare (GET /api/ping)', path: '/api/ping' },
    { route: 'departures list', path: '/api/tour_info/departures?valid_departure=true' },
    { route: "a tour's reviews", path: `/api/tour_info/tours/get_review_details?tour_id=${departure.tour_id}&page=1&timeFrame=most-recent` },
    { route: 'reviews summary (all tours)', path: '/api/tour_info/tours/get_all_reviews' },
    { route: "a tour's departures", path: `/api/tour_info/tours/${departure.tour_id}/get_intrepid_departures` },
    { route: 'exchange rate', path: '/api/exchange_rate' },
    { route: 'the signed-in account (GET /api/users/me)', path: '/api/users/me', headers: auth },
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
