/**
 * The Content Management API part of the fake Contentful (`server.ts` hands it the requests made
 * with the management token): just what the demo load (`contentful/load-demo.ts`) calls, in the
 * shapes Contentful's CMA reference documents. Its store starts empty and is its own: what is
 * written here does not change what the fake's Delivery and Sync APIs serve.
 *
 * - GET  /spaces/{space}/environments/master/locales
 * - POST /spaces/{space}/uploads (application/octet-stream; the upload host's route)
 * - GET, PUT /spaces/{space}/environments/master/(entries|assets)/{id}
 *   (create needs X-Contentful-Content-Type for an entry; update needs X-Contentful-Version)
 * - PUT …/assets/{id}/files/{locale}/process: processing finishes after the request, by the next look
 * - PUT …/(entries|assets)/{id}/published with X-Contentful-Version
 *
 * Versions move as Contentful's do: created at 1, +1 per update, publish, and finished processing.
 * `failNext` makes the next matching requests answer an error (a 429 with its reset header, a 422).
 */
import crypto from 'node:crypto';
import type http from 'node:http';
import { CONTENT_MODEL } from '../../contentful/model';

export const FAKE_MANAGEMENT_TOKEN = 'fake-management-token';

type Localised = Record<string, Record<string, unknown>>;

export interface CmaItem {
  id: string;
  type: 'Entry' | 'Asset';
  contentType?: string;
  fields: Localised;
  version: number;
  publishedVersion?: number;
  publishedCounter: number;
  /** the fields as last published */
  published?: Localised;
  createdAt: string;
  updatedAt: string;
}

export interface FailRule {
  method: string;
  path: RegExp;
  status: number;
  /** how many matching requests fail (default 1) */
  times?: number;
  headers?: Record<string, string>;
  errorId?: string;
  message?: string;
}

export interface FakeCma {
  entries: Map<string, CmaItem>;
  assets: Map<string, CmaItem>;
  uploads: Map<string, Buffer>;
  /** the uploaded bytes behind an asset's processed file */
  fileOf(assetId: string, locale: string): Buffer | undefined;
  failNext(rule: FailRule): void;
  handle(req: http.IncomingMessage, res: http.ServerResponse, url: URL): void;
}

interface Processing {
  locale: string;
  uploadId: string;
  /** looked at once since the process request: the next look finds it done */
  looked: boolean;
}

const ERRORS: Record<number, [string, string]> = {
  400: ['BadRequest', 'The request was malformed.'],
  404: ['NotFound', 'The resource could not be found.'],
  409: ['VersionMismatch', 'Version mismatch error. The version you specified was incorrect.'],
  422: ['ValidationFailed', 'Validation error'],
  429: ['RateLimitExceeded', 'You have exceeded the rate limit of the Organization this Space belongs to.'],
};

