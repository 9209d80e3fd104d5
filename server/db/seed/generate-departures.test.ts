import { departureDates, discountedPriceCents, generateDepartures, inSeason, isDepartureDay, type AvailabilityRules, type GenerationTour } from './generate-departures';
import { monthOf } from '../../modules/departures/dates';
import { addMonths, daysBetween, weekday } from '../../../contract/dates';

const rules = (over: Partial<AvailabilityRules> = {}): AvailabilityRules => ({
  season: null,
  departure_weekdays: [0, 3],
  offline_weekdays: [],
  inactive_ranges: [],
  cutoff_days: 3,
  ...over,
});

const tour = (over: Partial<GenerationTour> = {}): GenerationTour => ({
  api_id: 7,
  number_of_days: 9,
  starting_price_cents: 349500,
  start_location: 'Auckland',
  end_location: 'Wellington',
  availability: { ...rules(), seats_per_departure: 16 },
  ...over,
});

describe('inSeason', () => {
  it('accepts every month without a season', () => {
    for (let m = 1; m <= 12; m++) expect(inSeason(m, null)).toBe(true);
  });

  it('wraps the year end for October-May', () => {
    const season = { from_month: 10, to_month: 5 };
    expect([1, 2, 3, 4, 5, 10, 11, 12].every((m) => inSeason(m, season))).toBe(true);
    expect([6, 7, 8, 9].some((m) => inSeason(m, season))).toBe(false);
  });

  it('wraps the year end for November-April', () => {
    const season = { from_month: 11, to_month: 4 };
    expect([11, 12, 1, 4].every((m) => inSeason(m, season))).toBe(true);
    expect([5, 10].some((m) => inSeason(m, season))).toBe(false);
  });

  it('handles a window inside one year (July-September)', () => {
    const season = { from_month: 7, to_month: 9 };
    expect([7, 8, 9].every((m) => inSeason(m, season))).toBe(true);
    expect([6, 10, 1].some((m) => inSeason(m, season))).toBe(false);
  });
});

describe('departureDates', () => {
  const today = '2026-05-20'; // a Wednesday

  it('starts only on departure weekdays', () => {
    const dates = departureDates(rules({ departure_weekdays: [1, 5] }), today);
    expect(dates.length).toBeGreaterThan(100);
    expect(new Set(dates.map(weekday))).toEqual(new Set([1, 5]));
  });

  it('never starts on an offline weekday, even when listed as a departure weekday', () => {
    const dates = departureDates(rules({ departure_weekdays: [1, 5], offline_weekdays: [5] }), today);
    expect(new Set(dates.map(weekday))).toEqual(new Set([1]));
  });

  it('keeps to a season that wraps the year end', () => {
    const dates = departureDates(rules({ season: { from_month: 10, to_month: 5 } }), today);
    const months = new Set(dates.map(monthOf));
    expect(months).toEqual(new Set([10, 11, 12, 1, 2, 3, 4, 5]));
    // May of this year (after the cutoff), then from October on.
    expect(dates[0] < '2026-06-01').toBe(true);
    expect(dates.some((d) => d >= '2026-06-01' && d < '2026-10-01')).toBe(false);
  });

  it('skips inactive ranges, inclusive of both ends', () => {
    const ranges = [{ from: '2026-12-20', to: '2027-01-06' }];
    const dates = departureDates(rules({ departure_weekdays: [0, 1, 2, 3, 4, 5, 6], inactive_ranges: ranges }), today);
    expect(dates).toContain('2026-12-19');
    expect(dates).not.toContain('2026-12-20');
    expect(dates).not.toContain('2027-01-01');
    expect(dates).not.toContain('2027-01-06');
    expect(dates).toContain('2027-01-07');
  });

  it('starts no earlier than today + cutoff days, and never today', () => {
    const daily = rules({ departure_weekdays: [0, 1, 2, 3, 4, 5, 6] });
    expect(departureDates({ ...daily, cutoff_days: 10 }, today)[0]).toBe('2026-05-30');
    expect(departureDates({ ...daily, cutoff_days: 0 }, today)[0]).toBe('2026-05-21');
  });

  it('stops before today + 18 months', () => {
    const dates = departureDates(rules({ departure_weekdays: [0, 1, 2, 3, 4, 5, 6] }), today);
    expect(dates[dates.length - 1]).toBe('2027-11-19');
    expect(addMonths(today, 18)).toBe('2027-11-20');
  });

  it('agrees with isDepartureDay for every date it returns', () => {
    const r = rules({ season: { from_month: 11, to_month: 4 }, departure_weekdays: [1], offline_weekdays: [0], inactive_ranges: [{ from: '2026-12-20', to: '2027-01-05' }] });
    const dates = departureDates(r, today);
    expect(dates.length).toBeGreaterThan(20);
    expect(dates.every((d) => isDepartureDay(d, r))).toBe(true);
  });
});

describe('generateDepartures', () => {
  const today = '2026-03-02';
  const list = generateDepartures(tour(), today);

  it('is deterministic', () => {
    expect(generateDepartures(tour(), today)).toEqual(list);
  });

  it('gives each departure its end date from the number of days', () => {
    expect(list.every((d) => daysBetween(d.date, d.end_date) === 8)).toBe(true);
  });

  it('keeps most departures full price and full', () => {
    const fullPrice = list.filter((d) => d.discount_rate === 0 && d.tour_price_cents === d.based_price_cents);
    expect(fullPrice.length / list.length).toBeGreaterThan(0.7);
    expect(list.filter((d) => d.available_seats === 16).length / list.length).toBeGreaterThan(0.5);
    expect(list.every((d) => d.total_seats === 16 && d.available_seats >= 0 && d.available_seats <= 16)).toBe(true);
  });

  it('makes last-minute deals only 15-60 days out, 10-25 % off', () => {
    const lastMinute = list.filter((d) => d.last_deal);
    expect(lastMinute.length).toBeGreaterThan(0);
    for (const d of lastMinute) {
      const days = daysBetween(today, d.date);
      expect(days).toBeGreaterThanOrEqual(15);
      expect(days).toBeLessThanOrEqual(60);
      expect([10, 15, 20, 25]).toContain(d.discount_rate);
    }
  });

  it('makes early-bird deals only 6-12 months out, 10-15 % off', () => {
    const earlyBird = list.filter((d) => d.discount_rate > 0 && !d.last_deal);
    expect(earlyBird.length).toBeGreaterThan(0);
    for (const d of earlyBird) {
      const days = daysBetween(today, d.date);
      expect(days).toBeGreaterThanOrEqual(183);
      expect(days).toBeLessThanOrEqual(365);
      expect([10, 15]).toContain(d.discount_rate);
    }
  });

  it('prices a deal as the based price minus the discount, in whole dollars', () => {
    for (const d of list) expect(d.tour_price_cents).toBe(discountedPriceCents(d.based_price_cents, d.discount_rate));
    expect(discountedPriceCents(349500, 15)).toBe(297100);
    expect(discountedPriceCents(349500, 0)).toBe(349500);
  });

  it('has a few sold-out departures and some with 1-3 seats left', () => {
    expect(list.some((d) => d.available_seats === 0)).toBe(true);
    expect(list.some((d) => d.available_seats >= 1 && d.available_seats <= 3)).toBe(true);
  });

  it('reverses only one-way tours', () => {
    expect(list.some((d) => d.reverse)).toBe(true);
    const loop = generateDepartures(tour({ end_location: 'Auckland' }), today);
    expect(loop.some((d) => d.reverse)).toBe(false);
  });
});
