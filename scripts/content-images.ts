/**
 * Renders the content pack's images: every ImageSpec of `content/images.json` to
 * `content/.generated/{id}.jpg` (drawn as SVG in code, rasterised with sharp, mozjpeg), and
 * each tour's route map to `content/.generated/map-{tour id}.png` and `map-{tour id}-small.png`.
 *
 * Incremental: a manifest (`.generated/manifest.json`) keeps a hash of each file's inputs (the
 * spec or the route, plus a hash of the renderer's own source), so only missing or changed
 * files are rendered. Deterministic: the same spec always gives the same picture (seeded PRNG).
 *
 *   npx tsx scripts/content-images.ts            render what is missing or changed
 *   npx tsx scripts/content-images.ts --force    render everything
 *   npx tsx scripts/content-images.ts --only dest-queenstown-1,map-ultimate-new-zealand
 *   npx tsx scripts/content-images.ts --pack pack.json --out dir   (a Contentful build's maps)
 */
import * as crypto from 'node:crypto';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import sharp from 'sharp';
import type { Destination, ImageSpec, Tour } from '../contract/content';
import { loadContent, type ContentPack } from '../content/load';
import { paintAward } from './images/award';
import { paintPortrait } from './images/portrait';
import { isLandscape, paintLandscape } from './images/scenes';

export const MAP_SIZE = { width: 1000, height: 1200 } as const;
export const SMALL_MAP_SIZE = { width: 300, height: 360 } as const;
const JPEG = { quality: 78, mozjpeg: true, chromaSubsampling: '4:2:0' } as const;

/** The SVG for one image spec (scene dispatch). */
export function specToSvg(spec: ImageSpec): string {
  const base = spec.scene.split(':')[0];
  if (base === 'portrait' || base === 'avatar') return paintPortrait(spec.scene, spec.seed, spec.width, spec.height);
  if (base === 'award') return paintAward(spec.scene, spec.seed, spec.width, spec.height);
  if (isLandscape(spec.scene)) return paintLandscape(spec.scene, spec.seed, spec.width, spec.height);
  throw new Error(`image ${spec.id}: unknown scene "${spec.scene}"`);
}

/** Renders one spec to JPEG bytes at its width and height. */
export async function renderSpec(spec: ImageSpec): Promise<Buffer> {
  const svg = specToSvg(spec);
  return sharp(Buffer.from(svg)).resize(spec.width, spec.height, { fit: 'cover' }).flatten({ background: '#ffffff' }).jpeg(JPEG).toBuffer();
}

/** The destinations of a tour in route order, for its map. */
export function routeStops(tour: Tour, destinations: Destination[]): { name: string; latitude: number; longitude: number }[] {
  const byId = new Map(destinations.map((d) => [d.id, d]));
  return tour.destination_ids.map((id) => byId.get(id)).filter((d): d is Destination => !!d).map((d) => ({ name: d.name, latitude: d.latitude, longitude: d.longitude }));
}

/** Renders a tour map (full or small) to PNG bytes. */
export async function renderTourMap(tour: Tour, destinations: Destination[], small = false): Promise<Buffer> {
  const { tourMapSvg } = await import('./images/map');
  const size = small ? SMALL_MAP_SIZE : MAP_SIZE;
  const svg = tourMapSvg(routeStops(tour, destinations), { ...size, small, routeColour: '#e4572e', title: small ? undefined : tour.name });
  return sharp(Buffer.from(svg)).png({ compressionLevel: 9, palette: true, quality: 95, effort: 7 }).toBuffer();
}

// ---------- incremental run ----------

export interface GenerateOptions {
  /** the content pack folder (default: the repository's `content/`) */
  contentDir?: string;
  /** where files go (default: `{contentDir}/.generated`) */
  outDir?: string;
  /** render everything, ignoring the manifest */
  force?: boolean;
  /** only these file ids (image ids, `map-{tour}` or `map-{tour}-small`) */
  only?: string[];
  /** parallel renders (default: number of CPUs) */
  concurrency?: number;
  /** an already loaded pack (skips loading) */
  pack?: ContentPack;
  log?: (message: string) => void;
}

