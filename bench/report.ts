import type { BenchReport } from './run';
import { TARGETS } from './lighthouse';

const mark = (ok: boolean) => (ok ? 'yes' : '**no**');

/** A part measured by an earlier, fuller run says when. */
const measured = (report: BenchReport, part: keyof NonNullable<BenchReport['measured_at']>) => {
  const at = report.measured_at?.[part];
  return at && at !== report.date ? [`Measured ${at}.`, ''] : [];
};

export function renderMarkdown(report: BenchReport): string {
  const lines: string[] = [`# Benchmark report`, '', `${report.date}, ${report.machine}`, ''];
  if (report.lighthouse.length) {
    lines.push(`## Lighthouse (median of ${report.lighthouse[0].runs} runs)`, '', ...measured(report, 'lighthouse'), '| page | preset | perf | a11y | best practices | SEO | LCP ms | CLS | TBT ms | targets met |', '|---|---|---|---|---|---|---|---|---|---|');
    for (const r of report.lighthouse) {
      const perfTarget = r.preset === 'mobile' ? TARGETS.mobile_performance : TARGETS.desktop_performance;
      const ok =
        r.performance >= perfTarget &&
        r.accessibility >= TARGETS.other &&
        r.best_practices >= TARGETS.other &&
        (r.seo >= TARGETS.other || r.indexable === false) &&
        r.tbt_ms <= TARGETS.tbt_ms &&
        (r.preset === 'desktop' || (r.lcp_ms <= TARGETS.lcp_ms && r.cls <= TARGETS.cls));
      lines.push(`| ${r.page} | ${r.preset} | ${r.performance} | ${r.accessibility} | ${r.best_practices} | ${r.indexable === false ? `${r.seo} (noindex)` : r.seo} | ${r.lcp_ms} | ${r.cls} | ${r.tbt_ms} | ${mark(ok)} |`);
    }
    lines.push('', `Targets: performance ${TARGETS.mobile_performance}+ mobile and ${TARGETS.desktop_performance} desktop; accessibility, best practices and SEO 100 (SEO only for pages open to search engines); LCP ≤ ${TARGETS.lcp_ms} ms and CLS ≤ ${TARGETS.cls} (mobile); TBT ≤ ${TARGETS.tbt_ms} ms.`, '');
  }
  if (report.bytes.length) {
    lines.push('## Bytes on first load (gzip)', '', ...measured(report, 'bytes'), '| page | HTML KB | JS KB | CSS KB | floor: HTML without script KB | JS budget KB | within |', '|---|---|---|---|---|---|---|');
    for (const r of report.bytes) {
      lines.push(`| ${r.page} | ${r.html_gzip_kb} | ${r.js_gzip_kb} | ${r.css_gzip_kb} | ${r.floor_html_gzip_kb} | ${r.js_budget_kb ?? '-'} | ${r.within_budget === null ? '-' : mark(r.within_budget)} |`);
    }
    lines.push('');
  }
  if (report.api.length) {
    lines.push('## API load (autocannon, 10 connections)', '', ...measured(report, 'api'), '| route | req/s | ratio to bare | p50 ms | p99 ms | errors | non-2xx |', '|---|---|---|---|---|---|---|');
    for (const r of report.api) lines.push(`| ${r.route} | ${r.requests_per_second} | ${r.ratio_to_bare} | ${r.p50_ms} | ${r.p99_ms} | ${r.errors} | ${r.non_2xx} |`);
    lines.push('');
  }
  if (report.build.length) {
    lines.push('## Build', '', ...measured(report, 'build'), '| case | seconds |', '|---|---|');
    for (const r of report.build) lines.push(`| ${r.case} | ${r.seconds} |`);
    lines.push('');
  }
  return lines.join('\n');
}
