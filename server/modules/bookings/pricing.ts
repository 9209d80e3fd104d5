/**
 * What a booking costs, computed by the server only (the client displays it). Pure: no
 * database, no clock (the caller passes "today" in Pacific/Auckland). Money is integer cents.
 *
 * Decisions (see DECISIONS.md and the README):
 * - Tour price per traveller is the departure's `tour_price` (any deal discount included).
 * - An add-on's day date is the departure date PLUS the day's ordinal number, literally as
 *   SPEC 5 says: day 1 of a tour leaving on 1 March is priced on 2 March. A general add-on
 *   (snow gear, no day) is priced on the departure date. Windows are inclusive; when windows
 *   overlap the one that starts first wins.
 * - The promo discount is taken from the subtotal (tour, extra nights, upgrades, add-ons, our
 *   items); it never makes the total negative. Its validity is checked when it is applied.
 * - Deposit 99 NZD per traveller; inside 56 days of departure the whole balance is due.
 */

import { daysBetween } from '../../../contract/dates';
import { addonPriceDate, seasonalWindowOn } from '../../../contract/seasonal-price';
import { ON_REQUEST_DAYS } from '../../../contract/bookings-rules';
import { DEPOSIT_PER_TRAVELLER_CENTS, FULL_PAYMENT_DAYS, MIN_PAYMENT_CENTS } from '../../../contract/payment-rules';

// ---- add-ons ----

export interface SeasonalPrice {
  priceCents: number;
  availableFrom: string;
  availableTo: string;
}

/** The seasonal price of the window covering `date` (contract/seasonal-price.ts), else the base price. */
export function seasonalPrice(baseCents: number, seasonal: readonly SeasonalPrice[], date: string): number {
  return seasonalWindowOn(seasonal, date, (s) => ({ from: s.availableFrom, to: s.availableTo }))?.priceCents ?? baseCents;
}

export function addonPrice(baseCents: number, seasonal: readonly SeasonalPrice[], departureDate: string, dayOrdinal: number | null): number {
  return seasonalPrice(baseCents, seasonal, addonPriceDate(departureDate, dayOrdinal));
}

// ---- promo codes ----

export interface PromoRule {
  kind: 'amount' | 'percent';
  /** Cents for 'amount', 0-100 for 'percent'. */
  value: number;
}

export interface PromoState {
  expiredDate: string | null;
  usageLimit: number | null;
  timesUsed: number;
}

/** A code can be applied when it has not expired (the expiry day still counts) and is under its limit. */
export function promoIsUsable(code: PromoState, today: string): boolean {
  if (code.expiredDate !== null && today > code.expiredDate) return false;
  if (code.usageLimit !== null && code.timesUsed >= code.usageLimit) return false;
  return true;
}

export function promoDiscount(subtotalCents: number, promo: PromoRule | null): number {
  if (!promo || subtotalCents <= 0) return 0;
  const raw = promo.kind === 'percent' ? Math.round((subtotalCents * Math.min(100, Math.max(0, promo.value))) / 100) : Math.max(0, promo.value);
  return Math.min(raw, subtotalCents);
}

// ---- the whole booking ----

export interface PriceInput {
  today: string;
  departureDate: string;
  tourPriceCents: number;
  travellers: number;
  /** Selected extra nights; priced per traveller per night. */
  extraNights: readonly { nights: number; nightlyCents: number }[];
  /** Accommodation upgrades; priced per night. */
  upgrades: readonly { nights: number; pricePerNightCents: number }[];
  /** Add-ons, already priced with `addonPrice`. */
  addons: readonly { priceCents: number }[];
  /** Items our team added; negative for a credit. */
  adHoc: readonly { amountCents: number }[];
  /** The applied code, only when it was valid. */
  promo: PromoRule | null;
  /** Succeeded payments count, less what was refunded of them. */
  payments: readonly { amountCents: number; status: string; refundedCents?: number }[];
}

export interface PriceBreakdown {
  tourTotal: number;
  accommodationsTotal: number;
  upgradesTotal: number;
  addonsTotal: number;
  adHocTotal: number;
  subtotal: number;
  totalDiscount: number;
  total: number;
  totalPaid: number;
  balanceRemaining: number;
  depositDue: number;
  minimumPayment: number;
  daysUntilDeparture: number;
  departLessThan30Days: boolean;
  canPayPartially: boolean;
}

const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);

export function priceBooking(input: PriceInput): PriceBreakdown {
  const travellers = Math.max(0, input.travellers);
  const tourTotal = input.tourPriceCents * travellers;
  const accommodationsTotal = sum(input.extraNights.map((n) => n.nights * n.nightlyCents * travellers));
  const upgradesTotal = sum(input.upgrades.map((u) => u.nights * u.pricePerNightCents));
  const addonsTotal = sum(input.addons.map((a) => a.priceCents));
  const adHocTotal = sum(input.adHoc.map((a) => a.amountCents));
  const subtotal = Math.max(0, tourTotal + accommodationsTotal + upgradesTotal + addonsTotal + adHocTotal);
  const totalDiscount = promoDiscount(subtotal, input.promo);
  const total = subtotal - totalDiscount;
  const totalPaid = sum(
    input.payments
      .filter((p) => p.status === 'succeeded' || p.status === 'refunded')
      .map((p) => p.amountCents - Math.min(p.amountCents, p.refundedCents ?? (p.status === 'refunded' ? p.amountCents : 0))),
  );
  const balanceRemaining = Math.max(0, total - totalPaid);
  const daysUntilDeparture = daysBetween(input.today, input.departureDate);
  const canPayPartially = daysUntilDeparture > FULL_PAYMENT_DAYS;
  const depositDue = DEPOSIT_PER_TRAVELLER_CENTS * travellers;
  let minimumPayment: number;
  if (balanceRemaining === 0) minimumPayment = 0;
  else if (!canPayPartially) minimumPayment = balanceRemaining;
  else {
    const depositLeft = Math.max(0, depositDue - totalPaid);
    minimumPayment = Math.min(balanceRemaining, depositLeft > 0 ? depositLeft : MIN_PAYMENT_CENTS);
  }
  return {
    tourTotal,
    accommodationsTotal,
    upgradesTotal,
    addonsTotal,
    adHocTotal,
    subtotal,
    totalDiscount,
    total,
    totalPaid,
    balanceRemaining,
    depositDue,
    minimumPayment,
    daysUntilDeparture,
    departLessThan30Days: daysUntilDeparture < ON_REQUEST_DAYS,
    canPayPartially,
  };
}
