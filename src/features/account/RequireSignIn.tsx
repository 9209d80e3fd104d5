/**
 * The account pages a visitor must be signed in to see (SPEC 6). Waits until the stored
 * session has been read (a reload must not bounce a signed-in customer), then sends a visitor
 * to sign in with `?return=` this page. A page may give the frame it shows meanwhile.
 */
import React, { useDeferredValue, useEffect, useState } from 'react';
import { Link, navigate } from 'gatsby';
import { SIGN_IN_PATH, safeReturnPath } from './account';
import { useAppSelector } from '../../state/store';
import * as styles from './Account.module.css';

export function RequireSignIn({ path, frame, children }: { path: string; frame?: React.ReactNode; children: React.ReactNode }) {
  const { restored, authenticated } = useAppSelector((state) => state.session);
  const signInUrl = `${SIGN_IN_PATH}?return=${encodeURIComponent(safeReturnPath(path))}`;
  // Signing out on this page is followed by the header's own navigation home: no second redirect.
  const [wasSignedIn, setWasSignedIn] = useState(false);
  if (authenticated && !wasSignedIn) setWasSignedIn(true);
  const mustSignIn = restored && !authenticated && !wasSignedIn;

  useEffect(() => {
    if (mustSignIn) void navigate(signInUrl, { replace: true });
  }, [mustSignIn, signInUrl]);

  // The session is restored by a store update, which React renders at once: the page itself is
  // drawn in a transition it slices, with the frame shown until then.
  const signedIn = useDeferredValue(restored && authenticated);
  if (restored && authenticated) return <>{signedIn ? children : (frame ?? <Waiting label="Loading your account…" />)}</>;
  if (restored && wasSignedIn) {
    return (
      <div className={styles.loading}>
        <p>You are signed out.</p>
        <Link className="button" to={signInUrl}>
          Sign in
        </Link>
      </div>
    );
  }
  // Until the session is read (and in the server's HTML), the page's own frame where it has one.
  if (!mustSignIn && frame) return <>{frame}</>;
  return <Waiting label={mustSignIn ? 'Taking you to sign in…' : 'Loading your account…'} />;
}

function Waiting({ label }: { label: string }) {
  return (
    <div className={styles.loading} aria-busy="true">
      <p>{label}</p>
    </div>
  );
}
