import React from 'react';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ChangePasswordPanel } from './ChangePasswordPanel';
import { renderWithStore, sessionAnswer } from './test-utils';
import { fail, fakeApi, ok } from '../../../test/msw/api';

const LINK = { token: 'reset-token-0123456789abcdef', email: 'aroha@example.nz' };

async function submit(password: string) {
  if (password) await userEvent.type(screen.getByLabelText(/^New password/), password);
  await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
}

describe('ChangePasswordPanel', () => {
  it('shows the heading and the note of SPEC 2.4', () => {
    fakeApi({});
    renderWithStore(<ChangePasswordPanel {...LINK} headingLevel={1} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Change Your Password' })).toBeInTheDocument();
    expect(screen.getByText('You will be signed in after changing your password.')).toBeInTheDocument();
  });

  it('requires a password of at least 8 characters before sending', async () => {
    const calls = fakeApi({});
    renderWithStore(<ChangePasswordPanel {...LINK} />);
    await submit('');
    // The form's rules run asynchronously: on a busy machine the message comes a tick after the click.
    expect(await screen.findByText('New password is required.')).toBeInTheDocument();
    await submit('1234567');
    expect(await screen.findByText('New password must be at least 8 characters.')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('lists the errors when the change fails, and does not sign in', async () => {
    const calls = fakeApi({ 'PUT users/password': () => fail(400, 'This password reset link is invalid or has expired. Please request a new one.') });
    renderWithStore(<ChangePasswordPanel {...LINK} />);
    await submit('a-new-password');
    expect(await screen.findByText('This password reset link is invalid or has expired. Please request a new one.')).toBeInTheDocument();
    expect(calls.map((c) => c.path)).toEqual(['users/password']);
  });

  it('shows the sign-in errors when signing in with the new password fails', async () => {
    fakeApi({ 'PUT users/password': () => ok({}), 'POST users/sign_in': () => fail(429, 'Too many attempts. Please wait a few minutes and try again.') });
    const onSuccess = jest.fn();
    const { store } = renderWithStore(<ChangePasswordPanel {...LINK} onSuccess={onSuccess} />);
    await submit('a-new-password');
    expect(await screen.findByText('Too many attempts. Please wait a few minutes and try again.')).toBeInTheDocument();
    expect(onSuccess).not.toHaveBeenCalled();
    expect(store.getState().session.authenticated).toBe(false);
  });

  it('changes with token, email and password, signs in with the new password, stores the session and runs the hook', async () => {
    const calls = fakeApi({ 'PUT users/password': () => ok({}), 'POST users/sign_in': () => sessionAnswer() });
    const onSuccess = jest.fn();
    const { store } = renderWithStore(<ChangePasswordPanel {...LINK} onSuccess={onSuccess} />);
    await submit('a-new-password');
    await waitFor(() => expect(onSuccess).toHaveBeenCalledTimes(1));
    expect(calls.map((c) => [c.method, c.path, c.body])).toEqual([
      ['PUT', 'users/password', { token: LINK.token, email: LINK.email, password: 'a-new-password' }],
      ['POST', 'users/sign_in', { email: LINK.email, password: 'a-new-password' }],
    ]);
    expect(store.getState().session.session).toEqual({ token: 'tok-123', email: 'aroha@example.nz', is_admin: false });
  });
});
