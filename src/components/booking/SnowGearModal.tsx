import React, { useState } from 'react';
import type { Traveller } from '../../../contract/bookings';
import { Modal } from '../ui/Modal';
import { MessageBanner } from './MessageBanner';
import { SelectField, TextField } from './Fields';
import * as forms from './Forms.module.css';

export interface SnowGearValues {
  snow_ski_size: string;
  snow_ski_height: string;
  snow_ski_weight: string;
  stance: string;
  snow_boot_size: string;
  snow_cloth_size: string;
}

export const STANCES = ['Skier', 'Regular (left foot forward)', 'Goofy (right foot forward)', 'Not sure'] as const;
export const CLOTHING_SIZES = ['XS', 'S', 'M', 'L', 'XL', 'XXL'] as const;

export function gearOf(t: Traveller): SnowGearValues {
  return {
    snow_ski_size: t.snow_ski_size ?? '',
    snow_ski_height: t.snow_ski_height ?? '',
    snow_ski_weight: t.snow_ski_weight ?? '',
    stance: t.stance ?? '',
    snow_boot_size: t.snow_boot_size ?? '',
    snow_cloth_size: t.snow_cloth_size ?? '',
  };
}

export const hasGearInfo = (t: Traveller) => Object.values(gearOf(t)).some((v) => v !== '');

export interface SnowGearModalProps {
  traveller: Traveller | null;
  travellerLabel: string;
  saving: boolean;
  errors: string[];
  onSave: (values: SnowGearValues) => void;
  onClose: () => void;
}

/** SPEC 2.5 snow gear modal: the sizes our hire partner needs, saved with the add-on change. */
export function SnowGearModal({ traveller, travellerLabel, saving, errors, onSave, onClose }: SnowGearModalProps) {
  return (
    <Modal open={traveller !== null} title={`Snow gear sizes for ${travellerLabel}`} onClose={onClose}>
      {traveller && <GearForm key={traveller.id} traveller={traveller} saving={saving} errors={errors} onSave={onSave} onCancel={onClose} />}
    </Modal>
  );
}

function GearForm({
  traveller,
  saving,
  errors,
  onSave,
  onCancel,
}: {
  traveller: Traveller;
  saving: boolean;
  errors: string[];
  onSave: (v: SnowGearValues) => void;
  onCancel: () => void;
}) {
  const [values, setValues] = useState<SnowGearValues>(() => gearOf(traveller));
  const [problem, setProblem] = useState<string | null>(null);
  const set = (key: keyof SnowGearValues) => (value: string) => setValues((v) => ({ ...v, [key]: value }));
  const id = `gear-${traveller.id}`;
  return (
    <form
      noValidate
      className={forms.form}
      onSubmit={(event) => {
        event.preventDefault();
        if (!event.currentTarget.checkValidity() || Object.values(values).every((v) => v.trim() === '')) {
          setProblem('Please fill in at least one size so we can fit the gear.');
          return;
        }
        setProblem(null);
        onSave(values);
      }}
    >
      <MessageBanner kind="error" messages={problem ? [problem, ...errors] : errors} />
      <div className={forms.grid}>
        <TextField id={`${id}-height`} label="Height (cm)" inputMode="numeric" maxLength={40} value={values.snow_ski_height} onChange={set('snow_ski_height')} />
        <TextField id={`${id}-weight`} label="Weight (kg)" inputMode="numeric" maxLength={40} value={values.snow_ski_weight} onChange={set('snow_ski_weight')} />
        <TextField
          id={`${id}-ski`}
          label="Ski or board size (cm)"
          hint="Leave blank and we will size it from height and weight."
          maxLength={40}
          value={values.snow_ski_size}
          onChange={set('snow_ski_size')}
        />
        <SelectField id={`${id}-stance`} label="Stance" value={values.stance} onChange={set('stance')} options={STANCES} placeholder="Choose…" />
        <TextField id={`${id}-boot`} label="Boot size" hint="EU, UK or US size, e.g. EU 42." maxLength={40} value={values.snow_boot_size} onChange={set('snow_boot_size')} />
        <SelectField
          id={`${id}-cloth`}
          label="Clothing size"
          value={values.snow_cloth_size}
          onChange={set('snow_cloth_size')}
          options={CLOTHING_SIZES}
          placeholder="Choose…"
        />
      </div>
      <div className={forms.radioGroup}>
        <button type="submit" className="button" disabled={saving}>
          {saving ? 'Saving…' : 'Save sizes'}
        </button>
        <button type="button" className="button button--secondary" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}
