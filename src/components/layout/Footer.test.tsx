import React from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { setStaticQueryData } from '../../../test/gatsby-mock';
import { makeStore } from '../../state/store';
import { reviewsApi } from '../../features/reviews/reviews-api';
import { callsTo, mockApi } from '../../../test/msw/api';
import { apiErrors, reviewSummary } from '../../../test/msw/wire';
import { FakeIntersectionObserver } from '../../../test/fake-intersection-observer';
import { layoutFixture } from './layout-fixture';
import { Footer } from './Footer';

const renderFooter = () =>
  render(
    <Provider store={makeStore()}>
      <Footer />
    </Provider>,
  );

beforeEach(() => setStaticQueryData(layoutFixture));
afterEach(() => jest.restoreAllMocks());

describe('Footer', () => {
  it('shows the aggregate rating from the API', async () => {
    mockApi({ 'GET tour_info/tours/get_all_reviews': reviewSummary(1234, 4.8) });
    renderFooter();
    await waitFor(() => expect(screen.getByRole('link', { name: /out of 5 from/ })).toHaveTextContent('4.8 out of 5 from 1,234 reviews'));
    expect(screen.getByRole('img', { name: 'Rated 4.8 out of 5' })).toBeInTheDocument();
  });

  it('fetches the rating only when the footer nears the screen', async () => {
    FakeIntersectionObserver.install();
    try {
      const calls = mockApi({ 'GET tour_info/tours/get_all_reviews': reviewSummary(1234, 4.8) });
      renderFooter();
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(callsTo(calls, 'tour_info/tours/get_all_reviews')).toHaveLength(0);
      expect(screen.getByRole('link', { name: /out of 5 from/ })).toHaveTextContent('5.0 out of 5 from 0 reviews');
      FakeIntersectionObserver.showAll();
      await waitFor(() => expect(screen.getByRole('link', { name: /out of 5 from/ })).toHaveTextContent('4.8 out of 5 from 1,234 reviews'));
      expect(callsTo(calls, 'tour_info/tours/get_all_reviews')).toHaveLength(1);
    } finally {
      FakeIntersectionObserver.uninstall();
    }
  });

  it('shows the rating at once when the page has already loaded it, before the footer nears the screen', async () => {
    FakeIntersectionObserver.install();
    try {
      mockApi({ 'GET tour_info/tours/get_all_reviews': reviewSummary(77, 4.6) });
      const store = makeStore();
      await store.dispatch(reviewsApi.endpoints.getAllReviewsSummary.initiate());
      render(
        <Provider store={store}>
          <Footer />
        </Provider>,
      );
      expect(screen.getByRole('link', { name: /out of 5 from/ })).toHaveTextContent('4.6 out of 5 from 77 reviews');
    } finally {
      FakeIntersectionObserver.uninstall();
    }
  });

  it('falls back to 0 reviews and 5 stars when the summary fails, and only logs it', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const calls = mockApi({ 'GET tour_info/tours/get_all_reviews': apiErrors(['boom'], 500) });
    renderFooter();
    await waitFor(() => expect(callsTo(calls, 'tour_info/tours/get_all_reviews')).toHaveLength(1));
    await waitFor(() => expect(error).toHaveBeenCalled());
    expect(screen.getByRole('link', { name: /out of 5 from/ })).toHaveTextContent('5.0 out of 5 from 0 reviews');
    expect(screen.getByRole('img', { name: 'Rated 5 out of 5' })).toBeInTheDocument();
  });

  it('has the contact details, the buttons, the columns and the legal line', () => {
    mockApi({});
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderFooter();
    expect(screen.getByRole('link', { name: '+64 3 555 0199' })).toHaveAttribute('href', 'tel:+6435550199');
    expect(screen.getByRole('link', { name: 'hello@keatrails.co.nz' })).toHaveAttribute('href', 'mailto:hello@keatrails.co.nz');
    expect(screen.getByText('Queenstown 9300')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View Tours' })).toHaveAttribute('href', '/tours/');
    expect(screen.getByRole('link', { name: 'View Destinations' })).toHaveAttribute('href', '/destinations/');
    expect(screen.getByRole('link', { name: 'View Activities' })).toHaveAttribute('href', '/activities/');
    expect(screen.getByRole('heading', { name: 'Best tours' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Kea Roam/ })).toHaveAttribute('href', 'https://www.kearoam.co.nz/');
    expect(screen.getByText(`Copyright © ${new Date().getFullYear()} Kea Trails`)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Privacy' })).toHaveAttribute('href', '/privacy/');
    expect(screen.getByRole('link', { name: 'Terms' })).toHaveAttribute('href', '/terms/');
    expect(screen.getByRole('link', { name: 'Kea Trails on Instagram' })).toBeInTheDocument();
  });

  it('opens the subscribe page in a new tab only for a valid email', async () => {
    mockApi({});
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const open = jest.spyOn(window, 'open').mockImplementation(() => null);
    const user = userEvent.setup();
    renderFooter();
    const input = screen.getByLabelText('Email address');
    // Submitted before the page is interactive, the email must not land in an address.
    expect(input.closest('form')).toHaveAttribute('method', 'post');
    await user.type(input, 'not-an-email');
    await user.click(screen.getByRole('button', { name: /Subscribe/ }));
    expect(open).not.toHaveBeenCalled();
    await user.clear(input);
    await user.type(input, 'kiri@example.nz');
    await user.click(screen.getByRole('button', { name: /Subscribe/ }));
    expect(open).toHaveBeenCalledWith(expect.stringContaining('https://keatrails.us21.list-manage.com/subscribe'), '_blank', 'noopener,noreferrer');
  });

  it('scrolls back to the top', async () => {
    mockApi({});
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const scrollTo = jest.fn();
    window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
    const skip = document.createElement('a');
    skip.className = 'skip-link';
    skip.href = '#main';
    skip.textContent = 'Skip to content';
    document.body.prepend(skip);
    renderFooter();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Back to top' }));
    expect(scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: 0 }));
    // Keyboard focus follows: it is no longer left at the bottom of the page.
    expect(document.activeElement).toBe(skip);
    skip.remove();
  });
});
