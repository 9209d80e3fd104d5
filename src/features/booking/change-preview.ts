import type { ChangePreview } from '../../../contract/bookings';
import { formatNzdExact } from '../../../contract/money';

/** Half a cent: amounts are dollars with at most 2 decimals. */
const EPSILON = 0.005;

/** Whether a priced change moves the total at all (one that does not is made without asking). */
export const changesTotal = (preview: Pick<ChangePreview, 'difference'>): boolean => Math.abs(preview.difference) > EPSILON;

/**
 * What a change would cost (DECISIONS "After 'Book'": the customer sees the new total and the
 * difference before confirming): 'New total NZ$5,495.00 (NZ$200.00 more than now)'; a total
 * below what was paid becomes a credit our team refunds.
 */
export function changePreviewText(preview: Pick<ChangePreview, 'new_total' | 'difference' | 'new_balance' | 'new_credit'>): { headline: string; balance: string | null } {
  const total = formatNzdExact(preview.new_total);
  const difference = Math.abs(preview.difference);
  let change: string;
  if (preview.difference > EPSILON) change = `${formatNzdExact(difference)} more than now`;
  else if (preview.difference >= -EPSILON) change = 'the same as now';
  else if (preview.new_credit > EPSILON && preview.new_credit >= difference - EPSILON) {
    change = `${formatNzdExact(difference)} less: the difference becomes a credit our team refunds`;
  } else if (preview.new_credit > EPSILON) {
    change = `${formatNzdExact(difference)} less: ${formatNzdExact(preview.new_credit)} of it becomes a credit our team refunds`;
  } else change = `${formatNzdExact(difference)} less than now`;
  const balance = preview.new_balance > EPSILON ? `Left to pay after the change: ${formatNzdExact(preview.new_balance)}.` : null;
  return { headline: `New total ${total} (${change})`, balance };
}
