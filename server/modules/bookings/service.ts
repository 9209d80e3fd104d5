/**
 * Bookings: creation (taking seats atomically), listing, detail, deletion (freeing seats),
 * swaps, and the accommodation options. Changes to an existing booking are in changes.ts.
 *
 * Seats: a booking holds one seat per traveller. Every seat change is one conditional UPDATE
 * on the departure inside the transaction that changes the booking, so concurrent requests
 * can never oversell (the CHECK on available_seats is the last line of defence).
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { columnName } from '../../db/sql-names';
import { departures, tourCategories, tours, upgradeAccommodationTypes, type DepartureRow, type TourRow } from '../../db/schema/catalogue';
import { bookingAccommodations, bookingAddons, bookingEvents, bookings, bookingUpgrades, payments, travellers, type BookingRow } from '../../db/schema/bookings';
import { badRequest, conflict, forbidden, HttpError, notFound } from '../../lib/errors';
import { BOOKING_MESSAGES, type Accommodation, type Booking, type Traveller, type UpgradeOption } from '../../../contract/bookings';
import type { AuthUser, DbOrTx } from '../auth/sessions';
import { accommodationView, bookingView, detailView, dollars, loadBundle, loadUserBundles, travellerView, type BookingBundle } from './load';
import { daysBetween, todayInNz } from '../../../contract/dates';
import { isOnRequest } from '../../../contract/bookings-rules';
import { applyPromo, releasePromo } from './promo';
import { LIFECYCLE_MESSAGES, type BookingLimits } from '../../../contract/booking-lifecycle';
import { passportExpiresBeforeEndMessage, passportProblem } from '../../../contract/traveller-rules';
import { enqueueJob } from '../jobs/queue';
import { enqueueWaitlistOffer } from '../waitlist/offers';
import { actorOf, checkAccountLimits, checkLive, checkVersion, LIFECYCLE_JOBS, openRequest, settleBooking, snapshot, startHold, summaryOf, withinRevival } from './lifecycle';

export const MAX_TRAVELLERS = 16;
export const MAX_EXTRA_NIGHTS = 5;

export type Viewer = Pick<AuthUser, 'id' | 'isAdmin'>;

/** 'departure-123', '123' or 123 -> 123; anything else is a 400. */
export function parseDepartureId(raw: string | number): number {
  const text = String(raw).trim();
  const m = /^(?:departure-)?(\d{1,10})$/.exec(text);
  const id = m ? Number(m[1]) : NaN;
  if (!Number.isSafeInteger(id) || id < 1 || id > 2147483647) throw badRequest('departure_id must look like departure-123.');
  return id;
}

export const lockedError = () => new HttpError(423, [BOOKING_MESSAGES.locked]);

/**
 * The one ownership check: the booking when the viewer owns it or is an admin; otherwise the
 * same 404 as a missing booking, so ids of other customers' bookings reveal nothing.
 */
export async function accessBooking(
  db: DbOrTx,
  id: number,
  viewer: Viewer,
  opts: { forUpdate?: boolean; unlocked?: boolean; version?: number } = {},
): Promise<BookingRow> {
  const query = db.select().from(bookings).where(eq(bookings.id, id)).limit(1);
  const [row] = opts.forUpdate ? await query.for('update') : await query;
  return checkAccess(row, viewer, opts);
}

/** accessBooking's checks on a row already loaded (or undefined when there is none). */
export function checkAccess(row: BookingRow | undefined, viewer: Viewer, opts: { unlocked?: boolean; version?: number } = {}): BookingRow {
  if (!row || (row.userId !== viewer.id && !viewer.isAdmin)) throw notFound(BOOKING_MESSAGES.notFound);
  if (opts.unlocked) {
    // A change: the booking must be live, unlocked, and the page must not be stale.
    checkLive(row);
    if (row.locked) throw lockedError();
    checkVersion(row, opts.version);
  }
  return row;
}

