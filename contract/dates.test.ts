import fc from 'fast-check';
import { tzOffset } from '@date-fns/tz';
import { NZ_OFFSETS_UNTIL, NZ_OFFSET_CHANGES } from './nz-offsets';
import {
  formatDateRange,
  addDays,
  addMonths,
  compareIsoDates,
  daysBetween,
  formatDayMonth,
  formatLongDate,
  formatMediumDate,
  formatNumericDate,
  formatNzDateTime,
  formatNzDateTimeLong,
  formatNzLongDate,
  formatNzMonthYear,
  formatNzWeekdayDate,
  formatPickerDate,
  formatSearchDate,
  isoToLocalDate,
  formatWeekdayDate,
  isIsoDate,
  nzDateOf,
  todayInNz,
  weekday,
} from './dates';

describe('calendar dates', () => {
  it('knows a real date from a date-shaped string', () => {
    expect(isIsoDate('2028-02-29')).toBe(true);
    expect(isIsoDate('2027-02-29')).toBe(false);
    expect(isIsoDate('2027-13-01')).toBe(false);
    expect(isIsoDate('2027-1-01')).toBe(false);
    expect(isIsoDate(20270101)).toBe(false);
  });

  it('adds days across months, years and daylight-time changes', () => {
    expect(addDays('2027-03-01', 2)).toBe('2027-03-03');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-09-26', 1)).toBe('2026-09-27');
    expect(addDays('2026-04-05', -5)).toBe('2026-03-31');
    expect(() => addDays('tomorrow', 1)).toThrow(RangeError);
  });

  it('adds months, clamping the day to the end of a shorter month', () => {
    expect(addMonths('2027-11-30', 3)).toBe('2028-02-29');
    expect(addMonths('2027-01-31', 1)).toBe('2027-02-28');
    expect(addMonths('2027-03-15', -3)).toBe('2026-12-15');
    expect(addMonths('2026-11-30', 3)).toBe('2027-02-28');
    expect(addMonths('2027-10-31', 3)).toBe('2028-01-31');
    expect(addMonths('2027-12-31', 1)).toBe('2028-01-31');
  });

  it('counts whole days between two dates, whatever the clocks do', () => {
    expect(daysBetween('2026-11-23', '2026-12-23')).toBe(30);
    expect(daysBetween('2026-12-23', '2026-11-23')).toBe(-30);
    expect(daysBetween('2026-03-01', '2026-11-01')).toBe(245);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 40000 }), fc.integer({ min: -800, max: 800 }), (start, n) => {
        const from = addDays('1990-01-01', start);
        return daysBetween(from, addDays(from, n)) === n;
      }),
      { numRuns: 500 },
    );
  });

  it('gives the weekday, Sunday first', () => {
    expect(weekday('2027-03-07')).toBe(0);
    expect(weekday('2027-03-05')).toBe(5);
  });

  it('orders ISO dates in time, across months and years', () => {
    expect(['2027-01-05', '2026-12-31', '2026-02-01', '2026-12-31'].sort(compareIsoDates)).toEqual(['2026-02-01', '2026-12-31', '2026-12-31', '2027-01-05']);
  });
});

describe('calendar dates for people (no time zone can shift them)', () => {
  it('writes the formats the pages and emails use', () => {
    expect(formatWeekdayDate('2027-03-05')).toBe('Fri 5 Mar 2027');
    expect(formatWeekdayDate('2026-12-25')).toBe('Fri 25 Dec 2026');
    expect(formatMediumDate('2027-03-05')).toBe('5 Mar 2027');
    expect(formatDayMonth('2027-11-09')).toBe('9 Nov');
    expect(formatLongDate('2026-03-07')).toBe('7 March 2026');
    expect(formatLongDate('2028-12-31')).toBe('31 December 2028');
    expect(formatNumericDate('2027-03-05')).toBe('05/03/2027');
  });

  it('gives nothing for a missing or unreadable date', () => {
    expect(formatWeekdayDate(null)).toBe('');
    expect(formatLongDate('')).toBe('');
    expect(formatMediumDate('2027-02-30')).toBe('');
  });
});

describe("a date picker's date", () => {
  it('writes it as typed and as the search address has it', () => {
    expect(formatPickerDate(new Date(2027, 2, 5))).toBe('05/03/2027');
    expect(formatSearchDate(new Date(2027, 2, 5))).toBe('03/05/2027');
  });
  it('reads a calendar date back as the same local day', () => {
    expect(isoToLocalDate('2027-03-05')).toEqual(new Date(2027, 2, 5));
    expect(isoToLocalDate('2027-02-30')).toBeNull();
  });
});

