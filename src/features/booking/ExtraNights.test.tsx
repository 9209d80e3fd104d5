/** Extra nights before and after the tour: the options as a kit radio list, the one chosen sent as the update's accommodation. */
import React from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Accommodation } from '../../../contract/bookings';
import { ExtraNights } from './ExtraNights';
import { booking, detail, renderWithStore, signedInStore } from './test-utils';
import { fail, fakeApi, ok } from '../../../test/msw/api';

const night = (id: number, nights: number, price: number): Accommodation => ({
  id,
  is_before: true,
  nights,
  price,
  customID: `pre-${nights}`,
  selected: false,
  options: { price_per_traveller_per_night: 90, travellers: 2, location: 'Christchurch', check_in_date: `2027-06-${String(31 - nights).padStart(2, '0')}`, check_out_date: '2027-07-01' },
});

const OPTIONS = [night(301, 1, 180), night(302, 2, 360)];

function renderNights() {
  renderWithStore(<ExtraNights booking={booking()} startTown="Christchurch" endTown="Queenstown" />, signedInStore(detail()));
  return screen.getByRole('region', { name: 'Before the tour in Christchurch' });
}

async function openOptions(panel: HTMLElement) {
  await userEvent.click(within(panel).getByRole('button', { name: 'Add nights before the tour' }));
  return within(panel).findByRole('radiogroup', { name: 'How many nights before the tour?' });
}

describe('extra nights', () => {
  it('lists the options with their dates in the choice and the price beside it, the first chosen, and adds the one picked', async () => {
    const calls = fakeApi({
      'POST bookings/bookings/41/generate_pre_accommodation_options': () => ok({ accommodations: OPTIONS }),
      'PUT bookings/bookings/41': () => ok({ ...detail() }),
      'GET bookings/bookings/41': () => ok({ ...detail() }),
    });
    const panel = renderNights();
    const group = await openOptions(panel);
    const one = within(group).getByRole('radio', { name: '1 night (check in Wed 30 Jun 2027, check out Thu 1 Jul 2027)' });
    expect(one).toBeChecked();
    expect(one.closest('li')).toHaveTextContent('NZ$180');
    const two = within(group).getByRole('radio', { name: /^2 nights/ });
    await userEvent.click(two);
    await userEvent.click(within(panel).getByRole('button', { name: 'Add nights before the tour' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'PUT')).toBeDefined());
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ 'bookings/booking': { accommodations: [{ id: 302 }], version: 1 } });
    await waitFor(() => expect(within(panel).queryByRole('radiogroup')).not.toBeInTheDocument());
  });

  it('says when there are no nights to add', async () => {
    fakeApi({ 'POST bookings/bookings/41/generate_pre_accommodation_options': () => ok({ accommodations: [{ ...OPTIONS[0], selected: true }] }) });
    const panel = renderNights();
    await userEvent.click(within(panel).getByRole('button', { name: 'Add nights before the tour' }));
    expect(await within(panel).findByText('There are no extra nights available before this departure.')).toBeInTheDocument();
  });

  it("keeps the choice and lists the server's message when the nights cannot be added", async () => {
    fakeApi({
      'POST bookings/bookings/41/generate_pre_accommodation_options': () => ok({ accommodations: OPTIONS }),
      'PUT bookings/bookings/41': () => fail(422, 'Those nights are no longer available.'),
    });
    const panel = renderNights();
    const group = await openOptions(panel);
    await userEvent.click(within(panel).getByRole('button', { name: 'Add nights before the tour' }));
    expect(await within(panel).findByRole('alert')).toHaveTextContent('Those nights are no longer available.');
    expect(within(group).getByRole('radio', { name: /^1 night/ })).toBeChecked();
  });
});
