import React from 'react';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sessionStarted } from './session-slice';
import { makeStore } from '../../state/store';
import { EditAccount } from './EditAccountForm';
import { renderWithStore, user } from './test-utils';
import { fail, fakeApi, ok, type ApiCall } from '../../../test/msw/api';

/** The form's fields open once the account's values are in. */
async function filledForm() {
  await waitFor(() => expect(screen.getByLabelText(/^First name/)).toBeEnabled());
  return screen.getByLabelText(/^First name/);
}

function signedIn() {
  const store = makeStore();
  store.dispatch(sessionStarted({ token: 'tok', email: 'aroha@example.nz', is_admin: false }));
  return store;
}

describe('EditAccount', () => {
  it('fills the form with the account and saves the changed details', async () => {
    let saved = user({ phone: '+64 21 555 0101' });
    const calls = fakeApi({
      'GET users/me': () => ok({ user: saved }),
      'PUT users/me': (call: ApiCall) => {
        saved = { ...saved, ...(call.body as object) };
        return ok({ user: saved });
      },
    });
    const { store } = renderWithStore(<EditAccount />, signedIn());
    expect(await filledForm()).toHaveValue('Aroha');
    const last = screen.getByLabelText(/^Last name/);
    expect(screen.getByLabelText(/^Phone/)).toHaveValue('+64 21 555 0101');
    expect(screen.getByLabelText(/^Current password/)).not.toBeRequired();

    await userEvent.clear(last);
    await userEvent.type(last, 'Ngata-Smith');
    await userEvent.click(screen.getByRole('checkbox'));
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(store.getState().ui.flashes.map((f) => f.text)).toContain('Your account has been updated.'));
    const put = calls.find((c) => c.method === 'PUT');
    expect(put?.body).toEqual({ first_name: 'Aroha', last_name: 'Ngata-Smith', email: 'aroha@example.nz', phone: '+64 21 555 0101', opt_in_newsletter: true });
    expect(put?.session).toMatchObject({ token: 'tok', email: 'aroha@example.nz' });
  });

  it('asks for the current password before a new password is sent', async () => {
    const calls = fakeApi({ 'GET users/me': () => ok({ user: user() }) });
    renderWithStore(<EditAccount />, signedIn());
    await filledForm();
    await userEvent.type(screen.getByLabelText(/^New password/), 'a-new-password');
    expect(screen.getByLabelText(/^Current password/)).toBeRequired();
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(screen.getByText('Current password is required.')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
  });

  it("shows the server's errors, and follows a changed email in the session", async () => {
    let answer = fail(400, 'Your current password is not correct.');
    fakeApi({ 'GET users/me': () => ok({ user: user() }), 'PUT users/me': () => answer });
    const { store } = renderWithStore(<EditAccount />, signedIn());
    await filledForm();
    const email = screen.getByLabelText(/^Email/);
    await userEvent.clear(email);
    await userEvent.type(email, 'aroha@kea.example');
    await userEvent.type(screen.getByLabelText(/^Current password/), 'wrong-one');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Your current password is not correct.')).toBeInTheDocument();
    expect(store.getState().session.session?.email).toBe('aroha@example.nz');

    answer = ok({ user: user({ email: 'aroha@kea.example' }) });
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(store.getState().session.session?.email).toBe('aroha@kea.example'));
    expect(store.getState().session.session?.token).toBe('tok');
  });

  it('draws the form empty and disabled until the account arrives, and its frame sends nothing', async () => {
    const calls = fakeApi({ 'GET users/me': () => ok({ user: user({ first_name: 'Mere' }) }) });
    const frame = renderWithStore(<EditAccount ready={false} />, signedIn());
    expect(screen.getByLabelText(/^First name/)).toBeDisabled();
    expect(screen.getByLabelText(/^First name/)).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Save changes' })).toBeDisabled();
    expect(screen.getByRole('region', { name: 'Your account details' })).toHaveAttribute('aria-busy', 'true');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(calls).toHaveLength(0);
    frame.unmount();

    renderWithStore(<EditAccount />, signedIn());
    expect(screen.getByLabelText(/^First name/)).toBeDisabled();
    expect(await filledForm()).toHaveValue('Mere');
    expect(screen.getByRole('button', { name: 'Save changes' })).toBeEnabled();
    expect(screen.getByRole('region', { name: 'Your account details' })).not.toHaveAttribute('aria-busy');
    expect(screen.getByText('Kia ora, Mere')).toBeInTheDocument();
  });
});
