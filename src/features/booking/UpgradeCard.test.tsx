/** The accommodation upgrade card (SPEC 2.5): nights and bed as kit radio groups, what it sends, what it refuses. */
import React from 'react';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UpgradeAccommodation, UpgradeOption } from '../../../contract/bookings';
import { UpgradeCard } from './UpgradeCard';
import { detail, renderWithStore, signedInStore, upgradeOption as option } from './test-utils';
import { fakeApi, ok } from '../../../test/msw/api';

const added: UpgradeAccommodation = { id: 7, record_id: 70, name: 'Private room upgrade', nights: 2, bed_option: 'Queen', price_per_night: 110, price: 220 };

function renderCard(props: { option?: UpgradeOption; chosen?: UpgradeAccommodation | null; unavailable?: boolean } = {}) {
  const view = renderWithStore(<UpgradeCard bookingId={41} option={props.option ?? option()} chosen={props.chosen ?? null} unavailable={props.unavailable ?? false} />, signedInStore(detail()));
  const card = screen.getByRole('region', { name: 'Private room upgrade' });
  return { ...view, card, form: card.querySelector('form')! };
}

describe('accommodation upgrade card', () => {
  it('names each nights choice with its unit, and adds the upgrade once the nights and a bed are chosen', async () => {
    const calls = fakeApi({ 'PUT bookings/bookings/41': () => ok({ ...detail({ upgrade_accommodations: [added] }) }), 'GET bookings/bookings/41': () => ok({ ...detail() }) });
    const u = userEvent.setup();
    const { card } = renderCard();
    const nights = within(card).getByRole('radiogroup', { name: 'Nights' });
    expect(within(nights).getAllByRole('radio').map((r) => r.closest('label')?.textContent)).toEqual(['1 night', '2 nights', '3 nights']);
    expect(within(nights).getByText('1').querySelector('.visually-hidden')).toHaveTextContent('night');
    expect(within(card).getByRole('button', { name: 'Add upgrade' })).toBeDisabled();

    await u.click(within(card).getByRole('radio', { name: '2 nights' }));
    expect(within(card).getByRole('button', { name: 'Add upgrade: NZ$220' })).toBeDisabled();
    await u.click(within(card).getByRole('radio', { name: 'Twin' }));
    await u.click(within(card).getByRole('button', { name: 'Add upgrade: NZ$220' }));

    await waitFor(() => expect(calls.find((c) => c.method === 'PUT')).toBeDefined());
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      'bookings/booking': { upgrade_accommodations: [{ id: 7, nights: 2, bed_option: 'Twin' }], version: 1 },
    });
  });

  it('refuses a send with nothing chosen (its button waits for a choice, the form checks too): the words beside the nights, which have the focus', async () => {
    const calls = fakeApi({});
    const u = userEvent.setup();
    const { card, form } = renderCard();
    fireEvent.submit(form);
    const nights = within(card).getByRole('radiogroup', { name: 'Nights' });
    await waitFor(() => expect(within(card).getByRole('radio', { name: '1 night' })).toHaveFocus());
    expect(nights).toHaveAttribute('aria-invalid', 'true');
    expect(nights).toHaveAccessibleDescription('Please choose the nights and a bed option.');

    // The nights chosen, the bed is what is missing: the same words move to the bed, which takes the focus on the next try.
    await u.click(within(card).getByRole('radio', { name: '3 nights' }));
    expect(nights).not.toHaveAttribute('aria-invalid');
    fireEvent.submit(form);
    const bed = within(card).getByRole('radiogroup', { name: 'Bed' });
    await waitFor(() => expect(within(card).getByRole('radio', { name: 'Queen' })).toHaveFocus());
    expect(bed).toHaveAccessibleDescription('Please choose the nights and a bed option.');
    expect(calls).toHaveLength(0);
  });

  it('asks only for the nights on an upgrade without beds, and sends no bed', async () => {
    const calls = fakeApi({ 'PUT bookings/bookings/41': () => ok({ ...detail() }), 'GET bookings/bookings/41': () => ok({ ...detail() }) });
    const u = userEvent.setup();
    const { card, form } = renderCard({ option: option({ bed_options: [] }) });
    expect(within(card).queryByRole('radiogroup', { name: 'Bed' })).not.toBeInTheDocument();
    fireEvent.submit(form);
    await waitFor(() => expect(within(card).getByRole('radiogroup', { name: 'Nights' })).toHaveAccessibleDescription('Please choose the nights.'));
    await u.click(within(card).getByRole('radio', { name: '1 night' }));
    await u.click(within(card).getByRole('button', { name: 'Add upgrade: NZ$110' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'PUT')).toBeDefined());
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ 'bookings/booking': { upgrade_accommodations: [{ id: 7, nights: 1, bed_option: '' }], version: 1 } });
  });

  it('starts from the upgrade added, and offers Update only once something changed', async () => {
    const u = userEvent.setup();
    const { card } = renderCard({ chosen: added });
    expect(within(card).getByRole('radio', { name: '2 nights' })).toBeChecked();
    expect(within(card).getByRole('radio', { name: 'Queen' })).toBeChecked();
    expect(within(card).getByRole('button', { name: 'Update upgrade' })).toBeDisabled();
    await u.click(within(card).getByRole('radio', { name: 'Twin' }));
    expect(within(card).getByRole('button', { name: 'Update upgrade' })).toBeEnabled();
  });

  it('keeps an added upgrade in view but out of reach when upgrades are not available', () => {
    const { card } = renderCard({ chosen: added, unavailable: true });
    expect(within(card).getByRole('radio', { name: '2 nights' })).toBeDisabled();
    expect(within(card).getByRole('radio', { name: 'Queen' })).toBeDisabled();
    expect(within(card).queryByRole('button', { name: /^(Add|Update) upgrade/ })).not.toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Remove upgrade' })).toBeEnabled();
  });
});
