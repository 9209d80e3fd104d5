/**
 * What the bench's signed-in pages and authenticated routes need, made through the API as a
 * customer's earlier visits would have: a customer with a booking (conditions agreed, the
 * traveller's details complete, the deposit paid with the test card) and three favourite
 * activities, and a staff session.
 */
import { sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Database } from '../server/db/client';

export interface BenchSession {
  token: string;
  email: string;
  is_admin: boolean;
}

export interface BenchBooking {
  id: number;
  tour: string;
  departureId: string;
  /** YYYY-MM-DD */
  departureDate: string;
  tourId: number;
}

export interface BenchFixtures {
  customer: BenchSession;
  staff: BenchSession;
  booking: BenchBooking;
  /**
   * Who books, and where, while the API load measures creation: another customer and another
   * departure, so the thousands of bookings it makes do not end up in the lists measured after
   * it (the customer's bookings, the booking's departure manifest: 1,800 bookings on one
   * departure made its manifest take a second).
   */
  creation: { customer: BenchSession; departureId: string; customers: BookingCustomers };
}

/**
 * The creation load's customers, one booking each, so that it books under the product's
 * per-account limits (3 unpaid bookings, 10 an hour) as many customers booking at once do,
 * rather than as one account with the limits lifted, whose every creation counted thousands of
 * its own earlier bookings. Made straight in the database, thousands at a time (a sign-up each
 * would hash a password each): a copy of a customer signed up through the API, with a session
 * whose token is `bookingCustomer(seed, n)`'s.
 */
export class BookingCustomers {
  readonly seed = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  /** The first customer the next load uses; the load moves it on by the customers it used. */
  next = 0;
  private made = 0;

  constructor(
    private readonly database: Database,
    private readonly templateEmail: string,
  ) {}

  /** Makes sure the `count` customers from `next` on exist. */
  async ensure(count: number): Promise<void> {
    const from = this.made;
    const to = this.next + count - 1;
    if (to < from) return;
    const email = (n: SQL) => sql`format('booker-%s-%s@example.nz', ${this.seed}::text, ${n})`;
    const token = (n: SQL) => sql`format('bench-booker-%s-%s', ${this.seed}::text, lpad(${n}::text, 8, '0'))`;
    const numbers = sql`generate_series(${from}::int, ${to}::int) as n`;
    await this.database.db.execute(
      sql`insert into users (email, first_name, password_hash) select ${email(sql`n`)}, t.first_name, t.password_hash from ${numbers}, users t where t.email = ${this.templateEmail}`,
    );
    await this.database.db.execute(
      sql`insert into sessions (user_id, token_hash, expires_at) select u.id, encode(sha256(convert_to(${token(sql`n`)}, 'UTF8')), 'hex'), now() + interval '30 days' from ${numbers} join users u on u.email = ${email(sql`n`)}`,
    );
    this.made = to + 1;
  }
}

/** The staff account the bench server seeds (loadConfig overrides in bench/server.ts). */
export const BENCH_STAFF = { email: 'bench-staff@example.nz', password: 'bench-staff-password-1' };

export const authHeaders = (session: BenchSession) => ({ token: session.token, email: session.email });

export async function json(url: string, path: string, init: RequestInit = {}) {
  const response = await fetch(`${url}${path}`, { ...init, headers: { 'content-type': 'application/json', ...(init.headers ?? {}) } });
  const body = await response.json();
  if (!response.ok) throw new Error(`${path}: ${response.status} ${JSON.stringify(body)}`);
  return body;
}

const STEP_ONE = { title: 'Ms', first_name: 'Aroha', last_name: 'Ngata', date_of_birth: '1990-04-12', nationality: 'New Zealander', current_location: 'Auckland', allergies: '' };
const STEP_TWO = {
  passport_number: 'LA123456',
  passport_date_of_issue: '2020-01-15',
  passport_date_of_expiry: '2035-01-15',
  emergency_contact_name: 'Mere Ngata',
  emergency_contact_relationship: 'Mother',
  emergency_contact_number: '+64 21 555 0199',
  insurance_name: 'Kiwi Cover',
  insurance_policy_number: 'KC-998877',
  insurance_contact_number: '+64 9 555 0100',
  medical_condition: '',
};

const signUp = async (url: string, name: string): Promise<BenchSession> =>
  (
    await json(url, '/api/users/sign_up', {
      method: 'POST',
      body: JSON.stringify({ FirstName: name, Email: `bench-${name.toLowerCase()}-${Date.now()}@example.nz`, Password: 'bench-password-1', OptInNewsLetter: false }),
    })
  ).session;

export async function makeFixtures(url: string, database: Database): Promise<BenchFixtures> {
  const customer = await signUp(url, 'Aroha');
  const headers = authHeaders(customer);
  const departures = (await json(url, '/api/tour_info/departures?valid_departure=true'))['tour_info/departures'] as { id: string; date: string; tour_id: number }[];
  // Far enough ahead to be bookable online with a deposit (not on request, not balance-due).
  const [departure, loadDeparture] = departures.filter((d) => Date.parse(d.date) - Date.now() > 90 * 86400000);
  if (!departure || !loadDeparture) throw new Error('Not two departures 90+ days ahead in the seeded catalogue');
  // The API load creates bookings on the second for its whole run: give it room.
  const numericId = Number(String(loadDeparture.id).replace(/^\D+-/, ''));
  await database.db.execute(sql`update departures set available_seats = 10000000, total_seats = 10000000 where id = ${numericId}`);

  const created = (await json(url, '/api/bookings/bookings', { method: 'POST', headers, body: JSON.stringify({ 'bookings/booking': { departure_id: departure.id } }) }))['bookings/booking'];
  const put = (body: object) => json(url, `/api/bookings/bookings/${created.id}`, { method: 'PUT', headers, body: JSON.stringify({ 'bookings/booking': body }) });
  await put({ agree_with_the_conditions: true });
  // The booking's one traveller, completed (without its id the PUT would add a second traveller,
  // which a departure with one seat left refuses).
  const [first] = (await json(url, `/api/bookings/bookings/${created.id}`, { headers })).travellers as { id: number }[];
  await put({ travellers: [{ id: first.id, ...STEP_ONE, ...STEP_TWO }] });
  const amount = (await json(url, `/api/bookings/bookings/${created.id}`, { headers })).booking.minimum_payment;
  await json(url, `/api/bookings/bookings/${created.id}/payments`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ amount, idempotency_key: `bench-${Date.now()}`, card: { number: '4242424242424242', expiry: '12/34', cvc: '123', name: 'Aroha Ngata' } }),
  });

  // Three favourite day activities, so the favourites page shows its cards as a planning customer's does.
  const activities = rowsOf<{ api_id: number }>(await database.db.execute(sql`select api_id from activities where general_addon is null order by api_id limit 3`));
  for (const { api_id } of activities) await json(url, '/api/users/favourites', { method: 'POST', headers, body: JSON.stringify({ activity_id: api_id }) });

  const staff: BenchSession = (await json(url, '/api/users/sign_in', { method: 'POST', body: JSON.stringify(BENCH_STAFF) })).session;
  const mere = await signUp(url, 'Mere');
  return {
    customer,
    staff,
    booking: { id: created.id, tour: created.tour_slug, departureId: departure.id, departureDate: departure.date.slice(0, 10), tourId: departure.tour_id },
    creation: { customer: mere, departureId: loadDeparture.id, customers: new BookingCustomers(database, mere.email) },
  };
}
