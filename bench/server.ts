import fs from 'node:fs';
import path from 'node:path';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { openDatabase, type Database } from '../server/db/client';
import { seedIfEmpty } from '../scripts/db';
import { buildSite } from '../scripts/build-site';
import { siteNeedsBuild } from '../scripts/site-freshness';
import { benchPages, type BenchPage } from './pages';
import { BENCH_STAFF, makeFixtures, type BenchFixtures } from './fixtures';

export type { BenchPage } from './pages';

export interface BenchServer {
  url: string;
  database: Database;
  /** A customer with a paid booking and a staff session, made once through the API. */
  fixtures(): Promise<BenchFixtures>;
  pages(): Promise<BenchPage[]>;
  close(): Promise<void>;
}

export interface BenchServerOptions {
  /** A PostgreSQL server to use instead of the embedded PGlite (the default). */
  databaseUrl?: string;
  port?: number;
}

export async function startBenchServer(root: string, options: BenchServerOptions = {}): Promise<BenchServer> {
  if (siteNeedsBuild(root).needed) buildSite();
  const dir = path.join(root, 'var', options.databaseUrl ? 'bench-pg' : 'bench');
  fs.rmSync(dir, { recursive: true, force: true });
  const port = options.port ?? Number(process.env.BENCH_PORT ?? 8190);
  const config = loadConfig(process.env, {
    port,
    host: '127.0.0.1',
    databaseUrl: options.databaseUrl ?? '',
    pgliteDir: path.join(dir, 'pglite'),
    outboxDir: path.join(dir, 'outbox'),
    logLevel: 'silent',
    env: 'production',
    adminEmail: BENCH_STAFF.email,
    adminPassword: BENCH_STAFF.password,
    // As behind the production load balancer: the client's address is X-Forwarded-For from this
    // machine, so the sign-in crowd (bench/sign-in-crowd.ts) and the creation load's customers
    // (each under the product's booking limits, per account and per address) come from many addresses.
    trustProxy: '127.0.0.1',
  });
  const database = await openDatabase(config);
  await database.migrate();
  await seedIfEmpty(database, config);
  const app = await buildApp(config, { database });
  await app.listen({ port, host: '127.0.0.1' });
  const url = `http://127.0.0.1:${port}`;
  let made: Promise<BenchFixtures> | undefined;
  const fixtures = () => (made ??= makeFixtures(url, database));
  return {
    url,
    database,
    fixtures,
    async pages() {
      return benchPages(path.join(root, 'public'), await fixtures());
    },
    async close() {
      await app.close();
      await database.close();
    },
  };
}
