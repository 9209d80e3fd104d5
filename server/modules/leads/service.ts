/**
 * Leads: stored first, then forwarded to the CRM by a retrying outbox ("nothing is lost").
 *
 * Delivery (deliverPendingLeads) is safe with any number of workers on any number of
 * instances: a worker claims due rows with `FOR UPDATE SKIP LOCKED` and, in the same
 * statement, moves their `next_attempt_at` into the future (a lease), so no other worker picks
 * them up while it sends; it then marks each delivered, or schedules a retry with exponential
 * backoff. Delivery is at least once (a crash between the CRM's answer and the mark re-sends
 * after the lease); the `Idempotency-Key` header lets the CRM drop such a repeat.
 */
import { and, asc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { AppConfig } from '../../config';
import { leadOutbox, leads } from '../../db/schema/leads';
import type { LeadBody } from '../../../contract/leads';

export const LEASE_MS = 2 * 60 * 1000;
export const SEND_TIMEOUT_MS = 10 * 1000;
export const BACKOFF_BASE_MS = 30 * 1000;
export const BACKOFF_MAX_MS = 6 * 60 * 60 * 1000;
const BATCH = 20;

/** Delay before the next attempt after `attempts` failed ones: 30 s, 1 min, 2 min … capped at 6 h. */
export function backoffMs(attempts: number): number {
  return Math.min(BACKOFF_MAX_MS, BACKOFF_BASE_MS * 2 ** Math.max(0, attempts - 1));
}

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

/** Stores the lead and its outbox row in one transaction; returns the lead id. */
export async function storeLead(db: Db, body: LeadBody): Promise<number> {
  const payload = normaliseLead(body);
  return db.transaction(async (tx) => {
    const [lead] = await tx
      .insert(leads)
      .values({ type: body.type, email: String(payload.email), sourceUrl: String(payload.source_url), payload })
      .returning({ id: leads.id });
    await tx.insert(leadOutbox).values({ leadId: lead.id });
    return lead.id;
  });
}

export interface DeliveryOptions {
  now?: Date;
  log?: Pick<FastifyBaseLogger, 'warn' | 'error'>;
}

export interface DeliveryResult {
  delivered: number;
  failed: number;
}

/** Sends due, undelivered leads to CRM_LEAD_URL. Does nothing when it is not set. */
export async function deliverPendingLeads(
  db: Db,
  config: Pick<AppConfig, 'crmLeadUrl'>,
  fetchImpl: typeof fetch = fetch,
  options: DeliveryOptions = {},
): Promise<DeliveryResult> {
  const result: DeliveryResult = { delivered: 0, failed: 0 };
  if (!config.crmLeadUrl) return result;
  const now = options.now ?? new Date();

  const due = db
    .select({ id: leadOutbox.id })
    .from(leadOutbox)
    .where(and(isNull(leadOutbox.deliveredAt), lte(leadOutbox.nextAttemptAt, now)))
    .orderBy(asc(leadOutbox.id))
    .limit(BATCH)
    .for('update', { skipLocked: true });
  const claimed = await db
    .update(leadOutbox)
    .set({ nextAttemptAt: new Date(now.getTime() + LEASE_MS), attempts: sql`${leadOutbox.attempts} + 1` })
    .where(inArray(leadOutbox.id, due))
    .returning({ id: leadOutbox.id, leadId: leadOutbox.leadId, attempts: leadOutbox.attempts });
  if (claimed.length === 0) return result;

  const bodies = await db
    .select({ id: leads.id, payload: leads.payload })
    .from(leads)
    .where(inArray(leads.id, claimed.map((c) => c.leadId)));
  const payloadOf = new Map(bodies.map((b) => [b.id, b.payload]));

  for (const row of claimed.sort((a, b) => a.id - b.id)) {
    try {
      const response = await fetchImpl(config.crmLeadUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'idempotency-key': `kea-lead-${row.leadId}` },
        body: JSON.stringify(payloadOf.get(row.leadId) ?? {}),
        signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
      });
      // Drain the body so the connection is reused.
      await response.arrayBuffer().catch(() => undefined);
      if (!response.ok) throw new Error(`CRM answered ${response.status}`);
      await db.update(leadOutbox).set({ deliveredAt: new Date(), lastError: null }).where(eq(leadOutbox.id, row.id));
      result.delivered++;
    } catch (error) {
      const message = (error as Error).message || String(error);
      await db
        .update(leadOutbox)
        .set({ nextAttemptAt: new Date(now.getTime() + backoffMs(row.attempts)), lastError: message.slice(0, 500) })
        .where(eq(leadOutbox.id, row.id));
      result.failed++;
      options.log?.warn({ leadId: row.leadId, attempts: row.attempts, err: message }, 'CRM lead delivery failed; will retry');
    }
  }
  return result;
}
