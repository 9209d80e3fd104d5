/**
 * The staff pages that change what customers can buy: departures (sale, capacity, discount),
 * promo codes (create, expire) and the leads with their delivery to the CRM.
 */
import React from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PromoCode, StaffLead } from '../../../contract/staff';
import { todayInNz, addDays } from '../../../contract/dates';
import { fail, fakeApi, ok } from '../../../test/msw/api';
import { setStaticQueryData } from '../../../test/gatsby-mock';
import { departureChanges, eventChanges } from './DepartureEditor';
import { promoBody, promoStatus } from './PromoCodesPage';
import { deliveryText } from './LeadsPage';
import { staffRoute } from './staff-routes';
import { departureSummary, openStaffPage } from './test-utils';

jest.mock('../../components/layout/Layout', () => ({ Layout: ({ children }: { children: React.ReactNode }) => <main>{children}</main> }));

const open = openStaffPage;
const departure = departureSummary;

beforeEach(() =>
  setStaticQueryData({
    allTour: {
      nodes: [
        { api_id: 3, name: 'North Island Explorer', archived: false },
        { api_id: 9, name: 'Old Coast Tour', archived: true },
      ],
    },
  }),
);

describe('staff routes', () => {
  it.each([
    ['/staff/departures/', { page: 'departures' }],
    ['/staff/promo-codes/', { page: 'promo-codes' }],
    ['/staff/leads', { page: 'leads' }],
  ])('%s', (path, route) => expect(staffRoute(path)).toEqual(route));
});

