/**
 * The lifecycle's background jobs (server/modules/jobs runs them; README.md lists them). Each
 * reads fresh rows and re-checks that it still has something to do, so a job that was overtaken
 * (the deposit was paid, the hold restarted, staff answered) does nothing.
 */
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema/accounts';
import { bookings } from '../../db/schema/bookings';
import { brandName } from '../../lib/mail';
import { REQUEST_ANSWER_HOURS, REVIVE_DAYS } from '../../../contract/booking-lifecycle';
import { enqueueJob } from '../jobs/queue';
import type { JobContext, JobHandlers } from '../jobs/worker';
import { confirmationEmail, bookingLink, type MailSettings } from '../notifications/emails';
import {
  bookingReceivedEmail,
  holdExpiredEmail,
  holdReminderEmail,
  requestDeclinedEmail,
  staffRequestEmail,
  totalChangedEmail,
} from '../notifications/lifecycle-emails';
import { loadBookingMail } from '../notifications/service';
import { enqueueWaitlistOffer } from '../waitlist/offers';
import { LIFECYCLE_JOBS, settleBooking, snapshot, SYSTEM } from './lifecycle';
import { todayInNz } from '../../../contract/dates';
import { releasePromo } from './promo';
import { freeSeats } from './service';

const settingsOf = (ctx: Pick<JobContext, 'config'>): MailSettings => ({ brand: brandName(ctx.config.mailFrom), publicUrl: ctx.config.publicUrl });

function bookingIdOf(payload: Record<string, unknown>): number {
  const id = Number(payload.bookingId);
  if (!Number.isSafeInteger(id) || id <= 0) throw new Error('payload.bookingId must be a positive integer');
  return id;
}

const load = (ctx: JobContext, id: number) => loadBookingMail(ctx.db, id, todayInNz(ctx.now));
const live = (row: { expiredAt: Date | null; cancelledAt: Date | null }) => row.expiredAt === null && row.cancelledAt === null;
const sameInstant = (a: Date | null, iso: unknown) => a !== null && typeof iso === 'string' && a.getTime() === Date.parse(iso);

async function handleReceived(payload: Record<string, unknown>, ctx: JobContext): Promise<void> {
  const loaded = await load(ctx, bookingIdOf(payload));
  if (!loaded || !live(loaded.bundle.row)) return;
  const { row, price } = loaded.bundle;
  await ctx.mailer.send({
    to: loaded.to,
    ...bookingReceivedEmail(settingsOf(ctx), loaded.view, {
      holdExpiresAt: price.totalPaid === 0 ? row.holdExpiresAt : null,
      depositCents: price.depositDue,
      requestPending: row.requestStatus === 'pending',
    }),
  });
}

async function handleHoldReminder(payload: Record<string, unknown>, ctx: JobContext): Promise<void> {
  const loaded = await load(ctx, bookingIdOf(payload));
  if (!loaded) return;
  const { row, price } = loaded.bundle;
  // Paid, expired, cancelled or its hold restarted since: nothing to remind.
  if (!live(row) || price.totalPaid > 0 || !sameInstant(row.holdExpiresAt, payload.holdExpiresAt) || row.holdExpiresAt! <= ctx.now) return;
  await ctx.mailer.send({ to: loaded.to, ...holdReminderEmail(settingsOf(ctx), loaded.view, { holdExpiresAt: row.holdExpiresAt!, depositCents: price.depositDue }) });
}

/**
 * The hold ended with nothing paid: the booking expires, its seats and promo use are released
 * and the waitlist is offered the seats, in one transaction; then the customer is told. A retry
 * after the email failed finds the booking expired by this same hold and sends the email only.
 */
async function handleHoldExpiry(payload: Record<string, unknown>, ctx: JobContext): Promise<void> {
  const id = bookingIdOf(payload);
  const expiredNow = await ctx.db.transaction(async (tx) => {
    const [row] = await tx.select().from(bookings).where(eq(bookings.id, id)).for('update');
    if (!row || !sameInstant(row.holdExpiresAt, payload.holdExpiresAt)) return 'skip' as const;
    if (row.expiredAt !== null) return 'notify' as const;
    if (row.cancelledAt !== null || row.holdExpiresAt! > ctx.now) return 'skip' as const;
    const before = await snapshot(tx, id);
    if (!before || before.paid_cents > 0) return 'skip' as const;
    await freeSeats(tx, row.departureId, before.travellers);
    // The promo use is released; the code stays written on the booking so a revival can try it again.
    await releasePromo(tx, row);
    await tx.update(bookings).set({ expiredAt: ctx.now, promoCodeId: null, promoCodeValid: false }).where(eq(bookings.id, id));
    await enqueueWaitlistOffer(tx, row.departureId, ctx.now);
    await settleBooking(tx, id, { actor: SYSTEM, action: 'expired', before, now: ctx.now });
    return 'notify' as const;
  });
  if (expiredNow === 'skip') return;
  const loaded = await load(ctx, id);
  if (!loaded || loaded.bundle.row.expiredAt === null) return;
  const reviveUntil = new Date(loaded.bundle.row.expiredAt.getTime() + REVIVE_DAYS * 86_400_000);
  await ctx.mailer.send({ to: loaded.to, ...holdExpiredEmail(settingsOf(ctx), loaded.view, reviveUntil) });
}

