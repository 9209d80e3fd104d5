/**
 * Changes to a paid booking show their price before they are made (DECISIONS "After 'Book'"):
 * the change is priced with `?preview=true`, the customer sees the total now, the new total,
 * the difference and what would be left to pay, and only a confirmation sends the change.
 */
import React from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BookingDetail, ChangePreview } from '../../../contract/bookings';
import { BookingShell } from './BookingShell';
import { ChangeConfirmDialog, CHANGE_CONFIRM_TEXTS } from './ChangeConfirmDialog';
import { TravellerDetailsStep } from './TravellerDetailsStep';
import { booking, detail, renderWithStore, traveller } from './test-utils';
import { fakeApi, ok, type ApiCall } from '../../../test/msw/api';

const search = '?bookingId=41&tour=south-island-snow-safari';
beforeEach(() => window.sessionStorage.setItem('kea-trails-vaccination-notice-seen', '1'));

const paid = detail({ booking: booking({ total: 8590, total_paid: 198, balance_remaining: 8392 }) });
const withThree = detail({
  booking: booking({ version: 2, travellers_count: 3, traveller_ids: [1, 2, 3], total: 12885, total_paid: 198, balance_remaining: 12687 }),
  travellers: [...paid.travellers, traveller({ id: 3, first_name: 'Mere', last_name: 'Ngata' })],
});
const preview = (overrides: Partial<ChangePreview> = {}): ChangePreview => ({
  success: true,
  preview: true,
  current_total: 8590,
  new_total: 12885,
  difference: 4295,
  total_paid: 198,
  new_balance: 12687,
  new_credit: 0,
  booking: withThree.booking,
  ...overrides,
});

function renderTravellers(start: BookingDetail, answer: ChangePreview) {
  let current = start;
  const calls = fakeApi({
    'GET bookings/bookings': () => ok({ 'bookings/bookings': [current.booking], 'bookings/travellers': [] }),
    'GET bookings/bookings/41': () => ok({ ...current }),
    'PUT bookings/bookings/41?preview=true': () => ok({ ...answer }),
    'PUT bookings/bookings/41': () => {
      current = withThree;
      return ok({ ...withThree });
    },
  });
  renderWithStore(
    <>
      <BookingShell page="traveller-details" search={search} pathname="/bookings/traveller-details/" render={(p) => <TravellerDetailsStep {...p} />} />
      <ChangeConfirmDialog />
    </>,
  );
  return calls;
}

const puts = (calls: ApiCall[]) => calls.filter((c) => c.method === 'PUT').map((c) => c.path);

describe('a change to a paid booking', () => {
  it('shows the total now, the new total, the difference and the balance, and sends the change only when confirmed', async () => {
    const calls = renderTravellers(paid, preview());
    const u = userEvent.setup();
    await screen.findByRole('button', { name: 'Add a traveller' });

    await u.click(screen.getByRole('button', { name: 'Add a traveller' }));
    const dialog = await screen.findByRole('dialog', { name: CHANGE_CONFIRM_TEXTS.title });
    expect(dialog).toHaveTextContent('Total now: NZ$8,590.00');
    expect(dialog).toHaveTextContent('New total NZ$12,885.00 (NZ$4,295.00 more than now)');
    expect(dialog).toHaveTextContent('Left to pay after the change: NZ$12,687.00.');
    // Priced, not made: only the preview has gone out, with the version shown.
    expect(puts(calls)).toEqual(['bookings/bookings/41?preview=true']);
    expect(calls[calls.length - 1].body).toEqual({ 'bookings/booking': { travellers: [{}], version: 1 } });

    await u.click(within(dialog).getByRole('button', { name: CHANGE_CONFIRM_TEXTS.confirm }));
    await waitFor(() => expect(puts(calls)).toEqual(['bookings/bookings/41?preview=true', 'bookings/bookings/41']));
    // The change goes with the version it was priced at.
    expect(calls.filter((c) => c.method === 'PUT')[1].body).toEqual({ 'bookings/booking': { travellers: [{}], version: 1 } });
    expect(await screen.findByText('3 travellers')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('keeps the booking as it is when the customer declines: nothing sent, no error, focus back on the button', async () => {
    const calls = renderTravellers(paid, preview());
    const u = userEvent.setup();
    await screen.findByRole('button', { name: 'Add a traveller' });
    const add = screen.getByRole('button', { name: 'Add a traveller' });

    await u.click(add);
    const dialog = await screen.findByRole('dialog', { name: CHANGE_CONFIRM_TEXTS.title });
    await u.click(within(dialog).getByRole('button', { name: CHANGE_CONFIRM_TEXTS.keep }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(puts(calls)).toEqual(['bookings/bookings/41?preview=true']);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByText('2 travellers')).toBeInTheDocument();
    await waitFor(() => expect(add).toHaveFocus());

    // Escape declines as well.
    await u.click(add);
    await screen.findByRole('dialog', { name: CHANGE_CONFIRM_TEXTS.title });
    await u.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(puts(calls)).toEqual(['bookings/bookings/41?preview=true', 'bookings/bookings/41?preview=true']);
  });

  it('asks nothing when the change leaves the total as it is', async () => {
    const calls = renderTravellers(paid, preview({ new_total: 8590, difference: 0, new_balance: 8392 }));
    const u = userEvent.setup();
    await screen.findByRole('button', { name: 'Add a traveller' });
    await u.click(screen.getByRole('button', { name: 'Add a traveller' }));
    await waitFor(() => expect(puts(calls)).toEqual(['bookings/bookings/41?preview=true', 'bookings/bookings/41']));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('is not priced first while nothing has been paid', async () => {
    const calls = renderTravellers(detail(), preview());
    const u = userEvent.setup();
    await screen.findByRole('button', { name: 'Add a traveller' });
    await u.click(screen.getByRole('button', { name: 'Add a traveller' }));
    await waitFor(() => expect(puts(calls)).toEqual(['bookings/bookings/41']));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
