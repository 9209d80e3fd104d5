/** The details step's agreement: a kit checkbox, its own words when it is not ticked, the PUT it sends. */
import React from 'react';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { navigate } from 'gatsby';
import { AGREE_REQUIRED, DetailsStep } from './DetailsStep';
import { bookingPagePath } from './booking-steps';
import { booking, detail, renderWithStore, signedInStore } from './test-utils';
import { fail, fakeApi, ok } from '../../../test/msw/api';

const ref = { bookingId: 41, tour: 'south-island-snow-safari' };
const LABEL = 'I have read and agree to the booking conditions on behalf of everyone in this booking.';

beforeEach(() => (navigate as jest.Mock).mockClear());

function renderStep(overrides: Parameters<typeof booking>[0] = {}) {
  const b = booking({ agree_with_the_conditions: false, ...overrides });
  return renderWithStore(<DetailsStep booking={b} bookingRef={ref} />, signedInStore(detail({ booking: b })));
}

describe('details step: agreeing to the booking conditions', () => {
  it('says the box must be ticked beside it, with the focus on it, and sends nothing', async () => {
    const calls = fakeApi({});
    const u = userEvent.setup();
    renderStep();
    const box = screen.getByRole('checkbox', { name: LABEL });
    expect(box).toBeRequired();
    await u.click(screen.getByRole('button', { name: 'Agree and continue' }));

    await waitFor(() => expect(box).toHaveFocus());
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription(AGREE_REQUIRED);
    expect(AGREE_REQUIRED).toBe('Please tick the box to agree to the booking conditions.');
    expect(calls).toHaveLength(0);
    expect(navigate).not.toHaveBeenCalled();

    // Ticked, the message goes at once.
    await u.click(box);
    expect(box).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText(AGREE_REQUIRED)).not.toBeInTheDocument();
  });

  it('saves the agreement with the booking version and goes on to the traveller details', async () => {
    const calls = fakeApi({
      'PUT bookings/bookings/41': () => ok({ ...detail() }),
      'GET bookings/bookings/41': () => ok({ ...detail() }),
    });
    const u = userEvent.setup();
    renderStep();
    await u.click(screen.getByRole('checkbox', { name: LABEL }));
    await u.click(screen.getByRole('button', { name: 'Agree and continue' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith(bookingPagePath('traveller-details', ref)));
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ 'bookings/booking': { agree_with_the_conditions: true, version: 1 } });
  });

  it("lists the server's message above the box when the agreement cannot be saved", async () => {
    fakeApi({ 'PUT bookings/bookings/41': () => fail(500, 'The bookings service is down.') });
    const u = userEvent.setup();
    renderStep();
    await u.click(screen.getByRole('checkbox', { name: LABEL }));
    await u.click(screen.getByRole('button', { name: 'Agree and continue' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The bookings service is down.');
    expect(navigate).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Agree and continue' })).toBeEnabled();
  });

  it('cannot be sent on a locked booking', () => {
    renderStep({ locked: true });
    expect(screen.getByRole('button', { name: 'Agree and continue' })).toBeDisabled();
  });

  it('offers the next step instead of the form once agreed', () => {
    renderStep({ agree_with_the_conditions: true });
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(screen.getByText('You have agreed to the booking conditions.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue to traveller details' })).toHaveAttribute('href', bookingPagePath('traveller-details', ref));
  });
});
