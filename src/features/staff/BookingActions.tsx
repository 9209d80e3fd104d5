/**
 * What staff can do to a booking (issue 18): lock or unlock it, record a bank transfer, add a
 * charge or a credit, refund a credit, cancel it with a full, partial or no refund, resend the
 * confirmation. Each form keeps what was typed when the server refuses it and shows why; an
 * action that moves money carries one idempotency key per attempt of that action, so a
 * double click or a retry after a lost answer never moves money twice.
 */
import React, { useId, useRef, useState } from 'react';
import type { Booking, BookingDetail } from '../../../contract/bookings';
import { formatNzdExact } from '../../../contract/money';
import { todayInNz } from '../../../contract/dates';
import { MessageBanner } from '../../components/booking/MessageBanner';
import { ConfirmDialog } from '../../components/account/ConfirmDialog';
import { errorMessages } from '../../state/bookings-api';
import {
  newIdempotencyKey,
  useAddItemMutation,
  useCancelBookingMutation,
  useLockBookingMutation,
  useRecordPaymentMutation,
  useRefundBookingMutation,
  useResendConfirmationMutation,
} from './staff-api';
import * as styles from './Staff.module.css';

type Outcome = { kind: 'success' | 'error'; messages: string[] } | null;

/** One action's result line, focused when it appears so it is read out. */
function useOutcome() {
  const [outcome, setOutcome] = useState<Outcome>(null);
  const ref = useRef<HTMLDivElement>(null);
  const show = (kind: 'success' | 'error', messages: string[]) => {
    setOutcome({ kind, messages });
    requestAnimationFrame(() => ref.current?.focus());
  };
  const view = (
    <div ref={ref} tabIndex={-1} className={styles.outcome}>
      {outcome && <MessageBanner kind={outcome.kind} messages={outcome.messages} />}
    </div>
  );
  return { show, view, clear: () => setOutcome(null) };
}

/** An amount typed in dollars: a number with at most 2 decimals, or null. */
export function parseAmount(text: string): number | null {
  const value = text.trim().replace(/^NZ\$/i, '').replace(/,/g, '');
  if (!/^-?\d+(\.\d{1,2})?$/.test(value)) return null;
  return Number(value);
}

const AMOUNT_HELP = 'In NZ dollars, for example 250 or 99.50.';

function Field({ label, id, children, hint }: { label: string; id: string; hint?: string; children: React.ReactElement<React.InputHTMLAttributes<HTMLInputElement>> }) {
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      {hint && (
        <span id={`${id}-hint`} className={styles.hint}>
          {hint}
        </span>
      )}
      {React.cloneElement(children, { id, 'aria-describedby': hint ? `${id}-hint` : undefined })}
    </div>
  );
}

type Show = (kind: 'success' | 'error', messages: string[]) => void;

export function BookingActions({ booking, items }: { booking: Booking; items: BookingDetail['ad_hoc_items'] }) {
  const live = booking.status !== 'Cancelled' && booking.status !== 'Declined' && booking.status !== 'Expired';
  // One result line for every action, above them: a panel may go once the booking reloads
  // (a cancelled booking has no Cancel panel), its result must not go with it.
  const outcome = useOutcome();
  const show = outcome.show;
  return (
    <section className={styles.section} aria-labelledby="actions-title">
      <h2 id="actions-title">Actions</h2>
      {outcome.view}
      <div className={styles.grid}>
        <LockPanel booking={booking} show={show} />
        {live && <OfflinePaymentPanel booking={booking} show={show} />}
        {live && <ChargePanel booking={booking} items={items} show={show} />}
        {booking.credit > 0 && <RefundCreditPanel booking={booking} show={show} />}
        {booking.total_paid > 0 && <ResendPanel booking={booking} show={show} />}
        {live && <CancelPanel booking={booking} show={show} clear={outcome.clear} />}
      </div>
    </section>
  );
}

function LockPanel({ booking, show }: { booking: Booking; show: Show }) {
  const [lock, { isLoading }] = useLockBookingMutation();
  async function toggle() {
    const result = await lock({ id: booking.id, locked: !booking.locked });
    if ('error' in result) show('error', errorMessages(result.error, 'We could not change the lock.'));
    else show('success', [result.data.locked ? 'Locked: the customer can no longer change it online.' : 'Unlocked: the customer can change it online again.']);
  }
  return (
    <div className={styles.panel}>
      <h3>{booking.locked ? 'Locked' : 'Not locked'}</h3>
      <p className={styles.muted}>A locked booking cannot be changed by the customer online.</p>
      <button type="button" className="button button--secondary" disabled={isLoading} onClick={() => void toggle()}>
        {booking.locked ? 'Unlock the booking' : 'Lock the booking'}
      </button>
    </div>
  );
}

