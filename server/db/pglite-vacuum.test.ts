/**
 * idleVacuum: on PGlite (no autovacuum) the server vacuums and analyzes every table itself, and
 * only while no request arrives; a table whose rows changed past the autovacuum thresholds is
 * vacuumed and analyzed again whatever the load. Always on PGlite, whatever TEST_DATABASE_URL says: PostgreSQL
 * servers have their own autovacuum and never run it.
 */
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { testConfig } from '../config';
import { openDatabase, rowsOf, type Database } from './client';
import { AUTOVACUUM_CHECK_MS, AUTOVACUUM_THRESHOLD, VACUUM_IDLE_MS } from './pglite-vacuum';

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

it('vacuums and analyzes a table again once its rows changed past the threshold, while requests keep arriving', async () => {
  await untilAllAnalyzed();
  const maintained = async () =>
    rowsOf<{ analyzed: string; vacuumed: string; changed: number; inserted: number }>(
      await database.db.execute(sql`select last_analyze::text as analyzed, last_vacuum::text as vacuumed, n_mod_since_analyze::int as changed, n_ins_since_vacuum::int as inserted
        from pg_stat_user_tables where relname = 'app_meta'`),
    )[0];
  const before = await maintained();
  await database.db.execute(sql`insert into app_meta (key, value) select 'k' || n, 'v' from generate_series(1, ${AUTOVACUUM_THRESHOLD * 4}::int) n`);
  // Busy: the idle vacuum waits, the vacuum of changed tables does not.
  const end = Date.now() + AUTOVACUUM_CHECK_MS * 4;
  let after = before;
  while (after.analyzed === before.analyzed || after.vacuumed === before.vacuumed) {
    if (Date.now() > end) throw new Error(`app_meta not vacuumed again: ${JSON.stringify(after)}`);
    expect((await app.inject({ method: 'GET', url: '/api/ping' })).statusCode).toBe(200);
    await sleep(VACUUM_IDLE_MS / 8);
    after = await maintained();
  }
  expect(after).toMatchObject({ changed: 0, inserted: 0 });
  const [estimate] = rowsOf<{ rows: number }>(await database.db.execute(sql`select reltuples::int as rows from pg_class where relname = 'app_meta'`));
  expect(estimate.rows).toBeGreaterThanOrEqual(AUTOVACUUM_THRESHOLD * 4);
});
