import { act } from 'react';

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
