/**
 * Loads bookings with everything their detail and price need, for one or many ids in one
 * statement (bundle-query.ts), and turns them into the wire shapes of contract/bookings.ts.
 */
import { departures, tours, type DepartureRow, type TourRow } from '../../db/schema/catalogue';
import { bookingAccommodations, bookingAdHocItems, bookings, payments, promoCodes, travellers, type BookingRow, type PromoCodeRow, type TravellerRow } from '../../db/schema/bookings';
import { paymentDetails, type PaymentDetailsRow } from '../../db/schema/payments';
import { rowFromJson, selectBundles, selectLiveDepartureBundles, selectUserBundles, type AddonRecord, type BundleRow } from './bundle-query';
import type { DbOrTx } from '../auth/sessions';
import type { Db } from '../../db/client';
import { bookingState, REVIVE_DAYS, type RequestStatus } from '../../../contract/booking-lifecycle';
import type { Accommodation, Booking, BookingAddon, BookingDetail, PaymentCard, Traveller, UpgradeAccommodation } from '../../../contract/bookings';
import { addonPrice, priceBooking, type PriceBreakdown } from './pricing';
import { addDays } from '../../../contract/dates';
import { STEP_ONE_REQUIRED, STEP_TWO_REQUIRED, stepComplete, TRAVELLER_FIELDS, type TravellerField } from './travellers';

export interface BookingBundle {
  row: BookingRow;
  departure: DepartureRow;
  tour: TourRow;
  category: { absoluteSlug: string; freeSwapDays: number };
  travellers: TravellerRow[];
  addons: (AddonRecord & { priceCents: number })[];
  accommodations: (typeof bookingAccommodations.$inferSelect)[];
  upgrades: { id: number; typeId: number; name: string; nights: number; bedOption: string; pricePerNightCents: number }[];
  adHoc: (typeof bookingAdHocItems.$inferSelect)[];
  payments: (typeof payments.$inferSelect)[];
  /** Card and decline details of the payments, by payment id (server/modules/payments). */
  paymentDetails: Map<number, PaymentDetailsRow>;
  promo: PromoCodeRow | null;
  price: PriceBreakdown;
}

export async function loadBundles(db: DbOrTx, ids: number[], today: string): Promise<Map<number, BookingBundle>> {
  const result = new Map<number, BookingBundle>();
  if (ids.length === 0) return result;
  for (const head of await selectBundles(db, ids)) {
    const bundle = bundleOf(head, today);
    result.set(bundle.row.id, bundle);
  }
  return result;
}

/** Every booking of one customer, newest first, in one statement. */
export async function loadUserBundles(db: DbOrTx, userId: number, today: string): Promise<BookingBundle[]> {
  return (await selectUserBundles(db, userId)).map((head) => bundleOf(head, today));
}

/** A departure's live bookings, oldest first, each with its customer's email, in one statement (the manifest). */
export async function loadLiveDepartureBundles(db: Db, departureId: number, today: string): Promise<{ bundle: BookingBundle; customerEmail: string }[]> {
  return (await selectLiveDepartureBundles(db, departureId)).map((head) => ({ bundle: bundleOf(head, today), customerEmail: head.customerEmail }));
}

/** One row of selectBundles -> the bundle: typed rows out of the JSON collections, and the price. */
function bundleOf(head: BundleRow, today: string): BookingBundle {
  const row = rowFromJson(bookings, head.row);
  const departure = rowFromJson(departures, head.departure);
  const tour = rowFromJson(tours, head.tour);
  const bookingTravellers = head.travellers.map((t) => rowFromJson(travellers, t));
  const addons = head.addons.map(({ seasonal, ...a }) => ({ ...a, priceCents: addonPrice(a.basePriceCents, seasonal, departure.date, a.dayOrdinal) }));
  const accommodations = head.accommodations.map((a) => rowFromJson(bookingAccommodations, a));
  const upgrades = head.upgrades;
  const adHoc = head.adHoc.map((a) => rowFromJson(bookingAdHocItems, a));
  const bookingPayments = head.payments.map((p) => rowFromJson(payments, p.payment));
  const detailsByPayment = new Map(head.payments.flatMap((p) => (p.details ? [rowFromJson(paymentDetails, p.details)] : [])).map((d) => [d.paymentId, d]));
  const promo = head.promo ? rowFromJson(promoCodes, head.promo) : null;
  const price = priceBooking({
    today,
    departureDate: departure.date,
    tourPriceCents: row.tourPriceCents ?? departure.tourPriceCents,
    travellers: bookingTravellers.length,
    extraNights: accommodations.filter((a) => a.selected).map((a) => ({ nights: a.nights, nightlyCents: tour.extraNightPriceCents })),
    upgrades: upgrades.map((u) => ({ nights: u.nights, pricePerNightCents: u.pricePerNightCents })),
    addons,
    adHoc: adHoc.map((a) => ({ amountCents: a.amountCents })),
    promo: promo && row.promoCodeValid ? { kind: promo.kind === 'percent' ? 'percent' : 'amount', value: promo.value } : null,
    payments: bookingPayments.map((p) => ({ amountCents: p.amountCents, status: p.status, refundedCents: p.refundedCents })),
  });
  return {
    row,
    departure,
    tour,
    category: head.category,
    travellers: bookingTravellers,
    addons,
    accommodations,
    upgrades,
    adHoc,
    payments: bookingPayments,
    paymentDetails: detailsByPayment,
    promo,
    price,
  };
}

