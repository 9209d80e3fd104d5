/**
 * A short-lived, self-checking cache of the departure lists (the deals and departures pages ask
 * for all ~900 bookable departures at once: one query, ~440 kB of JSON, compressed per request).
 *
 * Why it is safe with several instances behind a load balancer:
 * - a request first reads a cheap fingerprint of the listed data (departuresFingerprint, ~2 ms),
 *   or reuses the one read less than DEPARTURE_LIST_RECHECK_MS ago (1 s by default, 0 in tests).
 *   Any change made by ANY instance or by hand (a booking takes or frees seats, a price or status
 *   is edited, a tour archived) changes it, so a list is never more than that second stale;
 * - an entry also expires after ENTRY_TTL_MS whatever the fingerprint says (a bound, in case
 *   two changes ever cancel out in the hash);
 * - seats are never promised by this list: booking creation takes them atomically in one
 *   statement, so a list up to a second old can at worst show a seat that is gone by then (the
 *   booking then answers that the departure is full), as an uncached list could a moment later.
 * Nothing here is needed by another instance: losing the cache costs one query.
 *
 * An entry holds the serialized body and its gzip and brotli forms (compressed once, not per
 * request) and an ETag, so a repeat visitor gets 304 Not Modified.
 *
 * The same pattern serves the other reads derived from departures (one departure, a tour's
 * availability calendar and availability check, the waitlist's "is it full"): FingerprintCache
 * keeps their values behind one ChangeCheck per instance (app.departureChanges), so all of them
 * together cost one fingerprint query per recheck interval. The reviews module uses it with a
 * fingerprint of its own (reviews/service.ts).
 */
import crypto from 'node:crypto';
import zlib from 'node:zlib';
import { sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { rowsOf, type Db } from '../../db/client';

export const ENTRY_TTL_MS = 10_000;
const MAX_ENTRIES = 64;

export interface ListEntry {
  etag: string;
  identity: Buffer;
  gzip: Buffer;
  br: Buffer;
}

/**
 * A hash of every column the lists show or filter on, in departures, tours and families (and the
 * tours' closed periods, for the availability calendar; those over are left out like past
 * departures, bounded by the entries' lifetime): any
 * change (a seat taken, a price or status edited, a tour archived), by any instance or by hand
 * in the database, changes it. About 2 ms on PGlite for ~900 departures. Past departures (two
 * days' margin over any time zone) are left out: no list shows them, and they are most of the
 * table after a few years, so the check costs what the lists hold, not what history holds. A
 * departure passing into the past changes what the lists show without changing the hash; the
 * entries' 10 s lifetime bounds that.
 */
export async function departuresFingerprint(db: Db): Promise<string> {
  const result = await db.execute(sql`
    select (select count(*) || ':' || coalesce(sum(hashtext(concat_ws(',', id, tour_id, date, end_date, reverse, available_seats, status,
              based_price_cents, tour_price_cents, discount_rate, last_deal, on_sale))::bigint), 0) from departures
              where date >= current_date - 2)
      || '|' || (select coalesce(sum(hashtext(t::text)::bigint), 0) from tours t)
      || '|' || (select coalesce(sum(hashtext(c::text)::bigint), 0) from tour_categories c)
      || '|' || (select count(*) || ':' || coalesce(sum(hashtext(concat_ws(',', id, tour_id, from_date, to_date))::bigint), 0) from tour_inactive_ranges
              where to_date >= current_date - 2) as fingerprint`);
  return rowsOf<{ fingerprint: string }>(result)[0].fingerprint;
}

export function makeEntry(body: string): ListEntry {
  const identity = Buffer.from(body, 'utf8');
  return {
    // Weak: one validator for the identity, gzip and brotli forms of the same list.
    etag: `W/"${crypto.createHash('sha1').update(identity).digest('base64url')}"`,
    identity,
    gzip: zlib.gzipSync(identity, { level: 6 }),
    br: zlib.brotliCompressSync(identity, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: identity.length } }),
  };
}

/**
 * A "did anything change?" check shared by the caches that depend on the same data: one
 * fingerprint query per `recheckMs` for all of them, not one per cache. `read` must cost what
 * the cached answers can show, not what history holds.
 */
export class ChangeCheck {
  /**
   * The query in flight: requests that arrive while it runs share it (it started at most a few
   * milliseconds before them), so a burst costs one query, not one each.
   */
  private checking: Promise<string> | null = null;
  /** The last fingerprint read and when, reused for `recheckMs`. */
  private lastCheck: { fingerprint: string; at: number } | null = null;

  /**
   * @param recheckMs how long a fingerprint read is trusted before the database is asked again
   *   (DEPARTURE_LIST_RECHECK_MS). PGlite runs one statement at a time, so concurrent requests
   *   would queue for it; reusing it for a second makes a burst cost one query per second.
   */
  constructor(
    private readonly read: (db: Db) => Promise<string>,
    private readonly recheckMs = 0,
    readonly now: () => number = Date.now,
  ) {}

