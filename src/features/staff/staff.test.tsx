/**
 * The staff area on the site: its routes, who may see it, the on-request queue, a booking's
 * audit log in words, and answering a request (confirm; decline after a question).
 */
import React from 'react';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { STAFF_MESSAGES } from '../../../contract/staff';
import { sessionRestored, sessionStarted } from '../account/session-slice';
import { makeStore } from '../../state/store';
import { booking, detail, renderWithStore } from '../booking/test-utils';
import { fakeApi, ok, type FakeAnswer } from '../../../test/msw/api';
import { actionLabel, actorLabel, changedFacts, requestedParts } from './audit';
import type { AuditEvent, AuditSummary, StaffRequest } from './staff-api';
import { StaffApp } from './StaffApp';
import { staffRoute } from './staff-routes';
import { setStaticQueryData } from '../../../test/gatsby-mock';

jest.mock('../../components/layout/Layout', () => ({ Layout: ({ children }: { children: React.ReactNode }) => <main>{children}</main> }));

/** The session is read: a staff member's, or a customer's. */
function readSession(store: ReturnType<typeof makeStore>, isAdmin: boolean) {
  act(() => {
    store.dispatch(sessionRestored(null));
    store.dispatch(sessionStarted({ token: 'tok', email: isAdmin ? 'staff@example.nz' : 'aroha@example.nz', is_admin: isAdmin }));
  });
}

function storeAs(isAdmin: boolean) {
  const store = makeStore();
  readSession(store, isAdmin);
  return store;
}

const request: StaffRequest = {
  booking_id: 41,
  tour_name: 'South Island Snow Safari',
  tour_slug: 'south-island-snow-safari',
  departure_date: '2026-12-10',
  travellers: 2,
  customer_email: 'aroha@example.nz',
  paid: 198,
  deadline: '2026-11-24T01:00:00.000Z',
  overdue: true,
  created_at: '2026-11-23T01:00:00.000Z',
};

const summary = (overrides: Partial<AuditSummary> = {}): AuditSummary => ({
  status: 'Incomplete',
  version: 1,
  departure_id: 7,
  departure_date: '2026-12-10',
  travellers: 1,
  total_cents: 319500,
  paid_cents: 0,
  balance_cents: 319500,
  credit_cents: 0,
  promo: null,
  ...overrides,
});

describe('staff routes', () => {
  it.each([
    ['/staff/', { page: 'dashboard' }],
    ['/staff', { page: 'dashboard' }],
    ['/staff/requests/', { page: 'requests' }],
    ['/staff/bookings/', { page: 'bookings' }],
    ['/staff/bookings/41/', { page: 'booking', id: 41 }],
    ['/staff/departures/7/', { page: 'manifest', id: 7 }],
    ['/staff/bookings/0/', { page: 'not-found' }],
    ['/staff/bookings/abc/', { page: 'not-found' }],
    ['/staff/other/', { page: 'not-found' }],
  ])('%s', (path, route) => expect(staffRoute(path)).toEqual(route));
});

describe('the audit log in words', () => {
  it('names the action and who did it', () => {
    expect(actionLabel('request_confirmed')).toBe('Request confirmed');
    expect(actionLabel('some_new_action')).toBe('Some new action');
    expect(actorLabel({ actor_kind: 'staff', actor_email: 'staff@example.nz' })).toBe('Staff (staff@example.nz)');
    expect(actorLabel({ actor_kind: 'customer', actor_email: null })).toBe('Customer');
    expect(actorLabel({ actor_kind: 'system', actor_email: null })).toBe('System');
  });

  it('lists the facts a change moved, before and after', () => {
    const event = { detail: { before: summary(), after: summary({ status: 'Booked', travellers: 2, total_cents: 639000, paid_cents: 19800, balance_cents: 619200 }) } };
    expect(changedFacts(event)).toEqual([
      'Status: Incomplete → Booked',
      'Travellers: 1 → 2',
      'Total: NZ$3,195.00 → NZ$6,390.00',
      'Paid: NZ$0.00 → NZ$198.00',
      'Balance: NZ$3,195.00 → NZ$6,192.00',
    ]);
  });

  it('says what a change asked for, shortened', () => {
    const request = { agree_with_the_conditions: true, travellers: [{ id: 'new', fields: ['first_name'] }], note: 'x'.repeat(200) };
    const parts = requestedParts({ detail: { request } });
    expect(parts.slice(0, 2)).toEqual(['agree with the conditions: true', 'travellers: [{"id":"new","fields":["first_name"]}]']);
    expect(parts[2]).toHaveLength('note: '.length + 160);
    expect(requestedParts({ detail: {} })).toEqual([]);
  });

  it('lists what a new booking started with, leaving out what is empty', () => {
    expect(changedFacts({ detail: { before: null, after: summary() } })).toEqual([
      'Status: Incomplete',
      'Departure: 2026-12-10',
      'Travellers: 1',
      'Total: NZ$3,195.00',
      'Balance: NZ$3,195.00',
    ]);
  });
});

