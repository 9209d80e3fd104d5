/**
 * Promo codes: matched case-insensitively, one use per customer per code (DECISIONS; staff may
 * allow more per code, `per_customer_limit`). A code is
 * counted (times_used) when a booking applies it and released when the booking drops it or
 * is deleted; the count is claimed in one conditional UPDATE, so a limit cannot be overrun.
 */
import { and, eq, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bookings, promoCodes, type BookingRow } from '../../db/schema/bookings';
import type { DbOrTx } from '../auth/sessions';
import { promoIsUsable } from './pricing';

export function normaliseCode(raw: string | null | undefined): string {
  return (raw ?? '').trim().toUpperCase();
}

async function release(tx: DbOrTx, promoCodeId: number): Promise<void> {
  await tx
    .update(promoCodes)
    .set({ timesUsed: sql`greatest(${promoCodes.timesUsed} - 1, 0)` })
    .where(eq(promoCodes.id, promoCodeId));
}

/** Releases the booking's counted code, if any (booking deletion). */
export async function releasePromo(tx: DbOrTx, booking: BookingRow): Promise<void> {
  if (booking.promoCodeId !== null && booking.promoCodeValid) await release(tx, booking.promoCodeId);
}

/**
 * Applies `raw` to the booking (an empty code removes it). Returns whether the booking now
 * holds a valid code or none; false means the code was stored as invalid (SPEC: promo_code_valid).
 */
export async function applyPromo(tx: DbOrTx, booking: BookingRow, raw: string | null, today: string): Promise<boolean> {
  const code = normaliseCode(raw);
  if (booking.promoCodeId !== null && booking.promoCodeValid) {
    const [current] = await tx.select({ code: promoCodes.code }).from(promoCodes).where(eq(promoCodes.id, booking.promoCodeId));
    if (current && current.code === code) return true;
    await release(tx, booking.promoCodeId);
  }
  if (!code) {
    await tx.update(bookings).set({ promoCodeId: null, promoCodeString: null, promoCodeValid: false }).where(eq(bookings.id, booking.id));
    return true;
  }
  const [row] = await tx.select().from(promoCodes).where(eq(promoCodes.code, code)).limit(1);
  let claimed = false;
  // Uses per customer (DECISIONS: one, unless staff set `per_customer_limit`): the customer's other
  // live bookings holding the code count against it.
  const usedElsewhere = row
    ? (
        await tx
          .select({ id: bookings.id })
          .from(bookings)
          .where(
            and(
              eq(bookings.userId, booking.userId),
              eq(bookings.promoCodeId, row.id),
              eq(bookings.promoCodeValid, true),
              ne(bookings.id, booking.id),
              isNull(bookings.expiredAt),
              isNull(bookings.cancelledAt),
            ),
          )
          .limit(row.perCustomerLimit)
      ).length >= row.perCustomerLimit
    : false;
  if (row && !usedElsewhere && promoIsUsable(row, today)) {
    const updated = await tx
      .update(promoCodes)
      .set({ timesUsed: sql`${promoCodes.timesUsed} + 1` })
      .where(and(eq(promoCodes.id, row.id), or(isNull(promoCodes.usageLimit), lt(promoCodes.timesUsed, promoCodes.usageLimit))))
      .returning({ id: promoCodes.id });
    claimed = updated.length === 1;
  }
  await tx
    .update(bookings)
    .set({ promoCodeId: claimed && row ? row.id : null, promoCodeString: code, promoCodeValid: claimed })
    .where(eq(bookings.id, booking.id));
  return claimed;
}

/** A few codes for the demo; the seed calls this. Idempotent. */
export async function seedPromoCodes(db: Db): Promise<void> {
  await db
    .insert(promoCodes)
    .values([
      { code: 'KIAORA10', kind: 'percent', value: 10, expiredDate: null, usageLimit: null },
      { code: 'EARLYBIRD100', kind: 'amount', value: 10_000, expiredDate: null, usageLimit: 500 },
      { code: 'WINTER2020', kind: 'amount', value: 5_000, expiredDate: '2020-09-30', usageLimit: null },
    ])
    .onConflictDoNothing({ target: promoCodes.code });
}
