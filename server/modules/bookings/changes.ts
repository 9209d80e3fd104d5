/**
 * Changes to an existing booking (PUT bookings/bookings/{id} and the add-on call), validated
 * and applied in ONE transaction: either every change of a request holds, or none does.
 * Rules enforced whatever the client sends: locked bookings refuse changes; a traveller must
 * belong to the booking; one option per traveller per day; hidden or archived options cannot
 * be booked; an option must be offered on that day of this tour (or be a general add-on of the
 * tour); add-on prices are the server's.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { activities, activityOptions, departures, tourDayActivities, tourDays, tourGeneralAddons, tours, upgradeAccommodationTypes } from '../../db/schema/catalogue';
import { bookingAccommodations, bookingAddons, bookings, bookingUpgrades, travellers, type BookingRow, type TravellerRow } from '../../db/schema/bookings';
import { badRequest, conflict, HttpError } from '../../lib/errors';
import { BOOKING_MESSAGES, type AddonChangeBody, type UpdateBooking } from '../../../contract/bookings';
import type { DbOrTx } from '../auth/sessions';
import { todayInNz } from '../../../contract/dates';
import { applyPromo } from './promo';
import { loadBundle, type BookingBundle } from './load';
import { accessBooking, checkAccess, finishChange, freeSeats, loadBefore, MAX_TRAVELLERS, takeSeats, type Viewer } from './service';
import { checkAccountLimits } from './lifecycle';
import type { BookingLimits } from '../../../contract/booking-lifecycle';
import { enqueueWaitlistOffer } from '../waitlist/offers';
import { SNOW_FIELDS, TRAVELLER_FIELDS, validateTraveller, type TravellerField } from './travellers';
import { isUniqueViolation } from '../../db/errors';

export interface AddonChange {
  travellerId: number;
  optionApiId: number | null;
  /** Tour day api id; null for a general add-on (snow gear). */
  dayApiId: number | null;
  addonId: number | null;
  destroy: boolean;
}

function storedWire(row: TravellerRow): Partial<Record<TravellerField, string | null>> {
  return Object.fromEntries(
    (Object.entries(TRAVELLER_FIELDS) as [TravellerField, keyof TravellerRow][]).map(([field, column]) => [field, (row[column] as string | null) ?? null]),
  );
}

async function bookingTourId(tx: DbOrTx, booking: BookingRow): Promise<{ tourId: number; numberOfDays: number }> {
  const [row] = await tx
    .select({ tourId: tours.id, numberOfDays: tours.numberOfDays })
    .from(departures)
    .innerJoin(tours, eq(tours.id, departures.tourId))
    .where(eq(departures.id, booking.departureId));
  return row;
}

