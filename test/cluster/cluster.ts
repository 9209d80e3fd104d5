/**
 * Starts the production shape on loopback ports, for the cluster test (cluster.test.ts) and the
 * bench's two-instance figure (bench/cluster-load.ts): a throwaway PostgreSQL cluster, Redis, an
 * SMTP sink that counts what it receives, the release steps (migrate, seed), API instances with
 * NODE_ENV=production, and nginx running deploy/nginx.conf as it is, over the built public/.
 *
 * Needs Debian's postgresql (15), redis-server and nginx-light (.ci/run installs them). Run as
 * root, PostgreSQL is started as the `postgres` user, as .ci/run does.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';

export const ROOT = path.resolve(__dirname, '..', '..');
const PG_BIN = '/usr/lib/postgresql/15/bin';
const REDIS = '/usr/bin/redis-server';
const NGINX = '/usr/sbin/nginx';

export interface ClusterPorts {
  postgres: number;
  redis: number;
  smtp: number;
  nginx: number;
  instances: number[];
}

/** Ports base, base+1 … : PostgreSQL, Redis, SMTP, nginx, then one per instance. */
export function portsFrom(base: number, instances = 2): ClusterPorts {
  return { postgres: base, redis: base + 1, smtp: base + 2, nginx: base + 3, instances: Array.from({ length: instances }, (_, i) => base + 10 + i) };
}

const isRoot = () => process.getuid?.() === 0;

function run(command: string, args: string[], options: { asPostgres?: boolean; env?: NodeJS.ProcessEnv } = {}) {
  const [cmd, argv] = options.asPostgres && isRoot() ? ['su', ['postgres', '-c', [command, ...args].map((a) => `'${a.replace(/'/g, "'\\''")}'`).join(' ')]] : [command, args];
  const result = spawnSync(cmd, argv as string[], { encoding: 'utf8', env: options.env ?? process.env });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed (${result.status}): ${result.stderr || result.stdout}`);
  return result.stdout;
}

async function waitFor(what: string, check: () => Promise<boolean>, timeoutMs = 120_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    if (await check().catch(() => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`timed out waiting for ${what}`);
}

export interface Postgres {
  url: string;
  stop(): void;
}

export function startPostgres(port: number): Postgres {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kea-cluster-pg-'));
  if (isRoot()) run('chown', ['postgres', dir]);
  run(`${PG_BIN}/initdb`, ['-D', `${dir}/data`, '-A', 'trust', '-U', 'postgres'], { asPostgres: true });
  run(`${PG_BIN}/pg_ctl`, ['-D', `${dir}/data`, '-o', `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=200 -c fsync=off`, '-l', `${dir}/log`, '-w', 'start'], { asPostgres: true });
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop() {
      try {
        run(`${PG_BIN}/pg_ctl`, ['-D', `${dir}/data`, '-m', 'immediate', 'stop'], { asPostgres: true });
      } finally {
        fs.rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}

export interface Service {
  stop(): Promise<void>;
}

/** Ends a child process and waits for it (SIGKILL after 10 s). */
async function stopChild(child: ChildProcess, signal: NodeJS.Signals = 'SIGTERM'): Promise<number | null> {
  if (child.exitCode !== null || child.signalCode !== null) return child.exitCode;
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  child.kill(signal);
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  const code = await exited;
  clearTimeout(timer);
  return code;
}

export async function startRedis(port: number): Promise<Service> {
  const child = spawn(REDIS, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--daemonize', 'no'], { stdio: 'ignore' });
  const { Redis } = await import('ioredis');
  await waitFor('redis', async () => {
    const client = new Redis({ port, host: '127.0.0.1', lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
    client.on('error', () => undefined);
    try {
      await client.connect();
      return (await client.ping()) === 'PONG';
    } finally {
      client.disconnect();
    }
  });
  return { stop: async () => void (await stopChild(child)) };
}

export interface SmtpSink extends Service {
  /** Recipients of every message received, one entry per message. */
  recipients: string[];
}

/** An SMTP server that accepts everything and records the recipients (no TLS, no auth). */
export async function startSmtpSink(port: number): Promise<SmtpSink> {
  const recipients: string[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      stream.on('data', () => undefined);
      stream.on('end', () => {
        for (const to of session.envelope.rcptTo) recipients.push(to.address);
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { recipients, stop: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** The environment every instance and release step shares (what productionProblems asks for). */
export function productionEnv(ports: ClusterPorts, postgresUrl: string): NodeJS.ProcessEnv {
  return {
    ...process.env,
    NODE_ENV: 'production',
    DATABASE_URL: postgresUrl,
    REDIS_URL: `redis://127.0.0.1:${ports.redis}`,
    CAPTCHA_HMAC_KEY: 'cluster-test-shared-captcha-key',
    SMTP_URL: `smtp://127.0.0.1:${ports.smtp}`,
    PUBLIC_DIR: path.join(ROOT, 'public'),
    PUBLIC_URL: `http://127.0.0.1:${ports.nginx}`,
    // Only nginx, on this machine, may say who the client is.
    TRUST_PROXY: '127.0.0.1',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    JOBS_POLL_MS: '200',
    EXCHANGE_RATE_URL: 'http://127.0.0.1:2/unreachable',
  };
}

