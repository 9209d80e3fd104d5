/**
 * The four tour-type flags of the enquiry and contact forms (SPEC 5, 7): the text says to pick
 * one, but several may be ticked.
 */
import React from 'react';
import type { TourTypeFlags } from './leads';
import { CheckboxGroup, tickedValues } from '../../components/form-kit';

export type TourType = keyof TourTypeFlags;

const OPTIONS: { value: string; key: TourType; label: string }[] = [
  { value: 'adventure_selected', key: 'adventure', label: 'Adventure tours' },
  { value: 'hakaPlus_selected', key: 'plus', label: 'Plus tours' },
  { value: 'snowTour_selected', key: 'snow', label: 'Snow tours' },
  { value: 'privateGroup_selected', key: 'privateGroup', label: 'Private group tours' },
];

/** The wire's flag names, which are also the checkboxes' values. */
export const TOUR_TYPE_FIELDS = OPTIONS.map((o) => o.value);

export function TourTypeChoices({ defaults = [] }: { defaults?: readonly TourType[] }) {
  return (
    <CheckboxGroup
      name="tour_types"
      legend="Which tours are you interested in?"
      hint="Pick one (or more, if you cannot decide)."
      options={OPTIONS}
      defaultChecked={OPTIONS.filter((o) => defaults.includes(o.key)).map((o) => o.value)}
    />
  );
}

export function tourTypesFrom(values: { tour_types?: unknown }): TourTypeFlags {
  const ticked = (value: string) => tickedValues(values.tour_types).includes(value);
  return { adventure: ticked('adventure_selected'), plus: ticked('hakaPlus_selected'), snow: ticked('snowTour_selected'), privateGroup: ticked('privateGroup_selected') };
}
