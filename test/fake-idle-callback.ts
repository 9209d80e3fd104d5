import { act } from 'react';
import { cleanup } from '@testing-library/react';
import { FakeIntersectionObserver } from './fake-intersection-observer';

/**
 * A stand-in for requestIdleCallback (jsdom has none, and `useIdle` then waits only for the next
 * task): tests install it, then decide when the browser is idle with `FakeIdleCallback.idle()`.
 */
export const FakeIdleCallback = {
  /** The callbacks waiting for an idle moment, by the id requestIdleCallback answered. */
  pending: new Map<number, IdleRequestCallback>(),
  lastId: 0,

  install() {
    FakeIdleCallback.pending = new Map();
    window.requestIdleCallback = jest.fn((callback: IdleRequestCallback) => {
      FakeIdleCallback.pending.set(++FakeIdleCallback.lastId, callback);
      return FakeIdleCallback.lastId;
    });
    // As the browser's: a cancelled callback never runs.
    window.cancelIdleCallback = jest.fn((id: number) => void FakeIdleCallback.pending.delete(id));
  },

  /** Runs every callback waiting for an idle moment. */
  idle() {
    const waiting = [...FakeIdleCallback.pending.values()];
    FakeIdleCallback.pending.clear();
    act(() => waiting.forEach((callback) => callback({ didTimeout: false, timeRemaining: () => 10 })));
  },

  uninstall() {
    FakeIdleCallback.pending = new Map();
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
