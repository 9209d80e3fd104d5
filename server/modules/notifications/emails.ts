/**
 * The booking emails: payment receipt, booking confirmation (with its calendar file) and
 * balance reminder. Pure: each takes a plain view of the booking (service.ts builds it from
 * the database) and returns subject, text and HTML in the shared branded layout of
 * `renderEmail`, the same one as the password reset and waitlist emails.
 */
import { renderEmail, type MailAttachment } from '../../lib/mail';
import { buildIcs } from './ics';
import type { ReminderKind } from './reminders';
import { formatLongDate } from '../../../contract/dates';
import { formatNzdCentsExact } from '../../../contract/money';
import { FULL_PAYMENT_DAYS } from '../../../contract/payment-rules';
import { ON_REQUEST_DAYS } from '../../../contract/bookings-rules';

export interface BookingMailView {
  bookingId: number;
  firstName: string | null;
  tourName: string;
  /** The tour's slug, the `tour` query parameter of the booking pages. */
  tourSlug: string;
  departureDate: string;
  endDate: string;
  /** Where the trip starts and ends (already swapped for a reverse departure). */
  startLocation: string;
  endLocation: string;
  numberOfDays: number;
  /** The departure is under 30 days away: our team confirms the place (DECISIONS). */
  onRequest: boolean;
  confirmed: boolean;
  days: { ordinal: number; title: string }[];
  travellers: string[];
  extras: { label: string; amountCents: number }[];
  tourTotalCents: number;
  discountCents: number;
  promoCode: string | null;
  totalCents: number;
  paidCents: number;
  balanceCents: number;
  balanceDueDate: string;
}

export interface PaymentMailView {
  id: number;
  amountCents: number;
  /** When it succeeded (shown as a Pacific/Auckland date). */
  paidOn: string;
  cardBrand: string | null;
  cardLast4: string | null;
}

export interface MailSettings {
  brand: string;
  publicUrl: string;
}

export interface BuiltEmail {
  subject: string;
  text: string;
  html: string;
  attachments?: MailAttachment[];
}

function base(publicUrl: string): string {
  return publicUrl.replace(/\/+$/, '');
}

function bookingQuery(view: Pick<BookingMailView, 'bookingId' | 'tourSlug'>): string {
  return `bookingId=${view.bookingId}&tour=${encodeURIComponent(view.tourSlug)}`;
}

export const receiptLink = (publicUrl: string, view: Pick<BookingMailView, 'bookingId' | 'tourSlug'>) => `${base(publicUrl)}/bookings/receipt/?${bookingQuery(view)}`;
export const bookingLink = (publicUrl: string, view: Pick<BookingMailView, 'bookingId' | 'tourSlug'>) => `${base(publicUrl)}/bookings/review/?${bookingQuery(view)}`;
export const paymentLink = (publicUrl: string, view: Pick<BookingMailView, 'bookingId' | 'tourSlug'>) => `${base(publicUrl)}/bookings/payment/?${bookingQuery(view)}`;

const greeting = (view: BookingMailView) => (view.firstName ? `Kia ora ${view.firstName},` : 'Kia ora,');
const dates = (view: BookingMailView) => `${formatLongDate(view.departureDate)} to ${formatLongDate(view.endDate)}`;
const gstNote = 'All amounts are in New Zealand dollars and include GST.';

function cardLine(payment: PaymentMailView): string | null {
  if (!payment.cardBrand && !payment.cardLast4) return null;
  const brand = payment.cardBrand ? payment.cardBrand.charAt(0).toUpperCase() + payment.cardBrand.slice(1) : 'Card';
  return `Card: ${brand}${payment.cardLast4 ? ` ending ${payment.cardLast4}` : ''}`;
}

function balanceLine(view: BookingMailView): string {
  return view.balanceCents > 0
    ? `Balance remaining: ${formatNzdCentsExact(view.balanceCents)}, due by ${formatLongDate(view.balanceDueDate)}`
    : 'Balance remaining: NZ$0.00 (your booking is fully paid)';
}

export function receiptEmail(settings: MailSettings, view: BookingMailView, payment: PaymentMailView): BuiltEmail {
  const lines = [
    `Booking reference: ${view.bookingId}`,
    `Tour: ${view.tourName}`,
    `Dates: ${dates(view)}`,
    `Amount paid: ${formatNzdCentsExact(payment.amountCents)} on ${formatLongDate(payment.paidOn)}`,
    cardLine(payment),
    `Payment reference: ${payment.id}`,
  ].filter((line): line is string => line !== null);
  const body = renderEmail({
    brand: settings.brand,
    greeting: greeting(view),
    paragraphs: [
      `Thank you for your payment. This is your receipt from ${settings.brand}.`,
      lines.join('\n'),
      [`Booking total: ${formatNzdCentsExact(view.totalCents)}`, `Total paid: ${formatNzdCentsExact(view.paidCents)}`, balanceLine(view)].join('\n'),
    ],
    action: { label: 'View your receipt', url: receiptLink(settings.publicUrl, view) },
    footnotes: [`See or manage your booking: ${bookingLink(settings.publicUrl, view)}`, gstNote],
  });
  return { subject: `Receipt: ${formatNzdCentsExact(payment.amountCents)} paid for booking ${view.bookingId}, ${view.tourName}`, ...body };
}

export interface ConfirmationOptions {
  /** DTSTAMP of the calendar file. */
  now: Date;
  /** The booking changed (new dates): an updated confirmation replacing the earlier one. */
  updated?: boolean;
  /** The calendar event's revision (the booking's version for an update). */
  sequence?: number;
}

