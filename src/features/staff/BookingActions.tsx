/**
 * What staff can do to a booking (issue 18): lock or unlock it, record a bank transfer, add a
 * charge or a credit, refund a credit, cancel it with a full, partial or no refund, resend the
 * confirmation. The forms are the kit's (react-hook-form, checked by the API's own schemas in
 * contract/staff.ts); each keeps what was typed when the server refuses it and shows why; an
 * action that moves money carries one idempotency key per attempt of that action, so a
 * double click or a retry after a lost answer never moves money twice.
 */
import React, { useId, useMemo, useRef, useState } from 'react';
import type { DefaultValues, FieldValues } from 'react-hook-form';
import type { Booking, BookingDetail } from '../../../contract/bookings';
import { contractResolver, DateField, KitForm, SubmitButton, TextField, useKitForm } from '../../components/form-kit';
import { formatNzdExact } from '../../../contract/money';
import { todayInNz } from '../../../contract/dates';
import { MessageBanner } from '../booking/MessageBanner';
import { ConfirmDialog } from '../account/ConfirmDialog';
import { errorMessages } from '../booking/bookings-api';
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

/** A form of the kit for one money action: its values read as the API takes them, checked by the contract's schema. */
type MoneySchema = 'OfflinePaymentBodySchema' | 'AdHocItemBodySchema' | 'RefundBodySchema' | 'CancelBodySchema';

function useMoneyForm<V extends FieldValues>(schema: MoneySchema, defaults: DefaultValues<V>, toWire: (values: V) => Record<string, unknown>, messages: Partial<Record<keyof V & string, string>>) {
  const resolver = useMemo(() => contractResolver<V>(() => import('../../../contract/staff').then((m) => m[schema]), { toWire, messages }), []); // eslint-disable-line react-hooks/exhaustive-deps
  return useKitForm<V>({ resolver, defaultValues: defaults });
}

/** The amount field's value as the API takes it: dollars, or NaN (refused by the schema) when it is not an amount. */
const amountOf = (text: string) => parseAmount(text) ?? Number.NaN;

interface PaymentValues {
  amount: string;
  received_on: string;
  reference: string;
}

function OfflinePaymentPanel({ booking, show }: { booking: Booking; show: Show }) {
  const id = useId();
  const [record, { isLoading }] = useRecordPaymentMutation();
  // One key per attempt of this action (state, not a ref: the submit handler is made while rendering).
  const [key, setKey] = useState(newIdempotencyKey);
  const { form, submitWith } = useMoneyForm<PaymentValues>(
    'OfflinePaymentBodySchema',
    { amount: '', received_on: todayInNz(), reference: '' },
    (v) => ({ amount: amountOf(v.amount), received_on: v.received_on, reference: v.reference.trim() }),
    { amount: `Enter the amount received. ${AMOUNT_HELP}`, received_on: 'Enter the day the money arrived.', reference: "Enter the bank's reference." },
  );
  const onSubmit = submitWith(async (values) => {
    const amount = amountOf(values.amount);
    const result = await record({ id: booking.id, body: { amount, received_on: values.received_on, reference: values.reference.trim(), idempotency_key: key } });
    if ('error' in result) return show('error', errorMessages(result.error, 'We could not record the payment.'));
    setKey(newIdempotencyKey());
    form.reset({ amount: '', received_on: todayInNz(), reference: '' });
    show('success', [`Recorded ${formatNzdExact(amount)}. Balance now ${formatNzdExact(result.data.balance)}.`]);
  });
  return (
    <KitForm form={form} onSubmit={onSubmit} noteOptional={false} className={styles.panel} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>Record a bank transfer</h3>
      <TextField name="amount" label="Amount received" inputMode="decimal" maxLength={20} required hint={AMOUNT_HELP} />
      <DateField name="received_on" label="Received on" max={todayInNz()} required />
      <TextField name="reference" label="Bank reference" maxLength={200} required />
      <SubmitButton busy={isLoading} busyLabel="Recording…">
        Record the payment
      </SubmitButton>
    </KitForm>
  );
}

interface ChargeValues {
  description: string;
  amount: string;
}

const CHARGE_AMOUNT_HELP = 'Positive for a charge, negative (for example -50) for a credit.';

