/**
 * Leads as staff see them: every stored lead with its CRM delivery (delivered, pending, or
 * failing: an attempt failed and it is not delivered), and a retry that runs the lead's
 * 'lead_forward' job again now (a new job when the last one gave up or ran while no CRM was set).
 */
import { and, desc, eq, inArray, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { jobs } from '../../db/schema/jobs';
import { leadOutbox, leads } from '../../db/schema/leads';
import { conflict, notFound } from '../../lib/errors';
import { STAFF_MESSAGES, type LeadListQuery, type StaffLead } from '../../../contract/staff';
import type { DbOrTx } from '../auth/sessions';
import { enqueueJob } from '../jobs/queue';
import { LEAD_FORWARD_JOB, LEAD_FORWARD_MAX_ATTEMPTS } from '../leads/service';
import { cappedTotal, countUpToLimit, pageOf } from './paging';

const columns = {
  lead: leads,
  attempts: leadOutbox.attempts,
  lastError: leadOutbox.lastError,
  deliveredAt: leadOutbox.deliveredAt,
};

type Row = { lead: typeof leads.$inferSelect; attempts: number | null; lastError: string | null; deliveredAt: Date | null };

function view(r: Row): StaffLead {
  const status = r.deliveredAt ? 'delivered' : r.lastError ? 'failing' : 'pending';
  return {
    id: r.lead.id,
    type: r.lead.type,
    email: r.lead.email,
    source_url: r.lead.sourceUrl,
    payload: r.lead.payload,
    created_at: r.lead.createdAt.toISOString(),
    delivery: { status, attempts: r.attempts ?? 0, last_error: r.lastError, delivered_at: r.deliveredAt ? r.deliveredAt.toISOString() : null },
  };
}

function deliveryCondition(delivery: LeadListQuery['delivery']): SQL | undefined {
  if (delivery === 'delivered') return isNotNull(leadOutbox.deliveredAt);
  if (delivery === 'failing') return and(isNull(leadOutbox.deliveredAt), isNotNull(leadOutbox.lastError));
  if (delivery === 'pending') return and(isNull(leadOutbox.deliveredAt), isNull(leadOutbox.lastError));
  return undefined;
}

export async function listLeads(db: DbOrTx, query: LeadListQuery) {
  const { page, perPage, offset } = pageOf(query);
  const where = deliveryCondition(query.delivery);
  let matching = db.select({ id: leads.id }).from(leads).$dynamic();
  if (where) matching = matching.leftJoin(leadOutbox, eq(leadOutbox.leadId, leads.id)).where(where);
  const [rows, counted] = await Promise.all([
    db
      .select(columns)
      .from(leads)
      .leftJoin(leadOutbox, eq(leadOutbox.leadId, leads.id))
      .where(where)
      .orderBy(desc(leads.createdAt), desc(leads.id))
      .limit(perPage)
      .offset(offset),
    countUpToLimit(db, matching),
  ]);
  return { leads: rows.map(view), page, per_page: perPage, ...cappedTotal(counted) };
}

export async function leadById(db: DbOrTx, id: number): Promise<StaffLead> {
  const [row] = await db.select(columns).from(leads).leftJoin(leadOutbox, eq(leadOutbox.leadId, leads.id)).where(eq(leads.id, id));
  if (!row) throw notFound(STAFF_MESSAGES.leadNotFound);
  return view(row);
}

export const LEAD_DELIVERED = 'This lead has already been delivered to the CRM.';

export async function retryLead(db: Db, id: number, now: Date = new Date()): Promise<StaffLead> {
  await db.transaction(async (tx) => {
    const [row] = await tx.select({ id: leads.id, deliveredAt: leadOutbox.deliveredAt }).from(leads).leftJoin(leadOutbox, eq(leadOutbox.leadId, leads.id)).where(eq(leads.id, id)).for('update', { of: leads });
    if (!row) throw notFound(STAFF_MESSAGES.leadNotFound);
    if (row.deliveredAt) throw conflict(LEAD_DELIVERED);
    await tx.insert(leadOutbox).values({ leadId: id }).onConflictDoNothing({ target: leadOutbox.leadId });
    // A job still waiting for its next attempt runs now; otherwise (it gave up, or ran with no CRM set) a new one.
    const moved = await tx
      .update(jobs)
      .set({ runAt: now })
      .where(and(eq(jobs.type, LEAD_FORWARD_JOB), eq(jobs.status, 'pending'), sql`(${jobs.payload}->>'leadId')::int = ${id}`))
      .returning({ id: jobs.id });
    const running = await tx
      .select({ id: jobs.id })
      .from(jobs)
      .where(and(eq(jobs.type, LEAD_FORWARD_JOB), inArray(jobs.status, ['running']), sql`(${jobs.payload}->>'leadId')::int = ${id}`));
    if (moved.length === 0 && running.length === 0) {
      await enqueueJob(tx, { type: LEAD_FORWARD_JOB, payload: { leadId: id }, runAt: now, dedupeKey: `${LEAD_FORWARD_JOB}:${id}:retry:${now.getTime()}`, maxAttempts: LEAD_FORWARD_MAX_ATTEMPTS });
    }
  });
  return leadById(db, id);
}
