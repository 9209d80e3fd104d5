/**
 * The demo load against the fake Contentful's Content Management API (test/fake-contentful/cma.ts).
 * The runs build on each other, in order: a first load into the empty store, a second one over it,
 * one through rate limiting, and one stopped by a failing PUT.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import https from 'node:https';
import path from 'node:path';
import { loadContent } from '../content/load';
import { startFakeContentful, FAKE_LOCALE, FAKE_SPACE, type FakeContentful } from '../test/fake-contentful/server';
import { FAKE_MANAGEMENT_TOKEN } from '../test/fake-contentful/cma';
import { packToContentful, type PackAsset } from './from-pack';
import { inLinkOrder, loadDemo, type LoadDemoOptions } from './load-demo';

const pack = loadContent();
const { entries, assets } = packToContentful(pack);
const picture = (asset: PackAsset) => Buffer.from(`picture of ${asset.id}`);

/**
 * Node's fetch trusts only the CAs it started with (NODE_EXTRA_CA_CERTS is read at start), so the
 * loader is handed a fetch over node:https that trusts the fake's test certificate.
 */
function fetchTrusting(ca: Buffer): typeof fetch {
  const agent = new https.Agent({ keepAlive: true, ca });
  return (async (input: string | URL | Request, init: RequestInit = {}) => {
    const body = typeof init.body === 'string' ? Buffer.from(init.body) : init.body instanceof Uint8Array ? Buffer.from(init.body) : undefined;
    return new Promise<Response>((resolve, reject) => {
      const req = https.request(String(input), { method: init.method ?? 'GET', headers: init.headers as Record<string, string>, agent }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const headers = new Headers();
          for (const [k, v] of Object.entries(res.headers)) for (const value of [v ?? []].flat()) headers.append(k, value);
          resolve(new Response(res.statusCode === 204 ? null : Buffer.concat(chunks), { status: res.statusCode, headers }));
        });
      });
      req.on('error', reject);
      req.end(body);
    });
  }) as typeof fetch;
}

// Each load is about 750 HTTPS requests to the fake: a few seconds alone, far longer on a CI
// machine running the other suites beside it.
jest.setTimeout(180_000);

let fake: FakeContentful;
let options: LoadDemoOptions;
let waits: number[];
let log: string[];

beforeAll(async () => {
  fake = await startFakeContentful();
  options = {
    spaceId: FAKE_SPACE,
    accessToken: FAKE_MANAGEMENT_TOKEN,
    host: fake.host,
    uploadHost: fake.host,
    pack,
    readImage: picture,
    fetch: fetchTrusting(fs.readFileSync(fake.managementEnv.NODE_EXTRA_CA_CERTS!)),
    sleep: async (ms) => void waits.push(ms),
    log: (message) => void log.push(message),
  };
});
beforeEach(() => {
  waits = [];
  log = [];
});
afterAll(() => fake.close());

const localised = (fields: Record<string, unknown>) => Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, { [FAKE_LOCALE]: v }]));

function linksOf(value: unknown): { linkType: string; id: string }[] {
  if (Array.isArray(value)) return value.flatMap(linksOf);
  if (!value || typeof value !== 'object') return [];
  const sys = (value as { sys?: { type?: string; linkType?: string; id?: string } }).sys;
  if (sys?.type === 'Link' && sys.id && sys.linkType) return [{ linkType: sys.linkType, id: sys.id }];
  return Object.values(value).flatMap(linksOf);
}

