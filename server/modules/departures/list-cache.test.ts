/**
 * The departure lists are served from a self-checking cache (list-cache.ts): what a caller
 * sees must be exactly what an uncached answer would be, in every encoding, and change the
 * moment seats, prices or tours change.
 */
import zlib from 'node:zlib';
import { and, eq, gt } from 'drizzle-orm';
import { createTestApp, type TestContext } from '../../test/app';
import { seedDatabase } from '../../db/seed';
import { fixturePack } from '../../db/seed/fixtures';
import { departures, tourInactiveRanges, tours } from '../../db/schema/catalogue';
import { addDays, formatNumericDate, todayInNz } from '../../../contract/dates';
import { checkDeparture, findDeparture, listBookableDepartures, tourAvailability } from './service';
import { ChangeCheck, departuresFingerprint, FingerprintCache, ListCache, matchesEtag, pickEncoding } from './list-cache';
import type { DepartureItem } from '../../../contract/departures';

let ctx: TestContext;
const today = todayInNz();
const URL = '/api/tour_info/departures?valid_departure=true';
const DEALS = '/api/tour_info/departures?last_deal=true&minimal_data=true';

beforeAll(async () => {
  ctx = await createTestApp();
  await seedDatabase(ctx.app.db, ctx.config, { today, content: fixturePack() });
}, 60000);
afterAll(() => ctx.close());

const get = (url: string, headers: Record<string, string> = {}) => ctx.app.inject({ method: 'GET', url, headers });
const items = async (url = URL): Promise<DepartureItem[]> => (await get(url)).json()['tour_info/departures'];
/** What the service says right now, without any cache, as the route would put it on the wire. */
const fresh = async (discountedOnly = false) => JSON.parse(JSON.stringify(await listBookableDepartures(ctx.app.db, todayInNz(), { discountedOnly })));

describe('cached departure lists', () => {
  it('answer exactly what the service lists, as JSON with an ETag, and the same bytes in br and gzip', async () => {
    const plain = await get(URL);
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.etag).toMatch(/^W\/"[A-Za-z0-9_-]+"$/);
    expect(plain.headers.vary).toMatch(/Accept-Encoding/i);
    expect(plain.headers['cache-control']).toBe('public, max-age=60');
    expect(plain.headers['x-content-type-options']).toBe('nosniff');
    expect(plain.json()).toEqual({ success: true, 'tour_info/departures': await fresh() });

    const br = await get(URL, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString('utf8')).toBe(plain.body);
    const gzip = await get(URL, { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.rawPayload).toString('utf8')).toBe(plain.body);
    expect(Number(gzip.headers['content-length'])).toBeLessThan(plain.body.length / 4);
  });

  it('answer 304 with no body to a matching If-None-Match, 200 to a stale one', async () => {
    const first = await get(URL);
    const etag = String(first.headers.etag);
    const again = await get(URL, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
    expect((await get(URL, { 'if-none-match': 'W/"something-else"' })).statusCode).toBe(200);
  });

  it('show a seat change, a price change and an archived tour on the very next request', async () => {
    const before = await items();
    const target = before[0];
    const id = Number(target.id.replace('departure-', ''));
    const etag = String((await get(URL)).headers.etag);

    await ctx.app.db.update(departures).set({ availableSeats: target.available_seats - 1 }).where(eq(departures.id, id));
    const afterSeat = await get(URL, { 'if-none-match': etag });
    expect(afterSeat.statusCode).toBe(200);
    expect(afterSeat.json()['tour_info/departures'][0]).toMatchObject({ id: target.id, available_seats: target.available_seats - 1 });

    await ctx.app.db.update(departures).set({ discountRate: 10, tourPriceCents: Math.round(target.based_price * 90), lastDeal: true }).where(eq(departures.id, id));
    const deals = await items(DEALS);
    expect(deals.find((d) => d.id === target.id)).toMatchObject({ discount_rate: 10, last_deal: true });
    expect(deals).toEqual(await fresh(true));

    await ctx.app.db.update(departures).set({ availableSeats: 0 }).where(eq(departures.id, id));
    expect((await items()).some((d) => d.id === target.id)).toBe(false);

    await ctx.app.db.update(tours).set({ archived: true }).where(eq(tours.apiId, target.tour_id));
    const afterArchive = await items();
    expect(afterArchive.some((d) => d.tour_id === target.tour_id)).toBe(false);
    expect(afterArchive).toEqual(await fresh());
    await ctx.app.db.update(tours).set({ archived: false }).where(eq(tours.apiId, target.tour_id));
    expect((await items()).some((d) => d.tour_id === target.tour_id)).toBe(true);
  });

  it('run the list query once for a burst of concurrent requests', async () => {
    const cache = new ListCache();
    const build = jest.fn(async () => JSON.stringify({ success: true, n: 1 }));
    const entries = await Promise.all(Array.from({ length: 8 }, () => cache.get(ctx.app.db, 'k', build)));
    expect(build).toHaveBeenCalledTimes(1);
    expect(new Set(entries.map((e) => e.etag)).size).toBe(1);
    await cache.get(ctx.app.db, 'k', build);
    expect(build).toHaveBeenCalledTimes(1);
    await cache.get(ctx.app.db, 'other', build);
    expect(build).toHaveBeenCalledTimes(2);
  });

  it('expire an entry after its time even when nothing changed', async () => {
    let now = 1_000_000;
    const cache = new ListCache(0, () => now);
    const build = jest.fn(async () => '{"success":true}');
    await cache.get(ctx.app.db, 'k', build);
    now += 9_000;
    await cache.get(ctx.app.db, 'k', build);
    expect(build).toHaveBeenCalledTimes(1);
    now += 2_000;
    await cache.get(ctx.app.db, 'k', build);
    expect(build).toHaveBeenCalledTimes(2);
  });

  it('reuses a change check for DEPARTURE_LIST_RECHECK_MS, then sees the change', async () => {
    let now = 5_000_000;
    const cache = new ListCache(1_000, () => now);
    let version = 1;
    const build = jest.fn(async () => JSON.stringify({ version }));
    const [first] = await ctx.app.db.select({ id: departures.id, seats: departures.availableSeats }).from(departures).where(gt(departures.availableSeats, 0)).limit(1);
    const body = async () => (await cache.get(ctx.app.db, 'k', build)).identity.toString();
    expect(await body()).toBe('{"version":1}');
    version = 2;
    await ctx.app.db.update(departures).set({ availableSeats: first.seats - 1 }).where(eq(departures.id, first.id));
    now += 900;
    expect(await body()).toBe('{"version":1}');
    now += 200;
    expect(await body()).toBe('{"version":2}');
    await ctx.app.db.update(departures).set({ availableSeats: first.seats }).where(eq(departures.id, first.id));
  });
});

