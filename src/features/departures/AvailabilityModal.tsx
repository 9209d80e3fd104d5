/**
 * The availability calendar modal (SPEC 2.5, 3, 4.4, 5, 8). An inline month calendar where
 * inactive ranges, offline weekdays, days before the cutoff and months outside the tour's
 * season cannot be picked, and departure dates are highlighted. Picking a day checks it:
 * 'Checking…', then 'Done ! ' plus the server's message and on to the booking, or 'Sorry ! '
 * plus the message (and, when the date is fully booked, the waitlist form).
 *
 * Keyboard: focus lands on a day when the calendar opens; arrow keys move by day and week,
 * Page Up/Down by month, Enter picks; Escape closes and focus returns to the opener (Modal).
 * Screen readers: a labelled dialog, days named 'Choose …' or 'Not available …', and the
 * result in a live region.
 */
import React, { useEffect, useRef, useState } from 'react';
import DatePicker from 'react-datepicker';
import { Link, navigate } from 'gatsby';
import type { DepartureCheck } from '../../../contract/departures';
import { Modal } from '../../components/ui/Modal';
import { Spinner } from '../../components/ui/Spinner';
import { WaitlistForm } from './WaitlistForm';
import { useMaxWidth } from '../../components/deals/useMaxWidth';
import { availabilityMessage, fromIsoDate, highlightedDates, isSelectable, lastDate, openingDate, toCheckDate } from './availability';
import { localDateToIso as toIsoDate } from '../../../contract/dates';
import { bookingPath } from '../../lib/deals';
import { formatWeekdayDate } from '../../../contract/dates';
import { apiErrors } from '../account/auth-api';
import { useCheckDepartureMutation, useGetTourAvailabilityQuery, useLazyWaitlistDepartureQuery } from './departures-api';
import * as styles from './Availability.module.css';

export interface AvailabilityModalProps {
  tourApiId: number;
  tourName?: string;
  onClose: () => void;
  /** Pause before going on to the booking, so the 'Done !' message can be read. */
  redirectDelayMs?: number;
}

type Result = { kind: 'checking' } | { kind: 'done'; check: DepartureCheck } | { kind: 'error'; errors: string[] };

export function AvailabilityModal({ tourApiId, tourName, onClose, redirectDelayMs = 1500 }: AvailabilityModalProps) {
  const availability = useGetTourAvailabilityQuery(tourApiId);
  const [check] = useCheckDepartureMutation();
  const [lookUpWaitlist, waitlist] = useLazyWaitlistDepartureQuery();
  const [selected, setSelected] = useState<string | null>(null);
  const [result, setResult] = useState<Result | null>(null);
  const narrow = useMaxWidth(720);
  const calendarRef = useRef<HTMLDivElement>(null);
  const latest = useRef(0);

  // Focus goes to the calendar's current day once it is there (after the Modal focused itself).
  const ready = Boolean(availability.data);
  useEffect(() => {
    if (!ready) return undefined;
    const id = window.setTimeout(() => {
      calendarRef.current?.querySelector<HTMLElement>('.react-datepicker__day[tabindex="0"]')?.focus();
    }, 0);
    return () => window.clearTimeout(id);
  }, [ready]);

  // Available: on to the booking with the departure (SPEC 4.4).
  const departureId = result?.kind === 'done' && result.check.available ? result.check.departure?._id : undefined;
  useEffect(() => {
    if (!departureId) return undefined;
    const id = window.setTimeout(() => void navigate(bookingPath({ id: departureId })), redirectDelayMs);
    return () => window.clearTimeout(id);
  }, [departureId, redirectDelayMs]);

  async function onPick(date: Date | null) {
    if (!date) return;
    const iso = toIsoDate(date);
    const attempt = ++latest.current;
    setSelected(iso);
    setResult({ kind: 'checking' });
    const answer = await check({ tour_id: tourApiId, departure_date: toCheckDate(iso) });
    if (attempt !== latest.current) return; // a later pick wins
    if ('error' in answer) {
      setResult({ kind: 'error', errors: apiErrors(answer.error) });
      return;
    }
    setResult({ kind: 'done', check: answer.data });
    if (!answer.data.available) void lookUpWaitlist({ tour_id: tourApiId, departure_date: iso });
  }

  const data = availability.data;
  const highlights = data ? highlightedDates(data) : [];
  const showWaitlist =
    result?.kind === 'done' && !result.check.available && selected !== null && waitlist.data?.joinable && waitlist.originalArgs?.departure_date === selected;

  return (
    <Modal open onClose={onClose} title="Check availability" size="large">
      {tourName && <p className={styles.tourName}>{tourName}</p>}
      {availability.isLoading || (availability.isFetching && !data) ? (
        <div className={styles.loading}>
          <Spinner size={40} label="Loading dates…" />
        </div>
      ) : !data ? (
        <div role="alert" className={styles.error}>
          <p>We could not load the dates of this tour. Please try again.</p>
          <button type="button" className="button button--secondary" onClick={() => availability.refetch()}>
            Try again
          </button>
        </div>
      ) : (
        <>
          <p className={styles.help} id="availability-help">
            Days with a dot have a departure. Pick a date to check it: use the arrow keys to move between days, Page Up and Page Down to change month, and
            Enter to choose.
          </p>
          <div ref={calendarRef} className={styles.calendar} aria-describedby="availability-help">
            <DatePicker
              inline
              selected={selected ? fromIsoDate(selected) : null}
              onChange={(date: Date | null) => void onPick(date)}
              openToDate={fromIsoDate(selected ?? openingDate(data))}
              minDate={fromIsoDate(data.before_date)}
              maxDate={fromIsoDate(lastDate(data))}
              filterDate={(date: Date) => isSelectable(toIsoDate(date), data)}
              highlightDates={highlights.map(fromIsoDate)}
              monthsShown={narrow ? 1 : 2}
              calendarStartDay={1}
              useWeekdaysShort
              chooseDayAriaLabelPrefix="Choose"
              disabledDayAriaLabelPrefix="Not available,"
              previousMonthButtonLabel="Previous month"
              nextMonthButtonLabel="Next month"
              previousMonthAriaLabel="Previous month"
              nextMonthAriaLabel="Next month"
            />
          </div>
          <ul className={styles.legend} aria-label="Legend">
            <li>
              <span className={styles.legendDeparture} aria-hidden="true" /> Departure date
            </li>
            <li>
              <span className={styles.legendDisabled} aria-hidden="true" /> Not available
            </li>
          </ul>
        </>
      )}

      {/* Always in the page, so screen readers announce what arrives in it. */}
      <div role="status" aria-live="polite" className={styles.result}>
        {result?.kind === 'checking' && (
          <p className={styles.checking}>
            <Spinner size={24} label="" /> Checking {selected ? formatWeekdayDate(selected) : 'the date'}…
          </p>
        )}
        {result?.kind === 'done' && (
          <p className={result.check.available ? styles.available : styles.unavailable}>{availabilityMessage(result.check.available, result.check.message)}</p>
        )}
        {result?.kind === 'error' && <p className={styles.unavailable}>{availabilityMessage(false, result.errors.join(' '))}</p>}
      </div>
      {departureId && (
        <p className={styles.continueNote}>
          Taking you to your booking…{' '}
          <Link to={bookingPath({ id: departureId })} className={styles.continueLink}>
            Continue now
          </Link>
        </p>
      )}
      {showWaitlist && selected && waitlist.data && <WaitlistForm departureId={waitlist.data.departure_id} when={formatWeekdayDate(selected)} />}
    </Modal>
  );
}