export async function loadBundle(db: DbOrTx, id: number, today: string): Promise<BookingBundle | undefined> {
  return (await loadBundles(db, [id], today)).get(id);
}

/** Integer cents -> NZD dollars on the wire (exact to the cent). */
export function dollars(cents: number): number {
  return Math.round(cents) / 100;
}

export function departureWireId(id: number): string {
  return `departure-${id}`;
}

function extraNights(bundle: BookingBundle, isBefore: boolean): number {
  return bundle.accommodations.filter((a) => a.selected && a.isBefore === isBefore).reduce((n, a) => n + a.nights, 0);
}

/** Revivable for 30 days after expiry while the departure is still bookable (seats are checked on revival). */
function canRevive(bundle: BookingBundle, now: Date): boolean {
  const { row, departure, tour, price } = bundle;
  if (row.expiredAt === null || row.cancelledAt !== null) return false;
  if (now.getTime() - row.expiredAt.getTime() > REVIVE_DAYS * 86_400_000) return false;
  return departure.status === 'open' && departure.onSale && !tour.archived && price.daysUntilDeparture > 0 && departure.availableSeats >= bundle.travellers.length;
}

export function bookingView(bundle: BookingBundle, now: Date = new Date()): Booking {
  const { row, departure, tour, category, price } = bundle;
  const state = bookingState({
    totalCents: price.total,
    paidCents: price.totalPaid,
    onRequest: row.onRequest,
    requestStatus: row.requestStatus as RequestStatus,
    expired: row.expiredAt !== null,
    cancelled: row.cancelledAt !== null,
  });
  const live = row.expiredAt === null && row.cancelledAt === null;
  const before = extraNights(bundle, true);
  const after = extraNights(bundle, false);
  return {
    id: row.id,
    departure_id: departureWireId(departure.id),
    tour_id: tour.apiId,
    tour_name: tour.name,
    tour_slug: tour.contentId,
    tour_absolute_slug: tour.absoluteSlug,
    category_slug: category.absoluteSlug.replace(/^\/+|\/+$/g, ''),
    number_of_days: tour.numberOfDays,
    tour_price: dollars(bundle.row.tourPriceCents ?? departure.tourPriceCents),
    based_price: dollars(departure.basedPriceCents),
    travellers_count: bundle.travellers.length,
    traveller_ids: bundle.travellers.map((t) => t.id),
    departure_date: departure.date,
    end_date: departure.endDate,
    check_in_date: addDays(departure.date, -before),
    check_out_date: addDays(departure.endDate, after),
    days_until_departure: price.daysUntilDeparture,
    tour_total: dollars(price.tourTotal),
    accommodations_total: dollars(price.accommodationsTotal),
    upgrades_total: dollars(price.upgradesTotal),
    addons_total: dollars(price.addonsTotal),
    ad_hoc_total: dollars(price.adHocTotal),
    subtotal: dollars(price.subtotal),
    total_discount: dollars(price.totalDiscount),
    total: dollars(price.total),
    total_paid: dollars(price.totalPaid),
    balance_remaining: dollars(state.balanceCents),
    deposit_due: dollars(price.depositDue),
    minimum_payment: live ? dollars(price.minimumPayment) : 0,
    currency: 'NZD',
    complete: state.complete,
    locked: row.locked,
    confirmed: state.confirmed,
    archived: row.archived,
    agree_with_the_conditions: row.agreeWithTheConditions,
    can_pay_partially: price.canPayPartially,
    snow: tour.snow,
    mtb: tour.mtb,
    new_booking: row.newBooking,
    depart_less_than_30_days: price.departLessThan30Days,
    free_swap_days: category.freeSwapDays,
    can_swap: live && !row.locked && price.daysUntilDeparture > category.freeSwapDays,
    promo_code_string: row.promoCodeString,
    promo_code_valid: row.promoCodeValid,
    created_at: row.createdAt.toISOString(),
    links: { has_extra_night: before + after > 0 },
    status: state.status,
    version: row.version,
    hold_expires_at: state.held && row.holdExpiresAt ? row.holdExpiresAt.toISOString() : null,
    expired_at: row.expiredAt ? row.expiredAt.toISOString() : null,
    can_revive: canRevive(bundle, now),
    request_status: row.requestStatus as RequestStatus,
    request_deadline: row.requestStatus === 'pending' && row.requestDeadline ? row.requestDeadline.toISOString() : null,
    credit: dollars(state.creditCents),
  };
}

