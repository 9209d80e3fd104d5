import React, { useEffect, useId, useRef, useState } from 'react';
import { LEAD_DELIVERY, STAFF_LIST_PER_PAGE } from '../../../contract/staff-rules';
import type { LeadListQuery, StaffLead } from '../../../contract/staff';
import { formatNzDateTime } from '../../../contract/dates';
import { MessageBanner } from '../booking/MessageBanner';
import { errorMessages } from '../booking/bookings-api';
import { listCountText } from './ListFilters';
import { Pager } from './Pager';
import { useLeadsQuery, useRetryLeadMutation } from './staff-api';
import * as styles from './Staff.module.css';

const PER_PAGE = STAFF_LIST_PER_PAGE;

const DELIVERY_NAMES: Record<StaffLead['delivery']['status'], string> = { pending: 'Waiting to send', delivered: 'Delivered', failing: 'Failing' };

/** 'Delivered 3 Dec, 9:15 am', 'Failing after 3 attempts: …', 'Waiting to send'. */
export function deliveryText(delivery: StaffLead['delivery']): string {
  if (delivery.status === 'delivered') return delivery.delivered_at ? `Delivered ${formatNzDateTime(delivery.delivered_at)}` : 'Delivered';
  if (delivery.status === 'failing') {
    const attempts = `${delivery.attempts} ${delivery.attempts === 1 ? 'attempt' : 'attempts'}`;
    return delivery.last_error ? `Failing after ${attempts}: ${delivery.last_error}` : `Failing after ${attempts}`;
  }
  return DELIVERY_NAMES.pending;
}

/** The forms' names (contract/leads.ts: the five lead types). */
const FORM_NAMES: Record<string, string> = {
  init_all_lead: 'Enquiry',
  contact_us_lead: 'Contact',
  init: 'Itinerary download',
  post: 'Itinerary questionnaire',
  post_snow: 'Snow questionnaire',
};
export const formName = (type: string) => FORM_NAMES[type] ?? type;

/** Shown in the row's own columns, so not again among the answers. */
const IN_COLUMNS = new Set(['type', 'email', 'source_url', 'captcha']);

const answerText = (value: unknown) => (Array.isArray(value) ? value.join(', ') : typeof value === 'boolean' ? (value ? 'Yes' : 'No') : typeof value === 'object' ? JSON.stringify(value) : String(value));

/** A lead's form answers, as 'name: value' lines (lists joined, ticks as Yes or No). */
function LeadAnswers({ payload }: { payload: Record<string, unknown> }) {
  const entries = Object.entries(payload).filter(([key, value]) => !IN_COLUMNS.has(key) && value !== null && value !== undefined && value !== '');
  if (entries.length === 0) return null;
  return (
    <details>
      <summary>Answers</summary>
      <dl className={styles.payload}>
        {entries.map(([key, value]) => (
          <React.Fragment key={key}>
            <dt>{key.replace(/_/g, ' ')}</dt>
            <dd>{answerText(value)}</dd>
          </React.Fragment>
        ))}
      </dl>
    </details>
  );
}

/**
 * The leads the site's forms stored (contact, itinerary requests, sign-ups…), newest first, with
 * their delivery to the CRM; one that is not delivered can be sent again now. `ready` is false in
 * the page's pre-rendered frame (the session is not read yet): its filter is drawn disabled and
 * the list loading, so the filter paints from the HTML and the same nodes take the leads after.
 */
export function LeadsPage({ ready = true }: { ready?: boolean }) {
  const id = useId();
  const [delivery, setDelivery] = useState<LeadListQuery['delivery'] | ''>('');
  const [page, setPage] = useState(1);
  const [outcome, setOutcome] = useState<{ message: string; failed: boolean } | null>(null);
  const [sentAgain, setSentAgain] = useState(false);
  // After 'Send again' the job runs within seconds: the list looks again until the answer is in.
  const { data, isFetching, isError, error } = useLeadsQuery({ delivery: delivery || undefined, page, per_page: PER_PAGE }, { pollingInterval: sentAgain ? 3000 : 0, skip: !ready });
  const [retry, { isLoading: retrying, originalArgs: retryingId }] = useRetryLeadMutation();

  const stopPolling = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(stopPolling.current), []);

  async function sendAgain(lead: StaffLead) {
    setOutcome(null);
    const result = await retry(lead.id);
    if ('error' in result) setOutcome({ message: errorMessages(result.error, 'We could not send the lead again. Please try again.').join(' '), failed: true });
    else {
      setOutcome({ message: `Lead ${lead.id} (${lead.email}) is being sent to the CRM again; its delivery below updates when the CRM answers.`, failed: false });
      setSentAgain(true);
      window.clearTimeout(stopPolling.current);
      stopPolling.current = window.setTimeout(() => setSentAgain(false), 30_000);
    }
  }

  return (
    <div className={`container ${styles.page}`}>
      <div className={styles.filters}>
        <div className={styles.field}>
          <label htmlFor={`${id}-delivery`}>Delivery to the CRM</label>
          <select
            id={`${id}-delivery`}
            value={delivery}
            disabled={!ready}
            onChange={(e) => {
              setDelivery(e.target.value as LeadListQuery['delivery'] | '');
              setPage(1);
            }}
          >
            <option value="">All leads</option>
            {LEAD_DELIVERY.map((status) => (
              <option key={status} value={status}>
                {DELIVERY_NAMES[status]}
              </option>
            ))}
          </select>
        </div>
      </div>
      <div role="status" aria-live="polite">
        {outcome && !outcome.failed && <p className={styles.outcomeLine}>{outcome.message}</p>}
        {!outcome && <span className={styles.muted}>{isFetching || !ready ? 'Loading the leads…' : data ? listCountText(data.total, data.capped, ['lead', 'leads']) : ''}</span>}
      </div>
      {outcome?.failed && <MessageBanner kind="error" messages={[outcome.message]} />}
      {isError && <MessageBanner kind="error" messages={errorMessages(error, 'We could not load the leads. Please try again.')} />}
      {data && data.items.length > 0 && (
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">Received</th>
              <th scope="col">Form</th>
              <th scope="col">Email</th>
              <th scope="col">Sent from</th>
              <th scope="col">Delivery</th>
              <th scope="col">
                <span className="visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {data.items.map((lead) => (
              <tr key={lead.id}>
                <td data-label="Received">{formatNzDateTime(lead.created_at)}</td>
                <td data-label="Form">
                  {formName(lead.type)}
                  <LeadAnswers payload={lead.payload} />
                </td>
                <td data-label="Email">{lead.email}</td>
                <td data-label="Sent from">{lead.source_url.replace(/^https?:\/\/[^/]+/, '') || '/'}</td>
                <td data-label="Delivery">
                  <span className={`${styles.status} ${lead.delivery.status === 'delivered' ? styles.statusGood : lead.delivery.status === 'failing' ? styles.statusBad : ''}`}>
                    {DELIVERY_NAMES[lead.delivery.status]}
                  </span>
                  {lead.delivery.status !== 'pending' && <span className={styles.requested}>{deliveryText(lead.delivery)}</span>}
                </td>
                <td>
                  {lead.delivery.status !== 'delivered' && (
                    <button type="button" className="button button--secondary" disabled={retrying && retryingId === lead.id} aria-label={`Send lead ${lead.id} (${lead.email}) again`} onClick={() => void sendAgain(lead)}>
                      {retrying && retryingId === lead.id ? 'Sending…' : 'Send again'}
                    </button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {data && <Pager page={page} perPage={data.per_page} total={data.total} onPage={setPage} />}
    </div>
  );
}
