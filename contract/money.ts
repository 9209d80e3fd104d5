/**
 * Money at the edge (SPEC 1, 9), for the site's pages and the server's emails and receipts alike:
 * prices are NZD dollars, GST inclusive; an approximate EUR price is the NZD price times the
 * fetched rate. Cents only show when the amount is not whole, so a tour's "From NZ$3,495" stays
 * short while a discounted NZ$3,145.50 keeps its cents. Written without Intl: the first
 * NumberFormat a page builds loads ICU's locale data inside the render of the first price.
 */

const groupThousands = (digits: string) => digits.replace(/\B(?=(\d{3})+$)/g, ',');

/** 1234 -> '1,234'; 3145.5 -> '3,145.50' (cents only when the number is not whole), as en-NZ writes them. */
export function formatNumber(value: number): string {
  const sign = value < 0 ? '-' : '';
  const [whole, cents] = Math.abs(value).toFixed(Number.isInteger(value) ? 0 : 2).split('.');
  return `${sign}${groupThousands(whole)}${cents === undefined ? '' : `.${cents}`}`;
}

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

/** Integer cents, always with cents (emails and receipts): 529500 -> 'NZ$5,295.00'. */
export const formatNzdCentsExact = (cents: number) => formatNzdExact(cents / 100);

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
