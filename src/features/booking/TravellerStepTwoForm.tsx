import React, { useMemo } from 'react';
import { travellerDateYears } from '../../../contract/traveller-rules';
import { contractResolver, DatePartsField, KitForm, SubmitButton, TextAreaField, TextField, useKitForm } from '../../components/form-kit';
import { stepTwoPayload, validateStepTwo, type StepTwoValues } from './traveller-validation';
import * as forms from './Forms.module.css';
import * as styles from './Booking.module.css';

export interface TravellerStepTwoFormProps {
  initial: StepTwoValues;
  today: string;
  saving: boolean;
  onSubmit: (payload: ReturnType<typeof stepTwoPayload>) => void;
}

/** SPEC 3 and 5, step 2: passport, emergency contact and insurance; medical and dietary optional. */
export function TravellerStepTwoForm({ initial, today, saving, onSubmit }: TravellerStepTwoFormProps) {
  const resolver = useMemo(
    () => contractResolver<StepTwoValues>(() => import('../../../contract/bookings').then((m) => m.TravellerInputSchema), { toWire: stepTwoPayload, rules: (values) => validateStepTwo(values, today) }),
    [today],
  );
  const { form, submitWith } = useKitForm<StepTwoValues>({ resolver, defaultValues: initial });

  return (
    <KitForm
      form={form}
      onSubmit={submitWith((values) => onSubmit(stepTwoPayload(values)))}
      className={forms.form}
      aria-label="Passport, emergency contact and insurance"
    >
      <TextField name="passport_number" label="Passport number" required maxLength={40} autoComplete="off" />
      <div className={forms.grid}>
        <DatePartsField name="issue" legend="Passport date of issue" {...travellerDateYears('passport_date_of_issue', today)} />
        <DatePartsField name="expiry" legend="Passport date of expiry" {...travellerDateYears('passport_date_of_expiry', today)} />
      </div>
      <fieldset className={forms.fieldset}>
        <legend className={forms.legend}>Emergency contact</legend>
        <div className={forms.grid}>
          <TextField name="emergency_contact_name" label="Name" required maxLength={120} />
          <TextField name="emergency_contact_relationship" label="Relationship" required maxLength={60} />
          <TextField
            name="emergency_contact_number"
            label="Phone number"
            required
            type="tel"
            maxLength={40}
            hint="Include the international dialling code, e.g. +64."
          />
        </div>
      </fieldset>
      <fieldset className={forms.fieldset}>
        <legend className={forms.legend}>Travel insurance</legend>
        <div className={forms.grid}>
          <TextField name="insurance_name" label="Insurer name" required maxLength={120} />
          <TextField name="insurance_policy_number" label="Policy number" required maxLength={60} />
          <TextField name="insurance_contact_number" label="Insurer phone number" required type="tel" maxLength={40} hint="Include the international dialling code." />
        </div>
      </fieldset>
      <div className={forms.grid}>
        <TextAreaField name="medical_condition" label="Medical conditions" maxLength={2000} rows={3} />
        <TextAreaField name="allergies" label="Dietary requirements" maxLength={1000} rows={3} />
      </div>
      <div className={styles.actions}>
        <SubmitButton busy={saving} busyLabel="Saving…">
          Save traveller
        </SubmitButton>
      </div>
    </KitForm>
  );
}