describe('instants in New Zealand', () => {
  it('dates a payment made on 23 November at 12:30 UTC on 24 November, in every format', () => {
    const paid = '2026-11-23T12:30:00Z';
    expect(nzDateOf(paid)).toBe('2026-11-24');
    expect(formatNzWeekdayDate(paid)).toBe('Tue 24 Nov 2026');
    expect(formatNzLongDate(paid)).toBe('24 November 2026');
    expect(formatNzLongDate(new Date(paid))).toBe('24 November 2026');
  });

  it('writes the month of a review in New Zealand', () => {
    expect(formatNzMonthYear('2025-03-31T12:00:00Z')).toBe('April 2025');
    expect(formatNzMonthYear('2025-03-14T09:15:00Z')).toBe('March 2025');
    expect(formatNzMonthYear('nonsense')).toBe('');
  });

  it("writes an email's moment in full", () => {
    expect(formatNzDateTimeLong(new Date('2026-11-25T06:15:00Z'))).toBe('Wednesday 25 November 2026, 7:15 pm');
    expect(formatNzDateTimeLong(new Date('2026-06-30T12:05:00Z'))).toBe('Wednesday 1 July 2026, 12:05 am');
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
          expect(`${at.toISOString()} ${nzDateOf(at)}`).toBe(`${at.toISOString()} ${intl.format(at)}`);
        }
      }
    }
  });

  it('agrees with the time-zone database at any instant', () => {
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(2008, 0, 1), max: Date.UTC(2099, 11, 31) }), (ms) => nzDateOf(new Date(ms)) === intl.format(new Date(ms))),
      { numRuns: 2000 },
    );
  });

  it("reads its table of offsets as the time zone database has them (else: npx tsx scripts/nz-offsets.ts)", () => {
    const at = (minute: number) => new Date(minute * 60_000);
    NZ_OFFSET_CHANGES.forEach(([from, offset], index) => {
      expect([at(from).toISOString(), tzOffset('Pacific/Auckland', at(from))]).toEqual([at(from).toISOString(), offset]);
      const until = NZ_OFFSET_CHANGES[index + 1]?.[0] ?? NZ_OFFSETS_UNTIL;
      // No change inside the stretch: the same offset a minute before the next one and at each midnight UTC.
      expect(tzOffset('Pacific/Auckland', at(until - 1))).toBe(offset);
      for (let minute = from; minute < until; minute += 24 * 60) expect(tzOffset('Pacific/Auckland', at(minute))).toBe(offset);
    });
    expect(NZ_OFFSET_CHANGES[0][0]).toBe(Date.UTC(2020, 0, 1) / 60_000);
    expect(NZ_OFFSETS_UNTIL).toBe(Date.UTC(2061, 0, 1) / 60_000);
  });

  it('dates instants before and after its table too, through the time zone database', () => {
    expect(nzDateOf(new Date('2019-06-30T12:30:00Z'))).toBe('2019-07-01');
    expect(nzDateOf(new Date('2070-12-31T11:30:00Z'))).toBe('2071-01-01');
    expect(() => nzDateOf('nonsense')).toThrow(RangeError);
  });

  it("gives the calendar date in Auckland, which is a day ahead of UTC's late in the day", () => {
    expect(nzDateOf(new Date('2026-11-22T11:30:00Z'))).toBe('2026-11-23');
    expect(nzDateOf(new Date('2026-07-01T11:30:00Z'))).toBe('2026-07-01');
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

  it('agrees with nzDateOf on the day at any instant', () => {
    const day = (iso: string) => Number(iso.slice(8, 10));
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(2020, 0, 1), max: Date.UTC(2060, 11, 31) }), (ms) => {
        const at = new Date(ms);
        return formatNzDateTime(at.toISOString()).split(' ')[1] === String(day(nzDateOf(at)));
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

describe('formatDateRange (a booking card\'s dates)', () => {
  it('writes the year once when both dates share it', () => {
    expect(formatDateRange('2027-03-05', '2027-03-14')).toBe('5 Mar – 14 Mar 2027');
    expect(formatDateRange('2027-12-28', '2028-01-06')).toBe('28 Dec 2027 – 6 Jan 2028');
    expect(formatDateRange('2027-03-05', '2027-03-05')).toBe('5 Mar 2027');
    expect(formatDateRange('2027-03-05', '')).toBe('5 Mar 2027');
  });
});
