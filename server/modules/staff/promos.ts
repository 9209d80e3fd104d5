/**
 * Promo codes as staff manage them: list with uses, create, expire. Customers apply them in the
 * wizard exactly as before (bookings/promo.ts): matched case-insensitively, counted when
 * applied, limited overall (`usage_limit`) and per customer (`per_customer_limit`, DECISIONS: 1
 * unless staff say otherwise). Expiring sets the last valid day to yesterday (New Zealand), so
 * no new booking can apply it; bookings that already hold it keep their discount.
 */
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { promoCodes, type PromoCodeRow } from '../../db/schema/bookings';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { toCents } from '../../../contract/payment-rules';
import { STAFF_MESSAGES, type CreatePromoCodeBody, type PromoCode } from '../../../contract/staff';
import type { DbOrTx } from '../auth/sessions';
import { promoIsUsable } from '../bookings/pricing';
import { addDays, todayInNz } from '../../../contract/dates';
import { normaliseCode } from '../bookings/promo';
import { isUniqueViolation } from '../../db/errors';

export function promoView(row: PromoCodeRow, today: string = todayInNz()): PromoCode {
  return {
    id: row.id,
    code: row.code,
    kind: row.kind as 'amount' | 'percent',
    value: row.kind === 'amount' ? row.value / 100 : row.value,
    expired_date: row.expiredDate,
    usage_limit: row.usageLimit,
    per_customer_limit: row.perCustomerLimit,
    times_used: row.timesUsed,
    active: promoIsUsable(row, today),
    created_at: row.createdAt.toISOString(),
  };
}

export async function listPromoCodes(db: DbOrTx): Promise<PromoCode[]> {
  const rows = await db.select().from(promoCodes).orderBy(desc(promoCodes.createdAt), desc(promoCodes.id));
  const today = todayInNz();
  return rows.map((r) => promoView(r, today));
}

export async function createPromoCode(db: Db, body: CreatePromoCodeBody, staffId: number): Promise<PromoCode> {
  let value: number;
  if (body.kind === 'percent') {
    if (!Number.isInteger(body.value) || body.value < 1 || body.value > 100) throw badRequest(STAFF_MESSAGES.percentRange);
    value = body.value;
  } else {
    const cents = toCents(body.value);
    if (cents === null) throw badRequest(STAFF_MESSAGES.wholeCents);
    value = cents;
  }
  if (body.expired_date && body.expired_date < todayInNz()) throw badRequest(STAFF_MESSAGES.expiryPast);
  try {
    const [row] = await db
      .insert(promoCodes)
      .values({
        code: normaliseCode(body.code),
        kind: body.kind,
        value,
        expiredDate: body.expired_date ?? null,
        usageLimit: body.usage_limit ?? null,
        perCustomerLimit: body.per_customer_limit ?? 1,
        createdBy: staffId,
      })
      .returning();
    return promoView(row);
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(STAFF_MESSAGES.promoExists);
    throw error;
  }
}

export async function expirePromoCode(db: Db, id: number): Promise<PromoCode> {
  const yesterday = addDays(todayInNz(), -1);
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(promoCodes).where(eq(promoCodes.id, id)).for('update');
    if (!row) throw notFound(STAFF_MESSAGES.promoNotFound);
    if (row.expiredDate !== null && row.expiredDate <= yesterday) return promoView(row);
    const [updated] = await tx.update(promoCodes).set({ expiredDate: yesterday }).where(eq(promoCodes.id, id)).returning();
    return promoView(updated);
  });
}
