/**
 * The itinerary questionnaire (lead type `post`) and the snow questionnaire (`post_snow`),
 * shown after a sample itinerary request (SPEC 2.6, 4.5, 5, 7, 9). They reuse the sales lead
 * saved in the browser; without one they ask for names and email. On success the visitor goes
 * to the tour's itinerary thank-you page.
 */
import React, { useCallback, useEffect, useMemo, useState } from 'react';
import { navigate } from 'gatsby';
import {
  DURATIONS,
  GEAR_OPTIONS,
  SNOW_ABILITIES,
  TIMEFRAMES,
  TRAVEL_STYLES,
  WHERE_OPTIONS,
  itineraryThankYouPath,
  loadSalesLead,
  oneOf,
  personOf,
  postLeadBody,
  postSnowLeadBody,
  type SalesLead,
} from './leads';
import { useHydrated } from '../../lib/use-hydrated';
import { CaptchaStatusLine } from './captcha';
import { CheckboxField, CheckboxGroup, FormErrors, KitForm, PhoneField, SelectField, SubmitButton, tickedValues } from '../../components/form-kit';
import { PERSON_FIELD_NAMES, PersonFields, SavedPerson, personFrom } from './PersonFields';
import { SUBSCRIBE_LABEL } from './subscribe';
import { useLeadForm, type LeadValues } from './useLeadForm';
import * as styles from './Forms.module.css';

export interface QuestionnaireProps {
  /** The tour's api id. */
  tourId: string;
  /** The tour's absolute slug, like '/new-zealand-tours/x/'. */
  tourSlug: string;
  headingLevel?: 2 | 3;
}

type Kind = 'post' | 'post_snow';

const TEXT: Record<Kind, { title: string; intro: string; label: string }> = {
  post: {
    title: 'Help us plan your trip',
    intro: 'A few quick answers and our travel team will send ideas and dates that suit you.',
    label: 'Itinerary questionnaire',
  },
  post_snow: {
    title: 'Help us plan your snow trip',
    intro: 'Tell us how you ride and when you would like to come, and we will match you with the right snow tour.',
    label: 'Snow questionnaire',
  },
};

function useSavedLead() {
  const hydrated = useHydrated();
  // Read after hydration: the server render never sees the visitor's browser storage.
  return useMemo<SalesLead | null>(() => (hydrated ? loadSalesLead() : null), [hydrated]);
}

function QuestionnaireForm({ kind, tourId, tourSlug, headingLevel = 2 }: QuestionnaireProps & { kind: Kind }) {
  const saved = useSavedLead();
  const [askPerson, setAskPerson] = useState(false);
  const useSaved = saved !== null && !askPerson;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const text = TEXT[kind];

  const build = useCallback(
    (values: LeadValues, captcha: string, sourceUrl: string) => {
      const base = {
        ...(useSaved && saved ? personOf(saved) : personFrom(values)),
        phone: values.phone ?? '',
        subscribe: Boolean(values.subscribe),
        tourId,
        whenVisiting: tickedValues(values.when_visiting),
        sourceUrl,
        captcha,
      };
      if (kind === 'post') {
        return postLeadBody({
          ...base,
          whereVisiting: oneOf(WHERE_OPTIONS, values.where_visiting) || WHERE_OPTIONS[0],
          howLongVisiting: oneOf(DURATIONS, values.how_long_visiting) || DURATIONS[0],
          travelStyle: tickedValues(values.travel_style),
        });
      }
      return postSnowLeadBody({
        ...base,
        snowAbilityLevel: oneOf(SNOW_ABILITIES, values.snow_ability_level) || SNOW_ABILITIES[0],
        skiOrBoard: oneOf(GEAR_OPTIONS, values.ski_or_board) || GEAR_OPTIONS[0],
      });
    },
    [kind, tourId, useSaved, saved],
  );
  const onSuccess = useCallback(() => void navigate(itineraryThankYouPath(tourSlug)), [tourSlug]);
  const { captcha, form, saving, busyLabel, errors, onSubmit } = useLeadForm({ type: kind, build, onSuccess });
  // The saved lead is read once the page is interactive: its phone and opt-in fill the form then.
  const { setValue, unregister } = form;
  useEffect(() => {
    if (!saved) return;
    setValue('phone', saved.Phone ?? '');
    setValue('subscribe', Boolean(saved.Subscribed__c));
  }, [saved, setValue]);
  // The server's HTML has the name fields (it cannot know the saved lead). Once they give way to
  // "Sending as …" they are no longer the form's: still registered, their empty values would be
  // checked and keep the form from sending.
  useEffect(() => {
    if (useSaved) unregister([...PERSON_FIELD_NAMES]);
  }, [useSaved, unregister]);
  const titleId = `${kind}-questionnaire-title`;

  return (
    <section className={styles.card} aria-labelledby={titleId}>
      <Heading id={titleId} className={styles.title}>
        {text.title}
      </Heading>
      <p className={styles.intro}>{text.intro}</p>
      <KitForm form={form} onSubmit={onSubmit} {...captcha.triggers} aria-label={text.label} className={styles.form}>
        <FormErrors errors={errors} />
        {useSaved && saved ? <SavedPerson lead={saved} onChange={() => setAskPerson(true)} /> : <PersonFields />}
        <PhoneField />
        <CheckboxGroup name="when_visiting" legend="When are you planning to visit?" hint="Tick all that apply." options={TIMEFRAMES.map((t) => ({ value: t, label: t }))} />
        {kind === 'post' ? (
          <>
            <div className={styles.row}>
              <SelectField
                label="Where would you like to go?"
                name="where_visiting"
                options={WHERE_OPTIONS}
                required
                requiredMessage="Please choose where you would like to go."
              />
              <SelectField
                label="How long would you like to travel?"
                name="how_long_visiting"
                options={DURATIONS}
                required
                requiredMessage="Please choose how long you would like to travel."
              />
            </div>
            <CheckboxGroup name="travel_style" legend="What is your travel style?" hint="Tick all that apply." options={TRAVEL_STYLES.map((t) => ({ value: t, label: t }))} />
          </>
        ) : (
          <div className={styles.row}>
            <SelectField label="Snow ability" name="snow_ability_level" options={SNOW_ABILITIES} required requiredMessage="Please choose your snow ability." />
            <SelectField label="Ski or board?" name="ski_or_board" options={GEAR_OPTIONS} required requiredMessage="Please choose skier, snowboarder or both." />
          </div>
        )}
        <CheckboxField name="subscribe" label={SUBSCRIBE_LABEL} />
        {captcha.widget}
        <CaptchaStatusLine captcha={captcha} />
        <div className={styles.actions}>
          <SubmitButton busy={saving} busyLabel={busyLabel} className={styles.submit}>
            Send my answers
          </SubmitButton>
        </div>
      </KitForm>
    </section>
  );
}

/** Itinerary questionnaire (lead type `post`). */
export function ItineraryQuestionnaire(props: QuestionnaireProps) {
  return <QuestionnaireForm kind="post" {...props} />;
}

/** Snow questionnaire (lead type `post_snow`). */
export function SnowQuestionnaire(props: QuestionnaireProps) {
  return <QuestionnaireForm kind="post_snow" {...props} />;
}
