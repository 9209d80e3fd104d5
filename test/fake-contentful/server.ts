/**
 * A local server that answers as Contentful's Delivery and Preview APIs do, for tests and
 * local trials without a space (no network): the space, its locales, content types (from
 * `contentful/model.ts`), the Sync API (initial and by token, with deletions), and the asset
 * files. Its content is the demo pack (`content/`) as `contentful/from-pack.ts` lays it out;
 * `editEntry` changes a field the way an editor's publish (or, with `draft`, an unpublished
 * save only the Preview API shows) does. Response shapes follow recorded Contentful answers.
 * Requests with the management token go to the Content Management API part (`cma.ts`), which
 * the demo load (`contentful/load-demo.ts`) writes into: a store of its own, starting empty.
 *
 * It speaks HTTPS with a self-signed certificate (`tls/`, for 127.0.0.1 only): gatsby-source-contentful
 * and the asset download always use https, so a build trusts it with NODE_EXTRA_CA_CERTS
 * (in `env`), the way a company proxy's CA is trusted, rather than turning TLS checks off.
 *
 *   npx tsx test/fake-contentful/server.ts --port 2401   (prints the env vars to use)
 */
import fs from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { loadContent, type ContentPack } from '../../content/load';
import { packToContentful } from '../../contentful/from-pack';
import { CONTENT_MODEL, type ContentTypeId } from '../../contentful/model';
import { createFakeCma, FAKE_MANAGEMENT_TOKEN, type FakeCma } from './cma';

export const FAKE_SPACE = 'k3atr41ls0ke';
export const FAKE_DELIVERY_TOKEN = 'fake-delivery-token';
export const FAKE_PREVIEW_TOKEN = 'fake-preview-token';
export const FAKE_LOCALE = 'en-NZ';

interface Item {
  id: string;
  kind: 'Entry' | 'Asset';
  contentType?: ContentTypeId;
  /** published fields (unlocalised) */
  fields: Record<string, unknown> | null;
  /** saved but unpublished fields: only the Preview API sees them */
  draft: Record<string, unknown> | null;
  createdAt: string;
  updatedAt: string;
  revision: number;
  /** position in the change log, for sync tokens */
  seq: number;
}

export interface FakeContentful {
  /** host:port, for CONTENTFUL_HOST */
  host: string;
  origin: string;
  env: Record<string, string>;
  /** the variables `npm run contentful:demo` loads into the management store with */
  managementEnv: Record<string, string>;
  /** the Content Management API part: what was written through it, and failures to inject */
  cma: FakeCma;
  /** Changes fields of an entry; published at once unless `draft`. */
  editEntry(id: string, fields: Record<string, unknown>, options?: { draft?: boolean }): void;
  /** Every request answered, as `METHOD path?query` */
  requests: string[];
  close(): Promise<void>;
}

export interface FakeOptions {
  port?: number;
  pack?: ContentPack;
  /** where the asset pictures are read: `{dir}/{asset id}.jpg` (default: content/.generated) */
  assetDir?: string;
}

