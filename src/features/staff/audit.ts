/**
 * How the staff area words a booking's audit log (server/modules/bookings/lifecycle.ts writes
 * it): who, what, and which of the booking's facts moved (status, travellers, dates, total,
 * paid, balance, credit, promo code). Pure, so it is tested on its own.
 */
import { formatNzdExact } from '../../../contract/money';
import type { AuditEvent, AuditSummary } from './staff-api';

const ACTIONS: Record<string, string> = {
  created: 'Booking created',
  changed: 'Booking changed',
  addons_changed: 'Add-ons changed',
  paid: 'Payment received',
  expired: 'Hold expired',
  revived: 'Booking revived',
  swapped: 'Dates changed',
  request_confirmed: 'Request confirmed',
  request_declined: 'Request declined',
  deleted: 'Booking deleted',
  cancelled: 'Booking cancelled',
};

/** 'addons_changed' -> 'Add-ons changed'; an action without a wording is shown readably. */
export function actionLabel(action: string): string {
  return ACTIONS[action] ?? action.replace(/_/g, ' ').replace(/^./, (c) => c.toUpperCase());
}

export function actorLabel(event: Pick<AuditEvent, 'actor_kind' | 'actor_email'>): string {
  if (event.actor_kind === 'system') return 'System';
  const who = event.actor_kind === 'staff' ? 'Staff' : 'Customer';
  return event.actor_email ? `${who} (${event.actor_email})` : who;
}

const money = (cents: number) => formatNzdExact(cents / 100);

const FACTS: { key: keyof AuditSummary; label: string; show: (value: never) => string }[] = [
  { key: 'status', label: 'Status', show: (v: string) => v },
  { key: 'departure_date', label: 'Departure', show: (v: string) => v },
  { key: 'travellers', label: 'Travellers', show: (v: number) => String(v) },
  { key: 'total_cents', label: 'Total', show: money },
  { key: 'paid_cents', label: 'Paid', show: money },
  { key: 'balance_cents', label: 'Balance', show: money },
  { key: 'credit_cents', label: 'Credit', show: money },
  { key: 'promo', label: 'Promo code', show: (v: string | null) => v ?? 'none' },
];

/** The facts a change moved, 'Total: NZ$3,195 → NZ$6,390'; for a creation, the facts it started with. */
export function changedFacts(event: Pick<AuditEvent, 'detail'>): string[] {
  const { before, after } = event.detail;
  if (!after) return [];
  return FACTS.flatMap(({ key, label, show }) => {
    const now = after[key] as never;
    if (!before) return now === null || now === 0 ? [] : [`${label}: ${show(now)}`];
    const was = before[key] as never;
    return was === now ? [] : [`${label}: ${show(was)} → ${show(now)}`];
  });
}

/** What the change asked for (the server's summary of the request, never personal data), one line per part. */
export function requestedParts(event: Pick<AuditEvent, 'detail'>): string[] {
  const request = event.detail.request;
  if (!request || typeof request !== 'object') return [];
  return Object.entries(request).map(([key, value]) => {
    const text = typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value);
    const shown = text.length > 160 ? `${text.slice(0, 159)}…` : text;
    return `${key.replace(/_/g, ' ')}: ${shown}`;
  });
}
