import React, { useState } from 'react';
import type { Booking, Traveller } from '../../../contract/bookings';
import { isOptionDisabled } from '../../../contract/bookings-rules';
import { optionPriceOn, shownOptions } from '../../lib/seasonal-price';
import { useAppSelector } from '../../state/store';
import { errorMessages, staleOr, useChangeAddonsMutation } from '../../state/bookings-api';
import type { ContentDay, ContentOption } from './content';
import { AddonToggles } from './AddonToggles';
import { MessageBanner } from './MessageBanner';
import { formatNzd } from '../../../contract/money';
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
    <div className={styles.content}>
      <MessageBanner kind="error" messages={errors} onDismiss={() => setErrors([])} />
      {shown.map((day) => (
        <section key={day.api_id} className={`${styles.card} ${picker.day}`} aria-labelledby={`day-${day.api_id}`}>
          <h4 id={`day-${day.api_id}`} className={picker.dayHeader}>
            <span className={picker.dayNumber}>Day {day.ordinal_number}</span>
            <span>{day.title}</span>
          </h4>
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
        </section>
      ))}
    </div>
  );
}
