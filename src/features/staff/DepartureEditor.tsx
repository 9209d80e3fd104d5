import React, { forwardRef, useMemo, useState } from 'react';
import { STAFF_MESSAGES } from '../../../contract/staff-rules';
import type { DepartureSummary, UpdateDepartureBody } from '../../../contract/staff';
import { formatNzdExact } from '../../../contract/money';
import { formatNzDateTime, formatWeekdayDate } from '../../../contract/dates';
import { CheckboxField, contractResolver, FormErrors, KitForm, SubmitButton, TextField, useKitForm } from '../../components/form-kit';
import { errorMessages } from '../booking/bookings-api';
import { useDepartureEventsQuery, useUpdateDepartureMutation, type DepartureEvent } from './staff-api';
import { AuditPages } from './AuditPages';
import * as styles from './Staff.module.css';

interface EditorValues {
  on_sale: boolean;
  capacity: string;
  discount_rate: string;
}

/** '12' -> 12; '' -> undefined (not sent); anything else -> NaN, which the schema refuses. */
const wholeNumber = (text: string): number | undefined => (text.trim() === '' ? undefined : /^\d+$/.test(text.trim()) ? Number(text.trim()) : Number.NaN);

/** Only what staff changed goes to the server (and into the departure's audit log). */
export function departureChanges(departure: DepartureSummary, values: EditorValues): UpdateDepartureBody {
  const body: UpdateDepartureBody = {};
  const capacity = wholeNumber(values.capacity);
  const discount = wholeNumber(values.discount_rate);
  if (values.on_sale !== departure.on_sale) body.on_sale = values.on_sale;
  if (capacity !== undefined && capacity !== departure.capacity) body.capacity = capacity;
  if (discount !== undefined && discount !== departure.discount_rate) body.discount_rate = discount;
  return body;
}

const FIELD_NAMES: Record<string, string> = { on_sale: 'Online sale', capacity: 'Capacity', free: 'Free seats', discount_rate: 'Discount', tour_price: 'Price per person' };

function shown(key: string, value: unknown): string {
  if (key === 'on_sale') return value ? 'open' : 'closed';
  if (key === 'discount_rate') return `${Number(value)}%`;
  if (key === 'tour_price') return formatNzdExact(Number(value));
  return String(value);
}

/** 'Capacity 12 → 14', one per field that changed. */
export function eventChanges(event: DepartureEvent): string[] {
  const before = (event.detail.before ?? {}) as Record<string, unknown>;
  const after = (event.detail.after ?? {}) as Record<string, unknown>;
  return Object.keys(FIELD_NAMES)
    .filter((key) => key in after && before[key] !== after[key])
    .map((key) => `${FIELD_NAMES[key]} ${shown(key, before[key])} → ${shown(key, after[key])}`);
}

/**
 * One departure's sale, capacity and last-minute discount (the deals page follows the
 * discount), with what was changed before, who and when. The capacity cannot go below the
 * seats sold and held: the server says so in words if someone books meanwhile.
 */
export const DepartureEditor = forwardRef<HTMLElement, { departure: DepartureSummary; onClose: () => void }>(function DepartureEditor({ departure, onClose }, ref) {
  const [update, { isLoading }] = useUpdateDepartureMutation();
  const [saved, setSaved] = useState('');
  const taken = departure.sold + departure.held;
  const resolver = useMemo(
    () =>
      contractResolver<EditorValues>(() => import('../../../contract/staff').then((m) => m.UpdateDepartureBodySchema), {
        required: ['capacity', 'discount_rate'],
        toWire: (v) => ({ on_sale: v.on_sale, capacity: wholeNumber(v.capacity), discount_rate: wholeNumber(v.discount_rate) }),
      }),
    [],
  );
  const { form, serverErrors, setServerErrors, submitWith } = useKitForm<EditorValues>({
    resolver,
    defaultValues: { on_sale: departure.on_sale, capacity: String(departure.capacity), discount_rate: String(departure.discount_rate) },
  });

  const onSubmit = submitWith(async (values) => {
    setSaved('');
    const body = departureChanges(departure, values);
    if (Object.keys(body).length === 0) {
      setServerErrors(['Nothing was changed.']);
      return;
    }
    if (body.capacity !== undefined && body.capacity < taken) {
      form.setError('capacity', { type: 'invalid', message: STAFF_MESSAGES.capacityBelowTaken(taken) });
      form.setFocus('capacity');
      return;
    }
    const result = await update({ id: departure.id, body });
    if ('error' in result) {
      setServerErrors(errorMessages(result.error, 'We could not save the departure. Please try again.'));
      return;
    }
    const next = result.data;
    form.reset({ on_sale: next.on_sale, capacity: String(next.capacity), discount_rate: String(next.discount_rate) });
    setSaved(`Saved: ${next.on_sale ? 'open' : 'closed'} for online sale, ${next.capacity} seats, ${next.discount_rate > 0 ? `${next.discount_rate}% off (${formatNzdExact(next.tour_price)} per person)` : 'no discount'}.`);
  });

  const headingId = `departure-editor-${departure.id}`;
  return (
    <section ref={ref} tabIndex={-1} className={`${styles.panel} ${styles.editor}`} aria-labelledby={headingId}>
      <h2 id={headingId}>
        {departure.tour_name}, {formatWeekdayDate(departure.date)}
      </h2>
      <p className={styles.muted}>
        {departure.sold} sold, {departure.held} held, {departure.free} free of {departure.capacity}; {departure.waitlist} on the waitlist. Full price{' '}
        {formatNzdExact(departure.based_price)} per person.
      </p>
      <div role="status" className={saved ? styles.outcomeLine : undefined}>
        {saved}
      </div>
      <FormErrors errors={serverErrors} />
      <KitForm form={form} onSubmit={onSubmit} noteOptional={false} aria-labelledby={headingId} className={styles.editorForm}>
        <CheckboxField name="on_sale" label="Open for online sale" errorLabel="Open for online sale" />
        <TextField name="capacity" label="Capacity (seats)" inputMode="numeric" maxLength={3} required hint={`At least the ${taken} seats sold or held; at most 200.`} />
        <TextField name="discount_rate" label="Last-minute discount (%)" inputMode="numeric" maxLength={2} required hint="0 removes the discount; at most 90." />
        <div className={styles.actions}>
          <SubmitButton busy={isLoading} busyLabel="Saving…">
            Save departure
          </SubmitButton>
          <button type="button" className="button button--secondary" onClick={onClose}>
            Close
          </button>
        </div>
      </KitForm>
      <h3>Changes to this departure</h3>
      <AuditPages
        usePage={useDepartureEventsQuery}
        pageArg={(before?: number) => ({ id: departure.id, before })}
        renderEvent={departureEvent}
        list="ul"
        listClassName={styles.plainList}
        empty={<p className={styles.muted}>No changes by staff yet.</p>}
        noun="changes"
      />
    </section>
  );
});

function departureEvent(event: DepartureEvent) {
  return `${formatNzDateTime(event.created_at)}, ${event.actor_email ?? 'system'}: ${eventChanges(event).join('; ') || 'no change'}`;
}
