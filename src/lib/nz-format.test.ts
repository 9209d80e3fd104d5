import fc from 'fast-check';
import { compareIsoDates, formatNumber, nzCalendarDate, todayInNz } from './nz-format';

describe('formatNumber', () => {
  it('writes whole numbers with thousands separators and others with cents', () => {
    expect(formatNumber(0)).toBe('0');
    expect(formatNumber(999)).toBe('999');
    expect(formatNumber(1000)).toBe('1,000');
    expect(formatNumber(1234567)).toBe('1,234,567');
    expect(formatNumber(3145.5)).toBe('3,145.50');
    expect(formatNumber(-7995)).toBe('-7,995');
  });

  it('writes every amount as en-NZ Intl.NumberFormat does', () => {
    const whole = new Intl.NumberFormat('en-NZ', { maximumFractionDigits: 0 });
    const cents = new Intl.NumberFormat('en-NZ', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (n) => formatNumber(n) === whole.format(n)),
      { numRuns: 500 },
    );
    fc.assert(
      fc.property(fc.integer({ min: -1e9, max: 1e9 }), fc.integer({ min: 1, max: 99 }), (n, c) => {
        const value = n + (n < 0 ? -c : c) / 100;
        return formatNumber(value) === cents.format(value);
      }),
      { numRuns: 500 },
    );
  });
});

describe('dates in New Zealand', () => {
  const intl = new Intl.DateTimeFormat('en-CA', { timeZone: 'Pacific/Auckland', year: 'numeric', month: '2-digit', day: '2-digit' });

  it('gives the same calendar date as the time-zone database, on either side of every daylight-time change', () => {
    for (let year = 2008; year <= 2099; year++) {
      // Every hour of the two weekends the clocks change, and each day of the year at noon UTC.
      for (const [month, days] of [[3, [1, 2, 3, 4, 5, 6, 7, 8]], [8, [23, 24, 25, 26, 27, 28, 29, 30]]] as const) {
        for (const day of days) for (let hour = 0; hour < 24; hour++) {
          const at = new Date(Date.UTC(year, month, day, hour, 30));
          expect(`${at.toISOString()} ${nzCalendarDate(at)}`).toBe(`${at.toISOString()} ${intl.format(at)}`);
        }
      }
    }
  });

  it('agrees with the time-zone database at any instant', () => {
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(2008, 0, 1), max: Date.UTC(2099, 11, 31) }), (ms) => nzCalendarDate(new Date(ms)) === intl.format(new Date(ms))),
      { numRuns: 2000 },
    );
  });

  it("gives the calendar date in Auckland, which is a day ahead of UTC's late in the day", () => {
    expect(nzCalendarDate(new Date('2026-11-22T11:30:00Z'))).toBe('2026-11-23');
    expect(nzCalendarDate(new Date('2026-07-01T11:30:00Z'))).toBe('2026-07-01');
    expect(todayInNz(new Date('2026-12-31T12:00:00Z'))).toBe('2027-01-01');
  });
});

describe('compareIsoDates', () => {
  it('orders ISO dates in time, across months and years', () => {
    expect(['2027-01-05', '2026-12-31', '2026-02-01', '2026-12-31'].sort(compareIsoDates)).toEqual(['2026-02-01', '2026-12-31', '2026-12-31', '2027-01-05']);
  });
});
