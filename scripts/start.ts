/**
 * `npm start`: the one command that runs the product. Builds the site when the build is
 * missing or stale, migrates the database and seeds it on first run (not in production: release
 * steps there), then serves the site and the API on one port (default 8000).
 */
import path from 'node:path';
import { loadConfig } from '../server/config';
import { openDatabase } from '../server/db/client';
import { seedIfEmpty } from './db';
import { buildSite } from './build-site';
import { siteNeedsBuild } from './site-freshness';
import { startServer } from '../server/index';
import { loadEnvFile } from './env-file';
import { builtPack } from './catalogue-import';

async function main() {
  loadEnvFile();
  const root = path.resolve(__dirname, '..');
  const config = loadConfig();
  const freshness = siteNeedsBuild(root);
  if (freshness.needed && process.env.SKIP_BUILD !== '1') {
    console.log(`Building the site (${freshness.reason})…`);
    buildSite();
  }
  // Production instances neither migrate nor seed: both are release steps, run once
  // (npm run db:migrate, then npm run db:seed); an instance refuses a database that lacks a migration.
  // Elsewhere the catalogue comes from the pack the served site was built from (Contentful's or content/).
  if (config.env !== 'production') {
    const database = await openDatabase(config);
    if (config.migrateOnStart) await database.migrate();
    await seedIfEmpty(database, config, builtPack(config.publicDir).pack);
    await database.close();
  }
  await startServer(config);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
