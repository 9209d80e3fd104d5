import fs from 'node:fs';
import path from 'node:path';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { openDatabase, type Database } from '../server/db/client';
import { seedIfEmpty } from '../scripts/db';
import { buildSite } from '../scripts/build-site';
import { siteNeedsBuild } from '../scripts/site-freshness';
import { loadContent } from '../content/load';

export interface BenchPage {
  name: string;
  path: string;
  /** Include in the bytes report. */
  bytes: boolean;
}

export interface BenchServer {
  url: string;
  database: Database;
  pages(): Promise<BenchPage[]>;
  close(): Promise<void>;
}

export async function startBenchServer(root: string): Promise<BenchServer> {
  if (siteNeedsBuild(root).needed) buildSite();
  const dir = path.join(root, 'var', 'bench');
  fs.rmSync(dir, { recursive: true, force: true });
  const port = Number(process.env.BENCH_PORT ?? 8190);
  const config = loadConfig(process.env, {
    port,
    host: '127.0.0.1',
    pgliteDir: path.join(dir, 'pglite'),
    outboxDir: path.join(dir, 'outbox'),
    logLevel: 'silent',
    env: 'production',
  });
  const database = await openDatabase(config);
  await database.migrate();
  await seedIfEmpty(database, config);
  const app = await buildApp(config, { database });
  await app.listen({ port, host: '127.0.0.1' });
  const url = `http://127.0.0.1:${port}`;
  return {
    url,
    database,
    async pages() {
      const pack = loadContent();
      const tour = pack.tours.filter((t) => !t.archived).sort((a, b) => a.order - b.order)[0];
      const activity = [...pack.activities].sort((a, b) => a.order - b.order)[0];
      return [
        { name: 'home', path: '/', bytes: true },
        { name: 'tours list', path: '/tours/', bytes: false },
        { name: 'tour page', path: tour.absolute_slug, bytes: true },
        { name: 'activity page', path: `/activities/${activity.id}/`, bytes: false },
        { name: 'deals', path: '/discounts/', bytes: false },
        { name: 'sign-in', path: '/user/sign-in/', bytes: false },
      ];
    },
    async close() {
      await app.close();
      await database.close();
    },
  };
}
