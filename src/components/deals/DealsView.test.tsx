import React from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setStaticQueryData } from '../../../test/gatsby-mock';
import { DealsView } from './DealsView';
import { DeparturesView } from './DeparturesView';
import { renderWithStore } from '../../features/account/test-utils';
import { fail, fakeApi, ok } from '../../../test/msw/api';
import type { DepartureItem } from '../../../contract/departures';
import { daysBetween, todayInNz } from '../../../contract/dates';

const DEALS = 'GET tour_info/departures?last_deal=true&minimal_data=true';
const VALID = 'GET tour_info/departures?valid_departure=true';
const RATE = 'GET exchange_rate';

/** 'YYYY-MM-DD' `days` from today in New Zealand. */
function inDays(days: number): string {
  const [y, m, d] = todayInNz().split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

let nextId = 100;
function departure(days: number, overrides: Partial<DepartureItem> = {}, tour: Partial<DepartureItem['tour_data']> = {}): DepartureItem {
  const date = inDays(days);
  return {
    id: `departure-${nextId++}`,
    date,
    end_date: inDays(days + 13),
    reverse: false,
    available_seats: 6,
    tour_type: 'Adventure',
    tour_id: 3,
    tour_slug: 'south-island-adventure',
    category_slug: 'new-zealand-tours',
    based_price: 5295,
    tour_price: 4766,
    discount_rate: 10,
    last_deal: true,
    ...overrides,
    tour_data: {
      name: 'South Island Adventure',
      number_of_days: 14,
      start_location: 'Christchurch',
      end_location: 'Christchurch',
      main_image_url: null,
      map_image_url: '/images/map-south-island-adventure.jpg',
      ...tour,
    },
  };
}

const list = (items: DepartureItem[]) => () => ok({ 'tour_info/departures': items });
const rate = () => ok({ data: { base: 'NZD', currency: 'EUR', rate: 0.5, date: '2026-11-20', source: 'stored' } });

beforeEach(() => setStaticQueryData({ allTour: { nodes: [] } }));

const section = (name: string) => screen.getByRole('region', { name });

describe('DealsView', () => {
  it("shows 'Loading ...' and then splits the deals into Last Minute (60 days) and Early Bird rows", async () => {
    fakeApi({
      [DEALS]: list([departure(45, {}, { name: 'North Island Explorer' }), departure(61, {}, { name: 'Ultimate New Zealand' }), departure(20, { available_seats: 0 })]),
      [RATE]: rate,
    });
    renderWithStore(<DealsView />);
    expect(screen.getAllByText('Loading ...').length).toBeGreaterThan(0);

    const lastMinute = await waitFor(() => within(section('Last Minute Deals')).getByRole('table', { name: 'Last Minute deals' }));
    expect(within(lastMinute).getAllByRole('row')).toHaveLength(2); // header + one departure (the sold-out one is hidden)
    expect(within(lastMinute).getByText('North Island Explorer')).toBeInTheDocument();
    const earlyBird = within(section('Early Bird Deals')).getByRole('table');
    expect(within(earlyBird).getByText('Ultimate New Zealand')).toBeInTheDocument();
  });

  it('shows the seats left, the struck based price, the price, the saving with its percent and the approximate EUR', async () => {
    fakeApi({ [DEALS]: list([departure(90, { available_seats: 3, based_price: 5295, tour_price: 4501, discount_rate: 15 })]), [RATE]: rate });
    renderWithStore(<DealsView />);
    const row = await screen.findByRole('row', { name: /South Island Adventure/ });
    expect(within(row).getByText('3 seats left')).toBeInTheDocument();
    expect(row.querySelector('del')).toHaveTextContent('Was NZ$5,295');
    expect(within(row).getByText('Save NZ$794 (15% off)')).toBeInTheDocument();
    await waitFor(() => expect(within(row).getByText('≈ €2,251')).toBeInTheDocument());
    expect(within(row).getByRole('link', { name: /^View tour/ })).toHaveAttribute('href', '/new-zealand-tours/south-island-adventure/');
  });

  it('runs a reversed trip from its end location, and offers it under that location in From', async () => {
    fakeApi({
      [DEALS]: list([departure(100, { reverse: true }, { name: 'North Island Express', start_location: 'Auckland', end_location: 'Wellington' })]),
      [RATE]: rate,
    });
    renderWithStore(<DealsView />);
    expect(await screen.findByText('Wellington to Auckland')).toBeInTheDocument();
    const from = screen.getByRole('combobox', { name: 'From' });
    expect(within(from).getAllByRole('option').map((o) => o.textContent)).toEqual(['All locations', 'Wellington']);
  });

  it('books 30 days out and more under All departures, and shows On Request under 30 days or for the 15 and 30 day filters', async () => {
    const later = departure(40, { id: 'departure-501' });
    const soon = departure(25, { id: 'departure-502' });
    fakeApi({ [DEALS]: list([soon, later]), [RATE]: rate });
    renderWithStore(<DealsView />);
    expect(daysBetween(todayInNz(), later.date)).toBe(40);
    const book = await screen.findByRole('link', { name: /^Book/ });
    expect(book).toHaveAttribute('href', '/bookings/?departureId=501');
    expect(screen.getByRole('link', { name: /^On Request/ })).toHaveAttribute('href', '/on-request/?departureId=502');

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Departing in' }), 'Next 45 days');
    expect(screen.getAllByRole('link', { name: /^Book/ })).toHaveLength(1);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Departing in' }), 'Next 30 days');
    expect(screen.queryByRole('link', { name: /^Book/ })).not.toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: /^On Request/ })).toHaveLength(1);
  });

  it("says 'No matching tours.' when the filters match nothing, and the empty text when there are no deals", async () => {
    fakeApi({ [DEALS]: list([departure(40, { tour_type: 'Plus' })]), [RATE]: rate });
    const { unmount } = renderWithStore(<DealsView />);
    await screen.findByRole('row', { name: /South Island Adventure/ });
    expect(within(section('Early Bird Deals')).getByText('There are no deals available right now, check back soon.')).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Tour type' }), 'Snow');
    expect(within(section('Last Minute Deals')).getByText('No matching tours.')).toBeInTheDocument();
    unmount();

    fakeApi({ [DEALS]: list([]), [RATE]: rate });
    renderWithStore(<DealsView />);
    await waitFor(() => expect(screen.getAllByText('There are no deals available right now, check back soon.')).toHaveLength(2));
  });

  it('says the departures list is empty in its own words, not as a list of deals', async () => {
    fakeApi({ [VALID]: list([]), [RATE]: rate });
    renderWithStore(<DeparturesView />);
    expect(await screen.findByText('There are no departures open for booking right now. New dates are added regularly, so check back soon.')).toBeInTheDocument();
    expect(screen.queryByText(/no deals available/)).not.toBeInTheDocument();
  });

  it('opens the tour map in a modal from View map', async () => {
    fakeApi({ [DEALS]: list([departure(80)]), [RATE]: rate });
    renderWithStore(<DealsView />);
    await userEvent.click(await screen.findByRole('button', { name: /^View map/ }));
    const dialog = screen.getByRole('dialog', { name: 'South Island Adventure: route map' });
    expect(within(dialog).getByRole('img', { name: /Map of the South Island Adventure route/ })).toHaveAttribute('src', '/images/map-south-island-adventure.jpg');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('offers a retry when the deals cannot be loaded', async () => {
    let calls = 0;
    fakeApi({ [DEALS]: () => (++calls === 1 ? fail(500, 'down') : ok({ 'tour_info/departures': [departure(80)] })), [RATE]: rate });
    renderWithStore(<DealsView />);
    const retry = await screen.findAllByRole('button', { name: 'Try again' });
    await userEvent.click(retry[0]);
    expect(await screen.findByRole('row', { name: /South Island Adventure/ })).toBeInTheDocument();
  });
});

