/**
 * The waitlist of sold-out departures.
 *
 * Joining: only a sold-out departure (0 seats, open, not yet left) takes names; one entry per
 * departure and email, so joining twice changes nothing visible.
 *
 * Notifying: a sweep (sweepWaitlist) looks for people still waiting on a departure that has
 * seats again, emails each of them a booking link once, and marks them notified. It runs only
 * inside the shared job worker (server/modules/jobs), as two job types:
 * - 'waitlist_offer' {departureId}: enqueued by enqueueWaitlistOffer (offers.ts) in the
 *   transaction that frees seats; sweeps that one departure and is retried with the worker's
 *   backoff while emails fail.
 * - 'waitlist_sweep' {at}: a recurring sweep of every departure, one per WAITLIST_SWEEP_SECONDS
 *   period across all instances (dedupe key per period); each enqueues the next, and every
 *   worker re-creates the current one if the chain broke (waitlistSweepScheduler). It catches
 *   seats freed anywhere else (an admin edit in the database).
 * Rows are claimed with `FOR UPDATE ... SKIP LOCKED`, so two sweeps at once (two workers, an
 * offer and the recurring sweep) never email the same person twice. When a departure sells out
 * again, the people we told but who have not booked it are put back to waiting (re-armed), so
 * they hear about the next free seat too.
 *
 * Mail goes out inside the claiming transaction and the row is marked right after, so a crash
 * between the two can at worst repeat one email (never lose one).
 */
