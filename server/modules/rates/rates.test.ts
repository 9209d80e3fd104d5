import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createTestApp, type TestContext } from '../../test/app';
import { openTestDatabase } from '../../test/app';
import type { Database } from '../../db/client';
import { exchangeRates } from '../../db/schema/rates';
import { FALLBACK_RATE, getExchangeRate, parseFeed } from './service';

/** A local reference-rate feed whose answer each test sets. Never the internet. */
interface Feed {
  url: string;
  answer: { status: number; body: string } | 'hang';
  hits: number;
  close(): Promise<void>;
}

async function startFeed(): Promise<Feed> {
  const hanging = new Set<http.ServerResponse>();
  const feed: Feed = {
    url: '',
    answer: { status: 200, body: '{}' },
    hits: 0,
    close: () =>
      new Promise<void>((resolve) => {
        for (const res of hanging) res.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  const server = http.createServer((_req, res) => {
    feed.hits++;
    if (feed.answer === 'hang') {
      hanging.add(res);
      return;
    }
    res.writeHead(feed.answer.status, { 'content-type': 'application/json' });
    res.end(feed.answer.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  feed.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/latest?from=NZD&to=EUR`;
  return feed;
}

const good = (rate: number, date = '2026-11-20') => ({ status: 200, body: JSON.stringify({ amount: 1, base: 'NZD', date, rates: { EUR: rate } }) });
const hours = (n: number, from: Date) => new Date(from.getTime() + n * 3600 * 1000);

let feed: Feed;
beforeAll(async () => {
  feed = await startFeed();
});
afterAll(() => feed.close());

describe('parseFeed', () => {
  it('reads the EUR rate and date', () => {
    expect(parseFeed({ amount: 1, base: 'NZD', date: '2026-11-20', rates: { EUR: 0.52 } })).toEqual({ rate: 0.52, date: '2026-11-20' });
  });
  it.each([null, 'x', {}, { base: 'USD', date: '2026-11-20', rates: { EUR: 0.9 } }, { date: '20/11/2026', rates: { EUR: 0.5 } }, { date: '2026-11-20', rates: { EUR: -1 } }, { date: '2026-11-20', rates: { EUR: '0.5' } }, { date: '2026-11-20', rates: {} }])(
    'refuses %j',
    (body) => {
      expect(parseFeed(body)).toBeNull();
    },
  );
});

describe('getExchangeRate', () => {
  let database: Database;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ database, drop } = await openTestDatabase());
  }, 60000);
  afterAll(() => drop());
  // Each test starts with nothing stored.
  beforeEach(async () => {
    await database.db.delete(exchangeRates);
  });

  it('answers the seeded fallback when nothing was ever fetched and there is no feed', async () => {
    expect(await getExchangeRate(database.db, '')).toEqual({ base: 'NZD', currency: 'EUR', rate: FALLBACK_RATE.rate, date: FALLBACK_RATE.date, source: 'stored' });
  });

  it('fetches a good answer, stores it and serves it from the database for 12 hours', async () => {
    feed.answer = good(0.5234);
    const now = new Date();
    const hitsBefore = feed.hits;
    expect(await getExchangeRate(database.db, feed.url, { now })).toEqual({ base: 'NZD', currency: 'EUR', rate: 0.5234, date: '2026-11-20', source: 'live' });
    feed.answer = good(0.61, '2026-11-21');
    expect(await getExchangeRate(database.db, feed.url, { now: hours(11, now) })).toMatchObject({ rate: 0.5234, source: 'live' });
    expect(feed.hits).toBe(hitsBefore + 1);
    expect(await getExchangeRate(database.db, feed.url, { now: hours(13, now) })).toMatchObject({ rate: 0.61, date: '2026-11-21', source: 'live' });
    expect(feed.hits).toBe(hitsBefore + 2);
  });

  it.each([
    ['bad JSON', { status: 200, body: '{"rates":' }],
    ['an unexpected shape', { status: 200, body: '{"base":"NZD","rates":{"USD":0.6}}' }],
    ['a server error', { status: 502, body: 'Bad gateway' }],
  ])('falls back to the last good rate on %s', async (_label, answer) => {
    feed.answer = good(0.55);
    const now = new Date();
    await getExchangeRate(database.db, feed.url, { now });
    feed.answer = answer;
    expect(await getExchangeRate(database.db, feed.url, { now: hours(13, now) })).toEqual({ base: 'NZD', currency: 'EUR', rate: 0.55, date: '2026-11-20', source: 'stored' });
  });

  it('falls back to the seeded rate when the feed has never answered', async () => {
    feed.answer = { status: 200, body: 'not json' };
    expect(await getExchangeRate(database.db, feed.url)).toMatchObject({ rate: FALLBACK_RATE.rate, source: 'stored' });
  });

  it('gives up on a feed that does not answer in time', async () => {
    feed.answer = 'hang';
    expect(await getExchangeRate(database.db, feed.url, { timeoutMs: 200 })).toMatchObject({ rate: FALLBACK_RATE.rate, source: 'stored' });
  });

  it('falls back when the feed is down, and does not ask it again for 5 minutes', async () => {
    const down = 'http://127.0.0.1:9/latest';
    let calls = 0;
    const counting = ((url: string, init: RequestInit) => {
      calls++;
      return fetch(url, init);
    }) as unknown as typeof fetch;
    const now = new Date();
    expect(await getExchangeRate(database.db, down, { now, fetchImpl: counting })).toMatchObject({ source: 'stored' });
    expect(await getExchangeRate(database.db, down, { now: new Date(now.getTime() + 60000), fetchImpl: counting })).toMatchObject({ source: 'stored' });
    expect(calls).toBe(1);
    feed.answer = good(0.57);
    expect(await getExchangeRate(database.db, feed.url, { now: new Date(now.getTime() + 6 * 60000) })).toMatchObject({ rate: 0.57, source: 'live' });
  });

  it('serves a stored feed rate older than 12 hours as stored when the feed fails', async () => {
    const old = new Date(Date.now() - 48 * 3600 * 1000);
    await database.db.insert(exchangeRates).values({ base: 'NZD', currency: 'EUR', rate: 0.49, rateDate: '2026-01-02', origin: 'feed', fetchedAt: old, checkedAt: old });
    feed.answer = { status: 500, body: '' };
    expect(await getExchangeRate(database.db, feed.url)).toEqual({ base: 'NZD', currency: 'EUR', rate: 0.49, date: '2026-01-02', source: 'stored' });
  });
});

describe('GET /api/exchange_rate', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ exchangeRateUrl: feed.url });
  }, 60000);
  afterAll(() => ctx.close());

  it('answers the rate from the feed, cacheable by browsers for a while', async () => {
    feed.answer = good(0.5321);
    const res = await ctx.app.inject({ method: 'GET', url: '/api/exchange_rate' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, data: { base: 'NZD', currency: 'EUR', rate: 0.5321, date: '2026-11-20', source: 'live' } });
    expect(res.headers['cache-control']).toMatch(/^public, max-age=\d+$/);
  });

  it('ignores a query string rather than failing', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/exchange_rate?currency=USD&x[]=1' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.currency).toBe('EUR');
  });
});

describe('GET /api/exchange_rate on a busy instance', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ exchangeRateUrl: '', readCacheMs: 60_000 });
  }, 60000);
  afterAll(() => ctx.close());

  it('reads the database once a minute, not once a request', async () => {
    await ctx.database.db.delete(exchangeRates);
    await ctx.database.db.insert(exchangeRates).values({ base: 'NZD', currency: 'EUR', rate: 0.51, rateDate: '2026-11-20', origin: 'feed', fetchedAt: new Date() });
    const rate = async () => (await ctx.app.inject({ method: 'GET', url: '/api/exchange_rate' })).json().data.rate as number;
    const first = await Promise.all([rate(), rate(), rate()]);
    expect(first).toEqual([0.51, 0.51, 0.51]);
    await ctx.database.db.update(exchangeRates).set({ rate: 0.52 });
    // Within the minute the instance answers what it read.
    expect(await rate()).toBe(0.51);
  });
});
