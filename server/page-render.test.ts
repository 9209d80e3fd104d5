import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createTestApp, type TestContext } from './test/app';
import { composePage, createPageRenderer, rootElementRange } from './page-render';
import { CSP_FILE, MATCH_PATHS_FILE, RENDER_DIR, RENDER_ENTRY } from '../contract/site-serving';
import { PAGE_SEED_ID, SESSION_COOKIE, sessionCookieValue, type PageSeed } from '../contract/signed-in-pages';
import { STAFF_LIST_PER_PAGE } from '../contract/staff-rules';
import { todayInNz } from '../contract/dates';
import { bookThrough, createCatalogue, createUser } from './modules/bookings/test-fixtures';

const staticPage = (body: string) =>
  `<!DOCTYPE html><html><head><meta charSet="utf-8"/><title>My tours</title></head><body><div id="___gatsby">${body}</div><script src="/app.js"></script></body></html>`;

/**
 * A stand-in for Gatsby's render-page.js: it draws what the seed of the render in progress holds,
 * read where the real bundle's store reads it (src/state/page-seed.ts), or fails on request.
 */
const fakeRenderer = `
exports.default = async function render({ pagePath, pageData }) {
  // Read after a wait, as React's render reads it: other renders run meanwhile.
  await new Promise((resolve) => setTimeout(resolve, 5));
  const seed = globalThis.__keaRenderSeed.getStore();
  if (seed.session.email.startsWith('broken')) throw new Error('render failed');
  const bookings = seed.answers['bookings/bookings'];
  const text = bookings ? seed.session.email + ' has ' + bookings['bookings/bookings'].length + ' bookings' : 'read ' + Object.keys(seed.answers).join(', ');
  return { html: '<html><head></head><body><div id="___gatsby"><div id="page"><h1>' + pageData.title + '</h1><p>' + text + '</p><div></div></div></div></body></html>' };
};`;