export function travellerView(row: TravellerRow): Traveller {
  const wire = Object.fromEntries(
    (Object.entries(TRAVELLER_FIELDS) as [TravellerField, keyof TravellerRow][]).map(([field, column]) => [field, (row[column] as string | null) ?? null]),
  ) as Record<TravellerField, string | null>;
  return {
    id: row.id,
    booking_id: row.bookingId,
    ...wire,
    step_one_complete: stepComplete(wire, STEP_ONE_REQUIRED),
    step_two_complete: stepComplete(wire, STEP_TWO_REQUIRED),
  };
}

export function addonView(addon: BookingBundle['addons'][number]): BookingAddon {
  return {
    id: addon.id,
    db_addon_id: addon.id,
    traveller_id: addon.travellerId,
    option_id: addon.optionApiId,
    activity_id: addon.activityApiId,
    name: `${addon.activityName}: ${addon.optionName}`,
    price: dollars(addon.priceCents),
    day_id: addon.dayApiId,
    day_ordinal_number: addon.dayOrdinal,
  };
}

export function accommodationView(bundle: BookingBundle, row: BookingBundle['accommodations'][number]): Accommodation {
  const travellersCount = bundle.travellers.length;
  const { tour, departure } = bundle;
  const startTown = departure.reverse ? tour.endLocation : tour.startLocation;
  const endTown = departure.reverse ? tour.startLocation : tour.endLocation;
  return {
    id: row.id,
    is_before: row.isBefore,
    nights: row.nights,
    price: dollars(row.nights * tour.extraNightPriceCents * travellersCount),
    customID: `${row.isBefore ? 'pre' : 'post'}-${row.nights}`,
    selected: row.selected,
    options: {
      price_per_traveller_per_night: dollars(tour.extraNightPriceCents),
      travellers: travellersCount,
      location: row.isBefore ? startTown : endTown,
      check_in_date: row.isBefore ? addDays(departure.date, -row.nights) : departure.endDate,
      check_out_date: row.isBefore ? departure.date : addDays(departure.endDate, row.nights),
    },
  };
}

export function upgradeView(upgrade: BookingBundle['upgrades'][number]): UpgradeAccommodation {
  return {
    id: upgrade.typeId,
    record_id: upgrade.id,
    name: upgrade.name,
    nights: upgrade.nights,
    bed_option: upgrade.bedOption,
    price_per_night: dollars(upgrade.pricePerNightCents),
    price: dollars(upgrade.pricePerNightCents * upgrade.nights),
  };
}

/** Brand, last 4 and expiry of a payment's card (we never keep the number or CVC). */
function cardView(d: PaymentDetailsRow): PaymentCard | null {
  if (!d.cardLast4 || !d.cardExpMonth || !d.cardExpYear) return null;
  return { brand: d.cardBrand ?? 'unknown', last4: d.cardLast4, exp_month: d.cardExpMonth, exp_year: d.cardExpYear };
}

/** The cards of successful payments, once each, in the order first used. */
function paymentCardsView(bundle: BookingBundle): PaymentCard[] {
  const seen = new Map<string, PaymentCard>();
  for (const p of bundle.payments) {
    const details = p.status === 'succeeded' ? bundle.paymentDetails.get(p.id) : undefined;
    const card = details ? cardView(details) : null;
    const key = card && `${card.brand}:${card.last4}:${card.exp_month}:${card.exp_year}`;
    if (card && key && !seen.has(key)) seen.set(key, card);
  }
  return [...seen.values()];
}

export function detailView(bundle: BookingBundle): BookingDetail {
  return {
    booking: bookingView(bundle),
    travellers: bundle.travellers.map(travellerView),
    accommodations: bundle.accommodations.filter((a) => a.selected).map((a) => accommodationView(bundle, a)),
    ad_hoc_items: bundle.adHoc.map((a) => ({ id: a.id, description: a.description, amount: dollars(a.amountCents) })),
    payment_cards: paymentCardsView(bundle),
    payments: bundle.payments.map((p) => {
      const details = bundle.paymentDetails.get(p.id);
      return {
        id: p.id,
        amount: dollars(p.amountCents),
        status: p.status,
        provider: p.provider,
        reference: p.providerReference,
        card: details ? cardView(details) : null,
        failure_message: details?.failureMessage ?? null,
        created_at: p.createdAt.toISOString(),
      };
    }),
    upgrade_accommodations: bundle.upgrades.map(upgradeView),
    addons: bundle.addons.map(addonView),
  };
}
