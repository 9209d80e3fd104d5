import React, { useId, useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import type { UpgradeAccommodation, UpgradeOption } from '../../../contract/bookings';
import { errorMessages, staleOr, useUpdateBookingMutation } from './bookings-api';
import { contractResolver, KitForm, RadioGroup, SubmitButton, useKitForm } from '../../components/form-kit';
import { MessageBanner } from './MessageBanner';
import { formatNzd } from '../../../contract/money';
import * as styles from './Booking.module.css';
import * as forms from './Forms.module.css';

/** SPEC 8. */
export const REMOVE_UPGRADE_FAILED = 'Failed to remove accommodation upgrade.';

export interface UpgradeCardProps {
  bookingId: number;
  option: UpgradeOption;
  chosen: UpgradeAccommodation | null;
  /** The tour's upgrades are not available (no-availability notice): nothing new can be added. */
  unavailable: boolean;
}

/** The radio groups' values: '' until chosen. */
interface UpgradeValues {
  nights: string;
  bed_option: string;
}

/**
 * A choice not made yet: one sentence for the card (it names the bed when the upgrade has beds),
 * beside the first group still to choose, which takes the focus.
 */
function missingChoice({ nights, bed_option }: UpgradeValues, needsBed: boolean): Record<string, string> {
  const missing = !nights ? 'nights' : needsBed && !bed_option ? 'bed_option' : null;
  return missing ? { [missing]: needsBed ? 'Please choose the nights and a bed option.' : 'Please choose the nights.' } : {};
}

/** SPEC 2.5 accommodation upgrade card: a nights radio choice and bed options. */
export function UpgradeCard({ bookingId, option, chosen, unavailable }: UpgradeCardProps) {
  const needsBed = option.bed_options.length > 0;
  // Checked as the entry the update carries for it (contract/bookings.ts), with the card's own words for a missing choice.
  const resolver = useMemo(
    () =>
      contractResolver<UpgradeValues>(() => import('../../../contract/bookings').then((m) => m.UpgradeAccommodationInputSchema), {
        toWire: (v) => ({ id: option.id, nights: v.nights ? Number(v.nights) : undefined, bed_option: v.bed_option }),
        rules: (v) => missingChoice(v, needsBed),
      }),
    [option.id, needsBed],
  );
  const { form, serverErrors: errors, setServerErrors: setErrors, submitWith } = useKitForm<UpgradeValues>({
    resolver,
    defaultValues: {
      nights: chosen ? String(chosen.nights) : '',
      bed_option: chosen?.bed_option ?? (option.bed_options.length === 1 ? option.bed_options[0] : ''),
    },
  });
  const [nightsValue, bed] = useWatch({ control: form.control, name: ['nights', 'bed_option'] });
  const nights = nightsValue ? Number(nightsValue) : null;
  const [update, { isLoading }] = useUpdateBookingMutation();
  const headingId = useId();
  const ready = nights !== null && (!needsBed || bed !== '');
  const changed = !chosen || chosen.nights !== nights || chosen.bed_option !== bed;

  const save = submitWith(async (values) => {
    const result = await update({
      id: bookingId,
      fields: { upgrade_accommodations: [{ id: option.id, nights: Number(values.nights), bed_option: needsBed ? values.bed_option : '' }] },
    });
    if ('error' in result) setErrors(errorMessages(result.error, 'We could not save the upgrade. Please try again.'));
  });

  async function remove() {
    setErrors([]);
    const result = await update({ id: bookingId, fields: { upgrade_accommodations: [{ id: option.id, _destroy: true }] } });
    if ('error' in result) {
      setErrors(staleOr(result.error, [REMOVE_UPGRADE_FAILED]));
      return;
    }
    form.setValue('nights', '');
  }

  return (
    <section className={styles.card} aria-labelledby={headingId}>
      <div className={styles.cardHeader}>
        <h4 id={headingId}>{option.name}</h4>
        <span className={styles.badge}>{formatNzd(option.price_per_night)} per night</span>
      </div>
      <p className={styles.muted}>{option.description}</p>
      <MessageBanner kind="error" messages={errors} onDismiss={() => setErrors([])} />
      {chosen && (
        <p>
          <strong>Added:</strong> {chosen.nights} {chosen.nights === 1 ? 'night' : 'nights'}
          {chosen.bed_option ? `, ${chosen.bed_option} bed` : ''}, {formatNzd(chosen.price)}
        </p>
      )}
      {(!unavailable || chosen) && (
        <KitForm form={form} onSubmit={save} className={forms.form} noteOptional={false}>
          <RadioGroup
            name="nights"
            legend="Nights"
            disabled={unavailable}
            options={option.nights_options.map((n) => ({
              value: String(n),
              label: (
                <>
                  {n}
                  <span className="visually-hidden"> {n === 1 ? 'night' : 'nights'}</span>
                </>
              ),
            }))}
          />
          {needsBed && <RadioGroup name="bed_option" legend="Bed" disabled={unavailable} options={option.bed_options.map((b) => ({ value: b, label: b }))} />}
          <div className={styles.actions}>
            {!unavailable && (
              <SubmitButton busy={isLoading} busyLabel="Saving…" className="button--secondary" disabled={!ready || !changed}>
                {chosen ? 'Update upgrade' : `Add upgrade${nights ? `: ${formatNzd(nights * option.price_per_night)}` : ''}`}
              </SubmitButton>
            )}
            {chosen && (
              <button type="button" className={styles.dangerButton} onClick={() => void remove()} disabled={isLoading}>
                Remove upgrade
              </button>
            )}
          </div>
        </KitForm>
      )}
    </section>
  );
}
