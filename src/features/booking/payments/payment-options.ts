/**
 * What the payment page offers (pure; unit tested). Amounts are NZD dollars as the API sends
 * them; comparisons are made in cents with the shared rules of contract/payment-rules.ts, the
 * same ones the API enforces.
 */
import type { Booking } from '../../../../contract/bookings';
import { amountMessage, amountProblem, DEPOSIT_PER_TRAVELLER_CENTS, toCents } from '../../../../contract/payment-rules';
import { formatNzdCents } from '../../../../contract/money';

export type AmountChoiceKey = 'deposit' | 'minimum' | 'balance' | 'other';

export interface AmountOption {
  key: AmountChoiceKey;
  label: string;
  /** Null for 'other': the customer types it. */
  amount: number | null;
}

type PayBooking = Pick<Booking, 'can_pay_partially' | 'minimum_payment' | 'balance_remaining' | 'deposit_due' | 'total_paid' | 'travellers_count'>;

const cents = (dollars: number) => Math.round(dollars * 100);

/**
 * Inside 56 days (can_pay_partially false) only the whole balance. Otherwise: the deposit
 * while it is unpaid (or the minimum once it is), the whole balance, or another amount.
 */
export function amountOptions(b: PayBooking): AmountOption[] {
  if (b.balance_remaining <= 0) return [];
  const balance: AmountOption = { key: 'balance', label: b.total_paid > 0 ? 'Pay the balance' : 'Pay in full', amount: b.balance_remaining };
  if (!b.can_pay_partially || cents(b.minimum_payment) >= cents(b.balance_remaining)) return [balance];
  const depositLeft = cents(b.deposit_due) - cents(b.total_paid);
  const first: AmountOption | null =
    depositLeft > 0
      ? { key: 'deposit', label: b.total_paid > 0 ? 'Pay the rest of the deposit' : `Pay the deposit (${b.travellers_count} × ${formatNzdCents(DEPOSIT_PER_TRAVELLER_CENTS)})`, amount: b.minimum_payment }
      : null;
  return [...(first ? [first] : []), balance, { key: 'other', label: 'Another amount', amount: null }];
}

/** The amount to pay for a choice, or the reason the typed amount cannot be paid. */
export function chosenAmount(b: PayBooking, choice: AmountChoiceKey, typed: string): { amount: number } | { error: string } {
  const option = amountOptions(b).find((o) => o.key === choice);
  const limits = { minimumCents: cents(b.minimum_payment), balanceCents: cents(b.balance_remaining) };
  if (option && option.amount !== null) return { amount: option.amount };
  const text = typed.trim().replace(/^NZ?\$\s*/i, '').replace(/,/g, '');
  const value = /^\d+(\.\d{1,2})?$/.test(text) ? Number(text) : NaN;
  const problem = amountProblem(Number.isFinite(value) ? toCents(value) : null, limits);
  return problem ? { error: amountMessage(problem, limits) } : { amount: value };
}

/** A fresh idempotency key: one per payment attempt (reused if the same attempt is retried). */
export function newIdempotencyKey(): string {
  const c = globalThis.crypto;
  if (c && typeof c.randomUUID === 'function') return `pay_${c.randomUUID()}`;
  const bytes = new Uint8Array(16);
  c.getRandomValues(bytes);
  return `pay_${Array.from(bytes, (x) => x.toString(16).padStart(2, '0')).join('')}`;
}

/** Today in Pacific/Auckland (YYYY-MM-DD), for the card's expiry check. */
