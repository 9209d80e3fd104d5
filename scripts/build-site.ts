/**
 * Builds the site: renders the content pack's images and maps (only what changed), then runs
 * `gatsby build`. `npm start` calls it when the build is missing or older than its sources.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..');

export function run(command: string, args: string[], env: NodeJS.ProcessEnv = process.env) {
  const result = spawnSync(command, args, { cwd: ROOT, stdio: 'inherit', env });
  if (result.status !== 0) {
    throw new Error(`${command} ${args.join(' ')} failed with exit code ${result.status ?? result.signal}`);
  }
}

export function buildSite() {
  const bin = (name: string) => path.join(ROOT, 'node_modules', '.bin', name);
  run(bin('tsx'), [path.join(ROOT, 'scripts', 'content-images.ts')]);
  run(bin('gatsby'), ['build'], { ...process.env, GATSBY_TELEMETRY_DISABLED: '1' });
}

if (require.main === module) {
  try {
    buildSite();
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
}
