/**
 * The one place that reads environment variables. Every variable is documented in
 * `.env.example` with its default.
 */
import path from 'node:path';
import { BOOKING_LIMITS, HOLD_HOURS, type BookingLimits } from '../contract/booking-lifecycle';
import { defaultHashLimits, type HashLimits } from './lib/passwords';

export interface AppConfig {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  /** Public origin of the site, used in links inside emails. */
  publicUrl: string;
  /** postgres://… to use a PostgreSQL server; empty for the embedded PGlite database. */
  databaseUrl: string;
  /** postgres://… read replicas the read-only routes (departures, reviews) query; empty: the primary. */
  databaseReplicaUrls: string[];
  /** Apply pending migrations when the app starts (default outside production). In production they are a release step (`npm run db:migrate`) and an instance refuses to start on a database that lacks some. */
  migrateOnStart: boolean;
  /** redis://… for the rate-limit counters every instance shares; empty: in this process's memory (one instance). */
  redisUrl: string;
  /** Folder of the embedded PGlite database; 'memory://' keeps it in memory (tests). */
  pgliteDir: string;
  /** Folder where the mail adapter writes .eml files when no SMTP server is configured. */
  outboxDir: string;
  smtpUrl: string;
  mailFrom: string;
  /** Built site to serve; empty to serve the API only. */
  publicDir: string;
  logLevel: string;
  adminEmail: string;
  adminPassword: string;
  crmLeadUrl: string;
  recaptchaSecret: string;
  /** Secret for the self-hosted proof-of-work captcha (HMAC key). Empty: a random per-process key (one instance only; set it for several). */
  captchaHmacKey: string;
  googleClientId: string;
  googleJwksUrl: string;
  exchangeRateUrl: string;
  /** Milliseconds an instance reuses reads that change rarely: the exchange rate (lib/memo.ts); 0 reads on every request (tests). */
  readCacheMs: number;
  stripeSecretKey: string;
  stripeWebhookSecret: string;
  /** Stripe's API origin; tests point it at a local server that replays recorded answers. */
  stripeApiBase: string;
  /** Trust X-Forwarded-* headers (behind a load balancer): false, true (any hop), or the proxies' addresses/CIDRs (Fastify's `trustProxy`). Rate limits key on the client IP this yields. */
  trustProxy: boolean | string;
  /** Milliseconds a SIGTERM'd instance may spend draining (requests in flight, the job pass) before it exits anyway. */
  shutdownGraceMs: number;
  /** Request metrics in the Prometheus format at `/metrics` (outside `/api/`, so a load balancer that forwards only `/api/` never exposes them). */
  metrics: boolean;
  /** Client IPs the per-IP request limits (sign-in, sign-up, leads…) do not count: a monitoring host, a load tester, the end-to-end suite's browser. Empty by default. */
  rateLimitExemptIps: string[];
  /** Password hashes at once and waiting per process (lib/passwords.ts: the rest get 503 at once); defaults from the cores. */
  passwordHashing: HashLimits;
  /** Period in seconds of the recurring 'waitlist_sweep' job (one per period across all instances); 0: no recurring sweep (tests run the jobs on demand). */
  waitlistSweepSeconds: number;
  /** Hours between two rounds of VACUUM ANALYZE over an embedded PGlite's tables, each table when the server is idle (db/pglite-vacuum.ts: PGlite has no autovacuum); 0: never, and no vacuum of changed tables either (autoVacuum). */
  pgliteVacuumHours: number;
  /** Milliseconds between background job polls (emails: receipts, confirmations, balance reminders); 0 turns the worker off (tests run jobs on demand). */
  jobsPollMs: number;
  /** Hours an unpaid booking holds its seats (DECISIONS: 48); the reminder goes 12 hours before the end. */
  bookingHoldHours: number;
  /** Per-account limits on unpaid bookings (DECISIONS; the per-IP creation limit uses createdPerHour too). Staff are not limited. */
  bookingLimits: BookingLimits;
  /** Milliseconds the public reads' change checks (departures, reviews) are reused before the database is asked again (departures/list-cache.ts); 0 asks on every request (tests). */
  departureListRecheckMs: number;
  /** Publishing from Contentful (server/modules/publishing): the webhook's signing secret; empty turns the hook off. */
  contentfulWebhookSecret: string;
  /** Milliseconds of quiet after the last publish before the rebuild starts. */
  publishDebounceMs: number;
  /** Where rebuilt sites go: `builds/<id>/` and the `current` symlink to the live one. */
  siteDir: string;
  /** Built sites kept on disk (the live one and the ones before it). */
  siteBuildsKept: number;
  /** The folder the rebuild runs `gatsby build` in (the repository by default). */
  siteBuildWorkspace: string;
}

