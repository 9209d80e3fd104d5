import type { BenchReport } from './run';
import { TARGETS } from './lighthouse';
import { API_TARGETS, PUBLIC_READS, type ApiRow } from './api-load';
import { PGBENCH_TARGET } from './pgbench';
import { CROWD_TARGET_P99_MS } from './sign-in-crowd';

const mark = (ok: boolean) => (ok ? 'yes' : '**no**');

/** A part measured by an earlier, fuller run says when. */
const measured = (report: BenchReport, part: keyof NonNullable<BenchReport['measured_at']>) => {
  const at = report.measured_at?.[part];
  return at && at !== report.date ? [`Measured ${at}.`, ''] : [];
};

export function renderMarkdown(report: BenchReport): string {
  const lines: string[] = [`# Benchmark report`, '', `${report.date}, ${report.machine}`, ''];
  if (report.lighthouse.length) {
    lines.push(`## Lighthouse (median of ${report.lighthouse[0].runs} runs)`, '', ...measured(report, 'lighthouse'), '| page | preset | perf | a11y | best practices | SEO | LCP ms | CLS | TBT ms | CPU index | targets met |', '|---|---|---|---|---|---|---|---|---|---|---|');
    for (const r of report.lighthouse) {
      const perfTarget = r.preset === 'mobile' ? TARGETS.mobile_performance : TARGETS.desktop_performance;
      const ok =
        r.performance >= perfTarget &&
        r.accessibility >= TARGETS.other &&
        r.best_practices >= TARGETS.other &&
        (r.seo >= TARGETS.other || r.indexable === false) &&
        r.tbt_ms <= TARGETS.tbt_ms &&
        (r.preset === 'desktop' || (r.lcp_ms <= TARGETS.lcp_ms && r.cls <= TARGETS.cls));
      lines.push(`| ${r.page} | ${r.preset} | ${r.performance} | ${r.accessibility} | ${r.best_practices} | ${r.indexable === false ? `${r.seo} (noindex)` : r.seo} | ${r.lcp_ms} | ${r.cls} | ${r.tbt_ms} | ${r.benchmark_index ?? '-'} | ${mark(ok)} |`);
    }
    lines.push('', `Targets: performance ${TARGETS.mobile_performance}+ mobile and ${TARGETS.desktop_performance} desktop; accessibility, best practices and SEO 100 (SEO only for pages open to search engines); LCP ≤ ${TARGETS.lcp_ms} ms and CLS ≤ ${TARGETS.cls} (mobile); TBT ≤ ${TARGETS.tbt_ms} ms. CPU index: Lighthouse's benchmarkIndex of this machine during the page's runs (median; higher is faster): the mobile preset slows the CPU 4x from there, so TBT follows it.`, '');
  }
  if (report.bytes.length) {
    lines.push('## Bytes on first load (gzip)', '', ...measured(report, 'bytes'), '| page | HTML KB | JS KB | CSS KB | floor: HTML without script KB | JS budget KB | within |', '|---|---|---|---|---|---|---|');
    for (const r of report.bytes) {
      lines.push(`| ${r.page} | ${r.html_gzip_kb} | ${r.js_gzip_kb} | ${r.css_gzip_kb} | ${r.floor_html_gzip_kb} | ${r.js_budget_kb ?? '-'} | ${r.within_budget === null ? '-' : mark(r.within_budget)} |`);
    }
    lines.push('');
  }
  if (report.api.length) {
    lines.push(
      '## API load (autocannon)',
      '',
      ...measured(report, 'api'),
      `Each route's requests per second as a ratio of \`/api/ping\` on the same server at the same concurrency. Targets: no p99 above ${API_TARGETS.p99_ms} ms at 10 connections on either database; public reads at least ${API_TARGETS.public_read_ratio} of ping on PostgreSQL at both concurrencies; no errors, and every load answered.`,
      '',
      '| route | PGlite 10: req/s (ratio), p99 ms | PGlite 100 | PostgreSQL 10 | PostgreSQL 100 | targets met |',
      '|---|---|---|---|---|---|',
    );
    const cell = (r: ApiRow | undefined) => (r ? `${r.requests_per_second} (${r.ratio_to_bare}), ${r.p99_ms}${r.errors || r.non_2xx ? `, **${r.errors} errors, ${r.non_2xx} non-2xx**` : ''}` : '-');
    for (const route of [...new Set(report.api.map((r) => r.route))]) {
      const at = (database: ApiRow['database'], connections: number) => report.api.find((r) => r.route === route && r.database === database && r.connections === connections);
      const all = report.api.filter((r) => r.route === route);
      const postgres10 = at('PostgreSQL', 10);
      const ok =
        // A row of zeros is a load that never ran (or never got an answer): not a met target.
        all.every((r) => r.requests_per_second > 0 && r.errors === 0 && r.non_2xx === 0) &&
        all.filter((r) => r.connections === 10).every((r) => r.p99_ms <= API_TARGETS.p99_ms) &&
        (!PUBLIC_READS.includes(route) || all.filter((r) => r.database === 'PostgreSQL').every((r) => r.ratio_to_bare >= API_TARGETS.public_read_ratio));
      lines.push(`| ${route} | ${cell(at('PGlite', 10))} | ${cell(at('PGlite', 100))} | ${cell(postgres10)} | ${cell(at('PostgreSQL', 100))} | ${mark(ok)} |`);
    }
    lines.push('');
    // A periodic sweep coming due during a load is one job; a load that created bookings leaves hundreds.
    const leftJobs = report.api.flatMap(({ jobs_after: jobs, ...r }) => (jobs && jobs.count >= 10 ? [{ ...r, jobs }] : []));
    if (leftJobs.length) {
      lines.push('Jobs a load left due (the emails of the bookings it created), run by the server before the next route was measured (the bench waits for every due job, and lists the loads that left 10 or more):', '');
      for (const r of leftJobs) lines.push(`- ${r.route}, ${r.database}, ${r.connections} connections: ${r.jobs.count} jobs, all run ${(r.jobs.drained_ms / 1000).toFixed(1)} s after the load.`);
      lines.push('');
    }
  }
  if (report.pgbench?.length) {
    lines.push(
      '## Booking routes against their own SQL (PostgreSQL, pgbench -M prepared)',
      '',
      `The statements one request sends, recorded below Drizzle and replayed by pgbench as one transaction. Target: the route at least ${PGBENCH_TARGET * 100} % of pgbench's rate.`,
      '',
      '| route | connections | statements | pgbench tx/s | route req/s | ratio | target met |',
      '|---|---|---|---|---|---|---|',
    );
    for (const r of report.pgbench) lines.push(`| ${r.route} | ${r.connections} | ${r.statements} | ${r.pgbench_tps} | ${r.route_requests_per_second} | ${r.ratio} | ${mark(r.ratio >= PGBENCH_TARGET)} |`);
    lines.push('');
  }
  if (report.sign_in_crowd?.length) {
    lines.push(
      '## A crowd of wrong sign-ins from many addresses (PGlite server)',
      '',
      `Target: ping and the static page answer with p99 under ${CROWD_TARGET_P99_MS} ms meanwhile; every sign-in is answered (401, or 503 with Retry-After when the hash queue is full).`,
      '',
      '| measured | connections | req/s | p50 ms | p99 ms | errors | answers | target met |',
      '|---|---|---|---|---|---|---|---|',
    );
    for (const r of report.sign_in_crowd) {
      const crowd = r.measured.startsWith('sign-in');
      // Nothing answered is nothing met (a run whose loads failed to start shows zeros).
      const ok = r.requests_per_second > 0 && (crowd ? r.errors === 0 && Object.keys(r.statuses).every((code) => code === '401' || code === '503') : r.errors === 0 && r.p99_ms < CROWD_TARGET_P99_MS);
      const answers = Object.entries(r.statuses).map(([code, count]) => `${code}: ${count}`).join(', ');
      lines.push(`| ${r.measured} | ${r.connections} | ${r.requests_per_second} | ${r.p50_ms} | ${r.p99_ms} | ${r.errors} | ${answers} | ${mark(ok)} |`);
    }
    lines.push('');
  }
  if (report.cluster?.length) {
    lines.push('## Production shape: one instance vs two behind nginx (PostgreSQL, Redis; autocannon, 10 connections)', '', ...measured(report, 'cluster'), '| route | setup | req/s | p50 ms | p99 ms | errors | non-2xx |', '|---|---|---|---|---|---|---|');
    for (const r of report.cluster) lines.push(`| ${r.route} | ${r.setup} | ${r.requests_per_second} | ${r.p50_ms} | ${r.p99_ms} | ${r.errors} | ${r.non_2xx} |`);
    lines.push('');
  }
  if (report.build.length) {
    lines.push('## Build', '', ...measured(report, 'build'), '| case | seconds |', '|---|---|');
    for (const r of report.build) lines.push(`| ${r.case} | ${r.seconds} |`);
    lines.push('');
  }
  return lines.join('\n');
}
