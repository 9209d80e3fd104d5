import React, { useEffect, useRef, useState } from 'react';
import { stepTwoPayload, validateStepTwo, type FieldErrors, type StepTwoValues } from '../../lib/traveller-validation';
import { DateFields, TextAreaField, TextField, focusFirstInvalid } from './Fields';
import * as forms from './Forms.module.css';
import * as styles from './Booking.module.css';
import { EARLIEST_YEAR, PASSPORT_EXPIRY_MAX_YEARS_AHEAD } from '../../../contract/traveller-rules';

export interface TravellerStepTwoFormProps {
  idPrefix: string;
  initial: StepTwoValues;
  today: string;
  saving: boolean;
  onSubmit: (payload: ReturnType<typeof stepTwoPayload>) => void;
}

/** SPEC 3 and 5, step 2: passport, emergency contact and insurance; medical and dietary optional. */
export function TravellerStepTwoForm({ idPrefix, initial, today, saving, onSubmit }: TravellerStepTwoFormProps) {
  const [values, setValues] = useState<StepTwoValues>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [attempt, setAttempt] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  const set = <K extends keyof StepTwoValues>(key: K) => (value: StepTwoValues[K]) => setValues((v) => ({ ...v, [key]: value }));
  const thisYear = Number(today.slice(0, 4));

  useEffect(() => {
    if (attempt > 0) focusFirstInvalid(formRef.current);
  }, [attempt]);

  return (
    <form
      ref={formRef}
      noValidate
      className={forms.form}
      aria-label="Passport, emergency contact and insurance"
      onSubmit={(event) => {
        event.preventDefault();
        const found = validateStepTwo(values, today);
        setErrors(found);
        if (Object.keys(found).length > 0 || !event.currentTarget.checkValidity()) {
          setAttempt((n) => n + 1);
          return;
        }
        onSubmit(stepTwoPayload(values));
      }}
    >
      <TextField
        id={`${idPrefix}-passport`}
        label="Passport number"
        required
        maxLength={40}
        autoComplete="off"
        value={values.passport_number}
        onChange={set('passport_number')}
        error={errors.passport_number}
      />
      <div className={forms.grid}>
        <DateFields
          name="issue"
          idPrefix={`${idPrefix}-issue`}
          legend="Passport date of issue"
          value={values.issue}
          onChange={set('issue')}
          errors={errors}
          minYear={EARLIEST_YEAR}
          maxYear={thisYear}
        />
        <DateFields
          name="expiry"
          idPrefix={`${idPrefix}-expiry`}
          legend="Passport date of expiry"
          value={values.expiry}
          onChange={set('expiry')}
          errors={errors}
          minYear={EARLIEST_YEAR}
          maxYear={thisYear + PASSPORT_EXPIRY_MAX_YEARS_AHEAD}
        />
      </div>
      <fieldset className={forms.fieldset}>
        <legend className={forms.legend}>Emergency contact</legend>
        <div className={forms.grid}>
          <TextField
            id={`${idPrefix}-ec-name`}
            label="Name"
            required
            maxLength={120}
            value={values.emergency_contact_name}
            onChange={set('emergency_contact_name')}
            error={errors.emergency_contact_name}
          />
          <TextField
            id={`${idPrefix}-ec-relationship`}
            label="Relationship"
            required
            maxLength={60}
            value={values.emergency_contact_relationship}
            onChange={set('emergency_contact_relationship')}
            error={errors.emergency_contact_relationship}
          />
          <TextField
            id={`${idPrefix}-ec-number`}
            label="Phone number"
            required
            type="tel"
            maxLength={40}
            hint="Include the international dialling code, e.g. +64."
            value={values.emergency_contact_number}
            onChange={set('emergency_contact_number')}
            error={errors.emergency_contact_number}
          />
        </div>
      </fieldset>
      <fieldset className={forms.fieldset}>
        <legend className={forms.legend}>Travel insurance</legend>
        <div className={forms.grid}>
          <TextField
            id={`${idPrefix}-ins-name`}
            label="Insurer name"
            required
            maxLength={120}
            value={values.insurance_name}
            onChange={set('insurance_name')}
            error={errors.insurance_name}
          />
          <TextField
            id={`${idPrefix}-ins-policy`}
            label="Policy number"
            required
            maxLength={60}
            value={values.insurance_policy_number}
            onChange={set('insurance_policy_number')}
            error={errors.insurance_policy_number}
          />
          <TextField
            id={`${idPrefix}-ins-phone`}
            label="Insurer phone number"
            required
            type="tel"
            maxLength={40}
            hint="Include the international dialling code."
            value={values.insurance_contact_number}
            onChange={set('insurance_contact_number')}
            error={errors.insurance_contact_number}
          />
        </div>
      </fieldset>
      <div className={forms.grid}>
        <TextAreaField id={`${idPrefix}-medical`} label="Medical conditions" maxLength={2000} value={values.medical_condition} onChange={set('medical_condition')} />
        <TextAreaField id={`${idPrefix}-dietary`} label="Dietary requirements" maxLength={1000} value={values.allergies} onChange={set('allergies')} />
      </div>
      <div className={styles.actions}>
        <button type="submit" className="button" disabled={saving}>
          {saving ? 'Saving…' : 'Save traveller'}
        </button>
      </div>
    </form>
  );
}