function OfflinePaymentPanel({ booking, show }: { booking: Booking; show: Show }) {
  const id = useId();
  const [record, { isLoading }] = useRecordPaymentMutation();
  const [amount, setAmount] = useState('');
  const [receivedOn, setReceivedOn] = useState(() => todayInNz());
  const [reference, setReference] = useState('');
  const key = useRef(newIdempotencyKey());
  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const value = parseAmount(amount);
    if (value === null || value <= 0) return show('error', ['Enter the amount received. ' + AMOUNT_HELP]);
    if (!reference.trim()) return show('error', ["Enter the bank's reference."]);
    const result = await record({ id: booking.id, body: { amount: value, received_on: receivedOn, reference: reference.trim(), idempotency_key: key.current } });
    if ('error' in result) return show('error', errorMessages(result.error, 'We could not record the payment.'));
    key.current = newIdempotencyKey();
    setAmount('');
    setReference('');
    show('success', [`Recorded ${formatNzdExact(value)}. Balance now ${formatNzdExact(result.data.balance)}.`]);
  }
  return (
    <form className={styles.panel} onSubmit={(e) => void submit(e)} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>Record a bank transfer</h3>
      <Field label="Amount received" id={`${id}-amount`} hint={AMOUNT_HELP}>
        <input inputMode="decimal" value={amount} onChange={(e) => setAmount(e.target.value)} required />
      </Field>
      <Field label="Received on" id={`${id}-date`}>
        <input type="date" value={receivedOn} max={todayInNz()} onChange={(e) => setReceivedOn(e.target.value)} required />
      </Field>
      <Field label="Bank reference" id={`${id}-reference`}>
        <input maxLength={200} value={reference} onChange={(e) => setReference(e.target.value)} required />
      </Field>
      <button type="submit" className="button" disabled={isLoading}>
        {isLoading ? 'Recording…' : 'Record the payment'}
      </button>
    </form>
  );
}

function ChargePanel({ booking, items, show }: { booking: Booking; items: BookingDetail['ad_hoc_items']; show: Show }) {
  const id = useId();
  const [add, { isLoading }] = useAddItemMutation();
  const [description, setDescription] = useState('');
  const [amount, setAmount] = useState('');
  const key = useRef(newIdempotencyKey());
  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const value = parseAmount(amount);
    if (!description.trim()) return show('error', ['Say what the charge or credit is for.']);
    if (value === null || value === 0) return show('error', ['Enter an amount other than 0: positive for a charge, negative (for example -50) for a credit.']);
    const result = await add({ id: booking.id, body: { description: description.trim(), amount: value, idempotency_key: key.current } });
    if ('error' in result) return show('error', errorMessages(result.error, 'We could not add it.'));
    key.current = newIdempotencyKey();
    setDescription('');
    setAmount('');
    show('success', [`Added. Total now ${formatNzdExact(result.data.total)}; the customer has been emailed.`]);
  }
  return (
    <form className={styles.panel} onSubmit={(e) => void submit(e)} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>Add a charge or credit</h3>
      {items.length > 0 && (
        <ul className={styles.cellList}>
          {items.map((item) => (
            <li key={item.id}>
              {item.description}: {formatNzdExact(item.amount)}
            </li>
          ))}
        </ul>
      )}
      <Field label="What it is for" id={`${id}-description`}>
        <input maxLength={200} value={description} onChange={(e) => setDescription(e.target.value)} required />
      </Field>
      <Field label="Amount" id={`${id}-amount`} hint="Positive for a charge, negative (for example -50) for a credit.">
        <input inputMode="decimal" value={amount} onChange={(e) => setAmount(e.target.value)} required />
      </Field>
      <button type="submit" className="button" disabled={isLoading}>
        {isLoading ? 'Adding…' : 'Add to the booking'}
      </button>
    </form>
  );
}

