/**
 * The booking lifecycle on the wizard pages (DECISIONS "After 'Book'"): the server's status and
 * hold, the request notice, an expired booking and its revival, versions and stale changes, the
 * price of a change of dates before it is confirmed, and payment dates in New Zealand time.
 */
import React from 'react';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { navigate } from 'gatsby';
import { LIFECYCLE_MESSAGES } from '../../../contract/booking-lifecycle';
import type { Booking, BookingDetail, Payment } from '../../../contract/bookings';
import { bookingsApi } from './bookings-api';
import { useAppSelector } from '../../state/store';
import { BookingShell } from './BookingShell';
import { PaymentStep } from './PaymentStep';
import { ReviewStep } from './ReviewStep';
import { SwapDates } from './SwapDates';
import { changePreviewText } from './change-preview';
import { TravellerDetailsStep } from './TravellerDetailsStep';
import { booking, changePreview, detail, renderWithStore, signedInStore, tourDeparture, traveller } from './test-utils';
import { fail, fakeApi, ok, type ApiCall } from '../../../test/msw/api';

const search = '?bookingId=41&tour=south-island-snow-safari';
const body = (text: string) => () => <p>{text}</p>;
const HOLD = 'Your seats are held until Tue 25 Nov, 7:15 pm (New Zealand time). Pay the deposit of NZ$198 to keep them.';

beforeEach(() => (navigate as jest.Mock).mockClear());

/** The customer's list and the booking in full, both answering `current()`. */
function bookingRoutes(current: () => BookingDetail) {
  return {
    'GET bookings/bookings': () => ok({ 'bookings/bookings': [current().booking], 'bookings/travellers': [] }),
    'GET bookings/bookings/41': () => ok({ ...current() }),
  };
}

const gets = (calls: ApiCall[]) => calls.filter((c) => c.method === 'GET' && c.path === 'bookings/bookings/41').length;

describe('lifecycle notices in the booking shell (every page)', () => {
  it('shows the hold with its end in New Zealand time and the deposit, on review and payment alike', async () => {
    const held = detail({ booking: booking({ hold_expires_at: '2025-11-25T06:15:00.000Z' }) });
    fakeApi(bookingRoutes(() => held));
    const { unmount } = renderWithStore(<BookingShell page="review" search={search} pathname="/bookings/review/" render={body('Review body')} />);
    await screen.findByText('Review body');
    const notice = screen.getByText(HOLD);
    expect(notice.closest('[role="status"]')).not.toBeNull();
    unmount();

    renderWithStore(<BookingShell page="payment" search={search} pathname="/bookings/payment/" render={body('Payment body')} />);
    await screen.findByText('Payment body');
    expect(screen.getByText(HOLD)).toBeInTheDocument();
  });

  it('shows no hold once something is paid, and the request notice while staff have not answered', async () => {
    const request = detail({ booking: booking({ depart_less_than_30_days: true, total_paid: 198, balance_remaining: 8392 }) });
    expect(request.booking).toMatchObject({ status: 'On Request', request_status: 'pending', hold_expires_at: null });
    fakeApi(bookingRoutes(() => request));
    renderWithStore(<BookingShell page="review" search={search} pathname="/bookings/review/" render={body('Review body')} />);
    await screen.findByText('Review body');
    expect(screen.getByText(LIFECYCLE_MESSAGES.requestNotice).closest('[role="status"]')).not.toBeNull();
    expect(screen.queryByText(/Your seats are held until/)).not.toBeInTheDocument();
  });

  it('shows the server status on the review, not one computed from the amounts', async () => {
    // Paid, but a request staff have not confirmed: 'On Request', never 'Booked'.
    const request = detail({ booking: booking({ depart_less_than_30_days: true, total_paid: 8590, balance_remaining: 0, complete: true }) });
    fakeApi(bookingRoutes(() => request));
    renderWithStore(<BookingShell page="review" search={search} pathname="/bookings/review/" render={(p) => <ReviewStep {...p} />} />);
    const tour = await screen.findByRole('region', { name: 'Your tour' });
    expect(within(tour).getByText('On Request')).toBeInTheDocument();
    expect(within(tour).queryByText('Booked')).not.toBeInTheDocument();
  });
});