describe('DeparturesView', () => {
  it('shows 10 rows, adds 10 per Load More, and has a Book link on every row, even under 30 days', async () => {
    const items = Array.from({ length: 23 }, (_, i) => departure(5 + i * 3, { discount_rate: 0, based_price: 4000, tour_price: 4000 }));
    fakeApi({ [VALID]: list(items), [RATE]: rate });
    renderWithStore(<DeparturesView />);
    const table = await screen.findByRole('table', { name: 'Departures' });
    expect(within(table).getAllByRole('row')).toHaveLength(11);
    expect(screen.getByText('Showing 10 of 23')).toBeInTheDocument();
    expect(within(table).getAllByRole('link', { name: /^Book/ })).toHaveLength(10);
    expect(within(table).queryByRole('link', { name: /^On Request/ })).not.toBeInTheDocument();
    expect(table.querySelector('del')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: /^Load More/ }));
    expect(within(table).getAllByRole('row')).toHaveLength(21);
    await userEvent.click(screen.getByRole('button', { name: /^Load More/ }));
    expect(within(table).getAllByRole('row')).toHaveLength(24);
    expect(screen.queryByRole('button', { name: /^Load More/ })).not.toBeInTheDocument();
    expect(screen.getByText('Showing 23 of 23')).toBeInTheDocument();
  });

  it('starts again at 10 rows when a filter changes', async () => {
    const items = Array.from({ length: 25 }, (_, i) => departure(40 + i, {}, { start_location: i % 5 === 0 ? 'Auckland' : 'Christchurch', end_location: 'Christchurch' }));
    fakeApi({ [VALID]: list(items), [RATE]: rate });
    renderWithStore(<DeparturesView />);
    await screen.findByRole('table', { name: 'Departures' });
    await userEvent.click(screen.getByRole('button', { name: /^Load More/ }));
    expect(screen.getByText('Showing 20 of 25')).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'From' }), 'Christchurch');
    expect(screen.getByText('Showing 10 of 20')).toBeInTheDocument();
  });

  it('shows cards instead of table rows up to 1023 px (a tablet in portrait cannot fit the table)', async () => {
    const original = window.matchMedia;
    window.matchMedia = ((query: string) => ({ matches: query === '(max-width: 1023px)', addEventListener() {}, removeEventListener() {} })) as unknown as typeof window.matchMedia;
    try {
      fakeApi({ [VALID]: list([departure(50), departure(60)]), [RATE]: rate });
      renderWithStore(<DeparturesView />);
      const cards = await screen.findByRole('list', { name: 'Departures' });
      expect(within(cards).getAllByRole('listitem')).toHaveLength(2);
      expect(screen.queryByRole('table')).not.toBeInTheDocument();
      expect(within(cards).getAllByRole('link', { name: /^Book/ })).toHaveLength(2);
    } finally {
      window.matchMedia = original;
    }
  });
});
