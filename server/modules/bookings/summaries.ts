/**
 * The signed-in user's bookings as the account header needs them (contract BookingSummary),
 * read from each booking's stored state (settleBooking keeps it) as a JSON array, so the user's
 * details take one statement however many bookings the customer ever made, instead of loading
 * and pricing every one of them in full (issue 22).
 */
import { sql, type SQL } from 'drizzle-orm';
import { qualified } from '../../db/sql-names';
import { departures, tours } from '../../db/schema/catalogue';
import { bookings } from '../../db/schema/bookings';
import type { BookingSummary } from '../../../contract/bookings';

/** Stored cents, as JSON: dollars are made on the way out (summaryFromJson). */
export interface BookingSummaryJson {
  id: number;
  tourId: number;
  tourName: string;
  departureDate: string;
  status: BookingSummary['status'];
  totalCents: number;
  balanceCents: number;
}

/** A correlated subquery: the bookings of the user whose id is `userId` (a column or a value), newest first. */
export function bookingSummariesJson(userId: SQL): SQL<BookingSummaryJson[]> {
  return sql<BookingSummaryJson[]>`(select coalesce(json_agg(json_build_object(
      'id', ${qualified(bookings.id)}, 'tourId', ${qualified(tours.apiId)}, 'tourName', ${qualified(tours.name)}, 'departureDate', ${qualified(departures.date)},
      'status', ${qualified(bookings.status)}, 'totalCents', ${qualified(bookings.totalCents)}, 'balanceCents', ${qualified(bookings.balanceCents)}
    ) order by ${qualified(bookings.createdAt)} desc, ${qualified(bookings.id)} desc), '[]'::json)
    from ${bookings} join ${departures} on ${qualified(departures.id)} = ${qualified(bookings.departureId)} join ${tours} on ${qualified(tours.id)} = ${qualified(departures.tourId)}
    where ${qualified(bookings.userId)} = ${userId})`;
}

export function summaryFromJson(row: BookingSummaryJson): BookingSummary {
  return {
    id: row.id,
    tour_id: row.tourId,
    tour_name: row.tourName,
    departure_date: row.departureDate,
    status: row.status,
    total: row.totalCents / 100,
    balance_remaining: row.balanceCents / 100,
  };
}
