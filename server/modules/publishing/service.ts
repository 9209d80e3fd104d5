/**
 * The publisher of this server (publisher.ts) with its real steps: `scripts/build-site.ts --out`
 * in the build workspace (its output's tail kept for the status), the catalogue import from the
 * built pack into this server's database, then the switch of the served folder. At start, the
 * site in PUBLIC_DIR is adopted as the first live build (publisher.adopt) when none is live yet.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { Publisher } from './publisher';
import { importCatalogue } from '../../db/seed';
import { CONTENT_PACK_FILE } from '../../../src/node/post-build';
import type { ContentPack } from '../../../content/load';

declare module 'fastify' {
  interface FastifyInstance {
    publisher: Publisher | null;
  }
}

/** Runs a command; rejects with the last lines of its output when it fails. */
export function runCommand(command: string, args: string[], options: { cwd: string; env?: NodeJS.ProcessEnv }): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: options.cwd, env: options.env ?? process.env, stdio: ['ignore', 'pipe', 'pipe'] });
    let tail = '';
    const keep = (chunk: Buffer) => {
      tail = (tail + chunk.toString('utf8')).slice(-8000);
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    child.on('error', reject);
    child.on('close', (code, signal) => {
      if (code === 0) resolve();
      else reject(new Error(`${path.basename(command)} ${args.join(' ')} exited with ${code ?? signal}\n${tail.replace(/\x1b\[[0-9;]*[A-Za-z]/g, '')}`)); // eslint-disable-line no-control-regex
    });
  });
}

export function createPublisher(app: FastifyInstance): Publisher | null {
  const { config } = app;
  if (!config.contentfulWebhookSecret) return null;
  const workspace = config.siteBuildWorkspace;
  const publisher = new Publisher({
    siteDir: config.siteDir,
    debounceMs: config.publishDebounceMs,
    keep: config.siteBuildsKept,
    log: { info: (m) => app.log.info(m), error: (m) => app.log.error(m) },
    build: (outDir) =>
      runCommand(path.join(workspace, 'node_modules', '.bin', 'tsx'), [path.join(workspace, 'scripts', 'build-site.ts'), '--out', outDir], {
        cwd: workspace,
        env: { ...process.env, GATSBY_TELEMETRY_DISABLED: '1' },
      }),
    afterBuild: async (outDir) => {
      const pack = JSON.parse(fs.readFileSync(path.join(outDir, CONTENT_PACK_FILE), 'utf8')) as ContentPack;
      const result = await importCatalogue(app.db, pack);
      app.log.info({ ...result }, 'publishing: catalogue imported');
    },
    onSwitch: (dir) => {
      if (app.hasDecorator('switchSite')) app.switchSite(dir);
    },
  });
  // Before the static site is registered (app.ts serves `current` when there is one): the site the
  // server was started with becomes the first live build, so no rebuild writes into the served folder.
  if (config.publicDir) {
    const adopted = publisher.adopt(config.publicDir);
    if (adopted) app.log.info(`publishing: the site in ${config.publicDir} is copied to build ${adopted.id} and served from there`);
  }
  return publisher;
}
