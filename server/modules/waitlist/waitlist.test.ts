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
import { addDays, formatDayMonthYear, todayInAuckland } from '../departures/dates';
import { normaliseWaitlistEmail, notifyWaitlist, sweepWaitlist } from './service';
import { JOIN_LIMIT } from './routes';

jest.setTimeout(30_000); // a fresh migrated database per file takes a few seconds

let ctx: TestContext;
let tourId: number;
let ip = 0;
const today = todayInAuckland();

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
    const [day, month, year] = formatDayMonthYear(d.date).split('/');
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

    const [day, month, year] = formatDayMonthYear(full.date).split('/');
    const res = await ask(`${Number(day)}/${month}/${year}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, data: { departure_id: `departure-${full.id}`, joinable: true } });
    expect((await ask(open.date)).json().data).toEqual({ departure_id: `departure-${open.id}`, joinable: false });
    expect((await ask(addDays(today, 300))).statusCode).toBe(404);
    expect((await ask('tomorrow')).statusCode).toBe(400);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/waitlist/departure?tour_id=x&departure_date=2027-01-01' })).statusCode).toBe(400);
  });

  it('is documented in the OpenAPI', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.json().paths['/api/waitlist'].post).toBeDefined();
  });
});

describe('emailing when seats free up', () => {
  it('writes exactly one email per waiting person, with the booking link, once seats are free', async () => {
    const d = await departure(110, 0, { reverse: true });
    await join({ departure_id: d.id, email: 'hana@example.nz', first_name: 'Hana' });
    await join({ departure_id: d.id, email: 'ian@example.nz' });
    await join({ departure_id: d.id, email: 'hana@example.nz' });

    // Still sold out: nobody hears anything.
    expect((await notifyWaitlist(ctx.app, d.id)).sent).toBe(0);

    // A booking was deleted: the bookings module gave the seat back.
    await setSeats(d.id, 1);
    const before = (await outbox()).length;
    expect((await notifyWaitlist(ctx.app, d.id)).sent).toBe(2);
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

    // The next sweeps send nothing more.
    expect((await notifyWaitlist(ctx.app)).sent).toBe(0);
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

  it('leaves a person waiting when their email fails, and tries again on the next sweep', async () => {
    const d = await departure(112, 0);
    await join({ departure_id: d.id, email: 'jo@example.nz' });
    await setSeats(d.id, 1);
    const failing: Mailer = { send: async () => Promise.reject(new Error('SMTP down')) };
    expect((await sweepWaitlist(deps(failing), { departureId: d.id })).sent).toBe(0);
    const ok = recordingMailer();
    expect((await sweepWaitlist(deps(ok), { departureId: d.id })).sent).toBe(1);
    expect(ok.sent.map((m) => m.to)).toEqual(['jo@example.nz']);
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
    expect(rearm).toEqual({ sent: 0, rearmed: 1 });

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
