/**
 * Contact form (SPEC 2.6, 4.5, 5, 7 lead type `contact_us_lead`): names, email, newsletter
 * opt-in, the four tour-type flags and the message. On success: the contact thank-you page.
 */
import React, { useCallback } from 'react';
import { navigate } from 'gatsby';
import { contactLeadBody, CONTACT_THANK_YOU_PATH } from '../../lib/leads';
import { CaptchaStatusLine } from './captcha';
import { Checkbox, FormErrors, SubmitButton, SUBSCRIBE_LABEL, TextArea, type FormValues } from './Fields';
import { PersonFields, personFrom } from './PersonFields';
import { TourTypeChoices, tourTypesFrom } from './TourTypeChoices';
import { useLeadForm } from './useLeadForm';
import * as styles from './Forms.module.css';

export const MESSAGE_MAX_LENGTH = 5000;

export function ContactForm() {
  const build = useCallback(
    (values: FormValues, captcha: string, sourceUrl: string) =>
      contactLeadBody({ ...personFrom(values), ...tourTypesFrom(values), subscribe: values.checked('subscribe'), message: values.text('message_text'), sourceUrl, captcha }),
    [],
  );
  const onSuccess = useCallback(() => void navigate(CONTACT_THANK_YOU_PATH), []);
  const { captcha, fieldErrors, onChange, saving, errors, onSubmit } = useLeadForm({ build, onSuccess });

  // POST: a submit made before the page is interactive must not put the visitor's details in the URL.
  return (
    <form method="post" noValidate onSubmit={onSubmit} onChange={onChange} aria-label="Contact us" className={styles.form}>
      <FormErrors errors={errors} />
      <PersonFields errors={fieldErrors} />
      <TourTypeChoices />
      <TextArea label="Your message" name="message_text" required maxLength={MESSAGE_MAX_LENGTH} error={fieldErrors.message_text} hint="Where and when would you like to travel, and how can we help?" />
      <Checkbox name="subscribe" label={SUBSCRIBE_LABEL} />
      {captcha.widget}
      <CaptchaStatusLine captcha={captcha} />
      <div className={styles.actions}>
        <SubmitButton saving={saving}>Send message</SubmitButton>
      </div>
    </form>
  );
}