/** A release step (`tsx scripts/db.ts migrate | seed`), run to completion. */
export function releaseStep(step: 'migrate' | 'seed', env: NodeJS.ProcessEnv): string {
  return run(process.execPath, ['--import', 'tsx', path.join(ROOT, 'scripts', 'db.ts'), step], { env });
}

export interface Instance {
  port: number;
  url: string;
  child: ChildProcess;
  /** Output so far (stdout and stderr). */
  output(): string;
  /** Sends the signal and waits for the exit code. */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

/** Starts `server/index.ts` on `port`; resolves when it is ready (GET /api/health/ready 200) or rejects with its output if it exits first. */
export async function startInstance(port: number, env: NodeJS.ProcessEnv): Promise<Instance> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'server', 'index.ts')], { cwd: ROOT, env: { ...env, PORT: String(port) }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const url = `http://127.0.0.1:${port}`;
  const instance: Instance = { port, url, child, output: () => output, stop: (signal) => stopChild(child, signal) };
  const exited = new Promise<never>((_, reject) => child.once('exit', (code) => reject(new Error(`instance on ${port} exited (${code}):\n${output}`))));
  exited.catch(() => undefined);
  // Connection: close, as every direct request of the test: a connection left open would hold
  // up the instance's drain when it is stopped (server/lib/drain.ts waits for clients to let go).
  await Promise.race([waitFor(`instance on ${port}`, async () => (await fetch(`${url}/api/health/ready`, { headers: { connection: 'close' } })).status === 200, 180_000), exited]);
  return instance;
}

