/**
 * Reads sent together (`database.together`; on PostgreSQL the read lanes of read-lanes.ts): each
 * caller gets its own answers, one statement's error touches no other, and on PostgreSQL the
 * statements started together leave in one write and a lane whose connection broke is replaced.
 */
import net from 'node:net';
import { sql } from 'drizzle-orm';
import { rowsOf, type Database } from './client';
import { openTestDatabase } from '../test/app';

jest.setTimeout(60_000);

let database: Database;
let drop: () => Promise<void>;
beforeAll(async () => {
  ({ database, drop } = await openTestDatabase());
});
afterAll(() => drop());

const one = async (db: Database['db'], query: ReturnType<typeof sql>) => rowsOf<{ n: number }>(await db.execute(query))[0].n;

it("gives each caller started together its own answers, and one statement's error touches no other", async () => {
  const callers = Array.from({ length: 6 }, (_, i) =>
    database.together((db) => Promise.all([one(db, sql`select ${i}::int as n`), one(db, sql`select ${i * 10}::int + 1 as n`)])),
  );
  const failing = expect(database.together((db) => one(db, sql`select 1 / (${0}::int) as n`))).rejects.toThrow();
  const after = database.together((db) => one(db, sql`select 7 as n`));
  expect(await Promise.all(callers)).toEqual([0, 1, 2, 3, 4, 5].map((i) => [i, i * 10 + 1]));
  await failing;
  expect(await after).toBe(7);
});

it('sends the statements started together in one write, and replaces a lane whose connection broke (PostgreSQL)', async () => {
  if (database.kind !== 'postgres') {
    // One thread runs PGlite's statements in turn: `together` is the read itself.
    expect(await database.together((db) => one(db, sql`select 3 as n`))).toBe(3);
    return;
  }
  // Connect both lanes first, so that the writes counted below are the statements'.
  await Promise.all([1, 2, 3, 4].map((n) => database.together((db) => one(db, sql`select ${n}::int as n`))));
  const port = Number(new URL(process.env.TEST_DATABASE_URL!).port);
  const writes: number[] = [];
  const socket = net.Socket.prototype as unknown as Record<'_writev' | '_write', (...args: unknown[]) => unknown>;
  const original = { _writev: socket._writev, _write: socket._write };
  for (const name of ['_writev', '_write'] as const) {
    socket[name] = function (this: net.Socket, ...args: unknown[]) {
      if (this.remotePort === port) writes.push(1);
      return original[name].apply(this, args);
    };
  }
  try {
    // Four callers on two lanes, each with two statements: one write per lane.
    const answers = await Promise.all([1, 2, 3, 4].map((n) => database.together((db) => Promise.all([one(db, sql`select ${n}::int as n`), one(db, sql`select ${n}::int * 2 as n`)]))));
    expect(answers).toEqual([1, 2, 3, 4].map((n) => [n, n * 2]));
    expect(writes.length).toBe(2);
  } finally {
    Object.assign(socket, original);
  }

  // Every lane's backend ended from the server's side, as a restart or a failover would.
  const lanePids = await Promise.all([1, 2].map(() => database.together((db) => one(db, sql`select pg_backend_pid() as n`))));
  await database.db.execute(sql`select pg_terminate_backend(pid) from pg_stat_activity where pid in (${lanePids[0]}, ${lanePids[1]})`);
  await new Promise((resolve) => setTimeout(resolve, 200));
  const answers = await Promise.all([5, 6].map((n) => database.together((db) => one(db, sql`select ${n}::int as n`))));
  expect(answers).toEqual([5, 6]);
  const newPids = await Promise.all([1, 2].map(() => database.together((db) => one(db, sql`select pg_backend_pid() as n`))));
  expect(newPids.filter((pid) => lanePids.includes(pid))).toEqual([]);
});