/**
 * `?preview=true`: the change runs in its transaction, is priced, and is rolled back. Thrown
 * from inside the transaction with the would-be bundle; the route turns it into a ChangePreview.
 */
export class PreviewRollback extends Error {
  constructor(
    readonly before: BookingBundle,
    readonly after: BookingBundle,
  ) {
    super('preview');
  }
}

/** Ends a change's transaction: a preview rolls back with the result, a real change is settled. */
export async function finishChange(tx: DbOrTx, id: number, viewer: Viewer, change: { preview?: boolean; before: BookingBundle; action: string; detail?: Record<string, unknown>; quiet?: boolean }) {
  if (change.preview) {
    const after = await bundleOrThrow(tx, id);
    throw new PreviewRollback(change.before, after);
  }
  return settleBooking(tx, id, { actor: actorOf(viewer), action: change.action, detail: change.detail, before: summaryOf(change.before), quiet: change.quiet });
}

/** The change's "before": the booking as it is, loaded in the change's transaction. */
export function loadBefore(tx: DbOrTx, id: number): Promise<BookingBundle> {
  return bundleOrThrow(tx, id);
}

/** Staff lock a final booking (or unlock it to allow changes again); customers may not. */
export async function setBookingLock(db: Db, id: number, viewer: Viewer, locked: boolean): Promise<void> {
  await db.transaction(async (tx) => {
    await accessBooking(tx, id, viewer, { forUpdate: true });
    if (!viewer.isAdmin) throw forbidden(BOOKING_MESSAGES.lockStaffOnly);
    const before = await snapshot(tx, id);
    await tx.update(bookings).set({ locked, updatedAt: new Date() }).where(eq(bookings.id, id));
    await settleBooking(tx, id, { actor: actorOf(viewer), action: locked ? 'locked' : 'unlocked', before });
  });
}

export async function bundleOrThrow(db: DbOrTx, id: number): Promise<BookingBundle> {
  const bundle = await loadBundle(db, id, todayInNz());
  if (!bundle) throw notFound(BOOKING_MESSAGES.notFound);
  return bundle;
}

export async function bookingDetail(db: DbOrTx, id: number) {
  return detailView(await bundleOrThrow(db, id));
}

/**
 * A loaded booking, for its owner or an admin: the ownership check reads the loaded booking
 * instead of a row of its own (accessBooking's rule, the same 404 for others).
 */
export function viewableBundle(bundle: BookingBundle | undefined, viewer: Viewer): BookingBundle {
  checkAccess(bundle?.row, viewer);
  return bundle!;
}

/** A bookable departure: exists, open, its tour not archived, and leaving after today. */
export function checkBookable<D extends DepartureRow | null, T extends TourRow | null, C>(departure: D, tour: T, today: string, category?: C) {
  if (!departure || !tour || departure.status !== 'open' || !departure.onSale || tour.archived) throw badRequest(BOOKING_MESSAGES.departureNotFound);
  if (daysBetween(today, departure.date) <= 0) throw badRequest(BOOKING_MESSAGES.departurePast);
  return { departure: departure as DepartureRow, tour: tour as TourRow, category: category as C };
}

async function bookableDeparture(tx: DbOrTx, departureId: number, today: string) {
  const [found] = await tx
    .select({ departure: departures, tour: tours })
    .from(departures)
    .innerJoin(tours, eq(tours.id, departures.tourId))
    .where(eq(departures.id, departureId))
    .limit(1);
  return checkBookable(found?.departure ?? null, found?.tour ?? null, today);
}

/** Takes `n` seats in one conditional statement; false when there are not enough. */
export async function takeSeats(tx: DbOrTx, departureId: number, n: number): Promise<boolean> {
  const rows = await tx
    .update(departures)
    .set({ availableSeats: sql`${departures.availableSeats} - ${n}`, updatedAt: new Date() })
    .where(and(eq(departures.id, departureId), sql`${departures.availableSeats} >= ${n}`))
    .returning({ id: departures.id });
  return rows.length === 1;
}

