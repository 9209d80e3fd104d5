/**
 * `npm run dev`: the API (with the database migrated and seeded) on PORT+1 and Gatsby's develop
 * server on PORT (default 8000) proxying /api to it, so the browser sees one origin.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { loadEnvFile } from './env-file';
import { loadConfig } from '../server/config';
import { openDatabase } from '../server/db/client';
import { seedIfEmpty } from './db';
import { startServer } from '../server/index';

async function main() {
  loadEnvFile();
  const root = path.resolve(__dirname, '..');
  const sitePort = Number(process.env.PORT ?? 8000);
  const apiPort = sitePort + 1;
  const config = loadConfig(process.env, { port: apiPort, host: '127.0.0.1', publicDir: '' });
  const database = await openDatabase(config);
  await database.migrate();
  await seedIfEmpty(database, config);
  await database.close();
  await startServer(config);
  const gatsby = spawn(path.join(root, 'node_modules', '.bin', 'gatsby'), ['develop', '-p', String(sitePort), '-H', '0.0.0.0'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, DEV_API_PROXY: `http://127.0.0.1:${apiPort}`, GATSBY_TELEMETRY_DISABLED: '1' },
  });
  gatsby.on('exit', (code) => process.exit(code ?? 0));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