describe('npm run contentful:demo', () => {
  it('publishes every asset and entry of the pack, fields in the default locale, each after what it links to', async () => {
    const result = await loadDemo(options);

    expect(result).toEqual({ locale: FAKE_LOCALE, created: { entries: entries.length, assets: assets.length }, updated: { entries: 0, assets: 0 } });
    const { cma } = fake;
    expect([cma.entries.size, cma.assets.size]).toEqual([entries.length, assets.length]);
    for (const asset of assets) {
      const stored = cma.assets.get(asset.id)!;
      expect(stored.publishedVersion).toBeDefined();
      expect(stored.published).toMatchObject({ title: { [FAKE_LOCALE]: asset.title }, description: { [FAKE_LOCALE]: asset.description }, file: { [FAKE_LOCALE]: { fileName: asset.fileName, contentType: 'image/jpeg' } } });
      expect(cma.fileOf(asset.id, FAKE_LOCALE)).toEqual(picture(asset));
    }
    for (const entry of entries) {
      const stored = cma.entries.get(entry.id)!;
      expect([entry.id, stored.contentType, stored.publishedVersion !== undefined]).toEqual([entry.id, entry.contentType, true]);
      expect(stored.published).toEqual(localised(entry.fields));
    }

    // Links intact: every link reaches a published item, published before the entry linking to it.
    // (An entry and an asset may share an id, as guide-aroha-ngata does: the key is `kind/id`.)
    const publishedAt = new Map<string, number>();
    fake.requests.forEach((r, i) => {
      const m = /^PUT \/spaces\/[^/]+\/environments\/master\/((?:entries|assets)\/[^/]+)\/published$/.exec(r);
      if (m) publishedAt.set(m[1]!, i);
    });
    for (const entry of entries) {
      for (const link of linksOf(entry.fields)) {
        const target = (link.linkType === 'Asset' ? cma.assets : cma.entries).get(link.id);
        expect([entry.id, link.id, target?.publishedVersion !== undefined]).toEqual([entry.id, link.id, true]);
        expect(publishedAt.get(`${link.linkType === 'Asset' ? 'assets' : 'entries'}/${link.id}`)!).toBeLessThan(publishedAt.get(`entries/${entry.id}`)!);
      }
    }
    const total = entries.length + assets.length;
    expect(log.filter((l) => / loaded$/.test(l))).toHaveLength(Math.ceil(total / 50));
    expect(log).toContain(`  ${total}/${total} loaded`);
  });

  it('updates on a second run and creates nothing: the same ids and counts, higher versions, no new upload', async () => {
    const versions = new Map([...fake.cma.entries, ...fake.cma.assets].map(([id, item]) => [id, item.version]));
    const uploads = fake.cma.uploads.size;

    const result = await loadDemo(options);

    expect(result.created).toEqual({ entries: 0, assets: 0 });
    expect(result.updated).toEqual({ entries: entries.length, assets: assets.length });
    expect([fake.cma.entries.size, fake.cma.assets.size, fake.cma.uploads.size]).toEqual([entries.length, assets.length, uploads]);
    for (const [id, item] of [...fake.cma.entries, ...fake.cma.assets]) expect([id, item.version > versions.get(id)!, item.publishedCounter]).toEqual([id, true, 2]);
    for (const entry of entries) expect(fake.cma.entries.get(entry.id)!.published).toEqual(localised(entry.fields));
  });

  it('waits the seconds X-Contentful-RateLimit-Reset names when rate limited, and carries on', async () => {
    const id = `tour-${pack.tours[0]!.id}`;
    const before = fake.cma.entries.get(id)!.version;
    const puts = () => fake.requests.filter((r) => r === `PUT /spaces/${FAKE_SPACE}/environments/master/entries/${id}`).length;
    const putsBefore = puts();
    fake.cma.failNext({ method: 'PUT', path: new RegExp(`/entries/${id}$`), status: 429, times: 2, headers: { 'X-Contentful-RateLimit-Reset': '3' } });

    await loadDemo(options);

    expect(waits).toEqual([3000, 3000]);
    expect(fake.cma.entries.get(id)!.version).toBe(before + 2);
    expect(puts() - putsBefore).toBe(3);
  });

  it('stops at a failing PUT with an error naming the entry', async () => {
    const failing = inLinkOrder(entries)[100]!;
    fake.cma.failNext({ method: 'PUT', path: new RegExp(`/entries/${failing.id}$`), status: 422, message: 'Validation error' });
    const asked = fake.requests.length;

    await expect(loadDemo(options)).rejects.toThrow(`entry ${failing.id} (${failing.contentType}): PUT /entries/${failing.id} answered 422 ValidationFailed: Validation error`);
    // nothing after the failure
    expect(fake.requests.at(-1)).toBe(`PUT /spaces/${FAKE_SPACE}/environments/master/entries/${failing.id}`);
    expect(fake.requests.length).toBeGreaterThan(asked);
  });

  it('refuses to start without a space and a management token (exit code 2)', () => {
    const env = { ...process.env, CONTENTFUL_SPACE_ID: '', CONTENTFUL_MANAGEMENT_TOKEN: '' };
    const run = spawnSync(path.join(__dirname, '..', 'node_modules', '.bin', 'tsx'), [path.join(__dirname, 'load-demo.ts')], { env, encoding: 'utf8' });
    expect(run.status).toBe(2);
    expect(run.stderr).toContain('Set CONTENTFUL_SPACE_ID and CONTENTFUL_MANAGEMENT_TOKEN');
  });
});
