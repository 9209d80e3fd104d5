import React, { useState, useSyncExternalStore } from 'react';
import type { Booking, Traveller } from '../../../contract/bookings';
import { isOptionDisabled } from '../../../contract/bookings-rules';
import { optionPriceOn, shownOptions } from './seasonal-price';
import { useAppSelector } from '../../state/store';
import { errorMessages, staleOr, useChangeAddonsMutation } from './bookings-api';
import type { ContentDay, ContentOption } from './content';
import { AddonToggles } from './AddonToggles';
import { MessageBanner } from './MessageBanner';
import { formatNzd } from '../../../contract/money';
import { travellerName } from './format';
import * as styles from './Booking.module.css';
import * as picker from './Picker.module.css';

/** SPEC 8. */
export const REMOVE_ADDON_FAILED = 'Failed to remove add-on activity';

const keyOf = (travellerId: number, dayId: number, optionId: number) => `${travellerId}:${dayId}:${optionId}`;

/** Days that offer at least one option to show. */
export function daysWithOptions(days: readonly ContentDay[]): ContentDay[] {
  return days
    .map((day) => ({ ...day, activities: day.activities.map((a) => ({ ...a, options: shownOptions(a.options) })).filter((a) => a.options.length > 0) }))
    .filter((day) => day.activities.length > 0)
    .sort((a, b) => a.ordinal_number - b.ordinal_number);
}

/** Phones (SPEC 9's 767 px): only the first day starts open, so the step is not a long scroll (Picker.module.css repeats it for `data-phone-closed`). */
export const COLLAPSE_DAYS_QUERY = '(max-width: 767px)';

/** What is chosen on a day, for its collapsed heading: 'Jet boat ride: Aroha Ngata, Tama Ngata'. */
export function daySummary(day: ContentDay, addOns: readonly { traveller_id: number; day_id: number | null; option_id: number }[], travellers: readonly Traveller[]): string {
  const parts: string[] = [];
  for (const activity of day.activities) {
    for (const option of activity.options) {
      const names = travellers
        .map((traveller, index) => ({ traveller, index }))
        .filter(({ traveller }) => addOns.some((a) => a.traveller_id === traveller.id && a.day_id === day.api_id && a.option_id === option.api_id))
        .map(({ traveller, index }) => travellerName(traveller, index));
      if (names.length > 0) parts.push(`${activity.name}, ${option.name}: ${names.join(', ')}`);
    }
  }
  return parts.length > 0 ? parts.join(' · ') : 'Nothing chosen yet';
}

const subscribeToPhoneWidth = (onChange: () => void) => {
  const query = window.matchMedia?.(COLLAPSE_DAYS_QUERY);
  query?.addEventListener?.('change', onChange);
  return () => query?.removeEventListener?.('change', onChange);
};
const isPhoneWidth = () => Boolean(window.matchMedia?.(COLLAPSE_DAYS_QUERY).matches);
const widthUnknown = () => null;

/**
 * SPEC 2.5 day-activity picker: one option list per day, a checkbox per traveller. Each
 * traveller may hold only one option per day: the day's other options are disabled for them.
 */
