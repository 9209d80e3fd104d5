/**
 * The booking emails end to end: a succeeded payment row and its payment_succeeded job (as
 * the payments module records them, in one transaction), then the worker. Receipt and
 * confirmation (with the .ics file) on the first payment, only a receipt afterwards; balance
 * reminders once each and never when paid; a mail outage retried without losing anything; the
 * API server's own worker timer. Runs on PGlite and, with TEST_DATABASE_URL, on PostgreSQL.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { eq, like } from 'drizzle-orm';
import { createTestApp, type TestContext } from '../../test/app';
import { payments, travellers } from '../../db/schema/bookings';
import { paymentDetails } from '../../db/schema/payments';
import { jobs } from '../../db/schema/jobs';
import type { MailMessage, Mailer } from '../../lib/mail';
import { enqueueJob } from '../jobs/queue';
import { runDueJobs } from '../jobs/worker';
import { jobHandlers, runAppJobs } from '../jobs/plugin';
import { apiClient, bookThrough, createCatalogue, createUser, type CatalogueFixture, type TestUser } from '../bookings/test-fixtures';
import { addDays, todayInNz } from '../../../contract/dates';
import { aucklandMorning, DONE_JOBS_KEPT_DAYS, JOB_TYPES, paymentSucceededJob, reminderKey, scheduleReminderSweep } from './service';
import { formatLongDate } from '../../../contract/dates';
import { formatNzdCentsExact } from '../../../contract/money';

jest.setTimeout(60_000);

let ctx: TestContext;
let cat: CatalogueFixture;
const DAY = 24 * 60 * 60 * 1000;
const PUBLIC_URL = 'https://tours.example.nz';

beforeAll(async () => {
  ctx = await createTestApp({ publicUrl: PUBLIC_URL });
  cat = await createCatalogue(ctx.app.db);
}, 60_000);
afterAll(() => ctx.close());

/** A mailer that records what it sends; `failures` sends throw first. */
function recordingMailer(failures = 0): Mailer & { sent: MailMessage[]; attempts: number } {
  const mailer = {
    sent: [] as MailMessage[],
    attempts: 0,
    async send(message: MailMessage) {
      mailer.attempts++;
      if (mailer.attempts <= failures) throw new Error('SMTP server unavailable');
      mailer.sent.push(message);
      return { messageId: `m${mailer.sent.length}` };
    },
  };
  return mailer;
}

const run = (mailer: Mailer, now = new Date()) => runDueJobs({ db: ctx.app.db, mailer, config: ctx.config, handlers: jobHandlers }, { now });

/** Records a succeeded payment and enqueues its job in one transaction, as the payments module does. */
async function pay(bookingId: number, amountCents: number, opts: { createdAt?: Date; card?: { brand: string; last4: string } } = {}): Promise<number> {
  return ctx.app.db.transaction(async (tx) => {
    const key = `test-pay-${bookingId}-${Math.random()}`;
    const [row] = await tx
      .insert(payments)
      .values({ bookingId, amountCents, status: 'succeeded', provider: 'test', providerReference: key, idempotencyKey: key, createdAt: opts.createdAt ?? new Date() })
      .returning({ id: payments.id });
    if (opts.card) await tx.insert(paymentDetails).values({ paymentId: row.id, cardBrand: opts.card.brand, cardLast4: opts.card.last4 });
    await enqueueJob(tx, paymentSucceededJob(row.id));
    return row.id;
  });
}

const departuresByDay = new Map<number, Awaited<ReturnType<CatalogueFixture['departure']>>>();
/** A booking of `count` travellers on the departure `inDays` away (one departure per day, shared). */
async function booking(user: TestUser, inDays: number, count = 2) {
  let departure = departuresByDay.get(inDays);
  if (!departure) {
    departure = await cat.departure({ inDays });
    departuresByDay.set(inDays, departure);
  }
  const wire = await bookThrough(ctx.app, user, departure.id, count);
  // The booking's "seats held" email goes out now, so each test's mailer sees only the emails it is about.
  await run(recordingMailer());
  return { id: wire.id as number, departure, travellerIds: wire.traveller_ids as number[] };
}

/** A moment of today (Auckland) no earlier than the reminder sweep's morning run, nor than jobs just enqueued. */
const at = () => new Date(Math.max(Date.now(), aucklandMorning(todayInNz()).getTime()));