export async function freeSeats(tx: DbOrTx, departureId: number, n: number): Promise<void> {
  if (n <= 0) return;
  await tx
    .update(departures)
    .set({ availableSeats: sql`least(${departures.totalSeats}, ${departures.availableSeats} + ${n})`, updatedAt: new Date() })
    .where(eq(departures.id, departureId));
}

/**
 * Brings an expired booking back (DECISIONS: within 30 days, if its seats are still free): the
 * seats are taken again, a new hold starts, the promo code is applied again if it still can be.
 */
export async function reviveBooking(db: Db, id: number, viewer: Viewer, options: { holdHours: number; limits?: BookingLimits; now?: Date }): Promise<void> {
  const now = options.now ?? new Date();
  const today = todayInNz(now);
  await db.transaction(async (tx) => {
    const row = await accessBooking(tx, id, viewer, { forUpdate: true });
    if (!withinRevival(row, now)) throw conflict(LIFECYCLE_MESSAGES.cannotRevive);
    const before = await snapshot(tx, id);
    if (!viewer.isAdmin) await checkAccountLimits(tx, row.userId, before?.travellers ?? 1, true, options.limits, now);
    try {
      await bookableDeparture(tx, row.departureId, today);
    } catch {
      throw conflict(LIFECYCLE_MESSAGES.cannotRevive);
    }
    const [seats] = await tx.select({ n: sql<number>`count(*)::int` }).from(travellers).where(eq(travellers.bookingId, id));
    if (!(await takeSeats(tx, row.departureId, Number(seats?.n ?? 0)))) throw conflict(LIFECYCLE_MESSAGES.reviveNoSeats);
    await tx.update(bookings).set({ expiredAt: null }).where(eq(bookings.id, id));
    if (row.promoCodeString) await applyPromo(tx, { ...row, promoCodeId: null, promoCodeValid: false }, row.promoCodeString, today);
    await startHold(tx, id, now, options.holdHours);
    await settleBooking(tx, id, { actor: actorOf(viewer), action: 'revived', before, now });
  });
}

export async function listBookings(db: DbOrTx, userId: number): Promise<{ bookings: Booking[]; travellers: Traveller[] }> {
  const ordered = await loadUserBundles(db, userId, todayInNz());
  return { bookings: ordered.map((b) => bookingView(b)), travellers: ordered.flatMap((b) => b.travellers.map(travellerView)) };
}

export async function deleteBooking(db: Db, id: number, viewer: Viewer): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await accessBooking(tx, id, viewer, { forUpdate: true });
    if (row.locked) throw lockedError();
    if (row.userId !== viewer.id) throw forbidden('Only the customer who made a booking can delete it.');
    const [paid] = await tx
      .select({ cents: sql<number>`coalesce(sum(${payments.amountCents}), 0)::int` })
      .from(payments)
      .where(and(eq(payments.bookingId, id), eq(payments.status, 'succeeded')));
    if (row.complete || Number(paid?.cents ?? 0) > 0) throw conflict(BOOKING_MESSAGES.cannotDelete);
    const [seats] = await tx.select({ n: sql<number>`count(*)::int` }).from(travellers).where(eq(travellers.bookingId, id));
    // An expired booking's seats and promo use were released when it expired.
    if (row.expiredAt === null && row.cancelledAt === null) {
      await freeSeats(tx, row.departureId, Number(seats?.n ?? 0));
      await releasePromo(tx, row);
      await enqueueWaitlistOffer(tx, row.departureId);
    }
    await tx.insert(bookingEvents).values({ bookingId: id, actorKind: 'customer', actorUserId: viewer.id, action: 'deleted', detail: { before: await snapshot(tx, id) } });
    await tx.delete(bookings).where(eq(bookings.id, id));
  });
}

/**
 * Moves the booking to another departure (same tour or another) while the current one is
 * more than the family's free_swap_days away. Seats move in the same transaction; the two
 * departures are updated in id order so two opposite swaps cannot deadlock. A swap to another
 * tour drops what belonged to the old tour's days and rooms (add-ons, upgrades, extra nights).
 */
