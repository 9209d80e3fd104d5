import { coalesced, memoized } from './memo';

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

describe('coalesced', () => {
  /** A read whose answers the test releases one by one, numbered in the order reads started. */
  function controlledRead() {
    const started: Array<{ key: string; finish: (fail?: boolean) => void }> = [];
    const read = coalesced(
      (key: string) =>
        new Promise<string>((resolve, reject) => {
          const n = started.length + 1;
          started.push({ key, finish: (fail) => (fail ? reject(new Error(`read ${n} failed`)) : resolve(`${key}#${n}`)) });
        }),
    );
    return { read, started };
  }
  const tick = () => new Promise((resolve) => setImmediate(resolve));

  it('answers callers that ask while a read runs with one read started after that one, never with the read already running', async () => {
    const { read, started } = controlledRead();
    const first = read('dash');
    const second = read('dash');
    const third = read('dash');
    expect(started).toHaveLength(1);
    started[0].finish();
    expect(await first).toBe('dash#1');
    await tick();
    // The two that came while read 1 ran share read 2, started after they asked.
    expect(started).toHaveLength(2);
    const fourth = read('dash');
    started[1].finish();
    expect(await Promise.all([second, third])).toEqual(['dash#2', 'dash#2']);
    await tick();
    expect(started).toHaveLength(3);
    started[2].finish();
    expect(await fourth).toBe('dash#3');
    // Nothing running: the next caller starts a read of its own at once.
    const fifth = read('dash');
    expect(started).toHaveLength(4);
    started[3].finish();
    expect(await fifth).toBe('dash#4');
  });

  it('keeps keys apart, and a failed read fails only the callers it answered', async () => {
    const { read, started } = controlledRead();
    const a = read('a');
    const b = read('b');
    const aLater = read('a');
    expect(started.map((s) => s.key)).toEqual(['a', 'b']);
    started[0].finish(true);
    await expect(a).rejects.toThrow('read 1 failed');
    await tick();
    started[2].finish();
    expect(await aLater).toBe('a#3');
    started[1].finish();
    expect(await b).toBe('b#2');
  });
});
