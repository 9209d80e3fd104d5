/**
 * The signed-out account pages (SPEC 2.4): sign in, sign up, reset password and, with a reset
 * link's token and email, change password. Each goes on to the `return` address (same-site
 * paths only; the user home by default).
 */
import React, { useEffect } from 'react';
import { navigate } from 'gatsby';
import { resetLinkParams, returnTarget, USER_HOME } from './account';
import { useAppSelector } from '../../state/store';
import { ChangePasswordPanel } from './ChangePasswordPanel';
import { ResetPasswordPanel } from './ResetPasswordPanel';
import { SignInPanel } from './SignInPanel';
import { SignUpPanel } from './SignUpPanel';
import * as styles from './Account.module.css';

function AuthLayout({ children }: { children: React.ReactNode }) {
  return (
    <div className={`container ${styles.authPage}`}>
      <div className={styles.authCard}>{children}</div>
      <aside className={styles.authAside} aria-labelledby="account-benefits">
        <h2 id="account-benefits" className={styles.asideTitle}>
          Your trip, all in one place
        </h2>
        <ul className={styles.benefits}>
          <li>See your tours, travellers and what is left to pay</li>
          <li>Pay your balance online, whenever it suits you</li>
          <li>Save the activities you love while you plan</li>
          <li>A 99 dollar lifetime deposit and free changes of tour or dates up to 60 days before you travel</li>
        </ul>
      </aside>
    </div>
  );
}

/** A visitor who arrives already signed in goes straight on (checked once the session is restored). */
function useSkipWhenSignedIn(target: string) {
  const restored = useAppSelector((state) => state.session.restored);
  const authenticated = useAppSelector((state) => state.session.authenticated);
  useEffect(() => {
    if (restored && authenticated) void navigate(target, { replace: true });
    // Only on arrival: after a sign-in on this page, the form's own success handler navigates.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [restored]);
}

export function SignInPage({ search }: { search: string }) {
  const target = returnTarget(search);
  useSkipWhenSignedIn(target);
  return (
    <AuthLayout>
      <SignInPanel headingLevel={1} returnTo={target} onSuccess={() => void navigate(target)} />
    </AuthLayout>
  );
}

export function SignUpPage({ search }: { search: string }) {
  const target = returnTarget(search);
  useSkipWhenSignedIn(target);
  return (
    <AuthLayout>
      <SignUpPanel headingLevel={1} returnTo={target} onSuccess={() => void navigate(target)} />
    </AuthLayout>
  );
}

export function ResetPasswordPage({ search }: { search: string }) {
  const link = resetLinkParams(search);
  return (
    <AuthLayout>
      {link ? (
        <ChangePasswordPanel headingLevel={1} token={link.token} email={link.email} onSuccess={() => void navigate(USER_HOME)} />
      ) : (
        <ResetPasswordPanel headingLevel={1} />
      )}
    </AuthLayout>
  );
}
