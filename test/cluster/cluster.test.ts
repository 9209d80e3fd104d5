/**
 * The production shape, run (issue 20): PostgreSQL, Redis, two API instances with
 * NODE_ENV=production and nginx on deploy/nginx.conf, all on loopback ports 2300-2319. Through
 * nginx it proves what a single server gave: pages, client-only reloads and CSP headers; and
 * what several instances must share: sessions, captcha challenges, rate limits, the job queue
 * (each email sent once), and a rolling restart under load without a failed request.
 *
 * `npm run test:cluster` (node's test runner), after a build; .ci/run runs it.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { Client } from 'pg';
import { CSP_FILE, IMMUTABLE, REVALIDATE } from '../../contract/site-serving';
import { PAGE_SEED_ID, SESSION_COOKIE, sessionCookieValue } from '../../contract/signed-in-pages';
import { ROOT, refusedStart, startCluster, type Cluster } from './cluster';

let cluster: Cluster;
let refusal: { code: number | null; output: string } | undefined;

before(async () => {
  cluster = await startCluster({
    base: 2300,
    // Before the release step: an instance refuses the database that lacks its migrations.
    beforeRelease: async (env, ports) => {
      refusal = await refusedStart(ports.instances[0], env);
    },
  });
});

after(async () => {
  await cluster?.close();
});

/**
 * fetch, closing its connection after the answer: one left open to an instance would hold up
 * that instance's drain in the rolling restart (server/lib/drain.ts waits for clients to let go).
 */
const request = (url: string, init: RequestInit = {}) => fetch(url, { ...init, headers: { ...(init.headers as Record<string, string> | undefined), connection: 'close' } });

const json = async (url: string, init: RequestInit = {}) => {
  const response = await request(url, { ...init, headers: { 'content-type': 'application/json', ...(init.headers ?? {}) } });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
};

/** The build's CSP of each page file. */
const policies = () => (JSON.parse(fs.readFileSync(path.join(ROOT, 'public', CSP_FILE), 'utf8')) as { policies: Record<string, string> }).policies;

describe('release steps', () => {
  it('an instance refuses to start on a database that lacks migrations, saying what to run', () => {
    assert.equal(refusal?.code, 1);
    assert.match(refusal?.output ?? '', /Refusing to start: the database lacks \d+ migrations?\. Run `npm run db:migrate`/);
  });
});

