/**
 * Money at the edge (SPEC 1, 9): prices are NZD dollars, GST inclusive; an approximate EUR price
 * is the NZD price times the fetched rate. Cents only show when the amount is not whole, so a
 * tour's "From NZ$3,495" stays short while a discounted NZ$3,145.50 keeps its cents.
 */
import { formatNumber } from './nz-format';

const group = (amount: number) => formatNumber(amount);

/** 3495 -> 'NZ$3,495'; 3145.5 -> 'NZ$3,145.50'; -20 -> '-NZ$20'. */
export function formatNzd(amount: number): string {
  const rounded = Math.round(amount * 100) / 100;
  return `${rounded < 0 ? '-' : ''}NZ$${group(Math.abs(rounded))}`;
}

/** Always with cents, for amounts compared side by side: 5495 -> 'NZ$5,495.00'; -200 -> '-NZ$200.00'. */
export function formatNzdExact(amount: number): string {
  const cents = Math.round(Math.abs(amount) * 100);
  return `${amount < 0 && cents > 0 ? '-' : ''}NZ$${group(Math.floor(cents / 100))}.${String(cents % 100).padStart(2, '0')}`;
}

/** Integer cents from the API's arithmetic: 349500 -> 'NZ$3,495'. */
export const formatNzdCents = (cents: number) => formatNzd(cents / 100);

/**
 * The approximate EUR price in whole euros (it is an estimate, so cents would be false precision).
 * Returns null when there is no usable rate.
 */
export function toEur(nzd: number, rate: number | null | undefined): number | null {
  if (!rate || !Number.isFinite(rate) || rate <= 0) return null;
  return Math.round(nzd * rate);
}

/** 1960 -> '€1,960' */
export const formatEur = (euros: number) => `€${group(Math.round(euros))}`;

/** 3495 at 0.55 -> '≈ €1,922'; null without a rate. */
export function approxEur(nzd: number, rate: number | null | undefined): string | null {
  const euros = toEur(nzd, rate);
  return euros === null ? null : `≈ ${formatEur(euros)}`;
}
