import { SESSION_COOKIE, seedScriptBody, sessionCookieString, sessionCookieValue, sessionFromCookieHeader, readsOfPage, signedInPageOf, splitRead } from './signed-in-pages';
import { STAFF_LIST_PER_PAGE } from './staff-rules';

const token = 'AbC_dEf-0123456789abcdefghijklmnopqrstuvwxy';

describe('the session cookie', () => {
  it('carries the token and the email, and reads back from a Cookie header among others', () => {
    const value = sessionCookieValue({ token, email: 'Aroha+trips@example.nz' });
    expect(value).toBe(`${token}.Aroha%2Btrips%40example.nz`);
    expect(sessionFromCookieHeader(`theme=dark; ${SESSION_COOKIE}=${value}; other=1`)).toEqual({ token, email: 'Aroha+trips@example.nz' });
  });

  it('reads no session from a missing, malformed or oversized cookie', () => {
    expect(sessionFromCookieHeader(undefined)).toBeNull();
    expect(sessionFromCookieHeader('theme=dark')).toBeNull();
    expect(sessionFromCookieHeader(`${SESSION_COOKIE}=`)).toBeNull();
    expect(sessionFromCookieHeader(`${SESSION_COOKIE}=${token}`)).toBeNull();
    expect(sessionFromCookieHeader(`${SESSION_COOKIE}=short.a%40b.nz`)).toBeNull();
    expect(sessionFromCookieHeader(`${SESSION_COOKIE}=${token}.`)).toBeNull();
    expect(sessionFromCookieHeader(`${SESSION_COOKIE}=${token}.%E0%A4%A`)).toBeNull();
    expect(sessionFromCookieHeader(`${SESSION_COOKIE}=${token}.${'a'.repeat(321)}`)).toBeNull();
    expect(sessionFromCookieHeader(`${SESSION_COOKIE}=${token}!.a%40b.nz`)).toBeNull();
    expect(sessionFromCookieHeader(`x=${'y'.repeat(9000)}; ${SESSION_COOKIE}=${token}.a%40b.nz`)).toBeNull();
  });

  it('is written for the whole site, for the session’s life, not sent on cross-site requests, and removed with the session', () => {
    expect(sessionCookieString({ token, email: 'a@b.nz' }, true)).toBe(`${SESSION_COOKIE}=${token}.a%40b.nz; Path=/; Max-Age=2592000; SameSite=Lax; Secure`);
    expect(sessionCookieString(null, false)).toBe(`${SESSION_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`);
  });
});

describe('the seed script', () => {
  it('cannot be closed or broken by what an answer holds', () => {
    const body = seedScriptBody({ session: { email: 'a@b.nz', is_admin: false }, answers: { x: '</script><!-- \u2028' } });
    expect(body).not.toMatch(/<|\u2028/);
    expect(JSON.parse(body).answers.x).toBe('</script><!-- \u2028');
  });
});

describe('the reads of a drawn page', () => {
  it('put today’s date where a list starts from today, and split into a path and its query', () => {
    const drawn = signedInPageOf('/staff/departures/');
    expect(drawn).toEqual({ page: '/staff/departures/', location: '/staff/departures/' });
    const reads = readsOfPage(drawn!, '2026-12-07');
    expect(reads).toEqual(['users/me', `staff/departures?from=2026-12-07&page=1&per_page=${STAFF_LIST_PER_PAGE}`]);
    expect(splitRead(reads[1])).toEqual({ path: 'staff/departures', values: { from: '2026-12-07', page: '1', per_page: String(STAFF_LIST_PER_PAGE) } });
    expect(splitRead('users/me')).toEqual({ path: 'users/me', values: {} });
    expect(readsOfPage(signedInPageOf('/staff/leads/')!, '2026-12-07')).toEqual(['users/me', `staff/leads?page=1&per_page=${STAFF_LIST_PER_PAGE}`]);
    // The dashboard is drawn in the browser (its figures arrive after the page).
    expect(signedInPageOf('/staff/')).toBeUndefined();
  });

  it('draw a booking’s and a departure’s page at its own number, with that number in its reads', () => {
    const booking = signedInPageOf('/staff/bookings/42/');
    expect(booking).toEqual({ page: '/staff/bookings/[id]/', id: '42', location: '/staff/bookings/42/' });
    expect(readsOfPage(booking!, '2026-12-07')).toEqual(['users/me', 'bookings/bookings/42', 'staff/bookings/42/events']);
    expect(signedInPageOf('/staff/departures/7/')).toEqual({ page: '/staff/departures/[id]/', id: '7', location: '/staff/departures/7/' });
    expect(splitRead('staff/bookings/42/events')).toEqual({ path: 'staff/bookings/{id}/events', values: { id: '42' } });
    // A receipt names its booking in its query, and is drawn at that address.
    const receipt = signedInPageOf('/bookings/receipt/', '?bookingId=41&tour=x');
    expect(receipt).toEqual({ page: '/bookings/receipt/', id: '41', location: '/bookings/receipt/?bookingId=41&tour=x' });
    expect(readsOfPage(receipt!, '2026-12-07')).toEqual(['users/me', 'bookings/bookings/41']);
    for (const search of ['', '?tour=x', '?bookingId=', '?bookingId=4x', '?bookingId=0']) expect(signedInPageOf('/bookings/receipt/', search)).toBeUndefined();
    // The lists themselves, and anything that is not a plain number, are not a booking's page.
    expect(signedInPageOf('/staff/bookings/')).toEqual({ page: '/staff/bookings/', location: '/staff/bookings/' });
    for (const path of ['/staff/bookings/0/', '/staff/bookings/-1/', '/staff/bookings/1e3/', '/staff/bookings/12/x/', '/staff/bookings/1234567890/', '/staff/bookings/42']) {
      expect(signedInPageOf(path)).toBeUndefined();
    }
  });
});
