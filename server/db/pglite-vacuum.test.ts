/**
 * idleVacuum: on PGlite (no autovacuum) the server vacuums and analyzes every table itself, and
 * only while no request arrives. Always on PGlite, whatever TEST_DATABASE_URL says: PostgreSQL
 * servers have their own autovacuum and never run it.
 */
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { testConfig } from '../config';
import { openDatabase, rowsOf, type Database } from './client';
import { VACUUM_IDLE_MS } from './pglite-vacuum';

jest.setTimeout(60_000);

let database: Database;
let app: FastifyInstance;

beforeEach(async () => {
  database = await openDatabase({ databaseUrl: '', pgliteDir: 'memory://' });
  await database.migrate();
  app = await buildApp(testConfig({ databaseUrl: '', pgliteVacuumHours: 24 }), { database });
  await app.ready();
});

afterEach(async () => {
  await app.close();
  await database.close();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function tablesNotAnalyzed(): Promise<{ left: number; of: number }> {
  const [row] = rowsOf<{ left: number; of: number }>(await database.db.execute(sql`select count(*) filter (where last_analyze is null)::int as left, count(*)::int as of from pg_stat_user_tables`));
  return row;
}

async function untilAllAnalyzed(): Promise<void> {
  const end = Date.now() + 30_000;
  while ((await tablesNotAnalyzed()).left > 0) {
    if (Date.now() > end) throw new Error(`tables still not analyzed: ${JSON.stringify(await tablesNotAnalyzed())}`);
    await sleep(100);
  }
}

it('vacuums and analyzes every table once the server is idle', async () => {
  const before = await tablesNotAnalyzed();
  expect(before.of).toBeGreaterThan(10);
  expect(before.left).toBe(before.of);
  await untilAllAnalyzed();
  // The planner now knows the tables' sizes (a table never vacuumed or analyzed has -1).
  const unknown = rowsOf<{ n: number }>(await database.db.execute(sql`select count(*)::int as n from pg_class c join pg_stat_user_tables t on t.relid = c.oid where c.reltuples < 0`));
  expect(unknown[0].n).toBe(0);
});

it('waits while requests keep arriving, then goes on', async () => {
  const busyUntil = Date.now() + VACUUM_IDLE_MS * 2;
  while (Date.now() < busyUntil) {
    expect((await app.inject({ method: 'GET', url: '/api/ping' })).statusCode).toBe(200);
    await sleep(VACUUM_IDLE_MS / 8);
  }
  const whileBusy = await tablesNotAnalyzed();
  expect(whileBusy.left).toBe(whileBusy.of);
  await untilAllAnalyzed();
});
