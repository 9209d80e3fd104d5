/**
 * `npm run bench`: the measured quality report (issue 9). Builds the site if needed, starts the
 * real server on a fresh database, then measures
 * - Lighthouse (mobile and desktop presets, median of BENCH_RUNS runs) on every page type
 *   (bench/pages.ts; BENCH_PAGES=name,name measures only the pages whose names contain one);
 * - bytes of JavaScript and CSS on first load (gzipped), against the same HTML with no script;
 * - API throughput and latency with autocannon, each route as a ratio of a bare endpoint, at 10
 *   and 100 connections, on PGlite and on a PostgreSQL server started for the run; the booking
 *   routes against pgbench replaying their own statements (bench/pgbench.ts); a crowd of wrong
 *   sign-ins from many addresses with ping and a static page measured meanwhile (bench/sign-in-crowd.ts);
 * - the same API on the production shape: one instance directly and two behind nginx, on
 *   PostgreSQL and Redis (bench/cluster-load.ts);
 * - the `gatsby build` time from clean and after a one-file content change (BENCH_BUILD=1).
 * Figures go to bench/results/latest.json and bench/results/latest.md.
 */
import fs from 'node:fs';
import path from 'node:path';
import { measureLighthouse, type LighthouseRow } from './lighthouse';
import { measureBytes, type BytesRow } from './bytes';
import { measureApi, type ApiRow } from './api-load';
import { measurePgbench, recordBookingRoutes, type PgbenchRow } from './pgbench';
import { measureSignInCrowd, type CrowdRow } from './sign-in-crowd';
import { startPostgres } from '../test/cluster/cluster';
import { measureBuild, type BuildRow } from './build-time';
import { measureCluster, type ClusterRow } from './cluster-load';
import { startBenchServer } from './server';
import { renderMarkdown } from './report';

type Part = 'lighthouse' | 'bytes' | 'api' | 'cluster' | 'build';

export interface BenchReport {
  date: string;
  machine: string;
  /** When each part was last measured: a partial run (BENCH_ONLY) keeps the other parts' figures. */
  measured_at?: Partial<Record<Part, string>>;
  lighthouse: LighthouseRow[];
  bytes: BytesRow[];
  api: ApiRow[];
  pgbench: PgbenchRow[];
  sign_in_crowd: CrowdRow[];
  cluster: ClusterRow[];
  build: BuildRow[];
}

/** The report's keys each part fills. */
const PART_KEYS = {
  lighthouse: ['lighthouse'],
  bytes: ['bytes'],
  api: ['api', 'pgbench', 'sign_in_crowd'],
  cluster: ['cluster'],
  build: ['build'],
} as const satisfies Record<Part, readonly (keyof BenchReport)[]>;

async function main() {
  const root = path.resolve(__dirname, '..');
  const runs = Number(process.env.BENCH_RUNS ?? 5);
  const only = (process.env.BENCH_ONLY ?? 'lighthouse,bytes,api,cluster,build').split(',');
  const server = only.some((part) => ['lighthouse', 'bytes', 'api'].includes(part)) ? await startBenchServer(root) : null;
  const report: BenchReport = {
    date: new Date().toISOString(),
    machine: `${require('node:os').cpus().length} cores, ${Math.round(require('node:os').totalmem() / 2 ** 30)} GiB, Node ${process.version}`,
    lighthouse: [],
    bytes: [],
    api: [],
    pgbench: [],
    sign_in_crowd: [],
    cluster: [],
    build: [],
  };
  if (server) {
    try {
      const pages = await server.pages();
      if (only.includes('bytes')) report.bytes = await measureBytes(server.url, pages.filter((p) => p.bytes));
      // Lighthouse before the API load, which leaves the server (the same process) with a thousand new
      // bookings and their garbage: measured straight after it, the first pages' runs were slower
      // (home LCP 1436 ms against 983, the tours list's TBT 165 ms against 66 when re-run alone).
      if (only.includes('lighthouse')) {
        const { customer, staff } = await server.fixtures();
        report.lighthouse = await measureLighthouse(server.url, pages, runs, { customer, staff });
      }
      if (only.includes('api')) {
        // The crowd first, on a server that has not yet taken the API load: measured after it, the
        // job worker was still sending the emails of the thousands of bookings the load had made,
        // and the crowd's window measured that instead (no answer at all in 7 s).
        report.sign_in_crowd = await measureSignInCrowd(server.url);
        await untilQuiet(server.url);
        report.api = await measureApi(server, 'PGlite');
      }
    } finally {
      await server.close();
    }
  }
  // The same routes on PostgreSQL (a throwaway server on a loopback port), then pgbench on it.
  if (only.includes('api')) {
    const postgres = startPostgres(Number(process.env.BENCH_PG_PORT ?? 2360));
    try {
      const pgServer = await startBenchServer(root, { databaseUrl: postgres.url, port: Number(process.env.BENCH_PG_SERVER_PORT ?? 8191) });
      let recorded: Awaited<ReturnType<typeof recordBookingRoutes>> = [];
      const rows: ApiRow[] = [];
      try {
        recorded = await recordBookingRoutes(pgServer);
        rows.push(...(await measureApi(pgServer, 'PostgreSQL')));
        report.api.push(...rows);
      } finally {
        // Stopped before pgbench: its job worker, still sending the emails of the bookings the load
        // made, would otherwise share the database (and its departure row locks) with the replay.
        await pgServer.close();
      }
      // A failed replay is reported, not allowed to lose the rest of the run's figures.
      try {
        report.pgbench = measurePgbench(postgres.url, recorded, rows);
      } catch (error) {
        console.error(error);
      }
    } finally {
      postgres.stop();
    }
  }
  // After the single server has stopped, so the cluster does not share the cores with it.
  if (only.includes('cluster')) report.cluster = await measureCluster();
  if (only.includes('build') && process.env.BENCH_BUILD === '1') report.build = await measureBuild(root);

  const out = path.join(root, 'bench', 'results');
  fs.mkdirSync(out, { recursive: true });
  keepUnmeasuredParts(report, path.join(out, 'latest.json'));
  fs.writeFileSync(path.join(out, 'latest.json'), JSON.stringify(report, null, 2));
  const markdown = renderMarkdown(report);
  fs.writeFileSync(path.join(out, 'latest.md'), markdown);
  console.log(markdown);
}

/** Waits (at most a minute) until ping answers within 50 ms: the crowd's queued hashes have drained. */
async function untilQuiet(url: string) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const started = performance.now();
    const ok = await fetch(`${url}/api/ping`).then((res) => res.ok, () => false);
    if (ok && performance.now() - started < 50) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/** Parts this run did not measure keep the previous report's figures and their date. */
function keepUnmeasuredParts(report: BenchReport, previousFile: string) {
  const previous: BenchReport | null = fs.existsSync(previousFile) ? JSON.parse(fs.readFileSync(previousFile, 'utf8')) : null;
  report.measured_at = {};
  for (const [part, keys] of Object.entries(PART_KEYS) as [Part, readonly (keyof BenchReport)[]][]) {
    if ((report[keys[0]] as unknown[]).length) {
      report.measured_at[part] = report.date;
    } else if ((previous?.[keys[0]] as unknown[] | undefined)?.length) {
      for (const key of keys) (report[key] as unknown) = previous![key] ?? [];
      report.measured_at[part] = previous!.measured_at?.[part] ?? previous!.date;
    }
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