function ChargePanel({ booking, items, show }: { booking: Booking; items: BookingDetail['ad_hoc_items']; show: Show }) {
  const id = useId();
  const [add, { isLoading }] = useAddItemMutation();
  const [key, setKey] = useState(newIdempotencyKey);
  const amountMessage = `Enter an amount other than 0: ${CHARGE_AMOUNT_HELP.charAt(0).toLowerCase()}${CHARGE_AMOUNT_HELP.slice(1)}`;
  const { form, submitWith } = useMoneyForm<ChargeValues>(
    'AdHocItemBodySchema',
    { description: '', amount: '' },
    // 0 is no charge at all: NaN, so the schema refuses it with the field's words.
    (v) => ({ description: v.description.trim(), amount: amountOf(v.amount) || Number.NaN }),
    { description: 'Say what the charge or credit is for.', amount: amountMessage },
  );
  const onSubmit = submitWith(async (values) => {
    const amount = amountOf(values.amount);
    const result = await add({ id: booking.id, body: { description: values.description.trim(), amount, idempotency_key: key } });
    if ('error' in result) return show('error', errorMessages(result.error, 'We could not add it.'));
    setKey(newIdempotencyKey());
    form.reset({ description: '', amount: '' });
    show('success', [`Added. Total now ${formatNzdExact(result.data.total)}; the customer has been emailed.`]);
  });
  return (
    <KitForm form={form} onSubmit={onSubmit} noteOptional={false} className={styles.panel} aria-labelledby={`${id}-title`}>
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
      <TextField name="description" label="What it is for" maxLength={200} required />
      <TextField name="amount" label="Amount" inputMode="decimal" maxLength={20} required hint={CHARGE_AMOUNT_HELP} />
      <SubmitButton busy={isLoading} busyLabel="Adding…">
        Add to the booking
      </SubmitButton>
    </KitForm>
  );
}

function RefundCreditPanel({ booking, show }: { booking: Booking; show: Show }) {
  const id = useId();
  const [refund, { isLoading }] = useRefundBookingMutation();
  const [key, setKey] = useState(newIdempotencyKey);
  const { form, submitWith } = useMoneyForm<{ amount: string }>('RefundBodySchema', { amount: String(booking.credit) }, (v) => ({ amount: amountOf(v.amount) }), {
    amount: `Enter the amount to refund. ${AMOUNT_HELP}`,
  });
  const onSubmit = submitWith(async (values) => {
    const result = await refund({ id: booking.id, body: { amount: amountOf(values.amount), idempotency_key: key } });
    if ('error' in result) return show('error', errorMessages(result.error, 'We could not refund it.'));
    setKey(newIdempotencyKey());
    show('success', [`Refunded ${formatNzdExact(result.data.refunded)}; the customer has been emailed.`]);
  });
  return (
    <KitForm form={form} onSubmit={onSubmit} noteOptional={false} className={styles.panel} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>Refund the credit</h3>
      <p className={styles.muted}>Paid above the total: {formatNzdExact(booking.credit)}.</p>
      <TextField name="amount" label="Amount to refund" inputMode="decimal" maxLength={20} required hint={AMOUNT_HELP} />
      <SubmitButton busy={isLoading} busyLabel="Refunding…">
        Refund to the card
      </SubmitButton>
    </KitForm>
  );
}

interface CancelValues {
  refund: string;
  reason: string;
}

function CancelPanel({ booking, show, clear }: { booking: Booking; show: Show; clear: () => void }) {
  const id = useId();
  const [cancel, { isLoading }] = useCancelBookingMutation();
  const [asking, setAsking] = useState<CancelValues | null>(null);
  const [key, setKey] = useState(newIdempotencyKey);
  const { form, submitWith } = useMoneyForm<CancelValues>(
    'CancelBodySchema',
    { refund: String(booking.total_paid), reason: '' },
    (v) => ({ refund: amountOf(v.refund), ...(v.reason.trim() ? { reason: v.reason.trim() } : {}) }),
    { refund: `Enter the amount to refund (0 for none). ${AMOUNT_HELP}`, reason: 'The reason is too long or holds characters we cannot send.' },
  );
  // Valid values first ask the question; the booking is cancelled only when staff confirm.
  const onSubmit = submitWith((values) => {
    clear();
    setAsking(values);
  });

  async function confirmCancel(values: CancelValues) {
    const reason = values.reason.trim();
    const result = await cancel({ id: booking.id, body: { refund: amountOf(values.refund), idempotency_key: key, ...(reason ? { reason } : {}) } });
    setAsking(null);
    if ('error' in result) return show('error', errorMessages(result.error, 'We could not cancel the booking.'));
    setKey(newIdempotencyKey());
    show('success', [`Booking cancelled. Refunded ${formatNzdExact(result.data.refunded)}; the seats are released and the customer has been emailed.`]);
  }

  return (
    <KitForm form={form} onSubmit={onSubmit} noteOptional={false} className={`${styles.panel} ${styles.danger}`} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>Cancel the booking</h3>
      <p className={styles.muted}>Paid so far: {formatNzdExact(booking.total_paid)}. The seats go back on sale and the waitlist is offered them.</p>
      <TextField name="refund" label="Refund to the card" inputMode="decimal" maxLength={20} required hint="0 for no refund. At most what was paid by card." />
      <TextField name="reason" label="Reason (sent to the customer)" maxLength={1000} />
      <SubmitButton busy={false} busyLabel="">
        Cancel the booking…
      </SubmitButton>
      <ConfirmDialog
        open={asking !== null}
        title="Cancel this booking?"
        message={`The booking is cancelled, ${formatNzdExact(asking ? amountOf(asking.refund) : 0)} is refunded to the card, the seats are released and the customer is emailed. This cannot be undone.`}
        confirmLabel="Cancel the booking"
        busy={isLoading}
        busyLabel="Cancelling…"
        onConfirm={() => asking && void confirmCancel(asking)}
        onCancel={() => setAsking(null)}
      />
    </KitForm>
  );
}
