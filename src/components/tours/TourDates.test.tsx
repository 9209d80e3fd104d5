import React from 'react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { makeStore } from '../../state/store';
import { callsTo, mockApi } from '../../../test/msw/api';
import { apiErrors } from '../../../test/msw/wire';
import { FakeIntersectionObserver } from '../../../test/fake-intersection-observer';
import { FakeIdleCallback, fakeIdleAndViewport } from '../../../test/fake-idle-callback';
import { TourDates } from './TourDates';

const departure = (n: number, date: string, seats = 10, over: Record<string, unknown> = {}) => ({
  id: `departure-${n}`,
  date,
  end_date: date,
  reverse: false,
  available_seats: seats,
  tour_type: 'Adventure',
  tour_id: 2,
  tour_slug: 'north-island-explorer',
  category_slug: 'new-zealand-tours',
  based_price: 3495,
  tour_price: 3495,
  discount_rate: 0,
  last_deal: false,
  tour_data: { name: 'North Island Explorer', number_of_days: 9, start_location: 'Auckland', end_location: 'Wellington', main_image_url: null, map_image_url: null },
  ...over,
});

const withStore = (ui: React.ReactElement) => render(<Provider store={makeStore()}>{ui}</Provider>);

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

describe('TourDates', () => {
  it('books departures 30 days or more away and puts nearer ones on request, hiding full ones', async () => {
    mockApi({
      'GET tour_info/tours/2/get_intrepid_departures': {
        body: {
          success: true,
          tours: [
            departure(3, '2027-03-01', 12),
            departure(1, '2027-01-10', 3, { reverse: true }),
            departure(2, '2027-02-01', 0),
            departure(4, '2027-04-01', 8, { tour_price: 3145.5, discount_rate: 10 }),
          ],
        },
      },
    });
    withStore(<TourDates tourApiId={2} tourName="North Island Explorer" today="2027-01-01" />);
    const rows = await screen.findAllByTestId('departure-row');
    expect(rows).toHaveLength(3);
    expect(within(rows[0]).getByRole('link', { name: /On Request/ })).toHaveAttribute('href', '/bookings/?departureId=1');
    expect(rows[0]).toHaveTextContent('Only 3 seats left');
    expect(rows[0]).toHaveTextContent('Wellington to Auckland');
    expect(within(rows[1]).getByRole('link', { name: /^Book/ })).toHaveAttribute('href', '/bookings/?departureId=3');
    expect(rows[2]).toHaveTextContent('NZ$3,145.50');
    expect(rows[2]).toHaveTextContent('-10%');
  });

  describe('loading once the page is interactive', () => {
    fakeIdleAndViewport();

    const renderDates = () => {
      const calls = mockApi({ 'GET tour_info/tours/2/get_intrepid_departures': { body: { success: true, tours: [departure(1, '2027-03-01', 12)] } } });
      withStore(<TourDates tourApiId={2} tourName="North Island Explorer" today="2027-01-01" />);
      return () => callsTo(calls, 'tour_info/tours/2/get_intrepid_departures');
    };

    it('fetches the dates when the list nears the screen if the browser has not been idle yet, showing that they are loading until then', async () => {
      const dateCalls = renderDates();
      expect(screen.getByText('Loading dates and prices')).toBeInTheDocument();
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(dateCalls()).toHaveLength(0);
      expect(screen.queryByText('There are no dates in that time frame')).not.toBeInTheDocument();
      FakeIntersectionObserver.showAll();
      expect(await screen.findAllByTestId('departure-row')).toHaveLength(1);
      expect(dateCalls()).toHaveLength(1);
    });

    it('fetches the dates at the first idle moment, before the list nears the screen', async () => {
      const dateCalls = renderDates();
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(dateCalls()).toHaveLength(0);
      FakeIdleCallback.idle();
      expect(await screen.findAllByTestId('departure-row')).toHaveLength(1);
    });
  });

  it('shows 10 rows, and Load More adds 10', async () => {
    const many = Array.from({ length: 23 }, (_, i) => departure(i + 1, `2027-${String((i % 12) + 1).padStart(2, '0')}-${String(10 + Math.floor(i / 12)).padStart(2, '0')}`));
    mockApi({ 'GET tour_info/tours/2/get_intrepid_departures': { body: { success: true, tours: many } } });
    withStore(<TourDates tourApiId={2} tourName="North Island Explorer" today="2026-11-01" />);
    expect(await screen.findAllByTestId('departure-row')).toHaveLength(10);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Load More' }));
    expect(screen.getAllByTestId('departure-row')).toHaveLength(20);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Load More' }));
    expect(screen.getAllByTestId('departure-row')).toHaveLength(23);
    expect(screen.queryByRole('button', { name: 'Load More' })).not.toBeInTheDocument();
  });

  it('says there are no dates when none are bookable', async () => {
    mockApi({ 'GET tour_info/tours/2/get_intrepid_departures': { body: { success: true, tours: [departure(1, '2027-01-10', 0)] } } });
    withStore(<TourDates tourApiId={2} tourName="North Island Explorer" today="2027-01-01" />);
    expect(await screen.findByRole('heading', { name: 'There are no dates in that time frame' })).toBeInTheDocument();
  });

  it('explains when the dates cannot be loaded', async () => {
    mockApi({ 'GET tour_info/tours/2/get_intrepid_departures': apiErrors(['x'], 500) });
    withStore(<TourDates tourApiId={2} tourName="North Island Explorer" today="2027-01-01" />);
    await waitFor(() => expect(screen.getByText(/couldn't load the dates/)).toBeInTheDocument());
    expect(screen.getByRole('link', { name: 'contact our team' })).toHaveAttribute('href', '/contact-us/');
  });
});