export function createFakeCma(options: { space: string; locale: { code: string }; host: () => string }): FakeCma {
  const entries = new Map<string, CmaItem>();
  const assets = new Map<string, CmaItem>();
  const uploads = new Map<string, Buffer>();
  const processing = new Map<string, Processing>();
  const fileUploads = new Map<string, string>(); // `${asset id}/${locale}` → upload id
  const rules: FailRule[] = [];
  const locales = [options.locale.code];
  const types = new Map(CONTENT_MODEL.map((t) => [t.id, new Set(t.fields.map((f) => f.id))]));
  const now = () => new Date().toISOString();

  function send(res: http.ServerResponse, status: number, body?: unknown, headers: Record<string, string> = {}) {
    res.writeHead(status, { 'Content-Type': 'application/vnd.contentful.management.v1+json', ...headers });
    res.end(body === undefined ? undefined : JSON.stringify(body));
  }
  function error(res: http.ServerResponse, status: number, message?: string, details?: unknown, headers?: Record<string, string>, errorId?: string) {
    const [id, text] = ERRORS[status] ?? ['ServerError', 'Internal server error'];
    send(res, status, { sys: { type: 'Error', id: errorId ?? id }, message: message ?? text, ...(details ? { details } : {}), requestId: 'fake-cma' }, headers);
  }
  const render = (item: CmaItem) => ({
    metadata: { tags: [] },
    sys: {
      space: { sys: { type: 'Link', linkType: 'Space', id: options.space } },
      environment: { sys: { type: 'Link', linkType: 'Environment', id: 'master' } },
      id: item.id,
      type: item.type,
      createdAt: item.createdAt,
      updatedAt: item.updatedAt,
      version: item.version,
      ...(item.publishedVersion ? { publishedVersion: item.publishedVersion } : {}),
      publishedCounter: item.publishedCounter,
      ...(item.contentType ? { contentType: { sys: { type: 'Link', linkType: 'ContentType', id: item.contentType } } } : {}),
    },
    fields: item.fields,
  });

  /** Processing finishes by the time the asset is looked at again after the first look. */
  function advance(item: CmaItem) {
    const job = processing.get(item.id);
    if (!job) return;
    if (!job.looked) {
      job.looked = true;
      return;
    }
    processing.delete(item.id);
    const file = item.fields.file[job.locale] as { fileName: string; contentType: string };
    const bytes = uploads.get(job.uploadId)!;
    item.fields.file[job.locale] = {
      url: `//${options.host()}/assets/${options.space}/${item.id}/${job.uploadId}/${file.fileName}`,
      details: { size: bytes.length },
      fileName: file.fileName,
      contentType: file.contentType,
    };
    fileUploads.set(`${item.id}/${job.locale}`, job.uploadId);
    item.version += 1;
    item.updatedAt = now();
  }

  /** What is wrong with a body's fields: an unknown field or locale, or a value not keyed by locale. */
  function fieldProblems(fields: unknown, known: Set<string> | null): { name: string; path: string[] }[] {
    if (!fields || typeof fields !== 'object') return [{ name: 'type', path: ['fields'] }];
    const problems: { name: string; path: string[] }[] = [];
    for (const [id, value] of Object.entries(fields)) {
      if (known && !known.has(id)) problems.push({ name: 'unknown', path: ['fields', id] });
      else if (!value || typeof value !== 'object' || Array.isArray(value)) problems.push({ name: 'type', path: ['fields', id] });
      else for (const code of Object.keys(value)) if (!locales.includes(code)) problems.push({ name: 'unknownLocale', path: ['fields', id, code] });
    }
    return problems;
  }

  function put(res: http.ServerResponse, kind: 'entries' | 'assets', id: string, req: http.IncomingMessage, body: Buffer) {
    const store = kind === 'entries' ? entries : assets;
    const existing = store.get(id);
    const version = req.headers['x-contentful-version'];
    if (existing && Number(version) !== existing.version) return error(res, 409);
    if (!existing && version !== undefined) return error(res, 404);
    let parsed: { fields?: unknown };
    try {
      parsed = JSON.parse(body.toString('utf8')) as { fields?: unknown };
    } catch {
      return error(res, 400);
    }
    const contentType = existing?.contentType ?? (kind === 'entries' ? String(req.headers['x-contentful-content-type'] ?? '') : undefined);
    if (contentType !== undefined && !types.has(contentType)) return error(res, 422, 'The content type of the entry is missing or unknown.', { errors: [{ name: 'unknownContentType', value: contentType }] });
    const known = contentType ? types.get(contentType)! : new Set(['title', 'description', 'file']);
    const problems = fieldProblems(parsed.fields ?? {}, known);
    if (problems.length) return error(res, 422, undefined, { errors: problems });
    const time = now();
    const item: CmaItem = existing ?? { id, type: kind === 'entries' ? 'Entry' : 'Asset', contentType, fields: {}, version: 0, publishedCounter: 0, createdAt: time, updatedAt: time };
    item.fields = structuredClone((parsed.fields ?? {}) as Localised);
    item.version += 1;
    item.updatedAt = time;
    store.set(id, item);
    send(res, existing ? 200 : 201, render(item));
  }

  function route(req: http.IncomingMessage, res: http.ServerResponse, url: URL, body: Buffer) {
    const method = req.method ?? 'GET';
    const rule = rules.find((r) => r.method === method && r.path.test(url.pathname));
    if (rule) {
      rule.times = (rule.times ?? 1) - 1;
      if (rule.times <= 0) rules.splice(rules.indexOf(rule), 1);
      return error(res, rule.status, rule.message, undefined, rule.headers, rule.errorId);
    }
    const upload = /^\/spaces\/([^/]+)\/uploads$/.exec(url.pathname);
    if (upload && upload[1] === options.space && method === 'POST') {
      if (req.headers['content-type'] !== 'application/octet-stream') return error(res, 400, 'An upload must be sent as application/octet-stream.');
      const id = crypto.randomBytes(11).toString('hex');
      uploads.set(id, body);
      const created = now();
      return send(res, 201, { sys: { type: 'Upload', id, createdAt: created, expiresAt: new Date(Date.now() + 86_400_000).toISOString(), space: { sys: { type: 'Link', linkType: 'Space', id: options.space } } } });
    }
    const match = /^\/spaces\/([^/]+)\/environments\/master(\/.*)$/.exec(url.pathname);
    if (!match || match[1] !== options.space) return error(res, 404);
    const rest = match[2]!;
    if (rest === '/locales' && method === 'GET') return send(res, 200, { sys: { type: 'Array' }, total: 1, skip: 0, limit: 100, items: [options.locale] });
    const item = /^\/(entries|assets)\/([A-Za-z0-9_.-]{1,64})(\/published|\/files\/([^/]+)\/process)?$/.exec(rest);
    if (!item) return error(res, 404);
    const [, kind, id, action, locale] = item as unknown as [string, 'entries' | 'assets', string, string | undefined, string | undefined];
    const store = kind === 'entries' ? entries : assets;
    const existing = store.get(id);
    if (!action && method === 'PUT') return put(res, kind, id, req, body);
    if (!existing) return error(res, 404);
    if (!action && method === 'GET') {
      advance(existing);
      return send(res, 200, render(existing));
    }
    if (method !== 'PUT') return error(res, 404);
    const version = req.headers['x-contentful-version'];
    if (version !== undefined && Number(version) !== existing.version) return error(res, 409);
    if (action === '/published') {
      if (version === undefined) return error(res, 409);
      const file = existing.fields.file?.[options.locale.code] as { url?: string } | undefined;
      if (existing.type === 'Asset' && !file?.url) return error(res, 422, 'An asset is published once its file is processed.', { errors: [{ name: 'required', path: ['fields', 'file', options.locale.code, 'url'] }] });
      existing.published = structuredClone(existing.fields);
      existing.publishedVersion = existing.version;
      existing.publishedCounter += 1;
      existing.version += 1;
      existing.updatedAt = now();
      return send(res, 200, render(existing));
    }
    // process
    const file = existing.fields.file?.[locale!] as { uploadFrom?: { sys?: { id?: string } } } | undefined;
    const uploadId = file?.uploadFrom?.sys?.id;
    if (existing.type !== 'Asset' || !uploadId || !uploads.has(uploadId)) return error(res, 422, 'There is no upload to process for this locale.');
    processing.set(id, { locale: locale!, uploadId, looked: false });
    return send(res, 204);
  }

  return {
    entries,
    assets,
    uploads,
    fileOf: (assetId, locale) => {
      const uploadId = fileUploads.get(`${assetId}/${locale}`);
      return uploadId ? uploads.get(uploadId) : undefined;
    },
    failNext: (rule) => rules.push({ ...rule }),
    handle(req, res, url) {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => route(req, res, url, Buffer.concat(chunks)));
    },
  };
}