export interface GenerateResult {
  outDir: string;
  rendered: string[];
  skipped: number;
  removed: string[];
  ms: number;
}

interface Job {
  id: string; // file id (no extension)
  file: string; // file name
  hash: string;
  render: () => Promise<Buffer>;
}

interface Manifest {
  files: Record<string, string>;
}

let rendererHashCache: string | null = null;

/** A hash of the renderer's own source files, so a change in drawing code re-renders. */
export function rendererHash(): string {
  if (rendererHashCache) return rendererHashCache;
  const h = crypto.createHash('sha1');
  // gatsby-node runs a bundled copy of this file (its __dirname is in .cache/): then the sources are under ./scripts.
  const here = fs.existsSync(path.join(__dirname, 'content-images.ts')) ? __dirname : path.resolve(process.cwd(), 'scripts');
  const dir = path.join(here, 'images');
  const files = [path.join(here, 'content-images.ts'), ...fs.readdirSync(dir).filter((f) => f.endsWith('.ts') && !f.startsWith('_')).sort().map((f) => path.join(dir, f))];
  for (const f of files) {
    try {
      h.update(path.basename(f)).update(fs.readFileSync(f));
    } catch {
      h.update(`${path.basename(f)}:missing`);
    }
  }
  rendererHashCache = h.digest('hex').slice(0, 16);
  return rendererHashCache;
}

const sha = (s: string): string => crypto.createHash('sha1').update(s).digest('hex').slice(0, 20);

function readManifest(file: string): Manifest {
  try {
    const m = JSON.parse(fs.readFileSync(file, 'utf8')) as Manifest;
    return m && typeof m.files === 'object' ? m : { files: {} };
  } catch {
    return { files: {} };
  }
}

async function pool<T>(items: T[], size: number, fn: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const workers = Array.from({ length: Math.max(1, Math.min(size, items.length)) }, async () => {
    while (next < items.length) {
      const item = items[next++]!;
      await fn(item);
    }
  });
  await Promise.all(workers);
}

/** The scene of an ImageSpec whose picture is an asset downloaded from Contentful. */
export const CONTENTFUL_SCENE = 'contentful';