/** Applies add-on changes: removals first, then additions (so a swap of option in one request works). */
export async function applyAddonChanges(tx: DbOrTx, booking: BookingRow, changes: AddonChange[]): Promise<void> {
  if (changes.length === 0) return;
  const travellerRows = await tx.select({ id: travellers.id }).from(travellers).where(eq(travellers.bookingId, booking.id));
  const travellerIds = new Set(travellerRows.map((t) => t.id));
  for (const change of changes) {
    if (!travellerIds.has(change.travellerId)) throw badRequest('This traveller is not part of this booking.');
  }
  const { tourId } = await bookingTourId(tx, booking);

  const dayIdsByApi = new Map<number, { id: number }>();
  const resolveDay = async (apiId: number) => {
    if (!dayIdsByApi.has(apiId)) {
      const [day] = await tx.select({ id: tourDays.id }).from(tourDays).where(and(eq(tourDays.apiId, apiId), eq(tourDays.tourId, tourId)));
      if (!day) throw badRequest('That day is not part of this tour.');
      dayIdsByApi.set(apiId, day);
    }
    return dayIdsByApi.get(apiId)!;
  };
  const resolveOption = async (apiId: number) => {
    const [option] = await tx
      .select({ id: activityOptions.id, activityId: activityOptions.activityId, hidden: activityOptions.hidden, archived: activityOptions.archived, generalAddon: activities.generalAddon })
      .from(activityOptions)
      .innerJoin(activities, eq(activities.id, activityOptions.activityId))
      .where(eq(activityOptions.apiId, apiId));
    return option;
  };

  for (const change of changes.filter((c) => c.destroy)) {
    if (change.addonId !== null) {
      const removed = await tx
        .delete(bookingAddons)
        .where(and(eq(bookingAddons.id, change.addonId), eq(bookingAddons.bookingId, booking.id), eq(bookingAddons.travellerId, change.travellerId)))
        .returning({ id: bookingAddons.id });
      if (removed.length === 0) throw badRequest('This add-on is not part of this booking.');
    } else if (change.optionApiId !== null) {
      const option = await resolveOption(change.optionApiId);
      if (!option) continue; // nothing of that kind was booked
      const day = change.dayApiId !== null ? await resolveDay(change.dayApiId) : null;
      await tx
        .delete(bookingAddons)
        .where(
          and(
            eq(bookingAddons.bookingId, booking.id),
            eq(bookingAddons.travellerId, change.travellerId),
            eq(bookingAddons.optionId, option.id),
            day ? eq(bookingAddons.dayId, day.id) : sql`${bookingAddons.dayId} is null`,
          ),
        );
    } else {
      throw badRequest('Say which add-on to remove (its id, or its option and day).');
    }
  }

  for (const change of changes.filter((c) => !c.destroy)) {
    if (change.optionApiId === null) throw badRequest('An add-on needs an option.');
    const option = await resolveOption(change.optionApiId);
    if (!option || option.hidden || option.archived) throw badRequest('This activity option is not available.');
    let dayId: number | null = null;
    if (change.dayApiId !== null) {
      const day = await resolveDay(change.dayApiId);
      const [offered] = await tx
        .select({ dayId: tourDayActivities.dayId })
        .from(tourDayActivities)
        .where(and(eq(tourDayActivities.dayId, day.id), eq(tourDayActivities.activityId, option.activityId)));
      if (!offered) throw badRequest('This activity is not offered on that day of your tour.');
      dayId = day.id;
    } else {
      const [general] = await tx
        .select({ tourId: tourGeneralAddons.tourId })
        .from(tourGeneralAddons)
        .where(and(eq(tourGeneralAddons.tourId, tourId), eq(tourGeneralAddons.activityId, option.activityId)));
      if (!general) throw badRequest('This add-on is not offered on your tour; choose a day for it.');
    }
    const [existing] = await tx
      .select({ id: bookingAddons.id, optionId: bookingAddons.optionId })
      .from(bookingAddons)
      .where(
        and(
          eq(bookingAddons.travellerId, change.travellerId),
          dayId !== null ? eq(bookingAddons.dayId, dayId) : and(sql`${bookingAddons.dayId} is null`, eq(bookingAddons.activityId, option.activityId)),
        ),
      );
    if (existing) {
      if (existing.optionId === option.id) continue; // already booked: nothing to do
      throw conflict(dayId !== null ? BOOKING_MESSAGES.onePerDay : 'Each traveller can choose only one option of this add-on.');
    }
    try {
      await tx.insert(bookingAddons).values({ bookingId: booking.id, travellerId: change.travellerId, optionId: option.id, activityId: option.activityId, dayId });
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict(BOOKING_MESSAGES.onePerDay);
      throw error;
    }
  }
}

function collectErrors(errors: string[]): void {
  if (errors.length) throw new HttpError(400, errors);
}