describe('signed-in pages drawn on the server with the visitor’s data', () => {
  let ctx: TestContext;
  let root: string;
  let session: { token: string; email: string };

  beforeAll(async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'kea-render-'));
    fs.mkdirSync(path.join(root, 'user'));
    fs.writeFileSync(path.join(root, 'user', 'index.html'), staticPage('<p>Loading your bookings…</p>'));
    fs.writeFileSync(path.join(root, '404.html'), '<p>Not found</p>');
    fs.mkdirSync(path.join(root, 'page-data', 'user'), { recursive: true });
    fs.writeFileSync(path.join(root, 'page-data', 'user', 'page-data.json'), JSON.stringify({ title: 'My tours', staticQueryHashes: [] }));
    fs.mkdirSync(path.join(root, RENDER_DIR));
    fs.writeFileSync(path.join(root, RENDER_DIR, RENDER_ENTRY), fakeRenderer);
    fs.mkdirSync(path.join(root, 'staff', 'departures'), { recursive: true });
    fs.writeFileSync(path.join(root, 'staff', 'departures', 'index.html'), staticPage('<p>Loading…</p>'));
    fs.mkdirSync(path.join(root, 'page-data', 'staff', 'departures'), { recursive: true });
    fs.writeFileSync(path.join(root, 'page-data', 'staff', 'departures', 'page-data.json'), JSON.stringify({ title: 'Departures', staticQueryHashes: [] }));
    // A booking's staff page: one frame for every number, answering /staff/bookings/* (a client-only route).
    fs.mkdirSync(path.join(root, 'staff', 'bookings', '[id]'), { recursive: true });
    fs.writeFileSync(path.join(root, 'staff', 'bookings', '[id]', 'index.html'), staticPage('<p>Loading…</p>'));
    fs.mkdirSync(path.join(root, 'page-data', 'staff', 'bookings', '[id]'), { recursive: true });
    fs.writeFileSync(path.join(root, 'page-data', 'staff', 'bookings', '[id]', 'page-data.json'), JSON.stringify({ title: 'Booking', staticQueryHashes: [] }));
    fs.mkdirSync(path.join(root, 'bookings', 'receipt'), { recursive: true });
    fs.writeFileSync(path.join(root, 'bookings', 'receipt', 'index.html'), staticPage('<p>Loading your receipt…</p>'));
    fs.mkdirSync(path.join(root, 'page-data', 'bookings', 'receipt'), { recursive: true });
    fs.writeFileSync(path.join(root, 'page-data', 'bookings', 'receipt', 'page-data.json'), JSON.stringify({ title: 'Receipt', staticQueryHashes: [] }));
    fs.writeFileSync(path.join(root, MATCH_PATHS_FILE), JSON.stringify([{ path: '/staff/bookings/[id]/', matchPath: '/staff/bookings/*' }]));
    fs.writeFileSync(path.join(root, CSP_FILE), JSON.stringify({ policies: { 'user/index.html': "script-src 'self' 'sha256-abc'" } }));
    ctx = await createTestApp({ publicDir: root });
    const signUp = await ctx.app.inject({
      method: 'POST',
      url: '/api/users/sign_up',
      payload: { FirstName: 'Aroha', Email: 'Aroha.Render@example.com', Password: 'kiwi-trail-99', OptInNewsLetter: false },
    });
    expect(signUp.statusCode).toBe(200);
    session = signUp.json().session;
  });
  afterAll(async () => {
    await ctx.close();
    fs.rmSync(root, { recursive: true, force: true });
  });

  const getUserHome = (cookie?: string) => ctx.app.inject({ method: 'GET', url: '/user/', headers: cookie ? { cookie } : {} });
  const cookieFor = (s: { token: string; email: string }) => `theme=dark; ${SESSION_COOKIE}=${sessionCookieValue(s)}`;
  const seedIn = (html: string) => JSON.parse(html.match(new RegExp(`<script id="${PAGE_SEED_ID}" type="application/json">(.*?)</script>`))![1]) as PageSeed;

  it('sends the static page, shared-cacheable only per cookie, to a request without the session cookie', async () => {
    const res = await getUserHome('theme=dark');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Loading your bookings…');
    expect(res.body).not.toContain(PAGE_SEED_ID);
    expect(res.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    expect(res.headers['vary']).toMatch(/cookie/i);
  });

  it('draws the page with the session’s own data, hands that data to the browser, and lets nothing store it', async () => {
    const res = await getUserHome(cookieFor(session));
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers['content-security-policy']).toBe("script-src 'self' 'sha256-abc'");
    expect(res.headers['content-type']).toMatch(/text\/html/);
    // The rendered root replaces the static one; the static head and scripts stay.
    expect(res.body).toContain(`<div id="___gatsby"><div id="page"><h1>My tours</h1><p>${session.email} has 0 bookings</p><div></div></div></div><script src="/app.js"></script>`);
    expect(res.body).not.toContain('Loading your bookings…');
    expect(res.body).toContain('<title>My tours</title>');
    const seed = seedIn(res.body);
    // The email as the cookie holds it (the browser's store keys the user's query by it); the answers as the API gives them.
    expect(seed.session).toEqual({ email: session.email, is_admin: false });
    expect(Object.keys(seed.answers)).toEqual(['users/me', 'bookings/bookings']);
    expect((seed.answers['users/me'] as { user: { first_name: string } }).user.first_name).toBe('Aroha');
    expect(res.body).not.toContain(session.token);
  });

  it('draws pages rendered at once each with its own session’s data, and again once every render has ended', async () => {
    const others = await Promise.all(
      ['Rangi', 'Mere'].map(async (name) => {
        const signUp = await ctx.app.inject({ method: 'POST', url: '/api/users/sign_up', payload: { FirstName: name, Email: `${name}.Render@example.com`, Password: 'kiwi-trail-99', OptInNewsLetter: false } });
        return signUp.json().session as { token: string; email: string };
      }),
    );
    const everyone = [session, ...others];
    const pages = await Promise.all(everyone.map((s) => getUserHome(cookieFor(s))));
    pages.forEach((res, i) => expect(res.body).toContain(`<p>${everyone[i].email} has 0 bookings</p>`));
    // The render's context is switched off between renders, and on again for the next.
    expect((await getUserHome(cookieFor(others[1]))).body).toContain(`<p>${others[1].email} has 0 bookings</p>`);
  });

  it('draws a staff list with its first page from today for staff, and sends a customer the static page', async () => {
    const staff = await createUser(ctx.database.db, { isAdmin: true });
    const drawn = await ctx.app.inject({ method: 'GET', url: '/staff/departures/', headers: { cookie: cookieFor(staff.headers) } });
    const read = `staff/departures?from=${todayInNz()}&page=1&per_page=${STAFF_LIST_PER_PAGE}`;
    expect(drawn.headers['cache-control']).toBe('private, no-store');
    expect(drawn.body).toContain(`<h1>Departures</h1><p>read users/me, ${read}</p>`);
    const seed = seedIn(drawn.body);
    expect(seed.session).toEqual({ email: staff.email, is_admin: true });
    expect(seed.answers[read]).toMatchObject({ success: true, page: 1, per_page: STAFF_LIST_PER_PAGE });
    // The API refuses a customer the staff list: the static page, and the customer keeps the session.
    const refused = await ctx.app.inject({ method: 'GET', url: '/staff/departures/', headers: { cookie: cookieFor(session) } });
    expect(refused.body).toContain('Loading…');
    expect(refused.body).not.toContain(PAGE_SEED_ID);
    expect(refused.headers['set-cookie']).toBeUndefined();
  });

  it('draws a booking’s staff page at its own number from its frame, and sends the frame for a booking that is not there', async () => {
    const staff = await createUser(ctx.database.db, { isAdmin: true });
    const customer = await createUser(ctx.database.db);
    const catalogue = await createCatalogue(ctx.database.db);
    const departure = await catalogue.departure({ inDays: 90 });
    const booking = await bookThrough(ctx.app, customer, departure.id);
    const page = (id: number | string) => ctx.app.inject({ method: 'GET', url: `/staff/bookings/${id}/`, headers: { cookie: cookieFor(staff.headers) } });
    const drawn = await page(booking.id);
    expect(drawn.headers['cache-control']).toBe('private, no-store');
    expect(drawn.body).toContain(`<h1>Booking</h1><p>read users/me, bookings/bookings/${booking.id}, staff/bookings/${booking.id}/events</p>`);
    expect(seedIn(drawn.body).answers[`bookings/bookings/${booking.id}`]).toMatchObject({ booking: { id: booking.id } });
    // No such booking (the API's 404), or not a booking's number: the frame, as before.
    for (const missing of [booking.id + 1000, 'abc']) {
      const plain = await page(missing);
      expect(plain.statusCode).toBe(200);
      expect(plain.body).toContain('Loading…');
      expect(plain.body).not.toContain(PAGE_SEED_ID);
    }
  });

  it('draws a receipt for the booking its address names, at that address, and only for the booking’s own customer', async () => {
    const customer = await createUser(ctx.database.db);
    const catalogue = await createCatalogue(ctx.database.db);
    const booking = await bookThrough(ctx.app, customer, (await catalogue.departure({ inDays: 90 })).id);
    const receipt = (query: string, who = customer.headers) => ctx.app.inject({ method: 'GET', url: `/bookings/receipt/${query}`, headers: { cookie: cookieFor(who) } });
    const drawn = await receipt(`?bookingId=${booking.id}&tour=x`);
    expect(drawn.headers['cache-control']).toBe('private, no-store');
    expect(drawn.body).toContain(`<h1>Receipt</h1><p>read users/me, bookings/bookings/${booking.id}</p>`);
    // Another customer's booking (the API's 404), or no booking's number: the static page.
    for (const [query, who] of [[`?bookingId=${booking.id}`, session], ['', customer.headers], ['?bookingId=abc', customer.headers]] as const) {
      const plain = await receipt(query, who);
      expect(plain.statusCode).toBe(200);
      expect(plain.body).toContain('Loading your receipt…');
      expect(plain.body).not.toContain(PAGE_SEED_ID);
    }
    // Without the cookie, the static receipt of a booking varies with it; with no number it never does.
    expect((await ctx.app.inject({ method: 'GET', url: `/bookings/receipt/?bookingId=${booking.id}` })).headers['vary']).toMatch(/cookie/i);
    expect((await ctx.app.inject({ method: 'GET', url: '/bookings/receipt/' })).headers['vary'] ?? '').not.toMatch(/cookie/i);
  });

  it('sends the static page and removes the cookie when the session is not valid', async () => {
    const res = await getUserHome(cookieFor({ token: 'x'.repeat(43), email: session.email }));
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Loading your bookings…');
    expect(res.headers['set-cookie']).toMatch(new RegExp(`^${SESSION_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`));
  });

  it('sends the static page for a malformed cookie, a HEAD request, or a page it does not draw', async () => {
    for (const cookie of [`${SESSION_COOKIE}=nodot`, `${SESSION_COOKIE}=short.a%40b.nz`, `${SESSION_COOKIE}=${'y'.repeat(43)}.%E0%A4%A`]) {
      const res = await getUserHome(cookie);
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('Loading your bookings…');
    }
    const head = await ctx.app.inject({ method: 'HEAD', url: '/user/', headers: { cookie: cookieFor(session) } });
    expect(head.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
  });

  it('draws nothing once the second’s render budget is spent', async () => {
    const request = { method: 'GET', url: '/user/', headers: { cookie: cookieFor(session) }, ip: '127.0.0.1', protocol: 'http', log: ctx.app.log };
    const reply = { header: jest.fn() };
    const spent = createPageRenderer(ctx.app, 0);
    const accountHome = { page: '/user/', location: '/user/' };
    expect(await spent(root, 'user/index.html', accountHome, request as never, reply as never)).toBeNull();
    const open = createPageRenderer(ctx.app, 250);
    expect(await open(root, 'user/index.html', accountHome, request as never, reply as never)).toContain(PAGE_SEED_ID);
    expect(reply.header).not.toHaveBeenCalled();
  });

  it('sends the static page when the render fails', async () => {
    const signUp = await ctx.app.inject({
      method: 'POST',
      url: '/api/users/sign_up',
      payload: { FirstName: 'Broken', Email: 'broken.render@example.com', Password: 'kiwi-trail-99', OptInNewsLetter: false },
    });
    const res = await getUserHome(cookieFor(signUp.json().session));
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Loading your bookings…');
    expect(res.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
  });
});

