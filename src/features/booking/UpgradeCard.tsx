import React, { useId, useState } from 'react';
import type { UpgradeAccommodation, UpgradeOption } from '../../../contract/bookings';
import { errorMessages, staleOr, useUpdateBookingMutation } from './bookings-api';
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

/** SPEC 2.5 accommodation upgrade card: a nights radio choice and bed options. */
export function UpgradeCard({ bookingId, option, chosen, unavailable }: UpgradeCardProps) {
  const [nights, setNights] = useState<number | null>(chosen?.nights ?? null);
  const [bed, setBed] = useState<string>(chosen?.bed_option ?? (option.bed_options.length === 1 ? option.bed_options[0] : ''));
  const [errors, setErrors] = useState<string[]>([]);
  const [update, { isLoading }] = useUpdateBookingMutation();
  const headingId = useId();
  const nightsName = useId();
  const bedName = useId();
  const needsBed = option.bed_options.length > 0;
  const ready = nights !== null && (!needsBed || bed !== '');
  const changed = !chosen || chosen.nights !== nights || chosen.bed_option !== bed;

  async function save() {
    setErrors([]);
    if (!ready) return setErrors([needsBed ? 'Please choose the nights and a bed option.' : 'Please choose the nights.']);
    const result = await update({ id: bookingId, fields: { upgrade_accommodations: [{ id: option.id, nights: nights!, bed_option: needsBed ? bed : '' }] } });
    if ('error' in result) setErrors(errorMessages(result.error, 'We could not save the upgrade. Please try again.'));
  }

  async function remove() {
    setErrors([]);
    const result = await update({ id: bookingId, fields: { upgrade_accommodations: [{ id: option.id, _destroy: true }] } });
    if ('error' in result) {
      setErrors(staleOr(result.error, [REMOVE_UPGRADE_FAILED]));
      return;
    }
    setNights(null);
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
        <form
          className={forms.form}
          onSubmit={(event) => {
            event.preventDefault();
            void save();
          }}
        >
          <fieldset className={forms.fieldset} disabled={unavailable}>
            <legend className={forms.legend}>Nights</legend>
            <div className={forms.radioGroup}>
              {option.nights_options.map((n) => (
                <label key={n} className={forms.chip}>
                  <input type="radio" name={nightsName} value={n} checked={nights === n} onChange={() => setNights(n)} />
                  <span>
                    {n}
                    <span className="visually-hidden"> {n === 1 ? 'night' : 'nights'}</span>
                  </span>
                </label>
              ))}
            </div>
          </fieldset>
          {needsBed && (
            <fieldset className={forms.fieldset} disabled={unavailable}>
              <legend className={forms.legend}>Bed</legend>
              <div className={forms.radioGroup}>
                {option.bed_options.map((b) => (
                  <label key={b} className={forms.chip}>
                    <input type="radio" name={bedName} value={b} checked={bed === b} onChange={() => setBed(b)} />
                    <span>{b}</span>
                  </label>
                ))}
              </div>
            </fieldset>
          )}
          <div className={styles.actions}>
            {!unavailable && (
              <button type="submit" className="button button--secondary" disabled={isLoading || !ready || !changed}>
                {isLoading ? 'Saving…' : chosen ? 'Update upgrade' : `Add upgrade${nights ? `: ${formatNzd(nights * option.price_per_night)}` : ''}`}
              </button>
            )}
            {chosen && (
              <button type="button" className={styles.dangerButton} onClick={() => void remove()} disabled={isLoading}>
                Remove upgrade
              </button>
            )}
          </div>
        </form>
      )}
    </section>
  );
}
