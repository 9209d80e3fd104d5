/**
 * A one-event iCalendar file (RFC 5545) for a booking: an all-day event from the departure
 * date to the day after the last tour day (DTEND is exclusive for all-day events). Pure.
 *
 * RFC 5545 details that calendar apps are strict about: CRLF line endings (3.1), content
 * lines folded at 75 octets with CRLF + one space (3.1, never splitting a UTF-8 character),
 * TEXT values escaping backslash, semicolon, comma and newline (3.3.11), DATE values written
 * YYYYMMDD (3.3.4), DTSTAMP in UTC (3.8.7.2), and a UID that stays the same for the same
 * booking so a re-sent file updates the event instead of adding a second one.
 */

export interface IcsEvent {
  /** Globally unique and stable, e.g. `booking-42@keatrails.co.nz`. */
  uid: string;
  /** When the file was made (DTSTAMP, written in UTC). */
  stamp: Date;
  /** First day, YYYY-MM-DD. */
  startDate: string;
  /** Last day, YYYY-MM-DD (inclusive); DTEND is the day after. */
  lastDate: string;
  summary: string;
  location?: string;
  description?: string;
  url?: string;
  /** PRODID's product name, e.g. the brand. */
  productName?: string;
  /** Revision of the event: a calendar replaces an event of the same UID only with a higher SEQUENCE. */
  sequence?: number;
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function icsDate(date: string): string {
  const m = DATE.exec(date);
  if (!m) throw new Error(`not a YYYY-MM-DD date: ${date}`);
  return `${m[1]}${m[2]}${m[3]}`;
}

function nextDay(date: string): string {
  const m = DATE.exec(date);
  if (!m) throw new Error(`not a YYYY-MM-DD date: ${date}`);
  return new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]) + 1)).toISOString().slice(0, 10);
}

/** 20261122T054700Z */
export function icsUtcStamp(date: Date): string {
  return date.toISOString().replace(/\.\d{3}Z$/, 'Z').replace(/[-:]/g, '');
}

/** TEXT value escaping (RFC 5545 3.3.11). */
export function escapeIcsText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/** Splits a content line into pieces of at most 75 octets (continuations start with a space). */
export function foldIcsLine(line: string): string {
  const pieces: string[] = [];
  let current = '';
  let octets = 0;
  // Continuation lines carry a leading space, which counts towards their 75 octets.
  let limit = 75;
  for (const char of line) {
    const size = Buffer.byteLength(char, 'utf8');
    if (octets + size > limit) {
      pieces.push(current);
      current = '';
      octets = 0;
      limit = 74;
    }
    current += char;
    octets += size;
  }
  pieces.push(current);
  return pieces.join('\r\n ');
}

export function buildIcs(event: IcsEvent): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${escapeIcsText(event.productName ?? 'Kea Trails')}//Bookings//EN`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `DTSTAMP:${icsUtcStamp(event.stamp)}`,
    ...(event.sequence ? [`SEQUENCE:${event.sequence}`] : []),
    `DTSTART;VALUE=DATE:${icsDate(event.startDate)}`,
    `DTEND;VALUE=DATE:${icsDate(nextDay(event.lastDate))}`,
    `SUMMARY:${escapeIcsText(event.summary)}`,
    ...(event.location ? [`LOCATION:${escapeIcsText(event.location)}`] : []),
    ...(event.description ? [`DESCRIPTION:${escapeIcsText(event.description)}`] : []),
    ...(event.url ? [`URL:${event.url}`] : []),
    // An all-day trip should not block the customer's calendar as busy time.
    'TRANSP:TRANSPARENT',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(foldIcsLine).join('\r\n') + '\r\n';
}
