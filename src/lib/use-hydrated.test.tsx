import React, { act } from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { render, screen } from '@testing-library/react';
import { useHydrated, useHydratedInTransition } from './use-hydrated';
import { setHydratingFirstPage } from './first-hydration';

/** A probe showing the hook's value, and the values each of its renders saw. */
function probeOf(useValue: () => boolean) {
  const seen: boolean[] = [];
  function Probe() {
    const hydrated = useValue();
    seen.push(hydrated);
    return <p>{hydrated ? 'visitor' : 'server'}</p>;
  }
  return { seen, Probe };
}

/**
 * The first page load: the server's HTML, then hydration as gatsby-browser runs it (its flag set
 * until the first commit's effects have run); `seen` keeps only the browser's renders.
 */
async function hydratePage(probe: ReturnType<typeof probeOf>) {
  const { Probe, seen } = probe;
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Probe />);
  setHydratingFirstPage(true);
  const serverText = container.textContent;
  seen.length = 0;
  const recoverable = jest.fn();
  let root: ReturnType<typeof hydrateRoot> | undefined;
  await act(async () => {
    root = hydrateRoot(container, <Probe />, { onRecoverableError: recoverable });
  });
  setHydratingFirstPage(false);
  const text = container.textContent;
  act(() => root?.unmount());
  return { serverText, text, recoverable };
}

describe('useHydrated', () => {
  it('is true at once on a client render (a client-side navigation)', () => {
    const { Probe } = probeOf(useHydrated);
    render(<Probe />);
    expect(screen.getByText('visitor')).toBeInTheDocument();
  });

  it('renders the server version while the first page hydrates, then the visitor version, without a mismatch', async () => {
    const probe = probeOf(useHydrated);
    const { serverText, text, recoverable } = await hydratePage(probe);
    expect(serverText).toBe('server');
    expect(text).toBe('visitor');
    expect(recoverable).not.toHaveBeenCalled();
    // The switch is applied in the synchronous render straight after hydration.
    expect(probe.seen).toEqual([false, true]);
  });
});

describe('useHydratedInTransition', () => {
  it('switches after hydration in one later render, with no synchronous redraw before it', async () => {
    // One render after hydration, the transition's. useDeferredValue(useHydrated()) made a
    // synchronous one first ([false, false, true]), redrawing all the component draws at once.
    const probe = probeOf(useHydratedInTransition);
    const { serverText, text, recoverable } = await hydratePage(probe);
    expect(serverText).toBe('server');
    expect(text).toBe('visitor');
    expect(recoverable).not.toHaveBeenCalled();
    expect(probe.seen).toEqual([false, true]);
  });

  it('is true at once on a client render (a client-side navigation)', () => {
    const { Probe } = probeOf(useHydratedInTransition);
    render(<Probe />);
    expect(screen.getByText('visitor')).toBeInTheDocument();
  });
});
