import fc from 'fast-check';
import { compareIsoDates, formatNumber, formatNzDateTime, nzCalendarDate, todayInNz } from './nz-format';

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

describe('formatNzDateTime (a hold end: date and time of day in Pacific/Auckland)', () => {
  it("writes 'Tue 25 Nov, 7:15 pm' for an instant in New Zealand daylight time (UTC+13)", () => {
    expect(formatNzDateTime('2025-11-25T06:15:00Z')).toBe('Tue 25 Nov, 7:15 pm');
    expect(formatNzDateTime('2025-11-25T06:15:00.000+00:00')).toBe('Tue 25 Nov, 7:15 pm');
  });

  it('gives the next day in Auckland late in the UTC day, with midnight and noon as 12', () => {
    expect(formatNzDateTime('2026-11-22T11:05:00Z')).toBe('Mon 23 Nov, 12:05 am');
    expect(formatNzDateTime('2026-06-30T12:00:00Z')).toBe('Wed 1 Jul, 12:00 am');
    expect(formatNzDateTime('2026-07-01T00:30:00Z')).toBe('Wed 1 Jul, 12:30 pm');
  });

  it('moves with the clocks when daylight time starts (last Sunday of September, 2 am -> 3 am)', () => {
    // 27 Sep 2026: the change is at 14:00 UTC on the Saturday.
    expect(formatNzDateTime('2026-09-26T13:59:00Z')).toBe('Sun 27 Sep, 1:59 am'); // UTC+12
    expect(formatNzDateTime('2026-09-26T14:00:00Z')).toBe('Sun 27 Sep, 3:00 am'); // UTC+13
    expect(formatNzDateTime('2026-09-26T14:30:00Z')).toBe('Sun 27 Sep, 3:30 am');
  });

  it('moves with the clocks when daylight time ends (first Sunday of April, 3 am -> 2 am)', () => {
    // 5 Apr 2026: 2:30 am happens twice, once in each offset.
    expect(formatNzDateTime('2026-04-04T13:30:00Z')).toBe('Sun 5 Apr, 2:30 am'); // UTC+13
    expect(formatNzDateTime('2026-04-04T13:59:00Z')).toBe('Sun 5 Apr, 2:59 am');
    expect(formatNzDateTime('2026-04-04T14:00:00Z')).toBe('Sun 5 Apr, 2:00 am'); // UTC+12
    expect(formatNzDateTime('2026-04-04T14:30:00Z')).toBe('Sun 5 Apr, 2:30 am');
    expect(formatNzDateTime('2026-04-05T00:00:00Z')).toBe('Sun 5 Apr, 12:00 pm');
  });

  it('agrees with nzCalendarDate on the day at any instant', () => {
    const day = (iso: string) => Number(iso.slice(8, 10));
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(2020, 0, 1), max: Date.UTC(2060, 11, 31) }), (ms) => {
        const at = new Date(ms);
        return formatNzDateTime(at.toISOString()).split(' ')[1] === String(day(nzCalendarDate(at)));
      }),
      { numRuns: 500 },
    );
  });

  it('gives nothing for a missing or unreadable instant', () => {
    expect(formatNzDateTime(null)).toBe('');
    expect(formatNzDateTime('')).toBe('');
    expect(formatNzDateTime('not a date')).toBe('');
  });
});