/** UID of a booking's calendar event: the same for every file we send about that booking. */
export function calendarUid(publicUrl: string, bookingId: number): string {
  let host = 'keatrails.invalid';
  try {
    host = new URL(publicUrl).hostname || host;
  } catch {
    // keep the fallback host
  }
  return `booking-${bookingId}@${host}`;
}

export function bookingCalendar(settings: MailSettings, view: BookingMailView, now: Date, sequence?: number): string {
  return buildIcs({
    sequence,
    uid: calendarUid(settings.publicUrl, view.bookingId),
    stamp: now,
    startDate: view.departureDate,
    lastDate: view.endDate,
    summary: `${view.tourName} (${settings.brand})`,
    location: view.startLocation,
    description: `Booking reference ${view.bookingId}. ${view.numberOfDays} days from ${view.startLocation} to ${view.endLocation}. Manage your booking: ${bookingLink(settings.publicUrl, view)}`,
    url: bookingLink(settings.publicUrl, view),
    productName: settings.brand,
  });
}

export function confirmationEmail(settings: MailSettings, view: BookingMailView, options: ConfirmationOptions): BuiltEmail {
  const awaitingUs = view.onRequest && !view.confirmed;
  const route = view.startLocation === view.endLocation ? `Starts and ends in ${view.startLocation}` : `Starts in ${view.startLocation}, ends in ${view.endLocation}`;
  const trip = [`Booking reference: ${view.bookingId}`, `Tour: ${view.tourName} (${view.numberOfDays} days)`, `Dates: ${dates(view)}`, route].join('\n');
  const itinerary = view.days.length
    ? ['Your itinerary:', ...view.days.map((d) => `Day ${d.ordinal}: ${d.title}`)].join('\n')
    : null;
  const travellers = [`Travellers (${view.travellers.length}):`, ...view.travellers].join('\n');
  const extras = view.extras.length ? ['Extras:', ...view.extras.map((e) => `${e.label}: ${formatNzdCentsExact(e.amountCents)}`)].join('\n') : null;
  const totals = [
    `Tour: ${formatNzdCentsExact(view.tourTotalCents)}`,
    ...(view.extras.length ? [`Extras: ${formatNzdCentsExact(view.extras.reduce((n, e) => n + e.amountCents, 0))}`] : []),
    ...(view.discountCents > 0 ? [`Discount${view.promoCode ? ` (${view.promoCode})` : ''}: -${formatNzdCentsExact(view.discountCents)}`] : []),
    `Total: ${formatNzdCentsExact(view.totalCents)}`,
    `Paid so far: ${formatNzdCentsExact(view.paidCents)}`,
    balanceLine(view),
  ].join('\n');
  const paragraphs = [
    options.updated
      ? `Your booking has changed: these are its new details, and they replace the ones we sent before. The calendar file attached updates the event in your calendar.`
      : awaitingUs
        ? `Thank you for booking with ${settings.brand}. Because your departure is less than ${ON_REQUEST_DAYS} days away, our team confirms your place personally and will be in touch shortly.`
        : `Thank you for booking with ${settings.brand}: your place on ${view.tourName} is confirmed.`,
    trip,
    ...(itinerary ? [itinerary] : []),
    travellers,
    ...(extras ? [extras] : []),
    totals,
    ...(view.balanceCents > 0
      ? [`The full balance is due ${FULL_PAYMENT_DAYS} days before departure, by ${formatLongDate(view.balanceDueDate)}. We will send you a reminder before then.`]
      : []),
    'Your trip is attached as a calendar file (.ics): open it to add the dates to your calendar.',
  ];
  const body = renderEmail({
    brand: settings.brand,
    greeting: greeting(view),
    paragraphs,
    action: { label: 'View your booking', url: bookingLink(settings.publicUrl, view) },
    footnotes: [gstNote],
  });
  return {
    subject: `${options.updated ? 'Booking updated' : awaitingUs ? 'Booking received' : 'Booking confirmed'}: ${view.tourName}, ${formatLongDate(view.departureDate)} (booking ${view.bookingId})`,
    ...body,
    attachments: [{ filename: `booking-${view.bookingId}.ics`, content: bookingCalendar(settings, view, options.now, options.sequence), contentType: 'text/calendar; charset=utf-8; method=PUBLISH' }],
  };
}

export function reminderEmail(settings: MailSettings, view: BookingMailView, kind: ReminderKind, daysLeft: number): BuiltEmail {
  const when =
    kind === 'due_today' || daysLeft <= 0
      ? `is due today, ${formatLongDate(view.balanceDueDate)}`
      : `is due in ${daysLeft} ${daysLeft === 1 ? 'day' : 'days'}, on ${formatLongDate(view.balanceDueDate)}`;
  const body = renderEmail({
    brand: settings.brand,
    greeting: greeting(view),
    paragraphs: [
      `A friendly reminder: the balance of your booking ${view.bookingId} for ${view.tourName} (${dates(view)}) ${when}.`,
      [`Balance remaining: ${formatNzdCentsExact(view.balanceCents)}`, `Paid so far: ${formatNzdCentsExact(view.paidCents)}`, `Booking total: ${formatNzdCentsExact(view.totalCents)}`].join('\n'),
      `The full balance is due ${FULL_PAYMENT_DAYS} days before departure.`,
    ],
    action: { label: 'Pay your balance', url: paymentLink(settings.publicUrl, view) },
    footnotes: ['If you have paid in the last day, thank you: please ignore this reminder.', gstNote],
  });
  const subject =
    kind === 'due_today' || daysLeft <= 0
      ? `Your balance of ${formatNzdCentsExact(view.balanceCents)} for ${view.tourName} is due today`
      : `Reminder: your balance of ${formatNzdCentsExact(view.balanceCents)} for ${view.tourName} is due on ${formatLongDate(view.balanceDueDate)}`;
  return { subject, ...body };
}
