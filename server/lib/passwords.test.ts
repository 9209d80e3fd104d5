import { AUTH_MESSAGES } from '../../contract/auth';
import { defaultHashLimits, HashGate, hashPassword, needsRehash, verifyPassword } from './passwords';

// Each hash at OWASP cost takes about a second on a small machine.
jest.setTimeout(60_000);

describe('passwords', () => {
  it('hashes with scrypt at OWASP parameters and a random salt, and verifies', async () => {
    const hash = await hashPassword('correct horse battery');
    expect(hash).toMatch(/^scrypt\$17\$8\$1\$[A-Za-z0-9_-]{22}\$[A-Za-z0-9_-]{86}$/);
    expect(await hashPassword('correct horse battery')).not.toBe(hash);
    expect(await verifyPassword('correct horse battery', hash)).toBe(true);
    expect(await verifyPassword('correct horse batterY', hash)).toBe(false);
  });

  it('verifies hashes made with other parameters and says when to rehash', async () => {
    const weak = await hashPassword('s3cret-pass', { logN: 14, r: 8, p: 1 });
    expect(weak.startsWith('scrypt$14$8$1$')).toBe(true);
    expect(await verifyPassword('s3cret-pass', weak)).toBe(true);
    expect(needsRehash(weak)).toBe(true);
    expect(needsRehash(await hashPassword('s3cret-pass'))).toBe(false);
  });

  it('treats missing or malformed hashes as a mismatch', async () => {
    for (const stored of [null, 'plain', 'scrypt$30$8$1$abc$def', 'scrypt$17$8$1$AAAAAAAAAAA$short']) {
      expect(await verifyPassword('anything-at-all', stored)).toBe(false);
    }
  });

  it('normalises Unicode, so the same password typed differently matches', async () => {
    const hash = await hashPassword('caf\u00e9-password');
    expect(await verifyPassword('cafe\u0301-password', hash)).toBe(true);
  });
});

describe('the hashing gate', () => {
  /** Work that finishes when the test says so. */
  function pendingWork() {
    let finish!: () => void;
    const done = new Promise<void>((resolve) => (finish = resolve));
    return { work: () => done, finish };
  }

  it('runs at most `concurrency` at once, queues a few in order, and refuses the rest at once with 503 and Retry-After', async () => {
    const gate = new HashGate({ concurrency: 1, maxQueued: 2, maxWaitMs: 60_000 });
    const jobs = [pendingWork(), pendingWork(), pendingWork()];
    const order: number[] = [];
    const runs = jobs.map((job, index) => gate.run(async () => (await job.work(), order.push(index))));
    expect(gate.load).toEqual({ running: 1, waiting: 2 });
    await expect(gate.run(async () => 'never')).rejects.toMatchObject({ statusCode: 503, errors: [AUTH_MESSAGES.tooManySignIns], retryAfterSeconds: 5 });
    jobs[2].finish();
    jobs[1].finish();
    jobs[0].finish();
    await Promise.all(runs);
    expect(order).toEqual([0, 1, 2]);
    expect(gate.load).toEqual({ running: 0, waiting: 0 });
  });

  it('gives up on a hash that waited too long, and a failed hash frees its place', async () => {
    jest.useFakeTimers();
    try {
      const gate = new HashGate({ concurrency: 1, maxQueued: 5, maxWaitMs: 1_000 });
      const first = pendingWork();
      const running = gate.run(first.work);
      const waiting = gate.run(async () => 'late');
      const refused = expect(waiting).rejects.toMatchObject({ statusCode: 503 });
      jest.advanceTimersByTime(1_001);
      await refused;
      expect(gate.load).toEqual({ running: 1, waiting: 0 });
      first.finish();
      await running;
      await expect(gate.run(async () => Promise.reject(new Error('scrypt failed')))).rejects.toThrow('scrypt failed');
      expect(gate.load).toEqual({ running: 0, waiting: 0 });
      await expect(gate.run(async () => 'next')).resolves.toBe('next');
    } finally {
      jest.useRealTimers();
    }
  });

  it('leaves threads of the pool for file reads: one hash at a time on two cores, at most two', () => {
    expect(defaultHashLimits(1)).toMatchObject({ concurrency: 1, maxQueued: 8 });
    expect(defaultHashLimits(2)).toMatchObject({ concurrency: 1, maxQueued: 8 });
    expect(defaultHashLimits(16)).toMatchObject({ concurrency: 2, maxQueued: 16 });
  });
});
