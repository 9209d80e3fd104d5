/**
 * The job worker. `runDueJobs` claims due jobs and runs their handlers; every API instance
 * calls it on a timer (plugin.ts) and tests call it directly.
 *
 * Claiming is one statement: the due rows are picked with `FOR UPDATE SKIP LOCKED` and, in
 * the same UPDATE, marked `running` with a lease (`locked_until`), so two workers (two
 * instances, or two passes of one) never take the same job. A handler then runs outside any
 * transaction (it sends mail); afterwards the job is marked `done`, or put back to `pending`
 * with an exponential backoff, or `failed` (and logged) after `max_attempts`. A worker that
 * dies mid-job leaves it `running`; once the lease has passed another worker takes it over.
 * Delivery is therefore at least once: a crash between a sent email and the mark repeats that
 * one email after the lease, it never loses one.
 */
import { and, asc, eq, inArray, lte, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { AppConfig } from '../../config';
import type { Mailer } from '../../lib/mail';
import { jobs, type JobRow } from '../../db/schema/jobs';

/** How long a claimed job is reserved for its worker before another may take it over. */
export const LEASE_MS = 5 * 60 * 1000;
export const BACKOFF_BASE_MS = 60 * 1000;
export const BACKOFF_MAX_MS = 6 * 60 * 60 * 1000;
const BATCH = 20;
/** A pass stops after this many batches, so one busy pass cannot starve the timer forever. */
const MAX_BATCHES = 50;

/** Delay before the next attempt after `attempts` failed ones: 1 min, 2, 4, 8 … capped at 6 h. */
export function backoffMs(attempts: number): number {
  return Math.min(BACKOFF_MAX_MS, BACKOFF_BASE_MS * 2 ** Math.max(0, attempts - 1));
}

export type JobLogger = Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;

/** What a handler may use. `now` is the pass's clock (tests move it). */
export interface JobContext {
  db: Db;
  mailer: Mailer;
  config: Pick<AppConfig, 'publicUrl' | 'mailFrom'>;
  log?: JobLogger;
  now: Date;
  job: JobRow;
}

/** Runs one job; throwing schedules a retry. A handler must be safe to run twice. */
export type JobHandler = (payload: Record<string, unknown>, ctx: JobContext) => Promise<void>;
export type JobHandlers = Readonly<Record<string, JobHandler>>;

export interface WorkerDeps {
  db: Db;
  mailer: Mailer;
  config: Pick<AppConfig, 'publicUrl' | 'mailFrom'>;
  log?: JobLogger;
  handlers: JobHandlers;
}

export interface RunOptions {
  now?: Date;
  /** Jobs claimed at once (default 20). */
  batchSize?: number;
  /** Asked before each job: true stops the pass and releases the jobs claimed but not started (shutdown). */
  shouldStop?: () => boolean;
}

export interface RunResult {
  done: number;
  retried: number;
  failed: number;
  /** Claimed, then handed back unstarted because the pass was stopped. */
  released?: number;
}

/** Claims up to `limit` due jobs for this worker (see the header comment). */
export async function claimJobs(db: Db, now: Date, limit: number): Promise<JobRow[]> {
  const due = db
    .select({ id: jobs.id })
    .from(jobs)
    .where(or(and(eq(jobs.status, 'pending'), lte(jobs.runAt, now)), and(eq(jobs.status, 'running'), lte(jobs.lockedUntil, now))))
    .orderBy(asc(jobs.runAt), asc(jobs.id))
    .limit(limit)
    .for('update', { skipLocked: true });
  const claimed = await db
    .update(jobs)
    .set({ status: 'running', attempts: sql`${jobs.attempts} + 1`, lockedUntil: new Date(now.getTime() + LEASE_MS) })
    .where(inArray(jobs.id, due))
    .returning();
  return claimed.sort((a, b) => a.runAt.getTime() - b.runAt.getTime() || a.id - b.id);
}

/**
 * Hands claimed jobs this worker has not started back to the queue, due at once and without
 * counting the attempt, so an instance shutting down leaves nothing to wait out a 5-minute lease.
 */
export async function releaseJobs(db: Db, claimed: JobRow[]): Promise<number> {
  let released = 0;
  for (const job of claimed) {
    const rows = await db
      .update(jobs)
      .set({ status: 'pending', attempts: sql`${jobs.attempts} - 1`, lockedUntil: null })
      .where(stillOurs(job))
      .returning({ id: jobs.id });
    released += rows.length;
  }
  return released;
}

/** This worker still holds the job: nobody took it over after the lease ran out. */
const stillOurs = (job: JobRow) => and(eq(jobs.id, job.id), eq(jobs.status, 'running'), eq(jobs.attempts, job.attempts));

async function runOne(deps: WorkerDeps, job: JobRow, now: Date): Promise<'done' | 'retried' | 'failed'> {
  const handler = deps.handlers[job.type];
  try {
    // An unknown type is retried like any failure: an older instance in a rolling deploy may
    // claim a job only newer code knows, and must not fail it for good.
    if (!handler) throw new Error(`no handler for job type "${job.type}"`);
    await handler(job.payload, { db: deps.db, mailer: deps.mailer, config: deps.config, log: deps.log, now, job });
  } catch (error) {
    const message = ((error as Error)?.message || String(error)).slice(0, 1000);
    if (job.attempts >= job.maxAttempts) {
      await deps.db
        .update(jobs)
        .set({ status: 'failed', lastError: message, lockedUntil: null, finishedAt: new Date() })
        .where(stillOurs(job));
      deps.log?.error({ jobId: job.id, type: job.type, attempts: job.attempts, err: message }, 'job failed for good');
      return 'failed';
    }
    await deps.db
      .update(jobs)
      .set({ status: 'pending', lastError: message, lockedUntil: null, runAt: new Date(now.getTime() + backoffMs(job.attempts)) })
      .where(stillOurs(job));
    deps.log?.warn({ jobId: job.id, type: job.type, attempts: job.attempts, err: message }, 'job failed; will retry');
    return 'retried';
  }
  await deps.db.update(jobs).set({ status: 'done', lastError: null, lockedUntil: null, finishedAt: new Date() }).where(stillOurs(job));
  return 'done';
}

/**
 * Runs every job due at `now`, batch after batch, including jobs that handlers enqueue for
 * now (a receipt's confirmation). Jobs retried in this pass wait for their backoff.
 */
export async function runDueJobs(deps: WorkerDeps, options: RunOptions = {}): Promise<RunResult> {
  const now = options.now ?? new Date();
  const batchSize = options.batchSize ?? BATCH;
  const result: RunResult = { done: 0, retried: 0, failed: 0 };
  for (let i = 0; i < MAX_BATCHES; i++) {
    if (options.shouldStop?.()) break;
    const claimed = await claimJobs(deps.db, now, batchSize);
    if (claimed.length === 0) break;
    for (const [index, job] of claimed.entries()) {
      if (options.shouldStop?.()) {
        result.released = (result.released ?? 0) + (await releaseJobs(deps.db, claimed.slice(index)));
        return result;
      }
      result[await runOne(deps, job, now)]++;
    }
  }
  return result;
}

/** A job by id (tests, admin tools). */
export async function findJob(db: Db, id: number): Promise<JobRow | undefined> {
  const [row] = await db.select().from(jobs).where(eq(jobs.id, id));
  return row;
}
