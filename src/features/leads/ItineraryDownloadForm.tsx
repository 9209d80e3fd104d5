/**
 * Itinerary download form (SPEC 2.6, 3 "Sales lead", 4.5, 5, 7 lead type `init`): names, email,
 * phone, newsletter opt-in and the tour. On success the sales lead is kept in the browser (the
 * questionnaires reuse it) and the visitor goes to the itinerary-download page.
 */
import React, { useCallback } from 'react';
import { navigate } from 'gatsby';
import { initLeadBody, itineraryDownloadPath, salesLeadFrom, saveSalesLead } from './leads';
import { CaptchaStatusLine } from './captcha';
import { CheckboxField, FormErrors, KitForm, PhoneField, SubmitButton } from '../../components/form-kit';
import { PersonFields, personFrom } from './PersonFields';
import { SUBSCRIBE_LABEL } from './subscribe';
import { useLeadForm, type LeadValues } from './useLeadForm';
import * as styles from './Forms.module.css';

export interface ItineraryDownloadFormProps {
  /** The tour's api id. */
  tourId: number | string;
  tourName: string;
}

export function ItineraryDownloadForm({ tourId, tourName }: ItineraryDownloadFormProps) {
  const build = useCallback(
    (values: LeadValues, captcha: string, sourceUrl: string) =>
      initLeadBody({ ...personFrom(values), phone: values.phone ?? '', subscribe: Boolean(values.subscribe), tourId, sourceUrl, captcha }),
    [tourId],
  );
  const onSuccess = useCallback(
    (_body: unknown, values: LeadValues) => {
      saveSalesLead(salesLeadFrom({ ...personFrom(values), phone: values.phone ?? '', subscribe: Boolean(values.subscribe), tourId, sourceUrl: window.location.href }));
      void navigate(itineraryDownloadPath(tourId));
    },
    [tourId],
  );
  const { captcha, form, saving, busyLabel, errors, onSubmit } = useLeadForm({ type: 'init', build, onSuccess });

  return (
    <KitForm form={form} onSubmit={onSubmit} {...captcha.triggers} aria-label={`Download the ${tourName} itinerary`} className={styles.form}>
      <FormErrors errors={errors} />
      <PersonFields />
      <PhoneField />
      <CheckboxField name="subscribe" label={SUBSCRIBE_LABEL} />
      {captcha.widget}
      <CaptchaStatusLine captcha={captcha} />
      <div className={styles.actions}>
        <SubmitButton busy={saving} busyLabel={busyLabel} className={styles.submit}>
          Download itinerary
        </SubmitButton>
      </div>
      <p className={styles.privacy}>We use your details to send the itinerary and answer your questions about this tour.</p>
    </KitForm>
  );
}
