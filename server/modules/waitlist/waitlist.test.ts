import fs from 'node:fs/promises';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestContext } from '../../test/app';
import { openDatabase, type Database } from '../../db/client';
import { departures, tourCategories, tours } from '../../db/schema/catalogue';
import { users } from '../../db/schema/accounts';
import { bookings } from '../../db/schema/bookings';
import { waitlistEntries } from '../../db/schema/waitlist';
import { WAITLIST_MESSAGES } from '../../../contract/waitlist';
import type { MailMessage, Mailer } from '../../lib/mail';
import { addDays, formatNumericDate, todayInNz } from '../../../contract/dates';
import { jobs } from '../../db/schema/jobs';
import { runAppJobs } from '../jobs/plugin';
import { backoffMs, runDueJobs, type RunOptions } from '../jobs/worker';
import {
  enqueueWaitlistOffer,
  normaliseWaitlistEmail,
  scheduleWaitlistSweep,
  sweepWaitlist,
  WAITLIST_SWEEP_JOB,
  waitlistJobHandlers,
  waitlistSweepPeriod,
  waitlistSweepScheduler,
} from './service';
import { JOIN_LIMIT } from './routes';

jest.setTimeout(30_000); // a fresh migrated database per file takes a few seconds

let ctx: TestContext;
let tourId: number;
let ip = 0;
const today = todayInNz();

beforeAll(async () => {
  ctx = await createTestApp({ publicUrl: 'https://tours.example.nz' });
  const [category] = await ctx.app.db
    .insert(tourCategories)
    .values({ contentId: 'adventure', apiId: 1, name: 'Adventure Tours', tourType: 'Adventure', absoluteSlug: '/new-zealand-tours/' })
    .returning();
  const [tour] = await ctx.app.db
    .insert(tours)
    .values({
      apiId: 7,
      contentId: 'south-island-adventure',
      name: 'South Island Adventure',
      code: 'SIA',
      categoryId: category.id,
      absoluteSlug: '/new-zealand-tours/south-island-adventure/',
      numberOfDays: 14,
      startingPriceCents: 529500,
      startLocation: 'Christchurch',
      endLocation: 'Queenstown',
    })
    .returning();
  tourId = tour.id;
});
afterAll(() => ctx.close());

/** A departure `daysOut` days from today with `seats` free of 16. */
async function departure(daysOut: number, seats: number, extra: Partial<typeof departures.$inferInsert> = {}) {
  const date = addDays(today, daysOut);
  const [row] = await ctx.app.db
    .insert(departures)
    .values({ tourId, date, endDate: addDays(date, 13), totalSeats: 16, availableSeats: seats, basedPriceCents: 529500, tourPriceCents: 529500, ...extra })
    .returning();
  return row;
}

const setSeats = (id: number, seats: number) => ctx.app.db.update(departures).set({ availableSeats: seats }).where(eq(departures.id, id));

/** Each call comes from its own address, so the per-IP limit only bites where a test wants it. */
function join(payload: Record<string, unknown>, remoteAddress = `10.0.0.${++ip}`) {
  return ctx.app.inject({ method: 'POST', url: '/api/waitlist', payload, remoteAddress });
}

async function entriesOf(departureId: number) {
  return ctx.app.db.select().from(waitlistEntries).where(eq(waitlistEntries.departureId, departureId));
}

async function outbox(): Promise<string[]> {
  try {
    const files = await fs.readdir(ctx.config.outboxDir);
    const raw = await Promise.all(files.filter((f) => f.endsWith('.eml')).map((f) => fs.readFile(`${ctx.config.outboxDir}/${f}`, 'utf8')));
    return raw.map(decodeQuotedPrintable);
  } catch {
    return [];
  }
}