export async function swapBooking(db: Db, id: number, viewer: Viewer, rawDepartureId: string | number, options: { version?: number; preview?: boolean } = {}): Promise<void> {
  const targetId = parseDepartureId(rawDepartureId);
  const today = todayInNz();
  await db.transaction(async (tx) => {
    const row = await accessBooking(tx, id, viewer, { forUpdate: true, unlocked: true, version: options.version });
    const before = await loadBefore(tx, id);
    const [current] = await tx
      .select({ departure: departures, freeSwapDays: tourCategories.freeSwapDays })
      .from(departures)
      .innerJoin(tours, eq(tours.id, departures.tourId))
      .innerJoin(tourCategories, eq(tourCategories.id, tours.categoryId))
      .where(eq(departures.id, row.departureId));
    if (daysBetween(today, current.departure.date) <= current.freeSwapDays) throw conflict(BOOKING_MESSAGES.swapClosed(current.freeSwapDays));
    if (targetId === row.departureId) throw badRequest('This booking is already on that departure.');
    const target = await bookableDeparture(tx, targetId, today);
    // DECISIONS: passports must be valid through the tour's last day, the new dates' too.
    const passportErrors = before.travellers.flatMap((t, i) => {
      const expiry = t.passportDateOfExpiry;
      if (!expiry || passportProblem(expiry, target.departure.endDate) !== 'expired-before-end') return [];
      const who = [t.firstName, t.lastName].filter(Boolean).join(' ') || `traveller ${i + 1}`;
      return [passportExpiresBeforeEndMessage(who, target.departure.endDate)];
    });
    if (passportErrors.length) throw badRequest(...passportErrors);
    const n = before.travellers.length;
    const take = async () => {
      if (!(await takeSeats(tx, targetId, n))) throw conflict(BOOKING_MESSAGES.noSeats);
    };
    if (targetId < row.departureId) {
      await take();
      await freeSeats(tx, row.departureId, n);
    } else {
      await freeSeats(tx, row.departureId, n);
      await take();
    }
    if (target.tour.id !== current.departure.tourId) {
      await tx.delete(bookingAddons).where(eq(bookingAddons.bookingId, id));
      await tx.delete(bookingUpgrades).where(eq(bookingUpgrades.bookingId, id));
      await tx.delete(bookingAccommodations).where(eq(bookingAccommodations.bookingId, id));
    }
    const onRequest = isOnRequest(target.departure.date, today);
    await tx.update(bookings).set({ departureId: targetId, onRequest, tourPriceCents: null, updatedAt: new Date() }).where(eq(bookings.id, id));
    if (onRequest && !row.onRequest) await openRequest(tx, id, new Date());
    await enqueueWaitlistOffer(tx, row.departureId);
    const { after } = await finishChange(tx, id, viewer, {
      preview: options.preview,
      before,
      action: 'swapped',
      detail: { from_departure: row.departureId, to_departure: targetId },
      quiet: true,
    });
    // New dates: an updated confirmation with a new calendar file (DECISIONS), once something is paid.
    if (after.paid_cents > 0) {
      await enqueueJob(tx, {
        type: LIFECYCLE_JOBS.updatedConfirmation,
        payload: { bookingId: id, version: after.version },
        dedupeKey: `${LIFECYCLE_JOBS.updatedConfirmation}:${id}:${after.version}`,
      });
    }
  });
}

/**
 * Extra-night options before (pre) or after (post) the tour, 1 to 5 nights (or just `nights`).
 * Unselected options of that side are replaced; a selected one is kept and listed.
 */
