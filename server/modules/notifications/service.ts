/**
 * The job handlers behind the booking emails (see server/modules/jobs/README.md):
 *
 * - payment_succeeded {paymentId}: the receipt; the first time for a booking it also enqueues
 *   booking_confirmation (dedupe key per booking, so only the first payment's job does).
 * - booking_confirmation {bookingId}: the confirmation with the itinerary and an .ics file.
 * - balance_reminders_sweep {}: once a day, enqueues the balance_reminder jobs that are due
 *   (dedupe key per booking, due date and reminder kind: never sent twice), then enqueues the
 *   next day's sweep.
 * - balance_reminder {bookingId, kind, dueDate}: re-reads the booking and sends the reminder
 *   only if money is still owed on the same due date.
 *
 * Every handler reads fresh rows (payloads hold ids only) and skips quietly when there is
 * nothing to send any more (payment refunded, booking deleted, balance paid).
 */
import { and, asc, eq, gte, lt, lte, sql } from 'drizzle-orm';
import { bookings, payments } from '../../db/schema/bookings';
import { departures, tourDays } from '../../db/schema/catalogue';
import { users } from '../../db/schema/accounts';
import { paymentDetails } from '../../db/schema/payments';
import { jobs } from '../../db/schema/jobs';
import { brandName } from '../../lib/mail';
import { enqueueJob, tryEnqueueJob, type DbOrTx } from '../jobs/queue';
import type { JobContext, JobHandlers } from '../jobs/worker';
import { loadBundles, type BookingBundle } from '../bookings/load';
import { addDays, todayInNz } from '../../../contract/dates';
import { balanceDueDate, FULL_PAYMENT_DAYS } from '../../../contract/payment-rules';
import { confirmationEmail, receiptEmail, reminderEmail, type BookingMailView, type MailSettings, type PaymentMailView } from './emails';
import { daysUntilDue, dueReminders, REMINDER_KINDS, REMINDER_WINDOW_DAYS, type ReminderKind } from './reminders';

export const JOB_TYPES = {
  paymentSucceeded: 'payment_succeeded',
  bookingConfirmation: 'booking_confirmation',
  reminderSweep: 'balance_reminders_sweep',
  reminder: 'balance_reminder',
} as const;

/** The job the payments module enqueues, in the transaction that records a succeeded payment. */
export function paymentSucceededJob(paymentId: number) {
  return { type: JOB_TYPES.paymentSucceeded, payload: { paymentId }, dedupeKey: `${JOB_TYPES.paymentSucceeded}:${paymentId}` };
}

const settingsOf = (ctx: Pick<JobContext, 'config'>): MailSettings => ({ brand: brandName(ctx.config.mailFrom), publicUrl: ctx.config.publicUrl });

function positiveInt(payload: Record<string, unknown>, key: string): number {
  const value = Number(payload[key]);
  if (!Number.isSafeInteger(value) || value <= 0) throw new Error(`payload.${key} must be a positive integer`);
  return value;
}

function travellerName(t: BookingBundle['travellers'][number], index: number): string {
  const name = [t.title, t.firstName, t.lastName].filter((part) => part && part.trim()).join(' ');
  return name || `Traveller ${index + 1} (details to come)`;
}

/** The booking as its emails show it, with the customer to write to; undefined when it is gone. */
export async function loadBookingMail(db: DbOrTx, bookingId: number, today: string): Promise<{ to: string; view: BookingMailView; bundle: BookingBundle } | undefined> {
  const bundle = (await loadBundles(db, [bookingId], today)).get(bookingId);
  if (!bundle) return undefined;
  const [[user], days] = await Promise.all([
    db.select({ email: users.email, firstName: users.firstName }).from(users).where(eq(users.id, bundle.row.userId)),
    db.select({ ordinal: tourDays.ordinalNumber, title: tourDays.title }).from(tourDays).where(eq(tourDays.tourId, bundle.tour.id)).orderBy(asc(tourDays.ordinalNumber)),
  ]);
  if (!user) return undefined;
  const { tour, departure, price, row } = bundle;
  const nameOf = new Map(bundle.travellers.map((t, i) => [t.id, travellerName(t, i)]));
  const travellersCount = bundle.travellers.length;
  const [startLocation, endLocation] = departure.reverse ? [tour.endLocation, tour.startLocation] : [tour.startLocation, tour.endLocation];
  const extras = [
    ...bundle.accommodations
      .filter((a) => a.selected)
      .map((a) => ({
        label: `${a.nights} extra ${a.nights === 1 ? 'night' : 'nights'} ${a.isBefore ? `before the tour in ${startLocation}` : `after the tour in ${endLocation}`} (${travellersCount} ${travellersCount === 1 ? 'traveller' : 'travellers'})`,
        amountCents: a.nights * tour.extraNightPriceCents * travellersCount,
      })),
    ...bundle.upgrades.map((u) => ({ label: `${u.name} (${u.nights} ${u.nights === 1 ? 'night' : 'nights'}, ${u.bedOption})`, amountCents: u.nights * u.pricePerNightCents })),
    ...bundle.addons.map((a) => ({
      label: `${a.activityName}: ${a.optionName} (${nameOf.get(a.travellerId) ?? 'traveller'}${a.dayOrdinal !== null ? `, day ${a.dayOrdinal}` : ''})`,
      amountCents: a.priceCents,
    })),
    ...bundle.adHoc.map((a) => ({ label: a.description, amountCents: a.amountCents })),
  ];
  const view: BookingMailView = {
    bookingId: row.id,
    firstName: user.firstName || null,
    tourName: tour.name,
    tourSlug: tour.contentId,
    departureDate: departure.date,
    endDate: departure.endDate,
    startLocation,
    endLocation,
    numberOfDays: tour.numberOfDays,
    onRequest: row.onRequest,
    confirmed: row.confirmed,
    days,
    travellers: bundle.travellers.map(travellerName),
    extras,
    tourTotalCents: price.tourTotal,
    discountCents: price.totalDiscount,
    promoCode: row.promoCodeValid ? row.promoCodeString : null,
    totalCents: price.total,
    paidCents: price.totalPaid,
    balanceCents: price.balanceRemaining,
    balanceDueDate: balanceDueDate(departure.date),
  };
  return { to: user.email, view, bundle };
}

