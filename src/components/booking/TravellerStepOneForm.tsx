import React, { useEffect, useRef, useState } from 'react';
import { EARLIEST_YEAR, TITLES } from '../../../contract/traveller-rules';
import {
  UNDER_18_WARNING,
  showsUnder18Warning,
  stepOnePayload,
  validateStepOne,
  type FieldErrors,
  type StepOneValues,
} from '../../lib/traveller-validation';
import { NATIONALITIES } from './nationalities';
import { DateFields, SelectField, TextAreaField, TextField, focusFirstInvalid } from './Fields';
import * as forms from './Forms.module.css';
import * as styles from './Booking.module.css';

export interface TravellerStepOneFormProps {
  idPrefix: string;
  initial: StepOneValues;
  departureDate: string;
  today: string;
  saving: boolean;
  onSubmit: (payload: ReturnType<typeof stepOnePayload>) => void;
}

/** SPEC 3 and 5, step 1: who is travelling. Under 18 on the departure date: a warning only. */
export function TravellerStepOneForm({ idPrefix, initial, departureDate, today, saving, onSubmit }: TravellerStepOneFormProps) {
  const [values, setValues] = useState<StepOneValues>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [attempt, setAttempt] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  const set = <K extends keyof StepOneValues>(key: K) => (value: StepOneValues[K]) => setValues((v) => ({ ...v, [key]: value }));
  const under18 = showsUnder18Warning(values.birth, departureDate);
  const thisYear = Number(today.slice(0, 4));

  useEffect(() => {
    if (attempt > 0) focusFirstInvalid(formRef.current);
  }, [attempt]);

  return (
    <form
      ref={formRef}
      noValidate
      className={forms.form}
      aria-label="Personal details"
      onSubmit={(event) => {
        event.preventDefault();
        const found = validateStepOne(values, today);
        setErrors(found);
        // Submit only when both our rules and the browser's validity check pass (SPEC 5).
        if (Object.keys(found).length > 0 || !event.currentTarget.checkValidity()) {
          setAttempt((n) => n + 1);
          return;
        }
        onSubmit(stepOnePayload(values));
      }}
    >
      <div className={forms.grid}>
        <SelectField id={`${idPrefix}-title`} label="Title" required value={values.title} onChange={set('title')} options={TITLES} error={errors.title} />
        <TextField
          id={`${idPrefix}-first-name`}
          label="First name"
          required
          autoComplete="given-name"
          maxLength={100}
          value={values.first_name}
          onChange={set('first_name')}
          error={errors.first_name}
        />
        <TextField
          id={`${idPrefix}-last-name`}
          label="Last name"
          required
          autoComplete="family-name"
          maxLength={100}
          value={values.last_name}
          onChange={set('last_name')}
          error={errors.last_name}
        />
      </div>
      <DateFields
        name="birth"
        idPrefix={`${idPrefix}-birth`}
        legend="Date of birth"
        value={values.birth}
        onChange={set('birth')}
        errors={errors}
        minYear={EARLIEST_YEAR}
        maxYear={thisYear}
      />
      {under18 && (
        <div className={`${styles.banner} ${styles.warning}`} role="alert">
          <p>{UNDER_18_WARNING}</p>
        </div>
      )}
      <div className={forms.grid}>
        <SelectField
          id={`${idPrefix}-nationality`}
          label="Nationality"
          required
          value={values.nationality}
          onChange={set('nationality')}
          options={NATIONALITIES}
          error={errors.nationality}
        />
        <TextField
          id={`${idPrefix}-location`}
          label="Current location"
          hint="The town or country you will be travelling from."
          maxLength={120}
          autoComplete="address-level2"
          value={values.current_location}
          onChange={set('current_location')}
        />
      </div>
      <TextAreaField id={`${idPrefix}-allergies`} label="Allergies" maxLength={1000} value={values.allergies} onChange={set('allergies')} />
      <div className={styles.actions}>
        <button type="submit" className="button" disabled={saving}>
          {saving ? 'Saving…' : 'Save and continue'}
        </button>
      </div>
    </form>
  );
}
