/**
 * My tours cards with the booking lifecycle (DECISIONS "After 'Book'"): the server's status, the
 * hold in New Zealand time, an expired booking's revival, and no payment once a booking has ended.
 */
import React from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { navigate } from 'gatsby';
import { LIFECYCLE_MESSAGES } from '../../../contract/booking-lifecycle';
import { sessionStarted } from './session-slice';
import { makeStore } from '../../state/store';
import { UserHome } from './UserHome';
import { booking, renderWithStore, user } from './test-utils';
import { fail, fakeApi, ok, type ApiCall } from '../../../test/msw/api';

function signedInStore() {
  const store = makeStore();
  store.dispatch(sessionStarted({ token: 'tok', email: 'aroha@example.nz', is_admin: false }));
  return store;
}

const listCalls = (calls: ApiCall[]) => calls.filter((c) => c.method === 'GET' && c.path === 'bookings/bookings').length;

beforeEach(() => (navigate as jest.Mock).mockClear());

describe('My tours cards and the booking lifecycle', () => {
  it("shows the server's status, not one computed from the amounts", async () => {
    const cards = [
      // Paid, but a request staff have not confirmed: the server says 'On Request'.
      booking({ id: 41, tour_name: 'Paid request', total_paid: 198, status: 'On Request', request_status: 'pending' }),
      // Cancelled by our team: the server says so, whatever the amounts.
      booking({ id: 42, tour_name: 'Cancelled one', departure_date: '2031-04-01', status: 'Cancelled' }),
    ];
    fakeApi({ 'GET users/me': () => ok({ user: user() }), 'GET bookings/bookings': () => ok({ 'bookings/bookings': cards, 'bookings/travellers': [] }) });
    renderWithStore(<UserHome />, signedInStore());
    const [first, second] = await screen.findAllByRole('article');
    expect(within(first).getByText('On Request')).toBeInTheDocument();
    expect(within(first).queryByText('Booked')).not.toBeInTheDocument();
    expect(within(second).getByText('Cancelled')).toBeInTheDocument();
    expect(within(second).getByText(LIFECYCLE_MESSAGES.finished)).toBeInTheDocument();
  });

  it('says until when the seats are held (New Zealand time) and the deposit that keeps them', async () => {
    const held = booking({ id: 41, hold_expires_at: '2025-11-25T06:15:00.000Z', agree_with_the_conditions: true });
    fakeApi({ 'GET users/me': () => ok({ user: user() }), 'GET bookings/bookings': () => ok({ 'bookings/bookings': [held], 'bookings/travellers': [] }) });
    renderWithStore(<UserHome />, signedInStore());
    const card = (await screen.findAllByRole('article'))[0];
    expect(
      within(card).getByText('Your seats are held until Tue 25 Nov, 7:15 pm (New Zealand time). Pay the deposit of NZ$198 to keep them.'),
    ).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Make a payment' })).toBeInTheDocument();
  });

  it('offers no payment on an expired, cancelled or declined booking, and keeps Delete as SPEC 4.3 says', async () => {
    const ended = (['Expired', 'Cancelled', 'Declined'] as const).map((status, i) =>
      booking({ id: 50 + i, tour_name: status, departure_date: `2031-0${i + 3}-01`, status, agree_with_the_conditions: true, balance_remaining: 6990 }),
    );
    fakeApi({ 'GET users/me': () => ok({ user: user() }), 'GET bookings/bookings': () => ok({ 'bookings/bookings': ended, 'bookings/travellers': [] }) });
    renderWithStore(<UserHome />, signedInStore());
    const cards = await screen.findAllByRole('article');
    expect(cards).toHaveLength(3);
    for (const card of cards) {
      expect(within(card).queryByRole('link', { name: 'Make a payment' })).not.toBeInTheDocument();
      expect(within(card).getByRole('button', { name: 'Delete' })).toBeInTheDocument();
      expect(within(card).getByRole('link', { name: 'Manage Tour' }).getAttribute('href')).toMatch(/^\/bookings\/review\//);
    }
    expect(within(cards[0]).getByText(LIFECYCLE_MESSAGES.expired)).toBeInTheDocument();
    // Not revivable (can_revive false): no button.
    expect(within(cards[0]).queryByRole('button', { name: 'Revive booking' })).not.toBeInTheDocument();
  });

  it('revives an expired booking: the list reloads and the customer is taken into the booking', async () => {
    const expired = booking({ id: 41, status: 'Expired', can_revive: true, expired_at: '2030-01-03T00:00:00.000Z', agree_with_the_conditions: true });
    const revived = booking({ id: 41, version: 2, hold_expires_at: '2030-01-10T00:00:00.000Z', agree_with_the_conditions: true });
    let listed = [expired];
    const calls = fakeApi({
      'GET users/me': () => ok({ user: user() }),
      'GET bookings/bookings': () => ok({ 'bookings/bookings': listed, 'bookings/travellers': [] }),
      'POST bookings/bookings/41/revive': () => {
        listed = [revived];
        return ok({ booking: revived, travellers: [], accommodations: [], ad_hoc_items: [], payment_cards: [], payments: [], upgrade_accommodations: [], addons: [] });
      },
    });
    const u = userEvent.setup();
    renderWithStore(<UserHome />, signedInStore());
    const card = (await screen.findAllByRole('article'))[0];
    expect(within(card).getByText(LIFECYCLE_MESSAGES.expired)).toBeInTheDocument();
    const revive = within(card).getByRole('button', { name: 'Revive booking' });
    expect(revive).toHaveAccessibleDescription('North Island Adventure');
    const before = listCalls(calls);
    await u.click(revive);

    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/bookings/details/?bookingId=41&tour=north-island-adventure'));
    expect(calls.find((c) => c.path === 'bookings/bookings/41/revive')).toMatchObject({ method: 'POST', session: { token: 'tok', email: 'aroha@example.nz' } });
    await waitFor(() => expect(listCalls(calls)).toBeGreaterThan(before));
    expect(await within(screen.getAllByRole('article')[0]).findByText('Incomplete')).toBeInTheDocument();
  });

  it('shows why a booking cannot be revived (409) and stays on the list', async () => {
    const expired = booking({ id: 41, status: 'Expired', can_revive: true });
    fakeApi({
      'GET users/me': () => ok({ user: user() }),
      'GET bookings/bookings': () => ok({ 'bookings/bookings': [expired], 'bookings/travellers': [] }),
      'POST bookings/bookings/41/revive': () => fail(409, LIFECYCLE_MESSAGES.reviveNoSeats),
    });
    const u = userEvent.setup();
    renderWithStore(<UserHome />, signedInStore());
    const card = (await screen.findAllByRole('article'))[0];
    await u.click(within(card).getByRole('button', { name: 'Revive booking' }));
    expect(await within(card).findByRole('alert')).toHaveTextContent(LIFECYCLE_MESSAGES.reviveNoSeats);
    expect(navigate).not.toHaveBeenCalled();
    expect(within(card).getByRole('button', { name: 'Revive booking' })).toHaveFocus();
  });
});
