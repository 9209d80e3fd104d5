/**
 * The database handle: embedded PGlite (default) or a PostgreSQL server when DATABASE_URL is
 * set. Both speak the same SQL and run the same Drizzle migrations.
 */
import path from 'node:path';
import fs from 'node:fs';
import type { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { Pool } from 'pg';
import * as schema from './schema';
import type { AppConfig } from '../config';
import { PgliteThread } from './pglite-thread';

export const MIGRATIONS_DIR = path.join(__dirname, 'migrations');

// Both drivers expose the same query builder; the PGlite type stands for both.
export type Db = ReturnType<typeof drizzlePglite<typeof schema>>;

export interface Database {
  db: Db;
  /** Where read-only routes read: the next read replica (round robin), or the primary without any. */
  readDb(): Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  /** Migrations in server/db/migrations this database has not applied yet. */
  pendingMigrations(): Promise<number>;
  /** The primary and every replica answer. */
  ping(): Promise<boolean>;
  close(): Promise<void>;
  /**
   * Calls `listener` if the database is lost for good while open: the embedded database's
   * thread stopped. (A PostgreSQL pool opens new connections instead; it never calls it.)
   */
  onLost(listener: (error: Error) => void): void;
}

function openPool(url: string): Pool {
  // JIT off: it pays off for long analytic queries, but PostgreSQL's cost estimate switches it
  // on for short staff lists too, where compiling took 50 ms of a 2 ms query.
  const pool = new Pool({ connectionString: url, max: 10, options: '-c jit=off' });
  // A dropped connection must not crash the process; the pool replaces it. The pool only
  // listens on idle clients: one checked out (inside a transaction, between two queries) would
  // emit an unhandled 'error' and crash the process, so every client gets its own listener.
  // Its pending query fails anyway, and the pool discards the broken client on release.
  pool.on('error', () => undefined);
  pool.on('connect', (client) => client.on('error', () => undefined));
  return pool;
}

export async function openDatabase(config: Pick<AppConfig, 'databaseUrl' | 'pgliteDir'> & Partial<Pick<AppConfig, 'databaseReplicaUrls'>>): Promise<Database> {
  if (config.databaseUrl) {
    const pool = openPool(config.databaseUrl);
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    const replicaPools = (config.databaseReplicaUrls ?? []).map(openPool);
    const replicas = replicaPools.map((replica) => drizzlePg(replica, { schema }) as unknown as Db);
    let next = 0;
    return {
      db,
      readDb: () => (replicas.length ? replicas[next++ % replicas.length] : db),
      kind: 'postgres',
      migrate: () => migrateUnderLock(pool),
      pendingMigrations: () => pendingMigrations(db),
      ping: async () => (await Promise.all([db, ...replicas].map(ping))).every(Boolean),
      close: async () => {
        await Promise.all([pool, ...replicaPools].map((p) => p.end()));
      },
      onLost: () => undefined,
    };
  }
  const dir = config.pgliteDir;
  if (!dir.startsWith('memory://')) fs.mkdirSync(dir, { recursive: true });
  // On a thread of its own: its statements no longer hold up the server's (pglite-thread.ts).
  const client = await PgliteThread.create(dir);
  const db = drizzlePglite({ client: client as unknown as PGlite, schema });
  return {
    db,
    readDb: () => db,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_DIR }),
    pendingMigrations: () => pendingMigrations(db),
    ping: () => ping(db),
    close: () => client.close(),
    onLost: (listener) => client.onLost(listener),
  };
}

/** Key of the session-level advisory lock that serialises migrations across instances. */
export const MIGRATION_LOCK_KEY = 7_262_001;

/**
 * Drizzle's migrator is not safe to run twice at once (two instances starting together would
 * both apply the same migration): it runs here on one connection holding a PostgreSQL advisory
 * lock, so a second instance waits, then finds nothing left to apply.
 */
async function migrateUnderLock(pool: Pool): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      await migratePg(drizzlePg(client, { schema }), { migrationsFolder: MIGRATIONS_DIR });
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  } finally {
    client.release();
  }
}

/**
 * What Drizzle's migrator would apply: the migration files newer than the last one recorded in
 * drizzle.__drizzle_migrations (its own rule), all of them on a database never migrated.
 */