export async function generateExtraNights(db: Db, id: number, viewer: Viewer, isBefore: boolean, nights?: number): Promise<Accommodation[]> {
  const wanted = nights !== undefined ? [nights] : Array.from({ length: MAX_EXTRA_NIGHTS }, (_, i) => i + 1);
  if (wanted.some((n) => !Number.isInteger(n) || n < 1 || n > MAX_EXTRA_NIGHTS)) throw badRequest(`nights must be between 1 and ${MAX_EXTRA_NIGHTS}.`);
  const optionsOf = (bundle: BookingBundle) =>
    bundle.accommodations
      .filter((a) => a.isBefore === isBefore)
      .sort((a, b) => a.nights - b.nights)
      .map((a) => accommodationView(bundle, a));
  // The wizard asks each time its step opens. When the options are already there, the answer
  // is one read and nothing is written (their ids stay the ones the page holds).
  const current = await loadBundle(db, id, todayInNz());
  checkAccess(current?.row, viewer, { unlocked: true });
  if (current && offersExactly(current, isBefore, wanted)) return optionsOf(current);
  await db.transaction(async (tx) => {
    await accessBooking(tx, id, viewer, { forUpdate: true, unlocked: true });
    await tx
      .delete(bookingAccommodations)
      .where(and(eq(bookingAccommodations.bookingId, id), eq(bookingAccommodations.isBefore, isBefore), eq(bookingAccommodations.selected, false)));
    // The nights wanted less the chosen option's, in one statement (the chosen one stays).
    const nightsWanted = sql.join(
      wanted.map((n) => sql`(${n}::int)`),
      sql`, `,
    );
    const [bookingId, side, nightsOf, selected] = [bookingAccommodations.bookingId, bookingAccommodations.isBefore, bookingAccommodations.nights, bookingAccommodations.selected].map(columnName);
    await tx.execute(sql`
      insert into ${bookingAccommodations} (${bookingId}, ${side}, ${nightsOf}, ${selected})
      select ${id}, ${isBefore}, w.n, false from (values ${nightsWanted}) as w(n)
      where not exists (select 1 from ${bookingAccommodations} chosen
        where chosen.${bookingId} = ${id} and chosen.${side} = ${isBefore} and chosen.${selected} and chosen.${nightsOf} = w.n)`);
  });
  return optionsOf(await bundleOrThrow(db, id));
}

/** Whether one side's unchosen options are exactly the nights wanted (less the chosen one's). */
function offersExactly(bundle: BookingBundle, isBefore: boolean, wanted: number[]): boolean {
  const side = bundle.accommodations.filter((a) => a.isBefore === isBefore);
  const chosen = side.find((a) => a.selected)?.nights;
  const offered = side.filter((a) => !a.selected).map((a) => a.nights).sort((a, b) => a - b);
  const fresh = wanted.filter((n) => n !== chosen);
  return offered.length === fresh.length && offered.every((n, i) => n === fresh[i]);
}

/** The tour's accommodation upgrades with their nights (1 .. number_of_days - 1) and bed options. */
export async function upgradeOptions(db: Db, id: number, viewer: Viewer): Promise<UpgradeOption[]> {
  // One statement: the booking (for the access check), its tour, and the tour's upgrades.
  const rows = await db
    .select({ booking: bookings, numberOfDays: tours.numberOfDays, notice: tours.accommodationNotice, type: upgradeAccommodationTypes })
    .from(bookings)
    .innerJoin(departures, eq(departures.id, bookings.departureId))
    .innerJoin(tours, eq(tours.id, departures.tourId))
    .leftJoin(upgradeAccommodationTypes, eq(upgradeAccommodationTypes.tourId, tours.id))
    .where(eq(bookings.id, id))
    .orderBy(asc(upgradeAccommodationTypes.id));
  checkAccess(rows[0]?.booking, viewer, { unlocked: true });
  const tour = rows[0];
  const types = rows.flatMap((r) => (r.type ? [r.type] : []));
  const nightsOptions = Array.from({ length: Math.max(0, tour.numberOfDays - 1) }, (_, i) => i + 1);
  return types.map((t) => ({
    id: t.id,
    name: t.name,
    description: t.description,
    price_per_night: dollars(t.pricePerNightCents),
    bed_options: t.bedOptions,
    nights_options: nightsOptions,
    notice: tour.notice,
  }));
}