describe('the site through nginx, as the single server serves it', () => {
  const paths = ['/', '/tours', '/tours/', '/user/sign-in/', '/user/bookings/42', '/bookings/payment/', '/bookings/receipt/?bookingId=41&tour=x', '/staff/', '/staff/bookings/41/', '/staff/departures/7', '/staff/bookings/', '/no-such-page/', '/_csp.json', '/itinerary-download/?tour_id=3&after=true', '/itinerary-download/?tour_id=3', '/itinerary-download/?tour_id=999', '/itinerary-download/3/ready/', '/tours-search/', '/tours-search/?location=south-island', '/tours-search/?location=north-island&date=', '/tours-search/?location=north-island&date_range_from=01/15/2027', '/tours-search/south-island/'];

  it('answers each path with the status, Location, CSP and Cache-Control of the Node server', async () => {
    for (const p of paths) {
      const [viaNginx, direct] = await Promise.all([cluster.url, cluster.instances[0].url].map((origin) => request(`${origin}${p}`, { redirect: 'manual' })));
      assert.equal(viaNginx.status, direct.status, `${p}: status`);
      assert.equal(viaNginx.headers.get('location'), direct.headers.get('location'), `${p}: location`);
      assert.equal(viaNginx.headers.get('content-security-policy'), direct.headers.get('content-security-policy'), `${p}: CSP`);
      assert.equal(viaNginx.headers.get('x-frame-options'), 'DENY', `${p}: security headers`);
      if (viaNginx.status === 200) assert.equal(viaNginx.headers.get('cache-control'), direct.headers.get('cache-control'), `${p}: cache`);
      if (viaNginx.status === 200) assert.equal(await viaNginx.text(), await direct.text(), `${p}: body`);
    }
  });

  it("gives each page its own CSP, client-only reloads their shell's with 200, the 404 page with 404", async () => {
    const csp = policies();
    const home = await fetch(`${cluster.url}/`);
    assert.equal(home.status, 200);
    assert.equal(home.headers.get('content-security-policy'), csp['index.html']);
    assert.equal(home.headers.get('cache-control'), REVALIDATE);
    const reload = await fetch(`${cluster.url}/user/bookings/42`);
    assert.equal(reload.status, 200);
    assert.equal(reload.headers.get('content-security-policy'), csp['user/[...]/index.html']);
    // A booking's staff page: its own frame, more specific than the staff area's shell.
    const staffBooking = await fetch(`${cluster.url}/staff/bookings/41/`);
    assert.equal(staffBooking.status, 200);
    assert.equal(staffBooking.headers.get('content-security-policy'), csp['staff/bookings/[id]/index.html']);
    assert.match(await staffBooking.text(), /<h1>Booking<\/h1>/);
    const missing = await fetch(`${cluster.url}/no-such-page/`);
    assert.equal(missing.status, 404);
    assert.equal(missing.headers.get('content-security-policy'), csp['404.html']);
  });

  it('redirects a page without its slash (301), a tour\'s itinerary address and a search of any time to their pages (302), a form posted to a page back to it (303), and caches hashed bundles for a year', async () => {
    const slash = await fetch(`${cluster.url}/tours?x=1`, { redirect: 'manual' });
    assert.equal(slash.status, 301);
    assert.equal(slash.headers.get('location'), '/tours/?x=1');
    const itinerary = await fetch(`${cluster.url}/itinerary-download/?tour_id=3&after=true`, { redirect: 'manual' });
    assert.equal(itinerary.status, 302);
    assert.equal(itinerary.headers.get('location'), '/itinerary-download/3/ready/');
    assert.equal(itinerary.headers.get('cache-control'), REVALIDATE);
    const search = await fetch(`${cluster.url}/tours-search/?location=south-island`, { redirect: 'manual' });
    assert.equal(search.status, 302);
    assert.equal(search.headers.get('location'), '/tours-search/south-island/');
    assert.equal(search.headers.get('cache-control'), REVALIDATE);
    const posted = await fetch(`${cluster.url}/user/sign-in/`, { method: 'POST', body: 'email=a%40b.nz', headers: { 'content-type': 'application/x-www-form-urlencoded' }, redirect: 'manual' });
    assert.equal(posted.status, 303);
    assert.equal(posted.headers.get('location'), '/user/sign-in/');
    const bundle = fs.readdirSync(path.join(ROOT, 'public')).find((f) => /^app-[0-9a-f]{16,}\.js$/.test(f));
    assert.ok(bundle, 'a hashed app bundle');
    const script = await fetch(`${cluster.url}/${bundle}`, { headers: { 'accept-encoding': 'gzip' } });
    assert.equal(script.headers.get('cache-control'), IMMUTABLE);
    assert.equal(script.headers.get('content-encoding'), 'gzip');
  });
});