async function handlePaymentSucceeded(payload: Record<string, unknown>, ctx: JobContext): Promise<void> {
  const paymentId = positiveInt(payload, 'paymentId');
  const [payment] = await ctx.db
    .select({ id: payments.id, bookingId: payments.bookingId, amountCents: payments.amountCents, status: payments.status, createdAt: payments.createdAt, receivedOn: payments.receivedOn, cardBrand: paymentDetails.cardBrand, cardLast4: paymentDetails.cardLast4 })
    .from(payments)
    .leftJoin(paymentDetails, eq(paymentDetails.paymentId, payments.id))
    .where(eq(payments.id, paymentId));
  if (!payment || payment.status !== 'succeeded' || payment.bookingId === null) {
    ctx.log?.warn({ paymentId, status: payment?.status }, 'payment_succeeded: no succeeded payment with a booking; nothing sent');
    return;
  }
  const loaded = await loadBookingMail(ctx.db, payment.bookingId, todayInNz(ctx.now));
  if (!loaded) {
    ctx.log?.warn({ paymentId, bookingId: payment.bookingId }, 'payment_succeeded: booking not found; nothing sent');
    return;
  }
  // Before the receipt, so a mail outage retries the two independently. The key makes it once per booking.
  await enqueueJob(ctx.db, { type: JOB_TYPES.bookingConfirmation, payload: { bookingId: payment.bookingId }, runAt: ctx.now, dedupeKey: `${JOB_TYPES.bookingConfirmation}:${payment.bookingId}` });
  const paymentView: PaymentMailView = {
    id: payment.id,
    amountCents: payment.amountCents,
    // An offline payment (a bank transfer staff recorded) was paid on the day the money arrived.
    paidOn: payment.receivedOn ?? todayInNz(payment.createdAt),
    cardBrand: payment.cardBrand ?? null,
    cardLast4: payment.cardLast4 ?? null,
  };
  // A receipt states the account as of this payment, even when it goes out after a later one (retries).
  const paidThen = loaded.bundle.payments.filter((p) => p.status === 'succeeded' && p.id <= payment.id).reduce((n, p) => n + p.amountCents, 0);
  const asOfPayment = { ...loaded.view, paidCents: paidThen, balanceCents: Math.max(0, loaded.view.totalCents - paidThen) };
  await ctx.mailer.send({ to: loaded.to, ...receiptEmail(settingsOf(ctx), asOfPayment, paymentView) });
}

async function handleBookingConfirmation(payload: Record<string, unknown>, ctx: JobContext): Promise<void> {
  const bookingId = positiveInt(payload, 'bookingId');
  const loaded = await loadBookingMail(ctx.db, bookingId, todayInNz(ctx.now));
  if (!loaded || loaded.view.paidCents <= 0) {
    ctx.log?.warn({ bookingId }, 'booking_confirmation: booking gone or nothing paid; nothing sent');
    return;
  }
  await ctx.mailer.send({ to: loaded.to, ...confirmationEmail(settingsOf(ctx), loaded.view, { now: ctx.now }) });
}

/** 09:00 (NZST) or 10:00 (NZDT) in Auckland on `date`: 21:00 UTC the day before. */
export function aucklandMorning(date: string): Date {
  return new Date(Date.parse(`${date}T00:00:00Z`) - 3 * 60 * 60 * 1000);
}

const sweepKey = (date: string) => `${JOB_TYPES.reminderSweep}:${date}`;

/**
 * Makes sure today's reminder sweep exists (one per Auckland day across every instance:
 * the dedupe key holds the date). Called when a worker starts and again each new day.
 */
export async function scheduleReminderSweep(db: DbOrTx, now: Date = new Date()): Promise<void> {
  const today = todayInNz(now);
  const morning = aucklandMorning(today);
  await enqueueJob(db, { type: JOB_TYPES.reminderSweep, payload: { date: today }, runAt: morning > now ? morning : now, dedupeKey: sweepKey(today) });
}

