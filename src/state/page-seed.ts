/**
 * A page the server drew with the visitor's data (contract/signed-in-pages.ts) starts its store
 * from that data: the session and each API answer as the page's queries would have cached it.
 * The server's render and the browser's first render then draw the same thing, so the page
 * hydrates with its data already on screen instead of drawing it after the scripts ran.
 *
 * Each API module registers how its answer becomes a cache entry (the same transform its
 * endpoint uses), so this module does not pull every endpoint into every page's scripts.
 */
import type { PageSeed } from '../../contract/signed-in-pages';
import { PAGE_SEED_ID, splitRead } from '../../contract/signed-in-pages';
import { api } from './api';
import { sessionRestored, type Session } from '../features/account/session-slice';

interface SeedEntry {
  endpointName: string;
  arg: unknown;
  value: unknown;
  /** What the store does when that query's answer arrives, if the cache entry alone does not (the wizard's open booking). */
  then?: { type: string };
}

/** `values`: the read's query values (a list's filters and page) and `id`, the number in its path, from which the reader makes its query's argument. */
type SeedReader = (answer: unknown, seed: PageSeed, values: Record<string, string>) => SeedEntry | null;

const readers = new Map<string, SeedReader>();

/** How the answer of the API read `path` (without its query; a number in it written `{id}`) fills its query's cache entry. */
export function registerSeedReader(path: string, reader: SeedReader) {
  readers.set(path, reader);
}

declare global {
  // Set by the server around a page render (server/page-render.ts): the seed of the render in progress.
  var __keaRenderSeed: { getStore(): PageSeed | undefined } | undefined;
}

/** On the server, the seed of the page being rendered, if the server gave one. */
export function serverRenderSeed(): PageSeed | undefined {
  return globalThis.__keaRenderSeed?.getStore();
}

/** In the browser, the seed the page's HTML holds, if it was drawn with one. */
export function pageSeedIn(doc: Document): PageSeed | undefined {
  const script = doc.getElementById(PAGE_SEED_ID);
  if (!script?.textContent) return undefined;
  try {
    const seed = JSON.parse(script.textContent) as PageSeed;
    return typeof seed?.session?.email === 'string' && seed.answers && typeof seed.answers === 'object' ? seed : undefined;
  } catch {
    return undefined;
  }
}

/** The queries the page the server drew was started with (browser only), until each is first used: `endpoint arg`. */
const drawnQueries = new Set<string>();
const drawnKey = (endpointName: string, arg: unknown) => `${endpointName} ${JSON.stringify(arg ?? null)}`;

/**
 * True once, for a query the page the server drew was started with: its answer was read for
 * this very page request, so a page that asks afresh on every visit (the wizard's steps, the
 * receipt, the account's lists) need not ask again as it hydrates; a second refetch would redraw
 * the whole page at once for nothing. Each later visit asks as before.
 */
export function takeDrawnQuery(endpointName: string, arg: unknown): boolean {
  return drawnQueries.delete(drawnKey(endpointName, arg));
}

/**
 * The store as the server drew the page: the session restored and each answer cached. Only the
 * answers of registered reads are used (every read the server sends has one).
 */
export function seedStore(store: { dispatch: (action: unknown) => unknown }, seed: PageSeed, session: Session) {
  store.dispatch(sessionRestored(session));
  const entries = Object.entries(seed.answers).flatMap(([read, answer]) => {
    const { path, values } = splitRead(read);
    const reader = readers.get(path);
    const entry = reader?.(answer, seed, values);
    return entry ? [entry] : [];
  });
  // The registered endpoints are this api's; the entries' types are checked where they are made.
  if (entries.length) store.dispatch(api.util.upsertQueryEntries(entries.map(({ endpointName, arg, value }) => ({ endpointName, arg, value })) as never));
  for (const { then } of entries) if (then) store.dispatch(then);
  // On the server, each request seeds a store of its own: nothing is kept between them.
  if (typeof window !== 'undefined') for (const { endpointName, arg } of entries) drawnQueries.add(drawnKey(endpointName, arg));
}