const ROOT = path.resolve(__dirname, '..');

/** PASSWORD_HASH_CONCURRENCY and PASSWORD_HASH_QUEUE over the defaults for this machine's cores. */
function hashLimits(env: NodeJS.ProcessEnv): HashLimits {
  const defaults = defaultHashLimits();
  const concurrency = Math.floor(positiveNumber(str(env, 'PASSWORD_HASH_CONCURRENCY', String(defaults.concurrency)), defaults.concurrency));
  const maxQueued = Math.floor(positiveNumber(str(env, 'PASSWORD_HASH_QUEUE', String(8 * concurrency)), 8 * concurrency));
  return { concurrency, maxQueued, maxWaitMs: defaults.maxWaitMs };
}

function positiveNumber(raw: string, fallback: number): number {
  const n = Number(raw);
  return Number.isFinite(n) && n > 0 ? n : fallback;
}

/** A comma-separated list, trimmed, without empty entries. */
function list(raw: string): string[] {
  return raw.split(',').map((item) => item.trim()).filter(Boolean);
}

/** TRUST_PROXY: 'true' trusts every hop (only safe when nothing else can reach the port), 'false' none, anything else names the proxies. */
function trustProxy(raw: string): boolean | string {
  if (raw === 'true' || raw === 'false') return raw === 'true';
  return list(raw).join(',');
}

function str(env: NodeJS.ProcessEnv, name: string, fallback: string): string {
  const value = env[name];
  return value === undefined || value === '' ? fallback : value;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<AppConfig> = {}): AppConfig {
  const nodeEnv = str(env, 'NODE_ENV', 'development');
  const port = Number(str(env, 'PORT', '8000'));
  const config: AppConfig = {
    env: nodeEnv === 'production' || nodeEnv === 'test' ? nodeEnv : 'development',
    port: Number.isInteger(port) && port > 0 ? port : 8000,
    host: str(env, 'HOST', '0.0.0.0'),
    publicUrl: str(env, 'PUBLIC_URL', `http://localhost:${port}`),
    databaseUrl: str(env, 'DATABASE_URL', ''),
    databaseReplicaUrls: list(str(env, 'DATABASE_REPLICA_URLS', '')),
    migrateOnStart: str(env, 'MIGRATE_ON_START', nodeEnv === 'production' ? 'false' : 'true') === 'true',
    redisUrl: str(env, 'REDIS_URL', ''),
    pgliteDir: str(env, 'PGLITE_DIR', path.join(ROOT, 'var', 'pglite')),
    outboxDir: str(env, 'OUTBOX_DIR', path.join(ROOT, 'var', 'outbox')),
    smtpUrl: str(env, 'SMTP_URL', ''),
    mailFrom: str(env, 'MAIL_FROM', 'Kea Trails <hello@keatrails.co.nz>'),
    publicDir: str(env, 'PUBLIC_DIR', path.join(ROOT, 'public')),
    logLevel: str(env, 'LOG_LEVEL', nodeEnv === 'test' ? 'silent' : 'info'),
    adminEmail: str(env, 'ADMIN_EMAIL', ''),
    adminPassword: str(env, 'ADMIN_PASSWORD', ''),
    crmLeadUrl: str(env, 'CRM_LEAD_URL', ''),
    recaptchaSecret: str(env, 'RECAPTCHA_SECRET', ''),
    captchaHmacKey: str(env, 'CAPTCHA_HMAC_KEY', ''),
    googleClientId: str(env, 'GATSBY_GOOGLE_CLIENT_ID', ''),
    googleJwksUrl: str(env, 'GOOGLE_JWKS_URL', 'https://www.googleapis.com/oauth2/v3/certs'),
    exchangeRateUrl: str(env, 'EXCHANGE_RATE_URL', 'https://api.frankfurter.app/latest?from=NZD&to=EUR'),
    readCacheMs: Math.max(0, Number(str(env, 'READ_CACHE_MS', nodeEnv === 'test' ? '0' : '60000')) || 0),
    stripeSecretKey: str(env, 'STRIPE_SECRET_KEY', ''),
    stripeWebhookSecret: str(env, 'STRIPE_WEBHOOK_SECRET', ''),
    stripeApiBase: str(env, 'STRIPE_API_BASE', 'https://api.stripe.com'),
    trustProxy: trustProxy(str(env, 'TRUST_PROXY', 'false')),
    shutdownGraceMs: positiveNumber(str(env, 'SHUTDOWN_GRACE_MS', '10000'), 10000),
    metrics: str(env, 'METRICS', 'true') !== 'false',
    rateLimitExemptIps: list(str(env, 'RATE_LIMIT_EXEMPT_IPS', '')),
    passwordHashing: hashLimits(env),
    waitlistSweepSeconds: Math.max(0, Number(str(env, 'WAITLIST_SWEEP_SECONDS', nodeEnv === 'test' ? '0' : '60')) || 0),
    pgliteVacuumHours: Math.max(0, Number(str(env, 'PGLITE_VACUUM_HOURS', nodeEnv === 'test' ? '0' : '24')) || 0),
    jobsPollMs: Math.max(0, Number(str(env, 'JOBS_POLL_MS', nodeEnv === 'test' ? '0' : '5000')) || 0),
    bookingLimits: { ...BOOKING_LIMITS },
    bookingHoldHours: positiveNumber(str(env, 'BOOKING_HOLD_HOURS', String(HOLD_HOURS)), HOLD_HOURS),
    departureListRecheckMs: Math.max(0, Number(str(env, 'DEPARTURE_LIST_RECHECK_MS', nodeEnv === 'test' ? '0' : '1000')) || 0),
    contentfulWebhookSecret: str(env, 'CONTENTFUL_WEBHOOK_SECRET', ''),
    publishDebounceMs: Math.max(0, Number(str(env, 'PUBLISH_DEBOUNCE_MS', '10000')) || 0),
    siteDir: str(env, 'SITE_DIR', path.join(ROOT, 'var', 'site')),
    siteBuildsKept: Math.max(1, Math.floor(positiveNumber(str(env, 'SITE_BUILDS_KEPT', '3'), 3))),
    siteBuildWorkspace: str(env, 'SITE_BUILD_WORKSPACE', ROOT),
    ...overrides,
  };
  return config;
}

