import { throttle } from './throttle';

describe('throttle', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('runs at once, then once more at the end of the window with the latest value', () => {
    const seen: number[] = [];
    const run = throttle((n: number) => seen.push(n), 66);
    run(1);
    run(2);
    run(3);
    expect(seen).toEqual([1]);
    jest.advanceTimersByTime(66);
    expect(seen).toEqual([1, 3]);
    jest.advanceTimersByTime(200);
    run(4);
    expect(seen).toEqual([1, 3, 4]);
  });

  it('can be cancelled', () => {
    const seen: number[] = [];
    const run = throttle((n: number) => seen.push(n), 66);
    run(1);
    run(2);
    run.cancel();
    jest.advanceTimersByTime(100);
    expect(seen).toEqual([1]);
  });
});
