/**
 * Ask for a password reset link (SPEC 2.4, 4.2, 5, 8): Email required, and 'Invalid form data'
 * when the form is invalid. On success the user state is cleared (a signed-in visitor is signed
 * out: the link will end every session anyway), the form is emptied and a confirmation shown.
 */
import React, { useRef, useState } from 'react';
import { Link } from 'gatsby';
import { INVALID_FORM_DATA, SIGN_IN_PATH } from '../../lib/account';
import { api } from '../../state/api';
import { apiErrors, useRequestPasswordResetMutation } from '../../state/auth-api';
import { sessionEnded } from '../../state/session-slice';
import { useAppDispatch, useAppSelector } from '../../state/store';
import { FormErrors, SubmitButton, TextField, useValidatedForm } from './FormBits';
import * as styles from './Account.module.css';

export function ResetPasswordPanel({ headingLevel = 2 }: { headingLevel?: 1 | 2 }) {
  const [requestReset, { isLoading }] = useRequestPasswordResetMutation();
  const dispatch = useAppDispatch();
  const authenticated = useAppSelector((state) => state.session.authenticated);
  const [errors, setErrors] = useState<string[]>([]);
  const [confirmation, setConfirmation] = useState('');
  const { fieldErrors, check, onInput, reset } = useValidatedForm();
  const confirmationRef = useRef<HTMLParagraphElement>(null);
  const Heading = headingLevel === 1 ? 'h1' : 'h2';

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    if (isLoading) return;
    setConfirmation('');
    if (!check(form)) {
      setErrors([INVALID_FORM_DATA]);
      return;
    }
    setErrors([]);
    const result = await requestReset({ email: String(new FormData(form).get('email')).trim() });
    if ('error' in result) {
      setErrors(apiErrors(result.error));
      return;
    }
    if (authenticated) {
      dispatch(sessionEnded());
      dispatch(api.util.resetApiState());
    }
    form.reset();
    reset();
    setConfirmation(result.data.message || 'Please check your email for a link to reset your password.');
    // Move focus to the news so keyboard and screen reader users hear it.
    window.setTimeout(() => confirmationRef.current?.focus(), 0);
  }

  return (
    <div className={styles.panel}>
      <Heading className={styles.panelTitle}>Reset your password</Heading>
      <p className={styles.intro}>Enter the email address of your account and we will send you a link to choose a new password.</p>
      {confirmation && (
        <p ref={confirmationRef} tabIndex={-1} role="status" className={styles.confirmation}>
          {confirmation}
        </p>
      )}
      <FormErrors errors={errors} />
      {/* POST: a submit made before the page is interactive must not put the password in the URL. */}
      <form method="post" noValidate onSubmit={onSubmit} onInput={onInput} aria-label="Reset your password" className={styles.form}>
        <TextField label="Email" name="email" type="email" autoComplete="email" required error={fieldErrors.email} />
        <SubmitButton busy={isLoading} busyLabel="Saving…">
          Send reset link
        </SubmitButton>
      </form>
      <p className={styles.switchLine}>
        Remembered it? <Link to={SIGN_IN_PATH}>Sign in</Link>
      </p>
    </div>
  );
}
