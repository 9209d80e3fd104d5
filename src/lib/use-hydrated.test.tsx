import React, { act } from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { render, screen } from '@testing-library/react';
import { useHydrated, useHydratedInTransition } from './use-hydrated';

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

describe('useHydratedInTransition', () => {
  // The values each render saw: the long list a page draws after hydration is drawn only in the
  // last, deferred render (a transition React can slice), never in the synchronous one.
  function hydrateProbe(useValue: () => boolean) {
    const seen: boolean[] = [];
    function Probe() {
      const hydrated = useValue();
      seen.push(hydrated);
      return <p>{hydrated ? 'visitor' : 'server'}</p>;
    }
    return { seen, Probe };
  }

  it('keeps the server version in the synchronous render after hydration and switches in a later one', async () => {
    const { seen, Probe } = hydrateProbe(useHydratedInTransition);
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Probe />);
    seen.length = 0;
    const recoverable = jest.fn();
    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      root = hydrateRoot(container, <Probe />, { onRecoverableError: recoverable });
    });
    expect(container).toHaveTextContent('visitor');
    expect(recoverable).not.toHaveBeenCalled();
    // Hydration, then the synchronous update useHydrated triggers (still false), then the deferred one.
    expect(seen).toEqual([false, false, true]);
    act(() => root?.unmount());
  });

  it('switches in the synchronous render when not deferred (why the deferred form exists)', async () => {
    const { seen, Probe } = hydrateProbe(useHydrated);
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Probe />);
    seen.length = 0;
    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      root = hydrateRoot(container, <Probe />);
    });
    expect(seen).toEqual([false, true]);
    act(() => root?.unmount());
  });

  it('is true at once on a client render (a client-side navigation)', () => {
    const { Probe } = hydrateProbe(useHydratedInTransition);
    render(<Probe />);
    expect(screen.getByText('visitor')).toBeInTheDocument();
  });
});
