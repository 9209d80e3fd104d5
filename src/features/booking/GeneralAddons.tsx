import React, { useState } from 'react';
import type { Booking, Traveller } from '../../../contract/bookings';
import { optionPriceOn, shownOptions } from './seasonal-price';
import { useAppSelector } from '../../state/store';
import { errorMessages, staleOr, useChangeAddonsMutation } from './bookings-api';
import type { ContentActivity, ContentOption } from './content';
import { AddonToggles } from './AddonToggles';
import { MessageBanner } from './MessageBanner';
import { SnowGearModal, hasGearInfo, type SnowGearValues } from './SnowGearModal';
import { REMOVE_ADDON_FAILED } from './DayActivityPicker';
import { travellerName } from './format';
import { formatNzd } from '../../../contract/money';
import * as styles from './Booking.module.css';
import * as picker from './Picker.module.css';

/** The general add-ons whose 'Add info' button opens the snow gear modal (SPEC 2.5). */
export const GEAR_ADDONS = new Set(['ski-board-hire', 'ski-clothing-hire']);

/**
 * SPEC 2.5 general add-on picker: per-traveller checkboxes (one option of each add-on per
 * traveller), and 'Add info' for ski or board hire and ski clothing hire.
 */
export function GeneralAddons({ booking, activities }: { booking: Booking; activities: readonly ContentActivity[] }) {
  const { addOns, travellers } = useAppSelector((state) => state.booking);
  const [pending, setPending] = useState<Record<string, boolean>>({});
  const [errors, setErrors] = useState<string[]>([]);
  const [gearFor, setGearFor] = useState<Traveller | null>(null);
  const [gearErrors, setGearErrors] = useState<string[]>([]);
  const [change, { isLoading }] = useChangeAddonsMutation();
  const shown = activities.map((a) => ({ ...a, options: shownOptions(a.options) })).filter((a) => a.options.length > 0);

  async function toggle(traveller: Traveller, activity: ContentActivity, option: ContentOption, price: number, checked: boolean) {
    const key = `${traveller.id}:${option.api_id}`;
    setErrors([]);
    setPending((p) => ({ ...p, [key]: checked }));
    const existing = addOns.find((a) => a.traveller_id === traveller.id && a.day_id === null && a.option_id === option.api_id);
    const entry = { optionID: option.api_id, dayID: null, optionPrice: price, travellerID: traveller.id };
    const result = await change({ id: booking.id, body: { addons: [checked ? entry : { ...entry, addOnID: existing?.db_addon_id ?? null, destroy: true }] } });
    setPending(({ [key]: _done, ...rest }) => rest);
    if ('error' in result) setErrors(checked ? errorMessages(result.error, `We could not add ${activity.name}. Please try again.`) : staleOr(result.error, [REMOVE_ADDON_FAILED]));
  }

  async function saveGear(traveller: Traveller, values: SnowGearValues) {
    setGearErrors([]);
    const result = await change({ id: booking.id, body: { addons: [], traveller: { id: traveller.id, ...values } } });
    if ('error' in result) setGearErrors(errorMessages(result.error, 'We could not save the sizes. Please try again.'));
    else setGearFor(null);
  }

  if (shown.length === 0) return null;
  const gearIndex = gearFor ? travellers.findIndex((t) => t.id === gearFor.id) : -1;

  return (
    <section aria-labelledby="general-addons-title" className={styles.content}>
      <h3 id="general-addons-title" className={styles.cardTitle}>
        Snow gear hire
      </h3>
      <MessageBanner kind="error" messages={errors} onDismiss={() => setErrors([])} />
      {shown.map((activity) => {
        const holders = travellers.filter((t) => addOns.some((a) => a.traveller_id === t.id && a.day_id === null && a.activity_id === activity.api_id));
        return (
          <section key={activity.api_id} className={`${styles.card} ${picker.day}`} aria-labelledby={`general-${activity.api_id}`}>
            <h4 id={`general-${activity.api_id}`} className={picker.dayHeader}>
              {activity.name}
            </h4>
            {activity.options.map((option) => {
              const { price, seasonal } = optionPriceOn(option, booking.departure_date, null);
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
                    const key = `${traveller.id}:${option.api_id}`;
                    const held = addOns.some((a) => a.traveller_id === traveller.id && a.day_id === null && a.option_id === option.api_id);
                    const other = addOns.some(
                      (a) => a.traveller_id === traveller.id && a.day_id === null && a.activity_id === activity.api_id && a.option_id !== option.api_id,
                    );
                    const waiting = key in pending;
                    return {
                      checked: waiting ? pending[key] : held,
                      disabled: waiting || (other && !held),
                      reason: other && !held ? `already has another ${activity.name} option` : undefined,
                    };
                  }}
                  onToggle={(traveller, checked) => void toggle(traveller, activity, option, price, checked)}
                />
              );
            })}
            {activity.general_addon && GEAR_ADDONS.has(activity.general_addon) && holders.length > 0 && (
              <div className={picker.gear}>
                <span className={styles.muted}>Sizes for the hire shop:</span>
                {holders.map((t) => {
                  const index = travellers.findIndex((x) => x.id === t.id);
                  return (
                    <button
                      key={t.id}
                      type="button"
                      className="button button--secondary"
                      onClick={() => {
                        setGearErrors([]);
                        setGearFor(t);
                      }}
                    >
                      {hasGearInfo(t) ? 'Edit info' : 'Add info'}: {travellerName(t, index)}
                      <span className="visually-hidden"> ({activity.name})</span>
                    </button>
                  );
                })}
              </div>
            )}
          </section>
        );
      })}
      <SnowGearModal
        traveller={gearFor}
        travellerLabel={gearFor ? travellerName(gearFor, gearIndex) : ''}
        saving={isLoading}
        errors={gearErrors}
        onSave={(values) => gearFor && void saveGear(gearFor, values)}
        onClose={() => setGearFor(null)}
      />
    </section>
  );
}
