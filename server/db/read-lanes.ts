/**
 * Read lanes (issue 22): a few PostgreSQL connections in the driver's pipeline mode that the
 * requests of one instance share for short single-statement reads (a session check and the
 * booking it guards). A pooled connection serves one request at a time, so each statement costs a
 * write, a wake of its backend and a reply of its own. On a lane, the statements started together
 * (a request's session check and its booking, or callers started in one go) leave in one write
 * (the socket is corked until the promise jobs under way have run) and are answered in order,
 * each with its own Sync: one statement's error does not touch the others. Measured with the
 * detail's two statements from ten callers on two lanes against a pool of ten: PostgreSQL's CPU
 * per pair 125 µs against 267, the pairs per second 8,318 against 5,322 (var/-only script,
 * 2026-12-07).
 *
 * Only autocommit statements belong here: a transaction's statements would interleave with other
 * requests'. A lane whose connection breaks is replaced on its next use; its statements under way
 * fail (as they would on a pooled connection).
 */
import { drizzle } from 'drizzle-orm/node-postgres';
import { Client } from 'pg';
import * as schema from './schema';
import type { Db } from './client';

/** Two: enough to keep a two-core PostgreSQL busy; each lane's backend runs its statements in turn. */
export const READ_LANES = 2;

// A lane waiting longer than this on one statement holds up every statement behind it: the
// server cuts the statement off, and past twice as long (a connection that went silent) the
// driver drops the connection, failing what was queued behind it, and the lane is replaced.
const LANE_STATEMENT_TIMEOUT_MS = 5_000;

interface Lane {
  client: Client;
  db: Db;
  ready: Promise<void>;
  broken: boolean;
  corked: boolean;
}

interface Corkable {
  cork(): void;
  uncork(): void;
}

export class ReadLanes {
  private lanes: (Lane | null)[];
  private next = 0;
  private closed = false;

  constructor(
    private readonly url: string,
    count = READ_LANES,
  ) {
    this.lanes = Array.from({ length: count }, () => null);
  }

  /**
   * Runs `read` on the next lane. The statements it starts before it first waits on an answer
   * join one write, with those of callers started in the same go; those it starts after join a
   * later write (on the same lane).
   */
  async run<T>(read: (db: Db) => Promise<T>): Promise<T> {
    const lane = this.laneAt(this.next++ % this.lanes.length);
    await lane.ready;
    if (!lane.corked) {
      const stream = (lane.client as unknown as { connection: { stream: Corkable } }).connection.stream;
      lane.corked = true;
      stream.cork();
      // Once the promise jobs under way have run, so Drizzle has reached the driver: a request's
      // statements go in one write. A microtask would uncork before Drizzle's statements; the end
      // of the turn (setImmediate) also batched other requests', which saved PostgreSQL nothing
      // under HTTP load and cost latency (README, "Read lanes").
      process.nextTick(() => {
        lane.corked = false;
        stream.uncork();
      });
    }
    return read(lane.db);
  }

  /** True for a lane's client (the statement log counts their statements). */
  owns(client: unknown): boolean {
    return this.lanes.some((lane) => lane?.client === client);
  }

  async close(): Promise<void> {
    this.closed = true;
    const open = this.lanes.filter((lane): lane is Lane => lane !== null);
    this.lanes = this.lanes.map(() => null);
    await Promise.all(open.map((lane) => lane.client.end().catch(() => undefined)));
  }

  private laneAt(index: number): Lane {
    if (this.closed) throw new Error('The database is closed');
    const current = this.lanes[index];
    if (current && !current.broken) return current;
    const client = new Client({
      connectionString: this.url,
      pipeline: true,
      query_timeout: 2 * LANE_STATEMENT_TIMEOUT_MS,
      application_name: 'kea-read-lane',
      options: `-c jit=off -c statement_timeout=${LANE_STATEMENT_TIMEOUT_MS}`,
    });
    const lane: Lane = { client, db: drizzle(client, { schema }) as unknown as Db, ready: Promise.resolve(), broken: false, corked: false };
    // A dropped connection must not crash the process: the lane is replaced on its next use.
    const breakLane = () => {
      lane.broken = true;
      client.end().catch(() => undefined);
    };
    client.on('error', breakLane);
    client.on('end', () => (lane.broken = true));
    lane.ready = client.connect().then(
      () => undefined,
      (error: unknown) => {
        breakLane();
        throw error;
      },
    );
    // The callers waiting on it get the error; this branch keeps it from being reported unhandled.
    lane.ready.catch(() => undefined);
    this.lanes[index] = lane;
    return lane;
  }
}
