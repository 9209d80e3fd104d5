import React, { act } from 'react';
import { render, screen } from '@testing-library/react';
import { useNearViewport } from './use-near-viewport';

/** A stand-in IntersectionObserver the test moves elements in and out of view with. */
class FakeObserver {
  static all: FakeObserver[] = [];
  readonly observed: Element[] = [];
  disconnected = false;
  constructor(
    readonly callback: IntersectionObserverCallback,
    readonly options?: IntersectionObserverInit,
  ) {
    FakeObserver.all.push(this);
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  disconnect() {
    this.disconnected = true;
  }
  show(isIntersecting: boolean) {
    act(() => this.callback(this.observed.map((target) => ({ target, isIntersecting }) as IntersectionObserverEntry), this as never));
  }
}

function Probe() {
  const [ref, near] = useNearViewport<HTMLParagraphElement>('300px');
  return <p ref={ref}>{near ? 'near' : 'far'}</p>;
}

afterEach(() => {
  FakeObserver.all = [];
  delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
});

describe('useNearViewport', () => {
  it('turns true when the element comes within the margin, stays true, and stops observing', () => {
    (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = FakeObserver;
    render(<Probe />);
    expect(screen.getByText('far')).toBeInTheDocument();
    const [observer] = FakeObserver.all;
    expect(observer.options?.rootMargin).toBe('300px');
    expect(observer.observed).toEqual([screen.getByText('far')]);
    observer.show(false);
    expect(screen.getByText('far')).toBeInTheDocument();
    observer.show(true);
    expect(screen.getByText('near')).toBeInTheDocument();
    expect(observer.disconnected).toBe(true);
    expect(FakeObserver.all).toHaveLength(1);
  });

  it('is true at once where there is no IntersectionObserver', () => {
    render(<Probe />);
    expect(screen.getByText('near')).toBeInTheDocument();
  });
});
