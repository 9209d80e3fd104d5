/**
 * Card and amount rules the payment page shows and the API enforces (pure, no server imports,
 * so the site imports them as they are). Money here is integer cents.
 */
import { addDays } from './dates';
import { formatNzdCents } from './money';

/** DECISIONS: a lifetime deposit of 99 NZD per traveller. */
export const DEPOSIT_PER_TRAVELLER_CENTS = 9900;
/** DECISIONS: the full balance is due this many days before departure; inside them, all of it at once. */
export const FULL_PAYMENT_DAYS = 56;
/** Once the deposit is paid, the smallest further payment (or the balance, if less). */
export const MIN_PAYMENT_CENTS = 100;

/** The day the balance is due: 56 days before the departure date (both YYYY-MM-DD). */
export const balanceDueDate = (departureDate: string): string => addDays(departureDate, -FULL_PAYMENT_DAYS);

export type CardBrand = 'visa' | 'mastercard' | 'amex' | 'discover' | 'diners' | 'jcb' | 'unionpay' | 'unknown';

export const CARD_BRAND_LABELS: Record<CardBrand, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
  diners: 'Diners Club',
  jcb: 'JCB',
  unionpay: 'UnionPay',
  unknown: 'Card',
};

/** The label of a brand as a provider names it ('visa', 'amex', 'American Express'…). */
export function cardBrandLabel(brand: string | null | undefined): string {
  if (!brand) return 'Card';
  const key = brand.toLowerCase().replace(/[^a-z]/g, '');
  if (key === 'americanexpress') return CARD_BRAND_LABELS.amex;
  if (key === 'dinersclub') return CARD_BRAND_LABELS.diners;
  return (CARD_BRAND_LABELS as Record<string, string>)[key] ?? brand;
}

/** Digits only (people type spaces and dashes). */
export function cardDigits(input: string): string {
  return input.replace(/[\s-]/g, '');
}

