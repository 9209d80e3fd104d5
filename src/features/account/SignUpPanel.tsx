/**
 * Create account (SPEC 2.4, 3 "Forms", 4.2, 5): FirstName, Email (of email type) and Password
 * (at least 8 characters) required, OptInNewsLetter optional. The server creates the user and
 * signs in; the session is stored and 'Your registration is successful' shown, then `onSuccess`.
 */
import React, { useMemo } from 'react';
import { Link } from 'gatsby';
import type { SessionResponse } from '../../../contract/auth';
import { PASSWORD_MIN_LENGTH, SIGN_IN_PATH, SIGN_UP_SUCCESS, withReturn } from './account';
import { apiErrors, useSignUpMutation } from './auth-api';
import { CheckboxField, contractResolver, FormErrors, KitForm, SubmitButton, TextField, useKitForm } from '../../components/form-kit';
import { GoogleSignIn } from './GoogleSignIn';
import { useSocialSignIn } from './useSocialSignIn';
import { useStartSession } from './useStartSession';
import * as styles from './Account.module.css';

interface SignUpValues {
  FirstName: string;
  Email: string;
  Password: string;
  OptInNewsLetter?: boolean;
}

export interface SignUpPanelProps {
  onSuccess?: (response: SessionResponse) => void;
  /** Given: 'Sign in' switches in place (a modal); otherwise it links to the sign-in page. */
  onSwitchToSignIn?: () => void;
  returnTo?: string;
  headingLevel?: 1 | 2;
}

export function SignUpPanel({ onSuccess, onSwitchToSignIn, returnTo, headingLevel = 2 }: SignUpPanelProps) {
  const [signUp, { isLoading }] = useSignUpMutation();
  const startSession = useStartSession();
  const resolver = useMemo(() => contractResolver<SignUpValues>(() => import('../../../contract/auth').then((m) => m.SignUpFormSchema), { toWire: (v) => ({ ...v, Email: v.Email.trim() }) }), []);
  const { form, serverErrors: errors, setServerErrors: setErrors, submitWith } = useKitForm<SignUpValues>({ resolver });
  const social = useSocialSignIn(onSuccess, setErrors);
  const Heading = headingLevel === 1 ? 'h1' : 'h2';

  const onSubmit = submitWith(async (values) => {
    if (isLoading) return;
    const result = await signUp({
      FirstName: values.FirstName.trim(),
      Email: values.Email.trim(),
      Password: values.Password,
      OptInNewsLetter: Boolean(values.OptInNewsLetter),
    });
    if ('error' in result) {
      setErrors(apiErrors(result.error));
      return;
    }
    startSession(result.data, SIGN_UP_SUCCESS);
    onSuccess?.(result.data);
  });

  return (
    <div className={styles.panel}>
      <Heading className={styles.panelTitle}>Create account</Heading>
      <p className={styles.intro}>Save favourite activities, manage your bookings and pay online, all in one place.</p>
      <FormErrors errors={errors} />
      <KitForm form={form} onSubmit={onSubmit} noteOptional={false} aria-label="Create account" className={styles.form}>
        <TextField label="First name" name="FirstName" autoComplete="given-name" maxLength={100} required />
        <TextField label="Email" name="Email" type="email" autoComplete="email" maxLength={320} required />
        <TextField
          label="Password"
          name="Password"
          type="password"
          autoComplete="new-password"
          minLength={PASSWORD_MIN_LENGTH}
          maxLength={256}
          required
          hint={`At least ${PASSWORD_MIN_LENGTH} characters.`}
        />
        <CheckboxField label="Send me travel inspiration, news and special offers by email" name="OptInNewsLetter" />
        <SubmitButton busy={isLoading || social.busy} busyLabel="Saving…" className={styles.submit}>
          Create account
        </SubmitButton>
      </KitForm>
      <GoogleSignIn onCredential={social.onCredential} text="signup_with" />
      <p className={styles.switchLine}>
        Already have an account?{' '}
        {onSwitchToSignIn ? (
          <button type="button" className={styles.linkButton} onClick={onSwitchToSignIn}>
            Sign in
          </button>
        ) : (
          <Link to={withReturn(SIGN_IN_PATH, returnTo)}>Sign in</Link>
        )}
      </p>
    </div>
  );
}
