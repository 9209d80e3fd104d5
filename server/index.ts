/**
 * Starts the server: reads the config, refuses a production start without what several
 * instances must share, builds the app (which migrates the database outside production) and
 * listens. `scripts/start.ts` is the one-command entry that also builds and seeds.
 *
 * SIGTERM or SIGINT drains the instance (close-with-grace, fastify's helper): it stops taking
 * connections, readiness answers 503, requests on open connections are answered with
 * `Connection: close` until the load balancer has let go of them (lib/drain.ts: no connection
 * is reset under a request), then the app closes: requests in flight finish, the job worker
 * stops after its current job and hands back the jobs it had claimed, the database and Redis
 * connections close. After SHUTDOWN_GRACE_MS it exits anyway.
 */
import closeWithGrace from 'close-with-grace';
import { buildApp } from './app';
import { drainConnections } from './lib/drain';
import { loadConfig, productionProblems, type AppConfig } from './config';

export async function startServer(config: AppConfig = loadConfig()) {
  const problems = productionProblems(config);
  if (problems.length) throw new Error(`Refusing to start in production:\n- ${problems.join('\n- ')}`);
  const app = await buildApp(config);
  const graceful = closeWithGrace({ delay: config.shutdownGraceMs, logger: { error: (message: unknown) => app.log.error(message) } }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'closing after an uncaught error');
    else {
      app.log.info(`${signal} received, draining`);
      // Half the grace for the load balancer to let go of its connections, the rest for close.
      const drainMs = Math.round(config.shutdownGraceMs / 2);
      if (!(await drainConnections(app, drainMs))) app.log.warn(`connections still open ${drainMs} ms after ${signal}; closing them`);
    }
    await app.close();
  });
  app.addHook('onClose', async () => graceful.uninstall());
  // The embedded database's thread stopped: every statement would be refused until the process
  // starts again, so it exits for the service manager to start it (readiness alone would only
  // take an instance behind a load balancer out of the pool).
  app.database.onLost((error) => {
    app.log.fatal({ err: error }, 'the database stopped; exiting so that the server is started again');
    process.exit(1);
  });
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
