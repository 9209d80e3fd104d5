/**
 * Publishing from Contentful, end to end (issue 19's "Must show"), with the real server
 * (`scripts/start.ts`, as `npm start` runs it) configured for Contentful against the local fake
 * (test/fake-contentful/server.ts), a webhook secret, and its own database, site folder and
 * build workspace under `var/publishing-test/`:
 *
 * - an unsigned hook is refused with 401 and a wrongly signed one with 403; neither starts a build;
 * - an editor changes a tour's starting price in the fake Contentful (a new revision in the Sync
 *   API's delta), Contentful posts its signed hook (signed here as Contentful signs, independently
 *   of the server's own signer), twice, as a publish of several entries does; one build follows;
 * - while it builds, imports the catalogue and switches, a loop of GETs on the tour's page and on
 *   its departures API route runs: every answer is 200, and the page turns from the old price to
 *   the new one once, never back;
 * - once the staff status (GET /api/staff/publishing) says the new build is live, the page served
 *   shows the new price with the new build's CSP, the departures API prices the tour's unsold
 *   departure at the new price, and a booking created on it is charged the new price;
 * - the server process is the one started at the beginning (no restart).
 *
 * One Gatsby build, from the fake Contentful: the live site before the publish is the site already
 * built from `content/` (`public/`, which `npm test`'s end-to-end step has just built; when there is
 * none, one is built first, which only a local run without a build pays for). It is copied into the
 * build workspace's `public/`, the layout `npm start` serves before a first publish.
 *
 *   npm run test:publishing       (about 5 minutes on 2 cores; the build is most of it)
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { startFakeContentful, FAKE_LOCALE, FAKE_SPACE, type FakeContentful } from '../fake-contentful/server';
import { loadContent } from '../../content/load';
import { formatNzd } from '../../contract/money';

const ROOT = path.resolve(__dirname, '..', '..');
const SANDBOX = path.join(ROOT, 'var', 'publishing-test');
const WORKSPACE = path.join(SANDBOX, 'workspace');
const SITE_DIR = path.join(SANDBOX, 'site');
const SERVER_LOG = path.join(SANDBOX, 'server.log');
const PORT = Number(process.env.PUBLISHING_TEST_PORT ?? 8501);
const FAKE_PORT = PORT + 1;
const BASE = `http://127.0.0.1:${PORT}`;
const HOOK_PATH = '/api/content/hooks/contentful';
const SECRET = crypto.randomBytes(32).toString('hex');
const STAFF = { email: 'publishing-staff@example.nz', password: 'publishing-staff-password-1' };
const BUILD_TIMEOUT_MS = 25 * 60_000;

// The tour whose price the editor changes, as content/ has it (and so the fake Contentful, and the site built before).
const TOUR_ID = 'north-island-explorer';
const tour = loadContent().tours.find((t) => t.id === TOUR_ID)!;
const OLD_PRICE = tour.starting_price;
const NEW_PRICE = OLD_PRICE + 125;
const TOUR_PAGE = tour.absolute_slug;
const TOUR_API = `/api/tour_info/tours/${tour.api_id}/get_intrepid_departures`;

let fake: FakeContentful;
let server: ChildProcess;
let serverExit: string | null = null;
let passed = 0;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const log = (message: string) => console.log(`[publishing] ${message}`);
const serverLogTail = () => (fs.existsSync(SERVER_LOG) ? fs.readFileSync(SERVER_LOG, 'utf8').slice(-6000) : '(no server log)');

/** A site built and ready to serve: its pages, the pack it was built from, and the manifests the server reads. */
const isBuiltSite = (dir: string) => ['index.html', '_content-pack.json', '_match-paths.json', '_csp.json'].every((f) => fs.existsSync(path.join(dir, f)));

/** A copy of the repository's files (tracked and new, not ignored ones) for `gatsby build` to run in, with the same node_modules. */
function makeWorkspace() {
  const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: ROOT }).toString('utf8').split('\0').filter(Boolean);
  for (const file of files) {
    const from = path.join(ROOT, file);
    if (!fs.existsSync(from) || file.startsWith('var/')) continue;
    fs.mkdirSync(path.dirname(path.join(WORKSPACE, file)), { recursive: true });
    fs.copyFileSync(from, path.join(WORKSPACE, file));
  }
  fs.symlinkSync(fs.realpathSync(path.join(ROOT, 'node_modules')), path.join(WORKSPACE, 'node_modules'));
  // The demo pictures (the fake Contentful serves them as its assets; a content/ build renders from them).
  const generated = path.join(ROOT, 'content', '.generated');
  if (fs.existsSync(generated)) fs.cpSync(generated, path.join(WORKSPACE, 'content', '.generated'), { recursive: true });
}

