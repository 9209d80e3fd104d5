/**
 * The balance reminder schedule (pure; dates are Pacific/Auckland calendar days, YYYY-MM-DD).
 *
 * The full balance is due 56 days before departure (DECISIONS). A booking that has paid
 * something and still owes money gets a reminder 14, 7 and 1 day(s) before that due date and
 * one on the due date itself. Only the latest reminder whose day has come is due, so a sweep
 * that missed a day (every instance down) catches up with one email, not a burst of them; a
 * reminder whose day came on or before the first payment is skipped (the confirmation the
 * customer just received names the due date). After the due date nothing more is sent: an
 * overdue balance is for our team to follow up.
 */
import { addDays, daysBetween } from '../../../contract/dates';
import { balanceDueDate } from '../../../contract/payment-rules';

export const REMINDER_KINDS = ['14_days', '7_days', '1_day', 'due_today'] as const;
export type ReminderKind = (typeof REMINDER_KINDS)[number];

/** Days before the balance due date each reminder goes out, latest last. */
export const REMINDER_OFFSETS: Readonly<Record<ReminderKind, number>> = { '14_days': 14, '7_days': 7, '1_day': 1, due_today: 0 };

/** Days the sweep looks ahead: bookings whose due date is at most this far away. */
export const REMINDER_WINDOW_DAYS = Math.max(...Object.values(REMINDER_OFFSETS));

export interface ReminderBooking {
  departureDate: string;
  balanceRemainingCents: number;
  /** Day (Pacific/Auckland) of the first succeeded payment; null when nothing is paid. */
  firstPaidOn: string | null;
}

export interface DueReminder {
  kind: ReminderKind;
  /** The balance due date the reminder is about. */
  dueDate: string;
  /** The day it is scheduled for. */
  sendOn: string;
}


/** The reminder to send today for this booking, if any (see the header comment). */
export function dueReminders(booking: ReminderBooking, today: string): DueReminder[] {
  if (booking.balanceRemainingCents <= 0 || booking.firstPaidOn === null) return [];
  const dueDate = balanceDueDate(booking.departureDate);
  if (today > dueDate) return [];
  const scheduled = REMINDER_KINDS.map((kind) => ({ kind, dueDate, sendOn: addDays(dueDate, -REMINDER_OFFSETS[kind]) }));
  const latest = scheduled.filter((r) => r.sendOn <= today).pop();
  if (!latest || latest.sendOn <= booking.firstPaidOn) return [];
  return [latest];
}

/** Whole days from today to the due date (for the email's wording). */
export function daysUntilDue(dueDate: string, today: string): number {
  return daysBetween(today, dueDate);
}