describe('content negotiation helpers', () => {
  it('pick br, then gzip, honouring q=0', () => {
    expect(pickEncoding('gzip, deflate, br')).toBe('br');
    expect(pickEncoding('gzip;q=1.0, br;q=0')).toBe('gzip');
    expect(pickEncoding('deflate')).toBe('identity');
    expect(pickEncoding(undefined)).toBe('identity');
    expect(pickEncoding(['gzip', 'identity'])).toBe('gzip');
  });

  it('match ETags weakly, in lists and with *', () => {
    expect(matchesEtag('W/"abc"', 'W/"abc"')).toBe(true);
    expect(matchesEtag('"abc"', 'W/"abc"')).toBe(true);
    expect(matchesEtag('"x", W/"abc"', 'W/"abc"')).toBe(true);
    expect(matchesEtag('*', 'W/"abc"')).toBe(true);
    expect(matchesEtag('"abcd"', 'W/"abc"')).toBe(false);
    expect(matchesEtag(undefined, 'W/"abc"')).toBe(false);
  });
});

describe('the change check', () => {
  it('follows the departures the lists can show and leaves history out', async () => {
    const [future] = await ctx.app.db.select().from(departures).where(gt(departures.date, addDays(today, 7))).limit(1);
    const before = await departuresFingerprint(ctx.app.db);
    // A departure long past, edited: no list can show it, so the check does not move.
    const [past] = await ctx.app.db
      .insert(departures)
      .values({ ...future, id: undefined, date: addDays(today, -400), endDate: addDays(today, -390) })
      .returning({ id: departures.id });
    await ctx.app.db.update(departures).set({ availableSeats: 3 }).where(eq(departures.id, past.id));
    expect(await departuresFingerprint(ctx.app.db)).toBe(before);
    // A seat taken on a future one moves it.
    await ctx.app.db.update(departures).set({ availableSeats: future.availableSeats - 1 }).where(eq(departures.id, future.id));
    expect(await departuresFingerprint(ctx.app.db)).not.toBe(before);
    await ctx.app.db.update(departures).set({ availableSeats: future.availableSeats }).where(eq(departures.id, future.id));
  });
});

