/**
 * Edit Account (SPEC 2.1 signed-in menu, 2.4): first name, last name, email, phone, newsletter;
 * a new email or password needs the current password (the API checks it too). A changed email
 * becomes the session's email header, which the API matches with the token.
 */
import React, { useMemo } from 'react';
import { Link } from 'gatsby';
import type { EditAccountBody, UserDetails } from '../../../contract/auth';
import { EDIT_ACCOUNT_PATH, PASSWORD_MIN_LENGTH, RESET_PASSWORD_PATH } from './account';
import { apiErrors, useUpdateAccountMutation } from './auth-api';
import { useAccountUser } from './useAccountUser';
import { sessionStarted } from './session-slice';
import { useAppDispatch, useAppSelector } from '../../state/store';
import { flashShown } from '../../state/ui-slice';
import { AccountHeading } from './AccountNav';
import { CheckboxField, contractResolver, FormErrors, KitForm, SubmitButton, TextField, useKitForm } from '../../components/form-kit';
import * as styles from './Account.module.css';

export const ACCOUNT_UPDATED = 'Your account has been updated.';

interface AccountValues {
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  opt_in_newsletter: boolean;
  password?: string;
  current_password?: string;
}

/** The body the API takes: trimmed, and the passwords only when given. */
function bodyOf(values: AccountValues): EditAccountBody {
  const body: EditAccountBody = {
    first_name: values.first_name.trim(),
    last_name: values.last_name.trim(),
    email: values.email.trim(),
    phone: values.phone.trim(),
    opt_in_newsletter: values.opt_in_newsletter,
  };
  if (values.password) body.password = values.password;
  if (values.current_password) body.current_password = values.current_password;
  return body;
}

/** The current password is asked for only when it is needed: a new password or a new email. */
const needsCurrentPassword = (user: UserDetails, email: string, password: string | undefined) =>
  user.has_password && (Boolean(password) || email.trim().toLowerCase() !== user.email.toLowerCase());

const EMPTY_VALUES: AccountValues = { first_name: '', last_name: '', email: '', phone: '', opt_in_newsletter: false, password: '', current_password: '' };

const valuesOf = (user: UserDetails): AccountValues => ({
  first_name: user.first_name,
  last_name: user.last_name,
  email: user.email,
  phone: user.phone,
  opt_in_newsletter: user.opt_in_newsletter,
  password: '',
  current_password: '',
});

/**
 * The form; before the account arrives (`user` null) it is drawn empty and disabled, so the page
 * is painted in its final shape from its HTML on. The account's form then takes its place (its
 * own key: the defaults are read once), the same boxes at the same places.
 */
function AccountForm({ user }: { user: UserDetails | null }) {
  const [update, { isLoading }] = useUpdateAccountMutation();
  const dispatch = useAppDispatch();
  const session = useAppSelector((state) => state.session.session);
  const resolver = useMemo(
    () =>
      contractResolver<AccountValues>(() => import('../../../contract/auth').then((m) => m.EditAccountFormSchema), {
        toWire: bodyOf,
        required: (values) => (user && needsCurrentPassword(user, values.email, values.password) ? ['current_password'] : []),
      }),
    [user],
  );
  const { form, serverErrors: errors, setServerErrors: setErrors, submitWith } = useKitForm<AccountValues>({
    resolver,
    // Nothing can be typed in the frame (its fields are disabled): the account's values are the defaults.
    defaultValues: user ? valuesOf(user) : EMPTY_VALUES,
  });
  const [email, password] = form.watch(['email', 'password']);
  const needsCurrent = user !== null && needsCurrentPassword(user, email, password);

  const onSubmit = submitWith(async (values) => {
    if (isLoading) return;
    const result = await update(bodyOf(values));
    if ('error' in result) {
      setErrors(apiErrors(result.error));
      return;
    }
    if (session && result.data.user.email !== session.email) dispatch(sessionStarted({ ...session, email: result.data.user.email }));
    form.reset({ ...values, password: '', current_password: '' });
    dispatch(flashShown('success', ACCOUNT_UPDATED));
  });

  return (
    <>
      <FormErrors errors={errors} />
      <KitForm form={form} onSubmit={onSubmit} noteOptional={false} aria-label="Edit Account" className={`${styles.form} ${styles.editForm}`}>
        <fieldset className={styles.fieldset} disabled={!user}>
          <legend>Your details</legend>
          <div className={styles.twoCols}>
            <TextField label="First name" name="first_name" autoComplete="given-name" maxLength={100} required />
            <TextField label="Last name" name="last_name" autoComplete="family-name" maxLength={100} />
          </div>
          <TextField
            label="Email"
            name="email"
            type="email"
            autoComplete="email"
            maxLength={320}
            required
          />
          <TextField
            label="Phone"
            name="phone"
            type="tel"
            autoComplete="tel"
            maxLength={40}
            hint="Include the international dialling code, for example +64 21 123 4567."
          />
          <CheckboxField label="Send me travel inspiration, news and special offers by email" name="opt_in_newsletter" />
        </fieldset>
        <fieldset className={styles.fieldset} disabled={!user}>
          <legend>Change password</legend>
          {user?.has_password !== false ? (
            <>
              <TextField
                label="New password"
                name="password"
                type="password"
                autoComplete="new-password"
                minLength={PASSWORD_MIN_LENGTH}
                maxLength={256}
                hint={`Leave empty to keep your password. At least ${PASSWORD_MIN_LENGTH} characters.`}
              />
              <TextField
                label="Current password"
                name="current_password"
                type="password"
                autoComplete="current-password"
                maxLength={256}
                required={needsCurrent}
                hint="Needed to change your email or password."
              />
            </>
          ) : (
            <p className={styles.hint}>
              You sign in with Google. To add a password, <Link to={RESET_PASSWORD_PATH}>request a password reset link</Link>.
            </p>
          )}
        </fieldset>
        <SubmitButton busy={isLoading} busyLabel="Saving…" disabled={!user} className={styles.submit}>
          Save changes
        </SubmitButton>
      </KitForm>
    </>
  );
}

/**
 * The page; `ready` is false in its pre-rendered frame (the session is not read yet), which is
 * the same page with its form empty and disabled, so nothing moves when the account arrives.
 */
export function EditAccount({ ready = true }: { ready?: boolean }) {
  const account = useAccountUser({ refetchOnMountOrArgChange: true, skip: !ready });
  const user = ready ? (account.user ?? null) : null;
  return (
    <div className={`container ${styles.accountPage}`}>
      <AccountHeading title="Edit Account" firstName={user?.first_name} current={EDIT_ACCOUNT_PATH} />
      <section className={`${styles.section} ${styles.editSection}`} aria-label="Your account details" aria-busy={user ? undefined : true}>
        {ready && account.isError && !user ? (
          <div className={styles.empty}>
            <p>{apiErrors(account.error).join(' ')}</p>
            <button type="button" className="button button--secondary" onClick={() => account.refetch()}>
              Try again
            </button>
          </div>
        ) : (
          <AccountForm key={user?.id ?? 'frame'} user={user} />
        )}
      </section>
    </div>
  );
}
