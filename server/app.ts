/**
 * buildApp(config): a Fastify instance with every plugin and route. `server/index.ts` listens
 * with it; tests call `inject()` on it.
 */
import { hashGate } from './lib/passwords';
import Fastify, { type FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import zlib from 'node:zlib';
import compress from '@fastify/compress';
import rateLimit from '@fastify/rate-limit';
import metrics from 'fastify-metrics';
import type { AppConfig } from './config';
import { openDatabase, type Database, type Db } from './db/client';
import { AUTOVACUUM_CHECK_MS, autoVacuum, idleVacuum, VACUUM_IDLE_MS } from './db/pglite-vacuum';
import { frameworkErrorHandler, registerErrorHandling } from './lib/errors';
import { rejectControlCharacters } from './lib/input';
import { LOG_REDACT_PATHS, serializeError } from './lib/log-safety';
import { securityHeaders } from './lib/security-headers';
import { openRedis, type Redis } from './lib/redis';
import { apiModules } from './modules';
import staticSite from './static';
import fs from 'node:fs';
import path from 'node:path';
import { CURRENT_LINK } from './modules/publishing/publisher';
import { ChangeCheck, departuresFingerprint } from './modules/departures/list-cache';
import { version } from '../package.json';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    database: Database;
    db: Db;
    /** Where read-only routes (departures, reviews) read: a read replica when DATABASE_REPLICA_URLS is set, else the primary. */
    readDb: Db;
    /** The shared rate-limit store's client when REDIS_URL is set. */
    redis: Redis | null;
    /**
     * "Did any departure, tour or family the public reads show change?" (departures/list-cache.ts):
     * one check per DEPARTURE_LIST_RECHECK_MS shared by every cache of departure-derived reads.
     */
    departureChanges: ChangeCheck;
    /** True from the moment the instance starts draining (SIGTERM, lib/drain.ts) or closing: readiness answers 503. */
    closing: boolean;
  }
}

export interface BuildOptions {
  /** Reuse an open database (tests share one per file); otherwise one is opened and migrated. */
  database?: Database;
  /** Where the logs go (standard output otherwise); tests capture them to check what is logged. */
  logStream?: { write(line: string): void };
}

function liveSiteDir(config: AppConfig): string | null {
  if (!config.contentfulWebhookSecret) return null;
  try {
    return fs.realpathSync(path.join(config.siteDir, CURRENT_LINK));
  } catch {
    return null;
  }
}

