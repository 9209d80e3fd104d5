/**
 * Departure generation from a tour's availability rules: pure and deterministic (a PRNG seeded
 * from the tour and the date), so seeding twice yields the same departures and tests can pin
 * every rule down.
 *
 * Rules (SPEC 5, DECISIONS "Departures"):
 * - a departure starts on one of the tour's departure weekdays, never on an offline weekday;
 * - its start month lies inside the season window, which may wrap the year end (Oct-May is
 *   from_month 10, to_month 5);
 * - never inside an inactive range (inclusive), never before today + cutoff_days (and never
 *   today itself), and not 18 months or more from today.
 */
import { monthOf } from '../../modules/departures/dates';
import { addDays, addMonths, daysBetween, weekday } from '../../../contract/dates';

export interface AvailabilityRules {
  season: { from_month: number; to_month: number } | null;
  departure_weekdays: number[];
  offline_weekdays: number[];
  inactive_ranges: { from: string; to: string }[];
  cutoff_days: number;
}

export interface GenerationTour {
  api_id: number;
  number_of_days: number;
  starting_price_cents: number;
  start_location: string;
  end_location: string;
  availability: AvailabilityRules & { seats_per_departure: number };
}

export interface GeneratedDeparture {
  date: string;
  end_date: string;
  reverse: boolean;
  total_seats: number;
  available_seats: number;
  based_price_cents: number;
  tour_price_cents: number;
  discount_rate: number;
  last_deal: boolean;
}

export const HORIZON_MONTHS = 18;

/** True when `month` (1-12) lies in the season window; a window with from > to wraps the year end. */
export function inSeason(month: number, season: AvailabilityRules['season']): boolean {
  if (!season) return true;
  const { from_month: from, to_month: to } = season;
  return from <= to ? month >= from && month <= to : month >= from || month <= to;
}

export function inInactiveRange(date: string, ranges: AvailabilityRules['inactive_ranges']): boolean {
  return ranges.some((r) => date >= r.from && date <= r.to);
}

/** The first date a departure may start on: today + cutoff days, and never today itself. */
export function firstBookableDate(today: string, cutoffDays: number): string {
  return addDays(today, Math.max(1, cutoffDays));
}

/** Whether the rules allow a departure to start on `date` (ignoring the cutoff and horizon). */
export function isDepartureDay(date: string, rules: AvailabilityRules): boolean {
  const day = weekday(date);
  return (
    rules.departure_weekdays.includes(day) &&
    !rules.offline_weekdays.includes(day) &&
    inSeason(monthOf(date), rules.season) &&
    !inInactiveRange(date, rules.inactive_ranges)
  );
}

/** Every start date the rules allow from the cutoff up to (not including) today + 18 months. */
export function departureDates(rules: AvailabilityRules, today: string, horizonMonths = HORIZON_MONTHS): string[] {
  const end = addMonths(today, horizonMonths);
  const dates: string[] = [];
  for (let date = firstBookableDate(today, rules.cutoff_days); date < end; date = addDays(date, 1)) {
    if (isDepartureDay(date, rules)) dates.push(date);
  }
  return dates;
}

/** FNV-1a hash of a string: the PRNG seed. */
function hashSeed(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** mulberry32: a small, well-mixed deterministic PRNG returning [0, 1). */
export function prng(seedText: string): () => number {
  let a = hashSeed(seedText);
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The price after a percent discount, rounded to whole dollars. */
export function discountedPriceCents(basedCents: number, discountRate: number): number {
  return Math.round((basedCents * (100 - discountRate)) / 100 / 100) * 100;
}

export const LAST_MINUTE_DAYS = { from: 15, to: 60 };
export const EARLY_BIRD_DAYS = { from: 183, to: 365 };

/**
 * The departures of one tour. Most are full price with every seat free; last-minute deals
 * (15-60 days out, 10-25 % off, `last_deal`), early-bird deals (6-12 months out, 10-15 % off),
 * a few sold out and some with 1-3 seats left; one-way tours sometimes run in reverse.
 */
export function generateDepartures(tour: GenerationTour, today: string, horizonMonths = HORIZON_MONTHS): GeneratedDeparture[] {
  const total = tour.availability.seats_per_departure;
  const oneWay = tour.start_location !== tour.end_location;
  return departureDates(tour.availability, today, horizonMonths).map((date) => {
    const random = prng(`${tour.api_id}|${date}`);
    const daysOut = daysBetween(today, date);

    let discountRate = 0;
    let lastDeal = false;
    const dealDraw = random();
    const rateDraw = random();
    if (daysOut >= LAST_MINUTE_DAYS.from && daysOut <= LAST_MINUTE_DAYS.to && dealDraw < 0.35) {
      discountRate = [10, 15, 20, 25][Math.floor(rateDraw * 4)];
      lastDeal = true;
    } else if (daysOut >= EARLY_BIRD_DAYS.from && daysOut <= EARLY_BIRD_DAYS.to && dealDraw < 0.15) {
      discountRate = rateDraw < 0.5 ? 10 : 15;
    }

    const seatDraw = random();
    const countDraw = random();
    let available = total;
    if (seatDraw < 0.05) available = 0;
    else if (seatDraw < 0.15) available = Math.min(total, 1 + Math.floor(countDraw * 3));
    else if (seatDraw < 0.4 && total > 4) available = 4 + Math.floor(countDraw * (total - 4));

    const reverse = oneWay && random() < 0.2;
    return {
      date,
      end_date: addDays(date, tour.number_of_days - 1),
      reverse,
      total_seats: total,
      available_seats: available,
      based_price_cents: tour.starting_price_cents,
      tour_price_cents: discountedPriceCents(tour.starting_price_cents, discountRate),
      discount_rate: discountRate,
      last_deal: lastDeal,
    };
  });
}