export function DayActivityPicker({ booking, days }: { booking: Booking; days: readonly ContentDay[] }) {
  const { addOns, travellers } = useAppSelector((state) => state.booking);
  const [pending, setPending] = useState<Record<string, boolean>>({});
  const [errors, setErrors] = useState<string[]>([]);
  const [change] = useChangeAddonsMutation();
  const shown = daysWithOptions(days);
  // Each day is a disclosure: open on wide screens, only the first open on a phone (a customer
  // sees every day's title and what is chosen on it, and opens the day they want). The step is
  // drawn on the server, which knows no screen width: hydration renders as the server did
  // (null: every day open, the later ones marked for a phone's CSS to close), then the width
  // is read (a phone's first render used to differ, and React threw the drawn page away).
  const phone = useSyncExternalStore<boolean | null>(subscribeToPhoneWidth, isPhoneWidth, widthUnknown);
  const [openDays, setOpenDays] = useState<Record<number, boolean>>({});
  const isOpen = (dayId: number, index: number) => openDays[dayId] ?? (!phone || index === 0);
  const allOpen = shown.every((day, index) => isOpen(day.api_id, index));
  const setAll = (open: boolean) => setOpenDays(Object.fromEntries(shown.map((day) => [day.api_id, open])));

  async function toggle(traveller: Traveller, day: ContentDay, option: ContentOption, price: number, checked: boolean) {
    const key = keyOf(traveller.id, day.api_id, option.api_id);
    setErrors([]);
    setPending((p) => ({ ...p, [key]: checked }));
    const existing = addOns.find((a) => a.traveller_id === traveller.id && a.day_id === day.api_id && a.option_id === option.api_id);
    const entry = { optionID: option.api_id, dayID: day.api_id, optionPrice: price, travellerID: traveller.id };
    const result = await change({
      id: booking.id,
      body: { addons: [checked ? entry : { ...entry, addOnID: existing?.db_addon_id ?? null, destroy: true }] },
    });
    setPending(({ [key]: _done, ...rest }) => rest);
    if ('error' in result) {
      // A failed change leaves the choice as it was and says why.
      setErrors(checked ? errorMessages(result.error, 'We could not add this activity. Please try again.') : staleOr(result.error, [REMOVE_ADDON_FAILED]));
    }
  }

  if (shown.length === 0) return <p className={styles.muted}>This tour has no optional day activities to book in advance.</p>;

  return (
    <div className={`${styles.content} ${picker.days}`}>
      <MessageBanner kind="error" messages={errors} onDismiss={() => setErrors([])} />
      {shown.length > 1 && (
        <div className={picker.dayTools}>
          <button type="button" className={picker.allDays} onClick={() => setAll(!allOpen)}>
            {allOpen ? 'Collapse all days' : 'Show all days'}
          </button>
        </div>
      )}
      {shown.map((day, index) => {
        const open = isOpen(day.api_id, index);
        return (
          <section
            key={day.api_id}
            className={`${styles.card} ${picker.day}`}
            aria-labelledby={`day-${day.api_id}`}
            data-testid="addon-day"
            data-open={open}
            data-phone-closed={phone === null && index > 0 ? true : undefined}
          >
            <h4 id={`day-${day.api_id}`} className={picker.dayHeading}>
              <button
                type="button"
                className={picker.dayToggle}
                aria-expanded={open}
                aria-controls={`day-${day.api_id}-options`}
                aria-describedby={`day-${day.api_id}-summary`}
                onClick={() => setOpenDays((current) => ({ ...current, [day.api_id]: !open }))}
              >
                <span className={picker.dayHeader}>
                  <span className={picker.dayNumber}>Day {day.ordinal_number}</span>
                  <span>{day.title}</span>
                </span>
                <svg className={picker.dayChevron} viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round">
                  <path d="M6 9l6 6 6-6" />
                </svg>
              </button>
            </h4>
            <p id={`day-${day.api_id}-summary`} className={picker.daySummary}>
              {daySummary(day, addOns, travellers)}
            </p>
            <div id={`day-${day.api_id}-options`} className={picker.dayOptions} hidden={!open}>
              {day.activities.map((activity) => (
                <div key={activity.api_id}>
                  <h5 className={picker.activity}>{activity.name}</h5>
                  {activity.options.map((option) => {
                    const { price, seasonal } = optionPriceOn(option, booking.departure_date, day.ordinal_number);
                    return (
                      <AddonToggles
                        key={option.api_id}
                        travellers={travellers}
                        legend={
                          <>
                            <span>{option.name}</span>
                            <span className={picker.price}>
                              {formatNzd(price)}
                              {seasonal && <span className={picker.seasonal}>seasonal price</span>}
                            </span>
                          </>
                        }
                        stateFor={(traveller) => {
                          const key = keyOf(traveller.id, day.api_id, option.api_id);
                          const held = addOns.some((a) => a.traveller_id === traveller.id && a.day_id === day.api_id && a.option_id === option.api_id);
                          // Another option of the same day on its way in counts too.
                          const incoming = Object.entries(pending).some(
                            ([k, on]) => on && k !== key && k.startsWith(`${traveller.id}:${day.api_id}:`),
                          );
                          const blocked = incoming || isOptionDisabled(addOns, traveller.id, day.api_id, option.api_id);
                          const waiting = key in pending;
                          return {
                            checked: waiting ? pending[key] : held,
                            disabled: waiting || (blocked && !held),
                            reason: blocked && !held ? `already has an activity on day ${day.ordinal_number}` : undefined,
                          };
                        }}
                        onToggle={(traveller, checked) => void toggle(traveller, day, option, price, checked)}
                      />
                    );
                  })}
                </div>
              ))}
            </div>
          </section>
        );
      })}
    </div>
  );
}
