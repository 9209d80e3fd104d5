import React from 'react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { makeStore } from '../../state/store';
import { mockApi, type ApiCall } from '../../../test/msw/api';
import { ReviewsFeed } from './ReviewsFeed';
import { RatingSummary } from './RatingSummary';

type Wire = Record<string, unknown>;
const review = (id: string, extra: Wire = {}): Wire => ({
  products: [{ id, rating: { rating: 5 }, review: `Text of review ${id}` }],
  product: { title: 'South Island Adventure' },
  customer: { display_name: `Guest ${id}` },
  thread: [],
  ...extra,
});
const pageBody = (reviews: Wire[], pages: number, current = 1) => ({ body: { success: true, data: { reviews, meta: { pages, current_page: current } } } });

/** Routes keyed by source and page; records every query string asked for. */
function api(first: Record<number, Wire[]>, firstPages: number, second: Record<number, Wire[]>, secondPages: number) {
  const asked: string[] = [];
  const answer = (pages: Record<number, Wire[]>, total: number, name: string) => ({ url }: ApiCall) => {
    const query = url.searchParams;
    asked.push(`${name}?${query.toString()}`);
    const page = Number(query.get('page'));
    return pageBody(pages[page] ?? [], total, page);
  };
  const calls = mockApi({
    'GET tour_info/tours/get_review_details': answer(first, firstPages, 'first'),
    'GET tour_info/tours/get_imported_review_details': answer(second, secondPages, 'second'),
  });
  return { calls, asked };
}

const tours = [
  { api_id: 3, name: 'South Island Adventure' },
  { api_id: 7, name: 'North Island Explorer' },
];
const renderFeed = () => render(<ReviewsFeed tours={tours} companyName="Kea Trails" />);
const shownAuthors = () => within(screen.getByRole('list')).getAllByText(/^— /).map((el) => el.textContent?.replace('— ', ''));

afterEach(() => jest.restoreAllMocks());

describe('reviews page feed', () => {
  it("appends the second source's reviews when the first brings fewer than 3", async () => {
    api({ 1: [review('a1'), review('a2')] }, 1, { 1: [review('b1')] }, 1);
    renderFeed();
    await waitFor(() => expect(shownAuthors()).toEqual(['Guest a1', 'Guest a2', 'Guest b1']));
    expect(screen.queryByRole('button', { name: 'Load More' })).not.toBeInTheDocument();
  });

  it('Load More pages through the first source, then the second, hiding duplicates', async () => {
    const { asked } = api(
      { 1: [review('a1'), review('a2'), review('a3')], 2: [review('a4')] },
      2,
      { 1: [review('a4'), review('b1')], 2: [review('b2')] },
      2,
    );
    renderFeed();
    await waitFor(() => expect(shownAuthors()).toEqual(['Guest a1', 'Guest a2', 'Guest a3']));
    await userEvent.click(screen.getByRole('button', { name: 'Load More' }));
    await waitFor(() => expect(shownAuthors()).toHaveLength(4));
    await userEvent.click(screen.getByRole('button', { name: 'Load More' }));
    await waitFor(() => expect(shownAuthors()).toEqual(['Guest a1', 'Guest a2', 'Guest a3', 'Guest a4', 'Guest b1']));
    await userEvent.click(screen.getByRole('button', { name: 'Load More' }));
    await waitFor(() => expect(shownAuthors()).toHaveLength(6));
    expect(screen.queryByRole('button', { name: 'Load More' })).not.toBeInTheDocument();
    expect(asked).toEqual([
      'first?timeFrame=most-recent&page=1',
      'second?timeFrame=most-recent&page=1',
      'first?timeFrame=most-recent&page=2',
      'second?timeFrame=most-recent&page=1',
      'second?timeFrame=most-recent&page=2',
    ]);
  });

  it('reloads from page 1 with the filters when a filter changes', async () => {
    const { asked } = api({ 1: [review('a1'), review('a2'), review('a3')], 2: [review('a4')] }, 2, {}, 0);
    renderFeed();
    await screen.findByText('Guest a1', { exact: false });
    await userEvent.click(screen.getByRole('button', { name: 'Load More' }));
    await waitFor(() => expect(shownAuthors()).toHaveLength(4));
    asked.length = 0;
    await userEvent.selectOptions(screen.getByLabelText('Rating'), '4');
    await userEvent.selectOptions(screen.getByLabelText('Sort by'), 'least-recent');
    await userEvent.selectOptions(screen.getByLabelText('Tour'), '7');
    await waitFor(() => expect(asked).toContain('first?tour_id=7&rating=4&timeFrame=least-recent&page=1'));
    expect(asked).toContain('second?tour_id=7&rating=4&timeFrame=least-recent&page=1');
    await waitFor(() => expect(shownAuthors()).toHaveLength(3));
  });

  it('shows a message and no error when the review calls fail', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    mockApi({});
    renderFeed();
    expect(await screen.findByRole('heading', { name: 'No reviews match these filters yet' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load More' })).not.toBeInTheDocument();
  });

  it("shows 'Trusted Customer', the reply from the company, and Read more / Read less on long texts", async () => {
    const long = `${'We loved every day of this trip. '.repeat(12)}The end.`;
    api(
      {
        1: [
          review('a1', { customer: { display_name: null }, thread: [{ comment: 'Thank you for travelling with us!', from: 'company' }] }),
          review('a2', { products: [{ id: 'a2', rating: { rating: 4 }, review: long }] }),
          review('a3'),
        ],
      },
      1,
      {},
      0,
    );
    renderFeed();
    const anonymous = (await screen.findByText('— Trusted Customer')).closest('article')!;
    expect(within(anonymous).getByText('Response from Kea Trails')).toBeInTheDocument();
    expect(within(anonymous).getByText('Thank you for travelling with us!')).toBeInTheDocument();
    const longCard = screen.getByText('— Guest a2').closest('article')!;
    expect(within(longCard).getByRole('img', { name: 'Rated 4 out of 5' })).toBeInTheDocument();
    expect(longCard).not.toHaveTextContent('The end.');
    const toggle = within(longCard).getByRole('button', { name: 'Read more' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    expect(longCard).toHaveTextContent('The end.');
    await userEvent.click(within(longCard).getByRole('button', { name: 'Read less' }));
    expect(longCard).not.toHaveTextContent('The end.');
    expect(within(screen.getByText('— Guest a3').closest('article')!).queryByRole('button')).not.toBeInTheDocument();
  });
});

describe('aggregate rating', () => {
  const renderSummary = () =>
    render(
      <Provider store={makeStore()}>
        <RatingSummary />
      </Provider>,
    );

  it('shows the count and average from the API', async () => {
    mockApi({ 'GET tour_info/tours/get_all_reviews': { body: { success: true, data: { count: 1234, rating: 4.8 } } } });
    renderSummary();
    expect(await screen.findByText('4.8 out of 5 from 1,234 reviews')).toBeInTheDocument();
  });

  it('falls back to 0 reviews and 5 stars when the call fails', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const calls = mockApi({});
    renderSummary();
    expect(screen.getByText('Loading our rating…')).toBeInTheDocument();
    expect(await screen.findByText('5.0 out of 5 from 0 reviews')).toBeInTheDocument();
    expect(calls.map((call) => call.path)).toContain('tour_info/tours/get_all_reviews');
    expect(screen.getByRole('img', { name: 'Rated 5 out of 5' })).toBeInTheDocument();
  });
});
