/**
 * Starts the server: reads the config, builds the app (which migrates the database) and
 * listens. `scripts/start.ts` is the one-command entry that also builds and seeds.
 */
import { buildApp } from './app';
import { loadConfig, productionProblems, type AppConfig } from './config';

export async function startServer(config: AppConfig = loadConfig()) {
  const problems = productionProblems(config);
  if (problems.length) throw new Error(`Refusing to start in production:\n- ${problems.join('\n- ')}`);
  const app = await buildApp(config);
  const shutdown = async (signal: string) => {
    app.log.info(`${signal} received, closing`);
    await app.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  await app.listen({ port: config.port, host: config.host });
  const shown = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  console.log(`Kea Trails is serving on http://${shown}:${config.port} (API at /api/, docs at /api/docs, database: ${app.database.kind})`);
  return app;
}

if (require.main === module) {
  startServer().catch((error: unknown) => {
    console.error(error instanceof Error && error.message.startsWith('Refusing to start') ? error.message : error);
    process.exit(1);
  });
}
