/**
 * Lighthouse on the built site, driving Debian's Chromium: mobile and desktop presets, the
 * median of `runs` runs per page and preset.
 */
import type { BenchPage } from './pages';
import type { BenchSession } from './fixtures';
import { SESSION_STORAGE_KEY } from '../src/features/account/session-slice';
import { sessionCookieString } from '../contract/signed-in-pages';

export interface LighthouseRow {
  page: string;
  preset: 'mobile' | 'desktop';
  runs: number;
  performance: number;
  accessibility: number;
  best_practices: number;
  seo: number;
  /** False for pages that ask search engines not to index them (account, wizard, staff): their SEO score is not a target. */
  indexable: boolean;
  lcp_ms: number;
  cls: number;
  tbt_ms: number;
  /**
   * Lighthouse's own CPU benchmark on this machine during the runs (lhr.environment.benchmarkIndex,
   * median): the mobile preset's simulated 4x slowdown is applied on top of it, so TBT moves with
   * it. Recorded so that runs on differently fast machines (or days) are compared knowingly.
   */
  benchmark_index?: number;
}

export const TARGETS = { mobile_performance: 95, desktop_performance: 100, other: 100, lcp_ms: 1800, cls: 0.02, tbt_ms: 150 };

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

type Sessions = Record<NonNullable<BenchPage['session']>, BenchSession>;

/**
 * Before each run: the browser as a first visit finds it (HTTP cache, service workers, cookies
 * and IndexedDB of the site cleared) but holding the page's session in localStorage, where the
 * site keeps it, and in its cookie, or none. Lighthouse's own storage reset would also clear that session, so it
 * is turned off (`disableStorageReset`) and done here instead.
 */
async function prepareVisit(browserPort: number, baseUrl: string, session: BenchSession | undefined) {
  const puppeteer = await import('puppeteer-core');
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${browserPort}` });
  try {
    const page = await browser.newPage();
    await page.goto(new URL('/robots.txt', baseUrl).toString());
    const cdp = await page.createCDPSession();
    await cdp.send('Network.clearBrowserCache');
    await cdp.send('Storage.clearDataForOrigin', {
      origin: new URL(baseUrl).origin,
      storageTypes: 'cookies,indexeddb,service_workers,cache_storage,websql,file_systems,shader_cache',
    });
    // The session where the site keeps it, and its cookie as the site writes it (the signed-in
    // pages the server draws with their data read it: contract/signed-in-pages.ts).
    await page.evaluate(
      (key, value, cookie) => {
        if (value) window.localStorage.setItem(key, value);
        else window.localStorage.removeItem(key);
        document.cookie = cookie;
      },
      SESSION_STORAGE_KEY,
      session ? JSON.stringify(session) : '',
      sessionCookieString(session ?? null, false),
    );
    await page.close();
  } finally {
    await browser.disconnect();
  }
}

export async function measureLighthouse(baseUrl: string, pages: BenchPage[], runs: number, sessions: Sessions): Promise<LighthouseRow[]> {
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
          await prepareVisit(chrome.port, baseUrl, page.session && sessions[page.session]);
          const result = await lighthouse(
            new URL(page.path, baseUrl).toString(),
            { port: chrome.port, output: 'json', logLevel: 'error', disableStorageReset: true, onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'] },
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
          // What cost a point outside performance, so a score under 100 can be looked into from the log.
          for (const id of ['accessibility', 'best-practices', 'seo']) {
            // Not being indexable is a noindex page's intent; the row says it.
            const failing = (lhr.categories[id]?.auditRefs ?? []).filter((ref) => ref.id !== 'is-crawlable' && ref.weight > 0 && lhr.audits[ref.id]?.score !== null && (lhr.audits[ref.id]?.score ?? 1) < 1).map((ref) => ref.id);
            if (failing.length) console.warn(`lighthouse ${page.name} ${preset}: ${id} audits failing: ${failing.join(', ')}`);
          }
          const consoleErrors = (lhr.audits['errors-in-console']?.details as { items?: { description?: string; url?: string }[] } | undefined)?.items ?? [];
          for (const item of consoleErrors) console.warn(`lighthouse ${page.name} ${preset}: console error: ${item.description ?? ''} ${item.url ?? ''}`);
          samples.push({
            performance: score('performance'),
            accessibility: score('accessibility'),
            best_practices: score('best-practices'),
            seo: score('seo'),
            indexable: lhr.audits['is-crawlable']?.score === 1,
            lcp_ms: Math.round(lhr.audits['largest-contentful-paint']?.numericValue ?? 0),
            cls: Math.round((lhr.audits['cumulative-layout-shift']?.numericValue ?? 0) * 1000) / 1000,
            tbt_ms: Math.round(lhr.audits['total-blocking-time']?.numericValue ?? 0),
            benchmark_index: Math.round(lhr.environment?.benchmarkIndex ?? 0),
          });
        }
        const pick = (key: Exclude<keyof (typeof samples)[number], 'indexable'>) => median(samples.map((s) => s[key] ?? 0));
        rows.push({
          page: page.name,
          preset,
          runs,
          performance: pick('performance'),
          accessibility: pick('accessibility'),
          best_practices: pick('best_practices'),
          seo: pick('seo'),
          indexable: samples.every((sample) => sample.indexable),
          lcp_ms: pick('lcp_ms'),
          cls: pick('cls'),
          tbt_ms: pick('tbt_ms'),
          benchmark_index: pick('benchmark_index'),
        });
        console.log(`lighthouse ${page.name} ${preset}: ${JSON.stringify(rows.at(-1))}`);
      }
    }
  } finally {
    await chrome.kill();
  }
  return rows;
}
