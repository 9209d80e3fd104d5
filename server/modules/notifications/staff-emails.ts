/**
 * The emails of staff actions (server/modules/staff/jobs.ts sends them): a booking our team
 * cancelled, and a refund. Pure, in the shared branded layout, like lifecycle-emails.ts.
 */
import { renderEmail } from '../../lib/mail';
import { bookingLink, type BookingMailView, type BuiltEmail, type MailSettings } from './emails';
import { formatLongDate } from '../../../contract/dates';
import { formatNzdCentsExact } from '../../../contract/money';

const greeting = (view: BookingMailView) => (view.firstName ? `Kia ora ${view.firstName},` : 'Kia ora,');
const dates = (view: BookingMailView) => `${formatLongDate(view.departureDate)} to ${formatLongDate(view.endDate)}`;
const gstNote = 'All amounts are in New Zealand dollars and include GST.';
const refundLine = (cents: number) => `We have refunded ${formatNzdCentsExact(cents)} to your card; it usually shows within 5 to 10 working days.`;

export function bookingCancelledEmail(settings: MailSettings, view: BookingMailView, refundedCents: number, reason: string | null): BuiltEmail {
  const body = renderEmail({
    brand: settings.brand,
    greeting: greeting(view),
    paragraphs: [
      `Your booking ${view.bookingId} for ${view.tourName} (${dates(view)}) has been cancelled by our team.`,
      ...(reason ? [`Our team’s note: ${reason}`] : []),
      refundedCents > 0 ? refundLine(refundedCents) : 'No refund has been made with this cancellation. If you think one is due, reply to this email.',
      'We would love to welcome you on another trip: reply to this email or browse our departures.',
    ],
    action: { label: 'See our departures', url: `${settings.publicUrl.replace(/\/+$/, '')}/departures/` },
    footnotes: [gstNote],
  });
  return { subject: `Your booking ${view.bookingId} for ${view.tourName} has been cancelled`, ...body };
}

export function refundIssuedEmail(settings: MailSettings, view: BookingMailView, refundedCents: number, reason: string | null): BuiltEmail {
  const body = renderEmail({
    brand: settings.brand,
    greeting: greeting(view),
    paragraphs: [
      `We have made a refund on your booking ${view.bookingId} for ${view.tourName} (${dates(view)}).`,
      ...(reason ? [`Our team’s note: ${reason}`] : []),
      refundLine(refundedCents),
      [`Booking total: ${formatNzdCentsExact(view.totalCents)}`, `Paid, less refunds: ${formatNzdCentsExact(view.paidCents)}`, view.balanceCents > 0 ? `Balance remaining: ${formatNzdCentsExact(view.balanceCents)}` : 'Nothing is left to pay.'].join('\n'),
    ],
    action: { label: 'See your booking', url: bookingLink(settings.publicUrl, view) },
    footnotes: [gstNote],
  });
  return { subject: `Refund of ${formatNzdCentsExact(refundedCents)} for booking ${view.bookingId}, ${view.tourName}`, ...body };
}
