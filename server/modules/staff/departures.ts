/**
 * Departures as staff see them: capacity, seats sold (live bookings with something paid), held
 * (live bookings with nothing paid yet), free, the waitlist; and the changes staff make: open or
 * close for online sale, capacity, a last-minute discount.
 *
 * The deals page reads departures from the API at run time (`last_deal=true`, `valid_departure=true`
 * through the departures list cache, whose fingerprint covers every column changed here), so a
 * discount set here shows there within the cache's recheck interval (1 s).
 */
import { and, asc, count, desc, eq, gte, lt, lte, sql, type SQL } from 'drizzle-orm';
import { preparedOnce, type Db } from '../../db/client';
import { users } from '../../db/schema/accounts';
import { bookings } from '../../db/schema/bookings';
import { departureEvents, departures, tours } from '../../db/schema/catalogue';
import { waitlistEntries } from '../../db/schema/waitlist';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { AUDIT_PAGE_SIZE, STAFF_MESSAGES, type DepartureListQuery, type DepartureSummary, type UpdateDepartureBody } from '../../../contract/staff';
import { isDb, type DbOrTx } from '../auth/sessions';
import { enqueueWaitlistOffer } from '../waitlist/offers';
import { tourCondition } from './bookings';
import { auditPage, pageOf } from './paging';

const live = sql`${bookings.expiredAt} is null and ${bookings.cancelledAt} is null`;

// Only what summaryView shows: the lists parse every column of every row (on PGlite, in the database's thread and again in the server's).
const summaryColumns = {
  departure: {
    id: departures.id,
    date: departures.date,
    endDate: departures.endDate,
    status: departures.status,
    onSale: departures.onSale,
    totalSeats: departures.totalSeats,
    availableSeats: departures.availableSeats,
    basedPriceCents: departures.basedPriceCents,
    tourPriceCents: departures.tourPriceCents,
    discountRate: departures.discountRate,
    lastDeal: departures.lastDeal,
  },
  tourApiId: tours.apiId,
  tourName: tours.name,
  tourSlug: tours.contentId,
  sold: sql<number>`(select coalesce(sum(${bookings.seats}), 0)::int from ${bookings} where ${bookings.departureId} = ${departures.id} and ${live} and ${bookings.paidCents} > 0)`,
  held: sql<number>`(select coalesce(sum(${bookings.seats}), 0)::int from ${bookings} where ${bookings.departureId} = ${departures.id} and ${live} and ${bookings.paidCents} = 0)`,
  waitlist: sql<number>`(select count(*)::int from ${waitlistEntries} where ${waitlistEntries.departureId} = ${departures.id} and ${waitlistEntries.notifiedAt} is null)`,
};

type SummaryRow = Awaited<ReturnType<typeof summaries>>[number];

export function summaryView(r: SummaryRow): DepartureSummary {
  const d = r.departure;
  return {
    id: d.id,
    tour_id: r.tourApiId,
    tour_name: r.tourName,
    tour_slug: r.tourSlug,
    date: d.date,
    end_date: d.endDate,
    status: d.status,
    on_sale: d.onSale,
    capacity: d.totalSeats,
    sold: Number(r.sold),
    held: Number(r.held),
    free: d.availableSeats,
    waitlist: Number(r.waitlist),
    based_price: d.basedPriceCents / 100,
    tour_price: d.tourPriceCents / 100,
    discount_rate: d.discountRate,
    last_deal: d.lastDeal,
  };
}

export function summaries(db: DbOrTx) {
  return db.select(summaryColumns).from(departures).innerJoin(tours, eq(tours.id, departures.tourId));
}

const preparedSummary = preparedOnce((db) =>
  summaries(db)
    .where(eq(departures.id, sql.placeholder('id')))
    .limit(1)
    .prepare('staff_departure_summary'),
);

export async function departureSummary(db: DbOrTx, id: number): Promise<DepartureSummary> {
  const [row] = isDb(db) ? await preparedSummary(db).execute({ id }) : await summaries(db).where(eq(departures.id, id)).limit(1);
  if (!row) throw notFound(STAFF_MESSAGES.departureNotFound);
  return summaryView(row);
}

/**
 * A page of a departure's audit log (what staff changed): the newest AUDIT_PAGE_SIZE events
 * older than `before`, oldest first. A departure staff never changed has none; one that does
 * not exist is a 404.
 */
export async function departureEventsPage(db: DbOrTx, id: number, before?: number) {
  const rows = await db
    .select({ event: departureEvents, email: users.email })
    .from(departureEvents)
    .leftJoin(users, eq(users.id, departureEvents.actorUserId))
    .where(and(eq(departureEvents.departureId, id), before === undefined ? undefined : lt(departureEvents.id, before)))
    .orderBy(desc(departureEvents.id))
    .limit(AUDIT_PAGE_SIZE + 1);
  if (rows.length === 0) {
    const [exists] = await db.select({ id: departures.id }).from(departures).where(eq(departures.id, id)).limit(1);
    if (!exists) throw notFound(STAFF_MESSAGES.departureNotFound);
  }
  const page = auditPage(rows);
  return {
    earlier: page.earlier,
    events: page.rows.map(({ event, email }) => ({ id: event.id, action: event.action, actor_email: email ?? null, detail: event.detail, created_at: event.createdAt.toISOString() })),
  };
}

