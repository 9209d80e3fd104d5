import React from 'react';
import { render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { makeStore } from '../../state/store';
import { mockApi } from '../../../test/msw/api';
import { reviewSummary } from '../../../test/msw/wire';
import { TourRating } from './TourRating';

const withStore = (ui: React.ReactElement) => render(<Provider store={makeStore()}>{ui}</Provider>);
const filled = (container: HTMLElement) => [...container.querySelectorAll('svg[data-fill]')].map((svg) => svg.getAttribute('data-fill'));

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

describe('TourRating', () => {
  it('shows no stars at all for a tour nobody has reviewed yet, only the words', async () => {
    mockApi({ 'GET tour_info/tours/7/get_review': reviewSummary(0, 5) });
    const { container } = withStore(<TourRating tourApiId={7} />);
    expect(await screen.findByText('No reviews yet')).toBeInTheDocument();
    expect(container.querySelectorAll('svg')).toHaveLength(0);
    expect(screen.queryByRole('img', { name: /Rated/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'No reviews yet' })).toBeInTheDocument();
  });

  it('keeps an empty, unannounced placeholder while the summary loads', () => {
    mockApi({ 'GET tour_info/tours/7/get_review': reviewSummary(3, 4) });
    const { container } = withStore(<TourRating tourApiId={7} />);
    expect(screen.getByText('Reviews')).toBeInTheDocument();
    expect(filled(container)).toEqual(['0.00', '0.00', '0.00', '0.00', '0.00']);
    expect(screen.queryByRole('img', { name: /Rated/ })).not.toBeInTheDocument();
  });

  it('fills the stars with the reviews’ average and says how many', async () => {
    mockApi({ 'GET tour_info/tours/7/get_review': reviewSummary(12, 4.5) });
    const { container } = withStore(<TourRating tourApiId={7} />);
    expect(await screen.findByText('4.5 · 12 reviews')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Rated 4.5 out of 5' })).toBeInTheDocument();
    expect(filled(container)).toEqual(['1.00', '1.00', '1.00', '1.00', '0.50']);
  });
});
