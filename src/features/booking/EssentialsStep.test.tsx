import React from 'react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setStaticQueryData } from '../../../test/gatsby-mock';
import type { UpgradeOption } from '../../../contract/bookings';
import { EssentialsStep } from './EssentialsStep';
import { REMOVE_UPGRADE_FAILED } from './UpgradeCard';
import { booking, detail, renderWithStore, signedInStore } from './test-utils';
import { fail, fakeApi, ok } from '../../../test/msw/api';

const option = (notice: string): UpgradeOption => ({
  id: 7,
  name: 'Private room upgrade',
  description: 'A room to yourself.',
  price_per_night: 110,
  bed_options: ['Queen', 'Twin'],
  nights_options: [1, 2, 3],
  notice,
});

function setTour(accommodation_notice: string) {
  setStaticQueryData({
    siteSettings: { phone: '+64 3 555 0199', phone_href: 'tel:+6435550199', email: 'hello@keatrails.co.nz' },
    allTour: {
      nodes: [{ contentId: 'south-island-snow-safari', start_location: 'Christchurch', end_location: 'Queenstown', accommodation_notice, days: [] }],
    },
    allActivity: { nodes: [] },
  });
}

const ref = { bookingId: 41, tour: 'south-island-snow-safari' };

describe('essentials: upgrades and their notices (SPEC 2.5, 5, 8)', () => {
  it('shows the no-availability notice and offers no new upgrade', async () => {
    setTour('no-availability');
    fakeApi({ 'POST bookings/bookings/41/generate_upgrade_accommodation_options': () => ok({ accommodations: [option('no-availability')] }) });
    renderWithStore(<EssentialsStep booking={booking()} bookingRef={ref} />, signedInStore(detail()));
    expect(await screen.findByText('Accommodation upgrades are not available on this tour.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Add upgrade/ })).not.toBeInTheDocument();
  });

  it('shows the limited-availability notice and still offers the upgrade with its nights and beds', async () => {
    setTour('limited-availability');
    fakeApi({ 'POST bookings/bookings/41/generate_upgrade_accommodation_options': () => ok({ accommodations: [option('limited-availability')] }) });
    const u = userEvent.setup();
    renderWithStore(<EssentialsStep booking={booking()} bookingRef={ref} />, signedInStore(detail()));
    expect(await screen.findByText('Accommodation upgrades are limited on this tour.')).toBeInTheDocument();
    const card = await screen.findByRole('region', { name: 'Private room upgrade' });
    await u.click(within(card).getByRole('radio', { name: '2 nights' }));
    await u.click(within(card).getByRole('radio', { name: 'Twin' }));
    expect(within(card).getByRole('button', { name: 'Add upgrade: NZ$220' })).toBeEnabled();
  });

  it("says 'Failed to remove accommodation upgrade.' when the removal fails, keeping the upgrade", async () => {
    setTour('none');
    const chosen = { id: 7, record_id: 70, name: 'Private room upgrade', nights: 2, bed_option: 'Queen', price_per_night: 110, price: 220 };
    const calls = fakeApi({
      'POST bookings/bookings/41/generate_upgrade_accommodation_options': () => ok({ accommodations: [option('none')] }),
      'PUT bookings/bookings/41': () => fail(500, 'Internal error'),
    });
    const u = userEvent.setup();
    renderWithStore(<EssentialsStep booking={booking()} bookingRef={ref} />, signedInStore(detail({ upgrade_accommodations: [chosen] })));
    const card = await screen.findByRole('region', { name: 'Private room upgrade' });
    await u.click(within(card).getByRole('button', { name: 'Remove upgrade' }));
    expect(await within(card).findByRole('alert')).toHaveTextContent(REMOVE_UPGRADE_FAILED);
    expect(within(card).getByText(/2 nights, Queen bed/)).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ 'bookings/booking': { upgrade_accommodations: [{ id: 7, _destroy: true }], version: 1 } });
  });
});