/** Enough of quoted-printable (RFC 2045) to read the .eml files the mail adapter writes. */
function decodeQuotedPrintable(text: string): string {
  return text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** A mailer that records what it was asked to send. */
function recordingMailer(delayMs = 0): Mailer & { sent: MailMessage[] } {
  const sent: MailMessage[] = [];
  return {
    sent,
    async send(message) {
      if (delayMs) await new Promise((resolve) => setTimeout(resolve, delayMs));
      sent.push(message);
      return { messageId: `m${sent.length}` };
    },
  };
}

const deps = (mailer: Mailer, db = ctx.app.db) => ({ db, mailer, publicUrl: 'https://tours.example.nz', mailFrom: ctx.config.mailFrom });

/** One pass of a job worker running the waitlist's jobs with this mailer (and sweep period). */
const work = (mailer: Mailer, options: RunOptions = {}, db = ctx.app.db, waitlistSweepSeconds = 0) =>
  runDueJobs({ db, mailer, config: { ...ctx.config, waitlistSweepSeconds } as typeof ctx.config, handlers: waitlistJobHandlers }, options);
const jobByKey = async (key: string) => (await ctx.app.db.select().from(jobs).where(eq(jobs.dedupeKey, key)))[0];
const MINUTE = 60_000;

describe('normaliseWaitlistEmail', () => {
  it('trims and lower-cases an email and refuses what is not one', () => {
    expect(normaliseWaitlistEmail('  Ana@Example.NZ ')).toBe('ana@example.nz');
    expect(normaliseWaitlistEmail('ana@example')).toBeNull();
    expect(normaliseWaitlistEmail('ana example.nz')).toBeNull();
    expect(normaliseWaitlistEmail('@example.nz')).toBeNull();
  });
});

describe('POST /api/waitlist', () => {
  it('puts a visitor on a sold-out departure, named by its prefixed id', async () => {
    const d = await departure(100, 0);
    const res = await join({ departure_id: `departure-${d.id}`, email: ' Ana@Example.NZ', first_name: 'Ana' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, data: { departure_id: `departure-${d.id}`, message: WAITLIST_MESSAGES.joined } });
    const rows = await entriesOf(d.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ email: 'ana@example.nz', firstName: 'Ana', notifiedAt: null });
  });

  it('finds the departure from the tour api id and the D/MM/YYYY date of the availability check', async () => {
    const d = await departure(101, 0);
    const [day, month, year] = formatNumericDate(d.date).split('/');
    const res = await join({ tour_id: 7, departure_date: `${Number(day)}/${month}/${year}`, email: 'ben@example.nz' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.departure_id).toBe(`departure-${d.id}`);
    const iso = await join({ tour_id: '7', departure_date: d.date, email: 'cat@example.nz' });
    expect(iso.statusCode).toBe(200);
    expect((await entriesOf(d.id)).map((r) => r.email).sort()).toEqual(['ben@example.nz', 'cat@example.nz']);
  });

  it('keeps one entry per departure and email, answering a second join the same way', async () => {
    const d = await departure(102, 0);
    const first = await join({ departure_id: d.id, email: 'dan@example.nz' });
    const again = await join({ departure_id: String(d.id), email: 'DAN@example.nz ', first_name: 'Dan' });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    const rows = await entriesOf(d.id);
    expect(rows).toHaveLength(1);
    expect(rows[0].firstName).toBe('Dan');
  });

  it('refuses a departure that still has seats (book it instead), one that has left or is cancelled', async () => {
    const open = await departure(103, 2);
    const res = await join({ departure_id: open.id, email: 'eve@example.nz' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ success: false, errors: [WAITLIST_MESSAGES.hasSeats] });

    const left = await departure(-3, 0);
    expect((await join({ departure_id: left.id, email: 'eve@example.nz' })).json().errors).toEqual([WAITLIST_MESSAGES.departed]);
    const cancelled = await departure(104, 0, { status: 'cancelled' });
    expect((await join({ departure_id: cancelled.id, email: 'eve@example.nz' })).statusCode).toBe(409);
    expect(await entriesOf(open.id)).toHaveLength(0);
  });

  it('answers unknown departures with 404 and bad input with 400 in the one error shape', async () => {
    const d = await departure(105, 0);
    expect((await join({ departure_id: 'departure-999999', email: 'f@example.nz' })).statusCode).toBe(404);
    expect((await join({ departure_id: 'tour-12', email: 'f@example.nz' })).statusCode).toBe(404);
    expect((await join({ tour_id: 7, departure_date: addDays(today, 106), email: 'f@example.nz' })).statusCode).toBe(404);

    const bad = [
      { departure_id: d.id, email: 'not an email' },
      { departure_id: d.id },
      { email: 'f@example.nz' },
      { tour_id: 7, email: 'f@example.nz' },
      { tour_id: 7, departure_date: '31/02/2027', email: 'f@example.nz' },
      { departure_id: d.id, email: 'f@example.nz', admin: true },
      { departure_id: d.id, email: 'f@example.nz', first_name: 'x'.repeat(101) },
    ];
    for (const payload of bad) {
      const res = await join(payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ success: false, errors: [expect.any(String)] });
    }
    expect(await entriesOf(d.id)).toHaveLength(0);
  });

  it(`limits one address to ${JOIN_LIMIT.max} joins per window`, async () => {
    const d = await departure(107, 0);
    const statuses: number[] = [];
    for (let i = 0; i <= JOIN_LIMIT.max; i++) statuses.push((await join({ departure_id: d.id, email: `g${i}@example.nz` }, '192.0.2.77')).statusCode);
    expect(statuses.slice(0, JOIN_LIMIT.max).every((s) => s === 200)).toBe(true);
    const last = await join({ departure_id: d.id, email: 'late@example.nz' }, '192.0.2.77');
    expect(last.statusCode).toBe(429);
    expect(last.json()).toEqual({ success: false, errors: [WAITLIST_MESSAGES.tooMany] });
    expect(last.headers['retry-after']).toBeDefined();
    // Another visitor is not affected.
    expect((await join({ departure_id: d.id, email: 'other@example.nz' }, '192.0.2.78')).statusCode).toBe(200);
  });

  it('tells the site whether a tour date has a departure whose waitlist takes names', async () => {
    const full = await departure(108, 0);
    const open = await departure(109, 5);
    const ask = (date: string) => ctx.app.inject({ method: 'GET', url: `/api/waitlist/departure?tour_id=7&departure_date=${encodeURIComponent(date)}` });

    const [day, month, year] = formatNumericDate(full.date).split('/');
    const res = await ask(`${Number(day)}/${month}/${year}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, data: { departure_id: `departure-${full.id}`, joinable: true } });
    expect((await ask(open.date)).json().data).toEqual({ departure_id: `departure-${open.id}`, joinable: false });
    expect((await ask(addDays(today, 300))).statusCode).toBe(404);
    expect((await ask('tomorrow')).statusCode).toBe(400);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/waitlist/departure?tour_id=x&departure_date=2027-01-01' })).statusCode).toBe(400);
  });

  it('answers from a cache that follows seats and status at once (the departure lists\' change check)', async () => {
    const d = await departure(160, 2);
    const ask = async () => (await ctx.app.inject({ method: 'GET', url: `/api/waitlist/departure?tour_id=7&departure_date=${d.date}` })).json().data;
    expect(await ask()).toEqual({ departure_id: `departure-${d.id}`, joinable: false });
    expect(await ask()).toEqual({ departure_id: `departure-${d.id}`, joinable: false });
    await setSeats(d.id, 0);
    expect(await ask()).toEqual({ departure_id: `departure-${d.id}`, joinable: true });
    await ctx.app.db.update(departures).set({ status: 'cancelled' }).where(eq(departures.id, d.id));
    expect(await ask()).toEqual({ departure_id: `departure-${d.id}`, joinable: false });
    // A departure added on an asked-for date is found, not a kept 404.
    const later = addDays(today, 161);
    expect((await ctx.app.inject({ method: 'GET', url: `/api/waitlist/departure?tour_id=7&departure_date=${later}` })).statusCode).toBe(404);
    const added = await departure(161, 0);
    expect((await ctx.app.inject({ method: 'GET', url: `/api/waitlist/departure?tour_id=7&departure_date=${later}` })).json().data).toEqual({
      departure_id: `departure-${added.id}`,
      joinable: true,
    });
  });

  it('is documented in the OpenAPI', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.json().paths['/api/waitlist'].post).toBeDefined();
  });
});

describe('emailing when seats free up', () => {
  it('writes exactly one email per waiting person, with the booking link, once seats are free (a waitlist_offer job)', async () => {
    const d = await departure(110, 0, { reverse: true });
    await join({ departure_id: d.id, email: 'hana@example.nz', first_name: 'Hana' });
    await join({ departure_id: d.id, email: 'ian@example.nz' });
    await join({ departure_id: d.id, email: 'hana@example.nz' });

    // Still sold out: nobody hears anything.
    const t0 = new Date();
    const before = (await outbox()).length;
    await enqueueWaitlistOffer(ctx.app.db, d.id, t0);
    expect(await runAppJobs(ctx.app, { now: t0 })).toMatchObject({ done: 1, retried: 0 });
    expect((await outbox()).length).toBe(before);

    // A booking was deleted: the bookings module gave the seat back and, in the same
    // transaction, enqueued the offer (a minute later: a new dedupe key).
    const t1 = new Date(t0.getTime() + MINUTE);
    await ctx.app.db.transaction(async (tx) => {
      await tx.update(departures).set({ availableSeats: 1 }).where(eq(departures.id, d.id));
      await enqueueWaitlistOffer(tx, d.id, t1);
      // A second release in the same minute is the same job.
      await enqueueWaitlistOffer(tx, d.id, t1);
    });
    expect((await ctx.app.db.select().from(jobs).where(eq(jobs.type, 'waitlist_offer'))).filter((j) => j.payload.departureId === d.id)).toHaveLength(2);
    expect(await runAppJobs(ctx.app, { now: t1 })).toMatchObject({ done: 1, retried: 0 });
    const mails = (await outbox()).slice(0);
    expect(mails.length - before).toBe(2);
    const mine = mails.filter((m) => m.includes(`departureId=${d.id}`));
    expect(mine).toHaveLength(2);
    const toHana = mine.find((m) => /^To: hana@example\.nz/m.test(m));
    expect(toHana).toContain('Kia ora Hana,');
    expect(toHana).toContain(`https://tours.example.nz/bookings/?departureId=${d.id}`);
    // A reverse trip runs from the end location to the start location.
    expect(toHana).toContain('from Queenstown to Christchurch');
    expect(mine.some((m) => /^To: ian@example\.nz/m.test(m))).toBe(true);

    // Later offers and sweeps send nothing more.
    const t2 = new Date(t1.getTime() + MINUTE);
    await enqueueWaitlistOffer(ctx.app.db, d.id, t2);
    await scheduleWaitlistSweep(ctx.app.db, 60, t2);
    expect(await runAppJobs(ctx.app, { now: t2 })).toMatchObject({ done: 2, retried: 0 });
    expect((await outbox()).length).toBe(mails.length);
    const rows = await entriesOf(d.id);
    expect(rows.every((r) => r.notifiedAt !== null && r.notificationCount === 1)).toBe(true);
  });

  it('never emails twice when sweeps run at the same time (several instances)', async () => {
    const d = await departure(111, 0);
    const emails = Array.from({ length: 7 }, (_, i) => `crowd${i}@example.nz`);
    for (const email of emails) await join({ departure_id: d.id, email });
    await setSeats(d.id, 3);

    // On PostgreSQL the second sweep runs on its own connection pool, as another instance would.
    let second: Database | null = null;
    if (ctx.config.databaseUrl) second = await openDatabase({ databaseUrl: ctx.config.databaseUrl, pgliteDir: '' });
    try {
      const a = recordingMailer(5);
      const b = recordingMailer(5);
      const results = await Promise.all([
        sweepWaitlist(deps(a), { departureId: d.id }),
        sweepWaitlist(deps(b, second?.db ?? ctx.app.db), { departureId: d.id }),
        sweepWaitlist(deps(a), { departureId: d.id }),
      ]);
      const recipients = [...a.sent, ...b.sent].map((m) => m.to).sort();
      expect(recipients).toEqual([...emails].sort());
      expect(results.reduce((sum, r) => sum + r.sent, 0)).toBe(emails.length);
    } finally {
      await second?.close();
    }
  });

  it('leaves a person waiting when their email fails, and the offer job retries it after its backoff', async () => {
    const d = await departure(112, 0);
    await join({ departure_id: d.id, email: 'jo@example.nz' });
    await setSeats(d.id, 1);
    const t0 = new Date();
    await enqueueWaitlistOffer(ctx.app.db, d.id, t0);
    const failing: Mailer = { send: async () => Promise.reject(new Error('SMTP down')) };
    expect(await work(failing, { now: t0 })).toMatchObject({ done: 0, retried: 1 });
    const key = `waitlist_offer:${d.id}:${Math.floor(t0.getTime() / MINUTE)}`;
    expect(await jobByKey(key)).toMatchObject({ status: 'pending', attempts: 1, lastError: '1 waitlist email could not be sent' });
    expect((await entriesOf(d.id))[0].notifiedAt).toBeNull();

    const ok = recordingMailer();
    expect(await work(ok, { now: new Date(t0.getTime() + backoffMs(1) - 1000) })).toMatchObject({ done: 0, retried: 0 });
    expect(await work(ok, { now: new Date(t0.getTime() + backoffMs(1)) })).toMatchObject({ done: 1, retried: 0 });
    expect(ok.sent.map((m) => m.to)).toEqual(['jo@example.nz']);
    expect(await jobByKey(key)).toMatchObject({ status: 'done', attempts: 2, lastError: null });
    // The direct sweep tells the same story.
    expect((await sweepWaitlist(deps(ok), { departureId: d.id })).sent).toBe(0);
  });

  it('leaves a person waiting when their email fails in a sweep, and the next sweep tries again', async () => {
    const d = await departure(115, 0);
    await join({ departure_id: d.id, email: 'jo2@example.nz' });
    await setSeats(d.id, 1);
    const failing: Mailer = { send: async () => Promise.reject(new Error('SMTP down')) };
    expect(await sweepWaitlist(deps(failing), { departureId: d.id })).toEqual({ sent: 0, rearmed: 0, failed: 1 });
    const ok = recordingMailer();
    expect((await sweepWaitlist(deps(ok), { departureId: d.id })).sent).toBe(1);
    expect(ok.sent.map((m) => m.to)).toEqual(['jo2@example.nz']);
  });

  it('tells people again after the departure sells out once more, except those who booked it', async () => {
    const d = await departure(113, 0);
    await join({ departure_id: d.id, email: 'kim@example.nz' });
    await join({ departure_id: d.id, email: 'lee@example.nz' });
    await setSeats(d.id, 2);
    const mailer = recordingMailer();
    expect((await sweepWaitlist(deps(mailer), { departureId: d.id })).sent).toBe(2);

    // Lee books the free seats; the departure is full again.
    const [lee] = await ctx.app.db.insert(users).values({ email: 'lee@example.nz', firstName: 'Lee' }).returning();
    await ctx.app.db.insert(bookings).values({ userId: lee.id, departureId: d.id });
    await setSeats(d.id, 0);
    const rearm = await sweepWaitlist(deps(mailer), { departureId: d.id });
    expect(rearm).toEqual({ sent: 0, rearmed: 1, failed: 0 });

    // Someone cancels: only Kim (still without a seat) is told.
    await setSeats(d.id, 1);
    expect((await sweepWaitlist(deps(mailer), { departureId: d.id })).sent).toBe(1);
    expect(mailer.sent.map((m) => m.to)).toEqual(['kim@example.nz', 'lee@example.nz', 'kim@example.nz']);
  });

  it('does not write about departures that have left or were cancelled', async () => {
    const left = await departure(-1, 0);
    const cancelled = await departure(114, 0);
    await ctx.app.db.insert(waitlistEntries).values([
      { departureId: left.id, email: 'max@example.nz' },
      { departureId: cancelled.id, email: 'max@example.nz' },
    ]);
    await setSeats(left.id, 4);
    await ctx.app.db.update(departures).set({ availableSeats: 4, status: 'cancelled' }).where(eq(departures.id, cancelled.id));
    const mailer = recordingMailer();
    await sweepWaitlist(deps(mailer));
    expect(mailer.sent.filter((m) => m.to === 'max@example.nz')).toHaveLength(0);
  });
});

describe('the waitlist jobs', () => {
  it('never email a person twice when two workers run offers and a sweep of one departure at once', async () => {
    const d = await departure(116, 0);
    const emails = Array.from({ length: 9 }, (_, i) => `jobcrowd${i}@example.nz`);
    for (const email of emails) await join({ departure_id: d.id, email });
    await setSeats(d.id, 2);
    const now = new Date();
    // Two offers (seats freed in two minutes) and the recurring sweep, all due.
    await enqueueWaitlistOffer(ctx.app.db, d.id, new Date(now.getTime() - MINUTE));
    await enqueueWaitlistOffer(ctx.app.db, d.id, now);
    await scheduleWaitlistSweep(ctx.app.db, 60, now);

    // On PostgreSQL the second worker is another instance: its own connection pool.
    let second: Database | null = null;
    if (ctx.config.databaseUrl) second = await openDatabase({ databaseUrl: ctx.config.databaseUrl, pgliteDir: '' });
    try {
      const a = recordingMailer(5);
      const b = recordingMailer(5);
      const [ra, rb] = await Promise.all([work(a, { now, batchSize: 1 }), work(b, { now, batchSize: 1 }, second?.db ?? ctx.app.db)]);
      expect(ra.done + rb.done).toBeGreaterThanOrEqual(3);
      expect(ra.retried + rb.retried).toBe(0);
      const recipients = [...a.sent, ...b.sent].map((m) => m.to).filter((to) => to.startsWith('jobcrowd')).sort();
      expect(recipients).toEqual([...emails].sort());
      expect((await entriesOf(d.id)).every((r) => r.notificationCount === 1)).toBe(true);
    } finally {
      await second?.close();
    }
  });

  it('runs the sweep once per period across instances, each sweep enqueueing the next', async () => {
    const period = 60;
    const t0 = new Date(waitlistSweepPeriod(new Date(Date.now() + 3 * 24 * 3600_000), period).getTime() + 5_000);
    const key = (t: Date) => `${WAITLIST_SWEEP_JOB}:${waitlistSweepPeriod(t, period).toISOString()}`;
    // Two instances' workers make sure the current period's sweep exists: one job.
    const schedulerA = waitlistSweepScheduler(ctx.app.db, period);
    const schedulerB = waitlistSweepScheduler(ctx.app.db, period);
    await Promise.all([schedulerA(t0), schedulerB(t0), schedulerA(t0)]);
    expect((await ctx.app.db.select().from(jobs).where(eq(jobs.dedupeKey, key(t0))))).toHaveLength(1);

    const mailer = recordingMailer();
    expect(await work(mailer, { now: t0 }, ctx.app.db, period)).toMatchObject({ done: 1, retried: 0 });
    expect(await jobByKey(key(t0))).toMatchObject({ status: 'done' });
    const t1 = new Date(waitlistSweepPeriod(t0, period).getTime() + period * 1000);
    const next = await jobByKey(key(t1));
    expect(next).toMatchObject({ type: WAITLIST_SWEEP_JOB, status: 'pending' });
    expect(next.runAt.getTime()).toBe(t1.getTime());
    // Not before its period starts.
    expect(await work(mailer, { now: new Date(t1.getTime() - 1000) }, ctx.app.db, period)).toMatchObject({ done: 0 });
    expect(await work(mailer, { now: t1 }, ctx.app.db, period)).toMatchObject({ done: 1 });
    expect((await jobByKey(`${WAITLIST_SWEEP_JOB}:${new Date(t1.getTime() + period * 1000).toISOString()}`)).status).toBe('pending');

    // A worker that was off for an hour does not replay the periods it missed.
    const later = new Date(t1.getTime() + 3600_000 + 5_000);
    expect(await work(mailer, { now: later }, ctx.app.db, period)).toMatchObject({ done: 1 });
    const pending = (await ctx.app.db.select().from(jobs).where(eq(jobs.type, WAITLIST_SWEEP_JOB))).filter((j) => j.status === 'pending');
    expect(pending.map((j) => j.dedupeKey)).toEqual([`${WAITLIST_SWEEP_JOB}:${new Date(waitlistSweepPeriod(later, period).getTime() + period * 1000).toISOString()}`]);

    // Finished sweeps older than a day are deleted by a later sweep.
    const nextDay = new Date(later.getTime() + 25 * 3600_000);
    await scheduleWaitlistSweep(ctx.app.db, period, nextDay);
    await work(mailer, { now: nextDay }, ctx.app.db, period);
    expect(await jobByKey(key(t0))).toBeUndefined();

    // With WAITLIST_SWEEP_SECONDS=0 there is no recurring sweep.
    const off = waitlistSweepScheduler(ctx.app.db, 0);
    const count = (await ctx.app.db.select().from(jobs)).length;
    await off(new Date(nextDay.getTime() + 3600_000));
    expect((await ctx.app.db.select().from(jobs)).length).toBe(count);
  });
});
