import React from 'react';
import { render, screen, act } from '@testing-library/react';
import { Provider } from 'react-redux';
import { makeStore } from '../../state/store';
import { sessionStarted } from '../../state/session-slice';
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

describe('Header', () => {
  it('links the user icon to sign in for a visitor and to the account when signed in', () => {
    const { store } = renderHeader();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/user/sign-in/');
    act(() => {
      store.dispatch(sessionStarted({ token: 't', email: 'a@b.nz', is_admin: false }));
    });
    expect(screen.getByRole('link', { name: 'My account' })).toHaveAttribute('href', '/user/');
  });

  it('turns active once the page has scrolled, and from the start when forced', () => {
    const { container, unmount } = renderHeader();
    const header = container.querySelector('header')!;
    expect(header).toHaveAttribute('data-active', 'false');
    act(() => {
      Object.defineProperty(window, 'scrollY', { value: 200, configurable: true });
      window.dispatchEvent(new Event('scroll'));
    });
    expect(header).toHaveAttribute('data-active', 'true');
    unmount();
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
    const forced = renderHeader({ forceActive: true });
    expect(forced.container.querySelector('header')).toHaveAttribute('data-active', 'true');
  });
});
