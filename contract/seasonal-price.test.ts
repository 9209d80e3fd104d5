import fc from 'fast-check';
import { addDays } from './dates';
import { addonPriceDate, seasonalWindowOn, type DateRange } from './seasonal-price';

const asRange = (w: DateRange) => w;

describe('addonPriceDate (SPEC 5: departure date plus the day ordinal)', () => {
  it('prices day N on the departure date + N, and a general add-on on the departure date', () => {
    expect(addonPriceDate('2027-07-01', 2)).toBe('2027-07-03');
    expect(addonPriceDate('2027-12-31', 1)).toBe('2028-01-01');
    expect(addonPriceDate('2027-07-01', null)).toBe('2027-07-01');
  });
});

describe('seasonalWindowOn', () => {
  const peak = { from: '2027-07-03', to: '2027-07-10' };

  it('includes both ends of a window and nothing outside it', () => {
    expect(seasonalWindowOn([peak], '2027-07-02', asRange)).toBeUndefined();
    expect(seasonalWindowOn([peak], '2027-07-03', asRange)).toBe(peak);
    expect(seasonalWindowOn([peak], '2027-07-10', asRange)).toBe(peak);
    expect(seasonalWindowOn([peak], '2027-07-11', asRange)).toBeUndefined();
    expect(seasonalWindowOn([], '2027-07-05', asRange)).toBeUndefined();
  });

  it('takes the window that starts first where windows overlap, in any order', () => {
    const early = { from: '2027-01-01', to: '2027-01-31' };
    const late = { from: '2027-01-10', to: '2027-02-10' };
    expect(seasonalWindowOn([late, early], '2027-01-14', asRange)).toBe(early);
    expect(seasonalWindowOn([late, early], '2027-02-01', asRange)).toBe(late);
  });

  it('reads windows of any shape through the range', () => {
    const row = { priceCents: 15_000, availableFrom: '2027-06-03', availableTo: '2027-06-10' };
    expect(seasonalWindowOn([row], '2027-06-05', (w) => ({ from: w.availableFrom, to: w.availableTo }))).toBe(row);
  });

  it('finds a window exactly when some window covers the date', () => {
    const day = fc.integer({ min: 0, max: 400 }).map((n) => addDays('2027-01-01', n));
    fc.assert(
      fc.property(fc.array(fc.tuple(day, fc.integer({ min: 0, max: 60 }))), day, (raw, date) => {
        const windows = raw.map(([from, length]) => ({ from, to: addDays(from, length) }));
        const found = seasonalWindowOn(windows, date, asRange);
        const covering = windows.filter((w) => w.from <= date && date <= w.to);
        return covering.length === 0 ? found === undefined : found !== undefined && covering.every((w) => found.from <= w.from);
      }),
    );
  });
});
