/**
 * The NZD to EUR rate for approximate EUR prices. One row in `exchange_rates` is the cache
 * shared by every instance: a rate fetched within 12 hours is served as is; otherwise one
 * request (the one that claims the row) asks the feed with a 3 s timeout, and everyone else,
 * or anyone when the feed fails, gets the last good rate or the seeded fallback. After a
 * failure the feed is not asked again for 5 minutes, so a dead feed never slows pages down.
 */
import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { exchangeRates } from '../../db/schema/rates';
import type { ExchangeRate } from '../../../contract/rates';

export const FALLBACK_RATE = { base: 'NZD', currency: 'EUR', rate: 0.53, date: '2026-01-01' } as const;
export const CACHE_MS = 12 * 60 * 60 * 1000;
export const RETRY_AFTER_FAILURE_MS = 5 * 60 * 1000;
export const FEED_TIMEOUT_MS = 3000;

export interface RateOptions {
  fetchImpl?: typeof fetch;
  now?: Date;
  timeoutMs?: number;
  log?: Pick<FastifyBaseLogger, 'warn'>;
}

type Row = typeof exchangeRates.$inferSelect;

const pair = and(eq(exchangeRates.base, FALLBACK_RATE.base), eq(exchangeRates.currency, FALLBACK_RATE.currency));

function toWire(row: Pick<Row, 'rate' | 'rateDate'>, source: ExchangeRate['source']): ExchangeRate {
  return { base: 'NZD', currency: 'EUR', rate: row.rate, date: row.rateDate, source };
}

/** Reads `{ base: 'NZD', date, rates: { EUR } }` from the feed's answer; null when it is not that. */
export function parseFeed(body: unknown): { rate: number; date: string } | null {
  if (!body || typeof body !== 'object') return null;
  const { base, date, rates } = body as { base?: unknown; date?: unknown; rates?: unknown };
  if (base !== undefined && base !== 'NZD') return null;
  if (typeof date !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(date)) return null;
  const eur = rates && typeof rates === 'object' ? (rates as Record<string, unknown>).EUR : undefined;
  if (typeof eur !== 'number' || !Number.isFinite(eur) || eur <= 0 || eur > 100) return null;
  return { rate: eur, date };
}

async function fetchFeed(url: string, fetchImpl: typeof fetch, timeoutMs: number): Promise<{ rate: number; date: string }> {
  const response = await fetchImpl(url, { signal: AbortSignal.timeout(timeoutMs), headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`feed answered ${response.status}`);
  const parsed = parseFeed(await response.json());
  if (!parsed) throw new Error('feed answered an unexpected shape');
  return parsed;
}

export async function getExchangeRate(db: Db, feedUrl: string, options: RateOptions = {}): Promise<ExchangeRate> {
  const now = options.now ?? new Date();
  let [row] = await db.select().from(exchangeRates).where(pair);
  if (row && row.origin === 'feed' && row.fetchedAt && now.getTime() - row.fetchedAt.getTime() < CACHE_MS) return toWire(row, 'live');
  if (!feedUrl) return toWire(row ?? { rate: FALLBACK_RATE.rate, rateDate: FALLBACK_RATE.date }, 'stored');

  if (!row) {
    // Never seeded: store the fallback so there is a row to claim and to fall back to.
    await db
      .insert(exchangeRates)
      .values({ base: FALLBACK_RATE.base, currency: FALLBACK_RATE.currency, rate: FALLBACK_RATE.rate, rateDate: FALLBACK_RATE.date, origin: 'seed' })
      .onConflictDoNothing();
    [row] = await db.select().from(exchangeRates).where(pair);
  }

  // Claim the refresh: only one request (of any instance) asks the feed at a time.
  const claimed = await db
    .update(exchangeRates)
    .set({ checkedAt: now })
    .where(and(pair, or(isNull(exchangeRates.checkedAt), lt(exchangeRates.checkedAt, new Date(now.getTime() - RETRY_AFTER_FAILURE_MS)))))
    .returning({ base: exchangeRates.base });
  if (claimed.length === 0) return toWire(row, 'stored');

  try {
    const fresh = await fetchFeed(feedUrl, options.fetchImpl ?? fetch, options.timeoutMs ?? FEED_TIMEOUT_MS);
    await db.update(exchangeRates).set({ rate: fresh.rate, rateDate: fresh.date, origin: 'feed', fetchedAt: now }).where(pair);
    return { base: 'NZD', currency: 'EUR', rate: fresh.rate, date: fresh.date, source: 'live' };
  } catch (error) {
    options.log?.warn({ reason: error instanceof Error ? `${error.message}${error.cause instanceof Error ? `: ${error.cause.message}` : ''}` : String(error) }, 'exchange rate feed failed; serving the stored rate');
    return toWire(row, 'stored');
  }
}
