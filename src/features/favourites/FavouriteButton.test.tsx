import React from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FavouriteButton } from './FavouriteButton';
import { renderWithStore, sessionAnswer } from '../account/test-utils';
import { fail, fakeApi, ok, type ApiCall } from '../../../test/msw/api';
import { makeStore } from '../../state/store';
import { sessionStarted } from '../account/session-slice';

/** A fake favourites API keeping its list in memory, as the server does. */
function favouritesServer(initial: number[] = []) {
  let list = [...initial];
  const answer = () => ok({ favorites: { activities: list } });
  return {
    routes: {
      'GET users/favourites': answer,
      'POST users/favourites': (call: ApiCall) => {
        const id = Number((call.body as { activity_id: number }).activity_id);
        if (!list.includes(id)) list = [...list, id];
        return answer();
      },
      'DELETE users/favourites/12': () => {
        list = list.filter((id) => id !== 12);
        return answer();
      },
    },
    get list() {
      return list;
    },
  };
}

function signedInStore() {
  const store = makeStore();
  store.dispatch(sessionStarted({ token: 'tok-123', email: 'aroha@example.nz', is_admin: false }));
  return store;
}

const countOf = (calls: ApiCall[], key: string) => calls.filter((c) => `${c.method} ${c.path}` === key).length;

describe('FavouriteButton, signed in', () => {
  it('toggles between Add to favourites and Favourited, refetching the favourites after each change', async () => {
    const server = favouritesServer([5]);
    const calls = fakeApi(server.routes);
    renderWithStore(<FavouriteButton activityId={12} activityName="Shotover Jet" />, signedInStore());

    const button = await screen.findByRole('button', { name: /^Add to favourites/ });
    expect(button).toHaveAttribute('aria-pressed', 'false');
    expect(button).toHaveAccessibleName('Add to favourites: Shotover Jet');
    await waitFor(() => expect(countOf(calls, 'GET users/favourites')).toBe(1));

    await userEvent.click(button);
    await waitFor(() => expect(screen.getByRole('button', { name: /^Favourited/ })).toHaveAttribute('aria-pressed', 'true'));
    expect(calls.find((c) => c.method === 'POST')).toMatchObject({ path: 'users/favourites', body: { activity_id: 12 }, session: { token: 'tok-123', email: 'aroha@example.nz' } });
    await waitFor(() => expect(countOf(calls, 'GET users/favourites')).toBe(2));

    await userEvent.click(screen.getByRole('button', { name: /^Favourited/ }));
    await waitFor(() => expect(screen.getByRole('button', { name: /^Add to favourites/ })).toHaveAttribute('aria-pressed', 'false'));
    expect(countOf(calls, 'DELETE users/favourites/12')).toBe(1);
    await waitFor(() => expect(countOf(calls, 'GET users/favourites')).toBe(3));
    expect(server.list).toEqual([5]);
  });

  it('shows the favourited state when the activity is already among the favourites', async () => {
    fakeApi(favouritesServer([12]).routes);
    renderWithStore(<FavouriteButton activityId={12} activityName="Shotover Jet" variant="card" />, signedInStore());
    const button = await screen.findByRole('button', { name: 'Favourited: Shotover Jet' });
    expect(button).toHaveAttribute('aria-pressed', 'true');
  });

  it('keeps the state and says so when the change fails', async () => {
    fakeApi({ ...favouritesServer([]).routes, 'POST users/favourites': () => fail(500, 'Something went wrong on our side.') });
    const { store } = renderWithStore(<FavouriteButton activityId={12} activityName="Shotover Jet" />, signedInStore());
    await userEvent.click(await screen.findByRole('button', { name: /^Add to favourites/ }));
    await waitFor(() => expect(store.getState().ui.flashes.map((f) => f.text)).toEqual(['We could not update your favourites. Please try again.']));
    expect(screen.getByRole('button', { name: /^Add to favourites/ })).toHaveAttribute('aria-pressed', 'false');
  });
});

describe('FavouriteButton, signed out', () => {
  it('opens a modal with sign-in first, can switch to sign-up and back, and saves nothing meanwhile', async () => {
    const calls = fakeApi(favouritesServer().routes);
    renderWithStore(<FavouriteButton activityId={12} activityName="Shotover Jet" />);
    await userEvent.click(screen.getByRole('button', { name: /^Add to favourites/ }));

    const dialog = screen.getByRole('dialog', { name: 'Save your favourite activities' });
    expect(within(dialog).getByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(within(dialog).getByText('Shotover Jet')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create account' }));
    expect(within(dialog).getByRole('heading', { name: 'Create account' })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sign in' }));
    expect(within(dialog).getByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(calls).toHaveLength(0);

    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('after signing in saves the favourite, closes the modal and shows Favourited', async () => {
    const server = favouritesServer();
    const calls = fakeApi({ ...server.routes, 'POST users/sign_in': () => sessionAnswer() });
    const { store } = renderWithStore(<FavouriteButton activityId={12} activityName="Shotover Jet" />);
    await userEvent.click(screen.getByRole('button', { name: /^Add to favourites/ }));

    const dialog = screen.getByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText(/^Email/), 'aroha@example.nz');
    await userEvent.type(within(dialog).getByLabelText(/^Password/), 'correct-horse');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sign in' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(server.list).toEqual([12]);
    const post = calls.find((c) => c.method === 'POST' && c.path === 'users/favourites');
    expect(post?.session).toMatchObject({ token: 'tok-123', email: 'aroha@example.nz' });
    await waitFor(() => expect(screen.getByRole('button', { name: /^Favourited/ })).toHaveAttribute('aria-pressed', 'true'));
    expect(store.getState().session.authenticated).toBe(true);
  });

  it('after creating an account saves the favourite too', async () => {
    const server = favouritesServer();
    fakeApi({ ...server.routes, 'POST users/sign_up': () => sessionAnswer('new@example.nz') });
    renderWithStore(<FavouriteButton activityId={12} activityName="Shotover Jet" />);
    await userEvent.click(screen.getByRole('button', { name: /^Add to favourites/ }));
    const dialog = screen.getByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create account' }));
    const form = within(dialog).getByRole('form', { name: 'Create account' });
    await userEvent.type(within(form).getByLabelText(/^First name/), 'Mere');
    await userEvent.type(within(form).getByLabelText(/^Email/), 'new@example.nz');
    await userEvent.type(within(form).getByLabelText(/^Password/), 'long-enough-pw');
    await userEvent.click(within(form).getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(server.list).toEqual([12]);
  });
});
