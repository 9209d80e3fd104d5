/**
 * The staff area's working pages: the dashboard, a departure's manifest (CSV, print, supplier
 * lists), the booking search, and the actions on a booking that move money.
 */
import React from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DashboardResponse, ManifestResponse, ManifestTraveller, StaffBooking, SupplierListResponse } from '../../../contract/staff';
import { booking, detail } from '../booking/test-utils';
import { http, HttpResponse } from 'msw';
import { fail, fakeApi, ok } from '../../../test/msw/api';
import { apiUrl, server } from '../../../test/msw/server';
import { parseAmount } from './BookingActions';
import { departureSummary, openStaffPage } from './test-utils';

jest.mock('../../components/layout/Layout', () => ({ Layout: ({ children }: { children: React.ReactNode }) => <main>{children}</main> }));

const open = openStaffPage;
const departure = departureSummary;

describe('dashboard', () => {
  it('shows what needs attention, the departures with their seats, and the weeks in figures', async () => {
    const dashboard: DashboardResponse = {
      success: true,
      departures: [departure],
      requests: [{ booking_id: 41, tour_name: 'North Island Explorer', departure_date: '2026-12-10', customer_email: 'aroha@example.nz', travellers: 2, deadline: '2026-11-24T01:00:00.000Z', overdue: false, paid: 100 }],
      expiring_holds: [],
      overdue_balances: [{ booking_id: 52, tour_name: 'North Island Explorer', departure_date: '2026-12-10', customer_email: 'mere@example.nz', travellers: 1, balance: 3296, due_date: '2026-10-15' }],
      weekly: [
        { week_start: '2026-11-09', bookings: 3, revenue: 1200 },
        { week_start: '2026-11-16', bookings: 5, revenue: 4100.5 },
      ],
    };
    fakeApi({ 'GET staff/dashboard': () => ok({ ...dashboard }) });
    open('/staff/');
    expect(await screen.findByRole('heading', { name: 'Requests waiting (1)' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Holds ending within a day (0)' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Balances overdue (1)' })).toHaveTextContent('Booking 52: NZ$3,296.00 due 2026-10-15 (mere@example.nz)');
    const row = screen.getByRole('link', { name: 'North Island Explorer, 2026-12-10' }).closest('tr')!;
    expect(within(row).getByRole('link', { name: 'North Island Explorer, 2026-12-10' })).toHaveAttribute('href', '/staff/departures/7/');
    expect(row).toHaveTextContent('9 sold, 2 held, 5 free of 16');
    expect(screen.getByRole('img', { name: 'Revenue per week, with the bookings made each week' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'NZ$4,100.50' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
  });
});

describe('manifest', () => {
  const traveller = (overrides: Partial<ManifestTraveller>): ManifestTraveller => ({
    booking_id: 41,
    booking_status: 'Booked',
    booking_balance: 0,
    customer_email: 'aroha@example.nz',
    traveller_id: 1,
    title: 'Ms',
    first_name: 'Aroha',
    last_name: 'Ngata',
    date_of_birth: '1990-02-01',
    age_at_departure: 36,
    nationality: 'New Zealand',
    current_location: null,
    passport_number: 'LA123456',
    passport_date_of_issue: null,
    passport_date_of_expiry: '2026-12-15',
    passport_problem: 'expired-before-end',
    emergency_contact_name: 'Hemi Ngata',
    emergency_contact_relationship: 'Brother',
    emergency_contact_number: '+64 21 555 0101',
    insurance_name: null,
    insurance_policy_number: null,
    insurance_contact_number: null,
    medical_condition: null,
    dietary: 'Vegetarian',
    snow_ski_size: null,
    snow_ski_height: '170',
    snow_ski_weight: null,
    stance: null,
    snow_boot_size: '39',
    snow_cloth_size: null,
    activities: [{ day: 2, date: '2026-12-11', activity: 'Waitomo caves', option: 'Black water rafting' }],
    gear: [],
    extra_nights: [{ when: 'before', nights: 1 }],
    upgrades: [],
    ...overrides,
  });
  const manifest: ManifestResponse = { success: true, departure, travellers: [traveller({})] };
  const suppliers: SupplierListResponse = {
    success: true,
    departure,
    days: [
      {
        day: 2,
        date: '2026-12-11',
        title: 'Waitomo',
        activities: [{ activity: 'Waitomo caves', count: 1, options: [{ option: 'Black water rafting', travellers: [{ booking_id: 41, traveller_id: 1, name: 'Aroha Ngata' }] }] }],
      },
    ],
  };

  it('lists every traveller with the passport problem flagged, and the suppliers by day', async () => {
    fakeApi({ 'GET staff/departures/7/manifest': () => ok({ ...manifest }), 'GET staff/departures/7/suppliers': () => ok({ ...suppliers }) });
    open('/staff/departures/7/');
    const row = (await screen.findByText('Ms Aroha Ngata')).closest('tr')!;
    expect(row).toHaveTextContent('36 at departure, New Zealand');
    expect(row).toHaveTextContent('Passport expires before the tour ends');
    expect(row).toHaveTextContent('Hemi Ngata, Brother, +64 21 555 0101');
    expect(row).toHaveTextContent('Vegetarian');
    expect(row).toHaveTextContent('height 170, boots 39');
    expect(row).toHaveTextContent('Day 2 (2026-12-11): Waitomo caves, Black water rafting');
    expect(row).toHaveTextContent('1 extra night before');
    const lists = screen.getByRole('region', { name: 'Activity lists for suppliers' });
    expect(await within(lists).findByText('Black water rafting: Aroha Ngata (booking 41)')).toBeInTheDocument();
  });

  it('downloads the CSV with the session headers, and prints', async () => {
    fakeApi({ 'GET staff/departures/7/manifest': () => ok({ ...manifest }), 'GET staff/departures/7/suppliers': () => ok({ ...suppliers }) });
    const csvRequests: Request[] = [];
    server.use(
      http.get(apiUrl('staff/departures/7/manifest.csv'), ({ request }) => {
        csvRequests.push(request);
        return new HttpResponse('\uFEFFbooking_id\n41\n', { headers: { 'Content-Type': 'text/csv' } });
      }),
    );
    const original = { create: URL.createObjectURL, revoke: URL.revokeObjectURL, print: window.print };
    URL.createObjectURL = jest.fn(() => 'blob:manifest');
    URL.revokeObjectURL = jest.fn();
    window.print = jest.fn();
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    try {
      const u = userEvent.setup();
      open('/staff/departures/7/');
      await u.click(await screen.findByRole('button', { name: 'Download CSV' }));
      await waitFor(() => expect(click).toHaveBeenCalled());
      expect(csvRequests).toHaveLength(1);
      expect(csvRequests[0].headers.get('token')).toBe('tok');
      expect(csvRequests[0].headers.get('email')).toBe('staff@example.nz');
      expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('manifest-north-island-explorer-2026-12-10.csv');
      await u.click(screen.getByRole('button', { name: 'Print' }));
      expect(window.print).toHaveBeenCalled();
    } finally {
      click.mockRestore();
      URL.createObjectURL = original.create;
      URL.revokeObjectURL = original.revoke;
      window.print = original.print;
    }
  });
});

describe('booking search', () => {
  const found: StaffBooking = {
    id: 41,
    status: 'Booked',
    locked: false,
    version: 3,
    customer_email: 'aroha@example.nz',
    customer_name: 'Aroha Ngata',
    tour_name: 'North Island Explorer',
    tour_slug: 'north-island-explorer',
    departure_id: 7,
    departure_date: '2026-12-10',
    travellers: 2,
    total: 6990,
    paid: 200,
    balance: 6790,
    credit: 0,
    hold_expires_at: null,
    request_deadline: null,
    created_at: '2026-11-01T00:00:00.000Z',
  };

  it('searches by what was typed and lists what the server found', async () => {
    const calls = fakeApi({
      'GET staff/bookings?page=1&per_page=25': () => ok({ bookings: [], page: 1, per_page: 25, total: 0 }),
      'GET staff/bookings?q=ngata&status=Booked&page=1&per_page=25': () => ok({ bookings: [found], page: 1, per_page: 25, total: 1 }),
    });
    const u = userEvent.setup();
    open('/staff/bookings/');
    expect(await screen.findByText('0 bookings found.')).toBeInTheDocument();
    await u.type(screen.getByLabelText('Name, email or booking number'), 'ngata');
    await u.selectOptions(screen.getByLabelText('Status'), 'Booked');
    await u.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('1 booking found.')).toBeInTheDocument();
    const row = screen.getByRole('link', { name: 'Booking 41' }).closest('tr')!;
    expect(row).toHaveTextContent('Aroha Ngata');
    expect(row).toHaveTextContent('NZ$6,790.00');
    expect(calls.map((c) => c.path)).toContain('staff/bookings?q=ngata&status=Booked&page=1&per_page=25');
  });

  it('says "more than" when the server stopped counting, and pages only through what it counted', async () => {
    fakeApi({
      'GET staff/bookings?page=1&per_page=25': () => ok({ bookings: [found], page: 1, per_page: 25, total: 1000, total_capped: true }),
    });
    open('/staff/bookings/');
    expect(await screen.findByText('More than 1,000 bookings found. The newest 1,000 are listed: narrow the search to see older ones.')).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 40')).toBeInTheDocument();
  });
});

describe('actions on a booking', () => {
  const paid = detail({ booking: booking({ total: 6990, total_paid: 200, balance_remaining: 6790 }) });
  const routes = {
    'GET bookings/bookings/41': () => ok({ ...paid }),
    'GET staff/bookings/41/events': () => ok({ events: [] }),
  };

  it('reads amounts as dollars with at most two decimals', () => {
    expect(parseAmount('250')).toBe(250);
    expect(parseAmount('NZ$1,099.50')).toBe(1099.5);
    expect(parseAmount('-50')).toBe(-50);
    expect(parseAmount('12.345')).toBeNull();
    expect(parseAmount('abc')).toBeNull();
  });

  it('cancels with a partial refund only after the question, with one idempotency key per attempt', async () => {
    let attempts = 0;
    const calls = fakeApi({
      ...routes,
      'POST staff/bookings/41/cancel': () => {
        attempts += 1;
        return attempts === 1 ? fail(502, 'The payment provider did not answer. Nothing was refunded; please try again.') : ok({ refunded: 150, booking: {} });
      },
    });
    const u = userEvent.setup();
    open('/staff/bookings/41/');
    const panel = (await screen.findByRole('heading', { name: 'Cancel the booking' })).closest('form')!;
    const refund = within(panel).getByLabelText(/^Refund to the card/);
    expect(refund).toHaveValue('200');
    await u.clear(refund);
    await u.type(refund, '150');
    await u.click(within(panel).getByRole('button', { name: 'Cancel the booking…' }));
    const question = screen.getByRole('alertdialog', { name: 'Cancel this booking?' });
    expect(question).toHaveTextContent('NZ$150.00 is refunded to the card');
    await u.click(within(question).getByRole('button', { name: 'Cancel the booking' }));
    expect(await screen.findByText('The payment provider did not answer. Nothing was refunded; please try again.')).toBeInTheDocument();
    // What was typed stays; the retry goes with the same key.
    expect(refund).toHaveValue('150');
    await u.click(within(panel).getByRole('button', { name: 'Cancel the booking…' }));
    await u.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Cancel the booking' }));
    expect(await screen.findByText(/Booking cancelled\. Refunded NZ\$150\.00/)).toBeInTheDocument();
    const sent = calls.filter((c) => c.path.endsWith('/cancel')).map((c) => c.body as { refund: number; idempotency_key: string });
    expect(sent).toHaveLength(2);
    expect(sent[0].refund).toBe(150);
    expect(sent[0].idempotency_key).toMatch(/^staff-[0-9a-f]{32}$/);
    expect(sent[1].idempotency_key).toBe(sent[0].idempotency_key);
  });

  it('records a bank transfer and says the new balance; a bad amount is refused before sending', async () => {
    const calls = fakeApi({ ...routes, 'POST staff/bookings/41/payments': () => ok({ payment: {}, booking: { balance: 6290 } }) });
    const u = userEvent.setup();
    open('/staff/bookings/41/');
    const panel = (await screen.findByRole('heading', { name: 'Record a bank transfer' })).closest('form')!;
    await u.type(within(panel).getByLabelText(/^Amount received/), '5.555');
    await u.type(within(panel).getByLabelText(/^Bank reference/), 'BNZ 0042');
    await u.click(within(panel).getByRole('button', { name: 'Record the payment' }));
    expect(await screen.findByText(/Enter the amount received\./)).toBeInTheDocument();
    expect(calls.some((c) => c.path.endsWith('/payments'))).toBe(false);
    const amount = within(panel).getByLabelText(/^Amount received/);
    await u.clear(amount);
    await u.type(amount, '500');
    await u.click(within(panel).getByRole('button', { name: 'Record the payment' }));
    expect(await screen.findByText('Recorded NZ$500.00. Balance now NZ$6,290.00.')).toBeInTheDocument();
    expect(calls.find((c) => c.path.endsWith('/payments'))?.body).toMatchObject({ amount: 500, reference: 'BNZ 0042' });
  });
});
