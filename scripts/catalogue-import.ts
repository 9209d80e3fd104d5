/**
 * `npm run catalogue:import [-- --pack FILE]`: the booking API's catalogue (tours, days,
 * activities, options, seasonal prices, availability rules, departures) from the content the
 * site was built from: the built pack `public/_content-pack.json` when there is one (a Contentful
 * build writes it; so does a `content/` build), else `content/`. Upserts by api id in one
 * transaction and archives, never deletes, what left the content (server/db/seed importCatalogue).
 * The database is the server's (DATABASE_URL or PGlite): with PGlite, run it while the server is
 * stopped; the running server's publishing hook imports by itself.
 */
import fs from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../server/config';
import { openDatabase } from '../server/db/client';
import { importCatalogue } from '../server/db/seed';
import { loadContent, validateContent, type ContentPack } from '../content/load';
import { CONTENT_PACK_FILE } from '../src/node/post-build';
import { loadEnvFile } from './env-file';

/** The pack the site in `publicDir` was built from, or content/ when there is no build. */
export function builtPack(publicDir: string, file?: string): { pack: ContentPack; from: string } {
  const built = file ?? path.join(publicDir, CONTENT_PACK_FILE);
  if (!fs.existsSync(built)) return { pack: loadContent(), from: 'content/' };
  const pack = JSON.parse(fs.readFileSync(built, 'utf8')) as ContentPack;
  const problems = validateContent(pack);
  if (problems.length) throw new Error(`${built} has ${problems.length} problem(s):\n- ${problems.join('\n- ')}`);
  return { pack, from: built };
}

async function main() {
  loadEnvFile();
  const config = loadConfig();
  const i = process.argv.indexOf('--pack');
  const { pack, from } = builtPack(config.publicDir, i > 0 ? path.resolve(process.argv[i + 1] ?? '') : undefined);
  const database = await openDatabase(config);
  try {
    await database.migrate();
    const r = await importCatalogue(database.db, pack);
    console.log(`Catalogue imported from ${from}: ${r.tours} tours, ${r.departuresAdded} departures added, ${r.archivedTours} tours and ${r.archivedOptions} options archived.`);
  } finally {
    await database.close();
  }
}

if (require.main === module) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