async function applyTravellers(
  tx: DbOrTx,
  booking: BookingRow,
  entries: NonNullable<UpdateBooking['travellers']>,
  today: string,
  warnings: string[],
  limits?: BookingLimits,
): Promise<AddonChange[]> {
  const existing = await tx.select().from(travellers).where(eq(travellers.bookingId, booking.id));
  const byId = new Map(existing.map((t) => [t.id, t]));
  const position = new Map(existing.map((t, i) => [t.id, i + 1]));
  const errors: string[] = [];
  const addonChanges: AddonChange[] = [];
  const destroys = entries.filter((e) => e._destroy === true);
  const additions = entries.filter((e) => e._destroy !== true && e.id === undefined);

  for (const entry of entries) {
    if (entry.id !== undefined && !byId.has(entry.id)) throw badRequest('This traveller is not part of this booking.');
  }
  const destroyedIds = new Set(destroys.map((e) => e.id).filter((id): id is number => id !== undefined));
  const finalCount = existing.length - destroyedIds.size + additions.length;
  if (finalCount < 1) throw badRequest(BOOKING_MESSAGES.lastTraveller);
  if (finalCount > MAX_TRAVELLERS) throw badRequest(`A booking can hold at most ${MAX_TRAVELLERS} travellers.`);

  // Validate everything before writing anything. Passports are checked against the tour's last day.
  const [departure] = await tx.select({ endDate: departures.endDate }).from(departures).where(eq(departures.id, booking.departureId));
  const context = { tourEndDate: departure?.endDate };
  const updates: { id: number; values: Record<string, string | null>; addons: NonNullable<(typeof entries)[number]['addons']> }[] = [];
  const inserts: { values: Record<string, string | null>; addons: NonNullable<(typeof entries)[number]['addons']> }[] = [];
  additions.forEach((entry, i) => {
    const label = `New traveller ${i + 1}`;
    const { values, errors: e, warnings: w } = validateTraveller(entry as Record<string, unknown>, {}, today, label, undefined, context);
    errors.push(...e);
    warnings.push(...w);
    inserts.push({ values, addons: entry.addons ?? [] });
  });
  for (const entry of entries) {
    if (entry.id === undefined || entry._destroy === true) continue;
    const stored = byId.get(entry.id)!;
    const { values, errors: e, warnings: w } = validateTraveller(entry as Record<string, unknown>, storedWire(stored), today, `Traveller ${position.get(entry.id)}`, undefined, context);
    errors.push(...e);
    warnings.push(...w);
    updates.push({ id: entry.id, values, addons: entry.addons ?? [] });
  }
  collectErrors(errors);

  if (destroyedIds.size > 0) {
    await tx.delete(travellers).where(and(eq(travellers.bookingId, booking.id), inArray(travellers.id, [...destroyedIds])));
    await freeSeats(tx, booking.departureId, destroyedIds.size);
    await enqueueWaitlistOffer(tx, booking.departureId);
  }
  for (const update of updates) {
    if (Object.keys(update.values).length) await tx.update(travellers).set(update.values).where(eq(travellers.id, update.id));
    addonChanges.push(...toAddonChanges(update.id, update.addons));
  }
  if (inserts.length) {
    // Seats added to an unpaid booking count against the account's held-seat limit.
    if (booking.paidCents === 0) await checkAccountLimits(tx, booking.userId, inserts.length, false, limits);
    if (!(await takeSeats(tx, booking.departureId, inserts.length))) throw conflict(BOOKING_MESSAGES.noSeats);
    for (const insert of inserts) {
      const [row] = await tx
        .insert(travellers)
        .values({ bookingId: booking.id, ...insert.values })
        .returning({ id: travellers.id });
      addonChanges.push(...toAddonChanges(row.id, insert.addons));
    }
  }
  return addonChanges;
}

function toAddonChanges(travellerId: number, entries: NonNullable<NonNullable<UpdateBooking['travellers']>[number]['addons']>): AddonChange[] {
  return entries.map((a) => ({
    travellerId,
    optionApiId: a.option_id ?? null,
    dayApiId: a.day_id ?? null,
    addonId: a.db_addon_id ?? null,
    destroy: a._destroy === true,
  }));
}

