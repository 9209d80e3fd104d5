import React, { act } from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BookingAddon } from '../../../contract/bookings';
import { DayActivityPicker, REMOVE_ADDON_FAILED } from './DayActivityPicker';
import type { ContentDay } from './content';
import { booking, detail, renderWithStore, signedInStore } from './test-utils';
import { fail, fakeApi, ok, type ApiCall } from '../../../test/msw/api';

// Departs 1 July 2027: day 3 is priced on 4 July, inside the lift pass's seasonal window.
const days: ContentDay[] = [
  {
    api_id: 11003,
    ordinal_number: 3,
    title: 'Mt Hutt',
    activities: [
      {
        api_id: 84,
        name: 'Mt Hutt lift pass',
        options: [
          { api_id: 8401, name: '1-day adult pass', price: 159, hidden: false, archived: false, seasonal_pricings: [{ price: 175, available_from: '2027-07-03', available_to: '2027-07-18' }] },
        ],
      },
      {
        api_id: 86,
        name: 'Ski lessons',
        options: [
          { api_id: 8601, name: 'Group lesson', price: 129, hidden: false, archived: false, seasonal_pricings: [] },
          { api_id: 8699, name: 'Secret lesson', price: 1, hidden: true, archived: false, seasonal_pricings: [] },
          { api_id: 8698, name: 'Old lesson', price: 1, hidden: false, archived: true, seasonal_pricings: [] },
        ],
      },
    ],
  },
  { api_id: 11001, ordinal_number: 1, title: 'Arrival', activities: [] },
];

const held: BookingAddon = {
  id: 900,
  db_addon_id: 900,
  traveller_id: 1,
  option_id: 8401,
  activity_id: 84,
  name: 'Mt Hutt lift pass: 1-day adult pass',
  price: 175,
  day_id: 11003,
  day_ordinal_number: 3,
};

function setup(addons: BookingAddon[] = [held]) {
  const store = signedInStore(detail({ booking: booking(), addons }));
  return renderWithStore(<DayActivityPicker booking={booking()} days={days} />, store);
}

const optionGroup = (name: RegExp) => screen.getByRole('group', { name });
const addonBodies = (calls: ApiCall[]) => calls.filter((c) => c.method === 'POST').map((c) => c.body);