const SWEEP_CHUNK = 100;

/** Enqueues the reminders due today; returns how many were new. */
export async function enqueueDueReminders(db: DbOrTx, now: Date): Promise<number> {
  const today = todayInNz(now);
  // Departures whose balance due date is today or at most REMINDER_WINDOW_DAYS ahead.
  const from = addDays(today, FULL_PAYMENT_DAYS);
  const to = addDays(today, FULL_PAYMENT_DAYS + REMINDER_WINDOW_DAYS);
  const candidates = await db
    .select({ id: bookings.id, firstPaidAt: sql<string>`min(${payments.createdAt})` })
    .from(bookings)
    .innerJoin(departures, eq(departures.id, bookings.departureId))
    .innerJoin(payments, and(eq(payments.bookingId, bookings.id), eq(payments.status, 'succeeded')))
    .where(and(gte(departures.date, from), lte(departures.date, to), eq(departures.status, 'open'), eq(bookings.archived, false)))
    .groupBy(bookings.id)
    .orderBy(asc(bookings.id));
  let enqueued = 0;
  for (let i = 0; i < candidates.length; i += SWEEP_CHUNK) {
    const chunk = candidates.slice(i, i + SWEEP_CHUNK);
    const bundles = await loadBundles(db, chunk.map((c) => c.id), today);
    for (const candidate of chunk) {
      const bundle = bundles.get(candidate.id);
      if (!bundle) continue;
      const due = dueReminders(
        { departureDate: bundle.departure.date, balanceRemainingCents: bundle.price.balanceRemaining, firstPaidOn: todayInNz(new Date(candidate.firstPaidAt)) },
        today,
      );
      for (const reminder of due) {
        const added = await tryEnqueueJob(db, {
          type: JOB_TYPES.reminder,
          payload: { bookingId: candidate.id, kind: reminder.kind, dueDate: reminder.dueDate },
          runAt: now,
          dedupeKey: reminderKey(candidate.id, reminder.dueDate, reminder.kind),
        });
        if (added) enqueued++;
      }
    }
  }
  return enqueued;
}

export function reminderKey(bookingId: number, dueDate: string, kind: ReminderKind): string {
  return `${JOB_TYPES.reminder}:${bookingId}:${dueDate}:${kind}`;
}

/** Finished jobs are kept this long (their dedupe keys with them), then deleted by the daily sweep. Failed ones stay for a person to look at. */
export const DONE_JOBS_KEPT_DAYS = 180;

async function handleReminderSweep(_payload: Record<string, unknown>, ctx: JobContext): Promise<void> {
  const enqueued = await enqueueDueReminders(ctx.db, ctx.now);
  await ctx.db.delete(jobs).where(and(eq(jobs.status, 'done'), lt(jobs.finishedAt, new Date(ctx.now.getTime() - DONE_JOBS_KEPT_DAYS * 86_400_000))));
  const tomorrow = addDays(todayInNz(ctx.now), 1);
  await enqueueJob(ctx.db, { type: JOB_TYPES.reminderSweep, payload: { date: tomorrow }, runAt: aucklandMorning(tomorrow), dedupeKey: sweepKey(tomorrow) });
  if (enqueued > 0) ctx.log?.info({ enqueued }, 'balance reminders enqueued');
}

async function handleReminder(payload: Record<string, unknown>, ctx: JobContext): Promise<void> {
  const bookingId = positiveInt(payload, 'bookingId');
  const kind = payload.kind as ReminderKind;
  if (!REMINDER_KINDS.includes(kind)) throw new Error('payload.kind is not a reminder kind');
  const today = todayInNz(ctx.now);
  const loaded = await loadBookingMail(ctx.db, bookingId, today);
  // Re-checked at send time: paid, deleted, archived, moved to another date, cancelled or past due.
  const skip = !loaded
    ? 'booking gone'
    : loaded.view.balanceCents <= 0
      ? 'paid'
      : loaded.bundle.row.archived
        ? 'archived'
        : loaded.bundle.departure.status !== 'open'
          ? 'departure cancelled'
          : loaded.view.balanceDueDate !== payload.dueDate
            ? 'due date changed'
            : today > loaded.view.balanceDueDate
              ? 'past due'
              : null;
  if (skip || !loaded) {
    ctx.log?.info({ bookingId, kind, reason: skip }, 'balance reminder skipped');
    return;
  }
  await ctx.mailer.send({ to: loaded.to, ...reminderEmail(settingsOf(ctx), loaded.view, kind, daysUntilDue(loaded.view.balanceDueDate, today)) });
}

/** Every job type this module handles. */
export const notificationHandlers: JobHandlers = {
  [JOB_TYPES.paymentSucceeded]: handlePaymentSucceeded,
  [JOB_TYPES.bookingConfirmation]: handleBookingConfirmation,
  [JOB_TYPES.reminderSweep]: handleReminderSweep,
  [JOB_TYPES.reminder]: handleReminder,
};