describe('departures', () => {
  it('sends only what changed', () => {
    expect(departureChanges(departure, { on_sale: true, capacity: '16', discount_rate: '0' })).toEqual({});
    expect(departureChanges(departure, { on_sale: false, capacity: '18', discount_rate: '15' })).toEqual({ on_sale: false, capacity: 18, discount_rate: 15 });
    expect(departureChanges(departure, { on_sale: true, capacity: '16', discount_rate: '' })).toEqual({});
  });

  it('puts a change of the audit log into words', () => {
    const event = { id: 1, action: 'updated', actor_email: 'staff@example.nz', created_at: '2026-11-20T01:00:00.000Z', detail: { before: { on_sale: true, capacity: 16, discount_rate: 0, tour_price: 3495 }, after: { on_sale: false, capacity: 16, discount_rate: 10, tour_price: 3145.5 } } };
    expect(eventChanges(event)).toEqual(['Online sale open → closed', 'Discount 0% → 10%', 'Price per person NZ$3,495.00 → NZ$3,145.50']);
  });

  it('filters by tour, lists the seats, and edits a departure: a capacity below the seats taken is refused before sending', async () => {
    let current = departure;
    const calls = fakeApi({
      'GET staff/departures': () => ok({ departures: [current], page: 1, per_page: 25, total: 1 }),
      'GET staff/departures/7/events': () => ok({ events: [] }),
      'PATCH staff/departures/7': (call) => {
        current = { ...current, ...(call.body as object), tour_price: 2970.75 };
        return ok({ departure: current });
      },
    });
    const u = userEvent.setup();
    open('/staff/departures/');
    expect(await screen.findByText('1 departure found.')).toBeInTheDocument();
    expect(calls[0].path).toBe(`staff/departures?from=${todayInNz()}&page=1&per_page=25`);
    expect(screen.getByRole('option', { name: 'Old Coast Tour (archived)' })).toBeInTheDocument();
    await u.selectOptions(screen.getByLabelText('Tour'), 'North Island Explorer');
    await u.click(screen.getByRole('button', { name: 'Show departures' }));
    await waitFor(() => expect(calls.map((c) => c.path)).toContain(`staff/departures?tour=3&from=${todayInNz()}&page=1&per_page=25`));

    const row = screen.getByRole('link', { name: 'North Island Explorer, Thu 10 Dec 2026' }).closest('tr')!;
    expect(row).toHaveTextContent('9 sold, 2 held, 5 free of 16');
    expect(within(row).getByRole('link', { name: /North Island Explorer/ })).toHaveAttribute('href', '/staff/departures/7/');
    await u.click(within(row).getByRole('button', { name: 'Edit North Island Explorer, Thu 10 Dec 2026' }));
    const editor = screen.getByRole('region', { name: 'North Island Explorer, Thu 10 Dec 2026' });
    expect(editor).toHaveFocus();

    const capacity = within(editor).getByLabelText(/Capacity \(seats\)/);
    await u.clear(capacity);
    await u.type(capacity, '10');
    await u.click(within(editor).getByRole('button', { name: 'Save departure' }));
    expect(await within(editor).findByText('The capacity cannot be below the 11 seats already sold or held.')).toBeInTheDocument();
    expect(capacity).toHaveFocus();
    expect(calls.some((c) => c.method === 'PATCH')).toBe(false);

    await u.clear(capacity);
    await u.type(capacity, '14');
    const discount = within(editor).getByLabelText(/Last-minute discount/);
    await u.clear(discount);
    await u.type(discount, '15');
    await u.click(within(editor).getByLabelText('Open for online sale'));
    await u.click(within(editor).getByRole('button', { name: 'Save departure' }));
    expect(await within(editor).findByText('Saved: closed for online sale, 14 seats, 15% off (NZ$2,970.75 per person).')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ on_sale: false, capacity: 14, discount_rate: 15 });

    await u.click(within(editor).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('region', { name: /Thu 10 Dec 2026/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit North Island Explorer, Thu 10 Dec 2026' })).toHaveFocus();
  });

  it("reads a departure's changes a page at a time: the newest first, earlier ones above on request", async () => {
    const change = (id: number, from: number, to: number) => ({ id, action: 'updated', actor_email: 'staff@example.nz', created_at: '2026-11-20T01:00:00.000Z', detail: { before: { capacity: from }, after: { capacity: to } } });
    const calls = fakeApi({
      'GET staff/departures': () => ok({ departures: [departure], page: 1, per_page: 25, total: 1 }),
      'GET staff/departures/7/events': () => ok({ events: [change(60, 15, 16)], earlier: true }),
      'GET staff/departures/7/events?before=60': () => ok({ events: [change(2, 14, 15)], earlier: false }),
    });
    const u = userEvent.setup();
    open('/staff/departures/');
    await u.click(await screen.findByRole('button', { name: /^Edit North Island Explorer/ }));
    const editor = screen.getByRole('region', { name: /North Island Explorer/ });
    expect(await within(editor).findByText(/Capacity 15 → 16/)).toBeInTheDocument();
    expect(within(editor).queryByText(/Capacity 14 → 15/)).not.toBeInTheDocument();
    await u.click(within(editor).getByRole('button', { name: 'Show earlier changes' }));
    expect(await within(editor).findByText(/Capacity 14 → 15/)).toBeInTheDocument();
    expect(calls.some((c) => c.path === 'staff/departures/7/events?before=60')).toBe(true);
    const changes = within(editor).getAllByRole('listitem').map((li) => li.textContent);
    expect(changes).toEqual([expect.stringContaining('Capacity 14 → 15'), expect.stringContaining('Capacity 15 → 16')]);
    expect(within(editor).queryByRole('button', { name: 'Show earlier changes' })).not.toBeInTheDocument();
    await waitFor(() => expect(document.activeElement).toHaveTextContent('Capacity 14 → 15'));
  });

  it("shows the server's refusal in its words", async () => {
    fakeApi({
      'GET staff/departures': () => ok({ departures: [departure], page: 1, per_page: 25, total: 1 }),
      'GET staff/departures/7/events': () => ok({ events: [] }),
      'PATCH staff/departures/7': () => fail(409, 'The capacity cannot be below the 12 seats already sold or held.'),
    });
    const u = userEvent.setup();
    open('/staff/departures/');
    await u.click(await screen.findByRole('button', { name: /^Edit North Island Explorer/ }));
    const editor = screen.getByRole('region', { name: /North Island Explorer/ });
    const capacity = within(editor).getByLabelText(/Capacity \(seats\)/);
    await u.clear(capacity);
    await u.type(capacity, '12');
    await u.click(within(editor).getByRole('button', { name: 'Save departure' }));
    expect(await within(editor).findByRole('alert')).toHaveTextContent('The capacity cannot be below the 12 seats already sold or held.');
  });
});

describe('promo codes', () => {
  const promo = (overrides: Partial<PromoCode>): PromoCode => ({
    id: 1,
    code: 'KIAORA10',
    kind: 'percent',
    value: 10,
    expired_date: null,
    usage_limit: 100,
    per_customer_limit: 1,
    times_used: 4,
    active: true,
    created_at: '2026-11-01T00:00:00.000Z',
    ...overrides,
  });

  it('reads the form as the API takes it', () => {
    expect(promoBody({ code: ' summer-50 ', kind: 'amount', value: '49.50', expired_date: '', usage_limit: '', per_customer_limit: '2' })).toEqual({
      code: 'SUMMER-50',
      kind: 'amount',
      value: 49.5,
      per_customer_limit: 2,
    });
    expect(promoBody({ code: 'X12', kind: 'percent', value: 'ten', expired_date: '2027-01-31', usage_limit: '5', per_customer_limit: '1' }).value).toBeNaN();
  });

  it('says whether a code is active, expired or used up', () => {
    const today = '2026-11-26';
    expect(promoStatus(promo({}), today)).toBe('Active');
    expect(promoStatus(promo({ expired_date: '2026-11-25', active: false }), today)).toBe('Expired');
    expect(promoStatus(promo({ times_used: 100, active: false }), today)).toBe('Used up');
  });

  it('lists the codes with their uses, creates one (a bad value refused before sending) and expires one after asking', async () => {
    let promos = [promo({}), promo({ id: 2, code: 'OLD50', kind: 'amount', value: 50, expired_date: '2026-01-31', active: false, usage_limit: null })];
    const calls = fakeApi({
      'GET staff/promo_codes': () => ok({ promo_codes: promos }),
      'POST staff/promo_codes': (call) => {
        const created = promo({ id: 3, ...(call.body as object), times_used: 0, usage_limit: null });
        promos = [created, ...promos];
        return ok({ promo_code: created });
      },
      'POST staff/promo_codes/1/expire': () => {
        promos = promos.map((p) => (p.id === 1 ? { ...p, expired_date: addDays(todayInNz(), -1), active: false } : p));
        return ok({ promo_code: promos.find((p) => p.id === 1) });
      },
    });
    const u = userEvent.setup();
    open('/staff/promo-codes/');
    const first = (await screen.findByText('KIAORA10')).closest('tr')!;
    expect(first).toHaveTextContent('10% off');
    expect(first).toHaveTextContent('4 of 100');
    expect(first).toHaveTextContent('Active');
    const old = screen.getByText('OLD50').closest('tr')!;
    expect(old).toHaveTextContent('NZ$50.00 off');
    expect(old).toHaveTextContent('4 (no limit)');
    expect(old).toHaveTextContent('Expired');
    expect(within(old).queryByRole('button')).not.toBeInTheDocument();

    const form = screen.getByRole('form', { name: 'New promo code' });
    await u.type(within(form).getByLabelText(/^Code/), 'spring15');
    await u.click(within(form).getByLabelText('A percent off the tour price'));
    await u.type(within(form).getByLabelText(/^Amount or percent/), 'fifteen');
    await u.click(within(form).getByRole('button', { name: 'Create promo code' }));
    expect(await within(form).findByText('Please check Amount or percent.')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    const value = within(form).getByLabelText(/^Amount or percent/);
    await u.clear(value);
    await u.type(value, '15');
    await u.click(within(form).getByRole('button', { name: 'Create promo code' }));
    expect(await screen.findByText('Promo code SPRING15 created: 15% off.')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ code: 'SPRING15', kind: 'percent', value: 15, per_customer_limit: 1 });
    expect(await screen.findByText('SPRING15')).toBeInTheDocument();
    expect(within(form).getByLabelText(/^Code/)).toHaveValue('');

    await u.click(screen.getByRole('button', { name: 'Expire KIAORA10' }));
    expect(calls.some((c) => c.path.endsWith('/expire'))).toBe(false);
    const confirm = screen.getByRole('button', { name: 'Yes, expire KIAORA10' });
    await waitFor(() => expect(confirm).toHaveFocus());
    await u.click(confirm);
    expect(await screen.findByText(/Promo code KIAORA10 expired/)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('KIAORA10').closest('tr')).toHaveTextContent('Expired'));
  });
});

describe('leads', () => {
  const lead = (overrides: Partial<StaffLead>): StaffLead => ({
    id: 5,
    type: 'contact_us_lead',
    email: 'kiri@example.nz',
    source_url: 'http://localhost:8000/contact-us/',
    payload: { first_name: 'Kiri', message: 'Do you run tours in winter?' },
    created_at: '2026-11-20T01:00:00.000Z',
    delivery: { status: 'failing', attempts: 3, last_error: 'CRM answered 503', delivered_at: null },
    ...overrides,
  });

  it('puts a delivery into words', () => {
    expect(deliveryText(lead({}).delivery)).toBe('Failing after 3 attempts: CRM answered 503');
    expect(deliveryText({ status: 'pending', attempts: 0, last_error: null, delivered_at: null })).toBe('Waiting to send');
    expect(deliveryText({ status: 'delivered', attempts: 1, last_error: null, delivered_at: '2026-11-20T01:05:00.000Z' })).toBe('Delivered Fri 20 Nov, 2:05 pm');
  });

  it('lists the leads with their answers, filters by delivery, and sends a failing one again', async () => {
    const calls = fakeApi({
      'GET staff/leads': () => ok({ leads: [lead({}), lead({ id: 6, email: 'tom@example.nz', delivery: { status: 'delivered', attempts: 1, last_error: null, delivered_at: '2026-11-20T01:05:00.000Z' } })], page: 1, per_page: 25, total: 2, total_capped: false }),
      'POST staff/leads/5/retry': () => ok({ lead: lead({ delivery: { status: 'failing', attempts: 3, last_error: 'CRM answered 503', delivered_at: null } }) }),
    });
    const u = userEvent.setup();
    open('/staff/leads/');
    const failing = (await screen.findByText('kiri@example.nz')).closest('tr')!;
    expect(failing).toHaveTextContent('/contact-us/');
    expect(screen.getByText('2 leads found.')).toBeInTheDocument();
    expect(within(failing).getByText('Contact')).toBeInTheDocument();
    expect(failing).toHaveTextContent('Failing after 3 attempts: CRM answered 503');
    await u.click(within(failing).getByText('Answers'));
    expect(within(failing).getByText('Do you run tours in winter?')).toBeVisible();
    const delivered = screen.getByText('tom@example.nz').closest('tr')!;
    expect(within(delivered).queryByRole('button')).not.toBeInTheDocument();

    await u.selectOptions(screen.getByLabelText('Delivery to the CRM'), 'Failing');
    await waitFor(() => expect(calls.map((c) => c.path)).toContain('staff/leads?delivery=failing&page=1&per_page=25'));
    await u.click(within(screen.getByText('kiri@example.nz').closest('tr')!).getByRole('button', { name: 'Send lead 5 (kiri@example.nz) again' }));
    expect(await screen.findByText(/Lead 5 \(kiri@example.nz\) is being sent to the CRM again/)).toBeInTheDocument();
    expect(calls.some((c) => c.path === 'staff/leads/5/retry')).toBe(true);
  });

  it('reloads the list when the lead turns out to be delivered already, so the row agrees with the message', async () => {
    let delivered = false;
    const calls = fakeApi({
      'GET staff/leads': () =>
        ok({ leads: [lead(delivered ? { delivery: { status: 'delivered', attempts: 2, last_error: null, delivered_at: '2026-11-20T01:05:00.000Z' } } : {})], page: 1, per_page: 25, total: 1, total_capped: false }),
      'POST staff/leads/5/retry': () => {
        // The job worker delivered it a moment before the click.
        delivered = true;
        return fail(409, 'This lead has already been delivered to the CRM.');
      },
    });
    const u = userEvent.setup();
    open('/staff/leads/');
    const row = (await screen.findByText('kiri@example.nz')).closest('tr')!;
    await u.click(within(row).getByRole('button', { name: 'Send lead 5 (kiri@example.nz) again' }));
    expect(await screen.findByText('This lead has already been delivered to the CRM.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('kiri@example.nz').closest('tr')).toHaveTextContent('Delivered Fri 20 Nov, 2:05 pm'));
    expect(calls.filter((c) => c.path.startsWith('staff/leads?')).length).toBeGreaterThan(1);
  });
});