export function luhnValid(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

export function cardBrand(digits: string): CardBrand {
  if (/^4/.test(digits)) return 'visa';
  if (/^(5[1-5]|222[1-9]|22[3-9]\d|2[3-6]\d\d|27[01]\d|2720)/.test(digits)) return 'mastercard';
  if (/^3[47]/.test(digits)) return 'amex';
  if (/^(6011|65|64[4-9])/.test(digits)) return 'discover';
  if (/^(36|30[0-5]|3095|38|39)/.test(digits)) return 'diners';
  if (/^35(2[89]|[3-8]\d)/.test(digits)) return 'jcb';
  if (/^62/.test(digits)) return 'unionpay';
  return 'unknown';
}

/** '4242 4242 4242 4242' as people read it (Amex 4-6-5). */
export function formatCardNumber(input: string): string {
  const digits = cardDigits(input).replace(/\D/g, '').slice(0, 19);
  if (cardBrand(digits) === 'amex') return [digits.slice(0, 4), digits.slice(4, 10), digits.slice(10, 15)].filter(Boolean).join(' ');
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}

export interface Expiry {
  month: number;
  /** Four digits. */
  year: number;
}

/** 'MM/YY' (also 'MM / YY', 'MMYY', 'MM/YYYY') -> {month, year}; null when it is not a date. */
export function parseExpiry(input: string): Expiry | null {
  const m = /^\s*(\d{1,2})\s*\/?\s*(\d{2}|\d{4})\s*$/.exec(input);
  if (!m) return null;
  const month = Number(m[1]);
  const year = m[2].length === 2 ? 2000 + Number(m[2]) : Number(m[2]);
  if (month < 1 || month > 12) return null;
  return { month, year };
}

/** A card works until the end of its expiry month. `today` is YYYY-MM-DD. */
export function expiryInPast(expiry: Expiry, today: string): boolean {
  const [y, m] = today.split('-').map(Number);
  return expiry.year < y || (expiry.year === y && expiry.month < m);
}

/** As the user types: '1' -> '1', '12' -> '12 / ', '123' -> '12 / 3'. */
export function formatExpiry(input: string, previous = ''): string {
  const digits = input.replace(/\D/g, '').slice(0, 4);
  // Deleting the separator deletes the month's last digit instead of getting stuck.
  if (previous.endsWith(' / ') && input.length < previous.length) return digits.slice(0, 1);
  if (digits.length === 1 && Number(digits) > 1) return `0${digits} / `;
  if (digits.length < 2) return digits;
  return `${digits.slice(0, 2)} / ${digits.slice(2)}`;
}

export interface CardInput {
  number: string;
  expiry: string;
  cvc: string;
  name: string;
}

export type CardField = keyof CardInput;
export type CardErrors = Partial<Record<CardField, string>>;

export const CARD_MESSAGES = {
  numberRequired: 'Enter your card number.',
  numberInvalid: 'Your card number is incorrect. Please check it and try again.',
  expiryRequired: 'Enter the expiry date as MM/YY.',
  expiryInvalid: 'Enter the expiry date as MM/YY, for example 04/29.',
  expiryPast: 'Your card has expired. Please check the expiry date or use another card.',
  cvcRequired: 'Enter the security code (CVC) from your card.',
  cvcInvalid: 'Your card’s security code (CVC) should be 3 digits (4 on American Express).',
  nameRequired: 'Enter the name on the card.',
} as const;

/** Errors of the card form, per field; {} when it can be sent. */
export function validateCard(card: CardInput, today: string): CardErrors {
  const errors: CardErrors = {};
  const digits = cardDigits(card.number);
  if (!digits) errors.number = CARD_MESSAGES.numberRequired;
  else if (!luhnValid(digits)) errors.number = CARD_MESSAGES.numberInvalid;
  const expiry = parseExpiry(card.expiry);
  if (!card.expiry.trim()) errors.expiry = CARD_MESSAGES.expiryRequired;
  else if (!expiry) errors.expiry = CARD_MESSAGES.expiryInvalid;
  else if (expiryInPast(expiry, today)) errors.expiry = CARD_MESSAGES.expiryPast;
  const cvc = card.cvc.trim();
  const cvcLength = cardBrand(digits) === 'amex' ? 4 : 3;
  if (!cvc) errors.cvc = CARD_MESSAGES.cvcRequired;
  else if (!new RegExp(`^\\d{${cvcLength}}$`).test(cvc)) errors.cvc = CARD_MESSAGES.cvcInvalid;
  if (!card.name.trim()) errors.name = CARD_MESSAGES.nameRequired;
  return errors;
}

// ---- amounts ----

/** Dollars on the wire -> integer cents; null unless it is a positive amount in whole cents. */
export function toCents(dollars: number): number | null {
  if (typeof dollars !== 'number' || !Number.isFinite(dollars) || dollars <= 0) return null;
  const cents = Math.round(dollars * 100);
  return Math.abs(dollars * 100 - cents) < 1e-6 ? cents : null;
}

export interface AmountLimits {
  minimumCents: number;
  balanceCents: number;
}

export type AmountProblem = null | 'invalid' | 'paid' | 'too-small' | 'too-large';

/** Why an amount cannot be paid now, or null when it can. */
export function amountProblem(cents: number | null, limits: AmountLimits): AmountProblem {
  if (limits.balanceCents <= 0) return 'paid';
  if (cents === null || !Number.isSafeInteger(cents) || cents <= 0) return 'invalid';
  if (cents > limits.balanceCents) return 'too-large';
  if (cents < Math.min(limits.minimumCents, limits.balanceCents)) return 'too-small';
  return null;
}

export function amountMessage(problem: Exclude<AmountProblem, null>, limits: AmountLimits): string {
  switch (problem) {
    case 'paid':
      return 'This booking is already paid in full. Thank you!';
    case 'invalid':
      return 'Enter an amount in dollars and cents, for example 250 or 250.50.';
    case 'too-large':
      return `The most you can pay is the balance of ${formatNzdCents(limits.balanceCents)}.`;
    case 'too-small':
      return `The smallest payment we can take now is ${formatNzdCents(Math.min(limits.minimumCents, limits.balanceCents))}.`;
  }
}
