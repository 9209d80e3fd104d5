/**
 * `npm run contentful:demo`: loads the demo content pack (`content/`) into a Contentful space, as
 * `from-pack.ts` lays it out, through the Content Management API. Run `npm run contentful:model`
 * first (the content types must exist):
 *
 *   CONTENTFUL_SPACE_ID=… CONTENTFUL_MANAGEMENT_TOKEN=… [CONTENTFUL_ENVIRONMENT=master] npm run contentful:demo
 *
 * Assets first (each picture uploaded, processed, published), then entries, each published after
 * the entries and assets it links to, so the space never has a published link to nothing. Ids are
 * the pack's, so a second run updates what the first created. Fields are written in the space's
 * default locale. Stops at the first failure, naming the entry or asset.
 */
import type { ContentPack } from '../content/load';
import { createCmaClient, type CmaClient, type CmaOptions, type Sys } from './cma';
import { packToContentful, type PackAsset, type PackEntry } from './from-pack';

export interface LoadDemoOptions extends CmaOptions {
  pack: ContentPack;
  /** the bytes of an asset's picture */
  readImage: (asset: PackAsset) => Buffer | Promise<Buffer>;
  log?: (message: string) => void;
  /** how often an asset is looked at while Contentful processes its file (default 40, every 500 ms) */
  processPolls?: number;
  processPollMs?: number;
}

export interface LoadDemoResult {
  locale: string;
  created: { entries: number; assets: number };
  updated: { entries: number; assets: number };
}

type Localised = Record<string, Record<string, unknown>>;
interface Item {
  sys: Sys;
  fields: Localised;
}
interface AssetFile {
  url?: string;
  fileName?: string;
  contentType?: string;
  details?: { size?: number };
}

const PROGRESS_EVERY = 50;

export async function loadDemo(options: LoadDemoOptions): Promise<LoadDemoResult> {
  const cma = createCmaClient(options);
  const log = options.log ?? (() => undefined);
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const locale = await named(`the locales of space ${cma.spaceId} (${cma.environment})`, () => defaultLocale(cma));
  const { entries, assets } = packToContentful(options.pack);
  const result: LoadDemoResult = { locale, created: { entries: 0, assets: 0 }, updated: { entries: 0, assets: 0 } };
  const total = entries.length + assets.length;
  let done = 0;
  const progress = () => {
    done += 1;
    if (done % PROGRESS_EVERY === 0 || done === total) log(`  ${done}/${total} loaded`);
  };
  log(`Loading ${assets.length} assets and ${entries.length} entries into space ${cma.spaceId} (${cma.environment}), locale ${locale}`);

  for (const asset of assets) {
    const created = await named(`asset ${asset.id}`, () => loadAsset(cma, asset, locale, options, sleep));
    result[created ? 'created' : 'updated'].assets += 1;
    progress();
  }
  for (const entry of inLinkOrder(entries)) {
    const created = await named(`entry ${entry.id} (${entry.contentType})`, () => loadEntry(cma, entry, locale));
    result[created ? 'created' : 'updated'].entries += 1;
    progress();
  }
  return result;
}

async function defaultLocale(cma: CmaClient): Promise<string> {
  const list = await cma.request<{ items: { code: string; default?: boolean }[] }>('GET', '/locales');
  const found = list?.items.find((l) => l.default);
  if (!found) throw new Error('the space has no default locale');
  return found.code;
}

