/**
 * PGlite has no autovacuum: it runs PostgreSQL as a single process, without the background
 * workers that vacuum and analyze tables as they change. Left alone, a long-running
 * single-machine install keeps the planner's default estimates and visibility maps that never
 * catch up. On the bench's database one VACUUM ANALYZE took 0.3-0.4 s and then halved the time
 * of a count of departures (0.77 -> 0.42 ms) and of a capped count of bookings (0.68 -> 0.33).
 *
 * PGlite runs in the server's one thread, so that time is taken from requests. Hence: one table
 * at a time, only once no request has arrived for `idleMs` and until one does, and a round every
 * `everyMs` (PGLITE_VACUUM_HOURS; the first round when the server is first idle). PostgreSQL servers have
 * their own autovacuum and never run this.
 */
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { rowsOf } from './client';

export interface IdleVacuumOptions {
  /** Milliseconds between the starts of two rounds over every table. */
  everyMs: number;
  /** Milliseconds without a new request before a table is vacuumed. */
  idleMs: number;
}

/** 2 s without a request: a pause no visitor is in the middle of. */
export const VACUUM_IDLE_MS = 2000;

export function idleVacuum(app: FastifyInstance, { everyMs, idleMs }: IdleVacuumOptions): void {
  let lastRequestAt = Date.now();
  let nextRoundAt = 0;
  let tables: string[] = [];
  let running: Promise<void> | null = null;

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

  const tick = () => {
    if (running || !idle() || (!tables.length && Date.now() < nextRoundAt)) return;
    running = vacuumWhileIdle()
      .catch((error: unknown) => app.log.warn({ err: error }, 'pglite vacuum failed'))
      .finally(() => {
        running = null;
      });
  };

  const timer = setInterval(tick, Math.max(50, Math.round(idleMs / 4)));
  timer.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
