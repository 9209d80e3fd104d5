/**
 * `npm run bench:history`: the staff routes, and the customer's, with years of bookings behind
 * them (issue 22: nothing per request may scale with history). On a PostgreSQL server started
 * for the run, measures the routes at 10 connections on the bench's fresh database, then adds
 * five years of past departures with BENCH_HISTORY_BOOKINGS bookings on them (48,000 by default;
 * one in ten an expired hold on a coming departure, as abandoned carts leave) and measures
 * again. Prints the table; the figures are not kept in bench/results.
 */
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { startPostgres } from '../test/cluster/cluster';
import { apiTargets, hit, API_TARGETS } from './api-load';
import { startBenchServer } from './server';
import type { Db } from '../server/db/client';

const MEASURED = /^(staff: |the customer's bookings|a booking's detail|departures list|bare)/;

/** Synthetic history: customers, past departures (the coming ones, 1 to 5 years back), their bookings and payments. */
async function addHistory(db: Db, bookingCount: number): Promise<void> {
  await db.execute(sql`
    insert into departures (tour_id, date, end_date, total_seats, available_seats, based_price_cents, tour_price_cents, status, on_sale)
    select tour_id, (date - make_interval(years => y))::date, (end_date - make_interval(years => y))::date, total_seats, total_seats, based_price_cents, tour_price_cents, status, false
    from departures, generate_series(1, 5) y where date > current_date and (date - make_interval(years => y))::date < current_date
    on conflict do nothing`);
  await db.execute(sql`
    insert into users (email, first_name, last_name)
    select 'history-' || g || '@example.com', 'Past', 'Customer ' || g from generate_series(1, 3000) g
    on conflict do nothing`);
  await db.execute(sql`
    with past as (select id, date, (row_number() over (order by id) - 1)::int as n, count(*) over ()::int as total from departures where date < current_date),
         coming as (select id, (row_number() over (order by id) - 1)::int as n, count(*) over ()::int as total from departures where date > current_date),
         people as (select id, (row_number() over (order by id) - 1)::int as n, count(*) over ()::int as total from users where email like 'history-%')
    insert into bookings (user_id, departure_id, status, seats, total_cents, paid_cents, balance_cents, complete, confirmed, created_at, hold_expires_at, expired_at)
    select p.id,
           case when g % 10 = 0 then c.id else d.id end,
           case when g % 10 = 0 then 'Expired' else 'Booked' end,
           case when g % 10 = 0 then 0 else 1 + g % 2 end,
           500000, case when g % 10 = 0 then 0 else 500000 end, case when g % 10 = 0 then 500000 else 0 end,
           g % 10 <> 0, g % 10 <> 0,
           case when g % 10 = 0 then now() - make_interval(days => g % 540) else d.date - make_interval(days => 30 + g % 200) end,
           case when g % 10 = 0 then now() - make_interval(days => g % 540) + interval '30 minutes' end,
           case when g % 10 = 0 then now() - make_interval(days => g % 540) + interval '30 minutes' end
    from generate_series(0, ${bookingCount - 1}) g
    join past d on d.n = g % d.total
    join coming c on c.n = g % c.total
    join people p on p.n = (g * 7) % p.total`);
  await db.execute(sql`
    insert into payments (booking_id, amount_cents, status, provider, idempotency_key, created_at)
    select id, paid_cents, 'succeeded', 'test', 'history-' || id, created_at from bookings b
    where paid_cents > 0 and not exists (select 1 from payments where payments.booking_id = b.id)`);
  await db.execute(sql`analyze`);
}

async function main() {
  const root = path.resolve(__dirname, '..');
  const count = Number(process.env.BENCH_HISTORY_BOOKINGS ?? 48_000);
  const postgres = startPostgres(Number(process.env.BENCH_PG_PORT ?? 2360));
  try {
    const server = await startBenchServer(root, { databaseUrl: postgres.url, port: Number(process.env.BENCH_PG_SERVER_PORT ?? 8191) });
    try {
      const targets = (await apiTargets(server)).filter((t) => MEASURED.test(t.route));
      const before = new Map<string, Awaited<ReturnType<typeof hit>>>();
      for (const t of targets) before.set(t.route, await hit(server.url, t, 10));
      const started = Date.now();
      await addHistory(server.database.db, count);
      console.log(`Added ${count} bookings of history in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
      console.log(`\n| route (PostgreSQL, 10 connections) | fresh: req/s, p99 ms | with ${count.toLocaleString('en-NZ')} bookings of history | p99 ≤ ${API_TARGETS.p99_ms} ms |`);
      console.log('|---|---|---|---|');
      for (const t of targets) {
        const after = await hit(server.url, t, 10);
        const was = before.get(t.route)!;
        const fresh = `${Math.round(was.requests.average)}, ${was.latency.p99}`;
        console.log(`| ${t.route} | ${fresh} | ${Math.round(after.requests.average)}, ${after.latency.p99} | ${after.latency.p99 <= API_TARGETS.p99_ms ? 'yes' : '**no**'} |`);
      }
    } finally {
      await server.close();
    }
  } finally {
    postgres.stop();
  }
}

void main();
