import { datePartsProblems, datePartsToIso, isoToDateParts } from './date-parts';

const rules = { label: 'Date of birth', minYear: 1900, maxYear: 2026 };

describe('date parts', () => {
  it('round-trips stored dates', () => {
    expect(isoToDateParts('1990-04-07')).toEqual({ day: '7', month: '4', year: '1990' });
    expect(isoToDateParts(null)).toEqual({ day: '', month: '', year: '' });
    expect(datePartsToIso({ day: '29', month: '2', year: '2024' })).toBe('2024-02-29');
    expect(datePartsToIso({ day: '29', month: '2', year: '2023' })).toBeNull();
  });

  it('requires each part, in its range, and a day the month has', () => {
    expect(datePartsProblems({ day: '7', month: '4', year: '1990' }, rules)).toEqual({});
    expect(datePartsProblems({ day: '', month: '', year: '' }, rules)).toEqual({
      day: 'Date of birth: day is required.',
      month: 'Date of birth: month is required.',
      year: 'Date of birth: year is required.',
    });
    expect(datePartsProblems({ day: '32', month: '13', year: '1899' }, rules)).toEqual({
      day: 'Date of birth: day must be between 1 and 31.',
      month: 'Date of birth: month must be between 1 and 12.',
      year: 'Date of birth: year must be between 1900 and 2026.',
    });
    expect(datePartsProblems({ day: '31', month: '4', year: '1990' }, rules)).toEqual({ day: 'Date of birth: this day does not exist in that month.' });
  });
});
