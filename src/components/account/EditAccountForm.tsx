/**
 * Edit Account (SPEC 2.1 signed-in menu, 2.4): first name, last name, email, phone, newsletter;
 * a new email or password needs the current password (the API checks it too). A changed email
 * becomes the session's email header, which the API matches with the token.
 */
import React, { useState } from 'react';
import { Link } from 'gatsby';
import type { EditAccountBody, UserDetails } from '../../../contract/auth';
import { EDIT_ACCOUNT_PATH, PASSWORD_MIN_LENGTH, RESET_PASSWORD_PATH } from '../../lib/account';
import { apiErrors, useUpdateAccountMutation } from '../../state/auth-api';
import { useAccountUser } from './useAccountUser';
import { sessionStarted } from '../../state/session-slice';
import { useAppDispatch, useAppSelector } from '../../state/store';
import { flashShown } from '../../state/ui-slice';
import { AccountHeading } from './AccountNav';
import { CheckboxField, FormErrors, SubmitButton, TextField, useValidatedForm } from './FormBits';
import * as styles from './Account.module.css';

export const ACCOUNT_UPDATED = 'Your account has been updated.';

function AccountForm({ user }: { user: UserDetails }) {
  const [update, { isLoading }] = useUpdateAccountMutation();
  const dispatch = useAppDispatch();
  const session = useAppSelector((state) => state.session.session);
  const [errors, setErrors] = useState<string[]>([]);
  const [email, setEmail] = useState(user.email);
  const [newPassword, setNewPassword] = useState('');
  const { fieldErrors, check, onInput, reset } = useValidatedForm();
  // The current password is asked for only when it is needed.
  const needsCurrent = user.has_password && (newPassword !== '' || email.trim().toLowerCase() !== user.email.toLowerCase());

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    if (isLoading || !check(form)) return;
    const data = new FormData(form);
    const body: EditAccountBody = {
      first_name: String(data.get('first_name')).trim(),
      last_name: String(data.get('last_name')).trim(),
      email: String(data.get('email')).trim(),
      phone: String(data.get('phone')).trim(),
      opt_in_newsletter: data.get('opt_in_newsletter') === 'on',
    };
    const password = String(data.get('password') ?? '');
    const current = String(data.get('current_password') ?? '');
    if (password) body.password = password;
    if (current) body.current_password = current;
    setErrors([]);
    const result = await update(body);
    if ('error' in result) {
      setErrors(apiErrors(result.error));
      return;
    }
    if (session && result.data.user.email !== session.email) dispatch(sessionStarted({ ...session, email: result.data.user.email }));
    setNewPassword('');
    for (const name of ['password', 'current_password']) {
      const input = form.elements.namedItem(name);
      if (input instanceof HTMLInputElement) input.value = '';
    }
    reset();
    dispatch(flashShown('success', ACCOUNT_UPDATED));
  }

  return (
    <>
      <FormErrors errors={errors} />
      {/* POST: a submit made before the page is interactive must not put the password in the URL. */}
      <form method="post" noValidate onSubmit={onSubmit} onInput={onInput} aria-label="Edit Account" className={`${styles.form} ${styles.editForm}`}>
        <fieldset className={styles.fieldset}>
          <legend>Your details</legend>
          <div className={styles.twoCols}>
            <TextField label="First name" name="first_name" autoComplete="given-name" maxLength={100} required defaultValue={user.first_name} error={fieldErrors.first_name} />
            <TextField label="Last name" name="last_name" autoComplete="family-name" maxLength={100} defaultValue={user.last_name} error={fieldErrors.last_name} />
          </div>
          <TextField
            label="Email"
            name="email"
            type="email"
            autoComplete="email"
            maxLength={320}
            required
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            error={fieldErrors.email}
          />
          <TextField
            label="Phone"
            name="phone"
            type="tel"
            autoComplete="tel"
            maxLength={40}
            hint="Include the international dialling code, for example +64 21 123 4567."
            defaultValue={user.phone}
            error={fieldErrors.phone}
          />
          <CheckboxField label="Send me travel inspiration, news and special offers by email" name="opt_in_newsletter" defaultChecked={user.opt_in_newsletter} />
        </fieldset>
        <fieldset className={styles.fieldset}>
          <legend>Change password</legend>
          {user.has_password ? (
            <>
              <TextField
                label="New password"
                name="password"
                type="password"
                autoComplete="new-password"
                minLength={PASSWORD_MIN_LENGTH}
                maxLength={256}
                hint={`Leave empty to keep your password. At least ${PASSWORD_MIN_LENGTH} characters.`}
                onChange={(e) => setNewPassword(e.target.value)}
                error={fieldErrors.password}
              />
              <TextField
                label="Current password"
                name="current_password"
                type="password"
                autoComplete="current-password"
                maxLength={256}
                required={needsCurrent}
                hint="Needed to change your email or password."
                error={fieldErrors.current_password}
              />
            </>
          ) : (
            <p className={styles.hint}>
              You sign in with Google. To add a password, <Link to={RESET_PASSWORD_PATH}>request a password reset link</Link>.
            </p>
          )}
        </fieldset>
        <SubmitButton busy={isLoading} busyLabel="Saving…">
          Save changes
        </SubmitButton>
      </form>
    </>
  );
}

export function EditAccount() {
  const account = useAccountUser({ refetchOnMountOrArgChange: true });
  return (
    <div className={`container ${styles.accountPage}`}>
      <AccountHeading title="Edit Account" firstName={account.user?.first_name} current={EDIT_ACCOUNT_PATH} />
      <section className={`${styles.section} ${styles.editSection}`} aria-label="Your account details">
        {account.user ? (
          <AccountForm key={account.user.id} user={account.user} />
        ) : account.isError ? (
          <div className={styles.empty}>
            <p>{apiErrors(account.error).join(' ')}</p>
            <button type="button" className="button button--secondary" onClick={() => account.refetch()}>
              Try again
            </button>
          </div>
        ) : (
          <p aria-busy="true">Loading your details…</p>
        )}
      </section>
    </div>
  );
}
