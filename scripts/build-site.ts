/**
 * Builds the site: renders the content pack's images and maps (only what changed; a Contentful
 * build downloads and renders its own in gatsby-node), then runs `gatsby build`.
 * `npm start` calls it when the build is missing or older than its sources.
 *
 *   tsx scripts/build-site.ts               build into public/
 *   tsx scripts/build-site.ts --out DIR     build, then copy public/ to DIR (the publishing hook's
 *                                           new folder; the server it runs in serves another one)
 *
 * The booking API's catalogue is imported from the built pack (`public/_content-pack.json`) by
 * `npm run catalogue:import`, by `npm start` and by the publishing hook, each in the process
 * that holds the database.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { contentfulSettings } from '../src/node/content-source';

const ROOT = path.resolve(__dirname, '..');

export function run(command: string, args: string[], env: NodeJS.ProcessEnv = process.env) {
  const result = spawnSync(command, args, { cwd: ROOT, stdio: 'inherit', env });
  if (result.status !== 0) {
    throw new Error(`${command} ${args.join(' ')} failed with exit code ${result.status ?? result.signal}`);
  }
}

export function buildSite(outDir?: string) {
  const bin = (name: string) => path.join(ROOT, 'node_modules', '.bin', name);
  if (!contentfulSettings()) run(bin('tsx'), [path.join(ROOT, 'scripts', 'content-images.ts')]);
  run(bin('gatsby'), ['build'], { ...process.env, GATSBY_TELEMETRY_DISABLED: '1' });
  if (outDir) {
    fs.mkdirSync(path.dirname(outDir), { recursive: true });
    fs.rmSync(outDir, { recursive: true, force: true });
    // A copy, not a rename: Gatsby deletes its whole cache when it finds .cache/ without public/,
    // so moving public/ away would make every publish a cold build (every entry and picture
    // fetched again instead of the Sync API's changes only).
    fs.cpSync(path.join(ROOT, 'public'), outDir, { recursive: true });
  }
}

if (require.main === module) {
  const i = process.argv.indexOf('--out');
  try {
    buildSite(i > 0 ? path.resolve(process.argv[i + 1] ?? '') : undefined);
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
}