async function pendingMigrations(db: Db): Promise<number> {
  const files = readMigrationFiles({ migrationsFolder: MIGRATIONS_DIR });
  const exists = await db.execute(sql`select to_regclass('drizzle.__drizzle_migrations') is not null as present`);
  if (!(rowsOf(exists)[0] as { present: boolean }).present) return files.length;
  const last = await db.execute(sql`select created_at from drizzle.__drizzle_migrations order by created_at desc limit 1`);
  const lastMillis = Number((rowsOf(last)[0] as { created_at?: string | number } | undefined)?.created_at ?? 0);
  return files.filter((file) => file.folderMillis > lastMillis).length;
}

/** The rows of a raw `db.execute`: node-postgres answers `{ rows }`, PGlite's Drizzle driver too; some versions answer the rows. */
export function rowsOf<T = unknown>(result: unknown): T[] {
  return (result as { rows?: T[] }).rows ?? (result as T[]);
}

async function ping(db: Db): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}

/**
 * A prepared statement per database handle, made on first use: Postgres parses and plans it once
 * per connection, and Drizzle builds its SQL once instead of on every request (issue 22).
 * On PGlite, Drizzle's "prepared" statement is only a query text sent anew each time, so it is
 * made a server-side one as well (planOnPglite): parsing and planning the booking bundle took 2
 * of its 3.4 ms.
 */
export function preparedOnce<S>(prepare: (db: Db) => S): (db: Db) => S {
  const made = new WeakMap<Db, S>();
  return (db) => {
    let statement = made.get(db);
    if (!statement) {
      statement = prepare(db);
      const client = (db as unknown as { $client?: unknown }).$client;
      if (client instanceof PgliteThread) planOnPglite(statement as unknown as DrizzlePgliteQuery, client);
      made.set(db, statement);
    }
    return statement;
  };
}

/** The part of Drizzle's PglitePreparedQuery this uses: the client it sends its text through. */
interface DrizzlePgliteQuery {
  client: Pick<PGlite, 'query'>;
  queryString: string;
}

let pgliteStatements = 0;

/**
 * Sends the statement's text once as `PREPARE name AS …` and then `EXECUTE name(…)` instead of
 * the text, through the same client, so Drizzle's row mapping and type parsers are unchanged.
 * EXECUTE takes no bind parameters, so each value is written as a quoted literal (coerced to the
 * parameter's type by Postgres); the first call prepares and executes in one round trip.
 */
function planOnPglite(statement: DrizzlePgliteQuery, client: PgliteThread): void {
  const name = `kea_statement_${++pgliteStatements}`;
  const text = statement.queryString;
  // Whether the statement exists on the server: set before the first call's answer, so a second
  // call waits for it instead of preparing it twice.
  let ready: Promise<boolean> | undefined;
  const exists = async () => (await client.query('select 1 from pg_prepared_statements where name = $1', [name])).rows.length > 0;
  statement.client = {
    query: (async (_text: string, params: unknown[] | undefined, options?: Parameters<PGlite['query']>[2]) => {
      const execute = `execute ${name}${params?.length ? `(${params.map(sqlLiteral).join(', ')})` : ''}`;
      if (ready && (await ready)) return client.query(execute, [], options);
      const both = client.exec(`prepare ${name} as ${text}; ${execute}`, options);
      ready = both.then(() => true, exists);
      return (await both).at(-1);
    }) as PGlite['query'],
  };
}

/**
 * A parameter as an SQL string literal (standard_conforming_strings, PGlite's and Postgres's
 * default: a quote is doubled and nothing else is special). Quoted even for numbers, so Postgres
 * coerces it to the prepared parameter's own type.
 */
export function sqlLiteral(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  const text = value instanceof Date ? value.toISOString() : typeof value === 'object' ? JSON.stringify(value) : String(value);
  if (typeof value === 'number' && !Number.isFinite(value)) throw new Error('Not a finite number.');
  if (text.includes('\u0000')) throw new Error('A statement parameter cannot hold a NUL character.');
  return `'${text.replace(/'/g, "''")}'`;
}
