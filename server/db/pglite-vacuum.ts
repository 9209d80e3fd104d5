/**
 * PGlite has no autovacuum: it runs PostgreSQL as a single process, without the background
 * workers that vacuum and analyze tables as they change. Left alone, a long-running
 * single-machine install keeps the planner's default estimates and visibility maps that never
 * catch up. On the bench's database one VACUUM ANALYZE took 0.3-0.4 s and then halved the time
 * of a count of departures (0.77 -> 0.42 ms) and of a capped count of bookings (0.68 -> 0.33).
 *
 * PGlite runs one statement at a time (on its own thread, pglite-thread.ts), so a request's
 * statements wait while a table is vacuumed. Hence: one table
 * at a time, only once no request has arrived for `idleMs` and until one does, and a round every
 * `everyMs` (PGLITE_VACUUM_HOURS; the first round when the server is first idle). PostgreSQL servers have
 * their own autovacuum and never run this.
 */
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { rowsOf } from './client';
import { runInBackground } from './pglite-thread';

export interface IdleVacuumOptions {
  /** Milliseconds between the starts of two rounds over every table. */
  everyMs: number;
  /** Milliseconds without a new request before a table is vacuumed. */
  idleMs: number;
}

/**
 * When a table is vacuumed or analyzed again (autoVacuum): PostgreSQL's autovacuum rules, a
 * threshold plus a share of the table's rows. A table is analyzed once the rows inserted, updated
 * or deleted since its last analysis pass 50 + 10 %. It is vacuumed (and analyzed) once its dead
 * rows and the rows inserted since its last vacuum pass 50 + 20 %: PostgreSQL waits for 1,000
 * inserted rows, but on PGlite each heap fetch of an index-only scan over rows not yet vacuumed
 * costs WebAssembly time on the one database thread (below).
 */
export const AUTOVACUUM_THRESHOLD = 50;
export const ANALYZE_SCALE_FACTOR = 0.1;
export const VACUUM_SCALE_FACTOR = 0.2;
/** How often the tables' changes are looked at (PostgreSQL's autovacuum looks every minute). */
export const AUTOVACUUM_CHECK_MS = 5000;

/**
 * Vacuums or analyzes each table whose rows changed past the thresholds above, whether or not
 * requests keep arriving, as PostgreSQL's own autovacuum would. Without it, after 500 bookings were
 * made in five seconds the staff dashboard took 12-40 ms instead of 5-7 until the idle round a day
 * later: its prepared statements kept a plan made for 40 bookings (a sequential scan per
 * departure), and once analyzed, counting a departure's seats still fetched each new booking's
 * row because none was marked visible. A table at a time, on the database's thread: a few
 * milliseconds for a table of thousands of rows.
 */
export function autoVacuum(app: FastifyInstance, { checkEveryMs }: { checkEveryMs: number }): void {
  const vacuumChanged = async () => {
    const threshold = (scale: number) => sql`${AUTOVACUUM_THRESHOLD}::float8 + ${scale}::float8 * n_live_tup`;
    const vacuumDue = sql`n_dead_tup + n_ins_since_vacuum > ${threshold(VACUUM_SCALE_FACTOR)}`;
    const result = await app.db.execute(sql`select quote_ident(schemaname) || '.' || quote_ident(relname) as name, ${vacuumDue} as vacuum
      from pg_stat_user_tables where ${vacuumDue} or n_mod_since_analyze > ${threshold(ANALYZE_SCALE_FACTOR)}`);
    for (const { name, vacuum } of rowsOf<{ name: string; vacuum: boolean }>(result)) {
      if (app.closing) return;
      await app.db.execute(sql.raw(vacuum ? `vacuum (analyze) ${name}` : `analyze ${name}`));
      app.log.debug({ table: name, vacuum }, 'pglite autovacuum');
    }
  };
  repeatInBackground(app, checkEveryMs, 'pglite autovacuum', () => true, vacuumChanged);
}

/** 2 s without a request: a pause no visitor is in the middle of. */
export const VACUUM_IDLE_MS = 2000;

export function idleVacuum(app: FastifyInstance, { everyMs, idleMs }: IdleVacuumOptions): void {
  let lastRequestAt = Date.now();
  let nextRoundAt = 0;
  let tables: string[] = [];

  app.addHook('onRequest', async () => {
    lastRequestAt = Date.now();
  });

  const idle = () => !app.closing && Date.now() - lastRequestAt >= idleMs;

  // Table after table while nothing arrives: a request that does waits for one table at most.
  const vacuumWhileIdle = async () => {
    if (!tables.length) {
      nextRoundAt = Date.now() + everyMs;
      // Quoted by PostgreSQL itself (drizzle's own schema included).
      const result = await app.db.execute(sql`select quote_ident(schemaname) || '.' || quote_ident(relname) as name from pg_stat_user_tables order by 1`);
      tables = rowsOf<{ name: string }>(result).map((row) => row.name);
    }
    while (tables.length && idle()) {
      const table = tables.shift()!;
      const started = performance.now();
      await app.db.execute(sql.raw(`vacuum (analyze) ${table}`));
      app.log.debug({ table, ms: Math.round(performance.now() - started) }, 'pglite vacuum');
    }
  };

  const due = () => idle() && (tables.length > 0 || Date.now() >= nextRoundAt);
  repeatInBackground(app, Math.max(50, Math.round(idleMs / 4)), 'pglite vacuum', due, vacuumWhileIdle);
}

/**
 * Every `everyMs`, runs `work` if `due()` and no run is under way, as background work (its
 * statements give way to requests'); a failure is logged, and app.close() waits for the run under
 * way. Nothing starts once the server is closing.
 */
function repeatInBackground(app: FastifyInstance, everyMs: number, what: string, due: () => boolean, work: () => Promise<void>): void {
  let running: Promise<void> | null = null;
  const timer = setInterval(() => {
    if (running || app.closing || !due()) return;
    running = runInBackground(work)
      .catch((error: unknown) => app.log.warn({ err: error }, `${what} failed`))
      .finally(() => {
        running = null;
      });
  }, everyMs);
  timer.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
