/**
 * Itinerary download form (SPEC 2.6, 3 "Sales lead", 4.5, 5, 7 lead type `init`): names, email,
 * phone, newsletter opt-in and the tour. On success the sales lead is kept in the browser (the
 * questionnaires reuse it) and the visitor goes to the itinerary-download page.
 */
import React, { useCallback } from 'react';
import { navigate } from 'gatsby';
import { initLeadBody, itineraryDownloadPath, salesLeadFrom, saveSalesLead } from '../../lib/leads';
import { CaptchaStatusLine } from './captcha';
import { Checkbox, FormErrors, PhoneInput, SubmitButton, SUBSCRIBE_LABEL, type FormValues } from './Fields';
import { PersonFields, personFrom } from './PersonFields';
import { useLeadForm } from './useLeadForm';
import * as styles from './Forms.module.css';

export interface ItineraryDownloadFormProps {
  /** The tour's api id. */
  tourId: number | string;
  tourName: string;
}

export function ItineraryDownloadForm({ tourId, tourName }: ItineraryDownloadFormProps) {
  const build = useCallback(
    (values: FormValues, captcha: string, sourceUrl: string) =>
      initLeadBody({ ...personFrom(values), phone: values.text('phone'), subscribe: values.checked('subscribe'), tourId, sourceUrl, captcha }),
    [tourId],
  );
  const onSuccess = useCallback(
    (_body: unknown, values: FormValues) => {
      saveSalesLead(salesLeadFrom({ ...personFrom(values), phone: values.text('phone'), subscribe: values.checked('subscribe'), tourId, sourceUrl: window.location.href }));
      void navigate(itineraryDownloadPath(tourId));
    },
    [tourId],
  );
  const { captcha, fieldErrors, onChange, saving, errors, onSubmit } = useLeadForm({ build, onSuccess });

  // POST: a submit made before the page is interactive must not put the visitor's details in the URL.
  return (
    <form method="post" noValidate onSubmit={onSubmit} onChange={onChange} aria-label={`Download the ${tourName} itinerary`} className={styles.form}>
      <FormErrors errors={errors} />
      <PersonFields errors={fieldErrors} />
      <PhoneInput error={fieldErrors.phone} />
      <Checkbox name="subscribe" label={SUBSCRIBE_LABEL} />
      {captcha.widget}
      <CaptchaStatusLine captcha={captcha} />
      <div className={styles.actions}>
        <SubmitButton saving={saving}>Download itinerary</SubmitButton>
      </div>
      <p className={styles.privacy}>We use your details to send the itinerary and answer your questions about this tour.</p>
    </form>
  );
}
