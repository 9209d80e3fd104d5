import { defineConfig, devices } from '@playwright/test';

/**
 * End-to-end tests drive the built site served by the real server (`npm start` with a fresh
 * embedded database) in Debian's Chromium. `npm run test:e2e` builds first.
 */
const PORT = Number(process.env.E2E_PORT ?? 8123);
export const BASE_URL = `http://127.0.0.1:${PORT}`;
/** Leads are forwarded here; e2e/leads.spec.ts listens on it as the CRM (nothing listens in the other specs: leads just wait for a retry). */
export const CRM_LEAD_URL = `http://127.0.0.1:${PORT + 10000}/crm-leads`;
const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const launchOptions = {
  executablePath,
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
};

// No live calls in tests: the exchange-rate feed points nowhere, so the API serves its stored rate.
// Every test's browser comes from 127.0.0.1, so the per-IP limits (20 sign-ups an hour…) would
// refuse the suite's later sign-ups; it is exempt, as a load tester would be. server/test/security/auth-limits.test.ts tests the limits.
export default defineConfig({
  testDir: './e2e',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: BASE_URL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions,
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 900 }, launchOptions } },
    { name: 'mobile', use: { ...devices['Pixel 7'], viewport: { width: 375, height: 812 }, launchOptions }, grep: /@mobile/ },
  ],
  webServer: {
    command: `rm -rf var/e2e && SKIP_BUILD=1 PORT=${PORT} HOST=127.0.0.1 PGLITE_DIR=var/e2e/pglite OUTBOX_DIR=var/e2e/outbox PUBLIC_URL=${BASE_URL} CRM_LEAD_URL=${CRM_LEAD_URL} ADMIN_EMAIL=admin@example.nz ADMIN_PASSWORD=e2e-admin-password EXCHANGE_RATE_URL=http://127.0.0.1:2/unreachable LOG_LEVEL=warn RATE_LIMIT_EXEMPT_IPS=127.0.0.1 node_modules/.bin/tsx scripts/start.ts`,
    url: `${BASE_URL}/api/health`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