describe('a locked booking on the review page', () => {
  it('says it is locked, not that changes can be made until the balance is due', async () => {
    fakeApi(bookingRoutes(() => detail({ booking: booking({ locked: true, agree_with_the_conditions: true }) })));
    renderWithStore(<BookingShell page="review" search={search} pathname="/bookings/review/" render={(p) => <ReviewStep {...p} />} />);
    expect(await screen.findByText('Check everything before you pay. This booking is locked, so it can no longer be changed online.')).toBeInTheDocument();
    expect(screen.queryByText(/make changes until your balance is due/)).not.toBeInTheDocument();
  });

  it('still tells an open booking that it can be changed until the balance is due', async () => {
    fakeApi(bookingRoutes(() => detail({ booking: booking({ agree_with_the_conditions: true }) })));
    renderWithStore(<BookingShell page="review" search={search} pathname="/bookings/review/" render={(p) => <ReviewStep {...p} />} />);
    expect(await screen.findByText(/You can come back and make changes until your balance is due\./)).toBeInTheDocument();
  });
});

describe('an expired booking in the wizard', () => {
  const expired = booking({ status: 'Expired', can_revive: true, expired_at: '2026-11-03T00:00:00.000Z', balance_remaining: 0 });

  it('sends its other pages to the review, which shows only the review step, the expired notice and no editing', async () => {
    fakeApi(bookingRoutes(() => detail({ booking: expired })));
    const { unmount } = renderWithStore(<BookingShell page="payment" search={search} pathname="/bookings/payment/" render={body('Payment body')} />);
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/bookings/review/?bookingId=41&tour=south-island-snow-safari', { replace: true }));
    expect(screen.queryByText('Payment body')).not.toBeInTheDocument();
    unmount();

    renderWithStore(<BookingShell page="review" search={search} pathname="/bookings/review/" render={(p) => <ReviewStep {...p} />} />);
    expect(await screen.findByText(LIFECYCLE_MESSAGES.expired)).toBeInTheDocument();
    const steps = screen.getByRole('navigation', { name: 'Booking steps' });
    expect(within(steps).getAllByRole('link').map((a) => a.textContent)).toEqual(['1Review']);
    expect(screen.getByRole('button', { name: 'Revive booking' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Edit/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Change dates' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Continue to payment' })).not.toBeInTheDocument();
  });

  it('revives it: the booking reloads, the hold replaces the expired notice and the focus moves to it', async () => {
    let current = detail({ booking: expired });
    const revived = detail({ booking: booking({ version: 2, hold_expires_at: '2025-11-25T06:15:00.000Z' }) });
    const calls = fakeApi({
      ...bookingRoutes(() => current),
      'POST bookings/bookings/41/revive': () => {
        current = revived;
        return ok({ ...revived });
      },
    });
    const u = userEvent.setup();
    renderWithStore(<BookingShell page="review" search={search} pathname="/bookings/review/" render={body('Review body')} />);
    await u.click(await screen.findByRole('button', { name: 'Revive booking' }));
    expect(await screen.findByText(HOLD)).toBeInTheDocument();
    expect(screen.queryByText(LIFECYCLE_MESSAGES.expired)).not.toBeInTheDocument();
    expect(calls.find((c) => c.path === 'bookings/bookings/41/revive')).toMatchObject({ method: 'POST', body: undefined });
    await waitFor(() => expect(document.activeElement).toHaveTextContent(HOLD));
    await waitFor(() => expect(gets(calls)).toBeGreaterThanOrEqual(2));
    expect(within(screen.getByRole('navigation', { name: 'Booking steps' })).getAllByRole('link')).toHaveLength(6);
  });

  it("shows the server's reason when it cannot be revived (409) and keeps it expired", async () => {
    fakeApi({
      ...bookingRoutes(() => detail({ booking: expired })),
      'POST bookings/bookings/41/revive': () => fail(409, LIFECYCLE_MESSAGES.reviveNoSeats),
    });
    const u = userEvent.setup();
    renderWithStore(<BookingShell page="review" search={search} pathname="/bookings/review/" render={body('Review body')} />);
    const button = await screen.findByRole('button', { name: 'Revive booking' });
    await u.click(button);
    expect(await screen.findByRole('alert')).toHaveTextContent(LIFECYCLE_MESSAGES.reviveNoSeats);
    expect(screen.getByText(LIFECYCLE_MESSAGES.expired)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Revive booking' })).toHaveFocus();
  });

  it('offers no revival when the server says it cannot be revived', async () => {
    fakeApi(bookingRoutes(() => detail({ booking: { ...expired, can_revive: false } })));
    renderWithStore(<BookingShell page="review" search={search} pathname="/bookings/review/" render={body('Review body')} />);
    expect(await screen.findByText(LIFECYCLE_MESSAGES.expired)).toBeInTheDocument();
    expect(screen.getByText(LIFECYCLE_MESSAGES.cannotRevive)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Revive booking' })).not.toBeInTheDocument();
  });

  it('says a cancelled or declined booking has ended', async () => {
    fakeApi(bookingRoutes(() => detail({ booking: booking({ status: 'Declined', request_status: 'declined' }) })));
    renderWithStore(<BookingShell page="review" search={search} pathname="/bookings/review/" render={body('Review body')} />);
    expect(await screen.findByText(LIFECYCLE_MESSAGES.finished)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Revive booking' })).not.toBeInTheDocument();
  });
});

describe('versions and stale changes', () => {
  beforeEach(() => window.sessionStorage.setItem('kea-trails-vaccination-notice-seen', '1'));

  it('sends the version with a change; a stale refusal reloads the booking (no stale count or total stays) and says so', async () => {
    let current = detail();
    // Meanwhile another window added a traveller: the server is at version 4.
    const newer = detail({
      booking: booking({ version: 4, travellers_count: 3, traveller_ids: [1, 2, 3], tour_total: 12885, subtotal: 12885, total: 12885, balance_remaining: 12885 }),
      travellers: [...detail().travellers, traveller({ id: 3, first_name: 'Mere', last_name: 'Ngata' })],
    });
    const calls = fakeApi({
      ...bookingRoutes(() => current),
      'PUT bookings/bookings/41': (call) => {
        const sent = (call.body as { 'bookings/booking': { version?: number } })['bookings/booking'].version;
        if (sent !== 4) {
          current = newer;
          return fail(409, LIFECYCLE_MESSAGES.staleVersion);
        }
        return ok({ ...newer });
      },
    });
    const u = userEvent.setup();
    renderWithStore(
      <BookingShell page="traveller-details" search={search} pathname="/bookings/traveller-details/" render={(p) => <TravellerDetailsStep {...p} />} />,
    );
    await screen.findByRole('button', { name: 'Add a traveller' });
    expect(screen.getByText('2 travellers')).toBeInTheDocument();
    const before = gets(calls);

    await u.click(screen.getByRole('button', { name: 'Add a traveller' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(LIFECYCLE_MESSAGES.staleVersion);
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ 'bookings/booking': { travellers: [{}], version: 1 } });
    // Reloaded: the header, the travellers and the summary show the server's booking.
    await waitFor(() => expect(gets(calls)).toBeGreaterThan(before));
    expect(await screen.findByText('3 travellers')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Traveller 3: Mere Ngata' })).toBeInTheDocument();
    expect(screen.getByRole('complementary', { name: 'Booking summary' })).toHaveTextContent('NZ$12,885');
    expect(screen.getByRole('button', { name: 'Add a traveller' })).toBeInTheDocument();

    // Trying again goes with the version now shown.
    await u.click(screen.getByRole('button', { name: 'Add a traveller' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(2));
    expect(calls.filter((c) => c.method === 'PUT')[1].body).toEqual({ 'bookings/booking': { travellers: [{}], version: 4 } });
  });

  it('sends changes of one booking in turn, each with the version the previous one answered with', async () => {
    let version = 1;
    const answers: (() => void)[] = [];
    const calls = fakeApi({
      'POST bookings/bookings/41/addons': () =>
        new Promise((resolve) =>
          answers.push(() => {
            version += 1;
            resolve(ok({ ...detail({ booking: booking({ version }) }) }));
          }),
        ),
      'GET bookings/bookings/41': () => ok({ ...detail({ booking: booking({ version }) }) }),
    });
    const store = signedInStore(detail());
    const first = store.dispatch(bookingsApi.endpoints.changeAddons.initiate({ id: 41, body: { addons: [{ optionID: 1, travellerID: 1 }] } }));
    const second = store.dispatch(bookingsApi.endpoints.changeAddons.initiate({ id: 41, body: { addons: [{ optionID: 2, travellerID: 2 }] } }));
    await waitFor(() => expect(answers).toHaveLength(1));
    // The second waits for the first.
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1);
    act(() => answers[0]());
    await waitFor(() => expect(answers).toHaveLength(2));
    act(() => answers[1]());
    await Promise.all([first, second]);
    expect(calls.filter((c) => c.method === 'POST').map((c) => (c.body as { version?: number }).version)).toEqual([1, 2]);
    expect(store.getState().booking.current?.version).toBeGreaterThanOrEqual(3);
  });

  it('says the booking changed rather than that the promo code is invalid when the code is refused as stale', async () => {
    const calls = fakeApi({
      'PUT bookings/bookings/41': () => fail(409, LIFECYCLE_MESSAGES.staleVersion),
      'GET bookings/bookings/41': () => ok({ ...detail({ booking: booking({ version: 2 }) }) }),
    });
    const u = userEvent.setup();
    const store = signedInStore(detail());
    const { SummarySidebar } = await import('./SummarySidebar');
    renderWithStore(<SummarySidebar page="traveller-details" booking={booking()} bookingRef={{ bookingId: 41, tour: 'x' }} />, store);
    await u.type(screen.getByLabelText('Promo code'), 'kiaora10');
    await u.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText(LIFECYCLE_MESSAGES.staleVersion)).toBeInTheDocument();
    expect(screen.queryByText('Sorry! This Code is invalid')).not.toBeInTheDocument();
    await waitFor(() => expect(store.getState().booking.current?.version).toBe(2));
    expect(gets(calls)).toBe(1);
  });
});

describe('change of dates: the price first, then the confirmation', () => {
  const departures = [tourDeparture(9, '2027-07-01', '2027-07-12'), tourDeparture(12, '2027-08-05', '2027-08-16')];

  /** As on the review page: the booking comes from the store, which every answer updates. */
  function Connected() {
    const b = useAppSelector((state) => state.booking.current);
    return b ? <SwapDates booking={b} /> : null;
  }

  it('shows the new total and the difference before anything changes, then moves the booking with its version', async () => {
    const moved = detail({ booking: booking({ departure_id: 'departure-12', departure_date: '2027-08-05', end_date: '2027-08-16', version: 2, total: 5495 }) });
    const calls = fakeApi({
      'GET tour_info/tours/11/get_intrepid_departures': () => ok({ tours: departures }),
      'POST bookings/bookings/41/swap?preview=true': () => ok({ ...changePreview() }),
      'POST bookings/bookings/41/swap': () => ok({ ...moved }),
      'GET bookings/bookings/41': () => ok({ ...moved }),
    });
    const u = userEvent.setup();
    renderWithStore(<Connected />, signedInStore(detail({ booking: booking({ total: 5295, version: 1 }) })));
    await u.click(screen.getByRole('button', { name: 'Change dates' }));
    const confirm = await screen.findByRole('button', { name: /Confirm/ });
    expect(confirm).toBeDisabled();
    await u.click(await screen.findByRole('radio', { name: /Thu 5 Aug 2027/ }));

    expect(await screen.findByText('New total NZ$5,495.00 (NZ$200.00 more than now)')).toBeInTheDocument();
    expect(screen.getByText('Left to pay after the change: NZ$5,297.00.')).toBeInTheDocument();
    expect(calls.filter((c) => c.path.startsWith('bookings/bookings/41/swap')).map((c) => c.path)).toEqual(['bookings/bookings/41/swap?preview=true']);
    expect(calls.find((c) => c.path === 'bookings/bookings/41/swap?preview=true')?.body).toEqual({ departure_id: 'departure-12', version: 1 });

    await waitFor(() => expect(screen.getByRole('button', { name: /Confirm/ })).toBeEnabled());
    await u.click(screen.getByRole('button', { name: /Confirm/ }));
    expect(await screen.findByText('Your booking now departs on Thu 5 Aug 2027.')).toBeInTheDocument();
    expect(calls.find((c) => c.path === 'bookings/bookings/41/swap')).toMatchObject({ method: 'POST', body: { departure_id: 'departure-12', version: 1 } });
    expect(screen.getByRole('button', { name: 'Change dates' })).toHaveFocus();
  });

  it('still confirms a move to dates that can no longer be changed (inside the free-change window), with the focus on the message', async () => {
    // Found end to end (e2e/lifecycle.spec.ts): the reloaded booking says can_swap false, and the card used to vanish with its message.
    const moved = detail({ booking: booking({ departure_id: 'departure-12', departure_date: '2027-08-05', end_date: '2027-08-16', version: 2, total: 5495, can_swap: false }) });
    fakeApi({
      'GET tour_info/tours/11/get_intrepid_departures': () => ok({ tours: departures }),
      'POST bookings/bookings/41/swap?preview=true': () => ok({ ...changePreview() }),
      'POST bookings/bookings/41/swap': () => ok({ ...moved }),
      'GET bookings/bookings/41': () => ok({ ...moved }),
    });
    const u = userEvent.setup();
    renderWithStore(<Connected />, signedInStore(detail({ booking: booking({ total: 5295, version: 1 }) })));
    await u.click(screen.getByRole('button', { name: 'Change dates' }));
    await u.click(await screen.findByRole('radio', { name: /Thu 5 Aug 2027/ }));
    await waitFor(() => expect(screen.getByRole('button', { name: /Confirm/ })).toBeEnabled());
    await u.click(screen.getByRole('button', { name: /Confirm/ }));
    const message = await screen.findByText('Your booking now departs on Thu 5 Aug 2027.');
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Change dates' })).not.toBeInTheDocument());
    expect(screen.getByText('Your booking now departs on Thu 5 Aug 2027.')).toBe(message);
    expect(screen.getByText(/can no longer be changed online/)).toBeInTheDocument();
    await waitFor(() => expect(message.closest('[tabindex="-1"]')).toHaveFocus());
  });

  it('is not offered when the booking cannot be moved', () => {
    renderWithStore(<Connected />, signedInStore(detail({ booking: booking({ can_swap: false }) })));
    expect(screen.queryByRole('region', { name: 'Change dates' })).not.toBeInTheDocument();
  });

  it('says a lower total becomes a credit our team refunds when more than the new total has been paid', async () => {
    fakeApi({
      'GET tour_info/tours/11/get_intrepid_departures': () => ok({ tours: departures }),
      'POST bookings/bookings/41/swap?preview=true': () =>
        ok({ ...changePreview({ current_total: 5495, new_total: 5295, difference: -200, total_paid: 5495, new_balance: 0, new_credit: 200 }) }),
    });
    const u = userEvent.setup();
    renderWithStore(<Connected />, signedInStore(detail({ booking: booking({ total: 5495, total_paid: 5495, balance_remaining: 0 }) })));
    await u.click(screen.getByRole('button', { name: 'Change dates' }));
    await u.click(await screen.findByRole('radio', { name: /Thu 5 Aug 2027/ }));
    expect(await screen.findByText('New total NZ$5,295.00 (NZ$200.00 less: the difference becomes a credit our team refunds)')).toBeInTheDocument();
    expect(screen.queryByText(/Left to pay/)).not.toBeInTheDocument();
  });

  it('words every difference', () => {
    const p = { new_total: 5295, new_balance: 0, new_credit: 0 };
    expect(changePreviewText({ ...p, difference: 0, new_balance: 5097 })).toEqual({
      headline: 'New total NZ$5,295.00 (the same as now)',
      balance: 'Left to pay after the change: NZ$5,097.00.',
    });
    expect(changePreviewText({ ...p, difference: -200, new_balance: 5097 }).headline).toBe('New total NZ$5,295.00 (NZ$200.00 less than now)');
    expect(changePreviewText({ ...p, difference: -200, new_credit: 50 }).headline).toBe(
      'New total NZ$5,295.00 (NZ$200.00 less: NZ$50.00 of it becomes a credit our team refunds)',
    );
  });

  it('prices again after a stale refusal, which reloads the booking and says so', async () => {
    let version = 1;
    const calls = fakeApi({
      'GET tour_info/tours/11/get_intrepid_departures': () => ok({ tours: departures }),
      'POST bookings/bookings/41/swap?preview=true': () => ok({ ...changePreview() }),
      'POST bookings/bookings/41/swap': () => {
        version = 3;
        return fail(409, LIFECYCLE_MESSAGES.staleVersion);
      },
      'GET bookings/bookings/41': () => ok({ ...detail({ booking: booking({ version }) }) }),
    });
    const u = userEvent.setup();
    renderWithStore(<Connected />, signedInStore(detail()));
    await u.click(screen.getByRole('button', { name: 'Change dates' }));
    await u.click(await screen.findByRole('radio', { name: /Thu 5 Aug 2027/ }));
    await screen.findByText(/New total NZ\$5,495\.00/);
    await waitFor(() => expect(screen.getByRole('button', { name: /Confirm/ })).toBeEnabled());
    await u.click(screen.getByRole('button', { name: /Confirm/ }));
    expect(await screen.findByText(LIFECYCLE_MESSAGES.staleVersion)).toBeInTheDocument();
    await waitFor(() =>
      expect(calls.filter((c) => c.path === 'bookings/bookings/41/swap?preview=true').map((c) => (c.body as { version: number }).version)).toEqual([1, 3]),
    );
  });
});

describe('payment dates are New Zealand dates', () => {
  it('lists a payment made late on 23 November (UTC) as Tue 24 Nov, as the receipt does', async () => {
    const payment: Payment = {
      id: 5,
      amount: 198,
      status: 'succeeded',
      provider: 'test',
      reference: 'test_pi_abc',
      card: { brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2034 },
      failure_message: null,
      created_at: '2026-11-23T12:30:00.000Z',
    };
    const paid: Booking = booking({ total_paid: 198, balance_remaining: 8392, minimum_payment: 1 });
    fakeApi({ 'GET payments/config': () => ok({ provider: 'test', test_mode: true, flow: 'card', test_cards: [] }) });
    renderWithStore(<PaymentStep booking={paid} bookingRef={{ bookingId: 41, tour: 'south-island-snow-safari' }} />, signedInStore(detail({ booking: paid, payments: [payment] })));
    const list = await screen.findByRole('region', { name: 'Your payments' });
    expect(list).toHaveTextContent('Tue 24 Nov 2026 · Visa ending 4242');
    expect(list).not.toHaveTextContent('Mon 23 Nov');
  });
});
