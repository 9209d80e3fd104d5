import React from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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

const incomplete = booking({ id: 41, tour_name: 'North Island Adventure' });
const paid = booking({
  id: 42,
  tour_name: 'South Island Explorer',
  tour_slug: 'south-island-explorer',
  total_paid: 198,
  balance_remaining: 6792,
  agree_with_the_conditions: true,
  locked: true,
  departure_date: '2031-05-01',
  end_date: '2031-05-12',
});
const onRequest = booking({ id: 43, tour_name: 'Snow Safari', tour_slug: 'snow-safari', depart_less_than_30_days: true, departure_date: '2031-06-01', end_date: '2031-06-07' });

describe('UserHome (My tours)', () => {
  it('shows a card per booking with dates, travellers, total, balance, status and the allowed actions', async () => {
    fakeApi({
      'GET users/me': () => ok({ user: user() }),
      'GET bookings/bookings': () =>
        ok({
          'bookings/bookings': [paid, incomplete, onRequest],
          'bookings/travellers': [
            { id: 1, booking_id: 41, first_name: 'Aroha', last_name: 'Ngata' },
            { id: 2, booking_id: 41, first_name: 'Tama', last_name: 'Ngata' },
          ],
        }),
    });
    renderWithStore(<UserHome />, signedInStore());
    expect(screen.getByRole('heading', { level: 1, name: 'My tours' })).toBeInTheDocument();
    expect(await screen.findByText('Kia ora, Aroha')).toBeInTheDocument();

    const cards = await screen.findAllByRole('article');
    expect(cards.map((c) => within(c).getByRole('heading').textContent)).toEqual(['North Island Adventure', 'South Island Explorer', 'Snow Safari']);

    const first = within(cards[0]);
    expect(first.getByText('Incomplete')).toBeInTheDocument();
    expect(first.getByText('5 Mar – 14 Mar 2031')).toBeInTheDocument();
    expect(first.getByText('Aroha Ngata, Tama Ngata')).toBeInTheDocument();
    expect(first.getAllByText('NZ$6,990')).toHaveLength(2);
    expect(first.getByRole('link', { name: 'Manage Tour' })).toHaveAttribute('href', '/bookings/details/?bookingId=41&tour=north-island-adventure');
    expect(first.getByRole('button', { name: 'Delete' })).toBeInTheDocument();
    expect(first.queryByRole('link', { name: 'Make a payment' })).not.toBeInTheDocument();

    const second = within(cards[1]);
    expect(second.getByText('Booked')).toBeInTheDocument();
    expect(second.getByText('NZ$6,792')).toBeInTheDocument();
    expect(second.getByRole('link', { name: 'Make a payment' })).toHaveAttribute('href', '/bookings/payment/?bookingId=42&tour=south-island-explorer');
    expect(second.getByRole('link', { name: 'Manage Tour' })).toHaveAttribute('href', '/bookings/review/?bookingId=42&tour=south-island-explorer');
    expect(second.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();

    expect(within(cards[2]).getByText('On Request')).toBeInTheDocument();
    expect(within(cards[2]).getByText('2 travellers')).toBeInTheDocument();
  });

  it('deletes only after the confirmation, then reloads the list', async () => {
    let listed = [incomplete, paid];
    const calls = fakeApi({
      'GET users/me': () => ok({ user: user() }),
      'GET bookings/bookings': () => ok({ 'bookings/bookings': listed, 'bookings/travellers': [] }),
      'DELETE bookings/bookings/41': () => {
        listed = [paid];
        return ok({});
      },
    });
    const store = signedInStore();
    renderWithStore(<UserHome />, store);
    const card = (await screen.findAllByRole('article'))[0];
    await userEvent.click(within(card).getByRole('button', { name: 'Delete' }));

    const dialog = screen.getByRole('alertdialog', { name: 'Delete this booking?' });
    expect(dialog).toHaveAccessibleDescription('Are you sure you want to delete this booking? It cannot be undone');
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();

    // Escape backs out: nothing is deleted.
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(calls.some((c: ApiCall) => c.method === 'DELETE')).toBe(false);

    await userEvent.click(within(card).getByRole('button', { name: 'Delete' }));
    await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete booking' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(1));
    expect(screen.queryByText('North Island Adventure')).not.toBeInTheDocument();
    const deleteCall = calls.find((c) => c.method === 'DELETE');
    expect(deleteCall?.session).toEqual({ token: 'tok', email: 'aroha@example.nz' });
    expect(calls.filter((c) => c.path === 'bookings/bookings' && c.method === 'GET').length).toBeGreaterThanOrEqual(2);
  });

  it('shows the server errors when a delete fails', async () => {
    fakeApi({
      'GET users/me': () => ok({ user: user() }),
      'GET bookings/bookings': () => ok({ 'bookings/bookings': [incomplete], 'bookings/travellers': [] }),
      'DELETE bookings/bookings/41': () => fail(409, 'This booking can no longer be deleted.'),
    });
    renderWithStore(<UserHome />, signedInStore());
    await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete booking' }));
    expect(await screen.findByText('This booking can no longer be deleted.')).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(1);
  });

  it('points to the tours when there are no bookings', async () => {
    fakeApi({
      'GET users/me': () => ok({ user: user() }),
      'GET bookings/bookings': () => ok({ 'bookings/bookings': [], 'bookings/travellers': [] }),
    });
    renderWithStore(<UserHome />, signedInStore());
    expect(await screen.findByText('You have no tours booked yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View Tours' })).toHaveAttribute('href', '/tours/');
  });
});
