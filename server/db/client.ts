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
import { sql, type SQL } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import type { Pool } from 'pg';
import * as schema from './schema';
import type { AppConfig } from '../config';
import { PgliteThread, runInBackground } from './pglite-thread';
import { ReadLanes } from './read-lanes';
import { openPool } from './pool';

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
  /**
   * Runs `read`, autocommit statements only, with its statements sent together: on PostgreSQL
   * on a read lane of the primary (read-lanes.ts), where independent reads started together (a
   * session check and the booking it guards) share one write, on a connection other requests'
   * reads share too. On PGlite, `read(db)`.
   */
  together<T>(read: (db: Db) => Promise<T>): Promise<T>;
  /**
   * Runs `work` that no visitor waits for (the job worker's passes). On PGlite its statements
   * give way to requests' (pglite-thread.ts runInBackground). PostgreSQL schedules its
   * connections itself, and the marking (an AsyncLocalStorage) would put a hook on every promise
   * of the process for good (1–2 % of a booking detail's CPU): there it is `work()`.
   */
  background<T>(work: () => Promise<T>): Promise<T>;
  /** True for a client of this database's driver that is not in its pool (a read lane's): the statement log counts it. */
  ownsClient(client: unknown): boolean;
  close(): Promise<void>;
  /**
   * Calls `listener` if the database is lost for good while open: the embedded database's
   * thread stopped. (A PostgreSQL pool opens new connections instead; it never calls it.)
   */
  onLost(listener: (error: Error) => void): void;
}

export async function openDatabase(config: Pick<AppConfig, 'databaseUrl' | 'pgliteDir'> & Partial<Pick<AppConfig, 'databaseReplicaUrls'>>): Promise<Database> {
  if (config.databaseUrl) {
    const pool = openPool(config.databaseUrl);
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    const replicaPools = (config.databaseReplicaUrls ?? []).map(openPool);
    const lanes = new ReadLanes(config.databaseUrl);
    const replicas = replicaPools.map((replica) => drizzlePg(replica, { schema }) as unknown as Db);
    let next = 0;
    return {
      db,
      readDb: () => (replicas.length ? replicas[next++ % replicas.length] : db),
      kind: 'postgres',
      migrate: () => migrateUnderLock(pool),
      pendingMigrations: () => pendingMigrations(db),
      ping: async () => (await Promise.all([db, ...replicas].map(ping))).every(Boolean),
      together: (read) => lanes.run(read),
      background: (work) => work(),
      ownsClient: (client) => lanes.owns(client),
      close: async () => {
        await Promise.all([lanes.close(), ...[pool, ...replicaPools].map((p) => p.end())]);
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
    // One thread runs the statements in turn: nothing to send together.
    together: (read) => read(db),
    background: runInBackground,
    ownsClient: () => false,
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
      const client = clientOf(db);
      if (client instanceof PgliteThread) planOnPglite(statement as unknown as DrizzlePgliteQuery, client, `kea_statement_${++pgliteStatements}`);
      made.set(db, statement);
    }
    return statement;
  };
}

/** The database or a transaction of it: both have the same query builder. */
export type DbOrTx = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

/** What Drizzle keeps of both its handles that this uses (internal, the same in both drivers). */
interface DrizzleHandle {
  session: { prepareQuery(query: { sql: string; params: unknown[] }, fields: undefined, name: string, arrayMode: boolean): { execute(values?: Record<string, unknown>): Promise<unknown> } };
  dialect: { sqlToQuery(query: SQL): { sql: string; params: unknown[] } };
}

/**
 * A statement written in SQL (its values bound as parameters; `execute` fills any
 * `sql.placeholder`), prepared under `name` on the
 * connection `handle` runs on, a transaction's included: node-postgres parses a named statement
 * once per connection, and on PGlite (`db`'s client) it is PREPAREd once as in preparedOnce. For
 * a statement that must run inside its transaction (a transaction has its own connection, so
 * preparedOnce's statements cannot). `name`: letters, digits and underscores, one text per name.
 * `execute` answers the raw result (rowsOf reads its rows).
 */
export function preparedIn(db: Db, handle: DbOrTx, name: string, query: SQL) {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`Not a statement name: ${name}`);
  const { session, dialect } = handle as unknown as DrizzleHandle;
  const statement = session.prepareQuery(dialect.sqlToQuery(query), undefined, name, false);
  const client = clientOf(db);
  if (client instanceof PgliteThread) planOnPglite(statement as unknown as DrizzlePgliteQuery, client, name);
  return statement;
}

/**
 * Plans a Drizzle query built in a transaction (`tx.select()….prepare(name)`) once on PGlite
 * too, as preparedIn does; node-postgres already parses a named statement once per connection.
 */
export function plannedIn<S>(db: Db, statement: S, name: string): S {
  const client = clientOf(db);
  if (client instanceof PgliteThread) planOnPglite(statement as unknown as DrizzlePgliteQuery, client, name);
  return statement;
}

const clientOf = (db: Db) => (db as unknown as { $client?: unknown }).$client;

/** The part of Drizzle's PglitePreparedQuery this uses: the client it sends its text through. */
interface DrizzlePgliteQuery {
  client: Pick<PGlite, 'query'>;
  queryString: string;
}

let pgliteStatements = 0;
const DUPLICATE_PREPARED_STATEMENT = '42P05';

/** By database, each statement name PREPAREd on it (true), or perhaps, by a call that failed or is under way (false). */
const preparedOnPglite = new WeakMap<PgliteThread, Map<string, boolean>>();

/**
 * Sends the statement's text once as `PREPARE name AS …` and then `EXECUTE name(…)` instead of
 * the text, through the statement's own client (the database's thread, or a transaction on it),
 * so Drizzle's row mapping and type parsers are unchanged. EXECUTE takes no bind parameters, so
 * each value is written as a quoted literal (coerced to the parameter's type by Postgres); the
 * first call prepares and executes in one round trip. A call that finds the name's state unsure
 * (an earlier first call failed, or has not answered yet) asks the database whether it exists.
 */
function planOnPglite(statement: DrizzlePgliteQuery, thread: PgliteThread, name: string): void {
  // The database's thread or a transaction's handle on it: both have exec.
  const via = statement.client as Pick<PGlite, 'query' | 'exec'>;
  const text = statement.queryString;
  let made = preparedOnPglite.get(thread);
  if (!made) preparedOnPglite.set(thread, (made = new Map()));
  const names = made;
  statement.client = {
    query: (async (_text: string, params: unknown[] | undefined, options?: Parameters<PGlite['query']>[2]) => {
      const execute = `execute ${name}${params?.length ? `(${params.map(sqlLiteral).join(', ')})` : ''}`;
      if (names.get(name) === false && (await via.query('select 1 from pg_prepared_statements where name = $1', [name])).rows.length > 0) names.set(name, true);
      if (names.get(name)) return via.query(execute, [], options);
      names.set(name, false);
      try {
        const answer = (await via.exec(`prepare ${name} as ${text}; ${execute}`, options)).at(-1);
        names.set(name, true);
        return answer;
      } catch (error) {
        // Prepared meanwhile by a call whose check came first (background work waits its turn,
        // pglite-worker.cjs): execute it. Inside a transaction the error has ended it; it is thrown on.
        if ((error as { code?: string }).code !== DUPLICATE_PREPARED_STATEMENT) throw error;
        names.set(name, true);
        return via.query(execute, [], options);
      }
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