describe('state every instance shares', () => {
  it('a session made on one instance is used on the other', async () => {
    const [a, b] = cluster.instances;
    const email = `cluster-${Date.now()}@example.com`;
    const signUp = await json(`${a.url}/api/users/sign_up`, { method: 'POST', body: JSON.stringify({ FirstName: 'Aroha', Email: email, Password: 'cluster-password-1', OptInNewsLetter: false }) });
    assert.equal(signUp.status, 200, JSON.stringify(signUp.body));
    const session = signUp.body.session as { token: string; email: string };
    const me = await json(`${b.url}/api/users/me`, { headers: { token: session.token, email: session.email } });
    assert.equal(me.status, 200, JSON.stringify(me.body));
    assert.equal(JSON.stringify(me.body).includes(email), true);
  });

  it('a signed-in page asked for with the session cookie is drawn by an instance with the visitor’s data; without it, or with a dead session, it is the static page', async () => {
    const email = `cluster-render-${Date.now()}@example.com`;
    const signUp = await json(`${cluster.url}/api/users/sign_up`, { method: 'POST', body: JSON.stringify({ FirstName: 'Manaia', Email: email, Password: 'cluster-password-1', OptInNewsLetter: false }) });
    assert.equal(signUp.status, 200, JSON.stringify(signUp.body));
    const session = signUp.body.session as { token: string; email: string };
    const drawn = await request(`${cluster.url}/user/`, { headers: { cookie: `${SESSION_COOKIE}=${sessionCookieValue(session)}` } });
    assert.equal(drawn.status, 200);
    assert.equal(drawn.headers.get('cache-control'), 'private, no-store');
    assert.equal(drawn.headers.get('content-security-policy'), policies()['user/index.html']);
    assert.equal(drawn.headers.get('x-frame-options'), 'DENY');
    const seedScript = `<script id="${PAGE_SEED_ID}"`;
    const html = await drawn.text();
    assert.ok(html.includes(seedScript) && html.includes('Manaia'), 'the page holds the visitor’s data');
    const plain = await request(`${cluster.url}/user/`);
    assert.equal(plain.headers.get('cache-control'), REVALIDATE);
    assert.ok(!(await plain.text()).includes(seedScript));
    const dead = await request(`${cluster.url}/user/`, { headers: { cookie: `${SESSION_COOKIE}=${sessionCookieValue({ token: 'd'.repeat(43), email })}` } });
    assert.equal(dead.status, 200);
    assert.match(dead.headers.get('set-cookie') ?? '', new RegExp(`^${SESSION_COOKIE}=; Path=/; Max-Age=0`));
    assert.ok(!(await dead.text()).includes(seedScript));
  });

  it('a captcha challenge from one instance is solved against the other', async () => {
    const [a, b] = cluster.instances;
    const challenge = (await json(`${a.url}/api/captcha/challenge`)).body as unknown as Challenge;
    const solution = await solveChallenge({ challenge, deriveKey });
    assert.ok(solution);
    const captcha = Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
    const lead = await json(`${b.url}/api/third_party/crm_lead`, {
      method: 'POST',
      body: JSON.stringify({ type: 'contact_us_lead', source_url: `${cluster.url}/contact/`, first_name: 'Mere', last_name: 'Tane', email: 'mere@example.com', message_text: 'Kia ora', captcha }),
    });
    assert.equal(lead.status, 200, JSON.stringify(lead.body));
    // Spent everywhere: the replay is refused by the first instance too.
    const replay = await json(`${a.url}/api/third_party/crm_lead`, {
      method: 'POST',
      body: JSON.stringify({ type: 'contact_us_lead', source_url: `${cluster.url}/contact/`, first_name: 'Mere', last_name: 'Tane', email: 'mere@example.com', message_text: 'Kia ora', captcha }),
    });
    assert.equal(replay.status, 400);
  });

  it('a rate limit is shared: the limit+1-th request is refused whichever instance gets it', async () => {
    // Joining a waitlist: 10 per 15 minutes per IP (waitlist/routes.ts JOIN_LIMIT), counted in
    // Redis. A departure that does not exist answers 404, after the request was counted.
    const [a, b] = cluster.instances;
    const body = JSON.stringify({ departure_id: 'departure-2147483000', email: 'wait@example.com' });
    for (let i = 0; i < 10; i++) {
      const answer = await json(`${(i % 2 ? b : a).url}/api/waitlist`, { method: 'POST', body });
      assert.equal(answer.status, 404, `request ${i + 1} of 10: ${JSON.stringify(answer.body)}`);
    }
    for (const origin of [a.url, b.url, cluster.url]) {
      assert.equal((await json(`${origin}/api/waitlist`, { method: 'POST', body })).status, 429, origin);
    }
  });

  it('each due email is sent exactly once while both workers run', async () => {
    // 60 password-reset emails due at once, in one transaction, for both workers to race on.
    const count = 60;
    const db = new Client({ connectionString: cluster.postgres.url });
    await db.connect();
    const stamp = Date.now();
    const emails = Array.from({ length: count }, (_, i) => `once-${stamp}-${i}@example.com`);
    try {
      await db.query('begin');
      for (const [i, email] of emails.entries()) {
        const user = await db.query<{ id: number }>('insert into users (email, first_name) values ($1, $2) returning id', [email, `Once${i}`]);
        const reset = await db.query<{ id: number }>("insert into password_resets (user_id, token_hash, expires_at) values ($1, $2, now() + interval '1 hour') returning id", [user.rows[0].id, `cluster-${stamp}-${i}`]);
        await db.query("insert into jobs (type, payload, dedupe_key) values ('password_reset_email', $1, $2)", [{ userId: user.rows[0].id, resetId: reset.rows[0].id }, `password_reset_email:${reset.rows[0].id}`]);
      }
      await db.query('commit');
      const deadline = Date.now() + 60_000;
      let pending = count;
      while (pending > 0 && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 250));
        const left = await db.query<{ n: number }>("select count(*)::int as n from jobs where type = 'password_reset_email' and status <> 'done' and dedupe_key like 'password_reset_email:%' and (payload->>'userId')::int in (select id from users where email like $1)", [`once-${stamp}-%`]);
        pending = left.rows[0].n;
      }
      assert.equal(pending, 0, 'every job done');
    } finally {
      await db.end();
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
    const received = cluster.smtp.recipients.filter((to) => to.startsWith(`once-${stamp}-`));
    assert.equal(received.length, count);
    assert.deepEqual([...new Set(received)].sort(), [...emails].sort());
  });
});

