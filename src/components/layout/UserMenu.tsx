import React, { useEffect, useId, useRef, useState } from 'react';
import { Link, navigate } from 'gatsby';
import { useAppSelector } from '../../state/store';
import { countsOf, useGetMeQuery, useSignOutMutation } from '../../features/account/user-api';
import * as styles from './UserMenu.module.css';

const UserIcon = () => (
  <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2">
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21c0-4.4 3.6-7 8-7s8 2.6 8 7" />
  </svg>
);

/**
 * The account corner of the header (SPEC 2.1, 4.1, 6): the user icon links to the account
 * (signed in) or to sign in; beside it a menu button opens Sign in / Create account for a
 * visitor, or My tours and My favourites (with their counts from GET users/me), Edit Account
 * and Sign out for a customer; staff also get the Staff area. Sign out ends the session on the server, then goes home.
 */
export function UserMenu() {
  const { authenticated, session } = useAppSelector((state) => state.session);
  const { data: user } = useGetMeQuery(session?.email ?? '', { skip: !authenticated || !session });
  const [signOut, { isLoading: signingOut }] = useSignOutMutation();
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  const counts = countsOf(user);

  useEffect(() => {
    if (!open) return undefined;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        buttonRef.current?.focus();
      }
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  const onSignOut = async () => {
    setOpen(false);
    await signOut();
    navigate('/');
  };

  const close = () => setOpen(false);
  const onBlur = (event: React.FocusEvent) => {
    if (event.relatedTarget && !rootRef.current?.contains(event.relatedTarget as Node)) setOpen(false);
  };

  return (
    <div className={styles.userMenu} ref={rootRef} onBlur={onBlur}>
      <Link to={authenticated ? '/user/' : '/user/sign-in/'} className={styles.icon} aria-label={authenticated ? 'My account' : 'Sign in to your account'}>
        <UserIcon />
      </Link>
      <button
        ref={buttonRef}
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls={menuId}
        aria-label="Account menu"
        onClick={() => setOpen((value) => !value)}
      >
        <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round">
          <path d="M6 9l6 6 6-6" />
        </svg>
      </button>
      <div id={menuId} className={styles.menu} hidden={!open}>
        {authenticated ? (
          <ul className={styles.items}>
            {user?.first_name && <li className={styles.greeting}>Kia ora, {user.first_name}</li>}
            <li>
              <Link to="/user/" onClick={close}>
                My tours <span className={styles.count}>{counts.bookings}</span>
              </Link>
            </li>
            <li>
              <Link to="/user/favourites/" onClick={close}>
                My favourites <span className={styles.count}>{counts.favourites}</span>
              </Link>
            </li>
            <li>
              <Link to="/user-edit/" onClick={close}>
                Edit Account
              </Link>
            </li>
            {session?.is_admin && (
              <li>
                <Link to="/staff/" onClick={close}>
                  Staff area
                </Link>
              </li>
            )}
            <li>
              <button type="button" onClick={onSignOut} disabled={signingOut} className={styles.signOut}>
                Sign out
              </button>
            </li>
          </ul>
        ) : (
          <ul className={styles.items}>
            <li>
              <Link to="/user/sign-in/" onClick={close}>
                Sign in
              </Link>
            </li>
            <li>
              <Link to="/user/sign-up/" onClick={close}>
                Create account
              </Link>
            </li>
          </ul>
        )}
      </div>
    </div>
  );
}
