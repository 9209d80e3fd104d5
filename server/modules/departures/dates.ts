/**
 * The availability check's wire format, 'D/MM/YYYY'. Calendar arithmetic and "today" in New
 * Zealand are contract/dates.ts's.
 */
import { isIsoDate } from '../../../contract/dates';

/** 1 to 12. */
export function monthOf(date: string): number {
  return Number(date.slice(5, 7));
}

/** 'D/MM/YYYY' (the availability check's wire format) to 'YYYY-MM-DD'; null when not a real date. */
export function parseDayMonthYear(value: string): string | null {
  const m = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(value.trim());
  if (!m) return null;
  const iso = `${m[3]}-${m[2].padStart(2, '0')}-${m[1].padStart(2, '0')}`;
  return isIsoDate(iso) ? iso : null;
}
