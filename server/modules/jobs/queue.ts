/**
 * Enqueueing background jobs. Call it inside the transaction that makes the job necessary
 * (e.g. the one recording a payment): the job exists if and only if that transaction commits.
 */
import { jobs } from '../../db/schema/jobs';
import type { DbOrTx } from '../../db/client';

/** The database or a transaction of it (one definition, db/client.ts). */
export type { DbOrTx };

export interface NewJob {
  /** The handler's name, e.g. 'payment_succeeded' (see README.md). */
  type: string;
  /** JSON the handler reads (ids, not copies of data: the handler reads fresh rows). */
  payload: Record<string, unknown>;
  /** When it is due; now when omitted. */
  runAt?: Date;
  /** Unique across all jobs ever enqueued: a second job with the same key is silently dropped. */
  dedupeKey?: string;
  /** Attempts before the job is marked failed; 8 when omitted. */
  maxAttempts?: number;
}

export async function enqueueJob(db: DbOrTx, job: NewJob): Promise<void> {
  await tryEnqueueJob(db, job);
}

/** enqueueJob that tells whether the job was added (false: its dedupe key was already taken). */
export async function tryEnqueueJob(db: DbOrTx, job: NewJob): Promise<boolean> {
  const inserted = await db
    .insert(jobs)
    .values({
      type: job.type,
      payload: job.payload,
      runAt: job.runAt ?? new Date(),
      dedupeKey: job.dedupeKey ?? null,
      ...(job.maxAttempts !== undefined ? { maxAttempts: job.maxAttempts } : {}),
    })
    .onConflictDoNothing({ target: jobs.dedupeKey })
    .returning({ id: jobs.id });
  return inserted.length > 0;
}
