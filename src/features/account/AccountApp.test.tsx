import React from 'react';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { navigate } from 'gatsby';
// The same module as 'gatsby' in Jest (moduleNameMapper); imported directly for its test-only helper.
import { setStaticQueryData } from '../../../test/gatsby-mock';
import { sessionEnded, sessionRestored } from './session-slice';
import { makeStore } from '../../state/store';
import { AccountApp } from './AccountApp';
import { AuthApp } from './AuthApp';
import { renderWithStore, sessionAnswer, user } from './test-utils';
import { fakeApi, ok } from '../../../test/msw/api';

// The shared header and footer have their own tests; here only the account pages matter.
jest.mock('../../components/layout/Layout', () => ({ Layout: ({ children }: { children: React.ReactNode }) => <main>{children}</main> }));

const navigateMock = navigate as unknown as jest.Mock;

beforeEach(() => {
  navigateMock.mockClear();
  setStaticQueryData({ allActivity: { nodes: [] } });
});

describe('AccountApp', () => {
  it.each([
    ['/user/', '/user/sign-in/?return=%2Fuser%2F'],
    ['/user/favourites/', '/user/sign-in/?return=%2Fuser%2Ffavourites%2F'],
  ])('sends a visitor on %s to sign in, once the stored session has been read', (pathname, target) => {
    fakeApi({});
    const store = makeStore();
    renderWithStore(<AccountApp location={{ pathname, search: '' }} />, store);
    // Before the stored session is read, nobody is sent anywhere (a reload must keep a customer here).
    expect(navigateMock).not.toHaveBeenCalled();
    act(() => {
      store.dispatch(sessionRestored(null));
    });
    expect(navigateMock).toHaveBeenCalledWith(target, { replace: true });
  });

  it('shows the page it will be (heading, tabs, a loading line) until the stored session is read', () => {
    fakeApi({});
    renderWithStore(<AccountApp location={{ pathname: '/user/favourites/', search: '' }} />, makeStore());
    expect(screen.getByRole('heading', { level: 1, name: 'My favourites' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'My favourites' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('heading', { level: 2, name: 'Favourite activities' })).toBeInTheDocument();
    expect(screen.getByText('Loading your favourites…')).toHaveAttribute('aria-busy', 'true');
  });

  it('keeps a signed-in customer on the user home after a reload', async () => {
    fakeApi({
      'GET users/me': () => ok({ user: user() }),
      'GET bookings/bookings': () => ok({ 'bookings/bookings': [], 'bookings/travellers': [] }),
    });
    const store = makeStore();
    renderWithStore(<AccountApp location={{ pathname: '/user/', search: '' }} />, store);
    act(() => {
      store.dispatch(sessionRestored({ token: 't', email: 'aroha@example.nz', is_admin: false }));
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'My tours' })).toBeInTheDocument();
    expect(navigateMock).not.toHaveBeenCalled();
  });

  // The catch-all shell renders every /user/* page; the page pre-rendered at /user/sign-in/ renders AuthApp alone.
  it.each([
    ['the account router', AccountApp],
    ['the sign-in page on its own', AuthApp],
  ])('signs in and goes to the return address (%s)', async (_, App) => {
    fakeApi({ 'POST users/sign_in': () => sessionAnswer() });
    const store = makeStore();
    store.dispatch(sessionRestored(null));
    renderWithStore(<App location={{ pathname: '/user/sign-in/', search: '?return=%2Ftours%2F' }} />, store);
    await userEvent.type(screen.getByLabelText(/^Email/), 'aroha@example.nz');
    await userEvent.type(screen.getByLabelText(/^Password/), 'correct-horse');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(navigateMock).toHaveBeenCalledWith('/tours/'));
  });

  it('ignores a return address on another site and goes to the user home', async () => {
    fakeApi({ 'POST users/sign_up': () => sessionAnswer() });
    const store = makeStore();
    store.dispatch(sessionRestored(null));
    renderWithStore(<AccountApp location={{ pathname: '/user/sign-up/', search: '?return=https%3A%2F%2Fevil.example%2F' }} />, store);
    await userEvent.type(screen.getByLabelText(/^First name/), 'Aroha');
    await userEvent.type(screen.getByLabelText(/^Email/), 'aroha@example.nz');
    await userEvent.type(screen.getByLabelText(/^Password/), 'long-enough');
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(navigateMock).toHaveBeenCalledWith('/user/'));
  });

  it('shows the change-password form when the address has a token and email, else the reset request', () => {
    fakeApi({});
    const { unmount } = renderWithStore(<AccountApp location={{ pathname: '/user/reset-password/', search: '?token=abcdefghijklmnopqrstuv&email=a%40b.nz' }} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Change Your Password' })).toBeInTheDocument();
    expect(screen.getByText('a@b.nz')).toBeInTheDocument();
    unmount();
    renderWithStore(<AccountApp location={{ pathname: '/user/reset-password/', search: '' }} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeInTheDocument();
  });

  it('answers an unknown account path with a way back', () => {
    fakeApi({});
    renderWithStore(<AccountApp location={{ pathname: '/user/nothing/', search: '' }} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent("We couldn't find that page");
  });
});

describe('signing out on a guarded page', () => {
  it('leaves the navigation to the sign-out (home), without a second redirect', async () => {
    fakeApi({
      'GET users/me': () => ok({ user: user() }),
      'GET bookings/bookings': () => ok({ 'bookings/bookings': [], 'bookings/travellers': [] }),
    });
    const store = makeStore();
    store.dispatch(sessionRestored({ token: 't', email: 'aroha@example.nz', is_admin: false }));
    renderWithStore(<AccountApp location={{ pathname: '/user/', search: '' }} />, store);
    expect(await screen.findByRole('heading', { level: 1, name: 'My tours' })).toBeInTheDocument();
    act(() => {
      store.dispatch(sessionEnded());
    });
    expect(screen.getByText('You are signed out.')).toBeInTheDocument();
    expect(navigateMock).not.toHaveBeenCalled();
  });
});
