import React, { useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import { TITLES, travellerDateYears } from '../../../contract/traveller-rules';
import { contractResolver, DatePartsField, KitForm, SelectField, SubmitButton, TextAreaField, TextField, useKitForm } from '../../components/form-kit';
import { UNDER_18_WARNING } from '../../../contract/bookings-rules';
import type { DateParts } from '../../../contract/date-parts';
import { showsUnder18Warning, stepOnePayload, validateStepOne, type StepOneValues } from './traveller-validation';
import { NATIONALITIES } from './nationalities';
import * as forms from './Forms.module.css';
import * as styles from './Booking.module.css';

export interface TravellerStepOneFormProps {
  initial: StepOneValues;
  departureDate: string;
  today: string;
  saving: boolean;
  onSubmit: (payload: ReturnType<typeof stepOnePayload>) => void;
}

/** SPEC 3 and 5, step 1: who is travelling. Under 18 on the departure date: a warning only. */
export function TravellerStepOneForm({ initial, departureDate, today, saving, onSubmit }: TravellerStepOneFormProps) {
  // Checked by the schema the API reads a traveller with, and the contract's rules for each field.
  const resolver = useMemo(
    () => contractResolver<StepOneValues>(() => import('../../../contract/bookings').then((m) => m.TravellerInputSchema), { toWire: stepOnePayload, rules: (values) => validateStepOne(values, today) }),
    [today],
  );
  const { form, submitWith } = useKitForm<StepOneValues>({ resolver, defaultValues: initial });
  const birth = useWatch({ control: form.control, name: 'birth' }) as DateParts;
  const under18 = showsUnder18Warning(birth, departureDate);
  const years = travellerDateYears('date_of_birth', today);

  return (
    <KitForm form={form} onSubmit={submitWith((values) => onSubmit(stepOnePayload(values)))} className={forms.form} aria-label="Personal details">
      <div className={forms.grid}>
        <SelectField name="title" label="Title" required options={TITLES} />
        <TextField name="first_name" label="First name" required autoComplete="given-name" maxLength={100} />
        <TextField name="last_name" label="Last name" required autoComplete="family-name" maxLength={100} />
      </div>
      <DatePartsField name="birth" legend="Date of birth" {...years} />
      {under18 && (
        <div className={`${styles.banner} ${styles.warning}`} role="alert">
          <p>{UNDER_18_WARNING}</p>
        </div>
      )}
      <div className={forms.grid}>
        <SelectField name="nationality" label="Nationality" required options={NATIONALITIES} />
        <TextField name="current_location" label="Current location" hint="The town or country you will be travelling from." maxLength={120} autoComplete="address-level2" />
      </div>
      <TextAreaField name="allergies" label="Allergies" maxLength={1000} rows={3} />
      <div className={styles.actions}>
        <SubmitButton busy={saving} busyLabel="Saving…">
          Save and continue
        </SubmitButton>
      </div>
    </KitForm>
  );
}
