import React, { useMemo, useState } from 'react';
import type { Traveller } from '../../../contract/bookings';
import { todayInNz } from '../../../contract/dates';
import { travellerValueProblem } from '../../../contract/traveller-rules';
import { Modal } from '../../components/ui/Modal';
import { contractResolver, KitForm, SelectField, TextField, useKitForm } from '../../components/form-kit';
import { MessageBanner } from './MessageBanner';
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

/** The contract's size rules (the API's own) for each size given; a blank one may stay blank. */
function gearProblems(values: SnowGearValues): Record<string, string> {
  const today = todayInNz();
  return Object.fromEntries(
    (Object.entries(values) as [keyof SnowGearValues, string][]).flatMap(([field, value]) => {
      const problem = value.trim() === '' ? null : travellerValueProblem(field, value.trim(), today, {});
      return problem ? [[field, problem]] : [];
    }),
  );
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
  const resolver = useMemo(() => contractResolver<SnowGearValues>(() => import('../../../contract/bookings').then((m) => m.TravellerInputSchema), { rules: gearProblems }), []);
  const { form, submitWith } = useKitForm<SnowGearValues>({ resolver, defaultValues: gearOf(traveller) });
  const [problem, setProblem] = useState<string | null>(null);
  const save = submitWith((values) => {
    if (Object.values(values).every((v) => v.trim() === '')) {
      setProblem('Please fill in at least one size so we can fit the gear.');
      return;
    }
    setProblem(null);
    onSave(values);
  });
  return (
    <KitForm form={form} onSubmit={save} className={forms.form} noteOptional={false}>
      <MessageBanner kind="error" messages={problem ? [problem, ...errors] : errors} />
      <div className={forms.grid}>
        <TextField name="snow_ski_height" label="Height (cm)" inputMode="numeric" maxLength={40} />
        <TextField name="snow_ski_weight" label="Weight (kg)" inputMode="numeric" maxLength={40} />
        <TextField name="snow_ski_size" label="Ski or board size (cm)" hint="Leave blank and we will size it from height and weight." maxLength={40} />
        <SelectField name="stance" label="Stance" options={STANCES} placeholder="Choose…" />
        <TextField name="snow_boot_size" label="Boot size" hint="EU, UK or US size, e.g. EU 42." maxLength={40} />
        <SelectField name="snow_cloth_size" label="Clothing size" options={CLOTHING_SIZES} placeholder="Choose…" />
      </div>
      <div className={forms.radioGroup}>
        <button type="submit" className="button" disabled={saving}>
          {saving ? 'Saving…' : 'Save sizes'}
        </button>
        <button type="button" className="button button--secondary" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </KitForm>
  );
}