describe('operations', () => {
  it('exposes liveness, readiness and Prometheus metrics on each instance, not through nginx', async () => {
    const [a] = cluster.instances;
    assert.equal((await request(`${a.url}/api/health/live`)).status, 200);
    assert.equal((await request(`${a.url}/api/health/ready`)).status, 200);
    const health = await json(`${cluster.url}/api/health`);
    assert.deepEqual((health.body.data as { redis: unknown }).redis, { status: 'up' });
    const metrics = await (await request(`${a.url}/metrics`)).text();
    assert.match(metrics, /^http_request_duration_seconds_count\{.*route="\/api\/health\/ready".*\} \d+/m);
    assert.equal((await fetch(`${cluster.url}/metrics`)).status, 404);
  });

  it('a rolling restart under load fails no request', async (t) => {
    const departures = `/api/tour_info/departures?valid_departure=true`;
    // A POST too: nginx never resends one that reached an instance (proxy_next_upstream without
    // non_idempotent), so it fails if a stopping instance resets the connection it came on.
    const db = new Client({ connectionString: cluster.postgres.url });
    await db.connect();
    const tour = (await db.query<{ api_id: number }>('select api_id from tours order by api_id limit 1')).rows[0];
    await db.end();
    const check = JSON.stringify({ tour_id: tour.api_id, departure_date: '1/01/2030' });
    // Each request on a connection of its own: nginx's reload (deploy/nginx-upstream.sh) closes
    // the client connections its old workers held idle, and one a client had just sent a request
    // on is reset. Browsers resend a request whose reused connection closed before any answer;
    // autocannon, which reuses its connections, does not, and would count nginx's own reload
    // against the instances (about 1 reset in 24 reloads here).
    const load = loadUntilStopped(cluster.url, 8, [
      { method: 'GET', path: '/api/ping' },
      { method: 'GET', path: departures },
      { method: 'POST', path: '/api/tour_info/departures/checking_departure', body: check },
    ]);
    const drained: boolean[] = [];
    try {
      // Load first, long enough for nginx to have opened the connections it keeps to each
      // instance, as it has in production when an instance is replaced.
      await new Promise((resolve) => setTimeout(resolve, 3000));
      for (const index of [0, 1]) {
        if (index) await new Promise((resolve) => setTimeout(resolve, 1000));
        const restart = await cluster.restart(index);
        t.diagnostic(`instance ${index}: out of the pool (${restart.servedWhileOut} requests in the next 500 ms), drained and exited in ${restart.stopMs} ms, started and ready in ${restart.startMs} ms`);
        assert.equal(restart.servedWhileOut, 0, 'nginx sent nothing to an instance out of its pool');
        drained.push(restart.drained);
      }
      await new Promise((resolve) => setTimeout(resolve, 1500));
    } catch (error) {
      await load.stop();
      throw error;
    }
    const r = await load.stop();
    t.diagnostic(`${r.total} requests through nginx during the restarts (by status: ${JSON.stringify(r.statuses)})`);
    // nginx let go of every connection itself, so the instances closed none under a request.
    assert.deepEqual(drained, [true, true], 'each instance saw its connections closed before its drain ended');
    assert.ok(r.total > 100, `requests made: ${r.total}`);
    assert.deepEqual(r.errors, [], 'connection errors and timeouts');
    assert.deepEqual(Object.keys(r.statuses), ['200'], `answers by status: ${JSON.stringify(r.statuses)}`);
  });
});

interface LoadRequest {
  method: 'GET' | 'POST';
  path: string;
  /** JSON */
  body?: string;
}

/** `lanes` loops sending `requests` in turn through `base` until stopped; what they got back. */
function loadUntilStopped(base: string, lanes: number, requests: LoadRequest[]) {
  let stopped = false;
  let total = 0;
  const statuses: Record<string, number> = {};
  const errors: string[] = [];
  const lane = async (first: number) => {
    for (let i = first; !stopped; i++) {
      const { method, path: target, body } = requests[i % requests.length];
      total++;
      try {
        // `request`: Connection: close, so each request on a connection of its own.
        const response = await request(new URL(target, base).href, { method, body, headers: body ? { 'content-type': 'application/json' } : {}, signal: AbortSignal.timeout(10_000) });
        await response.arrayBuffer();
        statuses[response.status] = (statuses[response.status] ?? 0) + 1;
      } catch (error) {
        errors.push(`${method} ${target}: ${(error as Error).message}`);
      }
    }
  };
  const running = Promise.all(Array.from({ length: lanes }, (_, i) => lane(i)));
  return {
    async stop() {
      stopped = true;
      await running;
      return { total, statuses, errors };
    },
  };
}
