/**
 * Reading departures for the site: bookable lists, one departure, a tour's availability for
 * the calendar, and the availability check with a helpful message.
 *
 * Bookable = status open, at least one seat, the tour not archived, and the date on or after
 * the tour's cutoff (today + cutoff_days, never today itself), today being Pacific/Auckland's.
 */
import { and, asc, eq, gt, gte, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { departures, tourCategories, tourInactiveRanges, tours } from '../../db/schema/catalogue';
import type { DepartureCheck, DepartureItem, TourAvailability } from '../../../contract/departures';
import { addDays, daysBetween, formatNumericDate } from '../../../contract/dates';

export const DEPARTURE_PREFIX = 'departure-';

/** 'departure-123' or '123' to 123; null for anything else (including ids beyond int4). */
export function parseDepartureId(raw: string): number | null {
  const m = /^(?:departure-)?([0-9]{1,9})$/.exec(raw.trim());
  if (!m) return null;
  const id = Number(m[1]);
  return id > 0 ? id : null;
}

/** A tour api id from a path or body; null when it cannot be one. */
export function parseTourApiId(raw: string | number): number | null {
  const text = String(raw).trim();
  if (!/^[0-9]{1,9}$/.test(text)) return null;
  const id = Number(text);
  return id > 0 ? id : null;
}

const itemColumns = {
  id: departures.id,
  date: departures.date,
  endDate: departures.endDate,
  reverse: departures.reverse,
  availableSeats: departures.availableSeats,
  basedPriceCents: departures.basedPriceCents,
  tourPriceCents: departures.tourPriceCents,
  discountRate: departures.discountRate,
  lastDeal: departures.lastDeal,
  tourApiId: tours.apiId,
  tourSlug: tours.contentId,
  tourName: tours.name,
  numberOfDays: tours.numberOfDays,
  startLocation: tours.startLocation,
  endLocation: tours.endLocation,
  mainImageUrl: tours.mainImageUrl,
  mapImageUrl: tours.mapImageUrl,
  tourType: tourCategories.tourType,
  categorySlug: tourCategories.absoluteSlug,
};

type ItemRow = Awaited<ReturnType<ReturnType<typeof selectItems>['execute']>>[number];

function toItem(row: ItemRow): DepartureItem {
  return {
    id: `${DEPARTURE_PREFIX}${row.id}`,
    date: row.date,
    end_date: row.endDate,
    reverse: row.reverse,
    available_seats: row.availableSeats,
    tour_type: row.tourType as DepartureItem['tour_type'],
    tour_id: row.tourApiId,
    tour_slug: row.tourSlug,
    category_slug: row.categorySlug.replace(/^\/+|\/+$/g, ''),
    based_price: row.basedPriceCents / 100,
    tour_price: row.tourPriceCents / 100,
    discount_rate: row.discountRate,
    last_deal: row.lastDeal,
    tour_data: {
      name: row.tourName,
      number_of_days: row.numberOfDays,
      start_location: row.startLocation,
      end_location: row.endLocation,
      main_image_url: row.mainImageUrl,
      map_image_url: row.mapImageUrl,
    },
  };
}

/** SQL condition: the departure can be booked today. */
function bookable(today: string): SQL {
  return and(
    eq(departures.status, 'open'),
    // Staff may close a departure for online sale (issue 18); it stays on the books.
    eq(departures.onSale, true),
    gt(departures.availableSeats, 0),
    eq(tours.archived, false),
    gt(departures.date, today),
    gte(departures.date, sql`${today}::date + ${tours.cutoffDays}`),
  )!;
}

function selectItems(db: Db) {
  return db
    .select(itemColumns)
    .from(departures)
    .innerJoin(tours, eq(departures.tourId, tours.id))
    .innerJoin(tourCategories, eq(tours.categoryId, tourCategories.id));
}

export async function listBookableDepartures(db: Db, today: string, filter: { discountedOnly?: boolean; tourId?: number } = {}): Promise<DepartureItem[]> {
  const conditions = [bookable(today)];
  if (filter.discountedOnly) conditions.push(gt(departures.discountRate, 0));
  if (filter.tourId !== undefined) conditions.push(eq(departures.tourId, filter.tourId));
  const rows = await selectItems(db)
    .where(and(...conditions))
    .orderBy(asc(departures.date), asc(tours.sortOrder), asc(departures.id));
  return rows.map(toItem);
}

export async function findDeparture(db: Db, id: number): Promise<DepartureItem | null> {
  const [row] = await selectItems(db).where(eq(departures.id, id));
  return row ? toItem(row) : null;
}

export async function findTourByApiId(db: Db, apiId: number) {
  const [tour] = await db.select().from(tours).where(eq(tours.apiId, apiId));
  return tour ?? null;
}

export async function tourAvailability(db: Db, tour: typeof tours.$inferSelect, today: string): Promise<TourAvailability> {
  const ranges = await db
    .select({ from: tourInactiveRanges.fromDate, to: tourInactiveRanges.toDate })
    .from(tourInactiveRanges)
    .where(eq(tourInactiveRanges.tourId, tour.id))
    .orderBy(asc(tourInactiveRanges.fromDate));
  const dates = tour.archived ? [] : await bookableDates(db, tour.id, today);
  return {
    date_range: ranges,
    offline_days: [...tour.offlineWeekdays].sort((a, b) => a - b),
    before_date: addDays(today, Math.max(1, tour.cutoffDays)),
    season: tour.seasonFromMonth !== null && tour.seasonToMonth !== null ? { from_month: tour.seasonFromMonth, to_month: tour.seasonToMonth } : null,
    departure_dates: dates,
  };
}

async function bookableDates(db: Db, tourId: number, today: string): Promise<string[]> {
  const rows = await db
    .select({ date: departures.date })
    .from(departures)
    .innerJoin(tours, eq(departures.tourId, tours.id))
    .where(and(bookable(today), eq(departures.tourId, tourId)))
    .orderBy(asc(departures.date));
  return rows.map((r) => r.date);
}

function seatsLeft(n: number): string {
  return n === 1 ? 'This departure has 1 seat left.' : `This departure has ${n} seats left.`;
}

/** The two bookable dates nearest to `date`, in date order, as a sentence (or a fallback). */
function nearestSentence(dates: string[], date: string): string {
  const nearest = [...dates]
    .sort((a, b) => Math.abs(daysBetween(date, a)) - Math.abs(daysBetween(date, b)) || (a < b ? -1 : 1))
    .slice(0, 2)
    .sort();
  if (nearest.length === 0) return 'There are no other dates open for booking right now; please contact us and we will help.';
  if (nearest.length === 1) return `The nearest departure is ${formatNumericDate(nearest[0])}.`;
  return `The nearest departures are ${formatNumericDate(nearest[0])} and ${formatNumericDate(nearest[1])}.`;
}

/** What the availability check needs of one tour, read once and reused for any date (see answerCheck). */
export interface TourCheckFacts {
  archived: boolean;
  cutoffDays: number;
  /** Bookable dates, in order. */
  dates: string[];
  /** Every departure of the tour on or after the earliest date it can be booked, whatever its state, by date. */
  departures: Map<string, { id: number; availableSeats: number; status: string; onSale: boolean }>;
}

/** Reads what checkDeparture needs for any date: the bookable dates and the departures from the tour's cutoff on. */
export async function tourCheckFacts(db: Db, tour: typeof tours.$inferSelect, today: string): Promise<TourCheckFacts> {
  const facts: TourCheckFacts = { archived: tour.archived, cutoffDays: tour.cutoffDays, dates: [], departures: new Map() };
  if (tour.archived) return facts;
  facts.dates = await bookableDates(db, tour.id, today);
  // Earlier dates are answered without their departure (passed, or too close to book).
  const rows = await db
    .select({ id: departures.id, date: departures.date, availableSeats: departures.availableSeats, status: departures.status, onSale: departures.onSale })
    .from(departures)
    .where(and(eq(departures.tourId, tour.id), gte(departures.date, earliestBookable(today, tour.cutoffDays))));
  for (const { date, ...departure } of rows) facts.departures.set(date, departure);
  return facts;
}

const earliestBookable = (today: string, cutoffDays: number) => addDays(today, Math.max(1, cutoffDays));

/** Answers "can I book this tour on this date?" with a message the site shows as is. */
export function answerCheck(facts: TourCheckFacts, date: string, today: string): DepartureCheck {
  if (facts.archived) return { available: false, message: 'This tour is no longer running.', departure: null };
  const { dates } = facts;
  const earliest = earliestBookable(today, facts.cutoffDays);

  if (date <= today) return { available: false, message: `This date has passed. ${nearestSentence(dates, date)}`, departure: null };
  if (date < earliest) return { available: false, message: `This date is too close to departure to book online. ${nearestSentence(dates, date)}`, departure: null };
  const departure = facts.departures.get(date);
  if (!departure || departure.status !== 'open' || !departure.onSale) {
    return { available: false, message: `We don't run this tour on that date. ${nearestSentence(dates, date)}`, departure: null };
  }
  if (departure.availableSeats <= 0) {
    return { available: false, message: `This date is fully booked. ${nearestSentence(dates, date)}`, departure: null };
  }
  return { available: true, message: seatsLeft(departure.availableSeats), departure: { _id: `${DEPARTURE_PREFIX}${departure.id}` } };
}

/** Answers "can I book this tour on this date?" straight from the database. */
export async function checkDeparture(db: Db, tour: typeof tours.$inferSelect, date: string, today: string): Promise<DepartureCheck> {
  return answerCheck(await tourCheckFacts(db, tour, today), date, today);
}