async function applyAccommodations(tx: DbOrTx, booking: BookingRow, entries: NonNullable<UpdateBooking['accommodations']>): Promise<void> {
  for (const entry of entries) {
    const [row] = await tx
      .select()
      .from(bookingAccommodations)
      .where(and(eq(bookingAccommodations.id, entry.id), eq(bookingAccommodations.bookingId, booking.id)));
    if (!row) throw badRequest('This accommodation option is not part of this booking. Please choose again.');
    if (entry._destroy === true) {
      await tx.delete(bookingAccommodations).where(eq(bookingAccommodations.id, row.id));
      continue;
    }
    // One choice per side: choosing this one drops the other choice of the same side.
    await tx
      .update(bookingAccommodations)
      .set({ selected: false })
      .where(and(eq(bookingAccommodations.bookingId, booking.id), eq(bookingAccommodations.isBefore, row.isBefore), eq(bookingAccommodations.selected, true)));
    await tx.update(bookingAccommodations).set({ selected: true }).where(eq(bookingAccommodations.id, row.id));
  }
}

async function applyUpgrades(tx: DbOrTx, booking: BookingRow, entries: NonNullable<UpdateBooking['upgrade_accommodations']>): Promise<void> {
  const { tourId, numberOfDays } = await bookingTourId(tx, booking);
  const maxNights = numberOfDays - 1;
  for (const entry of entries) {
    const [type] = await tx
      .select()
      .from(upgradeAccommodationTypes)
      .where(and(eq(upgradeAccommodationTypes.id, entry.id), eq(upgradeAccommodationTypes.tourId, tourId)));
    if (!type) throw badRequest('This accommodation upgrade is not offered on your tour.');
    const where = and(eq(bookingUpgrades.bookingId, booking.id), eq(bookingUpgrades.upgradeTypeId, type.id));
    if (entry._destroy === true) {
      await tx.delete(bookingUpgrades).where(where);
      continue;
    }
    const [current] = await tx.select().from(bookingUpgrades).where(where);
    const nights = entry.nights ?? current?.nights;
    if (nights === undefined) throw badRequest('Please choose how many nights to upgrade.');
    if (!Number.isInteger(nights) || nights < 1 || nights > maxNights) throw badRequest(`Upgrade nights must be between 1 and ${Math.max(1, maxNights)}.`);
    const bedOption = entry.bed_option ?? current?.bedOption ?? (type.bedOptions.length === 0 ? '' : undefined);
    if (bedOption === undefined) throw badRequest('Please choose a bed option.');
    if (type.bedOptions.length > 0 ? !type.bedOptions.includes(bedOption) : bedOption !== '') {
      throw badRequest(type.bedOptions.length ? `Bed option must be one of ${type.bedOptions.join(', ')}.` : 'This upgrade has no bed options.');
    }
    if (current) await tx.update(bookingUpgrades).set({ nights, bedOption }).where(eq(bookingUpgrades.id, current.id));
    else await tx.insert(bookingUpgrades).values({ bookingId: booking.id, upgradeTypeId: type.id, nights, bedOption });
  }
}

/**
 * PUT bookings/bookings/{id}. Returns whether a promo code in the request was valid (true
 * when none was sent), so the answer's `success` can say so (SPEC 7), and the warnings of
 * changes that were accepted (a passport expiring within 3 months after the tour).
 */
export async function updateBooking(
  db: Db,
  id: number,
  viewer: Viewer,
  input: UpdateBooking,
  options: { preview?: boolean; limits?: BookingLimits } = {},
): Promise<{ promoValid: boolean; warnings: string[]; bundle: BookingBundle }> {
  const today = todayInNz();
  if (!options.preview && changesNothing(input)) {
    // Agreeing again (the wizard's conditions step revisited), or a PUT of nothing: the same
    // checks as a change, then the booking as it is. No write, no audit event, no new version.
    const bundle = await loadBundle(db, id, today);
    const row = checkAccess(bundle?.row, viewer, { unlocked: true, version: input.version });
    if (input.agree_with_the_conditions !== true || row.agreeWithTheConditions) return { promoValid: true, warnings: [], bundle: bundle! };
  }
  return db.transaction(async (tx) => {
    const booking = await accessBooking(tx, id, viewer, { forUpdate: true, unlocked: true, version: input.version });
    const before = await loadBefore(tx, id);
    const changes: Partial<typeof bookings.$inferInsert> = { updatedAt: new Date() };
    // Agreeing to the conditions is a record; it cannot be withdrawn through the API.
    if (input.agree_with_the_conditions === true && !booking.agreeWithTheConditions) {
      changes.agreeWithTheConditions = true;
      changes.newBooking = false;
    }
    await tx.update(bookings).set(changes).where(eq(bookings.id, id));

    const warnings: string[] = []; // accepted, but the customer should know (a passport expiring soon after the tour)
    const addonChanges = input.travellers ? await applyTravellers(tx, booking, input.travellers, today, warnings, options.limits) : [];
    if (input.accommodations) await applyAccommodations(tx, booking, input.accommodations);
    if (input.upgrade_accommodations) await applyUpgrades(tx, booking, input.upgrade_accommodations);
    await applyAddonChanges(tx, booking, addonChanges);
    let promoValid = true;
    if (input.promo_code_string !== undefined) promoValid = await applyPromo(tx, booking, input.promo_code_string, today);
    const { bundle } = await finishChange(tx, id, viewer, { preview: options.preview, before, action: 'changed', detail: changeSummary(input) });
    return { promoValid, warnings, bundle };
  });
}

