import { formatLongDate, formatShortDate } from './dates-display';

describe('dates for people', () => {
  it('writes a departure date with its weekday', () => {
    expect(formatLongDate('2027-03-05')).toBe('Fri 5 Mar 2027');
    expect(formatLongDate('2026-12-25')).toBe('Fri 25 Dec 2026');
  });
  it('writes a short date', () => {
    expect(formatShortDate('2027-11-09')).toBe('9 Nov');
  });
});