import type { FastifyBaseLogger } from 'fastify';
import { and, asc, eq, gt, inArray, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { departures, tourCategories, tours } from '../../db/schema/catalogue';
import { bookings } from '../../db/schema/bookings';
import { users } from '../../db/schema/accounts';
import { waitlistEntries } from '../../db/schema/waitlist';
import { conflict, badRequest, notFound } from '../../lib/errors';
import { jobs } from '../../db/schema/jobs';
import { brandName, renderEmail, type Mailer } from '../../lib/mail';
import { WAITLIST_MESSAGES } from '../../../contract/waitlist';
import { parseDayMonthYear } from '../departures/dates';
import { formatNumericDate, isIsoDate, todayInNz } from '../../../contract/dates';
import { DEPARTURE_PREFIX, parseDepartureId, parseTourApiId } from '../departures/service';
import { enqueueJob, type DbOrTx } from '../jobs/queue';
import type { JobContext, JobHandlers } from '../jobs/worker';
import { WAITLIST_OFFER_JOB } from './offers';
import { WAITLIST_EMAIL_PATTERN } from '../../../contract/waitlist';

const EMAIL_SHAPE = new RegExp(WAITLIST_EMAIL_PATTERN);

export { enqueueWaitlistOffer, WAITLIST_OFFER_JOB } from './offers';

/** Trimmed and lower case; null when it does not look like an email address. */
export function normaliseWaitlistEmail(raw: string): string | null {
  const email = raw.trim().toLowerCase();
  if (email.length > 320 || !EMAIL_SHAPE.test(email)) return null;
  return email;
}

export interface DepartureRef {
  departure_id?: string | number;
  tour_id?: string | number;
  departure_date?: string;
}

/** The departure's database id named by a join request; throws 400/404 when it cannot be found. */
export async function resolveDepartureId(db: Db, ref: DepartureRef): Promise<number> {
  if (ref.departure_id !== undefined) {
    const id = parseDepartureId(String(ref.departure_id));
    if (id === null) throw notFound(WAITLIST_MESSAGES.notFound);
    return id;
  }
  if (ref.tour_id === undefined || ref.departure_date === undefined) throw badRequest(WAITLIST_MESSAGES.whichDeparture);
  const apiId = parseTourApiId(ref.tour_id);
  const date = isIsoDate(ref.departure_date) ? ref.departure_date : parseDayMonthYear(ref.departure_date);
  if (apiId === null) throw notFound(WAITLIST_MESSAGES.notFound);
  if (date === null) throw badRequest('departure_date must be a real date written D/MM/YYYY or YYYY-MM-DD.');
  const [row] = await db
    .select({ id: departures.id })
    .from(departures)
    .innerJoin(tours, eq(departures.tourId, tours.id))
    .where(and(eq(tours.apiId, apiId), eq(departures.date, date)));
  if (!row) throw notFound(WAITLIST_MESSAGES.notFound);
  return row.id;
}

/** Whether a departure's waitlist takes names now: sold out, open, not yet left. */
export async function waitlistStatus(db: Db, departureId: number, today = todayInNz()): Promise<{ departure_id: string; joinable: boolean }> {
  const [departure] = await db
    .select({ id: departures.id, date: departures.date, status: departures.status, availableSeats: departures.availableSeats })
    .from(departures)
    .where(eq(departures.id, departureId));
  if (!departure) throw notFound(WAITLIST_MESSAGES.notFound);
  return {
    departure_id: `${DEPARTURE_PREFIX}${departure.id}`,
    joinable: departure.availableSeats === 0 && departure.status === 'open' && departure.date > today,
  };
}

export interface JoinInput {
  departureId: number;
  email: string;
  firstName?: string;
}

/** Puts a person on a sold-out departure's waitlist (again: a second join is harmless). */
export async function joinWaitlist(db: Db, input: JoinInput, today = todayInNz()): Promise<{ departure_id: string; message: string }> {
  const email = normaliseWaitlistEmail(input.email);
  if (!email) throw badRequest(WAITLIST_MESSAGES.invalidEmail);
  const [departure] = await db
    .select({ id: departures.id, date: departures.date, status: departures.status, availableSeats: departures.availableSeats })
    .from(departures)
    .where(eq(departures.id, input.departureId));
  if (!departure) throw notFound(WAITLIST_MESSAGES.notFound);
  if (departure.date <= today) throw conflict(WAITLIST_MESSAGES.departed);
  if (departure.status !== 'open') throw conflict(WAITLIST_MESSAGES.cancelled);
  if (departure.availableSeats > 0) throw conflict(WAITLIST_MESSAGES.hasSeats);

  const firstName = input.firstName?.trim().slice(0, 100) || null;
  await db
    .insert(waitlistEntries)
    .values({ departureId: departure.id, email, firstName })
    .onConflictDoUpdate({
      target: [waitlistEntries.departureId, waitlistEntries.email],
      // Joining again while the departure is sold out means "tell me next time" as well.
      set: { firstName: sql`coalesce(excluded.first_name, ${waitlistEntries.firstName})`, notifiedAt: null },
    });
  return { departure_id: `${DEPARTURE_PREFIX}${departure.id}`, message: WAITLIST_MESSAGES.joined };
}

/** SQL: the entry's email already holds a booking of the entry's departure. */
const alreadyBooked = sql`exists (
  select 1 from ${bookings} inner join ${users} on ${users.id} = ${bookings.userId}
  where ${bookings.departureId} = ${waitlistEntries.departureId} and ${users.email} = ${waitlistEntries.email}
)`;

export interface SweepDeps {
  db: Db;
  mailer: Mailer;
  publicUrl: string;
  mailFrom: string;
  log?: Pick<FastifyBaseLogger, 'error' | 'info'>;
}

export interface SweepResult {
  /** Emails sent in this sweep. */
  sent: number;
  /** Entries put back to waiting because their departure sold out again. */
  rearmed: number;
  /** Emails that could not be sent: those people stay waiting for the next sweep or retry. */
  failed: number;
}

const BATCH = 50;

/**
 * One sweep: re-arm people whose departure sold out again, then email everyone waiting on a
 * departure with seats. `departureId` limits it to one departure.
 */
export async function sweepWaitlist(deps: SweepDeps, options: { departureId?: number; today?: string } = {}): Promise<SweepResult> {
  const { db } = deps;
  const today = options.today ?? todayInNz();
  const onlyDeparture = options.departureId !== undefined ? eq(waitlistEntries.departureId, options.departureId) : undefined;

  const rearmed = await db
    .update(waitlistEntries)
    .set({ notifiedAt: null })
    .where(
      and(
        isNotNull(waitlistEntries.notifiedAt),
        onlyDeparture,
        inArray(
          waitlistEntries.departureId,
          db.select({ id: departures.id }).from(departures).where(and(eq(departures.availableSeats, 0), gt(departures.date, today))),
        ),
        sql`not ${alreadyBooked}`,
      ),
    )
    .returning({ id: waitlistEntries.id });

  let sent = 0;
  let failed = 0;
  for (;;) {
    const batch = await db.transaction(async (tx) => {
      const rows = await tx
        .select({
          id: waitlistEntries.id,
          email: waitlistEntries.email,
          firstName: waitlistEntries.firstName,
          departureId: departures.id,
          date: departures.date,
          endDate: departures.endDate,
          reverse: departures.reverse,
          availableSeats: departures.availableSeats,
          tourName: tours.name,
          startLocation: tours.startLocation,
          endLocation: tours.endLocation,
          tourSlug: tours.contentId,
          categorySlug: tourCategories.absoluteSlug,
        })
        .from(waitlistEntries)
        .innerJoin(departures, eq(departures.id, waitlistEntries.departureId))
        .innerJoin(tours, eq(tours.id, departures.tourId))
        .innerJoin(tourCategories, eq(tourCategories.id, tours.categoryId))
        .where(
          and(
            isNull(waitlistEntries.notifiedAt),
            onlyDeparture,
            gt(departures.availableSeats, 0),
            eq(departures.status, 'open'),
            // A departure staff closed for online sale offers nobody a seat until it reopens.
            eq(departures.onSale, true),
            gt(departures.date, today),
            eq(tours.archived, false),
            sql`not ${alreadyBooked}`,
          ),
        )
        .orderBy(asc(waitlistEntries.createdAt), asc(waitlistEntries.id))
        .limit(BATCH)
        // Lock only the waitlist rows: departures stay free for bookings meanwhile.
        .for('update', { of: waitlistEntries, skipLocked: true });

      let sentHere = 0;
      let failedHere = 0;
      for (const row of rows) {
        try {
          await deps.mailer.send({ to: row.email, ...seatFreeEmail(deps, row) });
        } catch (error) {
          // Left waiting: the job's retry or the next sweep tries again.
          deps.log?.error({ err: error, waitlistEntry: row.id }, 'waitlist mail failed');
          failedHere++;
          continue;
        }
        await tx
          .update(waitlistEntries)
          .set({ notifiedAt: new Date(), notificationCount: sql`${waitlistEntries.notificationCount} + 1` })
          .where(eq(waitlistEntries.id, row.id));
        sentHere++;
      }
      return { claimed: rows.length, sent: sentHere, failed: failedHere };
    });
    sent += batch.sent;
    failed += batch.failed;
    // A short batch means nothing more is claimable now (failed sends wait for the next sweep).
    if (batch.claimed < BATCH || batch.sent === 0) break;
  }
  if (sent > 0 || rearmed.length > 0) deps.log?.info({ sent, rearmed: rearmed.length, failed }, 'waitlist sweep');
  return { sent, rearmed: rearmed.length, failed };
}

interface EmailRow {
  firstName: string | null;
  departureId: number;
  date: string;
  endDate: string;
  reverse: boolean;
  availableSeats: number;
  tourName: string;
  startLocation: string;
  endLocation: string;
  tourSlug: string;
  categorySlug: string;
}

export function bookingLink(publicUrl: string, departureId: number): string {
  return `${publicUrl.replace(/\/+$/, '')}/bookings/?departureId=${departureId}`;
}

function seatFreeEmail(deps: Pick<SweepDeps, 'publicUrl' | 'mailFrom'>, row: EmailRow) {
  const brand = brandName(deps.mailFrom);
  const [from, to] = row.reverse ? [row.endLocation, row.startLocation] : [row.startLocation, row.endLocation];
  const route = from === to ? `return from ${from}` : `from ${from} to ${to}`;
  const when = `${formatNumericDate(row.date)} to ${formatNumericDate(row.endDate)}`;
  const seats = row.availableSeats === 1 ? 'a seat has' : `${row.availableSeats} seats have`;
  const subjectSeats = row.availableSeats === 1 ? 'A seat is' : `${row.availableSeats} seats are`;
  const body = renderEmail({
    brand,
    greeting: row.firstName ? `Kia ora ${row.firstName},` : 'Kia ora,',
    paragraphs: [
      `Good news: ${seats} come free on ${row.tourName}, ${when}, ${route}.`,
      'Seats go to whoever books first, so if you would still like to come, book now.',
    ],
    action: { label: 'Book your seat', url: bookingLink(deps.publicUrl, row.departureId) },
    footnotes: [`You are receiving this because you joined the waitlist for this departure on the ${brand} website. We write once each time seats come free.`],
  });
  return { subject: `${subjectSeats} free on ${row.tourName}, ${formatNumericDate(row.date)}`, ...body };
}

export const WAITLIST_SWEEP_JOB = 'waitlist_sweep';
/** Finished recurring sweeps are deleted after a day (one a minute would otherwise pile up). */
const KEEP_DONE_SWEEPS_MS = 24 * 60 * 60 * 1000;

/** The start of the WAITLIST_SWEEP_SECONDS period `now` falls in (periods count from the epoch). */
export function waitlistSweepPeriod(now: Date, periodSeconds: number): Date {
  const ms = periodSeconds * 1000;
  return new Date(Math.floor(now.getTime() / ms) * ms);
}

/**
 * Enqueues the recurring sweep of the period starting at `periodStart`, due then; its dedupe
 * key makes it one job per period across every instance.
 */
async function enqueueSweepAt(db: DbOrTx, periodStart: Date): Promise<void> {
  const at = periodStart.toISOString();
  await enqueueJob(db, { type: WAITLIST_SWEEP_JOB, payload: { at }, runAt: periodStart, dedupeKey: `${WAITLIST_SWEEP_JOB}:${at}` });
}

/** Makes sure the current period's sweep exists (due now). Does nothing when the period is 0. */
export async function scheduleWaitlistSweep(db: DbOrTx, periodSeconds: number, now: Date = new Date()): Promise<void> {
  if (periodSeconds > 0) await enqueueSweepAt(db, waitlistSweepPeriod(now, periodSeconds));
}

/**
 * For the job worker's timer (jobs/plugin.ts): a function that makes sure the current
 * period's sweep exists, asking the database once per period, so the chain of sweeps restarts
 * by itself if a sweep failed for good.
 */
export function waitlistSweepScheduler(db: DbOrTx, periodSeconds: number): (now?: Date) => Promise<void> {
  let scheduledFor = -1;
  return async (now = new Date()) => {
    if (periodSeconds <= 0) return;
    const period = waitlistSweepPeriod(now, periodSeconds).getTime();
    if (period === scheduledFor) return;
    await scheduleWaitlistSweep(db, periodSeconds, now);
    scheduledFor = period;
  };
}

/** WAITLIST_SWEEP_SECONDS as the worker sees it (its config type names only the mail settings). */
function sweepSecondsOf(config: object): number {
  return 'waitlistSweepSeconds' in config && typeof config.waitlistSweepSeconds === 'number' ? config.waitlistSweepSeconds : 0;
}

const sweepDepsOf = (ctx: JobContext): SweepDeps => ({ db: ctx.db, mailer: ctx.mailer, publicUrl: ctx.config.publicUrl, mailFrom: ctx.config.mailFrom, log: ctx.log });

/**
 * 'waitlist_sweep': first enqueues the next period's sweep (counted from now, so a worker that
 * was off does not replay the periods it missed), deletes finished sweeps older than a day,
 * then sweeps every departure. Failed emails do not fail the job: those people stay waiting
 * and the next period's sweep tries them again.
 */
async function handleWaitlistSweep(_payload: Record<string, unknown>, ctx: JobContext): Promise<void> {
  const periodSeconds = sweepSecondsOf(ctx.config);
  if (periodSeconds > 0) await enqueueSweepAt(ctx.db, new Date(waitlistSweepPeriod(ctx.now, periodSeconds).getTime() + periodSeconds * 1000));
  await ctx.db
    .delete(jobs)
    .where(and(eq(jobs.type, WAITLIST_SWEEP_JOB), eq(jobs.status, 'done'), lt(jobs.finishedAt, new Date(ctx.now.getTime() - KEEP_DONE_SWEEPS_MS))));
  await sweepWaitlist(sweepDepsOf(ctx), { today: todayInNz(ctx.now) });
}

/**
 * 'waitlist_offer' {departureId}: sweeps that departure. If an email failed, the job fails and
 * the worker retries it with backoff; people already emailed are never emailed again.
 */
async function handleWaitlistOffer(payload: Record<string, unknown>, ctx: JobContext): Promise<void> {
  const departureId = Number(payload.departureId);
  if (!Number.isSafeInteger(departureId) || departureId <= 0) throw new Error('payload.departureId must be a positive integer');
  const result = await sweepWaitlist(sweepDepsOf(ctx), { departureId, today: todayInNz(ctx.now) });
  if (result.failed > 0) throw new Error(`${result.failed} waitlist ${result.failed === 1 ? 'email' : 'emails'} could not be sent`);
}

/** The waitlist's job handlers, registered in server/modules/jobs/plugin.ts. */
export const waitlistJobHandlers: JobHandlers = {
  [WAITLIST_SWEEP_JOB]: handleWaitlistSweep,
  [WAITLIST_OFFER_JOB]: handleWaitlistOffer,
};
