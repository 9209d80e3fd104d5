import React, { useState } from 'react';
import type { Traveller, TravellerInput } from '../../../contract/bookings';
import { stepOneFromTraveller, stepTwoFromTraveller } from './traveller-validation';
import { errorMessages, useUpdateBookingMutation } from './bookings-api';
import { MessageBanner } from './MessageBanner';
import { TravellerStepOneForm } from './TravellerStepOneForm';
import { TravellerStepTwoForm } from './TravellerStepTwoForm';
import { travellerName } from './format';
import { formatWeekdayDate } from '../../../contract/dates';
import * as styles from './Booking.module.css';
import * as forms from './Forms.module.css';

export interface TravellerCardProps {
  bookingId: number;
  traveller: Traveller;
  index: number;
  departureDate: string;
  today: string;
  canRemove: boolean;
  onRemove: (traveller: Traveller, name: string) => void;
  removing: boolean;
}

type View = 1 | 2 | 'summary';

function initialView(t: Traveller): View {
  if (!t.step_one_complete) return 1;
  if (!t.step_two_complete) return 2;
  return 'summary';
}

/** One traveller: the two-step forms of SPEC 3 and 5, a summary once both are done. */
export function TravellerCard({ bookingId, traveller, index, departureDate, today, canRemove, onRemove, removing }: TravellerCardProps) {
  const [view, setView] = useState<View>(() => initialView(traveller));
  const [errors, setErrors] = useState<string[]>([]);
  const [notice, setNotice] = useState<string | null>(null);
  const [update, { isLoading }] = useUpdateBookingMutation();
  const name = travellerName(traveller, index);
  const headingId = `traveller-${traveller.id}-title`;
  const complete = traveller.step_one_complete && traveller.step_two_complete;

  async function save(fields: Omit<TravellerInput, 'id'>, next: View) {
    setErrors([]);
    setNotice(null);
    const result = await update({ id: bookingId, fields: { travellers: [{ id: traveller.id, ...fields }] } });
    if ('error' in result) {
      setErrors(errorMessages(result.error, `We could not save ${name}'s details. Please try again.`));
      return;
    }
    setNotice(next === 2 ? 'Personal details saved. Now the passport, emergency contact and insurance.' : `${name}'s details are saved.`);
    setView(next);
  }

  const badge = complete ? (
    <span className={styles.badge}>Details complete</span>
  ) : (
    <span className={`${styles.badge} ${styles.badgeWarn}`}>{traveller.step_one_complete ? 'Step 2 of 2 to do' : 'Details needed'}</span>
  );

  return (
    <section className={styles.card} aria-labelledby={headingId}>
      <div className={styles.cardHeader}>
        <h3 id={headingId}>
          Traveller {index + 1}
          {name !== `Traveller ${index + 1}` ? `: ${name}` : ''}
        </h3>
        {badge}
      </div>
      <div className={forms.stepTabs} role="group" aria-label={`Forms for traveller ${index + 1}`}>
        <button type="button" className={forms.stepTab} aria-current={view === 1 ? 'step' : undefined} onClick={() => setView(1)}>
          1. Personal details
          {traveller.step_one_complete && (
            <>
              <span className={forms.tick} aria-hidden="true">
                ✓
              </span>
              <span className="visually-hidden"> (done)</span>
            </>
          )}
        </button>
        <button
          type="button"
          className={forms.stepTab}
          aria-current={view === 2 ? 'step' : undefined}
          disabled={!traveller.step_one_complete}
          onClick={() => setView(2)}
        >
          2. Passport, emergency contact &amp; insurance
          {traveller.step_two_complete && (
            <>
              <span className={forms.tick} aria-hidden="true">
                ✓
              </span>
              <span className="visually-hidden"> (done)</span>
            </>
          )}
        </button>
      </div>
      <MessageBanner kind="error" messages={errors} onDismiss={() => setErrors([])} />
      {notice && <MessageBanner kind="success" messages={[notice]} />}
      {view === 1 && (
        <TravellerStepOneForm
          initial={stepOneFromTraveller(traveller)}
          departureDate={departureDate}
          today={today}
          saving={isLoading}
          onSubmit={(payload) => void save(payload, 2)}
        />
      )}
      {view === 2 && (
        <TravellerStepTwoForm initial={stepTwoFromTraveller(traveller)} today={today} saving={isLoading} onSubmit={(payload) => void save(payload, 'summary')} />
      )}
      {view === 'summary' && (
        <dl className={styles.definition}>
          <dt>Name</dt>
          <dd>
            {traveller.title} {traveller.first_name} {traveller.last_name}
          </dd>
          <dt>Date of birth</dt>
          <dd>{formatWeekdayDate(traveller.date_of_birth)}</dd>
          <dt>Nationality</dt>
          <dd>{traveller.nationality}</dd>
          <dt>Passport</dt>
          <dd>
            {traveller.passport_number}, expires {formatWeekdayDate(traveller.passport_date_of_expiry)}
          </dd>
          <dt>Emergency contact</dt>
          <dd>
            {traveller.emergency_contact_name} ({traveller.emergency_contact_relationship}), {traveller.emergency_contact_number}
          </dd>
          <dt>Insurance</dt>
          <dd>
            {traveller.insurance_name}, policy {traveller.insurance_policy_number}
          </dd>
        </dl>
      )}
      {canRemove && (
        <div className={styles.actions}>
          <button type="button" className={styles.dangerButton} onClick={() => onRemove(traveller, name)} disabled={removing}>
            Remove {name}
          </button>
        </div>
      )}
    </section>
  );
}
