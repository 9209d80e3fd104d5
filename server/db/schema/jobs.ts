/**
 * Background jobs (server/modules/jobs): one row per job, claimed by any API instance's worker
 * with `FOR UPDATE SKIP LOCKED`. `locked_until` is the claim's lease: a job left `running`
 * past it (its worker crashed) is claimed again. `dedupe_key` is unique, so enqueueing the
 * same key twice (two instances, a retried request) keeps only the first job.
 */
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

export const JOB_STATUSES = ['pending', 'running', 'done', 'failed'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

export const jobs = pgTable(
  'jobs',
  {
    id: serial('id').primaryKey(),
    /** The handler's name, e.g. payment_succeeded (see server/modules/jobs/README.md). */
    type: text('type').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    /** pending | running | done | failed */
    status: text('status').$type<JobStatus>().notNull().default('pending'),
    /** When the job is due (first run, or the next retry after a failure). */
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(8),
    lastError: text('last_error'),
    /** While running: the worker's lease; past it, another worker may take the job over. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    dedupeKey: text('dedupe_key').unique('jobs_dedupe_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    // The worker scans only unfinished jobs.
    index('jobs_due_idx').on(t.runAt).where(sql`status in ('pending', 'running')`),
  ],
);

export type JobRow = typeof jobs.$inferSelect;
