import { localDateToIso as toIsoDate } from '../../../contract/dates';
import {
  availabilityMessage,
  disabledReason,
  fromIsoDate,
  highlightedDates,
  inSeason,
  isSelectable,
  lastDate,
  openingDate,
  toCheckDate,
  type TourAvailability,
} from './availability';

const base: TourAvailability = {
  date_range: [{ from: '2026-12-20', to: '2027-01-05' }],
  offline_days: [1], // Mondays
  before_date: '2026-11-29',
  season: null,
  departure_dates: ['2026-12-06', '2026-12-27', '2027-01-10', '2027-06-13'],
};

describe('date formats', () => {
  it('reads the picker’s local Date by its calendar day, and back', () => {
    expect(toIsoDate(new Date(2026, 11, 7, 23, 59))).toBe('2026-12-07');
    expect(toIsoDate(fromIsoDate('2027-01-31'))).toBe('2027-01-31');
  });

  it('sends the check date as D/MM/YYYY', () => {
    expect(toCheckDate('2026-12-07')).toBe('7/12/2026');
    expect(toCheckDate('2027-10-25')).toBe('25/10/2027');
  });
});

describe('disabled days (SPEC 5)', () => {
  it('disables days before the cutoff', () => {
    expect(disabledReason('2026-11-28', base)).toBe('before-cutoff');
    expect(disabledReason('2026-11-29', base)).toBeNull();
  });

  it('disables inactive ranges, both ends included', () => {
    expect(disabledReason('2026-12-19', base)).toBeNull();
    expect(disabledReason('2026-12-20', base)).toBe('inactive-range');
    expect(disabledReason('2027-01-05', base)).toBe('inactive-range');
    expect(disabledReason('2027-01-06', base)).toBeNull();
  });

  it('disables offline weekdays', () => {
    expect(disabledReason('2026-12-07', base)).toBe('offline-weekday'); // a Monday
    expect(disabledReason('2026-12-08', base)).toBeNull();
  });

  it('disables months outside the season: October-May wraps the year end, November-April too', () => {
    const octMay = { ...base, season: { from_month: 10, to_month: 5 } };
    expect(isSelectable('2027-05-30', octMay)).toBe(true);
    expect(disabledReason('2027-06-01', octMay)).toBe('out-of-season');
    expect(disabledReason('2027-09-30', octMay)).toBe('out-of-season');
    expect(isSelectable('2027-10-01', octMay)).toBe(true);

    const novApr = { ...base, season: { from_month: 11, to_month: 4 } };
    expect(isSelectable('2027-04-30', novApr)).toBe(true);
    expect(disabledReason('2027-05-01', novApr)).toBe('out-of-season');
    expect(disabledReason('2027-10-31', novApr)).toBe('out-of-season');

    expect(inSeason(8, { from_month: 7, to_month: 9 })).toBe(true);
    expect(inSeason(10, { from_month: 7, to_month: 9 })).toBe(false);
    expect(inSeason(3, null)).toBe(true);
  });
});

describe('highlighted departures', () => {
  it('highlights only departure dates that can be picked, and opens on the first', () => {
    const octMay = { ...base, season: { from_month: 10, to_month: 5 } };
    expect(highlightedDates(octMay)).toEqual(['2026-12-06', '2027-01-10']);
    expect(openingDate(octMay)).toBe('2026-12-06');
    expect(lastDate(octMay)).toBe('2027-01-10');
  });

  it('opens on the cutoff when no departure is open, and still shows a year and a half', () => {
    const none = { ...base, departure_dates: [] };
    expect(openingDate(none)).toBe('2026-11-29');
    expect(lastDate(none)).toBe('2028-05-01');
  });
});

describe('result messages (SPEC 4.4)', () => {
  it("prefixes 'Done ! ' or 'Sorry ! ' to the server's message", () => {
    expect(availabilityMessage(true, 'This departure has 4 seats left.')).toBe('Done ! This departure has 4 seats left.');
    expect(availabilityMessage(false, 'This date is fully booked.')).toBe('Sorry ! This date is fully booked.');
  });
});
