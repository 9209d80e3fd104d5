import React, { useId, useRef, useState } from 'react';
import { Link } from 'gatsby';
import { formatNzdExact } from '../../../contract/money';
import { formatNzDateTime } from '../../../contract/dates';
import { MessageBanner } from '../booking/MessageBanner';
import { ConfirmDialog } from '../account/ConfirmDialog';
import { errorMessages, useGetBookingQuery } from '../booking/bookings-api';
import { BookingActions } from './BookingActions';
import { actionLabel, actorLabel, changedFacts, requestedParts } from './audit';
import { AuditPages } from './AuditPages';
import { useBookingEventsQuery, useConfirmRequestMutation, useDeclineRequestMutation, type AuditEvent } from './staff-api';
import * as styles from './Staff.module.css';
import { useDeferredQuery } from '../../state/use-deferred-data';

/**
 * One booking for staff: its state, the answer to a request (confirm; decline, which refunds
 * everything paid), a link into the wizard, the staff actions, and the audit log (who changed
 * what, when).
 */
export function StaffBookingPage({ id }: { id: number }) {
  // Drawn in a transition React slices, not in the store update's one long task.
  const detail = useDeferredQuery(useGetBookingQuery(id));
  const booking = detail.data?.booking;
  // The answer to a request is shown by the page: the answer panel goes as soon as the booking reloads.
  const [answered, setAnswered] = useState<{ kind: 'error' | 'success'; text: string[] } | null>(null);
  const answerRef = useRef<HTMLDivElement>(null);
  const showAnswer = (kind: 'error' | 'success', text: string[]) => {
    setAnswered({ kind, text });
    requestAnimationFrame(() => answerRef.current?.focus());
  };
  return (
    <div className={`container ${styles.page}`}>
      {detail.isLoading && <p role="status">Loading the booking…</p>}
      {detail.isError && <MessageBanner kind="error" messages={errorMessages(detail.error, 'We could not load this booking.')} />}
      {booking && (
        <section className={styles.section} aria-labelledby="booking-title">
          <h2 id="booking-title">
            {booking.tour_name}, {booking.departure_date}
          </h2>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">Status</th>
                <th scope="col">Travellers</th>
                <th scope="col">Total</th>
                <th scope="col">Paid</th>
                <th scope="col">Balance</th>
                <th scope="col">Credit</th>
              </tr>
            </thead>
            <tbody>
              <tr>
                <td data-label="Status">{booking.status}</td>
                <td data-label="Travellers">{booking.travellers_count}</td>
                <td data-label="Total">{formatNzdExact(booking.total)}</td>
                <td data-label="Paid">{formatNzdExact(booking.total_paid)}</td>
                <td data-label="Balance">{formatNzdExact(booking.balance_remaining)}</td>
                <td data-label="Credit">{formatNzdExact(booking.credit)}</td>
              </tr>
            </tbody>
          </table>
          <p>
            <Link to={`/bookings/review/?bookingId=${booking.id}&tour=${booking.tour_slug}`}>Open the booking in the booking pages</Link>
          </p>
          <div ref={answerRef} tabIndex={-1} className={styles.outcome}>
            {answered && <MessageBanner kind={answered.kind} messages={answered.text} />}
          </div>
          {booking.request_status === 'pending' && <RequestAnswer id={booking.id} deadline={booking.request_deadline} onAnswered={showAnswer} />}
        </section>
      )}
      {booking && detail.data && <BookingActions booking={booking} items={detail.data.ad_hoc_items} />}
      {/* After the booking: shown before it, the log would be pushed down when the booking arrives. */}
      {booking && <AuditLog id={booking.id} />}
    </div>
  );
}

/**
 * The booking's audit log, newest page first (AUDIT_PAGE_SIZE events a page, server-side); each
 * "Show earlier events" adds the page before the oldest one shown, above it, so the list stays
 * in time order and long histories cost one page per request.
 */
function AuditLog({ id }: { id: number }) {
  return (
    <section className={styles.section} aria-labelledby="audit-title">
      <h2 id="audit-title">Audit log</h2>
      <AuditPages usePage={useBookingEventsQuery} pageArg={(before?: number) => ({ id, before })} renderEvent={auditEvent} list="ol" listClassName={styles.events} empty={null} noun="events" />
    </section>
  );
}

function auditEvent(event: AuditEvent) {
  return (
    <>
      <p className={styles.eventTitle}>{actionLabel(event.action)}</p>
      <p className={styles.eventMeta}>
        {formatNzDateTime(event.created_at)} · {actorLabel(event)}
      </p>
      <ul className={styles.facts}>
        {changedFacts(event).map((fact) => (
          <li key={fact}>{fact}</li>
        ))}
      </ul>
      {requestedParts(event).length > 0 && <p className={styles.requested}>Asked for: {requestedParts(event).join('; ')}</p>}
    </>
  );
}

/** Confirm or decline an on-request booking; declining asks first, since it refunds and releases the seats. */
function RequestAnswer({ id, deadline, onAnswered }: { id: number; deadline: string | null; onAnswered: (kind: 'error' | 'success', text: string[]) => void }) {
  const [confirm, confirming] = useConfirmRequestMutation();
  const [decline, declining] = useDeclineRequestMutation();
  const [reason, setReason] = useState('');
  const [asking, setAsking] = useState(false);
  const reasonId = useId();
  const done = onAnswered;

  async function onConfirm() {
    const answer = await confirm(id);
    if ('error' in answer) done('error', errorMessages(answer.error, 'We could not confirm this request.'));
    else done('success', ['Request confirmed. The customer has been emailed.']);
  }

  async function onDecline() {
    const answer = await decline({ id, reason: reason.trim() });
    setAsking(false);
    if ('error' in answer) done('error', errorMessages(answer.error, 'We could not decline this request.'));
    else done('success', [`Request declined. Refunded ${formatNzdExact(answer.data.refunded)}; the customer has been emailed.`]);
  }

  return (
    <div aria-labelledby={`${reasonId}-title`} role="group">
      <h3 id={`${reasonId}-title`}>Answer this request</h3>
      {deadline && <p className={styles.muted}>Answer by {formatNzDateTime(deadline)}.</p>}
      <div className={styles.field}>
        <label htmlFor={reasonId}>Reason for declining (sent to the customer)</label>
        <textarea id={reasonId} rows={3} maxLength={1000} value={reason} onChange={(e) => setReason(e.target.value)} />
      </div>
      <div className={styles.actions}>
        <button type="button" className="button" onClick={() => void onConfirm()} disabled={confirming.isLoading || declining.isLoading}>
          {confirming.isLoading ? 'Confirming…' : 'Confirm the request'}
        </button>
        <button type="button" className="button button--secondary" onClick={() => setAsking(true)} disabled={confirming.isLoading || declining.isLoading}>
          Decline and refund
        </button>
      </div>
      <ConfirmDialog
        open={asking}
        title="Decline this request?"
        message="Everything paid is refunded, the seats are released and the customer is emailed. This cannot be undone."
        confirmLabel="Decline and refund"
        busy={declining.isLoading}
        busyLabel="Declining…"
        onConfirm={() => void onDecline()}
        onCancel={() => setAsking(false)}
      />
    </div>
  );
}
