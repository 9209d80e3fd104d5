import { act } from 'react';
import { cleanup } from '@testing-library/react';
import { FakeIntersectionObserver } from './fake-intersection-observer';

/**
 * A stand-in for requestIdleCallback (jsdom has none, and `useIdle` then waits only for the next
 * task): tests install it, then decide when the browser is idle with `FakeIdleCallback.idle()`.
 */
export const FakeIdleCallback = {
  pending: [] as IdleRequestCallback[],

  install() {
    FakeIdleCallback.pending = [];
    window.requestIdleCallback = jest.fn((callback: IdleRequestCallback) => FakeIdleCallback.pending.push(callback));
    window.cancelIdleCallback = jest.fn();
  },

  /** Runs every callback waiting for an idle moment. */
  idle() {
    const waiting = FakeIdleCallback.pending.splice(0);
    act(() => waiting.forEach((callback) => callback({ didTimeout: false, timeRemaining: () => 10 })));
  },

  uninstall() {
    FakeIdleCallback.pending = [];
    delete (window as Partial<Window>).requestIdleCallback;
    delete (window as Partial<Window>).cancelIdleCallback;
  },
};

/**
 * For a component that loads at an idle moment or as it nears the screen: both stand-ins are
 * installed around each test of the calling `describe`, which then decides which comes first.
 */
export function fakeIdleAndViewport() {
  beforeEach(() => {
    FakeIntersectionObserver.install();
    FakeIdleCallback.install();
  });
  afterEach(() => {
    cleanup(); // unmounts while the stand-ins are still in place
    FakeIntersectionObserver.uninstall();
    FakeIdleCallback.uninstall();
  });
}
