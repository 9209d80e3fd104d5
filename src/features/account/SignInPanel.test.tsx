import React from 'react';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SignInPanel } from './SignInPanel';
import { renderWithStore, sessionAnswer } from './test-utils';
import { fail, fakeApi } from '../../../test/msw/api';

describe('SignInPanel', () => {
  it('posts its form, so a submit made before the page is interactive keeps the password out of the URL', () => {
    fakeApi({});
    renderWithStore(<SignInPanel />);
    expect(screen.getByRole('form', { name: 'Sign in' })).toHaveAttribute('method', 'post');
  });

  it('asks for Email and Password before sending anything', async () => {
    const calls = fakeApi({});
    renderWithStore(<SignInPanel />);
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByText('Email is required.')).toBeInTheDocument();
    expect(screen.getByText('Password is required.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Email/)).toHaveAttribute('aria-invalid', 'true');
    expect(calls).toHaveLength(0);
  });

  it("shows the server's messages above the form, one per line", async () => {
    fakeApi({ 'POST users/sign_in': () => fail(401, 'Invalid email or password.', 'Please try again.') });
    renderWithStore(<SignInPanel />);
    await userEvent.type(screen.getByLabelText(/^Email/), 'aroha@example.nz');
    await userEvent.type(screen.getByLabelText(/^Password/), 'wrong-password');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    const alert = await screen.findByRole('alert');
    const lines = await waitFor(() => {
      const items = Array.from(alert.querySelectorAll('li')).map((li) => li.textContent);
      expect(items).toHaveLength(2);
      return items;
    });
    expect(lines).toEqual(['Invalid email or password.', 'Please try again.']);
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();
  });

  it('shows a saving state while signing in, then stores the session, flashes and calls onSuccess', async () => {
    let answer: (value: ReturnType<typeof sessionAnswer>) => void = () => undefined;
    const calls = fakeApi({ 'POST users/sign_in': () => new Promise((resolve) => (answer = resolve)) });
    const onSuccess = jest.fn();
    const { store } = renderWithStore(<SignInPanel onSuccess={onSuccess} />);
    await userEvent.type(screen.getByLabelText(/^Email/), ' aroha@example.nz ');
    await userEvent.type(screen.getByLabelText(/^Password/), 'correct-horse');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));

    const busy = await screen.findByRole('button', { name: 'Signing in…' });
    expect(busy).toBeDisabled();
    expect(calls[0].body).toEqual({ email: 'aroha@example.nz', password: 'correct-horse' });

    answer(sessionAnswer());
    await waitFor(() => expect(onSuccess).toHaveBeenCalledTimes(1));
    expect(store.getState().session).toMatchObject({ authenticated: true, session: { token: 'tok-123', email: 'aroha@example.nz' } });
    expect(store.getState().ui.flashes.map((f) => f.text)).toEqual(['Your login is successful']);
  });

  it('switches to sign-up in place when asked to (the favourites modal)', async () => {
    fakeApi({});
    const onSwitch = jest.fn();
    renderWithStore(<SignInPanel onSwitchToSignUp={onSwitch} />);
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(onSwitch).toHaveBeenCalled();
  });

  it('links to sign-up keeping the return address', () => {
    fakeApi({});
    renderWithStore(<SignInPanel returnTo="/tours/" />);
    expect(screen.getByRole('link', { name: 'Create account' })).toHaveAttribute('href', '/user/sign-up/?return=%2Ftours%2F');
    expect(screen.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute('href', '/user/reset-password/');
  });
});
