/**
 * Starts this instance's job worker: every JOBS_POLL_MS it runs the due jobs (see worker.ts),
 * never two passes at once, and makes sure today's balance reminder sweep and the current
 * period's waitlist sweep are scheduled. Every API instance runs one; SKIP LOCKED keeps them
 * from running a job twice. JOBS_POLL_MS=0 turns it off (tests call `runDueJobs` themselves).
 * Closing the app (SIGTERM) stops the timer and the pass in flight after its current job; the
 * jobs that pass had claimed but not started are released at once (worker.ts `releaseJobs`).
 */
import type { FastifyInstance } from 'fastify';
import { createMailer } from '../../lib/mail';
import { notificationHandlers, scheduleReminderSweep } from '../notifications/service';
import { authJobHandlers } from '../auth/service';
import { leadJobHandlers } from '../leads/service';
import { waitlistJobHandlers, waitlistSweepScheduler } from '../waitlist/service';
import { todayInNz } from '../../../contract/dates';
import { lifecycleJobHandlers } from '../bookings/lifecycle-jobs';
import { staffJobHandlers } from '../staff/jobs';
import { runDueJobs, type JobHandlers, type RunOptions, type RunResult, type WorkerDeps } from './worker';

/** Every job type the API knows, by name (README.md lists them). */
export const jobHandlers: JobHandlers = { ...notificationHandlers, ...authJobHandlers, ...leadJobHandlers, ...waitlistJobHandlers, ...lifecycleJobHandlers, ...staffJobHandlers };

/** The worker's dependencies from an app (its mailer, database, config and log). */
export function workerDeps(app: FastifyInstance, handlers: JobHandlers = jobHandlers): WorkerDeps {
  // `app.mailer` is decorated inside the /api scope; the root instance (tests, scripts) builds one.
  const mailer = app.hasDecorator('mailer') && app.mailer ? app.mailer : createMailer(app.config, app.log);
  return { db: app.db, mailer, config: app.config, log: app.log, handlers };
}

/** One pass over the due jobs with the app's dependencies. */
export function runAppJobs(app: FastifyInstance, options: RunOptions = {}): Promise<RunResult> {
  return runDueJobs(workerDeps(app), options);
}

export async function jobsWorker(app: FastifyInstance): Promise<void> {
  const pollMs = app.config.jobsPollMs;
  if (pollMs <= 0) return;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | null = null;
  let sweepScheduledFor = '';
  let stopping = false;
  const ensureWaitlistSweep = waitlistSweepScheduler(app.db, app.config.waitlistSweepSeconds);
  const tick = () => {
    if (running) return; // a slow pass (many emails) must not overlap the next one
    // No visitor waits for it: on PGlite its statements give way to requests'.
    running = app.database.background(async () => {
      const today = todayInNz();
      if (today !== sweepScheduledFor) {
        await scheduleReminderSweep(app.db);
        sweepScheduledFor = today;
      }
      await ensureWaitlistSweep();
      const result = await runDueJobs(workerDeps(app), { shouldStop: () => stopping });
      if (result.released) app.log.info({ released: result.released }, 'job worker stopped; unstarted jobs released');
    })
      .catch((error: unknown) => app.log.error({ err: error }, 'job worker pass failed'))
      .finally(() => {
        running = null;
      });
  };
  app.addHook('onReady', async () => {
    timer = setInterval(tick, pollMs);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    stopping = true;
    if (timer) clearInterval(timer);
    await running;
  });
}

export default jobsWorker;
