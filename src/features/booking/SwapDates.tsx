import React, { useEffect, useId, useRef, useState } from 'react';
import { useWatch } from 'react-hook-form';
import type { Booking, ChangePreview } from '../../../contract/bookings';
import { contractResolver, KitForm, RadioGroup, SubmitButton, useKitForm } from '../../components/form-kit';
import { errorMessages, isStaleVersion, usePreviewSwapMutation, useSwapBookingMutation, useTourDeparturesQuery } from './bookings-api';
import { MessageBanner } from './MessageBanner';
import { Spinner } from './Spinner';
import { changePreviewText } from './change-preview';
import { formatWeekdayDate } from '../../../contract/dates';
import { formatNzd } from '../../../contract/money';
import * as styles from './Booking.module.css';

/** The radio group's value: the departure's id, as the swap's body names it ('' until chosen). */
interface SwapValues {
  departure_id: string;
}

// Checked by the swap's own body schema; nothing chosen has words of its own.
const swapResolver = contractResolver<SwapValues>(() => import('../../../contract/bookings').then((m) => m.SwapBodySchema), {
  required: ['departure_id'],
  messages: { departure_id: 'Please choose a new departure.' },
});

interface Previewed {
  /** The departure and the booking version it was asked for. */
  key: string;
  version: number;
  preview?: ChangePreview;
  errors?: string[];
}

/**
 * Swap dates: when the booking says `can_swap`, 'Change dates' lists the tour's other
 * departures (get_intrepid_departures) with room for everyone. Picking one asks the server what
 * it would cost (`swap?preview=true`, nothing changes) and shows the new total and the
 * difference; 'Confirm and move my booking' then moves it, with the version the price was
 * asked for (a booking changed meanwhile is refused as stale, reloaded and priced again).
 */