export async function startFakeContentful(options: FakeOptions = {}): Promise<FakeContentful> {
  const pack = options.pack ?? loadContent();
  const assetDir = options.assetDir ?? path.join(__dirname, '..', '..', 'content', '.generated');
  const { entries, assets } = packToContentful(pack);
  const items = new Map<string, Item>();
  let seq = 0;
  const created = '2026-01-05T09:00:00.000Z';
  for (const e of entries) items.set(e.id, { id: e.id, kind: 'Entry', contentType: e.contentType, fields: e.fields, draft: null, createdAt: created, updatedAt: created, revision: 1, seq: ++seq });
  for (const a of assets) {
    items.set(a.id, {
      id: a.id,
      kind: 'Asset',
      fields: { title: a.title, description: a.description, file: { fileName: a.fileName, contentType: a.contentType, width: a.width, height: a.height } },
      draft: null,
      createdAt: created,
      updatedAt: created,
      revision: 1,
      seq: ++seq,
    });
  }
  const requests: string[] = [];
  let origin = '';

  const sysOf = (item: Item, env: string) => ({
    space: { sys: { type: 'Link', linkType: 'Space', id: FAKE_SPACE } },
    id: item.id,
    type: item.kind,
    createdAt: item.createdAt,
    updatedAt: item.updatedAt,
    environment: { sys: { id: env, type: 'Link', linkType: 'Environment' } },
    revision: item.revision,
    ...(item.contentType ? { contentType: { sys: { type: 'Link', linkType: 'ContentType', id: item.contentType } } } : {}),
  });
  const localise = (fields: Record<string, unknown>) => Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, { [FAKE_LOCALE]: v }]));
  const assetFields = (item: Item, fields: Record<string, unknown>) => {
    const file = fields.file as { fileName: string; contentType: string; width: number; height: number };
    let size = 0;
    try {
      size = fs.statSync(path.join(assetDir, `${item.id}.jpg`)).size;
    } catch {
      // not rendered yet: Contentful reports a size, the fake does its best
    }
    return localise({
      title: fields.title,
      description: fields.description,
      file: {
        url: `//${new URL(origin).host}/assets/${FAKE_SPACE}/${item.id}/r${item.revision}/${file.fileName}`,
        details: { size, image: { width: file.width, height: file.height } },
        fileName: file.fileName,
        contentType: file.contentType,
      },
    });
  };
  const render = (item: Item, env: string, preview: boolean) => {
    const fields = preview && item.draft ? item.draft : item.fields;
    if (!fields) return { sys: { ...sysOf(item, env), type: `Deleted${item.kind}` } };
    return { metadata: { tags: [] }, sys: sysOf(item, env), fields: item.kind === 'Asset' ? assetFields(item, fields) : localise(fields) };
  };

  const contentTypes = CONTENT_MODEL.map((t) => ({
    sys: { space: { sys: { type: 'Link', linkType: 'Space', id: FAKE_SPACE } }, id: t.id, type: 'ContentType', createdAt: created, updatedAt: created, revision: 1 },
    displayField: t.displayField,
    name: t.name,
    description: t.description,
    fields: t.fields.map((f) => ({ ...f, disabled: false, omitted: false })),
  }));
  const locale = { code: FAKE_LOCALE, name: 'English (New Zealand)', default: true, fallbackCode: null, sys: { id: '1x0xpXu4pSGS4OukSyWGUK', type: 'Locale', version: 1 } };
  const cma = createFakeCma({ space: FAKE_SPACE, locale, host: () => new URL(origin).host });
  const list = (all: unknown[], url: URL) => {
    const skip = Number(url.searchParams.get('skip') ?? 0) || 0;
    const limit = Number(url.searchParams.get('limit') ?? 100) || 100;
    return { sys: { type: 'Array' }, total: all.length, skip, limit, items: all.slice(skip, skip + limit) };
  };
  const error = (res: http.ServerResponse, status: number, id: string, message: string) => send(res, status, { sys: { type: 'Error', id }, message, requestId: 'fake' });
  function send(res: http.ServerResponse, status: number, body: unknown) {
    res.writeHead(status, { 'Content-Type': 'application/vnd.contentful.delivery.v1+json' });
    res.end(JSON.stringify(body));
  }

  const tls = path.join(__dirname, 'tls');
  const server = https.createServer({ key: fs.readFileSync(path.join(tls, 'key.pem')), cert: fs.readFileSync(path.join(tls, 'cert.pem')) }, (req, res) => {
    const url = new URL(req.url ?? '/', origin);
    requests.push(`${req.method} ${url.pathname}${url.search}`);
    const asset = /^\/assets\/[^/]+\/([^/]+)\//.exec(url.pathname);
    if (asset) {
      const file = path.join(assetDir, `${asset[1]}.jpg`);
      if (!fs.existsSync(file)) return error(res, 404, 'NotFound', 'The resource could not be found.');
      res.writeHead(200, { 'Content-Type': 'image/jpeg' });
      return fs.createReadStream(file).pipe(res);
    }
    const token = (req.headers.authorization ?? '').replace(/^Bearer /, '') || url.searchParams.get('access_token') || '';
    if (token === FAKE_MANAGEMENT_TOKEN) return cma.handle(req, res, url);
    if (token !== FAKE_DELIVERY_TOKEN && token !== FAKE_PREVIEW_TOKEN) return error(res, 401, 'AccessTokenInvalid', 'The access token you sent could not be found or is invalid.');
    const preview = token === FAKE_PREVIEW_TOKEN;
    const match = /^\/spaces\/([^/]+)(?:\/environments\/([^/]+))?(\/[a-z_]*)?$/.exec(url.pathname);
    if (!match || match[1] !== FAKE_SPACE) return error(res, 404, 'NotFound', 'The resource could not be found.');
    const env = match[2] ?? 'master';
    const resource = match[3] ?? '';
    if (resource === '' || resource === '/') return send(res, 200, { sys: { type: 'Space', id: FAKE_SPACE }, name: 'Kea Trails (fake)', locales: [locale] });
    if (resource === '/locales') return send(res, 200, list([locale], url));
    if (resource === '/content_types') return send(res, 200, list(contentTypes, url));
    if (resource === '/sync') {
      // A sync token is the change-log position it was issued at; the answer holds what changed since.
      const since = url.searchParams.has('sync_token') ? Number(url.searchParams.get('sync_token')) : 0;
      if (!Number.isInteger(since)) return error(res, 400, 'BadRequest', 'Invalid sync token');
      const changed = [...items.values()].filter((i) => i.seq > since).sort((a, b) => a.seq - b.seq);
      return send(res, 200, {
        sys: { type: 'Array' },
        items: changed.map((i) => render(i, env, preview)),
        nextSyncUrl: `${origin}/spaces/${FAKE_SPACE}/environments/${env}/sync?sync_token=${seq}`,
      });
    }
    return error(res, 404, 'NotFound', 'The resource could not be found.');
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  origin = `https://127.0.0.1:${port}`;
  const host = `127.0.0.1:${port}`;

  return {
    host,
    origin,
    requests,
    env: {
      CONTENTFUL_SPACE_ID: FAKE_SPACE,
      CONTENTFUL_ACCESS_TOKEN: FAKE_DELIVERY_TOKEN,
      CONTENTFUL_PREVIEW_ACCESS_TOKEN: FAKE_PREVIEW_TOKEN,
      CONTENTFUL_HOST: host,
      CONTENTFUL_PREVIEW_HOST: host,
      NODE_EXTRA_CA_CERTS: path.join(tls, 'cert.pem'),
    },
    managementEnv: {
      CONTENTFUL_SPACE_ID: FAKE_SPACE,
      CONTENTFUL_MANAGEMENT_TOKEN: FAKE_MANAGEMENT_TOKEN,
      CONTENTFUL_MANAGEMENT_HOST: host,
      CONTENTFUL_UPLOAD_HOST: host,
      NODE_EXTRA_CA_CERTS: path.join(tls, 'cert.pem'),
    },
    cma,
    editEntry(id, fields, { draft = false } = {}) {
      const item = items.get(id);
      if (!item || !item.fields) throw new Error(`no entry ${id}`);
      const next = { ...(item.draft ?? item.fields), ...fields };
      if (draft) item.draft = next;
      else {
        item.fields = next;
        item.draft = null;
        item.revision += 1;
      }
      item.updatedAt = new Date().toISOString();
      item.seq = ++seq;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

if (require.main === module) {
  const i = process.argv.indexOf('--port');
  startFakeContentful({ port: i > 0 ? Number(process.argv[i + 1]) : 2401 })
    .then((fake) => {
      console.log(`Fake Contentful on ${fake.origin}. Build against it with:`);
      for (const [k, v] of Object.entries(fake.env)) console.log(`  ${k}=${v}`);
      console.log('Load the demo into its management store (npm run contentful:demo) with:');
      for (const [k, v] of Object.entries(fake.managementEnv)) console.log(`  ${k}=${v}`);
    })
    .catch((error: unknown) => {
      console.error(error);
      process.exit(1);
    });
}
