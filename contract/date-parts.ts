/**
 * A date typed as three numbers, day, month and year (SPEC 3 and 5: the traveller forms' date
 * of birth and passport dates), and its rules: day 1 to 31, month 1 to 12, a year in the
 * field's range, and a day the month has. Pure; the wire carries the date as 'YYYY-MM-DD'.
 */

export interface DateParts {
  day: string;
  month: string;
  year: string;
}

export type DatePart = keyof DateParts;

export const EMPTY_DATE_PARTS: DateParts = { day: '', month: '', year: '' };

const DATE_SHAPE = /^(\d{4})-(\d{2})-(\d{2})$/;
const blank = (value: string) => value.trim() === '';
const whole = (value: string) => (/^\d+$/.test(value.trim()) ? Number(value.trim()) : NaN);

/** '1990-04-07' -> { day: '7', month: '4', year: '1990' }; null -> empty parts. */
export function isoToDateParts(iso: string | null | undefined): DateParts {
  const m = iso ? DATE_SHAPE.exec(iso) : null;
  if (!m) return { ...EMPTY_DATE_PARTS };
  return { day: String(Number(m[3])), month: String(Number(m[2])), year: m[1] };
}

/** Day, month and year -> 'YYYY-MM-DD', or null when they do not make a real calendar date. */
export function datePartsToIso(parts: DateParts): string | null {
  const [d, m, y] = [whole(parts.day), whole(parts.month), whole(parts.year)];
  if (![d, m, y].every(Number.isInteger) || y < 1000 || y > 9999) return null;
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) return null;
  return `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

export interface DatePartsRules {
  /** The field's name in the messages: 'Date of birth: day is required.' */
  label: string;
  minYear: number;
  maxYear: number;
}

/** What is wrong with each part (none: an empty object); a day the month lacks is the day's problem. */
export function datePartsProblems(parts: DateParts, { label, minYear, maxYear }: DatePartsRules): Partial<Record<DatePart, string>> {
  const problems: Partial<Record<DatePart, string>> = {};
  const ranges: [DatePart, number, number][] = [
    ['day', 1, 31],
    ['month', 1, 12],
    ['year', minYear, maxYear],
  ];
  for (const [part, min, max] of ranges) {
    const n = whole(parts[part]);
    if (blank(parts[part])) problems[part] = `${label}: ${part} is required.`;
    else if (!(n >= min && n <= max)) problems[part] = `${label}: ${part} must be between ${min} and ${max}.`;
  }
  if (Object.keys(problems).length === 0 && !datePartsToIso(parts)) problems.day = `${label}: this day does not exist in that month.`;
  return problems;
}
