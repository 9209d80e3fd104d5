import React from 'react';
import { act, render, screen } from '@testing-library/react';
import { useIdle } from './use-idle';

function Probe() {
  return <p>{useIdle(1500) ? 'idle' : 'busy'}</p>;
}

afterEach(() => {
  jest.restoreAllMocks();
  delete (window as Partial<Window>).requestIdleCallback;
  delete (window as Partial<Window>).cancelIdleCallback;
});

describe('useIdle', () => {
  it('turns true when the browser reports an idle moment, asking for one within the timeout', () => {
    let onIdle: IdleRequestCallback | undefined;
    const request = jest.fn((callback: IdleRequestCallback) => {
      onIdle = callback;
      return 7;
    });
    window.requestIdleCallback = request;
    window.cancelIdleCallback = jest.fn();
    render(<Probe />);
    expect(screen.getByText('busy')).toBeInTheDocument();
    expect(request).toHaveBeenCalledWith(expect.any(Function), { timeout: 1500 });
    act(() => onIdle?.({ didTimeout: false, timeRemaining: () => 10 }));
    expect(screen.getByText('idle')).toBeInTheDocument();
  });

  it('gives the request up when the component goes first', () => {
    window.requestIdleCallback = jest.fn(() => 7);
    const cancel = jest.fn();
    window.cancelIdleCallback = cancel;
    render(<Probe />).unmount();
    expect(cancel).toHaveBeenCalledWith(7);
  });

  it('waits for the next task where there is no requestIdleCallback', () => {
    jest.useFakeTimers();
    try {
      render(<Probe />);
      expect(screen.getByText('busy')).toBeInTheDocument();
      act(() => jest.runOnlyPendingTimers());
      expect(screen.getByText('idle')).toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });
});
