/**
 * The two-instance figure (issue 20): the production shape started by the cluster test's
 * helpers (test/cluster/cluster.ts: PostgreSQL, Redis, two instances, nginx on deploy/nginx.conf,
 * ports 2340-2359), then the bare endpoint and a booking's detail measured with autocannon
 * against one instance directly and against both through nginx, in the same run.
 */
import { Client } from 'pg';
import { startCluster } from '../test/cluster/cluster';
import { hit, type Target } from './api-load';
import { json } from './fixtures';

export interface ClusterRow {
  route: string;
  setup: 'one instance, direct' | 'two instances behind nginx';
  requests_per_second: number;
  p50_ms: number;
  p99_ms: number;
  errors: number;
  non_2xx: number;
}

export async function measureCluster(): Promise<ClusterRow[]> {
  const cluster = await startCluster({ base: 2340, instanceEnv: { JOBS_POLL_MS: '5000' } });
  try {
    const url = cluster.url;
    const signUp = await json(url, '/api/users/sign_up', {
      method: 'POST',
      body: JSON.stringify({ FirstName: 'Bench', Email: `bench-cluster-${Date.now()}@example.com`, Password: 'bench-password-1', OptInNewsLetter: false }),
    });
    const auth = { token: signUp.session.token, email: signUp.session.email };
    const departures = (await json(url, '/api/tour_info/departures?valid_departure=true'))['tour_info/departures'] as { id: string; date: string }[];
    const departure = departures.find((d) => Date.parse(d.date) - Date.now() > 90 * 86400000) ?? departures[0];
    const db = new Client({ connectionString: cluster.postgres.url });
    await db.connect();
    await db.query('update departures set available_seats = 1000, total_seats = 1000 where id = $1', [Number(String(departure.id).replace(/^\D+-/, ''))]);
    await db.end();
    const created = await json(url, '/api/bookings/bookings', { method: 'POST', headers: auth, body: JSON.stringify({ 'bookings/booking': { departure_id: departure.id } }) });
    const targets: Target[] = [
      { route: 'bare (GET /api/ping)', path: '/api/ping' },
      { route: "a booking's detail (authenticated)", path: `/api/bookings/bookings/${created['bookings/booking'].id}`, headers: auth },
    ];
    const rows: ClusterRow[] = [];
    for (const target of targets) {
      for (const [setup, origin] of [
        ['one instance, direct', cluster.instances[0].url],
        ['two instances behind nginx', url],
      ] as const) {
        const result = await hit(origin, target);
        rows.push({
          route: target.route,
          setup,
          requests_per_second: Math.round(result.requests.average),
          p50_ms: result.latency.p50,
          p99_ms: result.latency.p99,
          errors: result.errors + result.timeouts,
          non_2xx: result.non2xx,
        });
        console.log(`cluster ${target.route}, ${setup}: ${JSON.stringify(rows.at(-1))}`);
      }
    }
    return rows;
  } finally {
    await cluster.close();
  }
}