/** A PUT whose only possible change is agreeing to the conditions (which cannot be withdrawn). */
function changesNothing(input: UpdateBooking): boolean {
  return input.promo_code_string === undefined && !input.travellers && !input.accommodations && !input.upgrade_accommodations;
}

/** What a PUT changed, for the audit log: field names and counts, never personal data. */
function changeSummary(input: UpdateBooking): Record<string, unknown> {
  const summary: Record<string, unknown> = {};
  if (input.agree_with_the_conditions !== undefined) summary.agree_with_the_conditions = input.agree_with_the_conditions;
  if (input.promo_code_string !== undefined) summary.promo_code = input.promo_code_string;
  if (input.travellers) {
    summary.travellers = input.travellers.map((t) => ({
      id: t.id ?? 'new',
      ...(t._destroy ? { removed: true } : {}),
      fields: Object.keys(t).filter((k) => k in TRAVELLER_FIELDS),
      ...(t.addons?.length ? { addons: t.addons.length } : {}),
    }));
  }
  if (input.accommodations) summary.accommodations = input.accommodations;
  if (input.upgrade_accommodations) summary.upgrade_accommodations = input.upgrade_accommodations;
  return summary;
}

/** The add-on call: add-on entries, plus optional snow gear sizes of one traveller. */
export async function changeAddons(db: Db, id: number, viewer: Viewer, input: AddonChangeBody, options: { preview?: boolean } = {}): Promise<BookingBundle> {
  const today = todayInNz();
  return db.transaction(async (tx) => {
    const booking = await accessBooking(tx, id, viewer, { forUpdate: true, unlocked: true, version: input.version });
    const before = await loadBefore(tx, id);
    if (input.traveller) {
      const [row] = await tx.select().from(travellers).where(and(eq(travellers.id, input.traveller.id), eq(travellers.bookingId, booking.id)));
      if (!row) throw badRequest('This traveller is not part of this booking.');
      const { values, errors } = validateTraveller(input.traveller as Record<string, unknown>, storedWire(row), today, 'Snow gear', SNOW_FIELDS);
      collectErrors(errors);
      if (Object.keys(values).length) await tx.update(travellers).set(values).where(eq(travellers.id, row.id));
    }
    await applyAddonChanges(
      tx,
      booking,
      input.addons.map((a) => ({
        travellerId: a.travellerID,
        optionApiId: a.optionID ?? null,
        dayApiId: a.dayID ?? null,
        addonId: a.addOnID ?? null,
        destroy: a.destroy === true,
      })),
    );
    const { bundle } = await finishChange(tx, id, viewer, {
      preview: options.preview,
      before,
      action: 'addons_changed',
      detail: { addons: input.addons.map((a) => ({ traveller: a.travellerID, option: a.optionID ?? null, day: a.dayID ?? null, removed: a.destroy === true })), ...(input.traveller ? { snow_gear_of: input.traveller.id } : {}) },
    });
    return bundle;
  });
}