describe('composing the rendered page into the static one', () => {
  const seed: PageSeed = { session: { email: 'a@b.nz', is_admin: false }, answers: { 'users/me': { note: '</script><script>alert(1)</script>' } } };

  it('finds the root element by balancing its divs', () => {
    const html = '<body><div id="___gatsby"><div a="1"><div></div></div><div id="gatsby-announcer"></div></div><script></script></body>';
    const [start, end] = rootElementRange(html)!;
    expect(html.slice(start, end)).toBe('<div id="___gatsby"><div a="1"><div></div></div><div id="gatsby-announcer"></div></div>');
    expect(rootElementRange('<body><div id="___gatsby"><div></body>')).toBeNull();
    expect(rootElementRange('<body></body>')).toBeNull();
  });

  it('puts the seed first in the head, escaped so that no answer can close its script', () => {
    const page = composePage(staticPage('<p>frame</p>'), '<div id="___gatsby"><p>data</p></div>', seed)!;
    expect(page.startsWith(`<!DOCTYPE html><html><head><script id="${PAGE_SEED_ID}" type="application/json">`)).toBe(true);
    expect(page).toContain('<div id="___gatsby"><p>data</p></div><script src="/app.js">');
    expect(page.match(/<\/script>/g)).toHaveLength(2);
    expect(JSON.parse(page.match(/type="application\/json">(.*?)<\/script>/)![1])).toEqual(seed);
  });
});