// The emails of payments and reminders; the booking's own "seats held" email at creation is the lifecycle's (bookings/lifecycle.test.ts).
const HOLD_EMAIL = /^(Your seats are held|Booking request received):/;
const mailsTo = (mailer: { sent: MailMessage[] }, user: TestUser) => mailer.sent.filter((m) => m.to === user.email && !HOLD_EMAIL.test(m.subject));

describe('payment_succeeded', () => {
  it('on the first payment sends the receipt and the booking confirmation with a calendar file', async () => {
    const user = await createUser(ctx.app.db, { firstName: 'Aroha' });
    const b = await booking(user, 150);
    await ctx.app.db.update(travellers).set({ title: 'Ms', firstName: 'Aroha', lastName: 'Ngata' }).where(eq(travellers.id, b.travellerIds[0]));
    const addon = await apiClient(ctx.app)('POST', `/bookings/bookings/${b.id}/addons`, user, {
      addons: [{ travellerID: b.travellerIds[0], optionID: cat.kayak.standard.apiId, dayID: cat.days[1].apiId, destroy: false }],
    });
    expect(addon.statusCode).toBe(200);
    await pay(b.id, 19_800, { card: { brand: 'visa', last4: '4242' } });

    const mailer = recordingMailer();
    await run(mailer);
    const mails = mailsTo(mailer, user);
    expect(mails).toHaveLength(2);
    const receipt = mails.find((m) => m.subject.startsWith('Receipt'));
    const confirmation = mails.find((m) => m.subject.startsWith('Booking confirmed'));
    if (!receipt || !confirmation) throw new Error(`unexpected subjects: ${mails.map((m) => m.subject).join(' | ')}`);

    const total = 2 * 250_000 + 12_000;
    const dueDate = addDays(b.departure.date, -56);
    // The receipt, as text and as HTML.
    expect(receipt.subject).toBe(`Receipt: NZ$198.00 paid for booking ${b.id}, ${cat.tour.name}`);
    for (const expected of [
      `Booking reference: ${b.id}`,
      `Tour: ${cat.tour.name}`,
      `Dates: ${formatLongDate(b.departure.date)} to ${formatLongDate(b.departure.endDate)}`,
      'Amount paid: NZ$198.00',
      'Card: Visa ending 4242',
      `Booking total: ${formatNzdCentsExact(total)}`,
      'Total paid: NZ$198.00',
      `Balance remaining: ${formatNzdCentsExact(total - 19_800)}, due by ${formatLongDate(dueDate)}`,
      `${PUBLIC_URL}/bookings/receipt/?bookingId=${b.id}&tour=${cat.tour.contentId}`,
      `${PUBLIC_URL}/bookings/review/?bookingId=${b.id}&tour=${cat.tour.contentId}`,
    ]) {
      expect(receipt.text).toContain(expected);
      expect(receipt.html).toContain(expected.replace(/&/g, '&amp;'));
    }
    expect(receipt.text).toContain('Kia ora Aroha,');
    expect(receipt.html).toContain('Kea Trails');
    expect(receipt.attachments ?? []).toHaveLength(0);

    // The confirmation: itinerary from the tour's days, travellers, extras, totals, due date.
    for (const day of cat.days) expect(confirmation.text).toContain(`Day ${day.ordinalNumber}: ${day.title}`);
    expect(confirmation.text).toContain('Travellers (2):\nMs Aroha Ngata\nTraveller 2 (details to come)');
    expect(confirmation.text).toContain('Kayak: Standard (Ms Aroha Ngata, day 2): NZ$120.00');
    expect(confirmation.text).toContain(`Total: ${formatNzdCentsExact(total)}`);
    expect(confirmation.text).toContain(`The full balance is due 56 days before departure, by ${formatLongDate(dueDate)}.`);
    expect(confirmation.html).toContain('Ms Aroha Ngata<br>');
    const [ics] = confirmation.attachments ?? [];
    expect(ics).toMatchObject({ filename: `booking-${b.id}.ics`, contentType: expect.stringContaining('text/calendar') });
    const calendar = String(ics.content);
    expect(calendar).toContain('\r\nBEGIN:VEVENT\r\n');
    expect(calendar).toContain(`DTSTART;VALUE=DATE:${b.departure.date.replace(/-/g, '')}\r\n`);
    expect(calendar).toContain(`DTEND;VALUE=DATE:${addDays(b.departure.endDate, 1).replace(/-/g, '')}\r\n`);
    expect(calendar).toContain(`UID:booking-${b.id}@tours.example.nz\r\n`);
    expect(calendar).toContain('LOCATION:Auckland\r\n');
  });

  it('on a later payment sends only a receipt with the new balance', async () => {
    const user = await createUser(ctx.app.db);
    const b = await booking(user, 160, 1);
    const mailer = recordingMailer();
    await pay(b.id, 9_900);
    await run(mailer);
    expect(mailsTo(mailer, user)).toHaveLength(2);

    await pay(b.id, 40_000);
    await run(mailer);
    const later = mailsTo(mailer, user).slice(2);
    expect(later).toHaveLength(1);
    expect(later[0].subject).toBe(`Receipt: NZ$400.00 paid for booking ${b.id}, ${cat.tour.name}`);
    expect(later[0].text).toContain('Total paid: NZ$499.00');
    expect(later[0].text).toContain(`Balance remaining: ${formatNzdCentsExact(250_000 - 49_900)}`);
    // Running again sends nothing more.
    await run(mailer);
    expect(mailsTo(mailer, user)).toHaveLength(3);
  });

  it('a receipt sent late (after a later payment) states the account as of its own payment', async () => {
    const user = await createUser(ctx.app.db);
    const b = await booking(user, 165, 1);
    await pay(b.id, 9_900);
    await pay(b.id, 20_000);
    const mailer = recordingMailer();
    await run(mailer, at());
    const receipts = mailsTo(mailer, user).filter((m) => m.subject.startsWith('Receipt'));
    expect(receipts.map((m) => m.text.match(/Total paid: (\S+)/)?.[1]).sort()).toEqual(['NZ$299.00', 'NZ$99.00']);
    expect(mailsTo(mailer, user).filter((m) => m.subject.startsWith('Booking confirmed'))).toHaveLength(1);
  });

  it('says the booking is fully paid when nothing remains', async () => {
    const user = await createUser(ctx.app.db);
    const b = await booking(user, 170, 1);
    const mailer = recordingMailer();
    await pay(b.id, 250_000);
    await run(mailer);
    const receipt = mailsTo(mailer, user).find((m) => m.subject.startsWith('Receipt'));
    expect(receipt?.text).toContain('Balance remaining: NZ$0.00 (your booking is fully paid)');
    expect(receipt?.text).not.toContain('Card:');
  });

  it('retries with backoff while the mail server is down, then delivers both emails (nothing lost)', async () => {
    const user = await createUser(ctx.app.db);
    const b = await booking(user, 180, 1);
    const paymentId = await pay(b.id, 9_900);
    const mailer = recordingMailer(2);
    const t0 = new Date();
    await run(mailer, t0);
    expect(mailsTo(mailer, user)).toHaveLength(0);
    const [job] = await ctx.app.db.select().from(jobs).where(eq(jobs.dedupeKey, `payment_succeeded:${paymentId}`));
    expect(job).toMatchObject({ status: 'pending', attempts: 1, lastError: 'SMTP server unavailable' });
    expect(job.runAt.getTime()).toBeGreaterThan(t0.getTime());

    await run(mailer, new Date(t0.getTime() + DAY));
    const mails = mailsTo(mailer, user);
    expect(mails.map((m) => m.subject.split(':')[0]).sort()).toEqual(['Booking confirmed', 'Receipt']);
    const [done] = await ctx.app.db.select().from(jobs).where(eq(jobs.dedupeKey, `payment_succeeded:${paymentId}`));
    expect(done.status).toBe('done');
  });

  it('sends nothing for a payment that is not succeeded', async () => {
    const user = await createUser(ctx.app.db);
    const b = await booking(user, 190, 1);
    const [row] = await ctx.app.db
      .insert(payments)
      .values({ bookingId: b.id, amountCents: 9_900, status: 'failed', provider: 'test', providerReference: `f-${b.id}`, idempotencyKey: `f-${b.id}` })
      .returning({ id: payments.id });
    await enqueueJob(ctx.app.db, paymentSucceededJob(row.id));
    const mailer = recordingMailer();
    await run(mailer);
    expect(mailsTo(mailer, user)).toHaveLength(0);
  });

  it("writes real emails through the app's mail adapter, the calendar file attached", async () => {
    const user = await createUser(ctx.app.db);
    const b = await booking(user, 200, 1);
    await pay(b.id, 9_900);
    await runAppJobs(ctx.app);
    const files = (await fs.readdir(ctx.config.outboxDir)).filter((f) => f.includes(user.email.replace(/[^a-z0-9]+/g, '-')) && !f.includes('your-seats-are-held'));
    expect(files).toHaveLength(2);
    const emls = await Promise.all(files.map((f) => fs.readFile(path.join(ctx.config.outboxDir, f), 'utf8')));
    const confirmation = emls.find((e) => e.includes('booking-') && e.includes('text/calendar'));
    expect(confirmation).toBeDefined();
    expect(confirmation).toContain(`filename=booking-${b.id}.ics`);
    expect(confirmation).toMatch(/Content-Type: text\/plain/);
    expect(confirmation).toMatch(/Content-Type: text\/html/);
  });
});

