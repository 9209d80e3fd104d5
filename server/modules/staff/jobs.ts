/**
 * The jobs staff actions enqueue (in the action's transaction): the customer's email after a
 * cancellation and after a refund. Each re-reads the booking, so the email states what is true
 * when it goes out.
 */
import { brandName } from '../../lib/mail';
import type { JobContext, JobHandlers } from '../jobs/worker';
import { todayInNz } from '../../../contract/dates';
import type { MailSettings } from '../notifications/emails';
import { loadBookingMail } from '../notifications/service';
import { bookingCancelledEmail, refundIssuedEmail } from '../notifications/staff-emails';
import { STAFF_JOBS } from './bookings';

const settingsOf = (ctx: Pick<JobContext, 'config'>): MailSettings => ({ brand: brandName(ctx.config.mailFrom), publicUrl: ctx.config.publicUrl });

function read(payload: Record<string, unknown>) {
  const bookingId = Number(payload.bookingId);
  if (!Number.isSafeInteger(bookingId) || bookingId <= 0) throw new Error('payload.bookingId must be a positive integer');
  const refundedCents = Math.max(0, Number(payload.refundedCents) || 0);
  const reason = typeof payload.reason === 'string' && payload.reason.trim() ? payload.reason.trim() : null;
  return { bookingId, refundedCents, reason };
}

async function handleCancelled(payload: Record<string, unknown>, ctx: JobContext): Promise<void> {
  const { bookingId, refundedCents, reason } = read(payload);
  const loaded = await loadBookingMail(ctx.db, bookingId, todayInNz(ctx.now));
  if (!loaded || loaded.bundle.row.cancelledAt === null) return;
  await ctx.mailer.send({ to: loaded.to, ...bookingCancelledEmail(settingsOf(ctx), loaded.view, refundedCents, reason) });
}

async function handleRefunded(payload: Record<string, unknown>, ctx: JobContext): Promise<void> {
  const { bookingId, refundedCents, reason } = read(payload);
  const loaded = await loadBookingMail(ctx.db, bookingId, todayInNz(ctx.now));
  if (!loaded || refundedCents <= 0) return;
  await ctx.mailer.send({ to: loaded.to, ...refundIssuedEmail(settingsOf(ctx), loaded.view, refundedCents, reason) });
}

export const staffJobHandlers: JobHandlers = {
  [STAFF_JOBS.cancelled]: handleCancelled,
  [STAFF_JOBS.refunded]: handleRefunded,
};
