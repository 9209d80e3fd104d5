/**
 * The PostgreSQL connection pool. Two things keep a lost connection from costing more than the
 * statements it was running:
 * - a dropped connection must not crash the process (every client has an 'error' listener);
 * - a client whose connection is lost while checked out goes back to the pool at once (and is
 *   discarded), whatever its holder does next. Drizzle's `transaction` sends BEGIN before its
 *   try/finally, so when BEGIN fails on a dropped connection it never releases the client
 *   (drizzle-team/drizzle-orm#6241, open): each such drop would take one of the pool's ten
 *   slots for good, and closing the pool would wait forever.
 */
import { Pool, type PoolClient } from 'pg';

type ConnectCallback = (error: Error | undefined, client: PoolClient | undefined, done: (release?: unknown) => void) => void;

/** A pool whose checked-out clients are released (with an error, so discarded) when their connection ends. */
export class ReleasingPool extends Pool {
  connect(): Promise<PoolClient>;
  connect(callback: ConnectCallback): void;
  connect(callback?: ConnectCallback): Promise<PoolClient> | void {
    // pool.query's own checkout releases in its callback on every path.
    if (callback) return super.connect(callback as Parameters<Pool['connect']>[0]);
    return super.connect().then(releasedWhenLost);
  }
}

/**
 * Makes the checkout's release idempotent and calls it when the connection ends first. The
 * holder's later statements fail (the client is not queryable) and its own release is a no-op.
 */
function releasedWhenLost(client: PoolClient): PoolClient {
  const release = client.release;
  let released = false;
  const releaseOnce = (error?: Error | boolean) => {
    if (released) return;
    released = true;
    client.removeListener('end', onLost);
    release(error);
  };
  const onLost = () => releaseOnce(new Error('The connection ended while checked out.'));
  client.once('end', onLost);
  client.release = releaseOnce;
  return client;
}

export function openPool(url: string): Pool {
  // JIT off: it pays off for long analytic queries, but PostgreSQL's cost estimate switches it
  // on for short staff lists too, where compiling took 50 ms of a 2 ms query.
  const pool = new ReleasingPool({ connectionString: url, max: 10, options: '-c jit=off' });
  // The pool only listens on idle clients: one checked out would emit an unhandled 'error' and
  // end the process, so every client gets its own listener. Its pending statement fails anyway.
  pool.on('error', () => undefined);
  pool.on('connect', (client) => client.on('error', () => undefined));
  return pool;
}
