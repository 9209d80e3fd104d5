import React from 'react';
import { render, screen } from '@testing-library/react';
import { useStore } from 'react-redux';
import { StoreProvider } from './StoreProvider';
import { SESSION_STORAGE_KEY } from '../features/account/session-slice';
import type { AppStore } from './store';

const stores: AppStore[] = [];

function Session({ label }: { label: string }) {
  const store = useStore() as AppStore;
  if (!stores.includes(store)) stores.push(store);
  return <p>{`${label}: ${store.getState().session.session?.email ?? 'signed out'}`}</p>;
}

describe('StoreProvider in the browser', () => {
  it('gives the page and the root Gatsby renders its <Head> in one store, and restores the stored session into it once', () => {
    window.localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ token: 't0k3n', email: 'kiri@example.nz', is_admin: false }));
    const getItem = jest.spyOn(Storage.prototype, 'getItem');
    const page = document.createElement('div');
    const head = document.createElement('div');
    document.body.append(page, head);

    render(<StoreProvider><Session label="page" /></StoreProvider>, { container: page });
    render(<StoreProvider><Session label="head" /></StoreProvider>, { container: head });

    expect(stores).toHaveLength(1);
    expect(stores[0].getState().session).toMatchObject({ restored: true, authenticated: true, session: { email: 'kiri@example.nz' } });
    expect(getItem.mock.calls.filter(([key]) => key === SESSION_STORAGE_KEY)).toHaveLength(1);
    expect(screen.getByText('head: kiri@example.nz')).toBeInTheDocument();
    getItem.mockRestore();
  });
});