export async function listDepartures(db: DbOrTx, query: DepartureListQuery): Promise<{ departures: DepartureSummary[]; page: number; per_page: number; total: number }> {
  if (query.from && query.to && query.from > query.to) throw badRequest(STAFF_MESSAGES.datesOrder);
  const { page, perPage, offset } = pageOf(query);
  const where = and(...[tourCondition(query.tour), query.from ? gte(departures.date, query.from) : undefined, query.to ? lte(departures.date, query.to) : undefined].filter((c): c is SQL => c !== undefined));
  // The page and the count apart (paging.ts): the page walks departures_date_idx and stops at
  // it; the count joins tours only when the filter names one.
  let counted = db.select({ n: count() }).from(departures).$dynamic();
  if (query.tour) counted = counted.innerJoin(tours, eq(tours.id, departures.tourId));
  const [rows, [{ n: total }]] = await Promise.all([
    db
      .select(summaryColumns)
      .from(departures)
      .innerJoin(tours, eq(tours.id, departures.tourId))
      .where(where)
      .orderBy(asc(departures.date), asc(tours.sortOrder), asc(departures.id))
      .limit(perPage)
      .offset(offset),
    counted.where(where),
  ]);
  return { departures: rows.map(summaryView), page, per_page: perPage, total };
}

/** The per-person price after a discount of `rate` percent, to the cent. */
export function discountedPrice(basedCents: number, rate: number): number {
  return Math.round((basedCents * (100 - rate)) / 100);
}

/**
 * Applies staff's changes to a departure in one transaction. Capacity moves the free seats by
 * the same amount in one conditional statement, so it can never go below the seats taken, even
 * while customers book concurrently. Seats that come free (capacity up, or reopened for sale
 * with seats free) are offered to the waitlist.
 */
export async function updateDeparture(db: Db, id: number, body: UpdateDepartureBody, staffId: number): Promise<DepartureSummary> {
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(departures).where(eq(departures.id, id)).for('update');
    if (!current) throw notFound(STAFF_MESSAGES.departureNotFound);
    const now = new Date();
    let offer = false;
    if (body.capacity !== undefined && body.capacity !== current.totalSeats) {
      const capacity = body.capacity;
      const [moved] = await tx
        .update(departures)
        .set({ totalSeats: capacity, availableSeats: sql`${departures.availableSeats} + (${capacity} - ${departures.totalSeats})`, updatedAt: now })
        .where(and(eq(departures.id, id), sql`${departures.totalSeats} - ${departures.availableSeats} <= ${capacity}`))
        .returning({ available: departures.availableSeats });
      if (!moved) {
        const [row] = await tx.select({ total: departures.totalSeats, available: departures.availableSeats }).from(departures).where(eq(departures.id, id));
        throw conflict(STAFF_MESSAGES.capacityBelowTaken(row.total - row.available));
      }
      offer ||= capacity > current.totalSeats && moved.available > 0;
    }
    if (body.discount_rate !== undefined && body.discount_rate !== current.discountRate) {
      // Bookings already made keep the price they were made at (the deal is for new bookings).
      await tx
        .update(bookings)
        .set({ tourPriceCents: current.tourPriceCents })
        .where(and(eq(bookings.departureId, id), sql`${bookings.tourPriceCents} is null`));
      await tx
        .update(departures)
        .set({ discountRate: body.discount_rate, lastDeal: body.discount_rate > 0, tourPriceCents: discountedPrice(current.basedPriceCents, body.discount_rate), updatedAt: now })
        .where(eq(departures.id, id));
    }
    if (body.on_sale !== undefined && body.on_sale !== current.onSale) {
      await tx.update(departures).set({ onSale: body.on_sale, updatedAt: now }).where(eq(departures.id, id));
      offer ||= body.on_sale;
    }
    if (offer) await enqueueWaitlistOffer(tx, id, now);
    const after = await departureSummary(tx, id);
    const pick = (d: { on_sale: boolean; capacity: number; free: number; discount_rate: number; tour_price: number }) => ({
      on_sale: d.on_sale,
      capacity: d.capacity,
      free: d.free,
      discount_rate: d.discount_rate,
      tour_price: d.tour_price,
    });
    const before = { on_sale: current.onSale, capacity: current.totalSeats, free: current.availableSeats, discount_rate: current.discountRate, tour_price: current.tourPriceCents / 100 };
    await tx.insert(departureEvents).values({ departureId: id, actorUserId: staffId, action: 'updated', detail: { request: body, before, after: pick(after) }, createdAt: now });
    return after;
  });
}
