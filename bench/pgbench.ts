/**
 * The booking routes against their own SQL (issue 22): the statements one request sends are
 * recorded on the PostgreSQL bench server (below Drizzle, with their parameters), then replayed by
 * pgbench as one transaction per request, prepared (`-M prepared`), at the same concurrency as the
 * route's autocannon run. The route's requests per second over pgbench's transactions per second
 * says how close the route runs to its database: 1 would be a server that costs nothing.
 *
 * Parameters go to pgbench as `-D` variables (sent as parameters of the prepared statement, as
 * node-postgres sends them); the new booking's id, which creation's first statement draws from
 * its sequence and the route sends back as a parameter, is read back with `currval` in the same
 * session, so every replayed creation is a new booking, as it is through the route.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { logStatements } from '../server/test/statements';
import type { BenchServer } from './server';
import { authHeaders, json } from './fixtures';
import { DURATION, type ApiRow } from './api-load';

const PGBENCH = '/usr/lib/postgresql/15/bin/pgbench';

/** Issue 22's target: each booking route at least 30 % of its prepared pgbench rate on PostgreSQL. */
export const PGBENCH_TARGET = 0.3;

export interface PgbenchRow {
  route: string;
  connections: number;
  statements: number;
  pgbench_tps: number;
  route_requests_per_second: number;
  ratio: number;
}

interface Call {
  text: string;
  values: unknown[];
}

const asParameter = (value: unknown): string =>
  value instanceof Date ? value.toISOString() : typeof value === 'object' ? JSON.stringify(value) : String(value);

/**
 * A pgbench script of recorded calls: each `$n` becomes a `-D` variable, except the first
 * parameter after `generated.after` (e.g. the booking's id, first in its insert's values) in a
 * call after `generated.from`, when it equals `generated.value`: that becomes `generated.expression`.
 * (Matching by value alone is not enough: a new database's first booking id can equal the user's.)
 */
export function pgbenchScript(calls: Call[], generated?: { from: number; after: string; value: string; expression: string }) {
  const variables: Record<string, string> = {};
  const lines = calls.map((call, index) => {
    const anchor = generated && index > generated.from ? call.text.indexOf(generated.after) : -1;
    const generatedParameter = anchor >= 0 ? /\$(\d+)/.exec(call.text.slice(anchor))?.[1] : undefined;
    const text = call.text.replace(/\$(\d+)/g, (_, n: string) => {
      const value = call.values[Number(n) - 1];
      if (value === null || value === undefined) return 'NULL';
      const parameter = asParameter(value);
      if (generated && n === generatedParameter && parameter === generated.value) return generated.expression;
      const name = `s${index}p${n}`;
      variables[name] = parameter;
      return `:${name}`;
    });
    return `${text.replace(/\s+/g, ' ').trim()};`;
  });
  return { script: `${lines.join('\n')}\n`, variables };
}

function runPgbench(databaseUrl: string, script: string, variables: Record<string, string>, connections: number): number {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'kea-pgbench-')), 'route.sql');
  fs.writeFileSync(file, script);
  const args = ['-n', '-M', 'prepared', '-c', String(connections), '-j', String(Math.min(connections, os.cpus().length)), '-T', String(DURATION), '-f', file];
  for (const [name, value] of Object.entries(variables)) args.push('-D', `${name}=${value}`);
  args.push(databaseUrl);
  // A replay that waits on a lock for good is reported as a failure, not left to stall the bench.
  const result = spawnSync(PGBENCH, args, { encoding: 'utf8', timeout: (DURATION * 4 + 60) * 1000 });
  fs.rmSync(path.dirname(file), { recursive: true, force: true });
  const tps = /tps = ([\d.]+) \(without initial connection time\)/.exec(result.stdout);
  const failed = /number of failed transactions: (\d+)/.exec(result.stdout);
  if (result.status !== 0 || !tps || (failed && Number(failed[1]) > 0)) {
    throw new Error(`pgbench failed (${result.status}): ${result.stderr || result.stdout}\n${script}`);
  }
  return Number(tps[1]);
}

/** The calls of one request, the fewest of three tries (a job poll may fall inside one). */
async function record(server: BenchServer, request: () => Promise<unknown>): Promise<{ calls: Call[]; answer: unknown }> {
  let best: { calls: Call[]; answer: unknown } | null = null;
  for (let i = 0; i < 3; i++) {
    const log = logStatements(server.database);
    try {
      const answer = await request();
      if (!best || log.calls.length < best.calls.length) best = { calls: [...log.calls], answer };
    } finally {
      log.stop();
    }
  }
  return best!;
}

export interface RecordedRoute {
  route: string;
  calls: Call[];
  script: string;
  variables: Record<string, string>;
}

/**
 * Records the booking routes' statements on the PostgreSQL bench server. Run it before the load:
 * afterwards the job worker is busy with the emails of thousands of new bookings, and its
 * statements would fall inside the recording.
 */
export async function recordBookingRoutes(server: BenchServer): Promise<RecordedRoute[]> {
  if (server.database.kind !== 'postgres') throw new Error('pgbench needs the PostgreSQL bench server');
  const fixtures = await server.fixtures();
  const headers = { 'content-type': 'application/json', ...authHeaders(fixtures.customer) };
  const detail = await record(server, () => json(server.url, `/api/bookings/bookings/${fixtures.booking.id}`, { headers }));
  // As the API load books: its customer, its departure.
  const creation = await record(server, () =>
    json(server.url, '/api/bookings/bookings', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...authHeaders(fixtures.creation.customer) },
      body: JSON.stringify({ 'bookings/booking': { departure_id: fixtures.creation.departureId } }),
    }),
  );
  const newId = String((creation.answer as { 'bookings/booking': { id: number } })['bookings/booking'].id);
  const drawsId = creation.calls.findIndex((call) => call.text.includes('nextval('));
  if (drawsId < 0) throw new Error('creation: no statement draws the new id');
  const routes = [
    { route: "a booking's detail (authenticated)", calls: detail.calls, ...pgbenchScript(detail.calls) },
    { route: 'booking creation', calls: creation.calls, ...pgbenchScript(creation.calls, { from: drawsId, after: 'insert into "bookings"', value: newId, expression: "currval(pg_get_serial_sequence('bookings', 'id'))" }) },
  ];
  for (const { route, calls, script } of routes) console.log(`pgbench ${route}: ${calls.length} statements\n${script}`);
  return routes;
}

/** pgbench on each recorded route at the concurrencies the API load measured it. */
export function measurePgbench(databaseUrl: string, routes: RecordedRoute[], apiRows: ApiRow[]): PgbenchRow[] {
  const rows: PgbenchRow[] = [];
  for (const { route, calls, script, variables } of routes) {
    for (const api of apiRows.filter((row) => row.route === route && row.database === 'PostgreSQL')) {
      const tps = runPgbench(databaseUrl, script, variables, api.connections);
      rows.push({
        route,
        connections: api.connections,
        statements: calls.length,
        pgbench_tps: Math.round(tps),
        route_requests_per_second: api.requests_per_second,
        ratio: Math.round((api.requests_per_second / tps) * 1000) / 1000,
      });
      console.log(`pgbench ${route} ${api.connections}: ${JSON.stringify(rows.at(-1))}`);
    }
  }
  return rows;
}