describe('day-activity picker (SPEC 2.5, 4.3, 5)', () => {
  it('lists each day with its options, leaving days without options and hidden or archived options out', () => {
    fakeApi({});
    setup();
    expect(screen.getByRole('heading', { name: /Day 3\s*Mt Hutt/ })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /Arrival/ })).not.toBeInTheDocument();
    expect(screen.getByRole('group', { name: /Group lesson/ })).toBeInTheDocument();
    expect(screen.queryByText('Secret lesson')).not.toBeInTheDocument();
    expect(screen.queryByText('Old lesson')).not.toBeInTheDocument();
  });

  it('shows the seasonal price when departure date plus the day number falls in the window', () => {
    fakeApi({});
    setup();
    const pass = optionGroup(/1-day adult pass/);
    expect(pass).toHaveTextContent('NZ$175');
    expect(pass).toHaveTextContent('seasonal price');
    expect(optionGroup(/Group lesson/)).toHaveTextContent('NZ$129');
  });

  it('lets each traveller hold one option per day: the others are disabled for that traveller only', () => {
    fakeApi({});
    setup();
    expect(within(optionGroup(/1-day adult pass/)).getByRole('checkbox', { name: 'Aroha Ngata' })).toBeChecked();
    const lesson = optionGroup(/Group lesson/);
    expect(within(lesson).getByRole('checkbox', { name: /Aroha Ngata/ })).toBeDisabled();
    expect(within(lesson).getByRole('checkbox', { name: /Aroha Ngata/ })).toHaveAccessibleName('Aroha Ngata (already has an activity on day 3)');
    expect(within(lesson).getByRole('checkbox', { name: 'Tama Ngata' })).toBeEnabled();
  });

  it('adds an option for a traveller with the add-on call and reloads the booking', async () => {
    const withLesson = { ...held, id: 901, db_addon_id: 901, traveller_id: 2, option_id: 8601, activity_id: 86, name: 'Ski lessons: Group lesson', price: 129 };
    const calls = fakeApi({
      'POST bookings/bookings/41/addons': () => ok({ ...detail({ addons: [held, withLesson] }) }),
      'GET bookings/bookings/41': () => ok({ ...detail({ addons: [held, withLesson] }) }),
    });
    const u = userEvent.setup();
    setup();
    await u.click(within(optionGroup(/Group lesson/)).getByRole('checkbox', { name: 'Tama Ngata' }));
    await waitFor(() => expect(addonBodies(calls)).toHaveLength(1));
    expect(addonBodies(calls)[0]).toEqual({ addons: [{ optionID: 8601, dayID: 11003, optionPrice: 129, travellerID: 2 }], version: 1 });
    await waitFor(() => expect(within(optionGroup(/Group lesson/)).getByRole('checkbox', { name: 'Tama Ngata' })).toBeChecked());
    // Now Tama holds the lesson, so the pass is off limits for Tama that day.
    expect(within(optionGroup(/1-day adult pass/)).getByRole('checkbox', { name: /Tama Ngata/ })).toBeDisabled();
  });

  it("says 'Failed to remove add-on activity' and keeps the choice when a removal fails", async () => {
    const calls = fakeApi({ 'POST bookings/bookings/41/addons': () => fail(500, 'Internal error') });
    const u = userEvent.setup();
    setup();
    const box = within(optionGroup(/1-day adult pass/)).getByRole('checkbox', { name: 'Aroha Ngata' });
    await u.click(box);
    expect(await screen.findByRole('alert')).toHaveTextContent(REMOVE_ADDON_FAILED);
    expect(addonBodies(calls)[0]).toEqual({
      addons: [{ optionID: 8401, dayID: 11003, optionPrice: 175, travellerID: 1, addOnID: 900, destroy: true }],
      version: 1,
    });
    expect(within(optionGroup(/1-day adult pass/)).getByRole('checkbox', { name: 'Aroha Ngata' })).toBeChecked();
  });

  describe('days as disclosures (issue 23)', () => {
    const twoDays: ContentDay[] = [
      { ...days[0], api_id: 11002, ordinal_number: 2, title: 'Christchurch' },
      days[0],
    ];
    const original = window.matchMedia;
    afterEach(() => {
      window.matchMedia = original;
    });

    it('on a phone only the first day starts open; a closed day says what is chosen on it and opens with its button', async () => {
      window.matchMedia = ((query: string) => ({ matches: query === '(max-width: 767px)', addEventListener() {}, removeEventListener() {} })) as unknown as typeof window.matchMedia;
      fakeApi({});
      renderWithStore(<DayActivityPicker booking={booking()} days={twoDays} />, signedInStore(detail({ booking: booking(), addons: [held] })));
      const first = screen.getByRole('button', { name: /Day 2/ });
      const later = screen.getByRole('button', { name: /Day 3/ });
      expect(first).toHaveAttribute('aria-expanded', 'true');
      expect(later).toHaveAttribute('aria-expanded', 'false');
      expect(later).toHaveAccessibleDescription('Mt Hutt lift pass, 1-day adult pass: Aroha Ngata');
      expect(first).toHaveAccessibleDescription('Nothing chosen yet');
      const region = screen.getByRole('region', { name: /Day 3/ });
      expect(within(region).queryByRole('checkbox')).not.toBeInTheDocument();
      await userEvent.setup().click(later);
      expect(later).toHaveAttribute('aria-expanded', 'true');
      expect(within(region).getAllByRole('checkbox', { name: 'Aroha Ngata' }).length).toBeGreaterThan(0);
    });

    it('drawn on the server, hydrates on a phone without a mismatch and then shows only the first day open', async () => {
      fakeApi({});
      const store = signedInStore(detail({ booking: booking(), addons: [held] }));
      const picker = (
        <Provider store={store}>
          <DayActivityPicker booking={booking()} days={twoDays} />
        </Provider>
      );
      const container = document.body.appendChild(document.createElement('div'));
      // The server knows no width: every day open, the later ones marked for a phone's CSS to close.
      container.innerHTML = renderToString(picker);
      expect(container.querySelectorAll('[data-phone-closed]')).toHaveLength(1);
      window.matchMedia = ((query: string) => ({ matches: query === '(max-width: 767px)', addEventListener() {}, removeEventListener() {} })) as unknown as typeof window.matchMedia;
      const recoverable = jest.fn();
      let root: ReturnType<typeof hydrateRoot> | undefined;
      await act(async () => {
        root = hydrateRoot(container, picker, { onRecoverableError: recoverable });
      });
      expect(recoverable).not.toHaveBeenCalled();
      expect(within(container).getByRole('button', { name: /Day 2/ })).toHaveAttribute('aria-expanded', 'true');
      expect(within(container).getByRole('button', { name: /Day 3/ })).toHaveAttribute('aria-expanded', 'false');
      expect(container.querySelector('[data-phone-closed]')).toBeNull();
      act(() => root?.unmount());
      container.remove();
    });

    it('on a wide screen every day starts open, and one button closes them all', async () => {
      fakeApi({});
      renderWithStore(<DayActivityPicker booking={booking()} days={twoDays} />, signedInStore(detail({ booking: booking(), addons: [held] })));
      expect(screen.getByRole('button', { name: /Day 2/ })).toHaveAttribute('aria-expanded', 'true');
      expect(screen.getByRole('button', { name: /Day 3/ })).toHaveAttribute('aria-expanded', 'true');
      await userEvent.setup().click(screen.getByRole('button', { name: 'Collapse all days' }));
      expect(screen.getByRole('button', { name: /Day 3/ })).toHaveAttribute('aria-expanded', 'false');
      expect(screen.getByRole('button', { name: 'Show all days' })).toBeInTheDocument();
    });
  });
});