/** The environment without any Contentful settings of the caller's (this test sets its own). */
function baseEnv(): NodeJS.ProcessEnv {
  const env = { ...process.env };
  for (const key of Object.keys(env)) if (key.startsWith('CONTENTFUL_') || key === 'NODE_ENV' || key === 'DATABASE_URL') delete env[key];
  return env;
}

/** The live site before the publish: the content/ build in public/, or one built now. */
function prepareInitialSite() {
  const target = path.join(WORKSPACE, 'public');
  const built = path.join(ROOT, 'public');
  if (isBuiltSite(built)) {
    log('initial site: the content/ build in public/, copied into the workspace');
    fs.cpSync(built, target, { recursive: true });
    return;
  }
  log('initial site: public/ holds no built site, so one is built from content/ first (npm test has one from its end-to-end step)');
  const result = spawnSync(path.join(WORKSPACE, 'node_modules', '.bin', 'tsx'), [path.join(WORKSPACE, 'scripts', 'build-site.ts')], {
    cwd: WORKSPACE,
    env: { ...baseEnv(), GATSBY_TELEMETRY_DISABLED: '1' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  if (result.status !== 0 || !isBuiltSite(target)) throw new Error('building the initial site from content/ failed');
}

/** Contentful's request verification, as Contentful's own signer does it (not the server's code). */
function contentfulSignature(secret: string, method: string, urlPath: string, headers: Record<string, string>, body: string) {
  const timestamp = String(Date.now());
  const signedNames = [...Object.keys(headers).map((h) => h.toLowerCase()), 'x-contentful-signed-headers', 'x-contentful-timestamp'].sort();
  const all: Record<string, string> = { ...Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v.trim()])), 'x-contentful-timestamp': timestamp, 'x-contentful-signed-headers': signedNames.join(',') };
  const canonical = [method, urlPath, signedNames.map((name) => `${name}:${all[name]}`).join(';'), body].join('\n');
  return { ...all, 'x-contentful-signature': crypto.createHmac('sha256', secret).update(canonical).digest('hex') };
}

/** The hook Contentful sends when an entry is published: the entry as the Management API has it. */
function publishHook(entryId: string, version: number) {
  const body = JSON.stringify({
    metadata: { tags: [] },
    sys: {
      type: 'Entry',
      id: entryId,
      space: { sys: { type: 'Link', linkType: 'Space', id: FAKE_SPACE } },
      environment: { sys: { id: 'master', type: 'Link', linkType: 'Environment' } },
      contentType: { sys: { type: 'Link', linkType: 'ContentType', id: 'tour' } },
      createdAt: '2026-01-05T09:00:00.000Z',
      updatedAt: new Date().toISOString(),
      version,
      publishedVersion: version - 1,
    },
    fields: { startingPrice: { [FAKE_LOCALE]: NEW_PRICE } },
  });
  const headers = {
    'content-type': 'application/vnd.contentful.management.v1+json',
    'x-contentful-topic': 'ContentManagement.Entry.publish',
    'x-contentful-webhook-name': 'Rebuild the site',
  };
  return { body, headers };
}

async function postHook(headers: Record<string, string>, body: string) {
  const response = await fetch(`${BASE}${HOOK_PATH}`, { method: 'POST', headers, body });
  return { status: response.status, body: (await response.json()) as { success: boolean; build?: string; message?: string } };
}

