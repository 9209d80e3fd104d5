import fc from 'fast-check';
import { approxEur, formatEur, formatNumber, formatNzd, formatNzdCents, formatNzdCentsExact, formatNzdExact, toEur } from './money';

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


describe('NZD formatting', () => {
  it('shows whole dollars with thousands separators and the NZ$ sign', () => {
    expect(formatNzd(3495)).toBe('NZ$3,495');
    expect(formatNzd(99)).toBe('NZ$99');
    expect(formatNzd(12345678)).toBe('NZ$12,345,678');
    expect(formatNzd(0)).toBe('NZ$0');
  });

  it('keeps cents only when the amount is not whole', () => {
    expect(formatNzd(3145.5)).toBe('NZ$3,145.50');
    expect(formatNzd(10.005)).toBe('NZ$10.01');
    expect(formatNzdCents(349500)).toBe('NZ$3,495');
    expect(formatNzdCents(314550)).toBe('NZ$3,145.50');
  });

  it('puts the minus sign before the currency', () => {
    expect(formatNzd(-350)).toBe('-NZ$350');
  });
});

describe('EUR conversion', () => {
  it('multiplies by the rate and rounds to whole euros', () => {
    expect(toEur(3495, 0.55)).toBe(1922);
    expect(toEur(1000, 0.5549)).toBe(555);
    expect(formatEur(1922)).toBe('€1,922');
    expect(approxEur(3495, 0.55)).toBe('≈ €1,922');
  });

  it('gives nothing without a usable rate', () => {
    expect(toEur(3495, null)).toBeNull();
    expect(toEur(3495, 0)).toBeNull();
    expect(toEur(3495, Number.NaN)).toBeNull();
    expect(approxEur(3495, undefined)).toBeNull();
  });
});

describe('formatNzdExact (amounts compared side by side)', () => {
  it('always shows the cents', () => {
    expect(formatNzdExact(5495)).toBe('NZ$5,495.00');
    expect(formatNzdExact(200)).toBe('NZ$200.00');
    expect(formatNzdExact(3145.5)).toBe('NZ$3,145.50');
    expect(formatNzdExact(0)).toBe('NZ$0.00');
    expect(formatNzdExact(-200)).toBe('-NZ$200.00');
    expect(formatNzdExact(-0.001)).toBe('NZ$0.00');
    expect(formatNzdExact(1234567.899)).toBe('NZ$1,234,567.90');
  });
});

describe('formatNzdCentsExact (emails and receipts)', () => {
  it('writes integer cents with the cents always shown', () => {
    expect(formatNzdCentsExact(529500)).toBe('NZ$5,295.00');
    expect(formatNzdCentsExact(9900)).toBe('NZ$99.00');
    expect(formatNzdCentsExact(-1000)).toBe('-NZ$10.00');
    expect(formatNzdCentsExact(0)).toBe('NZ$0.00');
    expect(formatNzdCentsExact(5)).toBe('NZ$0.05');
    expect(formatNzdCentsExact(123_456_789)).toBe('NZ$1,234,567.89');
  });
});
