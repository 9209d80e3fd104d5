/**
 * Lighthouse on the built site, driving Debian's Chromium: mobile and desktop presets, the
 * median of `runs` runs per page and preset.
 */
import type { BenchPage } from './server';

export interface LighthouseRow {
  page: string;
  preset: 'mobile' | 'desktop';
  runs: number;
  performance: number;
  accessibility: number;
  best_practices: number;
  seo: number;
  lcp_ms: number;
  cls: number;
  tbt_ms: number;
}

export const TARGETS = { mobile_performance: 95, desktop_performance: 100, other: 100, lcp_ms: 1800, cls: 0.02, tbt_ms: 150 };

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

export async function measureLighthouse(baseUrl: string, pages: BenchPage[], runs: number): Promise<LighthouseRow[]> {
  // Both packages are ES modules.
  const { default: lighthouse } = await import('lighthouse');
  const { default: desktopConfig } = await import('lighthouse/core/config/desktop-config.js');
  const chromeLauncher = await import('chrome-launcher');
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  const rows: LighthouseRow[] = [];
  try {
    for (const page of pages) {
      for (const preset of ['mobile', 'desktop'] as const) {
        const samples: Omit<LighthouseRow, 'page' | 'preset' | 'runs'>[] = [];
        for (let i = 0, failures = 0; i < runs; i++) {
          const result = await lighthouse(
            new URL(page.path, baseUrl).toString(),
            { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'] },
            preset === 'desktop' ? desktopConfig : undefined,
          );
          const lhr = result!.lhr;
          // Lighthouse sometimes fails to record a trace (NO_NAVSTART) on a busy machine: such
          // a run measured nothing, so it is repeated rather than counted as zeros.
          if (lhr.runtimeError) {
            console.warn(`lighthouse ${page.name} ${preset}: ${lhr.runtimeError.code}, run again`);
            if (++failures > 3) throw new Error(`Lighthouse failed on ${page.path}: ${lhr.runtimeError.message}`);
            i--;
            continue;
          }
          const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
          samples.push({
            performance: score('performance'),
            accessibility: score('accessibility'),
            best_practices: score('best-practices'),
            seo: score('seo'),
            lcp_ms: Math.round(lhr.audits['largest-contentful-paint']?.numericValue ?? 0),
            cls: Math.round((lhr.audits['cumulative-layout-shift']?.numericValue ?? 0) * 1000) / 1000,
            tbt_ms: Math.round(lhr.audits['total-blocking-time']?.numericValue ?? 0),
          });
        }
        const pick = (key: keyof (typeof samples)[number]) => median(samples.map((s) => s[key]));
        rows.push({
          page: page.name,
          preset,
          runs,
          performance: pick('performance'),
          accessibility: pick('accessibility'),
          best_practices: pick('best_practices'),
          seo: pick('seo'),
          lcp_ms: pick('lcp_ms'),
          cls: pick('cls'),
          tbt_ms: pick('tbt_ms'),
        });
        console.log(`lighthouse ${page.name} ${preset}: ${JSON.stringify(rows.at(-1))}`);
      }
    }
  } finally {
    await chrome.kill();
  }
  return rows;
}
