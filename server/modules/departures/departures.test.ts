import { and, eq, gt } from 'drizzle-orm';
import { createTestApp, type TestContext } from '../../test/app';
import { seedDatabase } from '../../db/seed';
import { fixturePack } from '../../db/seed/fixtures';
import { departures, tours } from '../../db/schema/catalogue';
import { monthOf } from './dates';
import { addDays, daysBetween, formatNumericDate, todayInNz, weekday } from '../../../contract/dates';
import type { DepartureItem } from '../../../contract/departures';

let ctx: TestContext;
const today = todayInNz();
const dmy = (iso: string) => `${Number(iso.slice(8, 10))}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

beforeAll(async () => {
  ctx = await createTestApp();
  await seedDatabase(ctx.app.db, ctx.config, { today, content: fixturePack() });
}, 60000);
afterAll(() => ctx.close());

const get = (url: string) => ctx.app.inject({ method: 'GET', url });
const check = (payload: unknown) => ctx.app.inject({ method: 'POST', url: '/api/tour_info/departures/checking_departure', payload: payload as object });

async function tourDbId(apiId: number) {
  const [t] = await ctx.app.db.select({ id: tours.id }).from(tours).where(eq(tours.apiId, apiId));
  return t.id;
}

/** The bookable departures of a tour straight from the database, by date. */
async function rowsOf(apiId: number) {
  return ctx.app.db
    .select()
    .from(departures)
    .where(and(eq(departures.tourId, await tourDbId(apiId)), gt(departures.availableSeats, 0)))
    .orderBy(departures.date);
}

async function list(url = '/api/tour_info/departures?valid_departure=true'): Promise<DepartureItem[]> {
  const res = await get(url);
  expect(res.statusCode).toBe(200);
  return res.json()['tour_info/departures'];
}

describe('GET /api/tour_info/departures?valid_departure=true', () => {
  it('lists bookable departures of running tours in the SPEC 3 shape, by date, cacheable', async () => {
    const res = await get('/api/tour_info/departures?valid_departure=true');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=60');
    const body = res.json();
    expect(body.success).toBe(true);
    const items: DepartureItem[] = body['tour_info/departures'];
    expect(items.length).toBeGreaterThan(20);
    const dates = items.map((d) => d.date);
    expect([...dates].sort()).toEqual(dates);
    expect(new Set(items.map((d) => d.tour_id))).toEqual(new Set([901, 902, 903]));
    expect(items.every((d) => d.available_seats > 0 && d.date > today)).toBe(true);

    const coast = items.find((d) => d.tour_id === 901 && d.discount_rate === 0)!;
    expect(coast).toEqual({
      id: expect.stringMatching(/^departure-\d+$/),
      date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      end_date: addDays(coast.date, 4),
      reverse: expect.any(Boolean),
      available_seats: expect.any(Number),
      tour_type: 'Adventure',
      tour_id: 901,
      tour_slug: 'coast-to-coast',
      category_slug: 'new-zealand-tours',
      based_price: 2995,
      tour_price: 2995,
      discount_rate: 0,
      last_deal: false,
      tour_data: {
        name: 'Coast to Coast',
        number_of_days: 5,
        start_location: 'Christchurch',
        end_location: 'Queenstown',
        main_image_url: '/images/coast-to-coast-1.jpg',
        map_image_url: '/images/map-coast-to-coast.png',
      },
    });
    expect(items.find((d) => d.tour_id === 903)!.tour_type).toBe('Snow');
  });

  it('respects each tour cutoff: nothing before today + cutoff_days', async () => {
    const items = await list();
    expect(items.filter((d) => d.tour_id === 901).every((d) => d.date >= addDays(today, 3))).toBe(true);
    expect(items.filter((d) => d.tour_id === 903).every((d) => d.date >= addDays(today, 7))).toBe(true);
  });

  it('answers the same list without the flag', async () => {
    expect(await list('/api/tour_info/departures')).toEqual(await list());
  });

  it('rejects a flag that is not true or false', async () => {
    const res = await get('/api/tour_info/departures?valid_departure=maybe');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, errors: [expect.stringContaining('valid_departure')] });
  });
});

describe('GET /api/tour_info/departures?last_deal=true&minimal_data=true', () => {
  it('lists only discounted departures, priced as based price minus the discount', async () => {
    const [target] = (await rowsOf(902)).filter((d) => d.discountRate === 0);
    await ctx.app.db.update(departures).set({ discountRate: 20, tourPriceCents: 332000, lastDeal: true }).where(eq(departures.id, target.id));
    const items = await list('/api/tour_info/departures?last_deal=true&minimal_data=true');
    expect(items.length).toBeGreaterThan(0);
    expect(items.every((d) => d.discount_rate > 0 && d.tour_price < d.based_price)).toBe(true);
    expect(items.find((d) => d.id === `departure-${target.id}`)).toMatchObject({ based_price: 4150, tour_price: 3320, discount_rate: 20, last_deal: true });
    const all = await list();
    expect(all.filter((d) => d.discount_rate > 0).map((d) => d.id)).toEqual(items.map((d) => d.id));
  });
});

describe('departures left out of every list', () => {
  let soldOut: number;
  let cancelled: number;
  beforeAll(async () => {
    const rows = await rowsOf(901);
    soldOut = rows[2].id;
    cancelled = rows[3].id;
    await ctx.app.db.update(departures).set({ availableSeats: 0 }).where(eq(departures.id, soldOut));
    await ctx.app.db.update(departures).set({ status: 'cancelled' }).where(eq(departures.id, cancelled));
  });

  it('hides a sold-out departure from the lists, the tour table and the calendar', async () => {
    const [row] = await ctx.app.db.select().from(departures).where(eq(departures.id, soldOut));
    expect((await list()).map((d) => d.id)).not.toContain(`departure-${soldOut}`);
    const tourList = (await get('/api/tour_info/tours/901/get_intrepid_departures')).json().tours as DepartureItem[];
    expect(tourList.map((d) => d.id)).not.toContain(`departure-${soldOut}`);
    const availability = (await get('/api/tour_info/tours/901/availability')).json().data;
    expect(availability.departure_dates).not.toContain(row.date);
  });

  it('hides a cancelled departure', async () => {
    expect((await list()).map((d) => d.id)).not.toContain(`departure-${cancelled}`);
  });

  it('still answers a sold-out departure by id, with 0 seats', async () => {
    const res = await get(`/api/tour_info/departures/departure-${soldOut}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()['tour_info/departure']).toMatchObject({ id: `departure-${soldOut}`, available_seats: 0 });
  });

  it('hides departures of archived tours and past departures', async () => {
    const archivedId = await tourDbId(904);
    const [past] = await ctx.app.db
      .insert(departures)
      .values({ tourId: await tourDbId(901), date: addDays(today, -7), endDate: addDays(today, -3), totalSeats: 16, availableSeats: 16, basedPriceCents: 299500, tourPriceCents: 299500 })
      .returning();
    const [old] = await ctx.app.db
      .insert(departures)
      .values({ tourId: archivedId, date: addDays(today, 40), endDate: addDays(today, 42), totalSeats: 16, availableSeats: 16, basedPriceCents: 299500, tourPriceCents: 299500 })
      .returning();
    const ids = (await list()).map((d) => d.id);
    expect(ids).not.toContain(`departure-${past.id}`);
    expect(ids).not.toContain(`departure-${old.id}`);
  });
});