describe('StaffApp', () => {
  it('tells a customer the area is for the team only, and asks the server nothing', async () => {
    const calls = fakeApi({});
    renderWithStore(<StaffApp location={{ pathname: '/staff/' }} />, storeAs(false));
    expect(await screen.findByRole('alert')).toHaveTextContent(STAFF_MESSAGES.staffOnly);
    expect(calls.filter((c) => c.path.startsWith('staff/'))).toEqual([]);
  });

  it('shows staff the on-request queue, overdue ones flagged, each linked to its booking', async () => {
    fakeApi({ 'GET staff/requests': () => ok({ requests: [request] }) });
    renderWithStore(<StaffApp location={{ pathname: '/staff/requests/' }} />, storeAs(true));
    expect(screen.getByRole('heading', { level: 1, name: 'On-request bookings' })).toBeInTheDocument();
    const row = (await screen.findByRole('link', { name: 'Booking 41' })).closest('tr')!;
    expect(within(row).getByRole('link', { name: 'Booking 41' })).toHaveAttribute('href', '/staff/bookings/41/');
    expect(row).toHaveTextContent('South Island Snow Safari, 2026-12-10');
    expect(row).toHaveTextContent('NZ$198.00');
    expect(row).toHaveTextContent('(overdue)');
    expect(screen.getByRole('navigation', { name: 'Staff area' })).toBeInTheDocument();
  });

  it('says when no request is waiting', async () => {
    fakeApi({ 'GET staff/requests': () => ok({ requests: [] }) });
    renderWithStore(<StaffApp location={{ pathname: '/staff/requests/' }} />, storeAs(true));
    expect(await screen.findByText('No on-request bookings are waiting.')).toBeInTheDocument();
  });
});

