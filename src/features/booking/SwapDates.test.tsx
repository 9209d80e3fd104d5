/**
 * The change of dates as a form: the departures as a kit radio list checked by the swap's body
 * schema. The price-then-confirm flow, versions and stale answers are in lifecycle.test.tsx.
 */
import React from 'react';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useAppSelector } from '../../state/store';
import { SwapDates } from './SwapDates';
import { booking, changePreview, detail, renderWithStore, signedInStore, tourDeparture } from './test-utils';
import { fail, fakeApi, ok } from '../../../test/msw/api';

const departures = [tourDeparture(9, '2027-07-01', '2027-07-12'), tourDeparture(12, '2027-08-05', '2027-08-16'), tourDeparture(14, '2027-09-02', '2027-09-13', 3)];

function Connected() {
  const b = useAppSelector((state) => state.booking.current);
  return b ? <SwapDates booking={b} /> : null;
}

async function openPanel() {
  renderWithStore(<Connected />, signedInStore(detail({ booking: booking({ total: 5295 }) })));
  await userEvent.click(screen.getByRole('button', { name: 'Change dates' }));
  return screen.findByRole('radiogroup', { name: 'Choose a new departure' });
}

describe('change of dates: the departure choice', () => {
  it('names each departure by its dates and seats, the price beside it, and leaves out the booked one', async () => {
    fakeApi({ 'GET tour_info/tours/11/get_intrepid_departures': () => ok({ tours: departures }) });
    const group = await openPanel();
    const radios = within(group).getAllByRole('radio');
    expect(radios).toHaveLength(2);
    const august = within(group).getByRole('radio', { name: 'Thu 5 Aug 2027 – Mon 16 Aug 2027 (8 seats left)' });
    expect(august).not.toBeChecked();
    expect(august.closest('li')).toHaveTextContent('NZ$2,747.50 pp');
    expect(screen.getByRole('button', { name: 'Confirm and move my booking' })).toBeDisabled();
  });

  it('refuses a send with no departure chosen (its button waits for a price, the form checks too): the words under the list, the first departure focused', async () => {
    const calls = fakeApi({ 'GET tour_info/tours/11/get_intrepid_departures': () => ok({ tours: departures }) });
    const group = await openPanel();
    fireEvent.submit(group.closest('form')!);
    await waitFor(() => expect(within(group).getAllByRole('radio')[0]).toHaveFocus());
    expect(group).toHaveAttribute('aria-invalid', 'true');
    expect(group).toHaveAccessibleDescription('Please choose a new departure.');
    expect(calls.filter((c) => c.path.includes('/swap'))).toHaveLength(0);

    // A choice clears the words and asks for its price.
    await userEvent.click(within(group).getByRole('radio', { name: /^Thu 5 Aug 2027/ }));
    expect(group).not.toHaveAttribute('aria-invalid');
    await waitFor(() => expect(calls.filter((c) => c.path === 'bookings/bookings/41/swap?preview=true')).toHaveLength(1));
  });

  it("shows the server's refusal of a move until another departure is picked, then prices that one", async () => {
    const calls = fakeApi({
      'GET tour_info/tours/11/get_intrepid_departures': () => ok({ tours: departures }),
      'POST bookings/bookings/41/swap?preview=true': () => ok({ ...changePreview() }),
      'POST bookings/bookings/41/swap': () => fail(422, 'That departure has just filled up.'),
    });
    const group = await openPanel();
    await userEvent.click(within(group).getByRole('radio', { name: /^Thu 5 Aug 2027/ }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Confirm and move my booking' })).toBeEnabled());
    await userEvent.click(screen.getByRole('button', { name: 'Confirm and move my booking' }));
    expect(await screen.findByText('That departure has just filled up.')).toBeInTheDocument();
    expect(calls.find((c) => c.path === 'bookings/bookings/41/swap')?.body).toEqual({ departure_id: 'departure-12', version: 1 });

    await userEvent.click(within(group).getByRole('radio', { name: /^Thu 2 Sep 2027/ }));
    expect(screen.queryByText('That departure has just filled up.')).not.toBeInTheDocument();
    await waitFor(() =>
      expect(calls.filter((c) => c.path === 'bookings/bookings/41/swap?preview=true').map((c) => (c.body as { departure_id: string }).departure_id)).toEqual([
        'departure-12',
        'departure-14',
      ]),
    );
  });
});