/** Runs one item's requests; a failure names the item. */
async function named<T>(what: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw new Error(`${what}: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
  }
}

const localise = (fields: Record<string, unknown>, locale: string): Localised =>
  Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined && v !== null).map(([k, v]) => [k, { [locale]: v }]));

/** Creates or updates an entry, then publishes it. True when it was created. */
async function loadEntry(cma: CmaClient, entry: PackEntry, locale: string): Promise<boolean> {
  const path = `/entries/${encodeURIComponent(entry.id)}`;
  const existing = await cma.find<Item>(path);
  const type = existing?.sys.contentType?.sys.id;
  if (existing && type !== entry.contentType) throw new Error(`exists as a ${type ?? 'different'} entry, not ${entry.contentType}`);
  const headers: Record<string, string> = existing ? { 'X-Contentful-Version': String(existing.sys.version) } : { 'X-Contentful-Content-Type': entry.contentType };
  const saved = await cma.request<Item>('PUT', path, { body: { fields: localise(entry.fields, locale) }, headers });
  await cma.request('PUT', `${path}/published`, { headers: { 'X-Contentful-Version': String(saved!.sys.version) } });
  return !existing;
}

/** Uploads, attaches, processes and publishes an asset. True when it was created. */
async function loadAsset(cma: CmaClient, asset: PackAsset, locale: string, options: LoadDemoOptions, sleep: (ms: number) => Promise<void>): Promise<boolean> {
  const path = `/assets/${encodeURIComponent(asset.id)}`;
  const existing = await cma.find<Item>(path);
  const bytes = await options.readImage(asset);
  const current = existing?.fields.file?.[locale] as AssetFile | undefined;
  // The same processed file is kept: processing again would give every picture a new URL, and a
  // site build downloads the pictures whose URL changed.
  const same = !!current?.url && current.fileName === asset.fileName && current.details?.size === bytes.length;
  let file: unknown = current;
  if (!same) {
    const upload = await cma.request<{ sys: { id: string } }>('POST', `/spaces/${encodeURIComponent(cma.spaceId)}/uploads`, { body: bytes, upload: true });
    file = { contentType: asset.contentType, fileName: asset.fileName, uploadFrom: { sys: { type: 'Link', linkType: 'Upload', id: upload!.sys.id } } };
  }
  const fields = { title: { [locale]: asset.title }, description: { [locale]: asset.description }, file: { [locale]: file } };
  let saved = (await cma.request<Item>('PUT', path, { body: { fields }, headers: existing ? { 'X-Contentful-Version': String(existing.sys.version) } : {} }))!;
  if (!same) {
    await cma.request('PUT', `${path}/files/${encodeURIComponent(locale)}/process`, { headers: { 'X-Contentful-Version': String(saved.sys.version) } });
    saved = await processed(cma, path, locale, options, sleep);
  }
  await cma.request('PUT', `${path}/published`, { headers: { 'X-Contentful-Version': String(saved.sys.version) } });
  return !existing;
}

/** Processing runs after the request returns: the file has a URL once it is done (and a new version). */
async function processed(cma: CmaClient, path: string, locale: string, options: LoadDemoOptions, sleep: (ms: number) => Promise<void>): Promise<Item> {
  const polls = options.processPolls ?? 40;
  for (let i = 0; i < polls; i++) {
    const asset = (await cma.request<Item>('GET', path))!;
    if ((asset.fields.file?.[locale] as AssetFile | undefined)?.url) return asset;
    await sleep(options.processPollMs ?? 500);
  }
  throw new Error(`its file was not processed after ${polls} looks`);
}

/**
 * Entries ordered so that each comes after the entries it links to (a link to an unpublished
 * entry does not resolve in the Delivery API, and a site build during the load would stop on it).
 * A cycle, which the model does not have, keeps the pack's order for the entries in it.
 */
export function inLinkOrder(entries: PackEntry[]): PackEntry[] {
  const byId = new Map(entries.map((e) => [e.id, e]));
  const ordered: PackEntry[] = [];
  const seen = new Set<string>();
  const visit = (entry: PackEntry) => {
    if (seen.has(entry.id)) return;
    seen.add(entry.id);
    for (const id of linkedEntryIds(entry.fields)) {
      const linked = byId.get(id);
      if (linked) visit(linked);
    }
    ordered.push(entry);
  };
  entries.forEach(visit);
  return ordered;
}

function linkedEntryIds(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(linkedEntryIds);
  if (!value || typeof value !== 'object') return [];
  const sys = (value as { sys?: { type?: string; linkType?: string; id?: string } }).sys;
  if (sys?.type === 'Link' && sys.linkType === 'Entry' && sys.id) return [sys.id];
  return Object.values(value).flatMap(linkedEntryIds);
}

async function main() {
  const env = process.env;
  if (!env.CONTENTFUL_SPACE_ID || !env.CONTENTFUL_MANAGEMENT_TOKEN) {
    console.error('Set CONTENTFUL_SPACE_ID and CONTENTFUL_MANAGEMENT_TOKEN (a personal access token of the space).');
    process.exit(2);
  }
  const fs = await import('node:fs');
  const path = await import('node:path');
  const { loadContent } = await import('../content/load');
  // The pictures are rendered from the pack (only what is missing or changed), as a build does.
  const { generateContentImages } = await import('../scripts/content-images');
  const pack = loadContent();
  console.log('Rendering the demo pictures that are missing…');
  const { outDir } = await generateContentImages({ pack });
  const result = await loadDemo({
    spaceId: env.CONTENTFUL_SPACE_ID,
    accessToken: env.CONTENTFUL_MANAGEMENT_TOKEN,
    environment: env.CONTENTFUL_ENVIRONMENT || 'master',
    host: env.CONTENTFUL_MANAGEMENT_HOST || 'api.contentful.com',
    uploadHost: env.CONTENTFUL_UPLOAD_HOST || 'upload.contentful.com',
    pack,
    readImage: (asset) => fs.readFileSync(path.join(outDir, `${asset.id}.jpg`)),
    log: (message) => console.log(message),
  });
  const { created, updated } = result;
  console.log(`Done: ${created.assets} assets and ${created.entries} entries created, ${updated.assets} assets and ${updated.entries} entries updated, all published.`);
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
