import React from 'react';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SignUpPanel } from './SignUpPanel';
import { renderWithStore, sessionAnswer } from './test-utils';
import { fail, fakeApi } from '../../../test/msw/api';

async function fill(values: { first?: string; email?: string; password?: string }) {
  if (values.first) await userEvent.type(screen.getByLabelText(/^First name/), values.first);
  if (values.email) await userEvent.type(screen.getByLabelText(/^Email/), values.email);
  if (values.password) await userEvent.type(screen.getByLabelText(/^Password/), values.password);
}

describe('SignUpPanel', () => {
  it('posts its form, so a submit made before the page is interactive keeps the password out of the URL', () => {
    fakeApi({});
    renderWithStore(<SignUpPanel />);
    expect(screen.getByRole('form', { name: 'Create account' })).toHaveAttribute('method', 'post');
  });

  it('requires FirstName, Email and Password', async () => {
    const calls = fakeApi({});
    renderWithStore(<SignUpPanel />);
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(screen.getByText('First name is required.')).toBeInTheDocument();
    expect(screen.getByText('Email is required.')).toBeInTheDocument();
    expect(screen.getByText('Password is required.')).toBeInTheDocument();
    // Focus goes to the first field in trouble.
    expect(screen.getByLabelText(/^First name/)).toHaveFocus();
    expect(calls).toHaveLength(0);
  });

  it('refuses an email that is not an email and a password under 8 characters', async () => {
    const calls = fakeApi({});
    renderWithStore(<SignUpPanel />);
    await fill({ first: 'Aroha', email: 'not-an-email', password: 'short7!' });
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(screen.getByText('Please enter a valid email address, like name@example.com.')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 8 characters.')).toBeInTheDocument();
    expect(calls).toHaveLength(0);

    // The messages follow the typing once a submit was tried.
    await userEvent.type(screen.getByLabelText(/^Password/), 'x');
    expect(screen.queryByText('Password must be at least 8 characters.')).not.toBeInTheDocument();
  });

  it("lists the server's errors above the form", async () => {
    fakeApi({ 'POST users/sign_up': () => fail(409, 'An account with this email already exists. Please sign in or reset your password.') });
    renderWithStore(<SignUpPanel />);
    await fill({ first: 'Aroha', email: 'aroha@example.nz', password: 'long-enough' });
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('An account with this email already exists. Please sign in or reset your password.')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('An account with this email already exists');
  });

  it('creates the account with the form fields, stores the session and says so', async () => {
    const calls = fakeApi({ 'POST users/sign_up': () => sessionAnswer() });
    const onSuccess = jest.fn();
    const { store } = renderWithStore(<SignUpPanel onSuccess={onSuccess} />);
    await fill({ first: 'Aroha', email: 'aroha@example.nz', password: 'long-enough' });
    await userEvent.click(screen.getByRole('checkbox'));
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(onSuccess).toHaveBeenCalled());
    expect(calls[0]).toMatchObject({
      path: 'users/sign_up',
      method: 'POST',
      body: { FirstName: 'Aroha', Email: 'aroha@example.nz', Password: 'long-enough', OptInNewsLetter: true },
    });
    expect(store.getState().session.session?.token).toBe('tok-123');
    expect(store.getState().ui.flashes.map((f) => f.text)).toEqual(['Your registration is successful']);
  });
});
