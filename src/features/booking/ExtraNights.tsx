import React, { useId, useState } from 'react';
import { useWatch } from 'react-hook-form';
import type { Accommodation, Booking } from '../../../contract/bookings';
import { contractResolver, KitForm, RadioGroup, SubmitButton, useKitForm } from '../../components/form-kit';
import { useAppSelector } from '../../state/store';
import { errorMessages, staleOr, useGenerateAccommodationOptionsMutation, useUpdateBookingMutation } from './bookings-api';
import { MessageBanner } from './MessageBanner';
import { formatWeekdayDate } from '../../../contract/dates';
import { formatNzd } from '../../../contract/money';
import * as styles from './Booking.module.css';

export const REMOVE_EXTRA_NIGHTS_FAILED = 'Failed to remove extra nights.';

interface PanelProps {
  booking: Booking;
  before: boolean;
  town: string;
}

const nightsText = (n: number) => `${n} ${n === 1 ? 'night' : 'nights'}`;

/** The radio group's value: the chosen option's id, named as the update's field it fills. */
interface NightsValues {
  accommodations: string;
}

// Checked as the update's `accommodations` entry it becomes (an option's id); nothing chosen has words of its own.
const nightsResolver = contractResolver<NightsValues>(() => import('../../../contract/bookings').then((m) => m.UpdateBookingSchema), {
  required: ['accommodations'],
  toWire: (v) => ({ accommodations: v.accommodations ? [{ id: Number(v.accommodations) }] : undefined }),
  messages: { accommodations: 'Please choose the nights.' },
});

/** One side (before or after the tour): generate the options, pick one, or remove the choice. */
function ExtraNightsPanel({ booking, before, town }: PanelProps) {
  const selected = useAppSelector((state) => state.booking.accommodations.find((a) => a.is_before === before) ?? null);
  const [options, setOptions] = useState<Accommodation[] | null>(null);
  const { form, serverErrors: errors, setServerErrors: setErrors, submitWith } = useKitForm<NightsValues>({
    resolver: nightsResolver,
    defaultValues: { accommodations: '' },
  });
  const choice = useWatch({ control: form.control, name: 'accommodations' });
  const [generate, generating] = useGenerateAccommodationOptionsMutation();
  const [update, updating] = useUpdateBookingMutation();
  const side = before ? 'before' : 'after';
  const headingId = useId();
  const busy = generating.isLoading || updating.isLoading;

  async function showOptions() {
    setErrors([]);
    const result = await generate({ id: booking.id, before });
    if ('error' in result) return setErrors(errorMessages(result.error, 'We could not load the extra nights. Please try again.'));
    const list = result.data.filter((a) => !a.selected);
    setOptions(list);
    // The first option starts chosen.
    form.reset({ accommodations: list[0] ? String(list[0].id) : '' });
  }

  const add = submitWith(async (values) => {
    const result = await update({ id: booking.id, fields: { accommodations: [{ id: Number(values.accommodations) }] } });
    if ('error' in result) return setErrors(errorMessages(result.error, 'We could not add the extra nights. Please try again.'));
    setOptions(null);
  });

  async function remove(accommodation: Accommodation) {
    setErrors([]);
    const result = await update({ id: booking.id, fields: { accommodations: [{ id: accommodation.id, _destroy: true }] } });
    if ('error' in result) setErrors(staleOr(result.error, [REMOVE_EXTRA_NIGHTS_FAILED, ...errorMessages(result.error, '').filter(Boolean)]));
  }

  return (
    <section className={styles.card} aria-labelledby={headingId}>
      <div className={styles.cardHeader}>
        <h4 id={headingId}>
          {before ? 'Before the tour' : 'After the tour'}
          {town ? ` in ${town}` : ''}
        </h4>
        {selected && <span className={styles.badge}>Added</span>}
      </div>
      <MessageBanner kind="error" messages={errors} onDismiss={() => setErrors([])} />
      {selected ? (
        <>
          <p>
            {nightsText(selected.nights)} {side} the tour, check in {formatWeekdayDate(selected.options.check_in_date)}, check out{' '}
            {formatWeekdayDate(selected.options.check_out_date)}: <strong>{formatNzd(selected.price)}</strong>{' '}
            <span className={styles.muted}>
              ({formatNzd(selected.options.price_per_traveller_per_night)} per traveller per night)
            </span>
          </p>
          <div className={styles.actions}>
            <button type="button" className={styles.dangerButton} onClick={() => void remove(selected)} disabled={busy}>
              Remove the extra nights {side} the tour
            </button>
          </div>
        </>
      ) : options ? (
        options.length === 0 ? (
          <p className={styles.muted}>There are no extra nights available {side} this departure.</p>
        ) : (
          <KitForm form={form} onSubmit={add} noteOptional={false}>
            <RadioGroup
              name="accommodations"
              legend={`How many nights ${side} the tour?`}
              layout="list"
              options={options.map((option) => ({
                value: String(option.id),
                label: (
                  <>
                    {nightsText(option.nights)}{' '}
                    <span className={styles.muted}>
                      (check in {formatWeekdayDate(option.options.check_in_date)}, check out {formatWeekdayDate(option.options.check_out_date)})
                    </span>
                  </>
                ),
                aside: <strong>{formatNzd(option.price)}</strong>,
              }))}
            />
            <div className={styles.actions}>
              <SubmitButton busy={updating.isLoading} busyLabel="Saving…" disabled={busy || !choice}>
                {`Add nights ${side} the tour`}
              </SubmitButton>
              <button type="button" className={styles.linkButton} onClick={() => setOptions(null)}>
                Cancel
              </button>
            </div>
          </KitForm>
        )
      ) : (
        <>
          <p className={styles.muted}>
            Arrive early or stay on: we book your room {before ? `in ${town || 'the start town'} before day 1` : `in ${town || 'the end town'} after the last day`}, for
            everyone in your booking.
          </p>
          <button type="button" className="button button--secondary" onClick={() => void showOptions()} disabled={busy}>
            {generating.isLoading ? 'Finding rooms…' : `Add nights ${side} the tour`}
          </button>
        </>
      )}
    </section>
  );
}

export function ExtraNights({ booking, startTown, endTown }: { booking: Booking; startTown: string; endTown: string }) {
  return (
    <section aria-labelledby="extra-nights-title" className={styles.content}>
      <h3 id="extra-nights-title" className={styles.cardTitle}>
        Extra nights
      </h3>
      <ExtraNightsPanel booking={booking} before town={startTown} />
      <ExtraNightsPanel booking={booking} before={false} town={endTown} />
    </section>
  );
}
