/**
 * The booking helpers of the end-to-end specs (the same calls as e2e/booking.spec.ts and
 * e2e/payments.spec.ts): a customer signed up through the API, the session the site keeps in
 * localStorage, the seeded departures, a booking's wire shape, the staff sign-in, the test card,
 * and the emails the server's job worker writes to the outbox (OUTBOX_DIR=var/e2e/outbox,
 * playwright.config.ts), read as a mail client would (MIME parts decoded).
 */
import fs from 'node:fs';
import path from 'node:path';
import { type APIRequestContext, type Page } from '@playwright/test';
import { expect } from './test';
import type { Booking } from '../../contract/bookings';
import type { DepartureItem } from '../../contract/departures';

export const PASSWORD = 'kea-trails-2031';
export const SESSION_KEY = 'kea-trails-session';
export const OUTBOX = path.join(__dirname, '..', '..', 'var', 'e2e', 'outbox');
/** The e2e server seeds this administrator (playwright.config.ts). */
export const ADMIN = { email: 'admin@example.nz', password: 'e2e-admin-password' };

export interface Session {
  token: string;
  email: string;
  is_admin: boolean;
}

export const authHeaders = (session: Session) => ({ token: session.token, email: session.email });

export function uniqueEmail(label: string) {
  return `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.nz`;
}

export async function signUp(request: APIRequestContext, label: string, firstName = 'Aroha'): Promise<Session> {
  const response = await request.post('/api/users/sign_up', { data: { FirstName: firstName, Email: uniqueEmail(label), Password: PASSWORD } });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { session: Session }).session;
}

export async function signInAsAdmin(request: APIRequestContext): Promise<Session> {
  const response = await request.post('/api/users/sign_in', { data: { email: ADMIN.email, password: ADMIN.password } });
  expect(response.ok(), await response.text()).toBe(true);
  const session = ((await response.json()) as { session: Session }).session;
  expect(session.is_admin).toBe(true);
  return session;
}

/**
 * A booking of `departure` made and its minimum payment (the deposit, or everything inside 56
 * days) paid through the API with the test card, as a customer's earlier visit would have.
 */
export async function paidBooking(request: APIRequestContext, session: Session, departure: DepartureItem): Promise<{ id: number; tour: string }> {
  const headers = authHeaders(session);
  const created = await request.post('/api/bookings/bookings', { headers, data: { 'bookings/booking': { departure_id: departure.id } } });
  expect(created.ok(), await created.text()).toBe(true);
  const { id, tour_slug: tour } = ((await created.json()) as { 'bookings/booking': { id: number; tour_slug: string } })['bookings/booking'];
  const agreed = await request.put(`/api/bookings/bookings/${id}`, { headers, data: { 'bookings/booking': { agree_with_the_conditions: true } } });
  expect(agreed.ok(), await agreed.text()).toBe(true);
  const card = { number: '4242424242424242', expiry: '12/34', cvc: '123', name: 'Aroha Ngata' };
  const amount = (await bookingNow(request, session, id)).minimum_payment;
  const paid = await request.post(`/api/bookings/bookings/${id}/payments`, { headers, data: { amount, idempotency_key: `e2e-${Date.now()}-${id}`, card } });
  expect(paid.ok(), await paid.text()).toBe(true);
  return { id, tour };
}

/**
 * A booking of two travellers on a departure well over 60 days out, made through the API and left
 * 'Incomplete' (nothing paid, so it may be deleted), as a customer's earlier visit would have.
 */
export async function incompleteBooking(request: APIRequestContext, session: Session): Promise<{ id: number; tour_name: string; tour_slug: string }> {
  const soonest = new Date(Date.now() + 60 * 86400000).toISOString().slice(0, 10);
  const departure = (await departures(request)).find((d) => d.date > soonest && d.available_seats >= 2);
  expect(departure, 'a bookable departure more than 60 days out').toBeTruthy();
  const created = await request.post('/api/bookings/bookings', {
    headers: authHeaders(session),
    data: { 'bookings/booking': { departure_id: departure!.id, travellers_count: 2 } },
  });
  expect(created.ok(), await created.text()).toBe(true);
  return ((await created.json()) as { 'bookings/booking': { id: number; tour_name: string; tour_slug: string } })['bookings/booking'];
}

/** Signs the browser in the quick way: the session the site keeps in localStorage. */
export async function useSession(page: Page, session: Session) {
  await page.addInitScript(([key, value]) => window.localStorage.setItem(key, value), [SESSION_KEY, JSON.stringify(session)] as const);
}

export function daysFromToday(date: string): number {
  const today = new Date(new Date().toISOString().slice(0, 10));
  return Math.round((new Date(date).getTime() - today.getTime()) / 86_400_000);
}

export async function departures(request: APIRequestContext): Promise<DepartureItem[]> {
  const response = await request.get('/api/tour_info/departures?valid_departure=true');
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { 'tour_info/departures': DepartureItem[] })['tour_info/departures'];
}

/** Every bookable departure of one tour (what the swap panel lists). */
export async function tourDepartures(request: APIRequestContext, tourId: number): Promise<DepartureItem[]> {
  const response = await request.get(`/api/tour_info/tours/${tourId}/get_intrepid_departures`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { tours: DepartureItem[] }).tours;
}

export async function pickDeparture(request: APIRequestContext, match: (d: DepartureItem) => boolean): Promise<DepartureItem> {
  const found = (await departures(request)).find(match);
  expect(found, 'a seeded departure that fits the test').toBeTruthy();
  return found!;
}

