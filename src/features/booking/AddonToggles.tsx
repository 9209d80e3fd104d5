import React from 'react';
import type { Traveller } from '../../../contract/bookings';
import { travellerName } from './format';
import * as picker from './Picker.module.css';

export interface ToggleState {
  checked: boolean;
  disabled: boolean;
  /** Why it is disabled, read out with the traveller's name. */
  reason?: string;
}

export interface AddonTogglesProps {
  legend: React.ReactNode;
  travellers: Traveller[];
  stateFor: (traveller: Traveller) => ToggleState;
  onToggle: (traveller: Traveller, checked: boolean) => void;
  children?: React.ReactNode;
}

/** One option with a checkbox per traveller (SPEC 2.5 day-activity and general add-on pickers). */
export function AddonToggles({ legend, travellers, stateFor, onToggle, children }: AddonTogglesProps) {
  return (
    <fieldset className={picker.option}>
      <legend className={picker.optionLegend}>{legend}</legend>
      <div className={picker.travellers}>
        {travellers.map((traveller, index) => {
          const state = stateFor(traveller);
          return (
            <label key={traveller.id} className={`${picker.toggle} ${state.disabled && !state.checked ? picker.toggleBlocked : ''}`}>
              <input
                type="checkbox"
                checked={state.checked}
                disabled={state.disabled}
                onChange={(event) => onToggle(traveller, event.target.checked)}
              />
              <span>
                {travellerName(traveller, index)}
                {state.reason && <span className="visually-hidden"> ({state.reason})</span>}
              </span>
            </label>
          );
        })}
      </div>
      {children}
    </fieldset>
  );
}
