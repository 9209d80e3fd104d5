/**
 * Join a sold-out departure's waitlist (issue 6, beyond SPEC): an email (and optionally a first
 * name); we write with a booking link when a seat frees up. Sent only after the browser's
 * validity check passes (SPEC 5); the server's messages show above the form (SPEC 8).
 */
import React, { useMemo, useState } from 'react';
import { apiErrors } from '../account/auth-api';
import { useJoinWaitlistMutation } from './departures-api';
import { useAppSelector } from '../../state/store';
import { contractResolver, FormErrors, KitForm, SubmitButton, TextField, useKitForm } from '../../components/form-kit';
import * as styles from './Availability.module.css';

interface WaitlistValues {
  first_name?: string;
  email: string;
}

export interface WaitlistFormProps {
  /** 'departure-123' */
  departureId: string;
  /** Shown in the heading, e.g. 'Sun 7 Dec 2026'. */
  when: string;
  headingLevel?: 2 | 3;
}

export function WaitlistForm({ departureId, when, headingLevel = 3 }: WaitlistFormProps) {
  const [join, { isLoading }] = useJoinWaitlistMutation();
  const signedInEmail = useAppSelector((state) => state.session.session?.email ?? '');
  const [joined, setJoined] = useState<string | null>(null);
  const resolver = useMemo(() => contractResolver<WaitlistValues>(() => import('../../../contract/waitlist').then((m) => m.JoinWaitlistFormSchema), { toWire: (v) => ({ ...v, email: v.email.trim() }) }), []);
  // The signed-in email is known only in the browser: it goes in as the field's default, which keeps the server's HTML neutral.
  const { form, serverErrors: errors, setServerErrors: setErrors, submitWith } = useKitForm<WaitlistValues>({ resolver });
  const Heading = `h${headingLevel}` as 'h2' | 'h3';

  const onSubmit = submitWith(async (values) => {
    if (isLoading) return;
    const firstName = (values.first_name ?? '').trim();
    const result = await join({ departure_id: departureId, email: values.email.trim(), ...(firstName ? { first_name: firstName } : {}) });
    if ('error' in result) {
      setErrors(apiErrors(result.error));
      return;
    }
    setJoined(result.data.message);
  });

  return (
    <section className={styles.waitlist} aria-labelledby={`waitlist-${departureId}`}>
      <Heading id={`waitlist-${departureId}`} className={styles.waitlistTitle}>
        Join the waitlist for {when}
      </Heading>
      <div role="status" className={joined ? styles.joined : undefined}>
        {joined}
      </div>
      {!joined && (
        <>
          <p className={styles.waitlistIntro}>This departure is full. Leave your email and we will write to you with a booking link as soon as a seat frees up.</p>
          <FormErrors errors={errors} />
          <KitForm form={form} onSubmit={onSubmit} noteOptional={false} aria-label="Join the waitlist" className={styles.waitlistForm}>
            <TextField label="First name" name="first_name" autoComplete="given-name" maxLength={100} />
            <TextField label="Email" name="email" type="email" autoComplete="email" maxLength={320} required defaultValue={signedInEmail} />
            <SubmitButton busy={isLoading} busyLabel="Joining…">
              Join the waitlist
            </SubmitButton>
          </KitForm>
        </>
      )}
    </section>
  );
}
