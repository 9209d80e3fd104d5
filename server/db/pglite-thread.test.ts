/**
 * The embedded database on its own thread (pglite-thread.ts): what crosses the threads, the
 * transactions, and the server's thread left free while a statement runs.
 */
import { PgliteThread, runInBackground } from './pglite-thread';

let db: PgliteThread;
beforeAll(async () => {
  db = await PgliteThread.create('memory://');
  await db.exec('create table things (id int primary key, label text, at timestamptz, doc jsonb)');
});
afterAll(() => db.close());

describe('statements on the database thread', () => {
  it('answers rows as objects or arrays, with their types', async () => {
    await db.query('insert into things values ($1, $2, $3, $4)', [1, 'one', '2026-01-02T03:04:05Z', JSON.stringify({ a: [1, 2] })]);
    const objects = await db.query<{ id: number; label: string; at: Date; doc: unknown }>('select * from things where id = $1', [1]);
    expect(objects.rows).toEqual([{ id: 1, label: 'one', at: new Date('2026-01-02T03:04:05Z'), doc: { a: [1, 2] } }]);
    const arrays = await db.query('select id, label from things', [], { rowMode: 'array' });
    expect(arrays.rows).toEqual([[1, 'one']]);
  });

  it("keeps the text of the types Drizzle asks for, and refuses a parser that would change it", async () => {
    const keep = (value: string) => value;
    const kept = await db.query<{ at: string }>('select at from things where id = 1', [], { parsers: { 1184: keep } });
    expect(kept.rows[0].at).toBe('2026-01-02 03:04:05+00');
    await expect(db.query('select 1', [], { parsers: { 1184: (value: string) => value.length } })).rejects.toThrow(/keep the text/);
  });

  it("passes a database error on with its code and fields", async () => {
    const error = await db.query('insert into things (id) values (1)').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({ code: '23505', constraint: 'things_pkey' });
    // The thread goes on answering.
    expect((await db.query('select count(*)::int as n from things')).rows).toEqual([{ n: 1 }]);
  });

  it('refuses a parameter that cannot cross to the thread, and goes on answering', async () => {
    await expect(db.query('select $1::text', [() => 'a function'])).rejects.toThrow(/could not be cloned/);
    expect((await db.query('select $1::text as a', ['text'])).rows).toEqual([{ a: 'text' }]);
  });

  it('runs several statements at once with exec, each with its own result', async () => {
    const results = await db.exec('select 1 as a; select 2 as b');
    expect(results.map((r) => r.rows)).toEqual([[{ a: 1 }], [{ b: 2 }]]);
  });
});

describe('transactions on the database thread', () => {
  it('commits what the callback wrote and answers what it returned', async () => {
    const answer = await db.transaction(async (tx) => {
      await tx.query('insert into things (id, label) values (2, $1)', ['two']);
      return (await tx.query<{ label: string }>('select label from things where id = 2')).rows[0].label;
    });
    expect(answer).toBe('two');
    expect((await db.query('select label from things where id = 2')).rows).toEqual([{ label: 'two' }]);
  });

  it('rolls back when the callback throws, and throws its error on', async () => {
    const failure = new Error('changed my mind');
    await expect(
      db.transaction(async (tx) => {
        await tx.query('insert into things (id) values (3)');
        throw failure;
      }),
    ).rejects.toBe(failure);
    expect((await db.query('select id from things where id = 3')).rows).toEqual([]);
  });

  it('rolls back when a statement inside fails', async () => {
    await expect(
      db.transaction(async (tx) => {
        await tx.query('insert into things (id) values (4)');
        await tx.query('insert into things (id) values (1)');
      }),
    ).rejects.toMatchObject({ code: '23505' });
    expect((await db.query('select id from things where id = 4')).rows).toEqual([]);
  });

  it('holds other statements back until the transaction ends', async () => {
    let outside: Promise<unknown> | undefined;
    await db.transaction(async (tx) => {
      await tx.query('insert into things (id) values (5)');
      outside = db.query('select id from things where id = 5');
      await new Promise((resolve) => setTimeout(resolve, 50));
      await tx.query('update things set label = $1 where id = 5', ['five']);
    });
    // The statement sent meanwhile ran after COMMIT: it sees the row.
    expect(((await outside) as { rows: unknown[] }).rows).toEqual([{ id: 5 }]);
  });
});