export function SwapDates({ booking }: { booking: Booking }) {
  const [open, setOpen] = useState(false);
  const { form, serverErrors: errors, setServerErrors: setErrors, submitWith } = useKitForm<SwapValues>({
    resolver: swapResolver,
    defaultValues: { departure_id: '' },
  });
  const choice = useWatch({ control: form.control, name: 'departure_id' }) || null;
  const [done, setDone] = useState<string | null>(null);
  const [previewed, setPreviewed] = useState<Previewed | null>(null);
  const departures = useTourDeparturesQuery(booking.tour_id, { skip: !open });
  const [swap, { isLoading }] = useSwapBookingMutation();
  const [previewSwap] = usePreviewSwapMutation();
  const panelId = useId();
  const toggle = useRef<HTMLButtonElement>(null);
  const doneRef = useRef<HTMLDivElement>(null);
  /** Bumped by each move: the focus goes back to this card once it has re-rendered. */
  const [moves, setMoves] = useState(0);
  const others = (departures.data ?? []).filter(
    (d) => d.id !== booking.departure_id && d.date !== booking.departure_date && d.available_seats >= booking.travellers_count,
  );

  // The price of the chosen dates, asked again whenever the booking changes (a reload after a stale answer included).
  const key = choice ? `${choice}@${booking.version}` : null;
  useEffect(() => {
    if (!choice) return;
    const asked = `${choice}@${booking.version}`;
    const version = booking.version;
    let current = true;
    void previewSwap({ id: booking.id, departure_id: choice }).then((result) => {
      if (!current) return;
      // Stale: the booking reloads and is priced again; the message stays until the next choice.
      if (isStaleVersion(result.error)) setErrors(errorMessages(result.error, ''));
      else if (result.error || !result.data) {
        setPreviewed({ key: asked, version, errors: errorMessages(result.error, 'We could not check the price of these dates. Please try again.') });
      } else setPreviewed({ key: asked, version, preview: result.data });
    });
    return () => {
      current = false;
    };
  }, [choice, booking.id, booking.version, previewSwap, setErrors]);

  // After a move the form is hidden: the focus stays on this card, on the toggle while the dates
  // can still be changed, else on the message (new dates inside the free-change window, or a
  // request: can_swap turns false when the booking reloads, and the toggle goes).
  useEffect(() => {
    if (moves) (booking.can_swap ? toggle.current : doneRef.current)?.focus();
  }, [moves, booking.can_swap]);

  const shown = previewed && previewed.key === key ? previewed : null;
  const checking = key !== null && shown === null;
  const text = shown?.preview ? changePreviewText(shown.preview) : null;

  /** A new choice: the last answer's messages go (the price of the new dates is asked by the effect above). */
  function picked() {
    setErrors([]);
    setDone(null);
  }

  const confirm = submitWith(async ({ departure_id }) => {
    if (!shown?.preview) return;
    const result = await swap({ id: booking.id, departure_id, version: shown.version });
    if (result.error) return setErrors(errorMessages(result.error, 'We could not change your dates. Please try again.'));
    const moved = others.find((d) => d.id === departure_id);
    setDone(moved ? `Your booking now departs on ${formatWeekdayDate(moved.date)}.` : 'Your dates have been changed.');
    setOpen(false);
    form.reset({ departure_id: '' });
    setMoves((n) => n + 1);
  });

  // Not offered (the review shows this card only while it can be used), except to confirm a move
  // that closed it: moving inside the free-change window or under 30 days away ends `can_swap`.
  if (!booking.can_swap && !done) return null;

  return (
    <section className={styles.card} aria-labelledby={`${panelId}-title`}>
      <div className={styles.cardHeader}>
        <h3 id={`${panelId}-title`}>Change dates</h3>
        {booking.can_swap && (
          <button ref={toggle} type="button" className="button button--secondary" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen((o) => !o)}>
            {open ? 'Keep my dates' : 'Change dates'}
          </button>
        )}
      </div>
      <p className={styles.muted}>
        {booking.can_swap
          ? `Free date changes are open until ${booking.free_swap_days} days before departure.`
          : 'These dates can no longer be changed online. Please get in touch with us to change them.'}
      </p>
      {done && (
        <div ref={doneRef} tabIndex={-1} className={styles.swapDone}>
          <MessageBanner kind="success" messages={[done]} />
        </div>
      )}
      {booking.can_swap && (
        <div id={panelId} hidden={!open}>
          {open && departures.isLoading && (
            <div className={styles.loading} role="status">
              <Spinner /> Loading the other departures…
            </div>
          )}
          {departures.isError && <MessageBanner kind="error" messages={['We could not load the other departures. Please try again later.']} />}
          {departures.data && others.length === 0 && <p>There are no other departures of this tour with room for your group right now.</p>}
          {others.length > 0 && (
            <KitForm form={form} onSubmit={confirm} noteOptional={false}>
              <MessageBanner kind="error" messages={errors} />
              <RadioGroup
                name="departure_id"
                legend="Choose a new departure"
                layout="list"
                onChange={picked}
                options={others.slice(0, 24).map((d) => ({
                  value: d.id,
                  label: (
                    <>
                      {formatWeekdayDate(d.date)} – {formatWeekdayDate(d.end_date)} <span className={styles.muted}>({d.available_seats} seats left)</span>
                    </>
                  ),
                  aside: <strong>{formatNzd(d.tour_price)} pp</strong>,
                }))}
              />
              {/* The price of the chosen dates, announced when it arrives. */}
              <div className={styles.preview} role="status" aria-live="polite" id={`${panelId}-price`}>
                {checking && (
                  <span className={styles.checking}>
                    <Spinner /> Checking the price of these dates…
                  </span>
                )}
                {text && (
                  <div className={`${styles.banner} ${styles.info}`}>
                    <div className={styles.bannerBody}>
                      <p className={styles.bannerTitle}>{text.headline}</p>
                      {text.balance && <p>{text.balance}</p>}
                    </div>
                  </div>
                )}
              </div>
              {shown?.errors && <MessageBanner kind="error" messages={shown.errors} />}
              <div className={styles.actions}>
                <SubmitButton busy={isLoading} busyLabel="Changing…" disabled={!shown?.preview} aria-describedby={`${panelId}-price`}>
                  Confirm and move my booking
                </SubmitButton>
              </div>
            </KitForm>
          )}
        </div>
      )}
    </section>
  );
}