describe("a tour's departures (get_intrepid_departures), cached the same way", () => {
  const TOUR = '/api/tour_info/tours/901/get_intrepid_departures';
  const tourItems = async (): Promise<DepartureItem[]> => (await get(TOUR)).json().tours;

  it('answers what the service lists, with an ETag, 304 on a match, br on request, and shows a seat change at once', async () => {
    const [tour] = await ctx.app.db.select().from(tours).where(eq(tours.apiId, 901));
    const plain = await get(TOUR);
    expect(plain.statusCode).toBe(200);
    expect(plain.json()).toEqual({ success: true, tours: JSON.parse(JSON.stringify(await listBookableDepartures(ctx.app.db, todayInNz(), { tourId: tour.id }))) });
    const etag = String(plain.headers.etag);
    expect(etag).toMatch(/^W\/"[A-Za-z0-9_-]+"$/);
    expect((await get(TOUR, { 'if-none-match': etag })).statusCode).toBe(304);
    const br = await get(TOUR, { 'accept-encoding': 'br' });
    expect(zlib.brotliDecompressSync(br.rawPayload).toString('utf8')).toBe(plain.body);

    const [first] = await tourItems();
    await ctx.app.db.update(departures).set({ availableSeats: first.available_seats - 1 }).where(eq(departures.id, Number(first.id.replace('departure-', ''))));
    const changed = await get(TOUR, { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().tours[0]).toMatchObject({ id: first.id, available_seats: first.available_seats - 1 });
  });

  it('still answers 404 for an unknown tour, and keeps nothing for it', async () => {
    expect((await get('/api/tour_info/tours/4242/get_intrepid_departures')).statusCode).toBe(404);
    expect((await get('/api/tour_info/tours/4242/get_intrepid_departures')).statusCode).toBe(404);
  });
});

describe('fingerprinted caches', () => {
  it('share one change check: a burst over several caches reads the fingerprint once per recheck', async () => {
    let now = 7_000_000;
    const read = jest.fn(async () => 'same');
    const check = new ChangeCheck(read, 1_000, () => now);
    const a = new FingerprintCache<number>(check);
    const b = new ListCache(check);
    await Promise.all([a.get(ctx.app.db, 'k', async () => 1), b.get(ctx.app.db, 'k', async () => '{}'), a.get(ctx.app.db, 'j', async () => 2)]);
    expect(read).toHaveBeenCalledTimes(1);
    now += 1_001;
    await a.get(ctx.app.db, 'k', async () => 1);
    expect(read).toHaveBeenCalledTimes(2);
  });

  it('keep at most their bound of keys, and nothing for a fill that throws', async () => {
    const cache = new FingerprintCache<string>(new ChangeCheck(async () => 'x'), 3);
    for (const key of ['a', 'b', 'c', 'd', 'e']) await cache.get(ctx.app.db, key, async () => key);
    expect(cache.size).toBeLessThanOrEqual(3);
    const missing = jest.fn(async (): Promise<string> => {
      throw new Error('not found');
    });
    const before = cache.size;
    await expect(cache.get(ctx.app.db, 'gone', missing)).rejects.toThrow('not found');
    await expect(cache.get(ctx.app.db, 'gone', missing)).rejects.toThrow('not found');
    expect(missing).toHaveBeenCalledTimes(2);
    expect(cache.size).toBe(before);
  });

  it('follow a new value of the fingerprint on the next request', async () => {
    let version = 'v1';
    const cache = new FingerprintCache<string>(new ChangeCheck(async () => version));
    expect(await cache.get(ctx.app.db, 'k', async () => 'first')).toBe('first');
    expect(await cache.get(ctx.app.db, 'k', async () => 'second')).toBe('first');
    version = 'v2';
    expect(await cache.get(ctx.app.db, 'k', async () => 'second')).toBe('second');
  });
});

describe('one departure, cached behind the same check', () => {
  it('answers what the service finds and shows a seat or price change on the next request', async () => {
    const [row] = await ctx.app.db.select().from(departures).where(and(gt(departures.date, addDays(today, 30)), gt(departures.availableSeats, 1))).limit(1);
    const url = `/api/tour_info/departures/departure-${row.id}`;
    const one = async () => (await get(url)).json()['tour_info/departure'] as DepartureItem;
    expect(await one()).toEqual(JSON.parse(JSON.stringify(await findDeparture(ctx.app.db, row.id))));
    expect((await get(`/api/tour_info/departures/${row.id}`)).json()['tour_info/departure']).toEqual(await one());

    await ctx.app.db.update(departures).set({ availableSeats: row.availableSeats - 1 }).where(eq(departures.id, row.id));
    expect((await one()).available_seats).toBe(row.availableSeats - 1);
    await ctx.app.db.update(departures).set({ tourPriceCents: row.tourPriceCents + 100 }).where(eq(departures.id, row.id));
    expect((await one()).tour_price).toBe((row.tourPriceCents + 100) / 100);
    await ctx.app.db.update(departures).set({ availableSeats: row.availableSeats, tourPriceCents: row.tourPriceCents }).where(eq(departures.id, row.id));
    expect(await one()).toEqual(JSON.parse(JSON.stringify(await findDeparture(ctx.app.db, row.id))));
  });

  it('answers 404 for an unknown departure every time, keeping nothing for it', async () => {
    for (let i = 0; i < 2; i++) expect((await get('/api/tour_info/departures/departure-999999')).statusCode).toBe(404);
  });
});

describe("a tour's availability calendar, cached behind the same check", () => {
  const URL_901 = '/api/tour_info/tours/901/availability';

  it('answers what the service computes and follows a closed departure and a new closed period at once', async () => {
    const [tour] = await ctx.app.db.select().from(tours).where(eq(tours.apiId, 901));
    const data = async () => (await get(URL_901)).json().data;
    const fresh901 = async () => JSON.parse(JSON.stringify(await tourAvailability(ctx.app.db, tour, todayInNz())));
    expect(await data()).toEqual(await fresh901());
    const plain = await get(URL_901);
    expect(plain.headers['cache-control']).toBe('public, max-age=60');
    // Serialized and compressed once per fill, like the lists: br, and 304 to its own ETag.
    const br = await get(URL_901, { 'accept-encoding': 'br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString('utf8')).toBe(plain.body);
    expect((await get(URL_901, { 'if-none-match': String(plain.headers.etag) })).statusCode).toBe(304);

    const before = await data();
    const date = before.departure_dates[0] as string;
    await ctx.app.db.update(departures).set({ onSale: false }).where(and(eq(departures.tourId, tour.id), eq(departures.date, date)));
    expect((await data()).departure_dates).not.toContain(date);
    await ctx.app.db.update(departures).set({ onSale: true }).where(and(eq(departures.tourId, tour.id), eq(departures.date, date)));
    expect((await data()).departure_dates).toContain(date);

    const [range] = await ctx.app.db
      .insert(tourInactiveRanges)
      .values({ tourId: tour.id, fromDate: addDays(today, 200), toDate: addDays(today, 210) })
      .returning();
    expect((await data()).date_range).toContainEqual({ from: addDays(today, 200), to: addDays(today, 210) });
    await ctx.app.db.delete(tourInactiveRanges).where(eq(tourInactiveRanges.id, range.id));
    expect(await data()).toEqual(await fresh901());
  });

  it('answers 404 for an unknown tour', async () => {
    for (let i = 0; i < 2; i++) expect((await get('/api/tour_info/tours/4242/availability')).statusCode).toBe(404);
  });
});

describe('the availability check (checking_departure), answered from cached facts of the tour', () => {
  const dmy = (iso: string) => {
    const [d, m, y] = formatNumericDate(iso).split('/');
    return `${Number(d)}/${m}/${y}`;
  };
  const check = async (tourId: number, date: string) =>
    (await ctx.app.inject({ method: 'POST', url: '/api/tour_info/departures/checking_departure', payload: { tour_id: String(tourId), departure_date: dmy(date) } })).json();

  it('gives the answer an uncached check gives, for every kind of date, and follows seats at once', async () => {
    const [tour] = await ctx.app.db.select().from(tours).where(eq(tours.apiId, 901));
    const [bookable] = await listBookableDepartures(ctx.app.db, today, { tourId: tour.id });
    const id = Number(bookable.id.replace('departure-', ''));
    const dates = [today, addDays(today, -3), addDays(today, 1), bookable.date, addDays(bookable.date, 1), addDays(today, 500)];
    for (const date of dates) {
      expect(await check(901, date)).toEqual({ success: true, data: JSON.parse(JSON.stringify(await checkDeparture(ctx.app.db, tour, date, todayInNz()))) });
    }

    await ctx.app.db.update(departures).set({ availableSeats: 1 }).where(eq(departures.id, id));
    expect((await check(901, bookable.date)).data).toEqual({ available: true, message: 'This departure has 1 seat left.', departure: { _id: bookable.id } });
    await ctx.app.db.update(departures).set({ availableSeats: 0 }).where(eq(departures.id, id));
    expect((await check(901, bookable.date)).data.message).toMatch(/^This date is fully booked\./);
    await ctx.app.db.update(departures).set({ availableSeats: bookable.available_seats }).where(eq(departures.id, id));
    expect((await check(901, bookable.date)).data).toEqual(JSON.parse(JSON.stringify(await checkDeparture(ctx.app.db, tour, bookable.date, todayInNz()))));

    await ctx.app.db.update(tours).set({ archived: true }).where(eq(tours.id, tour.id));
    expect((await check(901, bookable.date)).data).toEqual({ available: false, message: 'This tour is no longer running.', departure: null });
    await ctx.app.db.update(tours).set({ archived: false }).where(eq(tours.id, tour.id));
    expect((await check(901, bookable.date)).data.available).toBe(true);
  });

  it('answers 404 for an unknown tour and 400 for a date that is not one', async () => {
    expect((await ctx.app.inject({ method: 'POST', url: '/api/tour_info/departures/checking_departure', payload: { tour_id: '4242', departure_date: dmy(addDays(today, 40)) } })).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'POST', url: '/api/tour_info/departures/checking_departure', payload: { tour_id: '901', departure_date: '31/02/2027' } })).statusCode).toBe(400);
  });
});