  current(db: Db): Promise<string> {
    const at = this.now();
    if (this.lastCheck && at - this.lastCheck.at < this.recheckMs) return Promise.resolve(this.lastCheck.fingerprint);
    if (!this.checking) {
      this.checking = this.read(db)
        .then((fingerprint) => {
          this.lastCheck = { fingerprint, at };
          return fingerprint;
        })
        .finally(() => (this.checking = null));
    }
    return this.checking;
  }

  /** The next request asks the database again. */
  forget(): void {
    this.lastCheck = null;
  }
}

interface Kept<T> {
  value: T;
  fingerprint: string;
  createdAt: number;
}

/**
 * Values kept while a ChangeCheck's fingerprint stays the same, and at most ENTRY_TTL_MS (a bound
 * for what the fingerprint leaves out, such as history). A fill that throws (a 404) keeps nothing.
 * Bounded: past `maxEntries` keys the memory starts again.
 */
export class FingerprintCache<T> {
  private entries = new Map<string, Kept<T>>();
  /** Fills in progress, so concurrent misses for one key run the query once. */
  private pending = new Map<string, Promise<T>>();

  constructor(
    private readonly check: ChangeCheck,
    private readonly maxEntries = MAX_ENTRIES,
  ) {}

  /** How many keys are kept (for tests of the bound). */
  get size(): number {
    return this.entries.size;
  }

  async get(db: Db, key: string, build: () => Promise<T>): Promise<T> {
    const fingerprint = await this.check.current(db);
    const hit = this.entries.get(key);
    if (hit && hit.fingerprint === fingerprint && this.check.now() - hit.createdAt < ENTRY_TTL_MS) return hit.value;
    const pendingKey = `${key}#${fingerprint}`;
    let fill = this.pending.get(pendingKey);
    if (!fill) {
      fill = build()
        .then((value) => {
          if (this.entries.size >= this.maxEntries) this.entries.clear();
          this.entries.set(key, { value, fingerprint, createdAt: this.check.now() });
          return value;
        })
        .finally(() => this.pending.delete(pendingKey));
      this.pending.set(pendingKey, fill);
    }
    return fill;
  }

  /** Forgets everything: the next request reads the database. */
  clear(): void {
    this.entries.clear();
    this.check.forget();
  }
}

/** Serialized bodies (see makeEntry), kept like FingerprintCache's values. */
export class ListCache {
  private readonly cache: FingerprintCache<ListEntry>;

  /**
   * @param check a shared ChangeCheck, or the recheck interval of one of its own over departuresFingerprint
   * @param now the clock, when `check` is a number
   * @param maxEntries the bound on kept keys
   */
  constructor(check: ChangeCheck | number = 0, now: () => number = Date.now, maxEntries = MAX_ENTRIES) {
    this.cache = new FingerprintCache(typeof check === 'number' ? new ChangeCheck(departuresFingerprint, check, now) : check, maxEntries);
  }

  get size(): number {
    return this.cache.size;
  }

  get(db: Db, key: string, build: () => Promise<string>): Promise<ListEntry> {
    return this.cache.get(db, key, async () => makeEntry(await build()));
  }

  /** Forgets everything: the next request reads the database (for code that just changed seats). */
  clear(): void {
    this.cache.clear();
  }
}

/** The best encoding the client accepts among ours (q=0 refuses one). */
export function pickEncoding(acceptEncoding: string | string[] | undefined): 'br' | 'gzip' | 'identity' {
  const header = Array.isArray(acceptEncoding) ? acceptEncoding.join(',') : (acceptEncoding ?? '');
  const accepted = new Set<string>();
  for (const part of header.toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (q && Number(q.slice(2)) === 0) continue;
    if (name) accepted.add(name.trim());
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return 'identity';
}

/** True when If-None-Match names this ETag (or is *), by weak comparison as RFC 9110 says for If-None-Match. */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = etag.replace(/^W\//, '');
  return ifNoneMatch
    .split(',')
    .map((t) => t.trim().replace(/^W\//, ''))
    .some((t) => t === opaque || t === '*');
}

// A 304 carries no body: typed `undefined` so `send()` takes none (the document says null, as before).
export const NotModifiedSchema = Type.Unsafe<undefined>(Type.Null({ description: 'Not modified: If-None-Match named the current ETag.' }));

/** A cached body: 304 when the ETag matches, else its precompressed bytes in the best encoding accepted. */
export function sendEntry(request: FastifyRequest, reply: FastifyReply, entry: ListEntry, cacheControl: string) {
  reply.header('cache-control', cacheControl).header('etag', entry.etag).header('vary', 'Accept-Encoding');
  if (matchesEtag(request.headers['if-none-match'], entry.etag)) return reply.code(304).send();
  const encoding = pickEncoding(request.headers['accept-encoding']);
  reply.type('application/json; charset=utf-8');
  if (encoding !== 'identity') reply.header('content-encoding', encoding);
  // Bytes the route's serializer made and compressed once per cache fill: past the typed reply.
  return reply.send(entry[encoding]);
}
