import { http, HttpResponse } from 'msw';
import { apiUrl, server } from '../../../test/msw/server';
import { request } from '../../lib/request';
import { EARLY_FRESH_MS, takeEarly } from '../../lib/early-requests';
import { SIGNED_IN_MARK, earlyReadsScript } from './EarlyReads';
import { SESSION_STORAGE_KEY } from './session-slice';

const alice = { token: 'alice-token-0123456789abcdef', email: 'alice@example.com' };

/** Counts the calls the network saw per path, answering each with its path and a running number. */
function countCalls(paths: string[]) {
  const calls: Record<string, number> = {};
  for (const path of paths) {
    server.use(
      http.get(apiUrl(path), () => {
        calls[path] = (calls[path] ?? 0) + 1;
        return HttpResponse.json({ success: true, path, call: calls[path] });
      }),
    );
  }
  return calls;
}

/** As the browser runs the head script: at this address, with this stored session. */
function runHeadScript(address: string, session: object | null) {
  window.history.replaceState(null, '', address);
  if (session) localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(session));
  else localStorage.removeItem(SESSION_STORAGE_KEY);
  new Function(earlyReadsScript())();
}

afterEach(() => {
  delete window.__keaEarly;
  localStorage.clear();
  document.documentElement.removeAttribute(SIGNED_IN_MARK);
});

it('marks the document when a session is stored, and not otherwise', () => {
  countCalls(['users/me']);
  runHeadScript('/bookings/extra-details/?bookingId=41&tour=x', null);
  expect(document.documentElement).not.toHaveAttribute(SIGNED_IN_MARK);
  runHeadScript('/bookings/extra-details/?bookingId=41&tour=x', { token: 42, email: 'x' });
  expect(document.documentElement).not.toHaveAttribute(SIGNED_IN_MARK);
  runHeadScript('/bookings/extra-details/?bookingId=41&tour=x', alice);
  expect(document.documentElement).toHaveAttribute(SIGNED_IN_MARK, '');
});

describe('early reads of a signed-in page', () => {
  it('on a booking step: the user, the booking list and the booking start at once, and the page takes those answers instead of asking again', async () => {
    const calls = countCalls(['users/me', 'bookings/bookings', 'bookings/bookings/41']);
    runHeadScript('/bookings/details/?bookingId=41&tour=south-island-snow-safari', alice);
    expect(Object.keys(window.__keaEarly ?? {})).toEqual(['users/me', 'bookings/bookings', 'bookings/bookings/41']);

    await expect(request('users/me', { session: alice })).resolves.toEqual({ success: true, status: 200, data: { success: true, path: 'users/me', call: 1 } });
    await expect(request('bookings/bookings', { session: alice })).resolves.toMatchObject({ data: { call: 1 } });
    await expect(request('bookings/bookings/41', { session: alice })).resolves.toMatchObject({ data: { path: 'bookings/bookings/41', call: 1 } });
    expect(calls).toEqual({ 'users/me': 1, 'bookings/bookings': 1, 'bookings/bookings/41': 1 });

    // Once: a later read (after a change) goes to the network.
    await expect(request('bookings/bookings', { session: alice })).resolves.toMatchObject({ data: { call: 2 } });
  });

  it('on the receipt: the booking itself; for staff no list; on the account home its list; on the staff home the dashboard, for staff; signed out nothing', () => {
    countCalls(['users/me', 'bookings/bookings', 'bookings/bookings/41']);
    runHeadScript('/bookings/receipt/?bookingId=41&tour=x', alice);
    expect(Object.keys(window.__keaEarly ?? {})).toEqual(['users/me', 'bookings/bookings/41']);
    runHeadScript('/bookings/review/?bookingId=41&tour=x', { ...alice, is_admin: true });
    expect(Object.keys(window.__keaEarly ?? {})).toEqual(['users/me']);
    runHeadScript('/user/', alice);
    expect(Object.keys(window.__keaEarly ?? {})).toEqual(['users/me', 'bookings/bookings']);
    runHeadScript('/staff/', { ...alice, is_admin: true });
    expect(Object.keys(window.__keaEarly ?? {})).toEqual(['users/me', 'staff/dashboard']);
    runHeadScript('/staff/', alice);
    expect(Object.keys(window.__keaEarly ?? {})).toEqual(['users/me']);
    runHeadScript('/staff/bookings/', { ...alice, is_admin: true });
    expect(Object.keys(window.__keaEarly ?? {})).toEqual(['users/me']);
    runHeadScript('/user/favourites/', alice);
    expect(Object.keys(window.__keaEarly ?? {})).toEqual(['users/me']);
    // The bookings list page names no booking; an id that is not one is not asked for.
    runHeadScript('/bookings/', alice);
    expect(Object.keys(window.__keaEarly ?? {})).toEqual(['users/me', 'bookings/bookings']);
    runHeadScript('/bookings/review/?bookingId=41%27x&tour=x', alice);
    expect(Object.keys(window.__keaEarly ?? {})).toEqual(['users/me', 'bookings/bookings']);
    delete window.__keaEarly;
    runHeadScript('/bookings/details/?bookingId=41&tour=x', null);
    expect(window.__keaEarly).toBeUndefined();
  });

  it("is not used for another session, after it has gone stale, for a write or after one; a failed one leaves the page's call to the network", async () => {
    const calls = countCalls(['users/me', 'bookings/bookings']);
    const detailCalls = countCalls(['bookings/bookings/41']);
    runHeadScript('/user/', alice);
    await expect(request('users/me', { session: { ...alice, token: 'bob-token-0123456789abcdefgh' } })).resolves.toMatchObject({ data: { call: 2 } });

    runHeadScript('/user/', alice);
    expect(takeEarly('users/me', alice.token, Date.now() + EARLY_FRESH_MS + 1)).toBeNull();

    // A write is never answered early, and drops the early answers not yet taken: they tell the
    // state before it (a booking read again after its payment must show it paid).
    runHeadScript('/bookings/payment/?bookingId=41&tour=x', alice);
    await window.__keaEarly?.['bookings/bookings/41']?.answer;
    expect(detailCalls['bookings/bookings/41']).toBe(1);
    server.use(http.put(apiUrl('users/me'), () => HttpResponse.json({ success: true, put: true })));
    await expect(request('users/me', { session: alice, method: 'PUT', body: {} })).resolves.toMatchObject({ data: { put: true } });
    expect(window.__keaEarly).toEqual({});
    await expect(request('bookings/bookings/41', { session: alice })).resolves.toMatchObject({ data: { call: 2 } });

    server.use(http.get(apiUrl('users/me'), () => HttpResponse.error(), { once: true }));
    runHeadScript('/user/', alice);
    await expect(request('users/me', { session: alice })).resolves.toMatchObject({ success: true, data: { path: 'users/me' } });
    expect(calls['users/me']).toBeGreaterThanOrEqual(4);
  });
});