async function api<T>(urlPath: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(`${BASE}${urlPath}`, { ...init, headers: { 'content-type': 'application/json', ...(init.headers ?? {}) } });
  const body = (await response.json()) as T;
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${urlPath}: ${response.status} ${JSON.stringify(body)}`);
  return body;
}

interface BuildRecord {
  id: string;
  state: 'waiting' | 'building' | 'live' | 'replaced' | 'failed';
  trigger: string;
  error_tail: string | null;
}
interface PublishingStatus {
  enabled: boolean;
  current: string | null;
  building: boolean;
  builds: BuildRecord[];
}
interface Departure {
  id: string;
  date: string;
  available_seats: number;
  based_price: number;
  tour_price: number;
  discount_rate: number;
}

let staffHeaders: Record<string, string>;
const publishingStatus = () => api<PublishingStatus>('/api/staff/publishing', { headers: staffHeaders });
const tourDepartures = async () => (await api<{ tours: Departure[] }>(TOUR_API)).tours;

before(
  async () => {
    const started = Date.now();
    fs.rmSync(SANDBOX, { recursive: true, force: true });
    fs.mkdirSync(SANDBOX, { recursive: true });
    makeWorkspace();
    prepareInitialSite();
    fake = await startFakeContentful({ port: FAKE_PORT, assetDir: path.join(WORKSPACE, 'content', '.generated') });

    const out = fs.openSync(SERVER_LOG, 'a');
    server = spawn(path.join(ROOT, 'node_modules', '.bin', 'tsx'), [path.join(ROOT, 'scripts', 'start.ts')], {
      cwd: ROOT,
      env: {
        ...baseEnv(),
        ...fake.env,
        CONTENTFUL_WEBHOOK_SECRET: SECRET,
        PUBLISH_DEBOUNCE_MS: '1000',
        SKIP_BUILD: '1',
        PORT: String(PORT),
        HOST: '127.0.0.1',
        PUBLIC_URL: BASE,
        PGLITE_DIR: path.join(SANDBOX, 'pglite'),
        OUTBOX_DIR: path.join(SANDBOX, 'outbox'),
        PUBLIC_DIR: path.join(WORKSPACE, 'public'),
        SITE_DIR,
        SITE_BUILD_WORKSPACE: WORKSPACE,
        ADMIN_EMAIL: STAFF.email,
        ADMIN_PASSWORD: STAFF.password,
        EXCHANGE_RATE_URL: 'http://127.0.0.1:2/unreachable',
        RATE_LIMIT_EXEMPT_IPS: '127.0.0.1',
        // Warnings and errors only (a failed build is logged as an error); the request log would bury them.
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', out, out],
    });
    server.on('exit', (code, signal) => {
      serverExit = `exited with ${code ?? signal}`;
    });
    for (let i = 0; ; i++) {
      if (serverExit) throw new Error(`the server ${serverExit}:\n${serverLogTail()}`);
      const ok = await fetch(`${BASE}/api/health`).then((r) => r.ok, () => false);
      if (ok) break;
      if (i > 600) throw new Error(`the server did not answer within 5 minutes:\n${serverLogTail()}`);
      await sleep(500);
    }
    const signedIn = await api<{ session: { token: string; email: string } }>('/api/users/sign_in', { method: 'POST', body: JSON.stringify(STAFF) });
    staffHeaders = { token: signedIn.session.token, email: signedIn.session.email };
    log(`server up on ${BASE}, fake Contentful on ${fake.origin} (${Math.round((Date.now() - started) / 1000)} s)`);
  },
  { timeout: BUILD_TIMEOUT_MS },
);

// Set once the tests are over, so a request loop a failed test left running stops (it kept the run alive).
let finished = false;

after(async () => {
  finished = true;
  if (server && !serverExit) {
    server.kill('SIGTERM');
    for (let i = 0; i < 100 && !serverExit; i++) await sleep(100);
    if (!serverExit) server.kill('SIGKILL');
  }
  await fake?.close();
  // Kept after a failure, to read: server.log, site/builds.json, the workspace.
  if (passed === 2) fs.rmSync(SANDBOX, { recursive: true, force: true });
  else console.log(`[publishing] kept ${SANDBOX} (server.log, site/, workspace/)`);
});

test('the hook refuses an unsigned request (401) and a wrongly signed one (403), and neither starts a build', async () => {
  const initial = await publishingStatus();
  assert.equal(initial.enabled, true);
  // The site served at start is the first live build (adopted from PUBLIC_DIR).
  assert.equal(initial.builds.length, 1);
  assert.equal(initial.builds[0].state, 'live');

  const { body, headers } = publishHook(`tour-${TOUR_ID}`, 8);
  const unsigned = await postHook(headers, body);
  assert.equal(unsigned.status, 401);
  const wrong = await postHook(contentfulSignature(crypto.randomBytes(32).toString('hex'), 'POST', HOOK_PATH, headers, body), body);
  assert.equal(wrong.status, 403);
  // Signed with the secret, but the body was changed on the way.
  const signed = contentfulSignature(SECRET, 'POST', HOOK_PATH, headers, body);
  const tampered = await postHook(signed, body.replace(String(NEW_PRICE), '1'));
  assert.equal(tampered.status, 403);

  // Longer than the debounce: a build would have been recorded by now.
  await sleep(2500);
  const later = await publishingStatus();
  assert.equal(later.building, false);
  assert.deepEqual(later.builds.map((b) => b.id), initial.builds.map((b) => b.id));
  passed++;
});

test(
  'a signed hook after a price change in Contentful: the page served and the API price change, with no restart and no request failing during the switch',
  { timeout: BUILD_TIMEOUT_MS },
  async () => {
    const pid = server.pid;
    const initial = await publishingStatus();
    const adoptedBuild = initial.current;

    // Before: the site built from content/ and the catalogue seeded from it show the old price.
    const oldPage = await (await fetch(`${BASE}${TOUR_PAGE}`)).text();
    assert.ok(oldPage.includes(formatNzd(OLD_PRICE)), `the tour page shows ${formatNzd(OLD_PRICE)} before the publish`);
    assert.ok(!oldPage.includes(formatNzd(NEW_PRICE)));
    // An unsold departure far enough ahead to be booked online (not on request, not balance due).
    const departure = (await tourDepartures()).find((d) => d.available_seats === tour.availability.seats_per_departure && Date.parse(d.date) - Date.now() > 90 * 86_400_000);
    assert.ok(departure, 'an unsold departure of the tour 90+ days ahead');
    assert.equal(departure.based_price, OLD_PRICE);

    // Requests that run through the build, the import and the switch.
    const answers: { url: string; status: number; newPrice: boolean; at: number }[] = [];
    let looping = true;
    const loop = (async () => {
      while (looping && !finished) {
        for (const url of [TOUR_PAGE, TOUR_API]) {
          try {
            const response = await fetch(`${BASE}${url}`, { redirect: 'manual' });
            const text = await response.text();
            answers.push({ url, status: response.status, newPrice: text.includes(url === TOUR_PAGE ? formatNzd(NEW_PRICE) : `"based_price":${NEW_PRICE}`), at: Date.now() });
          } catch (error) {
            answers.push({ url, status: 0, newPrice: false, at: Date.now() });
            log(`GET ${url} failed: ${(error as Error).message}`);
          }
        }
        await sleep(100);
      }
    })();

    // The editor publishes the new price; Contentful sends its hook (here twice, as for two entries published together).
    fake.editEntry(`tour-${TOUR_ID}`, { startingPrice: NEW_PRICE });
    const hookAt = Date.now();
    const { body, headers } = publishHook(`tour-${TOUR_ID}`, 8);
    const first = await postHook(contentfulSignature(SECRET, 'POST', HOOK_PATH, headers, body), body);
    assert.equal(first.status, 202);
    await sleep(200);
    const second = await postHook(contentfulSignature(SECRET, 'POST', HOOK_PATH, headers, body), body);
    assert.equal(second.status, 202);
    assert.equal(second.body.build, first.body.build, 'hooks within the debounce make one build');

    // Staff watch the status until the new build is live (or has failed).
    let status: PublishingStatus;
    for (;;) {
      status = await publishingStatus();
      const build = status.builds.find((b) => b.id === first.body.build);
      if (build?.state === 'failed') assert.fail(`the build failed:\n${build.error_tail}`);
      if (build?.state === 'live') break;
      if (serverExit) assert.fail(`the server ${serverExit}:\n${serverLogTail()}`);
      if (Date.now() - hookAt > BUILD_TIMEOUT_MS - 60_000) assert.fail(`no live build after ${Math.round((Date.now() - hookAt) / 1000)} s:\n${serverLogTail()}`);
      await sleep(2000);
    }
    const liveAt = Date.now();
    log(`the new build went live ${Math.round((liveAt - hookAt) / 1000)} s after the hook`);
    // The loop goes on for a moment on the new build.
    await sleep(1500);
    looping = false;
    await loop;

    // No request failed: every answer, before, during and after the switch, was 200.
    const failed = answers.filter((a) => a.status !== 200);
    const byKind = new Map<string, number>();
    for (const a of failed) byKind.set(`${a.url} ${a.status || 'no answer'}`, (byKind.get(`${a.url} ${a.status || 'no answer'}`) ?? 0) + 1);
    const counts = [...byKind].map(([kind, n]) => `${kind}: ${n}`);
    assert.equal(failed.length, 0, `${failed.length} of ${answers.length} requests did not answer 200 (${counts.join(', ')}), the first ${failed[0] ? Math.round((failed[0].at - hookAt) / 1000) : 0} s after the hook`);
    const during = answers.filter((a) => a.at > hookAt && a.at < liveAt).length;
    assert.ok(during > 20, `requests ran during the build (${during})`);
    // The page turned from the old price to the new one once, never back (one switch, no mix).
    const pageSequence = answers.filter((a) => a.url === TOUR_PAGE).map((a) => a.newPrice);
    const firstNew = pageSequence.indexOf(true);
    assert.ok(firstNew > 0, 'the page showed the old price, then the new one');
    assert.ok(pageSequence.slice(firstNew).every(Boolean), 'once switched, the page never showed the old price again');

    // One build for the two hooks; the site served at start is replaced.
    assert.equal(status.current, first.body.build);
    assert.deepEqual(
      status.builds.map((b) => [b.id, b.state]),
      [
        [first.body.build, 'live'],
        [adoptedBuild, 'replaced'],
      ],
    );

    // After: the page served shows the new price, with the new build's CSP (read without a restart).
    const page = await fetch(`${BASE}${TOUR_PAGE}`);
    assert.equal(page.status, 200);
    const html = await page.text();
    assert.ok(html.includes(formatNzd(NEW_PRICE)), `the tour page shows ${formatNzd(NEW_PRICE)}`);
    const csp = JSON.parse(fs.readFileSync(path.join(SITE_DIR, 'builds', first.body.build!, '_csp.json'), 'utf8')) as { policies: Record<string, string> };
    assert.equal(page.headers.get('content-security-policy'), csp.policies[path.posix.join(TOUR_PAGE.replace(/^\//, ''), 'index.html')]);
    // A client-only route of the new build (its match-paths manifest) answers too.
    assert.equal((await fetch(`${BASE}/user/favourites/`)).status, 200);

    // The API prices the same departure at the new price, and a booking on it is charged that.
    const repriced = (await tourDepartures()).find((d) => d.id === departure.id);
    assert.ok(repriced);
    assert.equal(repriced.based_price, NEW_PRICE);
    const expectedTourPrice = Math.round((NEW_PRICE * (100 - repriced.discount_rate)) / 100);
    assert.equal(repriced.tour_price, expectedTourPrice);
    const customer = (
      await api<{ session: { token: string; email: string } }>('/api/users/sign_up', {
        method: 'POST',
        body: JSON.stringify({ FirstName: 'Aroha', Email: `publishing-${Date.now()}@example.nz`, Password: 'publishing-password-1', OptInNewsLetter: false }),
      })
    ).session;
    const booking = (
      await api<{ 'bookings/booking': { based_price: number; tour_price: number; total: number; travellers_count: number } }>('/api/bookings/bookings', {
        method: 'POST',
        headers: { token: customer.token, email: customer.email },
        body: JSON.stringify({ 'bookings/booking': { departure_id: departure.id } }),
      })
    )['bookings/booking'];
    assert.equal(booking.based_price, NEW_PRICE);
    assert.equal(booking.tour_price, expectedTourPrice);
    assert.equal(booking.total, expectedTourPrice * booking.travellers_count);

    // Sourced through the Sync API from the fake; no restart: the same process served all along.
    assert.ok(fake.requests.some((r) => r.includes('/sync')), 'the build used the Sync API');
    assert.equal(serverExit, null);
    assert.equal(server.pid, pid);
    assert.equal(fs.readFileSync(SERVER_LOG, 'utf8').match(/is serving on/g)?.length, 1, 'the server started once');
    log(`${answers.length} requests during the publish, all 200; the page switched after ${answers.filter((a) => a.url === TOUR_PAGE).findIndex((a) => a.newPrice)} old answers`);
    passed++;
  },
);