/** A config for tests: in-memory database, silent logs, a temporary outbox. */
export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return loadConfig({ NODE_ENV: 'test', DATABASE_URL: process.env.TEST_DATABASE_URL ?? '' }, {
    pgliteDir: 'memory://',
    publicDir: '',
    outboxDir: path.join(require('node:os').tmpdir(), `kea-outbox-${process.pid}-${Date.now()}`),
    captchaHmacKey: 'test-captcha-key',
    // Test files book many times with one account from one address; the limits' own tests
    // (bookings/lifecycle.test.ts) use the product's limits.
    bookingLimits: { unpaidBookings: 1000, heldSeats: 16_000, createdPerHour: 10_000 },
    // Test files hash many passwords at once (parallel sign-ups); the gate's own test sets it tight.
    passwordHashing: { concurrency: 2, maxQueued: 100_000, maxWaitMs: 600_000 },
    ...overrides,
  });
}

/**
 * What a production deployment lacks (NODE_ENV=production): the secrets every instance must
 * share, and a real mail transport. Each entry names the variable and why; empty when ready.
 * The server refuses to start with any (server/index.ts), rather than run with per-process
 * random keys (a captcha solved against one instance refused by the next) or write customers'
 * emails to its own disk.
 */
export function productionProblems(config: AppConfig): string[] {
  if (config.env !== 'production') return [];
  const problems: string[] = [];
  if (!config.recaptchaSecret && !config.captchaHmacKey) {
    problems.push('CAPTCHA_HMAC_KEY is not set: every instance must sign captcha challenges with the same key (or set RECAPTCHA_SECRET).');
  }
  if (!config.smtpUrl) problems.push('SMTP_URL is not set: without it emails are only written to this machine’s disk (OUTBOX_DIR) and never reach customers.');
  if (config.databaseUrl && !config.redisUrl) {
    problems.push('REDIS_URL is not set: instances sharing a PostgreSQL server must share their rate-limit counters, or every limit is multiplied by the number of instances.');
  }
  if (config.databaseReplicaUrls.length && !config.databaseUrl) {
    problems.push('DATABASE_REPLICA_URLS is set without DATABASE_URL: replicas need a PostgreSQL primary.');
  }
  if (config.stripeSecretKey && !config.stripeWebhookSecret) {
    problems.push('STRIPE_WEBHOOK_SECRET is not set: Stripe’s payment events could not be verified, so payments would not be recorded.');
  }
  return problems;
}

