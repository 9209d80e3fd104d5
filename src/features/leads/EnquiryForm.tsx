/**
 * Enquiry form (SPEC 2.6, 4.5, 5, 7 lead type `init_all_lead`): names, email, phone, newsletter
 * opt-in and the four tour-type flags. On success the visitor goes to the thank-you page.
 */
import React, { useCallback, useId } from 'react';
import { navigate } from 'gatsby';
import { enquiryLeadBody, THANK_YOU_PATH } from './leads';
import { CaptchaStatusLine } from './captcha';
import { CheckboxField, FormErrors, KitForm, PhoneField, SubmitButton } from '../../components/form-kit';
import { PersonFields, personFrom } from './PersonFields';
import { SUBSCRIBE_LABEL } from './subscribe';
import { TourTypeChoices, tourTypesFrom, type TourType } from './TourTypeChoices';
import { useLeadForm, type LeadValues } from './useLeadForm';
import * as styles from './Forms.module.css';

export interface EnquiryFormProps {
  /** '' leaves the heading out (the page around the form has one). */
  title?: string;
  /** Without the card: for a spot that is already a panel (the win page). */
  plain?: boolean;
  intro?: string;
  headingLevel?: 2 | 3;
  /** Tour types ticked at first (e.g. private group on the private tours page). */
  defaultTourTypes?: readonly TourType[];
  submitLabel?: string;
}

export function EnquiryForm({
  title = 'Send us an enquiry',
  intro = 'Tell us what you are interested in and our team in New Zealand will be in touch, usually within one working day.',
  headingLevel = 2,
  defaultTourTypes,
  submitLabel = 'Send enquiry',
  plain = false,
}: EnquiryFormProps) {
  const titleId = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  // A titled form is a region of its own; an untitled one sits in the page's section.
  const Wrapper = title ? 'section' : 'div';
  const build = useCallback(
    (values: LeadValues, captcha: string, sourceUrl: string) =>
      enquiryLeadBody({ ...personFrom(values), ...tourTypesFrom(values), phone: values.phone ?? '', subscribe: Boolean(values.subscribe), sourceUrl, captcha }),
    [],
  );
  const onSuccess = useCallback(() => void navigate(THANK_YOU_PATH), []);
  const { captcha, form, saving, busyLabel, errors, onSubmit } = useLeadForm({ type: 'init_all_lead', build, onSuccess });

  return (
    <Wrapper className={plain ? undefined : styles.card} aria-labelledby={title ? titleId : undefined}>
      {title && (
        <Heading id={titleId} className={styles.title}>
          {title}
        </Heading>
      )}
      <p className={styles.intro}>{intro}</p>
      <KitForm form={form} onSubmit={onSubmit} {...captcha.triggers} aria-label="Enquiry" className={styles.form}>
        <FormErrors errors={errors} />
        <PersonFields />
        <PhoneField />
        <TourTypeChoices defaults={defaultTourTypes} />
        <CheckboxField name="subscribe" label={SUBSCRIBE_LABEL} />
        {captcha.widget}
        <CaptchaStatusLine captcha={captcha} />
        <div className={styles.actions}>
          <SubmitButton busy={saving} busyLabel={busyLabel} className={styles.submit}>
            {submitLabel}
          </SubmitButton>
        </div>
      </KitForm>
    </Wrapper>
  );
}