async function handleTotalChanged(payload: Record<string, unknown>, ctx: JobContext): Promise<void> {
  const loaded = await load(ctx, bookingIdOf(payload));
  if (!loaded || !live(loaded.bundle.row) || loaded.bundle.price.totalPaid === 0) return;
  await ctx.mailer.send({ to: loaded.to, ...totalChangedEmail(settingsOf(ctx), loaded.view, loaded.bundle.row.creditCents) });
}

async function handleUpdatedConfirmation(payload: Record<string, unknown>, ctx: JobContext): Promise<void> {
  const loaded = await load(ctx, bookingIdOf(payload));
  if (!loaded || !live(loaded.bundle.row) || loaded.view.paidCents <= 0) return;
  await ctx.mailer.send({ to: loaded.to, ...confirmationEmail(settingsOf(ctx), loaded.view, { now: ctx.now, updated: true, sequence: loaded.bundle.row.version }) });
}

async function staffEmails(ctx: JobContext): Promise<string[]> {
  const rows = await ctx.db.select({ email: users.email }).from(users).where(eq(users.isAdmin, true));
  return rows.map((r) => r.email);
}

async function notifyStaff(ctx: JobContext, id: number, escalated: boolean): Promise<boolean> {
  const loaded = await load(ctx, id);
  const row = loaded?.bundle.row;
  if (!loaded || !row || row.requestStatus !== 'pending' || !live(row) || !row.requestDeadline) return false;
  const staff = await staffEmails(ctx);
  if (staff.length === 0) ctx.log?.error({ bookingId: id }, 'on-request booking waiting, but no staff account (ADMIN_EMAIL) to tell');
  const email = staffRequestEmail(
    settingsOf(ctx),
    loaded.view,
    { customerEmail: loaded.to, deadline: row.requestDeadline, staffUrl: bookingLink(ctx.config.publicUrl, loaded.view) },
    escalated,
  );
  for (const to of staff) await ctx.mailer.send({ to, ...email });
  return true;
}

async function handleRequestStaffNotice(payload: Record<string, unknown>, ctx: JobContext): Promise<void> {
  await notifyStaff(ctx, bookingIdOf(payload), false);
}

/** The deadline passed unanswered: every staff member is emailed again, and again a day later. Never confirmed by itself. */
async function handleRequestEscalation(payload: Record<string, unknown>, ctx: JobContext): Promise<void> {
  const id = bookingIdOf(payload);
  if (!(await notifyStaff(ctx, id, true))) return;
  const next = new Date(ctx.now.getTime() + REQUEST_ANSWER_HOURS * 3_600_000);
  await enqueueJob(ctx.db, {
    type: LIFECYCLE_JOBS.requestEscalation,
    payload: { bookingId: id, deadline: next.toISOString() },
    runAt: next,
    dedupeKey: `${LIFECYCLE_JOBS.requestEscalation}:${id}:${next.toISOString().slice(0, 13)}`,
  });
}

async function handleRequestAnswered(payload: Record<string, unknown>, ctx: JobContext): Promise<void> {
  const loaded = await load(ctx, bookingIdOf(payload));
  if (!loaded) return;
  if (payload.answer === 'confirmed') {
    if (loaded.bundle.row.requestStatus !== 'confirmed' || !live(loaded.bundle.row)) return;
    await ctx.mailer.send({ to: loaded.to, ...confirmationEmail(settingsOf(ctx), { ...loaded.view, onRequest: false }, { now: ctx.now }) });
  } else if (payload.answer === 'declined') {
    const refunded = Number(payload.refundedCents) || 0;
    const reason = typeof payload.reason === 'string' && payload.reason.trim() ? payload.reason.trim() : null;
    await ctx.mailer.send({ to: loaded.to, ...requestDeclinedEmail(settingsOf(ctx), loaded.view, refunded, reason) });
  }
}

export const lifecycleJobHandlers: JobHandlers = {
  [LIFECYCLE_JOBS.received]: handleReceived,
  [LIFECYCLE_JOBS.holdReminder]: handleHoldReminder,
  [LIFECYCLE_JOBS.holdExpiry]: handleHoldExpiry,
  [LIFECYCLE_JOBS.totalChanged]: handleTotalChanged,
  [LIFECYCLE_JOBS.updatedConfirmation]: handleUpdatedConfirmation,
  [LIFECYCLE_JOBS.requestStaffNotice]: handleRequestStaffNotice,
  [LIFECYCLE_JOBS.requestEscalation]: handleRequestEscalation,
  [LIFECYCLE_JOBS.requestAnswered]: handleRequestAnswered,
};
