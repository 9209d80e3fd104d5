import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { precompressPublic } from '../src/node/precompress';
import { createTestApp, type TestContext } from './test/app';
import { CSP_FILE } from './static';

/** The built site as the server sees it: pages, a hashed bundle, the 404 page, their compressed copies. */
describe('serving the built site', () => {
  let ctx: TestContext;
  let root: string;
  const page = `<!DOCTYPE html><html><body><main>${'Small-group tours of New Zealand. '.repeat(200)}</main></body></html>`;
  const bundle = `window.bundle=${JSON.stringify('x'.repeat(4000))};`;

  beforeAll(async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'kea-public-'));
    fs.mkdirSync(path.join(root, 'tours'));
    fs.writeFileSync(path.join(root, 'index.html'), page);
    fs.writeFileSync(path.join(root, 'tours', 'index.html'), page.replace('main', 'section'));
    fs.writeFileSync(path.join(root, '404.html'), `<!DOCTYPE html><p>${'Page not found. '.repeat(100)}</p>`);
    fs.writeFileSync(path.join(root, 'app-0123456789abcdef0123.js'), bundle);
    fs.writeFileSync(path.join(root, 'tiny.txt'), 'small');
    fs.mkdirSync(path.join(root, 'itinerary-download', '3', 'ready'), { recursive: true });
    fs.writeFileSync(path.join(root, 'itinerary-download', 'index.html'), '<p>We couldn’t find that itinerary</p>');
    fs.writeFileSync(path.join(root, 'itinerary-download', '3', 'index.html'), '<h1>South Island Adventure itinerary</h1>');
    fs.writeFileSync(path.join(root, 'itinerary-download', '3', 'ready', 'index.html'), '<h1>Your itinerary is ready</h1>');
    fs.mkdirSync(path.join(root, 'tours-search', 'north-island'), { recursive: true });
    fs.writeFileSync(path.join(root, 'tours-search', 'index.html'), '<p>Finding tours</p>');
    fs.writeFileSync(path.join(root, 'tours-search', 'north-island', 'index.html'), '<h2>4 tours in North Island, any time</h2>');
    fs.writeFileSync(path.join(root, CSP_FILE), JSON.stringify({ policies: { 'index.html': "script-src 'self'" } }));
    await precompressPublic(root);
    ctx = await createTestApp({ publicDir: root });
  });
  afterAll(async () => {
    await ctx.close();
    fs.rmSync(root, { recursive: true, force: true });
  });

  const get = (url: string, acceptEncoding?: string) => ctx.app.inject({ method: 'GET', url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

  it('writes a Brotli and a gzip copy of each text file worth compressing, and only once', async () => {
    for (const file of ['index.html', 'tours/index.html', '404.html', 'app-0123456789abcdef0123.js']) {
      expect(zlib.brotliDecompressSync(fs.readFileSync(path.join(root, `${file}.br`))).toString()).toBe(fs.readFileSync(path.join(root, file), 'utf8'));
      expect(zlib.gunzipSync(fs.readFileSync(path.join(root, `${file}.gz`))).toString()).toBe(fs.readFileSync(path.join(root, file), 'utf8'));
    }
    expect(fs.existsSync(path.join(root, 'tiny.txt.br'))).toBe(false);
    expect(fs.existsSync(path.join(root, `${CSP_FILE}.br`))).toBe(false);
    expect(await precompressPublic(root)).toBe(0);
  });

  it('sends the Brotli copy of a page to a browser that accepts it, with the page headers', async () => {
    const res = await get('/', 'gzip, deflate, br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.headers['vary']).toMatch(/accept-encoding/i);
    expect(res.headers['content-security-policy']).toBe("script-src 'self'");
    expect(res.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    expect(zlib.brotliDecompressSync(res.rawPayload).toString()).toBe(page);
  });

  it('sends gzip, or the file itself, to browsers that accept only that', async () => {
    const gz = await get('/tours/', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toContain('<section>');
    const plain = await get('/tours/');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('<section>');
  });

  it('sends a hashed bundle compressed and cached for a year', async () => {
    const res = await get('/app-0123456789abcdef0123.js', 'br');
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(zlib.brotliDecompressSync(res.rawPayload).toString()).toBe(bundle);
  });

  it('sends the itinerary download address of a tour the build pre-rendered to that page, and keeps the rest on the page itself', async () => {
    const ready = await get('/itinerary-download/?tour_id=3&after=true');
    expect(ready.statusCode).toBe(302);
    expect(ready.headers.location).toBe('/itinerary-download/3/ready/');
    expect(ready.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    expect((await get('/itinerary-download/?after=false&tour_id=3')).headers.location).toBe('/itinerary-download/3/');
    expect((await get(ready.headers.location as string)).body).toContain('Your itinerary is ready');
    // No such tour (archived, unknown, malformed) or none named: the page that says so.
    for (const url of ['/itinerary-download/?tour_id=999&after=true', '/itinerary-download/?tour_id=03', '/itinerary-download/?tour_id=3%2F..%2F..', '/itinerary-download/']) {
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('We couldn’t find that itinerary');
    }
  });

  it("sends a search of any time to its island group's pre-rendered results, and keeps a dated search on the page itself", async () => {
    for (const url of ['/tours-search/?location=north-island', '/tours-search/?location=north-island&date=']) {
      const res = await get(url);
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toBe('/tours-search/north-island/');
      expect(res.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    }
    expect((await get('/tours-search/north-island/')).body).toContain('in North Island, any time');
    // A dated search, or a group whose page this build lacks: the results page works it out.
    for (const url of ['/tours-search/?location=north-island&date_range_from=01/15/2027', '/tours-search/?location=south-island', '/tours-search/?location=north-island&utm_source=mail']) {
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('Finding tours');
    }
  });

  it('answers an unknown address with the 404 page, compressed, and keeps the server files private', async () => {
    const res = await get('/no-such-page/', 'br');
    expect(res.statusCode).toBe(404);
    expect(zlib.brotliDecompressSync(res.rawPayload).toString()).toContain('Page not found.');
    expect((await get('/_csp.json')).statusCode).toBe(404);
    expect((await get('/tours', 'br')).statusCode).toBe(301);
  });

  describe('a form posted natively, before its page was interactive', () => {
    const post = (url: string, payload = 'email=a%40b.nz&password=secret', contentType = 'application/x-www-form-urlencoded') =>
      ctx.app.inject({ method: 'POST', url, payload, headers: { 'content-type': contentType } });

    it('is sent back to its page by a GET, with its query and without its fields', async () => {
      const res = await post('/tours/?redirect=%2Fuser%2F');
      expect(res.statusCode).toBe(303);
      expect(res.headers.location).toBe('/tours/?redirect=%2Fuser%2F');
      expect(res.body).not.toContain('secret');
      expect((await post('/', 'a=1')).headers.location).toBe('/');
      expect((await post('/tours/', '--b\r\n', 'multipart/form-data; boundary=b')).statusCode).toBe(303);
    });

    it('never sends the visitor to another site', async () => {
      for (const url of ['//evil.example/tours/', '/\\evil.example/tours/']) {
        const res = await post(url);
        expect(res.headers.location ?? '').not.toMatch(/evil|^\/\//);
      }
    });

    it('gets the 404 page at an unknown address, and an unknown API path keeps its JSON answer', async () => {
      const page = await post('/no-such-page/');
      expect(page.statusCode).toBe(404);
      expect(page.body).toContain('Page not found.');
      const api = await post('/api/no-such-endpoint', '{}', 'application/json');
      expect(api.statusCode).toBe(404);
      expect(api.json()).toMatchObject({ success: false });
      // An address that cannot be decoded gets the router's own answer, as a GET does.
      expect((await post('/%E0%A4%A/')).statusCode).toBe((await get('/%E0%A4%A/')).statusCode);
    });
  });
});
