/**
 * The itinerary questionnaire (lead type `post`) and the snow questionnaire (`post_snow`),
 * shown after a sample itinerary request (SPEC 2.6, 4.5, 5, 7, 9). They reuse the sales lead
 * saved in the browser; without one they ask for names and email. On success the visitor goes
 * to the tour's itinerary thank-you page.
 */
import React, { useCallback, useMemo, useState } from 'react';
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
} from '../../lib/leads';
import { useHydrated } from '../../lib/use-hydrated';
import { CaptchaStatusLine } from './captcha';
import { Checkbox, CheckboxGroup, FormErrors, PhoneInput, SelectInput, SubmitButton, SUBSCRIBE_LABEL, type FormValues } from './Fields';
import { PersonFields, SavedPerson, personFrom } from './PersonFields';
import { useLeadForm } from './useLeadForm';
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
    (values: FormValues, captcha: string, sourceUrl: string) => {
      const base = {
        ...(useSaved && saved ? personOf(saved) : personFrom(values)),
        phone: values.text('phone'),
        subscribe: values.checked('subscribe'),
        tourId,
        whenVisiting: values.all('when_visiting'),
        sourceUrl,
        captcha,
      };
      if (kind === 'post') {
        return postLeadBody({
          ...base,
          whereVisiting: oneOf(WHERE_OPTIONS, values.text('where_visiting')) || WHERE_OPTIONS[0],
          howLongVisiting: oneOf(DURATIONS, values.text('how_long_visiting')) || DURATIONS[0],
          travelStyle: values.all('travel_style'),
        });
      }
      return postSnowLeadBody({
        ...base,
        snowAbilityLevel: oneOf(SNOW_ABILITIES, values.text('snow_ability_level')) || SNOW_ABILITIES[0],
        skiOrBoard: oneOf(GEAR_OPTIONS, values.text('ski_or_board')) || GEAR_OPTIONS[0],
      });
    },
    [kind, tourId, useSaved, saved],
  );
  const onSuccess = useCallback(() => void navigate(itineraryThankYouPath(tourSlug)), [tourSlug]);
  const { captcha, fieldErrors, onChange, saving, errors, onSubmit } = useLeadForm({ build, onSuccess });
  const titleId = `${kind}-questionnaire-title`;

  return (
    <section className={styles.card} aria-labelledby={titleId}>
      <Heading id={titleId} className={styles.title}>
        {text.title}
      </Heading>
      <p className={styles.intro}>{text.intro}</p>
      {/* POST: a submit made before the page is interactive must not put the visitor's details in the URL. */}
      <form method="post" noValidate onSubmit={onSubmit} onChange={onChange} aria-label={text.label} className={styles.form}>
        <FormErrors errors={errors} />
        {useSaved && saved ? <SavedPerson lead={saved} onChange={() => setAskPerson(true)} /> : <PersonFields errors={fieldErrors} />}
        <PhoneInput key={saved?.Email ?? 'none'} error={fieldErrors.phone} defaultValue={saved?.Phone} />
        <CheckboxGroup legend="When are you planning to visit?" hint="Tick all that apply." options={TIMEFRAMES.map((t) => ({ name: 'when_visiting', value: t, label: t }))} />
        {kind === 'post' ? (
          <>
            <div className={styles.row}>
              <SelectInput
                label="Where would you like to go?"
                name="where_visiting"
                options={WHERE_OPTIONS}
                required
                requiredMessage="Please choose where you would like to go."
                error={fieldErrors.where_visiting}
              />
              <SelectInput
                label="How long would you like to travel?"
                name="how_long_visiting"
                options={DURATIONS}
                required
                requiredMessage="Please choose how long you would like to travel."
                error={fieldErrors.how_long_visiting}
              />
            </div>
            <CheckboxGroup legend="What is your travel style?" hint="Tick all that apply." options={TRAVEL_STYLES.map((t) => ({ name: 'travel_style', value: t, label: t }))} />
          </>
        ) : (
          <div className={styles.row}>
            <SelectInput label="Snow ability" name="snow_ability_level" options={SNOW_ABILITIES} required requiredMessage="Please choose your snow ability." error={fieldErrors.snow_ability_level} />
            <SelectInput label="Ski or board?" name="ski_or_board" options={GEAR_OPTIONS} required requiredMessage="Please choose skier, snowboarder or both." error={fieldErrors.ski_or_board} />
          </div>
        )}
        <Checkbox key={`subscribe-${saved?.Email ?? 'none'}`} name="subscribe" label={SUBSCRIBE_LABEL} defaultChecked={saved?.Subscribed__c} />
        {captcha.widget}
        <CaptchaStatusLine captcha={captcha} />
        <div className={styles.actions}>
          <SubmitButton saving={saving}>Send my answers</SubmitButton>
        </div>
      </form>
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
