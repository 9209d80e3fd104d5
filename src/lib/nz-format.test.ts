import fc from 'fast-check';
import { formatNumber, nzCalendarDate, todayInNz } from './nz-format';

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
  it("gives the calendar date in Auckland, which is a day ahead of UTC's late in the day", () => {
    expect(nzCalendarDate(new Date('2026-11-22T11:30:00Z'))).toBe('2026-11-23');
    expect(nzCalendarDate(new Date('2026-07-01T11:30:00Z'))).toBe('2026-07-01');
    expect(todayInNz(new Date('2026-12-31T12:00:00Z'))).toBe('2027-01-01');
  });
});
