import React from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sessionStarted } from './session-slice';
import { makeStore } from '../../state/store';
import { ResetPasswordPanel } from './ResetPasswordPanel';
import { renderWithStore } from './test-utils';
import { fail, fakeApi, ok } from '../../../test/msw/api';

const SENT = 'If an account exists for this email, we have sent a link to reset your password. It is valid for 1 hour.';

describe('ResetPasswordPanel', () => {
  it("says 'Invalid form data' when the form is invalid, and sends nothing", async () => {
    const calls = fakeApi({});
    renderWithStore(<ResetPasswordPanel />);
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid form data');
    expect(screen.getByText('Email is required.')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/^Email/), 'nope');
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid form data');
    expect(calls).toHaveLength(0);
  });

  it('on success clears the user state and the form and shows the confirmation', async () => {
    const calls = fakeApi({ 'POST users/password_reset': () => ok({ message: SENT }) });
    const store = makeStore();
    store.dispatch(sessionStarted({ token: 't', email: 'aroha@example.nz', is_admin: false }));
    renderWithStore(<ResetPasswordPanel />, store);
    const email = screen.getByLabelText(/^Email/);
    await userEvent.type(email, 'aroha@example.nz');
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText(SENT)).toBeInTheDocument();
    expect(calls[0]).toMatchObject({ path: 'users/password_reset', method: 'POST', body: { email: 'aroha@example.nz' } });
    expect(email).toHaveValue('');
    expect(store.getState().session).toMatchObject({ authenticated: false, session: null });
  });

  it("lists the server's errors", async () => {
    fakeApi({ 'POST users/password_reset': () => fail(429, 'Too many attempts. Please wait a few minutes and try again.') });
    renderWithStore(<ResetPasswordPanel />);
    await userEvent.type(screen.getByLabelText(/^Email/), 'aroha@example.nz');
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText('Too many attempts. Please wait a few minutes and try again.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Email/)).toHaveValue('aroha@example.nz');
  });
});