describe('GET /api/tour_info/departures/{id}', () => {
  it('accepts the prefixed and the bare id', async () => {
    const [first] = await rowsOf(901);
    const a = await get(`/api/tour_info/departures/departure-${first.id}`);
    const b = await get(`/api/tour_info/departures/${first.id}`);
    expect(a.statusCode).toBe(200);
    expect(a.json()).toEqual(b.json());
    expect(a.json()).toMatchObject({ success: true, 'tour_info/departure': { id: `departure-${first.id}`, date: first.date, tour_id: 901 } });
  });

  it.each(['999999', 'abc', '0', 'departure-', 'booking-1', '99999999999999999999', '1.5', '%20'])('answers 404 for %s', async (id) => {
    const res = await get(`/api/tour_info/departures/${id}`);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ success: false, errors: ['Departure not found.'] });
  });
});

describe('GET /api/tour_info/tours/{id}/get_intrepid_departures', () => {
  it('lists every bookable departure of that tour in the tours field', async () => {
    const res = await get('/api/tour_info/tours/902/get_intrepid_departures');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=60');
    const items: DepartureItem[] = res.json().tours;
    expect(items.length).toBeGreaterThan(5);
    expect(items.every((d) => d.tour_id === 902 && weekday(d.date) === 1)).toBe(true);
    expect(items.every((d) => [11, 12, 1, 2, 3, 4].includes(monthOf(d.date)))).toBe(true);
    expect(items.map((d) => d.id)).toEqual((await list()).filter((d) => d.tour_id === 902).map((d) => d.id));
  });

  it('answers an empty list for an archived tour', async () => {
    const res = await get('/api/tour_info/tours/904/get_intrepid_departures');
    expect(res.json()).toEqual({ success: true, tours: [] });
  });

  it.each(['9999', 'abc', '-1', '99999999999'])('answers 404 for tour %s', async (id) => {
    const res = await get(`/api/tour_info/tours/${id}/get_intrepid_departures`);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ success: false, errors: ['Tour not found.'] });
  });
});

describe('GET /api/tour_info/tours/{id}/availability', () => {
  it("answers the calendar's inactive ranges, offline weekdays, cutoff, season and departure dates", async () => {
    const res = await get('/api/tour_info/tours/902/availability');
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({
      date_range: [{ from: '2026-12-20', to: '2027-01-05' }],
      offline_days: [0],
      before_date: addDays(today, 5),
      season: { from_month: 11, to_month: 4 },
    });
    expect(data.departure_dates).toEqual((await rowsOf(902)).filter((d) => d.date >= addDays(today, 5)).map((d) => d.date));
  });

  it('answers a null season for an all-year tour', async () => {
    const data = (await get('/api/tour_info/tours/901/availability')).json().data;
    expect(data.season).toBeNull();
    expect(data.date_range).toEqual([]);
  });

  it('answers 404 for an unknown tour', async () => {
    expect((await get('/api/tour_info/tours/4242/availability')).statusCode).toBe(404);
  });
});