export async function buildApp(config: AppConfig, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    // No personal data in logs (lib/log-safety.ts): bodies are never logged, the session
    // headers are redacted, errors are serialized without a failed query's values.
    logger:
      config.logLevel === 'silent'
        ? false
        : {
            level: config.logLevel,
            redact: { paths: LOG_REDACT_PATHS, censor: '[redacted]' },
            // Fastify types `err` as Error in, { type, message, stack } out; ours also takes the
            // strings some callers log as `err` (a job's failure message) and scrubs them.
            serializers: { err: serializeError as unknown as (error: Error) => { type: string; message: string; stack: string } },
            ...(options.logStream ? { stream: options.logStream } : {}),
          },
    trustProxy: config.trustProxy,
    bodyLimit: 256 * 1024,
    // Query strings such as ?a[]=1 or huge numbers of keys must not be able to hurt us.
    routerOptions: { maxParamLength: 200 },
    // Router failures (undecodable URL, over-long parameter) in the one error shape too.
    frameworkErrors: frameworkErrorHandler,
    ajv: { customOptions: { coerceTypes: 'array', removeAdditional: false, allErrors: false } },
  }).withTypeProvider<TypeBoxTypeProvider>();

  // One gate per process for password hashes (lib/passwords.ts); the last app built sets it.
  hashGate.limits = config.passwordHashing;
  const database = options.database ?? (await openDatabase(config));
  if (!options.database) {
    try {
      await prepareSchema(database, config);
    } catch (error) {
      await database.close();
      throw error;
    }
  }
  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('db', database.db);
  app.decorate('readDb', { getter: () => database.readDb() });
  app.decorate('closing', false);
  app.decorate('departureChanges', new ChangeCheck(departuresFingerprint, config.departureListRecheckMs));
  app.addHook('preClose', async () => {
    app.closing = true;
  });
  if (database.kind === 'pglite' && config.pgliteVacuumHours > 0) {
    idleVacuum(app, { everyMs: config.pgliteVacuumHours * 3_600_000, idleMs: VACUUM_IDLE_MS });
    autoVacuum(app, { checkEveryMs: AUTOVACUUM_CHECK_MS });
  }
  if (!options.database) app.addHook('onClose', async () => database.close());
  const redis = config.redisUrl ? openRedis(config.redisUrl) : null;
  app.decorate('redis', redis);
  if (redis) app.addHook('onClose', async () => void (await redis.quit().catch(() => redis.disconnect())));

  registerErrorHandling(app);
  await app.register(securityHeaders);
  // What this compresses is made per request (the API's JSON; the site's files are served
  // precompressed at full strength). The fastest levels: brotli 1 made a 20 KB answer 10 % larger
  // than the plugin's default 4 in a fifth of the time (43 against 212 µs), which was 15 % of a
  // booking detail's CPU (issue 22).
  await app.register(compress, {
    global: true,
    threshold: 1024,
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 1 } },
    zlibOptions: { level: 1 },
  });
  // With REDIS_URL every instance counts in the same Redis, so N instances do not allow N times
  // each limit; without it the counters are this process's (the single-machine default). A Redis
  // outage lets requests through rather than failing them (skipOnError): sign-in must not go down
  // with the counters; /api/health reports Redis down meanwhile.
  await app.register(rateLimit, { global: false, ...(redis ? { redis, nameSpace: 'kea-rl:', skipOnError: true } : {}) });
  if (config.metrics) {
    await app.register(metrics, {
      endpoint: '/metrics',
      // Tests build many apps in one process: each starts from a clean registry.
      clearRegisterOnInit: true,
      // Durations as a histogram only: histograms add up across instances (a summary's quantiles
      // do not), and a summary's quantile sketch cost ~3 % of the server's CPU per request (issue 22).
      // (The plugin makes the summary anyway: registered nowhere, it is not listed empty.)
      routeMetrics: {
        enabled: { histogram: true, summary: false },
        overrides: { summary: { registers: [] } },
        routeBlacklist: ['/metrics'],
        invalidRouteGroup: 'unknown',
      },
    });
  }

  await app.register(swagger, {
    openapi: {
      info: { title: 'Kea Trails booking API', version, description: 'The wire contract of SPEC section 7. Paths are relative to /api.' },
      components: {
        securitySchemes: {
          token: { type: 'apiKey', in: 'header', name: 'token' },
          email: { type: 'apiKey', in: 'header', name: 'email' },
        },
      },
    },
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  await app.register(
    async (api) => {
      // Every route: NUL and other control characters in the body, query or params answer 400.
      api.addHook('preValidation', rejectControlCharacters);
      for (const module of apiModules) await api.register(module);
    },
    { prefix: '/api' },
  );

  // After a publish (server/modules/publishing) the live site is the rebuilt one, across restarts too.
  if (config.publicDir) await app.register(staticSite, { root: liveSiteDir(config) ?? config.publicDir });
  return app;
}

/**
 * Outside production the app migrates as it starts (PGlite, one process). In production
 * migrations are a release step run once (`npm run db:migrate`, under an advisory lock), and an
 * instance refuses to start on a database that lacks some, rather than run code against a
 * schema it does not know.
 */
async function prepareSchema(database: Database, config: AppConfig) {
  if (config.migrateOnStart) return database.migrate();
  const pending = await database.pendingMigrations();
  if (pending) {
    throw new Error(`Refusing to start: the database lacks ${pending} migration${pending === 1 ? '' : 's'}. Run \`npm run db:migrate\` (the release step) first, or set MIGRATE_ON_START=true.`);
  }
}
