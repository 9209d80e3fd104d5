import React, { act } from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { render, screen } from '@testing-library/react';
import { useHydrated } from './use-hydrated';

function Probe() {
  return <p>{useHydrated() ? 'visitor' : 'server'}</p>;
}

describe('useHydrated', () => {
  it('is true at once on a client render (a client-side navigation)', () => {
    render(<Probe />);
    expect(screen.getByText('visitor')).toBeInTheDocument();
  });

  it('renders the server version while the first page hydrates, then the visitor version, without a mismatch', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Probe />);
    expect(container).toHaveTextContent('server');
    const recoverable = jest.fn();
    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      root = hydrateRoot(container, <Probe />, { onRecoverableError: recoverable });
    });
    expect(container).toHaveTextContent('visitor');
    expect(recoverable).not.toHaveBeenCalled();
    act(() => root?.unmount());
  });
});
