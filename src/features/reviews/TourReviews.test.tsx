import React from 'react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { makeStore } from '../../state/store';
import { callsTo, mockApi } from '../../../test/msw/api';
import { FakeIntersectionObserver } from '../../../test/fake-intersection-observer';
import { FakeIdleCallback, fakeIdleAndViewport } from '../../../test/fake-idle-callback';
import { TourReviews } from './TourReviews';

const review = (id: number, text: string, over: Record<string, unknown> = {}) => ({
  products: [{ id: `p-${id}`, rating: { rating: 5 }, review: text }],
  product: { title: 'North Island Explorer' },
  customer: { display_name: `Guest ${id}` },
  thread: [],
  ...over,
});
const page = (reviews: unknown[], current: number, pages: number) => ({ success: true, data: { reviews, meta: { pages, current_page: current } } });

const withStore = (ui: React.ReactElement) => render(<Provider store={makeStore()}>{ui}</Provider>);

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

describe('TourReviews', () => {
  describe('loading once the page is interactive', () => {
    fakeIdleAndViewport();

    const renderReviews = (count: number) => {
      const calls = mockApi({
        'GET tour_info/tours/2/get_review': { body: { success: true, data: { count, rating: count ? 5 : 0 } } },
        'GET tour_info/tours/get_review_details': { body: page(count ? [review(1, 'Great.')] : [], 1, count ? 1 : 0) },
        'GET tour_info/tours/get_imported_review_details': { body: page([], 1, 0) },
      });
      withStore(<TourReviews tourApiId={2} tourName="North Island Explorer" brandName="Kea Trails" />);
      return () => calls.filter((call) => call.url.pathname.endsWith('review_details'));
    };

    it('fetches the reviews when the section nears the screen if the browser has not been idle yet', async () => {
      const reviewCalls = renderReviews(1);
      await screen.findByText(/out of 5 from 1 review/);
      expect(reviewCalls()).toHaveLength(0);
      expect(screen.getByText('Loading reviews')).toBeInTheDocument();
      FakeIntersectionObserver.showAll();
      expect(await screen.findByText('Great.')).toBeInTheDocument();
      expect(reviewCalls()).toHaveLength(2);
    });

    it('fetches the reviews at the first idle moment, before the section nears the screen', async () => {
      const reviewCalls = renderReviews(1);
      await screen.findByText(/out of 5 from 1 review/);
      expect(reviewCalls()).toHaveLength(0);
      FakeIdleCallback.idle();
      expect(await screen.findByText('Great.')).toBeInTheDocument();
      expect(reviewCalls()).toHaveLength(2);
    });

    it('invites the first review at once when the summary says there is none, with no spinner to replace', async () => {
      renderReviews(0);
      expect(await screen.findByRole('link', { name: 'Be the first to review this tour! Click here.' })).toBeInTheDocument();
      expect(screen.queryByText('Loading reviews')).not.toBeInTheDocument();
    });
  });

  it('shows three different guests first, even when the feed starts with one guest twice', async () => {
    mockApi({
      'GET tour_info/tours/2/get_review': { body: { success: true, data: { count: 5, rating: 5 } } },
      'GET tour_info/tours/get_review_details': {
        body: page(
          [
            review(1, 'Great.', { customer: { display_name: 'Sarah M.' } }),
            review(2, 'Lovely.', { customer: { display_name: 'Sarah M.' } }),
            review(3, 'Fun.', { customer: { display_name: null } }),
            review(4, 'Wow.', { customer: { display_name: null } }),
            review(5, 'Superb.', { customer: { display_name: 'James K.' } }),
          ],
          1,
          1,
        ),
      },
      'GET tour_info/tours/get_imported_review_details': { body: page([], 1, 0) },
    });
    withStore(<TourReviews tourApiId={2} tourName="North Island Explorer" brandName="Kea Trails" />);
    const cards = await screen.findAllByTestId('review');
    expect(cards.map((card) => within(card).getByText(/Sarah M\.|Trusted Customer|James K\./).textContent)).toEqual(['Sarah M.', 'Trusted Customer', 'James K.']);
    expect(screen.getByText('Great.')).toBeInTheDocument();
    expect(screen.queryByText('Lovely.')).not.toBeInTheDocument();
  });

  it('shows 3 reviews, with Trusted Customer for a missing name and our reply labelled', async () => {
    mockApi({
      'GET tour_info/tours/2/get_review': { body: { success: true, data: { count: 4, rating: 4.5 } } },
      'GET tour_info/tours/get_review_details': {
        body: page([review(1, 'Great.', { customer: { display_name: null } }), review(2, 'Lovely.', { thread: [{ comment: 'Thank you!', from: 'company' }] }), review(3, 'Fun.'), review(4, 'Wow.')], 1, 1),
      },
      'GET tour_info/tours/get_imported_review_details': { body: page([], 1, 0) },
    });
    withStore(<TourReviews tourApiId={2} tourName="North Island Explorer" brandName="Kea Trails" />);
    const cards = await screen.findAllByTestId('review');
    expect(cards).toHaveLength(3);
    expect(within(cards[0]).getByText('Trusted Customer')).toBeInTheDocument();
    expect(within(cards[1]).getByText('Reply from Kea Trails')).toBeInTheDocument();
    expect(within(cards[1]).getByText('Thank you!')).toBeInTheDocument();
    expect(screen.getByText(/out of 5 from 4 reviews/)).toBeInTheDocument();
  });

  it('opens all reviews in a modal with Load More fetching the next page, then the second source', async () => {
    const calls = mockApi({
      'GET tour_info/tours/2/get_review': { body: { success: true, data: { count: 8, rating: 5 } } },
      'GET tour_info/tours/get_review_details': ({ url }) =>
        url.searchParams.get('page') === '2' ? { body: page([review(5, 'Five.'), review(6, 'Six.')], 2, 2) } : { body: page([review(1, 'One.'), review(2, 'Two.'), review(3, 'Three.'), review(4, 'Four.')], 1, 2) },
      'GET tour_info/tours/get_imported_review_details': ({ url }) =>
        url.searchParams.get('page') === '1' ? { body: page([review(7, 'Seven.', { customer: null, imported_custom: { author: 'Ana', title: 'Trip' } })], 1, 1) } : { body: page([], 2, 1) },
    });
    const user = userEvent.setup();
    withStore(<TourReviews tourApiId={2} tourName="North Island Explorer" brandName="Kea Trails" />);
    await user.click(await screen.findByRole('button', { name: 'View all reviews' }));
    const dialog = screen.getByRole('dialog', { name: 'Reviews of North Island Explorer' });
    expect(within(dialog).getAllByTestId('review')).toHaveLength(3);
    await user.click(within(dialog).getByRole('button', { name: 'Load More' }));
    await waitFor(() => expect(within(dialog).getAllByTestId('review')).toHaveLength(6));
    expect(callsTo(calls, 'tour_info/tours/get_review_details').some((call) => call.url.searchParams.get('page') === '2')).toBe(true);
    await user.click(within(dialog).getByRole('button', { name: 'Load More' }));
    await waitFor(() => expect(within(dialog).getByText('Ana')).toBeInTheDocument());
    expect(within(dialog).queryByRole('button', { name: 'Load More' })).not.toBeInTheDocument();
    expect(callsTo(calls, 'tour_info/tours/get_review_details')[0].url.searchParams.get('tour_id')).toBe('2');
  });

  it('folds long reviews at 250 characters with Read more and Read less', async () => {
    const long = 'A wonderful trip through the heart of the island. '.repeat(8).trim();
    mockApi({
      'GET tour_info/tours/2/get_review': { body: { success: true, data: { count: 1, rating: 5 } } },
      'GET tour_info/tours/get_review_details': { body: page([review(1, long)], 1, 1) },
      'GET tour_info/tours/get_imported_review_details': { body: page([], 1, 0) },
    });
    const user = userEvent.setup();
    withStore(<TourReviews tourApiId={2} tourName="North Island Explorer" brandName="Kea Trails" />);
    const card = await screen.findByTestId('review');
    const text = () => within(card).getByText(/A wonderful trip/).textContent ?? '';
    expect(text().length).toBeLessThanOrEqual(251);
    await user.click(within(card).getByRole('button', { name: 'Read more' }));
    expect(text()).toBe(long);
    await user.click(within(card).getByRole('button', { name: 'Read less' }));
    expect(text().length).toBeLessThanOrEqual(251);
  });

  it('invites the first review when there are none, also when the calls fail', async () => {
    mockApi({});
    withStore(<TourReviews tourApiId={13} tourName="Queenstown Snow Week" brandName="Kea Trails" />);
    expect(await screen.findByRole('link', { name: 'Be the first to review this tour! Click here.' })).toHaveAttribute('href', '/contact-us/');
    expect(screen.queryByRole('button', { name: 'View all reviews' })).not.toBeInTheDocument();
  });
});