/** Runs an instance that is expected to refuse to start: its exit code and output. */
export function refusedStart(port: number, env: NodeJS.ProcessEnv): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'server', 'index.ts')], { cwd: ROOT, env: { ...env, PORT: String(port) }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const timer = setTimeout(() => child.kill('SIGKILL'), 120_000);
  return new Promise((resolve) =>
    child.once('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    }),
  );
}

/** deploy/kea-upstream.conf with these instances in place of its example servers (their options kept). */
export function upstreamFor(instancePorts: number[]): string {
  const example = fs.readFileSync(path.join(ROOT, 'deploy', 'kea-upstream.conf'), 'utf8');
  const servers = [...example.matchAll(/^(\s*)server\s+\S+(.*);$/gm)];
  if (!servers.length) throw new Error('deploy/kea-upstream.conf names no server');
  const [, indent, options] = servers[0];
  const ours = instancePorts.map((p) => `${indent}server 127.0.0.1:${p}${options};`).join('\n');
  const first = servers[0].index;
  const last = servers.at(-1)!;
  return example.slice(0, first) + ours + example.slice(last.index + last[0].length);
}

export interface Nginx extends Service {
  /** deploy/nginx-upstream.sh: takes the instance on this port out of the pool, or puts it back, and waits for the reload. */
  upstream(state: 'down' | 'up', instancePort: number): Promise<void>;
}

/** nginx running deploy/nginx.conf unchanged, beside its two include files for these ports (the upstream: deploy/kea-upstream.conf's, with these instances). */
export async function startNginx(port: number, instancePorts: number[]): Promise<Nginx> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kea-cluster-nginx-'));
  fs.mkdirSync(path.join(dir, 'logs'));
  fs.mkdirSync(path.join(dir, 'tmp'));
  fs.copyFileSync(path.join(ROOT, 'deploy', 'nginx.conf'), path.join(dir, 'nginx.conf'));
  fs.symlinkSync(path.join(ROOT, 'public'), path.join(dir, 'public'));
  fs.writeFileSync(path.join(dir, 'kea-listen.conf'), `listen 127.0.0.1:${port};\n`);
  fs.writeFileSync(path.join(dir, 'kea-upstream.conf'), upstreamFor(instancePorts));
  // As root, nginx's workers would otherwise run as nobody, who cannot read a work tree under /root or /work.
  const global = `daemon off;${isRoot() ? ' user root;' : ''}`;
  const child = spawn(NGINX, ['-p', `${dir}/`, '-c', path.join(dir, 'nginx.conf'), '-g', global], { stdio: ['ignore', 'ignore', 'pipe'] });
  let errors = '';
  child.stderr?.on('data', (chunk) => (errors += chunk));
  const exited = new Promise<never>((_, reject) => child.once('exit', (code) => reject(new Error(`nginx exited (${code}): ${errors}`))));
  exited.catch(() => undefined);
  await Promise.race([waitFor('nginx', async () => (await fetch(`http://127.0.0.1:${port}/`)).status === 200, 30_000), exited]);
  return {
    // Not spawnSync: the test's load runs in this process and must go on during the reload.
    async upstream(state, instancePort) {
      const script = spawn(path.join(ROOT, 'deploy', 'nginx-upstream.sh'), [dir, state, `127.0.0.1:${instancePort}`], { env: { ...process.env, NGINX, NGINX_GLOBALS: global }, stdio: ['ignore', 'ignore', 'pipe'] });
      let output = '';
      script.stderr?.on('data', (chunk) => (output += chunk));
      const code = await new Promise<number | null>((resolve) => script.once('exit', resolve));
      if (code !== 0) throw new Error(`deploy/nginx-upstream.sh ${state} ${instancePort} failed (${code}): ${output}`);
    },
    stop: async () => {
      await stopChild(child, 'SIGQUIT');
      // CLUSTER_NGINX_LOGS=<folder> keeps nginx's error log (each upstream error, 'no live upstreams').
      if (process.env.CLUSTER_NGINX_LOGS) fs.cpSync(path.join(dir, 'logs'), process.env.CLUSTER_NGINX_LOGS, { recursive: true });
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

export interface Cluster {
  ports: ClusterPorts;
  env: NodeJS.ProcessEnv;
  postgres: Postgres;
  smtp: SmtpSink;
  instances: Instance[];
  /** nginx's address: the site and, under /api/, the instances. */
  url: string;
  /**
   * The rolling restart of one instance, as the README describes it: out of nginx's pool
   * (deploy/nginx-upstream.sh), stopped with SIGTERM, started again and ready, back in the pool.
   * How long the stop and the start took, and whether the stopped one saw its connections let
   * go before its drain gave up (server/index.ts).
   */
  restart(index: number): Promise<{ servedWhileOut: number; stopMs: number; startMs: number; drained: boolean }>;
  close(): Promise<void>;
}

export interface ClusterOptions {
  base: number;
  instances?: number;
  /** Before the release steps: e.g. check that an instance refuses the unmigrated database. */
  beforeRelease?: (env: NodeJS.ProcessEnv, ports: ClusterPorts) => Promise<void>;
  /** Extra environment for the instances. */
  instanceEnv?: NodeJS.ProcessEnv;
}

/** How many requests the instance has answered, health probes aside (its Prometheus counts). */
async function servedThroughNginx(instanceUrl: string): Promise<number> {
  const text = await (await fetch(`${instanceUrl}/metrics`, { headers: { connection: 'close' } })).text();
  let total = 0;
  for (const [, labels, count] of text.matchAll(/^http_request_duration_seconds_count\{(.*)\} (\d+)$/gm)) if (!labels.includes('/api/health')) total += Number(count);
  return total;
}

/** Everything above, in order; `close()` stops it all, whatever started. */
export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  if (!fs.existsSync(path.join(ROOT, 'public', '_nginx-maps.conf'))) throw new Error('public/ has no _nginx-maps.conf: build the site first (npm run build)');
  const ports = portsFrom(options.base, options.instances ?? 2);
  const stops: (() => Promise<void> | void)[] = [];
  const close = async () => {
    for (const stop of stops.reverse()) await Promise.resolve(stop()).catch(() => undefined);
  };
  try {
    const postgres = startPostgres(ports.postgres);
    stops.push(() => postgres.stop());
    const redis = await startRedis(ports.redis);
    stops.push(() => redis.stop());
    const smtp = await startSmtpSink(ports.smtp);
    stops.push(() => smtp.stop());
    const env = productionEnv(ports, postgres.url);
    await options.beforeRelease?.(env, ports);
    releaseStep('migrate', env);
    releaseStep('seed', env);
    const instanceEnv = { ...env, ...options.instanceEnv };
    const instances = await Promise.all(ports.instances.map((port) => startInstance(port, instanceEnv)));
    stops.push(() => Promise.all(instances.map((i) => i.stop())).then(() => undefined));
    const nginx = await startNginx(ports.nginx, ports.instances);
    stops.push(() => nginx.stop());
    return {
      ports,
      env,
      postgres,
      smtp,
      instances,
      url: `http://127.0.0.1:${ports.nginx}`,
      async restart(index) {
        const old = instances[index];
        await nginx.upstream('down', old.port);
        // Out of the pool, it is sent nothing more: the load's answers it counted stay as they are.
        const before = await servedThroughNginx(old.url);
        await new Promise((resolve) => setTimeout(resolve, 500));
        const servedWhileOut = (await servedThroughNginx(old.url)) - before;
        const stopping = Date.now();
        const code = await old.stop('SIGTERM');
        if (code !== 0) throw new Error(`instance on ${old.port} exited with ${code} after SIGTERM:\n${old.output()}`);
        const starting = Date.now();
        instances[index] = await startInstance(old.port, instanceEnv);
        await nginx.upstream('up', old.port);
        return { servedWhileOut, stopMs: starting - stopping, startMs: Date.now() - starting, drained: !/connections still open/.test(old.output()) };
      },
      close,
    };
  } catch (error) {
    await close();
    throw error;
  }
}
