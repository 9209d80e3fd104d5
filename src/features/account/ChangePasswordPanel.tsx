/**
 * Change password from a reset link (SPEC 2.4, 4.2, 5): the token and email come from the
 * address. Submit -> change the password with token, email and the new password; on failure
 * list the errors; on success sign in with the new password; if that fails list its errors;
 * otherwise store the session and run `onSuccess` (the page goes to the user account route).
 */
import React, { useMemo, useState } from 'react';
import { Link } from 'gatsby';
import type { SessionResponse } from '../../../contract/auth';
import { CHANGE_PASSWORD_HEADING, CHANGE_PASSWORD_NOTE, PASSWORD_MIN_LENGTH, RESET_PASSWORD_PATH, SIGN_IN_SUCCESS } from './account';
import { apiErrors, useChangePasswordMutation, useSignInMutation } from './auth-api';
import { useAppDispatch } from '../../state/store';
import { flashShown } from '../../state/ui-slice';
import { contractResolver, FormErrors, KitForm, SubmitButton, TextField, useKitForm } from '../../components/form-kit';
import { useStartSession } from './useStartSession';
import * as styles from './Account.module.css';

export interface ChangePasswordPanelProps {
  token: string;
  email: string;
  onSuccess?: (response: SessionResponse) => void;
  headingLevel?: 1 | 2;
}

export function ChangePasswordPanel({ token, email, onSuccess, headingLevel = 2 }: ChangePasswordPanelProps) {
  const [changePassword] = useChangePasswordMutation();
  const [signIn] = useSignInMutation();
  const startSession = useStartSession();
  const dispatch = useAppDispatch();
  const [saving, setSaving] = useState(false);
  const resolver = useMemo(() => contractResolver<{ password: string }>(() => import('../../../contract/auth').then((m) => m.ChangePasswordFormSchema)), []);
  const { form, serverErrors: errors, setServerErrors: setErrors, submitWith } = useKitForm<{ password: string }>({ resolver });
  const Heading = headingLevel === 1 ? 'h1' : 'h2';

  const onSubmit = submitWith(async ({ password }) => {
    if (saving) return;
    setSaving(true);
    const changed = await changePassword({ token, email, password });
    if ('error' in changed) {
      setSaving(false);
      setErrors(apiErrors(changed.error));
      return;
    }
    const signedIn = await signIn({ email, password });
    setSaving(false);
    if ('error' in signedIn) {
      setErrors(apiErrors(signedIn.error));
      return;
    }
    dispatch(flashShown('success', 'Your password has been changed.'));
    startSession(signedIn.data, SIGN_IN_SUCCESS);
    onSuccess?.(signedIn.data);
  });

  return (
    <div className={styles.panel}>
      <Heading className={styles.panelTitle}>{CHANGE_PASSWORD_HEADING}</Heading>
      <p className={styles.intro}>{CHANGE_PASSWORD_NOTE}</p>
      <FormErrors errors={errors} />
      <KitForm form={form} onSubmit={onSubmit} noteOptional={false} aria-label={CHANGE_PASSWORD_HEADING} className={styles.form}>
        {/* The account's email, for password managers; it comes from the link and is not editable. */}
        <input type="hidden" name="username" autoComplete="username" value={email} readOnly />
        <p className={styles.hint}>
          Account: <strong>{email}</strong>
        </p>
        <TextField
          label="New password"
          name="password"
          type="password"
          autoComplete="new-password"
          minLength={PASSWORD_MIN_LENGTH}
          maxLength={256}
          required
          hint={`At least ${PASSWORD_MIN_LENGTH} characters.`}
        />
        <SubmitButton busy={saving} busyLabel="Saving…" className={styles.submit}>
          Change password
        </SubmitButton>
      </KitForm>
      <p className={styles.switchLine}>
        Link expired? <Link to={RESET_PASSWORD_PATH}>Request a new one</Link>
      </p>
    </div>
  );
}
