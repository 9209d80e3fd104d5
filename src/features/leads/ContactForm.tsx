/**
 * Contact form (SPEC 2.6, 4.5, 5, 7 lead type `contact_us_lead`): names, email, newsletter
 * opt-in, the four tour-type flags and the message. On success: the contact thank-you page.
 */
import React, { useCallback } from 'react';
import { navigate } from 'gatsby';
import { contactLeadBody, CONTACT_THANK_YOU_PATH } from './leads';
import { CaptchaStatusLine } from './captcha';
import { CheckboxField, FormErrors, KitForm, SubmitButton, TextAreaField } from '../../components/form-kit';
import { PersonFields, personFrom } from './PersonFields';
import { SUBSCRIBE_LABEL } from './subscribe';
import { TourTypeChoices, tourTypesFrom } from './TourTypeChoices';
import { useLeadForm, type LeadValues } from './useLeadForm';
import * as styles from './Forms.module.css';

export const MESSAGE_MAX_LENGTH = 5000;

export function ContactForm() {
  const build = useCallback(
    (values: LeadValues, captcha: string, sourceUrl: string) =>
      contactLeadBody({ ...personFrom(values), ...tourTypesFrom(values), subscribe: Boolean(values.subscribe), message: values.message_text ?? '', sourceUrl, captcha }),
    [],
  );
  const onSuccess = useCallback(() => void navigate(CONTACT_THANK_YOU_PATH), []);
  const { captcha, form, saving, busyLabel, errors, onSubmit } = useLeadForm({ type: 'contact_us_lead', build, onSuccess });

  return (
    <KitForm form={form} onSubmit={onSubmit} {...captcha.triggers} aria-label="Contact us" className={styles.form}>
      <FormErrors errors={errors} />
      <PersonFields />
      <TourTypeChoices />
      <TextAreaField label="Your message" name="message_text" required maxLength={MESSAGE_MAX_LENGTH} hint="Where and when would you like to travel, and how can we help?" />
      <CheckboxField name="subscribe" label={SUBSCRIBE_LABEL} />
      {captcha.widget}
      <CaptchaStatusLine captcha={captcha} />
      <div className={styles.actions}>
        <SubmitButton busy={saving} busyLabel={busyLabel} className={styles.submit}>
          Send message
        </SubmitButton>
      </div>
    </KitForm>
  );
}
