/**
 * The lifecycle's emails (server/modules/bookings/lifecycle-jobs.ts sends them): the booking
 * received with its hold, the hold's reminder and its end, a paid booking whose total moved,
 * and the on-request ones (staff notice and escalation, the customer's decline). Pure, in the
 * shared branded layout, like emails.ts.
 */
import { renderEmail } from '../../lib/mail';
import { holdNotice, LIFECYCLE_MESSAGES, REVIVE_DAYS } from '../../../contract/booking-lifecycle';
import { bookingLink, paymentLink, type BookingMailView, type BuiltEmail, type MailSettings } from './emails';
import { formatLongDate, formatNzDateTimeLong } from '../../../contract/dates';
import { formatNzdCentsExact } from '../../../contract/money';
import { ON_REQUEST_DAYS } from '../../../contract/bookings-rules';

const greeting = (view: BookingMailView) => (view.firstName ? `Kia ora ${view.firstName},` : 'Kia ora,');
const dates = (view: BookingMailView) => `${formatLongDate(view.departureDate)} to ${formatLongDate(view.endDate)}`;
const trip = (view: BookingMailView) =>
  [`Booking reference: ${view.bookingId}`, `Tour: ${view.tourName} (${view.numberOfDays} days)`, `Dates: ${dates(view)}`, `Travellers: ${view.travellers.length}`].join('\n');
const gstNote = 'All amounts are in New Zealand dollars and include GST.';

export interface HoldMailView {
  holdExpiresAt: Date | null;
  depositCents: number;
  requestPending: boolean;
}

/** Sent when a booking is made: what it costs, until when its seats are held, what keeps them. */
export function bookingReceivedEmail(settings: MailSettings, view: BookingMailView, hold: HoldMailView): BuiltEmail {
  const paragraphs = [
    `Thank you for booking ${view.tourName} with ${settings.brand}.`,
    trip(view),
    ...(hold.holdExpiresAt ? [holdNotice(formatNzDateTimeLong(hold.holdExpiresAt), formatNzdCentsExact(hold.depositCents))] : []),
    ...(hold.requestPending ? [LIFECYCLE_MESSAGES.requestNotice] : []),
    'Add your travellers’ details and any activities whenever suits you; you can come back to your booking at any time.',
  ];
  const body = renderEmail({
    brand: settings.brand,
    greeting: greeting(view),
    paragraphs,
    action: { label: 'Pay the deposit', url: paymentLink(settings.publicUrl, view) },
    footnotes: [`See or manage your booking: ${bookingLink(settings.publicUrl, view)}`, gstNote],
  });
  return { subject: `${hold.requestPending ? 'Booking request received' : 'Your seats are held'}: ${view.tourName}, ${formatLongDate(view.departureDate)} (booking ${view.bookingId})`, ...body };
}

export function holdReminderEmail(settings: MailSettings, view: BookingMailView, hold: { holdExpiresAt: Date; depositCents: number }): BuiltEmail {
  const until = formatNzDateTimeLong(hold.holdExpiresAt);
  const body = renderEmail({
    brand: settings.brand,
    greeting: greeting(view),
    paragraphs: [
      `Your seats on ${view.tourName} (${dates(view)}) are held until ${until} (New Zealand time). After that they are released for other travellers.`,
      `Pay the deposit of ${formatNzdCentsExact(hold.depositCents)} to keep them.`,
      trip(view),
    ],
    action: { label: 'Pay the deposit', url: paymentLink(settings.publicUrl, view) },
    footnotes: ['If you have just paid, thank you: please ignore this reminder.', gstNote],
  });
  return { subject: `Your seats on ${view.tourName} are held until ${until}`, ...body };
}

export function holdExpiredEmail(settings: MailSettings, view: BookingMailView, reviveUntil: Date): BuiltEmail {
  const body = renderEmail({
    brand: settings.brand,
    greeting: greeting(view),
    paragraphs: [
      `${LIFECYCLE_MESSAGES.expired.replace('This booking has expired', `Your booking ${view.bookingId} for ${view.tourName} (${dates(view)}) has expired`)}`,
      `If you still want to come, you can revive it until ${formatNzDateTimeLong(reviveUntil)} (${REVIVE_DAYS} days) while its seats are still free, from My tours or the link below.`,
    ],
    action: { label: 'See your booking', url: bookingLink(settings.publicUrl, view) },
    footnotes: [gstNote],
  });
  return { subject: `Your booking for ${view.tourName} has expired (booking ${view.bookingId})`, ...body };
}

