import React, { useId, useState } from 'react';
import type { Booking } from '../../../contract/bookings';
import { errorMessages, useSwapBookingMutation, useTourDeparturesQuery } from '../../state/bookings-api';
import { MessageBanner } from './MessageBanner';
import { Spinner } from './Spinner';
import { formatDate, money } from './format';
import * as styles from './Booking.module.css';
import * as forms from './Forms.module.css';

/**
 * Swap dates: when the booking says `can_swap`, 'Change dates' lists the tour's other
 * departures (get_intrepid_departures) with room for everyone, and moves the booking.
 */
export function SwapDates({ booking }: { booking: Booking }) {
  const [open, setOpen] = useState(false);
  const [choice, setChoice] = useState<string | null>(null);
  const [errors, setErrors] = useState<string[]>([]);
  const [done, setDone] = useState<string | null>(null);
  const departures = useTourDeparturesQuery(booking.tour_id, { skip: !open });
  const [swap, { isLoading }] = useSwapBookingMutation();
  const panelId = useId();
  const others = (departures.data ?? []).filter(
    (d) => d.id !== booking.departure_id && d.date !== booking.departure_date && d.available_seats >= booking.travellers_count,
  );

  async function confirm() {
    if (!choice) return;
    setErrors([]);
    const result = await swap({ id: booking.id, departure_id: choice });
    if ('error' in result) return setErrors(errorMessages(result.error, 'We could not change your dates. Please try again.'));
    const picked = others.find((d) => d.id === choice);
    setDone(picked ? `Your booking now departs on ${formatDate(picked.date)}.` : 'Your dates have been changed.');
    setOpen(false);
    setChoice(null);
  }

  return (
    <section className={styles.card} aria-labelledby={`${panelId}-title`}>
      <div className={styles.cardHeader}>
        <h3 id={`${panelId}-title`}>Change dates</h3>
        <button type="button" className="button button--secondary" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen((o) => !o)}>
          {open ? 'Keep my dates' : 'Change dates'}
        </button>
      </div>
      <p className={styles.muted}>Free date changes are open until {booking.free_swap_days} days before departure.</p>
      {done && <MessageBanner kind="success" messages={[done]} />}
      <div id={panelId} hidden={!open}>
        {open && departures.isLoading && (
          <div className={styles.loading} role="status">
            <Spinner /> Loading the other departures…
          </div>
        )}
        {departures.isError && <MessageBanner kind="error" messages={['We could not load the other departures. Please try again later.']} />}
        {departures.data && others.length === 0 && <p>There are no other departures of this tour with room for your group right now.</p>}
        {others.length > 0 && (
          <form
            onSubmit={(event) => {
              event.preventDefault();
              void confirm();
            }}
          >
            <MessageBanner kind="error" messages={errors} />
            <fieldset className={forms.fieldset}>
              <legend className={forms.legend}>Choose a new departure</legend>
              <ul className={styles.itemList}>
                {others.slice(0, 24).map((d) => (
                  <li key={d.id}>
                    <label className={styles.checkRow}>
                      <input type="radio" name={`${panelId}-departure`} value={d.id} checked={choice === d.id} onChange={() => setChoice(d.id)} />
                      <span>
                        {formatDate(d.date)} – {formatDate(d.end_date)}{' '}
                        <span className={styles.muted}>({d.available_seats} seats left)</span>
                      </span>
                    </label>
                    <strong>{money(d.tour_price)} pp</strong>
                  </li>
                ))}
              </ul>
            </fieldset>
            <div className={styles.actions}>
              <button type="submit" className="button" disabled={!choice || isLoading}>
                {isLoading ? 'Changing…' : 'Move my booking'}
              </button>
            </div>
          </form>
        )}
      </div>
    </section>
  );
}
