/**
 * Counts the SQL statements a piece of work sends to the database, on either driver, by wrapping
 * the driver's own query methods (below Drizzle, so nothing Drizzle sends escapes it). On PGlite
 * a transaction's BEGIN and COMMIT/ROLLBACK are sent inside `transaction()` and counted there; on
 * node-postgres Drizzle sends them as queries of the pooled client. Used by the tests that hold
 * routes to a number of statements (issue 22).
 */
import { Client, type Pool } from 'pg';
import type { PGlite, Transaction } from '@electric-sql/pglite';
import type { Database } from '../db/client';

export interface StatementLog {
  /** The statements sent since the log started (text only). */
  readonly statements: string[];
  /** The same statements with their parameters (node-postgres only: the bench replays them with pgbench). */
  readonly calls: { text: string; values: unknown[] }[];
  stop(): void;
}

type QueryFn = (...args: unknown[]) => Promise<unknown>;

function valuesOf(query: unknown, values: unknown): unknown[] {
  if (Array.isArray(values)) return values;
  if (query && typeof query === 'object' && 'values' in query && Array.isArray((query as { values: unknown }).values)) return (query as { values: unknown[] }).values;
  return [];
}

function textOf(query: unknown): string {
  if (typeof query === 'string') return query;
  if (query && typeof query === 'object' && 'text' in query) return String((query as { text: unknown }).text);
  return String(query);
}

/** Starts logging every statement sent through `database`; call stop() when done. */
export function logStatements(database: Database): StatementLog {
  const statements: string[] = [];
  const calls: { text: string; values: unknown[] }[] = [];
  const client = (database.db as unknown as { $client: PGlite | Pool }).$client;
  if (database.kind === 'pglite') {
    const lite = client as PGlite;
    const original = { query: lite.query, exec: lite.exec, transaction: lite.transaction };
    const wrap = (fn: QueryFn, self: unknown): QueryFn => (...args) => {
      statements.push(textOf(args[0]));
      return fn.apply(self, args);
    };
    lite.query = wrap(original.query as QueryFn, lite) as PGlite['query'];
    lite.exec = wrap(original.exec as QueryFn, lite) as PGlite['exec'];
    lite.transaction = (async <T>(callback: (tx: Transaction) => Promise<T>) => {
      statements.push('BEGIN');
      try {
        const result = await original.transaction.call(lite, (tx: Transaction) => {
          tx.query = wrap(tx.query as QueryFn, tx) as Transaction['query'];
          tx.exec = wrap(tx.exec as QueryFn, tx) as Transaction['exec'];
          return callback(tx);
        });
        statements.push('COMMIT');
        return result;
      } catch (error) {
        statements.push('ROLLBACK');
        throw error;
      }
    }) as PGlite['transaction'];
    return {
      statements,
      calls,
      stop: () => Object.assign(lite, original),
    };
  }
  // node-postgres: every statement, pooled, in a transaction or on a read lane, is a Client#query of one of the database's clients.
  const pool = client as Pool & { _clients: unknown[] };
  const original = Client.prototype.query as unknown as QueryFn;
  Client.prototype.query = function (this: unknown, ...args: unknown[]) {
    if (pool._clients.includes(this) || database.ownsClient(this)) {
      statements.push(textOf(args[0]));
      calls.push({ text: textOf(args[0]), values: valuesOf(args[0], args[1]) });
    }
    return original.apply(this, args);
  } as unknown as typeof Client.prototype.query;
  return {
    statements,
    calls,
    stop: () => {
      Client.prototype.query = original as unknown as typeof Client.prototype.query;
    },
  };
}

/** Runs `work` and answers what it returned and the statements it sent. */
export async function withStatementLog<T>(database: Database, work: () => Promise<T>): Promise<{ result: T; statements: string[] }> {
  const log = logStatements(database);
  try {
    const result = await work();
    return { result, statements: [...log.statements] };
  } finally {
    log.stop();
  }
}