describe("the server's thread", () => {
  it('runs timers while a long statement runs on the database thread', async () => {
    let answered = false;
    let ticksBeforeAnswer = 0;
    const timer = setInterval(() => {
      if (!answered) ticksBeforeAnswer += 1;
    }, 5);
    // Millions of rows: hundreds of milliseconds of PostgreSQL's work.
    await db.query('select count(*) from generate_series(1, 2000000)');
    answered = true;
    clearInterval(timer);
    expect(ticksBeforeAnswer).toBeGreaterThan(0);
  });
});

describe('background work', () => {
  // Tens of milliseconds of PostgreSQL's work: long enough for statements sent meanwhile to queue.
  const LONG = 'select count(*) from generate_series(1, 300000)';
  let lanes: PgliteThread;
  beforeAll(async () => {
    lanes = await PgliteThread.create('memory://', { backgroundMaxWaitMs: 100 });
    await lanes.exec('create table notes (id int primary key, body text)');
  });
  afterAll(() => lanes.close());

  it("gives way to requests: a background statement sent while a request's runs waits for the requests sent after it", async () => {
    const order: string[] = [];
    const sent = [
      lanes.query(LONG).then(() => order.push('request 1')),
      runInBackground(() => lanes.query('select 1')).then(() => order.push('background')),
      lanes.query('select 2').then(() => order.push('request 2')),
    ];
    await Promise.all(sent);
    expect(order).toEqual(['request 1', 'request 2', 'background']);
    // With nothing under way it starts at once.
    await expect(runInBackground(() => lanes.query<{ n: number }>('select 3 as n'))).resolves.toMatchObject({ rows: [{ n: 3 }] });
  });

  it('is never starved: with a request always under way it still runs, after its longest wait', async () => {
    let backgroundDone = false;
    let requestsRun = 0;
    const keepBusy = async () => {
      const started = Date.now();
      while (!backgroundDone && Date.now() - started < 10_000) {
        await lanes.query(LONG);
        requestsRun += 1;
      }
    };
    const requests = [keepBusy(), keepBusy()];
    await new Promise((resolve) => setTimeout(resolve, 20));
    await runInBackground(() => lanes.query('select 1'));
    backgroundDone = true;
    await Promise.all(requests);
    expect(requestsRun).toBeGreaterThan(0);
  });

  it('runs a background transaction whole, its statements sent before its BEGIN has started', async () => {
    const request = lanes.query(LONG);
    const written = runInBackground(() =>
      lanes.transaction(async (tx) => {
        await tx.query('insert into notes values ($1, $2)', [1, 'kept']);
        return (await tx.query<{ body: string }>('select body from notes where id = 1')).rows;
      }),
    );
    await request;
    await expect(written).resolves.toEqual([{ body: 'kept' }]);
    // A request's statement after it sees what it committed; a failed one rolls back as any other.
    await expect(runInBackground(() => lanes.transaction(async (tx) => tx.query('insert into notes values (1, $1)', ['again'])))).rejects.toMatchObject({ code: '23505' });
    expect((await lanes.query('select body from notes')).rows).toEqual([{ body: 'kept' }]);
  });
});

describe('closing', () => {
  it('refuses statements once closed, and close() does not count as losing the database', async () => {
    const other = await PgliteThread.create('memory://');
    const lost = jest.fn();
    other.onLost(lost);
    await other.close();
    await expect(other.query('select 1')).rejects.toThrow(/stopped/);
    expect(lost).not.toHaveBeenCalled();
  });

  it('tells once when the thread stops on its own, and refuses every statement after', async () => {
    const other = await PgliteThread.create('memory://');
    const lost = jest.fn();
    other.onLost(lost);
    const waiting = other.query('select pg_sleep(2)');
    // What a WebAssembly abort does to the thread, from outside.
    await (other as unknown as { worker: { terminate(): Promise<number> } }).worker.terminate();
    await expect(waiting).rejects.toThrow(/stopped/);
    await expect(other.query('select 1')).rejects.toThrow(/stopped/);
    expect(lost).toHaveBeenCalledTimes(1);
    expect(lost.mock.calls[0][0].message).toMatch(/embedded database stopped/);
  });
});
