import React from 'react';
import { render, screen, act, within, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { navigate } from 'gatsby';
import { setStaticQueryData } from '../../../test/gatsby-mock';
import { makeStore } from '../../state/store';
import { sessionStarted } from '../../features/account/session-slice';
import { callsTo, mockApi } from '../../../test/msw/api';
import { layoutFixture } from './layout-fixture';
import { Header } from './Header';

function renderHeader(props: React.ComponentProps<typeof Header> = {}) {
  const store = makeStore();
  const view = render(
    <Provider store={store}>
      <Header {...props} />
    </Provider>,
  );
  return { store, ...view };
}

const me = {
  success: true,
  user: {
    id: 7,
    first_name: 'Aroha',
    email: 'aroha@example.nz',
    is_admin: false,
    bookings: { bookings: [{ id: 1 }, { id: 2 }] },
    favorites: { activities: [11, 12, 13] },
  },
};

beforeEach(() => {
  setStaticQueryData(layoutFixture);
  mockApi({});
  (navigate as jest.Mock).mockClear();
});

describe('Header navigation', () => {
  it('shows the brand from the site settings and the five main items', () => {
    renderHeader();
    expect(screen.getByRole('link', { name: /Kea Trails/ })).toHaveAttribute('href', '/');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('button', { name: 'Tours' })).toBeInTheDocument();
    expect(within(nav).getByRole('button', { name: 'Destinations' })).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Reviews' })).toHaveAttribute('href', '/about-us/reviews/');
    expect(within(nav).getByRole('button', { name: 'About' })).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Deals' })).toHaveAttribute('href', '/discounts/');
    expect(screen.getAllByRole('link', { name: 'Contact Us' })[0]).toHaveAttribute('href', '/contact-us/');
  });

  it('opens the Tours sub-menu with its categories, leaving out archived and German tours', async () => {
    const user = userEvent.setup();
    renderHeader();
    const tours = screen.getByRole('button', { name: 'Tours' });
    expect(tours).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'View all tours' })).not.toBeInTheDocument();
    await user.click(tours);
    expect(tours).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'View all tours' })).toHaveAttribute('href', '/tours/');
    expect(screen.getByRole('link', { name: 'New Zealand Adventure Tours' })).toHaveAttribute('href', '/new-zealand-tours/');
    expect(screen.getByRole('link', { name: 'Ultimate New Zealand' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Neuseeland Entdecker' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'North Island Express' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'New Zealand Snow Tours' })).toHaveAttribute('href', '/new-zealand-snow-tours/south-island-snow-safari/');
    const privateTours = screen.getByRole('link', { name: /Private Tours/ });
    expect(privateTours).toHaveAttribute('href', 'https://private.keatrails.co.nz/');
    expect(privateTours).toHaveAttribute('target', '_blank');
  });

  it('toggles each sub-menu, one open at a time', async () => {
    const user = userEvent.setup();
    renderHeader();
    const tours = screen.getByRole('button', { name: 'Tours' });
    const destinations = screen.getByRole('button', { name: 'Destinations' });
    await user.click(tours);
    await user.click(destinations);
    expect(tours).toHaveAttribute('aria-expanded', 'false');
    expect(destinations).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'View all destinations' })).toHaveAttribute('href', '/destinations/');
    await user.click(destinations);
    expect(destinations).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'View all destinations' })).not.toBeInTheDocument();
  });

  it('lists at most 8 destinations per island', async () => {
    const user = userEvent.setup();
    renderHeader();
    await user.click(screen.getByRole('button', { name: 'Destinations' }));
    expect(screen.getByRole('link', { name: 'North 8' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'North 9' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Queenstown' })).toHaveAttribute('href', '/destinations/queenstown/');
  });

  it('has the About sub-menu pages', async () => {
    const user = userEvent.setup();
    renderHeader();
    await user.click(screen.getByRole('button', { name: 'About' }));
    for (const [name, href] of [
      ['Our trips', '/about-us/our-trips/'],
      ['Our story', '/about-us/our-story/'],
      ['Our purpose', '/about-us/our-purpose/'],
      ['Our people', '/about-us/our-people/'],
      ['DMC services', '/about-us/inbound-operator-services/'],
      ['FAQs', '/about-us/faqs/'],
    ]) {
      expect(screen.getByRole('link', { name })).toHaveAttribute('href', href);
    }
  });

  it('works from the keyboard: Enter opens, Escape closes and returns focus, Back closes all', async () => {
    const user = userEvent.setup();
    renderHeader();
    const tours = screen.getByRole('button', { name: 'Tours' });
    tours.focus();
    await user.keyboard('{Enter}');
    expect(tours).toHaveAttribute('aria-expanded', 'true');
    await user.tab();
    expect(screen.getByRole('button', { name: 'Back' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('link', { name: 'View all tours' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(tours).toHaveAttribute('aria-expanded', 'false');
    expect(tours).toHaveFocus();
    await user.keyboard(' ');
    expect(tours).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(tours).toHaveAttribute('aria-expanded', 'false');
  });

  it('toggles the mobile menu with the hamburger, freezing and then restoring the scroll position', async () => {
    const user = userEvent.setup();
    Object.defineProperty(window, 'scrollY', { value: 420, configurable: true });
    const scrollTo = jest.fn();
    window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
    renderHeader();
    const hamburger = screen.getByRole('button', { name: 'Menu' });
    expect(hamburger).toHaveAttribute('aria-expanded', 'false');
    await user.click(hamburger);
    expect(hamburger).toHaveAttribute('aria-expanded', 'true');
    expect(document.body.style.position).toBe('fixed');
    expect(document.body.style.top).toBe('-420px');
    await user.click(hamburger);
    expect(hamburger).toHaveAttribute('aria-expanded', 'false');
    expect(document.body.style.position).toBe('');
    expect(scrollTo).toHaveBeenCalledWith(0, 420);
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
  });
});

describe('Header state', () => {
  it('turns active once the page has scrolled (throttled to 66 ms), and from the start when forced', () => {
    jest.useFakeTimers();
    const { container, unmount } = renderHeader();
    const header = container.querySelector('header')!;
    expect(header).toHaveAttribute('data-active', 'false');
    act(() => {
      Object.defineProperty(window, 'scrollY', { value: 200, configurable: true });
      window.dispatchEvent(new Event('scroll'));
    });
    // The first check ran on mount, so this scroll is handled at the end of the 66 ms window.
    act(() => {
      jest.advanceTimersByTime(66);
    });
    expect(header).toHaveAttribute('data-active', 'true');
    jest.useRealTimers();
    unmount();
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
    const forced = renderHeader({ forceActive: true });
    expect(forced.container.querySelector('header')).toHaveAttribute('data-active', 'true');
  });
});

describe('Account menu', () => {
  it('offers Sign in and Create account to a visitor', async () => {
    const user = userEvent.setup();
    renderHeader();
    expect(screen.getByRole('link', { name: 'Sign in to your account' })).toHaveAttribute('href', '/user/sign-in/');
    await user.click(screen.getByRole('button', { name: 'Account menu' }));
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/user/sign-in/');
    expect(screen.getByRole('link', { name: 'Create account' })).toHaveAttribute('href', '/user/sign-up/');
    expect(screen.queryByRole('button', { name: 'Sign out' })).not.toBeInTheDocument();
  });

  it('shows My tours and My favourites with their counts for a signed-in customer', async () => {
    const calls = mockApi({ 'GET users/me': { body: me } });
    const user = userEvent.setup();
    const { store } = renderHeader();
    act(() => {
      store.dispatch(sessionStarted({ token: 'tok', email: 'aroha@example.nz', is_admin: false }));
    });
    expect(screen.getByRole('link', { name: 'My account' })).toHaveAttribute('href', '/user/');
    await user.click(screen.getByRole('button', { name: 'Account menu' }));
    await waitFor(() => expect(screen.getByRole('link', { name: /My tours/ })).toHaveTextContent('My tours 2'));
    expect(screen.getByRole('link', { name: /My tours/ })).toHaveAttribute('href', '/user/');
    expect(screen.getByRole('link', { name: /My favourites/ })).toHaveTextContent('My favourites 3');
    expect(screen.getByRole('link', { name: /My favourites/ })).toHaveAttribute('href', '/user/favourites/');
    expect(screen.getByRole('link', { name: 'Edit Account' })).toHaveAttribute('href', '/user-edit/');
    const [details] = callsTo(calls, 'users/me');
    expect(details.headers.get('token')).toBe('tok');
    expect(details.headers.get('email')).toBe('aroha@example.nz');
  });

  it('signs out on the server, ends the session and goes home', async () => {
    const calls = mockApi({ 'GET users/me': { body: me }, 'DELETE users/sign_out': { body: { success: true } } });
    const user = userEvent.setup();
    const { store } = renderHeader();
    act(() => {
      store.dispatch(sessionStarted({ token: 'tok', email: 'aroha@example.nz', is_admin: false }));
    });
    await user.click(screen.getByRole('button', { name: 'Account menu' }));
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/'));
    expect(store.getState().session.authenticated).toBe(false);
    const signOut = calls.find((call) => call.path === 'users/sign_out' && call.method === 'DELETE');
    expect(signOut?.headers.get('token')).toBe('tok');
    expect(signOut?.headers.get('email')).toBe('aroha@example.nz');
    expect(screen.getByRole('link', { name: 'Sign in to your account' })).toBeInTheDocument();
  });

  it('ends the local session even when the server call fails', async () => {
    mockApi({ 'GET users/me': { body: me }, 'DELETE users/sign_out': { status: 401, body: { success: false, errors: ['Expired'] } } });
    const user = userEvent.setup();
    const { store } = renderHeader();
    act(() => {
      store.dispatch(sessionStarted({ token: 'tok', email: 'aroha@example.nz', is_admin: false }));
    });
    await user.click(screen.getByRole('button', { name: 'Account menu' }));
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/'));
    expect(store.getState().session.authenticated).toBe(false);
  });
});
