/**
 * Ask for a password reset link (SPEC 2.4, 4.2, 5, 8): Email required, and 'Invalid form data'
 * when the form is invalid. On success the user state is cleared (a signed-in visitor is signed
 * out: the link will end every session anyway), the form is emptied and a confirmation shown.
 */
import React, { useEffect, useMemo, useRef, useState } from 'react';
import { Link } from 'gatsby';
import { INVALID_FORM_DATA, SIGN_IN_PATH } from './account';
import { api } from '../../state/api';
import { apiErrors, useRequestPasswordResetMutation } from './auth-api';
import { sessionEnded } from './session-slice';
import { useAppDispatch, useAppSelector } from '../../state/store';
import { contractResolver, FormErrors, KitForm, SubmitButton, TextField, useKitForm } from '../../components/form-kit';
import * as styles from './Account.module.css';

export function ResetPasswordPanel({ headingLevel = 2 }: { headingLevel?: 1 | 2 }) {
  const [requestReset, { isLoading }] = useRequestPasswordResetMutation();
  const dispatch = useAppDispatch();
  const authenticated = useAppSelector((state) => state.session.authenticated);
  const [confirmation, setConfirmation] = useState('');
  const resolver = useMemo(() => contractResolver<{ email: string }>(() => import('../../../contract/auth').then((m) => m.PasswordResetFormSchema), { toWire: (v) => ({ email: v.email.trim() }) }), []);
  const { form, serverErrors: errors, setServerErrors: setErrors, submitWith } = useKitForm<{ email: string }>({ resolver });
  const confirmationRef = useRef<HTMLParagraphElement>(null);
  const Heading = headingLevel === 1 ? 'h1' : 'h2';

  // Move focus to the news so keyboard and screen reader users hear it.
  useEffect(() => {
    if (confirmation) confirmationRef.current?.focus();
  }, [confirmation]);

  const onSubmit = submitWith(
    async ({ email }) => {
      if (isLoading) return;
      setConfirmation('');
      const result = await requestReset({ email: email.trim() });
      if ('error' in result) {
        setErrors(apiErrors(result.error));
        return;
      }
      if (authenticated) {
        dispatch(sessionEnded());
        dispatch(api.util.resetApiState());
      }
      form.reset({ email: '' });
      setConfirmation(result.data.message || 'Please check your email for a link to reset your password.');
    },
    () => {
      setConfirmation('');
      setErrors([INVALID_FORM_DATA]);
    },
  );

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
      <KitForm form={form} onSubmit={onSubmit} noteOptional={false} aria-label="Reset your password" className={styles.form}>
        <TextField label="Email" name="email" type="email" autoComplete="email" required />
        <SubmitButton busy={isLoading} busyLabel="Saving…" className={styles.submit}>
          Send reset link
        </SubmitButton>
      </KitForm>
      <p className={styles.switchLine}>
        Remembered it? <Link to={SIGN_IN_PATH}>Sign in</Link>
      </p>
    </div>
  );
}