/** The booking as the API sends it now. */
export async function bookingNow(request: APIRequestContext, session: Session, id: number): Promise<Booking> {
  const response = await request.get(`/api/bookings/bookings/${id}`, { headers: authHeaders(session) });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { booking: Booking }).booking;
}

/** The booking id of a booking page's address (/bookings/…/?bookingId=123&tour=…). */
export function bookingIdOf(page: Page): number {
  const id = Number(new URL(page.url()).searchParams.get('bookingId'));
  expect(id, `a booking id in ${page.url()}`).toBeGreaterThan(0);
  return id;
}

/** The card form of the payment page in test mode (any future expiry, any CVC). */
export async function fillCard(page: Page, number: string, name = 'Aroha Ngata') {
  await page.getByLabel('Card number').fill(number);
  await page.getByLabel('Expiry date (MM/YY)').fill('12/34');
  await page.getByLabel('Security code (CVC)').fill('123');
  await page.getByLabel('Name on card').fill(name);
}

export async function closeVaccinationNotice(page: Page) {
  const dialog = page.getByRole('dialog', { name: 'Vaccination requirements' });
  await dialog.getByRole('button', { name: 'I understand' }).click();
  await expect(dialog).toBeHidden();
}

// ---- the outbox ----

export interface MailPart {
  headers: Record<string, string>;
  /** The decoded body (base64 and quoted-printable undone), as UTF-8 text. */
  body: string;
}

export interface Mail {
  file: string;
  subject: string;
  to: string;
  /** Every leaf part of the message, decoded. */
  parts: MailPart[];
}

/** Header block -> lower-cased names, folded lines joined. */
function parseHeaders(block: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const line of block.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return headers;
}

function decodeQuotedPrintable(raw: string): string {
  const bytes: number[] = [];
  const text = raw.replace(/=\r?\n/g, '');
  for (let i = 0; i < text.length; i++) {
    if (text[i] === '=' && /^[0-9A-F]{2}$/i.test(text.slice(i + 1, i + 3))) {
      bytes.push(parseInt(text.slice(i + 1, i + 3), 16));
      i += 2;
    } else bytes.push(...Buffer.from(text[i], 'utf8'));
  }
  return Buffer.from(bytes).toString('utf8');
}

/** RFC 2047 encoded words (=?UTF-8?Q?…?= and =?UTF-8?B?…?=), as in a long or non-ASCII subject. */
function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([QB])\?([^?]*)\?=/gi, (_m, _charset: string, kind: string, text: string) =>
      kind.toUpperCase() === 'B' ? Buffer.from(text, 'base64').toString('utf8') : decodeQuotedPrintable(text.replace(/_/g, ' ')),
    );
}

function parseEntity(raw: string): MailPart[] {
  const split = /\r?\n\r?\n/.exec(raw);
  const headers = parseHeaders(split ? raw.slice(0, split.index) : raw);
  const body = split ? raw.slice(split.index + split[0].length) : '';
  const type = headers['content-type'] ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (/^multipart\//i.test(type) && boundary) {
    const pieces = body.split(`--${boundary}`);
    // The preamble before the first boundary and the epilogue after the closing '--' are not parts.
    return pieces
      .slice(1)
      .filter((piece) => !piece.startsWith('--'))
      .flatMap((piece) => parseEntity(piece.replace(/^\r?\n/, '')));
  }
  const encoding = (headers['content-transfer-encoding'] ?? '7bit').toLowerCase();
  const decoded =
    encoding === 'base64'
      ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
      : encoding === 'quoted-printable'
        ? decodeQuotedPrintable(body)
        : body;
  return [{ headers, body: decoded }];
}

export function readMail(file: string): Mail {
  const raw = fs.readFileSync(file, 'utf8');
  const split = /\r?\n\r?\n/.exec(raw);
  const headers = parseHeaders(split ? raw.slice(0, split.index) : raw);
  return { file, subject: decodeWords(headers.subject ?? ''), to: decodeWords(headers.to ?? ''), parts: parseEntity(raw) };
}

/** Every .eml of the outbox, decoded. */
export function outbox(): Mail[] {
  if (!fs.existsSync(OUTBOX)) return [];
  return fs
    .readdirSync(OUTBOX)
    .filter((f) => f.endsWith('.eml'))
    .sort()
    .map((f) => readMail(path.join(OUTBOX, f)));
}

/** A part's file name (Content-Disposition or Content-Type name=). */
export function partFileName(part: MailPart): string | null {
  const from = `${part.headers['content-disposition'] ?? ''}; ${part.headers['content-type'] ?? ''}`;
  return /(?:file)?name="?([^";]+)"?/i.exec(from)?.[1] ?? null;
}

/** The mails whose subject starts with `subject` and that are about this booking ('(booking 123)' in the subject). */
export function mailsAbout(subject: string, bookingId: number): Mail[] {
  return outbox().filter((mail) => mail.subject.startsWith(subject) && mail.subject.includes(`(booking ${bookingId})`));
}

/** Waits for the job worker (it polls every few seconds) to write such a mail; returns the newest. */
export async function waitForMail(subject: string, bookingId: number, timeout = 30_000): Promise<Mail> {
  await expect.poll(() => mailsAbout(subject, bookingId).length, { timeout, message: `a '${subject}' email for booking ${bookingId}` }).toBeGreaterThan(0);
  const found = mailsAbout(subject, bookingId);
  return found[found.length - 1];
}