/** Renders every missing or changed image and map; removes files no longer in the pack. */
export async function generateContentImages(options: GenerateOptions = {}): Promise<GenerateResult> {
  const started = Date.now();
  const pack = options.pack ?? loadContent(options.contentDir);
  const contentDir = options.contentDir ?? path.join(__dirname, '..', 'content');
  const outDir = options.outDir ?? path.join(contentDir, '.generated');
  const log = options.log ?? (() => undefined);
  fs.mkdirSync(outDir, { recursive: true });
  const manifestFile = path.join(outDir, 'manifest.json');
  const manifest = options.force ? { files: {} } : readManifest(manifestFile);
  const rv = rendererHash();

  const jobs: Job[] = [];
  // Pictures from Contentful are downloaded, not drawn (gatsby-node.ts, a Contentful build); keep their files.
  const downloaded = new Set(pack.images.filter((spec) => spec.scene === CONTENTFUL_SCENE).map((spec) => `${spec.id}.jpg`));
  for (const spec of pack.images) {
    if (spec.scene === CONTENTFUL_SCENE) continue;
    // alt text does not change the picture, so it is not part of the hash
    const drawn = { scene: spec.scene, seed: spec.seed, width: spec.width, height: spec.height };
    jobs.push({ id: spec.id, file: `${spec.id}.jpg`, hash: sha(`${rv}|${JSON.stringify(drawn)}`), render: () => renderSpec(spec) });
  }
  for (const tour of pack.tours) {
    const route = JSON.stringify(routeStops(tour, pack.destinations));
    for (const small of [false, true]) {
      const id = small ? `map-${tour.id}-small` : `map-${tour.id}`;
      jobs.push({ id, file: `${id}.png`, hash: sha(`${rv}|${small}|${tour.name}|${route}`), render: () => renderTourMap(tour, pack.destinations, small) });
    }
  }

  const only = options.only ? new Set(options.only) : null;
  const todo = jobs.filter((j) => {
    if (only && !only.has(j.id)) return false;
    if (options.force || only) return true;
    return manifest.files[j.file] !== j.hash || !fs.existsSync(path.join(outDir, j.file));
  });

  const previousConcurrency = sharp.concurrency();
  const parallel = options.concurrency ?? Math.max(1, typeof os.availableParallelism === 'function' ? os.availableParallelism() : os.cpus().length);
  sharp.concurrency(1); // one libvips thread per image; we parallelise across images instead
  const rendered: string[] = [];
  try {
    await pool(todo, parallel, async (job) => {
      const buf = await job.render();
      const target = path.join(outDir, job.file);
      const tmp = `${target}.${process.pid}.tmp`;
      fs.writeFileSync(tmp, buf);
      fs.renameSync(tmp, target);
      manifest.files[job.file] = job.hash;
      rendered.push(job.file);
      if (rendered.length % 25 === 0) log(`  ${rendered.length}/${todo.length} rendered`);
    });
  } finally {
    sharp.concurrency(previousConcurrency);
    // write what we have even if a render failed, so the next run resumes
    const wanted = new Set(jobs.map((j) => j.file));
    for (const f of Object.keys(manifest.files)) if (!wanted.has(f)) delete manifest.files[f];
    fs.writeFileSync(manifestFile, JSON.stringify({ files: manifest.files }, null, 1) + '\n');
  }

  // remove stale generated files (specs or tours that no longer exist)
  const removed: string[] = [];
  if (!only) {
    const wanted = new Set(jobs.map((j) => j.file));
    for (const f of fs.readdirSync(outDir)) {
      if ((f.endsWith('.jpg') || f.endsWith('.png')) && !wanted.has(f) && !downloaded.has(f)) {
        fs.rmSync(path.join(outDir, f), { force: true });
        removed.push(f);
      }
    }
  }
  const considered = only ? jobs.filter((j) => only.has(j.id)).length : jobs.length;
  return { outDir, rendered, skipped: considered - todo.length, removed, ms: Date.now() - started };
}

function parseArgs(argv: string[]): GenerateOptions {
  const o: GenerateOptions = { log: (m) => console.log(m) };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!;
    if (a === '--force') o.force = true;
    else if (a === '--only') o.only = (argv[++i] ?? '').split(',').filter(Boolean);
    else if (a.startsWith('--only=')) o.only = a.slice(7).split(',').filter(Boolean);
    else if (a === '--concurrency') o.concurrency = Number(argv[++i]);
    else if (a === '--out') o.outDir = path.resolve(argv[++i] ?? '');
    // a pack sourced elsewhere (a Contentful build writes it): its maps are rendered, its pictures were downloaded
    else if (a === '--pack') o.pack = JSON.parse(fs.readFileSync(path.resolve(argv[++i] ?? ''), 'utf8')) as ContentPack;
  }
  return o;
}

if (typeof require !== 'undefined' && require.main === module) {
  const opts = parseArgs(process.argv.slice(2));
  console.log('content images: checking…');
  generateContentImages(opts)
    .then((r) => {
      console.log(`content images: ${r.rendered.length} rendered, ${r.skipped} up to date${r.removed.length ? `, ${r.removed.length} stale removed` : ''} in ${(r.ms / 1000).toFixed(1)} s → ${path.relative(process.cwd(), r.outDir) || r.outDir}`);
    })
    .catch((err: unknown) => {
      console.error(err instanceof Error ? err.message : err);
      process.exit(1);
    });
}