describe('balance reminders', () => {
  const today = todayInNz();

  /** Runs today's sweep (and what it enqueues) at `at`. */
  async function sweep(mailer: Mailer, at: Date) {
    await scheduleReminderSweep(ctx.app.db, at);
    await run(mailer, at);
  }

  it('reminds 14 days before the balance due date, once, and again 7 days before', async () => {
    const user = await createUser(ctx.app.db);
    const now = at();
    // Departure in 70 days: the balance (due 56 days before) is due in 14 days.
    const b = await booking(user, 70, 1);
    await pay(b.id, 9_900, { createdAt: new Date(now.getTime() - 30 * DAY) });
    const mailer = recordingMailer();
    await run(mailer, at()); // the receipt and confirmation
    const before = mailsTo(mailer, user).length;

    await sweep(mailer, now);
    const reminders = () => mailsTo(mailer, user).slice(before);
    expect(reminders()).toHaveLength(1);
    const dueDate = addDays(b.departure.date, -56);
    expect(reminders()[0].subject).toBe(`Reminder: your balance of ${formatNzdCentsExact(250_000 - 9_900)} for ${cat.tour.name} is due on ${formatLongDate(dueDate)}`);
    expect(reminders()[0].text).toContain('is due in 14 days');
    expect(reminders()[0].text).toContain(`${PUBLIC_URL}/bookings/payment/?bookingId=${b.id}&tour=${cat.tour.contentId}`);

    // Sweeping again the same day, or the next day, does not repeat it.
    await sweep(mailer, now);
    await sweep(mailer, new Date(now.getTime() + DAY));
    expect(reminders()).toHaveLength(1);

    // A week later: the 7-day reminder.
    await sweep(mailer, new Date(now.getTime() + 7 * DAY));
    expect(reminders()).toHaveLength(2);
    expect(reminders()[1].text).toContain('is due in 7 days');
    const keys = await ctx.app.db.select({ key: jobs.dedupeKey, status: jobs.status }).from(jobs).where(eq(jobs.type, JOB_TYPES.reminder));
    expect(keys).toEqual(expect.arrayContaining([{ key: reminderKey(b.id, dueDate, '14_days'), status: 'done' }, { key: reminderKey(b.id, dueDate, '7_days'), status: 'done' }]));
  });

  it('sends none for a booking that is paid in full, or that owes money but has paid nothing', async () => {
    const paid = await createUser(ctx.app.db);
    const now = at();
    const unpaid = await createUser(ctx.app.db);
    const p = await booking(paid, 70, 1);
    await booking(unpaid, 70, 1);
    await pay(p.id, 250_000, { createdAt: new Date(now.getTime() - 30 * DAY) });
    const mailer = recordingMailer();
    await run(mailer, at()); // the receipt and confirmation
    const before = mailsTo(mailer, paid).length;
    await sweep(mailer, now);
    await sweep(mailer, new Date(now.getTime() + 7 * DAY));
    expect(mailsTo(mailer, paid)).toHaveLength(before);
    // The unpaid booking gets no balance reminder; a week on, its hold has ended (the lifecycle's email).
    expect(mailsTo(mailer, unpaid).map((m) => m.subject)).toEqual([expect.stringMatching(/has expired/)]);
  });

  it('re-checks at send time and skips a reminder whose balance was paid meanwhile', async () => {
    const user = await createUser(ctx.app.db);
    const now = at();
    const b = await booking(user, 70, 1);
    await pay(b.id, 9_900, { createdAt: new Date(now.getTime() - 30 * DAY) });
    const mailer = recordingMailer();
    await run(mailer, at()); // the receipt and confirmation
    const before = mailsTo(mailer, user).length;
    const dueDate = addDays(b.departure.date, -56);
    await enqueueJob(ctx.app.db, { type: JOB_TYPES.reminder, payload: { bookingId: b.id, kind: '14_days', dueDate }, runAt: now, dedupeKey: reminderKey(b.id, dueDate, '14_days') });
    await pay(b.id, 250_000 - 9_900);
    await run(mailer, at());
    const after = mailsTo(mailer, user).slice(before);
    // Only the receipt of the final payment; no reminder.
    expect(after.map((m) => m.subject.split(':')[0])).toEqual(['Receipt']);
    const [job] = await ctx.app.db.select().from(jobs).where(eq(jobs.dedupeKey, reminderKey(b.id, dueDate, '14_days')));
    expect(job.status).toBe('done');
  });

  it('the sweep schedules the next day’s sweep, once however many instances run it', async () => {
    const mailer = recordingMailer();
    const now = at();
    await sweep(mailer, now);
    await scheduleReminderSweep(ctx.app.db, now);
    const tomorrow = addDays(today, 1);
    const next = await ctx.app.db.select().from(jobs).where(eq(jobs.dedupeKey, `${JOB_TYPES.reminderSweep}:${tomorrow}`));
    expect(next).toHaveLength(1);
    expect(next[0].runAt.toISOString()).toBe(aucklandMorning(tomorrow).toISOString());
    expect(todayInNz(next[0].runAt)).toBe(tomorrow);
    const todays = await ctx.app.db.select().from(jobs).where(eq(jobs.dedupeKey, `${JOB_TYPES.reminderSweep}:${today}`));
    expect(todays).toHaveLength(1);
  });

  it('the sweep deletes jobs finished more than 180 days ago and keeps failed ones', async () => {
    const now = at();
    const old = new Date(now.getTime() - (DONE_JOBS_KEPT_DAYS + 1) * DAY);
    const recent = new Date(now.getTime() - 10 * DAY);
    await ctx.app.db.insert(jobs).values([
      { type: 'x', payload: {}, status: 'done', finishedAt: old, dedupeKey: 'cleanup:old-done' },
      { type: 'x', payload: {}, status: 'done', finishedAt: recent, dedupeKey: 'cleanup:recent-done' },
      { type: 'x', payload: {}, status: 'failed', finishedAt: old, dedupeKey: 'cleanup:old-failed' },
    ]);
    await enqueueJob(ctx.app.db, { type: JOB_TYPES.reminderSweep, payload: {}, runAt: now, dedupeKey: `cleanup-sweep-${now.getTime()}` });
    await run(recordingMailer(), now);
    const left = await ctx.app.db.select({ key: jobs.dedupeKey }).from(jobs).where(like(jobs.dedupeKey, 'cleanup:%'));
    expect(left.map((r) => r.key).sort()).toEqual(['cleanup:old-failed', 'cleanup:recent-done']);
  });
});