describe('POST /api/tour_info/departures/checking_departure', () => {
  it('confirms an open departure with its seats and id', async () => {
    const row = (await rowsOf(901)).find((d) => d.availableSeats > 1 && d.date >= addDays(today, 3))!;
    const res = await check({ tour_id: 901, departure_date: dmy(row.date) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      data: { available: true, message: `This departure has ${row.availableSeats} seats left.`, departure: { _id: `departure-${row.id}` } },
    });
  });

  it('says "1 seat" for the last seat and accepts the tour id as a string', async () => {
    const row = (await rowsOf(903))[0];
    await ctx.app.db.update(departures).set({ availableSeats: 1 }).where(eq(departures.id, row.id));
    const res = await check({ tour_id: '903', departure_date: dmy(row.date) });
    expect(res.json().data).toMatchObject({ available: true, message: 'This departure has 1 seat left.' });
  });

  it('says a sold-out date is fully booked and names the nearest dates', async () => {
    const rows = (await rowsOf(902)).filter((d) => d.date >= addDays(today, 5));
    const target = rows[3];
    await ctx.app.db.update(departures).set({ availableSeats: 0 }).where(eq(departures.id, target.id));
    const res = await check({ tour_id: 902, departure_date: dmy(target.date) });
    const data = res.json().data;
    expect(data.available).toBe(false);
    expect(data.departure).toBeNull();
    expect(data.message).toMatch(/^This date is fully booked\. The nearest departures are \d{2}\/\d{2}\/\d{4} and \d{2}\/\d{2}\/\d{4}\.$/);
    expect(data.message).not.toContain(formatNumericDate(target.date));
  });

  it("says when the tour does not run on a date and suggests the nearest departures", async () => {
    const rows = (await rowsOf(901)).filter((d) => d.date >= addDays(today, 3));
    // The day after a departure is never a departure of a Sunday + Wednesday tour. Its nearest
    // departures are that one and the next, where the next is closer than the one before (not
    // across a break in the calendar, such as the new year's, whatever today is).
    const i = rows.findIndex((row, k) => k >= 5 && rows[k + 1] && daysBetween(row.date, rows[k + 1].date) - 1 < daysBetween(rows[k - 1].date, row.date) + 1);
    const [base, next] = [rows[i], rows[i + 1]];
    const day = addDays(base.date, 1);
    const res = await check({ tour_id: 901, departure_date: dmy(day) });
    const data = res.json().data;
    expect(data.available).toBe(false);
    expect(data.message).toBe(`We don't run this tour on that date. The nearest departures are ${formatNumericDate(base.date)} and ${formatNumericDate(next.date)}.`);
  });

  it('refuses a past date and a date inside the cutoff', async () => {
    const past = (await check({ tour_id: 901, departure_date: dmy(addDays(today, -1)) })).json().data;
    expect(past).toMatchObject({ available: false, departure: null });
    expect(past.message).toMatch(/^This date has passed\./);
    const soon = (await check({ tour_id: 903, departure_date: dmy(addDays(today, 2)) })).json().data;
    expect(soon.available).toBe(false);
    expect(soon.message).toMatch(/^This date is too close to departure to book online\./);
  });

  it('says an archived tour is no longer running', async () => {
    const data = (await check({ tour_id: 904, departure_date: dmy(addDays(today, 30)) })).json().data;
    expect(data).toEqual({ available: false, message: 'This tour is no longer running.', departure: null });
  });

  it('answers 404 for an unknown tour', async () => {
    const res = await check({ tour_id: 4242, departure_date: dmy(addDays(today, 30)) });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ success: false, errors: ['Tour not found.'] });
  });

  it.each([
    [{ departure_date: '1/12/2026' }, 'tour_id'],
    [{ tour_id: 901 }, 'departure_date'],
    [{ tour_id: 901, departure_date: '2026-12-01' }, 'departure_date'],
    [{ tour_id: 901, departure_date: '31/02/2027' }, 'departure_date'],
    [{ tour_id: 901, departure_date: 12 }, 'departure_date'],
    [{ tour_id: 'abc', departure_date: '1/12/2026' }, 'tour_id'],
    [{ tour_id: -3, departure_date: '1/12/2026' }, 'tour_id'],
    [{ tour_id: 901, departure_date: '1/12/2026', admin: true }, 'admin'],
  ])('answers 400 for %j', async (payload, field) => {
    const res = await check(payload);
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.success).toBe(false);
    expect(body.errors.join(' ')).toContain(field);
  });

  it('answers 400 for a body that is not JSON or not an object', async () => {
    for (const payload of ['{"tour_id":', '[]', 'null', '"x"']) {
      const res = await ctx.app.inject({ method: 'POST', url: '/api/tour_info/departures/checking_departure', headers: { 'content-type': 'application/json' }, payload });
      expect(res.statusCode).toBe(400);
      expect(res.json().success).toBe(false);
    }
  });
});
