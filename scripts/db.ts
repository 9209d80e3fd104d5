/**
 * Database tasks: `npm run db:migrate | db:seed | db:reset`.
 *   migrate  applies the migrations in server/db/migrations.
 *   seed     runs the seed (server/db/seed): once per content version, recorded in app_meta;
 *            `-- --force` runs it again anyway. It never touches bookings or users' data.
 *   reset    DROPS EVERYTHING (schemas public and drizzle), then migrates and seeds. Refused
 *            with NODE_ENV=production unless `-- --yes` is given.
 * The database is the one the server uses: DATABASE_URL, or the embedded PGlite in PGLITE_DIR.
 * `scripts/start.ts` calls `seedIfEmpty` on every start.
 */
import { sql } from 'drizzle-orm';
import { loadConfig, type AppConfig } from '../server/config';
import { openDatabase, type Database } from '../server/db/client';
import { seedDatabase, type SeedResult } from '../server/db/seed';
import { loadEnvFile } from './env-file';
import type { ContentPack } from '../content/load';

type SeedConfig = Pick<AppConfig, 'adminEmail' | 'adminPassword'>;

/** Seeds unless the seed already ran on the current content (a no-op then). */
export async function seedIfEmpty(database: Database, config: SeedConfig, content?: ContentPack): Promise<SeedResult> {
  return seedDatabase(database.db, config, { content });
}

export async function resetDatabase(database: Database, config: SeedConfig): Promise<SeedResult> {
  await database.db.execute(sql`drop schema if exists public cascade`);
  await database.db.execute(sql`drop schema if exists drizzle cascade`);
  await database.db.execute(sql`create schema public`);
  await database.migrate();
  return seedDatabase(database.db, config, { force: true });
}

function describe(result: SeedResult): string {
  if (result.skipped) return 'Seed already ran on this content; nothing to do (use -- --force to run it again).';
  return `Seeded ${result.tours} tours, added ${result.departuresAdded} departures and ${result.reviewsAdded} reviews.`;
}

async function main(command: string | undefined, flags: string[]) {
  loadEnvFile();
  const config = loadConfig();
  if (!['migrate', 'seed', 'reset'].includes(command ?? '')) {
    console.error('Usage: tsx scripts/db.ts migrate | seed [--force] | reset [--yes]');
    process.exitCode = 2;
    return;
  }
  if (command === 'reset' && config.env === 'production' && !flags.includes('--yes')) {
    console.error('Refusing to drop a production database without --yes.');
    process.exitCode = 2;
    return;
  }
  const database = await openDatabase(config);
  try {
    const where = database.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `PGlite (${config.pgliteDir})`;
    if (command === 'migrate') {
      await database.migrate();
      console.log(`Migrated ${where}.`);
    } else if (command === 'seed') {
      await database.migrate();
      console.log(describe(await seedDatabase(database.db, config, { force: flags.includes('--force') })));
    } else {
      console.log(`Resetting ${where}…`);
      console.log(describe(await resetDatabase(database, config)));
    }
  } finally {
    await database.close();
  }
}

if (require.main === module) {
  main(process.argv[2], process.argv.slice(3)).catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
