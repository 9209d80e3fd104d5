/**
 * Leads: stored first, then forwarded to the CRM by a 'lead_forward' job ("nothing is lost").
 *
 * storeLead writes the lead, its delivery row (`lead_outbox`: attempts, delivered_at,
 * last_error, next_attempt_at, for a staff screen) and the job in one transaction, so the job
 * exists if and only if the lead was stored. The shared job worker (server/modules/jobs) runs
 * it: claimed with `FOR UPDATE SKIP LOCKED`, so any number of instances never send a lead at
 * the same time, and retried with the worker's backoff (1 min, 2, 4 … capped at 6 h) for up to
 * LEAD_FORWARD_MAX_ATTEMPTS attempts. Delivery is at least once (a crash between the CRM's
 * answer and the marks repeats one request); the `Idempotency-Key` header lets the CRM drop
 * such a repeat, and a lead already marked delivered is never sent again.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { leadOutbox, leads } from '../../db/schema/leads';
import type { LeadBody } from '../../../contract/leads';
import { enqueueJob } from '../jobs/queue';
import { backoffMs, type JobContext, type JobHandler, type JobHandlers } from '../jobs/worker';

export const LEAD_FORWARD_JOB = 'lead_forward';
/** A CRM can be down longer than a mail server: about three days of retries (the last ones 6 h apart). */
export const LEAD_FORWARD_MAX_ATTEMPTS = 20;
export const SEND_TIMEOUT_MS = 10 * 1000;

/** The body as stored and forwarded: trimmed strings, tour ids as numbers, no captcha. */
export function normaliseLead(body: LeadBody): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(body)) {
    if (key === 'captcha') continue;
    if (key === 'tour_id' && typeof value === 'string') out[key] = Number(value);
    else if (key === 'email' && typeof value === 'string') out[key] = value.trim().toLowerCase();
    else out[key] = typeof value === 'string' ? value.trim() : value;
  }
  return out;
}

/** Stores the lead, its delivery row and its 'lead_forward' job in one transaction; returns the lead id. */
export async function storeLead(db: Db, body: LeadBody): Promise<number> {
  const payload = normaliseLead(body);
  return db.transaction(async (tx) => {
    const [lead] = await tx
      .insert(leads)
      .values({ type: body.type, email: String(payload.email), sourceUrl: String(payload.source_url), payload })
      .returning({ id: leads.id });
    await tx.insert(leadOutbox).values({ leadId: lead.id });
    await enqueueJob(tx, { type: LEAD_FORWARD_JOB, payload: { leadId: lead.id }, dedupeKey: `${LEAD_FORWARD_JOB}:${lead.id}`, maxAttempts: LEAD_FORWARD_MAX_ATTEMPTS });
    return lead.id;
  });
}

/**
 * CRM_LEAD_URL as the worker sees it. The worker hands handlers the app's whole config; its
 * type names only the mail settings, so the URL is read defensively.
 */
function crmLeadUrlOf(config: object): string {
  return 'crmLeadUrl' in config && typeof config.crmLeadUrl === 'string' ? config.crmLeadUrl : '';
}

function leadIdOf(payload: Record<string, unknown>): number {
  const value = Number(payload.leadId);
  if (!Number.isSafeInteger(value) || value <= 0) throw new Error('payload.leadId must be a positive integer');
  return value;
}

/**
 * The 'lead_forward' handler: POSTs the stored lead to CRM_LEAD_URL and records the outcome on
 * the lead's delivery row (delivered_at on success; attempts, last_error and the next attempt's
 * time on failure), then throws on failure so the worker retries it. Without CRM_LEAD_URL it
 * does nothing: the lead stays stored and undelivered. `fetchImpl` is for tests.
 */
export function createLeadForwardHandler(fetchImpl?: typeof fetch): JobHandler {
  return async (payload, ctx: JobContext) => {
    const leadId = leadIdOf(payload);
    const url = crmLeadUrlOf(ctx.config);
    if (!url) return;
    const [row] = await ctx.db
      .select({ payload: leads.payload, deliveredAt: leadOutbox.deliveredAt })
      .from(leads)
      .leftJoin(leadOutbox, eq(leadOutbox.leadId, leads.id))
      .where(eq(leads.id, leadId));
    // Deleted, or already delivered (a repeat run after a crash): nothing to send.
    if (!row || row.deliveredAt) return;
    const attempts = ctx.job.attempts;
    try {
      const response = await (fetchImpl ?? fetch)(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'idempotency-key': `kea-lead-${leadId}` },
        body: JSON.stringify(row.payload),
        signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
      });
      // Drain the body so the connection is reused.
      await response.arrayBuffer().catch(() => undefined);
      if (!response.ok) throw new Error(`CRM answered ${response.status}`);
    } catch (error) {
      const message = ((error as Error)?.message || String(error)).slice(0, 500);
      const retries = attempts < ctx.job.maxAttempts;
      await ctx.db
        .update(leadOutbox)
        .set({
          attempts,
          lastError: retries ? message : `${message} (gave up after ${attempts} attempts)`,
          // When the worker will try again (it reschedules the job with the same backoff).
          ...(retries ? { nextAttemptAt: new Date(ctx.now.getTime() + backoffMs(attempts)) } : {}),
        })
        .where(eq(leadOutbox.leadId, leadId));
      throw new Error(message, { cause: error });
    }
    await ctx.db.update(leadOutbox).set({ attempts, deliveredAt: new Date(), lastError: null }).where(eq(leadOutbox.leadId, leadId));
  };
}

/** The leads module's job handlers, registered in server/modules/jobs/plugin.ts. */
export const leadJobHandlers: JobHandlers = { [LEAD_FORWARD_JOB]: createLeadForwardHandler() };