describe("a staff page's pre-rendered frame", () => {
  // The departures filter lists the tours the build knows.
  beforeEach(() => setStaticQueryData({ allTour: { nodes: [{ api_id: 3, name: 'North Island Explorer', archived: false }] } }));

  const dashboard = {
    success: true,
    departures: [],
    requests: [{ booking_id: 41, tour_name: 'North Island Explorer', departure_date: '2026-12-10', customer_email: 'aroha@example.nz', travellers: 2, deadline: null, overdue: false, paid: 100 }],
    expiring_holds: [],
    overdue_balances: [],
    weekly: [],
  };

  it('draws the header, the nav and the dashboard headings before the session is read, asks nothing, and keeps those nodes when the data arrives', async () => {
    let answer: ((value: FakeAnswer) => void) | null = null;
    const calls = fakeApi({ 'GET staff/dashboard': () => new Promise<FakeAnswer>((resolve) => (answer = resolve)) });
    const store = makeStore();
    renderWithStore(<StaffApp location={{ pathname: '/staff/' }} framed="dashboard" />, store);
    const title = screen.getByRole('heading', { level: 1, name: 'Dashboard' });
    const departures = screen.getByRole('heading', { level: 2, name: 'Departures in the next weeks' });
    expect(screen.getByRole('heading', { level: 2, name: 'Requests waiting' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('status')).toHaveTextContent('Loading the dashboard…');
    expect(calls).toEqual([]);

    readSession(store, true);
    await waitFor(() => expect(answer).not.toBeNull());
    await act(async () => answer?.(ok({ ...dashboard })));
    expect(await screen.findByRole('heading', { level: 2, name: 'Requests waiting (1)' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Dashboard' })).toBe(title);
    expect(screen.getByRole('heading', { level: 2, name: 'Departures in the next weeks' })).toBe(departures);
    expect(screen.getByText('No departures in the next weeks.')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('draws the promo codes form disabled before the session is read, asks nothing, and opens the same fields with the list', async () => {
    let answer: ((value: FakeAnswer) => void) | null = null;
    const calls = fakeApi({ 'GET staff/promo_codes': () => new Promise<FakeAnswer>((resolve) => (answer = resolve)) });
    const store = makeStore();
    renderWithStore(<StaffApp location={{ pathname: '/staff/promo-codes/' }} framed="promo-codes" />, store);
    const code = screen.getByRole('textbox', { name: /^Code/ });
    expect(code).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Create promo code' })).toBeDisabled();
    expect(screen.getByText('3 to 40 letters, digits, - or _. Customers type it in any case.')).toBeInTheDocument();
    expect(screen.getByText('Loading the promo codes…')).toBeInTheDocument();
    expect(calls).toEqual([]);

    readSession(store, true);
    await waitFor(() => expect(answer).not.toBeNull());
    await act(async () => answer?.(ok({ promo_codes: [] })));
    expect(await screen.findByText('No promo codes yet.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Code/ })).toBe(code);
    expect(code).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Create promo code' })).toBeEnabled();
  });

  it('draws the leads filter disabled before the session is read, asks nothing, and keeps the same filter with the list', async () => {
    let answer: ((value: FakeAnswer) => void) | null = null;
    const calls = fakeApi({ 'GET staff/leads': () => new Promise<FakeAnswer>((resolve) => (answer = resolve)) });
    const store = makeStore();
    renderWithStore(<StaffApp location={{ pathname: '/staff/leads/' }} framed="leads" />, store);
    const filter = screen.getByRole('combobox', { name: 'Delivery to the CRM' });
    expect(filter).toBeDisabled();
    expect(screen.getByText('Loading the leads…')).toBeInTheDocument();
    expect(calls).toEqual([]);

    readSession(store, true);
    await waitFor(() => expect(answer).not.toBeNull());
    await act(async () => answer?.(ok({ leads: [], page: 1, per_page: 25, total: 0, total_capped: false })));
    expect(await screen.findByText('0 leads found.')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Delivery to the CRM' })).toBe(filter);
    expect(filter).toBeEnabled();
  });

  it.each([
    ['bookings', '/staff/bookings/', 'Search bookings', 'Name, email or booking number', 'GET staff/bookings', { bookings: [], page: 1, per_page: 25, total: 0, total_capped: false }, '0 bookings found.'],
    ['departures', '/staff/departures/', 'Filter departures', 'Tour', 'GET staff/departures', { departures: [], page: 1, per_page: 25, total: 0 }, '0 departures found.'],
  ] as const)('draws the %s filters disabled before the session is read, asks nothing, and opens the same fields with the list', async (framed, pathname, form, field, route, list, count) => {
    let answer: ((value: FakeAnswer) => void) | null = null;
    const calls = fakeApi({ [route]: () => new Promise<FakeAnswer>((resolve) => (answer = resolve)) });
    const store = makeStore();
    renderWithStore(<StaffApp location={{ pathname }} framed={framed} />, store);
    const search = screen.getByRole('search', { name: form });
    const first = within(search).getByLabelText(field);
    expect(first).toBeDisabled();
    expect(within(search).getByRole('button')).toBeDisabled();
    expect(calls).toEqual([]);

    readSession(store, true);
    await waitFor(() => expect(answer).not.toBeNull());
    await act(async () => answer?.(ok(list)));
    expect(await screen.findByText(count)).toBeInTheDocument();
    expect(within(screen.getByRole('search', { name: form })).getByLabelText(field)).toBe(first);
    expect(first).toBeEnabled();
    expect(within(search).getByRole('button')).toBeEnabled();
  });

  it.each([
    ['booking', '/staff/bookings/[id]/', '/staff/bookings/41/', 'Booking', 'Bookings', 'Booking 41', 'GET bookings/bookings/41'],
    ['manifest', '/staff/departures/[id]/', '/staff/departures/7/', 'Departure manifest', 'Departures', 'Departure manifest', 'GET staff/departures/7/manifest'],
  ] as const)("draws one %s frame for every id (its title without one), asks nothing, and the page once the session is read", async (framed, built, pathname, frameTitle, nav, title, route) => {
    // The build renders the frame at its own path, which names no id.
    const { unmount } = renderWithStore(<StaffApp location={{ pathname: built }} framed={framed} />, makeStore());
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(frameTitle);
    unmount();

    const calls = fakeApi({ [route]: () => new Promise<FakeAnswer>(() => undefined) });
    const store = makeStore();
    renderWithStore(<StaffApp location={{ pathname }} framed={framed} />, store);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(frameTitle);
    expect(screen.getByRole('link', { name: nav })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    expect(calls).toEqual([]);

    readSession(store, true);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    await waitFor(() => expect(calls.map((c) => `${c.method} ${c.path}`)).toContain(route));
  });

  it('answers an address under a frame that names no page with the not-found page, once the session is read', async () => {
    fakeApi({});
    const store = makeStore();
    renderWithStore(<StaffApp location={{ pathname: '/staff/bookings/abc/' }} framed="booking" />, store);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Booking');
    readSession(store, true);
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
  });

  it("gives way to the team-only notice for a customer, asking the server nothing", async () => {
    const calls = fakeApi({});
    const store = makeStore();
    renderWithStore(<StaffApp location={{ pathname: '/staff/departures/' }} framed="departures" />, store);
    expect(screen.getByRole('heading', { level: 1, name: 'Departures' })).toBeInTheDocument();
    readSession(store, false);
    expect(await screen.findByRole('alert')).toHaveTextContent(STAFF_MESSAGES.staffOnly);
    expect(screen.queryByRole('navigation', { name: 'Staff area' })).not.toBeInTheDocument();
    expect(calls.filter((c) => c.path.startsWith('staff/'))).toEqual([]);
  });
});

describe('a booking for staff', () => {
  const pending = detail({ booking: booking({ depart_less_than_30_days: true, total_paid: 198, balance_remaining: 8392, request_status: 'pending', status: 'On Request' }) });
  const events: AuditEvent[] = [
    { id: 1, action: 'created', actor_kind: 'customer', actor_email: 'aroha@example.nz', detail: { before: null, after: summary() }, created_at: '2026-11-23T01:00:00.000Z' },
  ];

  it('shows its audit log, and confirms the request', async () => {
    let answered = false;
    const calls = fakeApi({
      'GET bookings/bookings/41': () => ok({ ...pending }),
      'GET staff/bookings/41/events': () => ok({ events }),
      'POST staff/bookings/41/confirm': () => {
        answered = true;
        return ok({});
      },
    });
    const u = userEvent.setup();
    renderWithStore(<StaffApp location={{ pathname: '/staff/bookings/41/' }} />, storeAs(true));
    const log = await screen.findByRole('region', { name: 'Audit log' });
    expect(await within(log).findByText('Booking created')).toBeInTheDocument();
    expect(log).toHaveTextContent('Customer (aroha@example.nz)');
    expect(log).toHaveTextContent('Total: NZ$3,195.00');

    await u.click(await screen.findByRole('button', { name: 'Confirm the request' }));
    await waitFor(() => expect(answered).toBe(true));
    expect(await screen.findByText('Request confirmed. The customer has been emailed.')).toBeInTheDocument();
    // The booking and its log are fetched again.
    await waitFor(() => expect(calls.filter((c) => c.path === 'staff/bookings/41/events').length).toBeGreaterThan(1));
  });

  it('reads a long audit log a page at a time: the newest first, earlier pages above it on request', async () => {
    const event = (id: number, action: string): AuditEvent => ({ id, action, actor_kind: 'system', actor_email: null, detail: {}, created_at: '2026-11-23T01:00:00.000Z' });
    const calls = fakeApi({
      'GET bookings/bookings/41': () => ok({ ...pending }),
      'GET staff/bookings/41/events': () => ok({ events: [event(70, 'expired')], earlier: true }),
      'GET staff/bookings/41/events?before=70': () => ok({ events: [event(1, 'created')], earlier: false }),
    });
    const u = userEvent.setup();
    renderWithStore(<StaffApp location={{ pathname: '/staff/bookings/41/' }} />, storeAs(true));
    const log = await screen.findByRole('region', { name: 'Audit log' });
    expect(await within(log).findByText('Hold expired')).toBeInTheDocument();
    expect(within(log).queryByText('Booking created')).not.toBeInTheDocument();

    await u.click(within(log).getByRole('button', { name: 'Show earlier events' }));
    expect(await within(log).findByText('Booking created')).toBeInTheDocument();
    expect(calls.some((c) => c.path === 'staff/bookings/41/events?before=70')).toBe(true);
    const titles = within(log).getAllByRole('listitem').map((li) => li.querySelector('p')?.textContent).filter(Boolean);
    expect(titles).toEqual(['Booking created', 'Hold expired']);
    expect(within(log).queryByRole('button', { name: 'Show earlier events' })).not.toBeInTheDocument();
    // The button is gone: the focus goes on to the first event shown, not back to the page's top.
    await waitFor(() => expect(document.activeElement).toHaveTextContent('Booking created'));
  });

  it('declines only after the question, with the reason, and says what was refunded', async () => {
    const calls = fakeApi({
      'GET bookings/bookings/41': () => ok({ ...pending }),
      'GET staff/bookings/41/events': () => ok({ events }),
      'POST staff/bookings/41/decline': () => ok({ refunded: 198 }),
    });
    const u = userEvent.setup();
    renderWithStore(<StaffApp location={{ pathname: '/staff/bookings/41/' }} />, storeAs(true));
    await u.type(await screen.findByLabelText('Reason for declining (sent to the customer)'), 'The lodge is full that week.');
    await u.click(screen.getByRole('button', { name: 'Decline and refund' }));
    const question = screen.getByRole('alertdialog', { name: 'Decline this request?' });
    expect(calls.some((c) => c.path.endsWith('/decline'))).toBe(false);
    await u.click(within(question).getByRole('button', { name: 'Decline and refund' }));
    expect(await screen.findByText('Request declined. Refunded NZ$198.00; the customer has been emailed.')).toBeInTheDocument();
    expect(calls.find((c) => c.path.endsWith('/decline'))?.body).toEqual({ reason: 'The lodge is full that week.' });
  });
});
