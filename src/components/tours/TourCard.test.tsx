import React from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { makeStore } from '../../state/store';
import { mockApi } from '../../../test/msw/api';
import { apiErrors, exchangeRate } from '../../../test/msw/wire';
import { TourCard } from './TourCard';
import { TourCardAlt } from './TourCardAlt';
import { tourFixture } from './tour-fixture';

const withStore = (ui: React.ReactElement) => render(<Provider store={makeStore()}>{ui}</Provider>);
const RATE = { 'GET exchange_rate': exchangeRate(0.55) };

afterEach(() => jest.restoreAllMocks());

describe('TourCard', () => {
  it('shows the name, days, From price in NZD, the map and at most 5 slides', async () => {
    mockApi(RATE);
    withStore(<TourCard tour={tourFixture()} />);
    expect(screen.getByRole('heading', { name: 'North Island Explorer' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'North Island Explorer' })).toHaveAttribute('href', '/new-zealand-tours/north-island-explorer/');
    expect(screen.getByText('9 days')).toBeInTheDocument();
    expect(screen.getByText('From')).toBeInTheDocument();
    expect(screen.getByText('NZ$3,495')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Route map of North Island Explorer' })).toBeInTheDocument();
    expect(screen.getAllByRole('img', { name: /North Island Explorer, photo \d of 5/ })).toHaveLength(5);
    expect(screen.queryByRole('img', { name: 'German-speaking tour' })).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByText(/≈ €1,922/)).toBeInTheDocument());
  });

  it('puts only the first picture in the page until the visitor reaches for the gallery', async () => {
    mockApi(RATE);
    const { container } = withStore(<TourCard tour={tourFixture()} />);
    const pictures = () => container.querySelectorAll('img[alt*="photo"]').length;
    expect(pictures()).toBe(1);
    await userEvent.setup().hover(screen.getByRole('region', { name: 'Photos of North Island Explorer' }));
    expect(pictures()).toBe(5);
  });

  it('shows a loading indicator until the rate is known', () => {
    mockApi(RATE);
    withStore(<TourCard tour={tourFixture()} />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading the price in euros');
  });

  it("logs 'Error fetching rate:' and keeps the indicator when the rate fails", async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    mockApi({ 'GET exchange_rate': apiErrors(['down'], 503) });
    withStore(<TourCard tour={tourFixture()} />);
    await waitFor(() => expect(error).toHaveBeenCalledWith('Error fetching rate:', expect.anything()));
    expect(screen.getByRole('status')).toHaveTextContent('Loading the price in euros');
    expect(screen.queryByText(/≈ €/)).not.toBeInTheDocument();
  });

  it('flags German-speaking tours', () => {
    mockApi(RATE);
    withStore(<TourCard tour={tourFixture({ is_german_tour: true, name: 'Neuseeland Entdecker' })} />);
    expect(screen.getByRole('img', { name: 'German-speaking tour' })).toBeInTheDocument();
  });
});

describe('TourCardAlt', () => {
  it('shows the gallery, the family with its colour, the map and the next departure', () => {
    mockApi(RATE);
    withStore(<TourCardAlt tour={tourFixture()} nextDeparture="2027-03-05" />);
    const badge = screen.getByText('Adventure');
    expect(badge).toHaveStyle({ backgroundColor: '#1f6f5c' });
    expect(screen.getByRole('region', { name: 'Photos of North Island Explorer' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Route map of North Island Explorer' })).toBeInTheDocument();
    expect(screen.getByText('Fri 5 Mar 2027')).toBeInTheDocument();
  });

  it('loads its first picture at once when it is in the first screen, and when near it otherwise', () => {
    mockApi(RATE);
    const { unmount } = withStore(<TourCardAlt tour={tourFixture()} eager />);
    expect(screen.getByRole('img', { name: 'North Island Explorer, photo 1 of 5' })).toHaveAttribute('loading', 'eager');
    unmount();
    withStore(<TourCardAlt tour={tourFixture()} />);
    expect(screen.getByRole('img', { name: 'North Island Explorer, photo 1 of 5' })).toHaveAttribute('loading', 'lazy');
  });
});
