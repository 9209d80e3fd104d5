/**
 * The four tour-type flags of the enquiry and contact forms (SPEC 5, 7): the text says to pick
 * one, but several may be ticked.
 */
import React from 'react';
import type { TourTypeFlags } from '../../lib/leads';
import { CheckboxGroup, type FormValues } from './Fields';

export type TourType = keyof TourTypeFlags;

const OPTIONS: { name: string; key: TourType; label: string }[] = [
  { name: 'adventure_selected', key: 'adventure', label: 'Adventure tours' },
  { name: 'hakaPlus_selected', key: 'plus', label: 'Plus tours' },
  { name: 'snowTour_selected', key: 'snow', label: 'Snow tours' },
  { name: 'privateGroup_selected', key: 'privateGroup', label: 'Private group tours' },
];

export function TourTypeChoices({ defaults = [] }: { defaults?: readonly TourType[] }) {
  return (
    <CheckboxGroup
      legend="Which tours are you interested in?"
      hint="Pick one (or more, if you cannot decide)."
      options={OPTIONS.map((o) => ({ name: o.name, label: o.label }))}
      defaultChecked={OPTIONS.filter((o) => defaults.includes(o.key)).map((o) => o.name)}
    />
  );
}

export function tourTypesFrom(values: FormValues): TourTypeFlags {
  return {
    adventure: values.checked('adventure_selected'),
    plus: values.checked('hakaPlus_selected'),
    snow: values.checked('snowTour_selected'),
    privateGroup: values.checked('privateGroup_selected'),
  };
}