function RefundCreditPanel({ booking, show }: { booking: Booking; show: Show }) {
  const id = useId();
  const [refund, { isLoading }] = useRefundBookingMutation();
  const [amount, setAmount] = useState(String(booking.credit));
  const key = useRef(newIdempotencyKey());
  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const value = parseAmount(amount);
    if (value === null || value <= 0) return show('error', ['Enter the amount to refund. ' + AMOUNT_HELP]);
    const result = await refund({ id: booking.id, body: { amount: value, idempotency_key: key.current } });
    if ('error' in result) return show('error', errorMessages(result.error, 'We could not refund it.'));
    key.current = newIdempotencyKey();
    show('success', [`Refunded ${formatNzdExact(result.data.refunded)}; the customer has been emailed.`]);
  }
  return (
    <form className={styles.panel} onSubmit={(e) => void submit(e)} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>Refund the credit</h3>
      <p className={styles.muted}>Paid above the total: {formatNzdExact(booking.credit)}.</p>
      <Field label="Amount to refund" id={`${id}-amount`} hint={AMOUNT_HELP}>
        <input inputMode="decimal" value={amount} onChange={(e) => setAmount(e.target.value)} required />
      </Field>
      <button type="submit" className="button" disabled={isLoading}>
        {isLoading ? 'Refunding…' : 'Refund to the card'}
      </button>
    </form>
  );
}

function ResendPanel({ booking, show }: { booking: Booking; show: Show }) {
  const [resend, { isLoading }] = useResendConfirmationMutation();
  async function send() {
    const result = await resend(booking.id);
    if ('error' in result) show('error', errorMessages(result.error, 'We could not send it.'));
    else show('success', ['The confirmation is on its way to the customer.']);
  }
  return (
    <div className={styles.panel}>
      <h3>Confirmation email</h3>
      <button type="button" className="button button--secondary" disabled={isLoading} onClick={() => void send()}>
        Resend the confirmation
      </button>
    </div>
  );
}

function CancelPanel({ booking, show, clear }: { booking: Booking; show: Show; clear: () => void }) {
  const id = useId();
  const [cancel, { isLoading }] = useCancelBookingMutation();
  const [refund, setRefund] = useState(String(booking.total_paid));
  const [reason, setReason] = useState('');
  const [asking, setAsking] = useState(false);
  const key = useRef(newIdempotencyKey());
  const value = parseAmount(refund);

  function ask(event: React.FormEvent) {
    event.preventDefault();
    if (value === null || value < 0) return show('error', ['Enter the amount to refund (0 for none). ' + AMOUNT_HELP]);
    clear();
    setAsking(true);
  }

  async function confirmCancel() {
    const result = await cancel({ id: booking.id, body: { refund: value ?? 0, idempotency_key: key.current, ...(reason.trim() ? { reason: reason.trim() } : {}) } });
    setAsking(false);
    if ('error' in result) return show('error', errorMessages(result.error, 'We could not cancel the booking.'));
    key.current = newIdempotencyKey();
    show('success', [`Booking cancelled. Refunded ${formatNzdExact(result.data.refunded)}; the seats are released and the customer has been emailed.`]);
  }

  return (
    <form className={`${styles.panel} ${styles.danger}`} onSubmit={ask} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>Cancel the booking</h3>
      <p className={styles.muted}>Paid so far: {formatNzdExact(booking.total_paid)}. The seats go back on sale and the waitlist is offered them.</p>
      <Field label="Refund to the card" id={`${id}-refund`} hint="0 for no refund. At most what was paid by card.">
        <input inputMode="decimal" value={refund} onChange={(e) => setRefund(e.target.value)} required />
      </Field>
      <Field label="Reason (sent to the customer)" id={`${id}-reason`}>
        <input maxLength={1000} value={reason} onChange={(e) => setReason(e.target.value)} />
      </Field>
      <button type="submit" className="button" disabled={isLoading}>
        Cancel the booking…
      </button>
      <ConfirmDialog
        open={asking}
        title="Cancel this booking?"
        message={`The booking is cancelled, ${formatNzdExact(value ?? 0)} is refunded to the card, the seats are released and the customer is emailed. This cannot be undone.`}
        confirmLabel="Cancel the booking"
        busy={isLoading}
        busyLabel="Cancelling…"
        onConfirm={() => void confirmCancel()}
        onCancel={() => setAsking(false)}
      />
    </form>
  );
}
