import { memoized } from './memo';

describe('memoized', () => {
  it('reads a key once while the answer is fresh, with one read in flight, and again once it is stale', async () => {
    let now = 1_000;
    jest.spyOn(Date, 'now').mockImplementation(() => now);
    try {
      const reads: string[] = [];
      const read = memoized(
        () => 60_000,
        async (key: string) => {
          reads.push(key);
          return `${key}@${now}`;
        },
      );
      expect(await Promise.all([read('a'), read('a'), read('b')])).toEqual(['a@1000', 'a@1000', 'b@1000']);
      now += 59_999;
      expect(await read('a')).toBe('a@1000');
      now += 1;
      expect(await read('a')).toBe('a@61000');
      expect(reads).toEqual(['a', 'b', 'a']);
    } finally {
      jest.restoreAllMocks();
    }
  });

  it('forgets a failed read at once, and stays within its bound', async () => {
    let fail = true;
    let reads = 0;
    const read = memoized(
      () => 60_000,
      async (key: number) => {
        reads++;
        if (fail) throw new Error('database down');
        return key;
      },
      2,
    );
    await expect(read(1)).rejects.toThrow('database down');
    fail = false;
    expect(await read(1)).toBe(1);
    expect(await read(2)).toBe(2);
    expect(await read(3)).toBe(3); // the bound reached: memory starts again
    expect(await read(1)).toBe(1);
    expect(reads).toBe(5);
  });

  it('reads every time when the time is 0 (tests)', async () => {
    let reads = 0;
    const read = memoized(
      () => 0,
      async () => ++reads,
    );
    await read('x');
    await read('x');
    expect(reads).toBe(2);
  });
});
