/**
 * Join a sold-out departure's waitlist (issue 6, beyond SPEC): an email (and optionally a first
 * name); we write with a booking link when a seat frees up. Sent only after the browser's
 * validity check passes (SPEC 5); the server's messages show above the form (SPEC 8).
 */
import React, { useState } from 'react';
import { apiErrors } from '../../state/auth-api';
import { useJoinWaitlistMutation } from '../../state/departures-api';
import { useAppSelector } from '../../state/store';
import { FormErrors, SubmitButton, TextField, useValidatedForm } from '../account/FormBits';
import * as styles from './Availability.module.css';

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
  const [errors, setErrors] = useState<string[]>([]);
  const [joined, setJoined] = useState<string | null>(null);
  const { fieldErrors, check, onInput } = useValidatedForm();
  const Heading = `h${headingLevel}` as 'h2' | 'h3';

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    if (isLoading || !check(form)) return;
    const data = new FormData(form);
    setErrors([]);
    const firstName = String(data.get('first_name') ?? '').trim();
    const result = await join({ departure_id: departureId, email: String(data.get('email')).trim(), ...(firstName ? { first_name: firstName } : {}) });
    if ('error' in result) {
      setErrors(apiErrors(result.error));
      return;
    }
    setJoined(result.data.message);
  }

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
          {/* POST: a submit made before the page is interactive must not put the visitor's details in the URL. */}
          <form method="post" noValidate onSubmit={onSubmit} onInput={onInput} aria-label="Join the waitlist" className={styles.waitlistForm}>
            <TextField label="First name" name="first_name" autoComplete="given-name" maxLength={100} error={fieldErrors.first_name} />
            <TextField label="Email" name="email" type="email" autoComplete="email" maxLength={320} required defaultValue={signedInEmail} error={fieldErrors.email} />
            <SubmitButton busy={isLoading} busyLabel="Joining…">
              Join the waitlist
            </SubmitButton>
          </form>
        </>
      )}
    </section>
  );
}
