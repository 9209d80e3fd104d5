/**
 * Sign in (SPEC 2.4, 4.2, 5): Email and Password required; the server's errors above the form;
 * on success the session is stored, the user details loaded and 'Your login is successful'
 * shown, then `onSuccess` runs (the page goes to the return address; the favourites modal
 * closes). Reusable: `onSwitchToSignUp` turns the sign-up link into a button (for a modal).
 */
import React, { useMemo } from 'react';
import { Link } from 'gatsby';
import type { SessionResponse } from '../../../contract/auth';
import { RESET_PASSWORD_PATH, SIGN_IN_SUCCESS, SIGN_UP_PATH, withReturn } from './account';
import { apiErrors, useSignInMutation } from './auth-api';
import { contractResolver, FormErrors, KitForm, SubmitButton, TextField, useKitForm } from '../../components/form-kit';
import { GoogleSignIn } from './GoogleSignIn';
import { useSocialSignIn } from './useSocialSignIn';
import { useStartSession } from './useStartSession';
import * as styles from './Account.module.css';

interface SignInValues {
  email: string;
  password: string;
}

export interface SignInPanelProps {
  onSuccess?: (response: SessionResponse) => void;
  /** Given: 'Create account' switches in place (a modal); otherwise it links to the sign-up page. */
  onSwitchToSignUp?: () => void;
  /** Carried to the sign-up link so that page returns to the same place. */
  returnTo?: string;
  headingLevel?: 1 | 2;
}

export function SignInPanel({ onSuccess, onSwitchToSignUp, returnTo, headingLevel = 2 }: SignInPanelProps) {
  const [signIn, { isLoading }] = useSignInMutation();
  const startSession = useStartSession();
  const resolver = useMemo(() => contractResolver<SignInValues>(() => import('../../../contract/auth').then((m) => m.SignInFormSchema), { toWire: (v) => ({ ...v, email: v.email.trim() }) }), []);
  const { form, serverErrors: errors, setServerErrors: setErrors, submitWith } = useKitForm<SignInValues>({ resolver });
  const social = useSocialSignIn(onSuccess, setErrors);
  const Heading = headingLevel === 1 ? 'h1' : 'h2';

  const onSubmit = submitWith(async ({ email, password }) => {
    if (isLoading) return;
    const result = await signIn({ email: email.trim(), password });
    if ('error' in result) {
      setErrors(apiErrors(result.error));
      return;
    }
    startSession(result.data, SIGN_IN_SUCCESS);
    onSuccess?.(result.data);
  });

  return (
    <div className={styles.panel}>
      <Heading className={styles.panelTitle}>Sign in</Heading>
      <p className={styles.intro}>Welcome back. Sign in to see your tours, pay a balance and keep your favourite activities.</p>
      <FormErrors errors={errors} />
      <KitForm form={form} onSubmit={onSubmit} noteOptional={false} aria-label="Sign in" className={styles.form}>
        <TextField label="Email" name="email" type="email" autoComplete="email" required />
        <TextField label="Password" name="password" type="password" autoComplete="current-password" required />
        <p className={styles.forgot}>
          <Link to={RESET_PASSWORD_PATH}>Forgot your password?</Link>
        </p>
        <SubmitButton busy={isLoading || social.busy} busyLabel="Signing in…" className={styles.submit}>
          Sign in
        </SubmitButton>
      </KitForm>
      <GoogleSignIn onCredential={social.onCredential} text="signin_with" />
      <p className={styles.switchLine}>
        New here?{' '}
        {onSwitchToSignUp ? (
          <button type="button" className={styles.linkButton} onClick={onSwitchToSignUp}>
            Create account
          </button>
        ) : (
          <Link to={withReturn(SIGN_UP_PATH, returnTo)}>Create account</Link>
        )}
      </p>
    </div>
  );
}