/** A paid booking's total moved: the balance reopened, or part of what was paid is now a credit. */
export function totalChangedEmail(settings: MailSettings, view: BookingMailView, creditCents: number): BuiltEmail {
  const outcome =
    creditCents > 0
      ? `You have now paid ${formatNzdCentsExact(creditCents)} more than the new total. Our team will refund the difference to your card within a few working days.`
      : view.balanceCents > 0
        ? `The balance of ${formatNzdCentsExact(view.balanceCents)} is due by ${formatLongDate(view.balanceDueDate)}.`
        : 'Your booking is fully paid.';
  const body = renderEmail({
    brand: settings.brand,
    greeting: greeting(view),
    paragraphs: [
      `The total of your booking ${view.bookingId} for ${view.tourName} (${dates(view)}) has changed.`,
      [`New total: ${formatNzdCentsExact(view.totalCents)}`, `Paid so far: ${formatNzdCentsExact(view.paidCents)}`].join('\n'),
      outcome,
    ],
    action: creditCents > 0 || view.balanceCents <= 0 ? { label: 'See your booking', url: bookingLink(settings.publicUrl, view) } : { label: 'Pay the balance', url: paymentLink(settings.publicUrl, view) },
    footnotes: [gstNote],
  });
  return { subject: `Your booking ${view.bookingId} for ${view.tourName}: new total ${formatNzdCentsExact(view.totalCents)}`, ...body };
}

export interface StaffRequestView {
  customerEmail: string;
  deadline: Date;
  staffUrl: string;
}

/** To every staff member: a request waits (or, escalated, is past its deadline). */
export function staffRequestEmail(settings: MailSettings, view: BookingMailView, request: StaffRequestView, escalated: boolean): BuiltEmail {
  const deadline = formatNzDateTimeLong(request.deadline);
  const body = renderEmail({
    brand: settings.brand,
    greeting: 'Kia ora team,',
    paragraphs: [
      escalated
        ? `The on-request booking ${view.bookingId} has not been answered and its deadline (${deadline}) has passed. The customer is waiting: please confirm or decline it now.`
        : `A new on-request booking is waiting for you: the departure is less than ${ON_REQUEST_DAYS} days away. Please confirm or decline it by ${deadline}.`,
      [trip(view), `Customer: ${request.customerEmail}`, `Paid so far: ${formatNzdCentsExact(view.paidCents)}`].join('\n'),
    ],
    action: { label: 'Open the booking', url: request.staffUrl },
    footnotes: ['Only a staff confirmation makes an on-request booking Booked; a decline refunds everything paid.'],
  });
  return { subject: `${escalated ? 'OVERDUE: ' : ''}On-request booking ${view.bookingId}: ${view.tourName}, ${formatLongDate(view.departureDate)}`, ...body };
}

export function requestDeclinedEmail(settings: MailSettings, view: BookingMailView, refundedCents: number, reason: string | null): BuiltEmail {
  const body = renderEmail({
    brand: settings.brand,
    greeting: greeting(view),
    paragraphs: [
      `We are sorry: we cannot confirm your booking request ${view.bookingId} for ${view.tourName} (${dates(view)}).`,
      ...(reason ? [`Our team’s note: ${reason}`] : []),
      refundedCents > 0 ? `We have refunded ${formatNzdCentsExact(refundedCents)} to your card; it usually shows within 5 to 10 working days.` : 'Nothing was charged.',
      'We would love to find you another date: reply to this email or browse our departures.',
    ],
    action: { label: 'See other departures', url: `${settings.publicUrl.replace(/\/+$/, '')}/departures/` },
    footnotes: [gstNote],
  });
  return { subject: `Your booking request for ${view.tourName} could not be confirmed (booking ${view.bookingId})`, ...body };
}