describe('the API server worker', () => {
  it('runs due jobs on its own timer and stops cleanly when the app closes', async () => {
    const other = await createTestApp({ publicUrl: PUBLIC_URL, jobsPollMs: 20 });
    try {
      const catalogue = await createCatalogue(other.app.db);
      const user = await createUser(other.app.db);
      const departure = await catalogue.departure({ inDays: 150 });
      const wire = await bookThrough(other.app, user, departure.id, 1);
      const key = `t-${wire.id}`;
      const [row] = await other.app.db
        .insert(payments)
        .values({ bookingId: wire.id, amountCents: 9_900, status: 'succeeded', provider: 'test', providerReference: key, idempotencyKey: key })
        .returning({ id: payments.id });
      await enqueueJob(other.app.db, paymentSucceededJob(row.id));
      const dedupeKey = `payment_succeeded:${row.id}`;
      let status = '';
      for (let i = 0; i < 500 && status !== 'done'; i++) {
        await new Promise((resolve) => setTimeout(resolve, 20));
        [{ status }] = await other.app.db.select({ status: jobs.status }).from(jobs).where(eq(jobs.dedupeKey, dedupeKey));
      }
      expect(status).toBe('done');
      // The worker also scheduled today's reminder sweep.
      const sweeps = await other.app.db.select().from(jobs).where(eq(jobs.type, JOB_TYPES.reminderSweep));
      expect(sweeps.length).toBeGreaterThanOrEqual(1);
    } finally {
      await other.close();
    }
  });
});
