/**
 * The favourite button of activity cards and activity pages (SPEC 2.2, 4.1, 6). Signed in, a
 * click toggles the activity between 'Favourited' and 'Add to favourites' (aria-pressed says
 * which); the favourites are refetched after every add or remove. Signed out, a click opens a
 * modal with sign-in first (and sign-up a click away); after success the favourite is saved
 * and the modal closes.
 */
import React, { useState } from 'react';
import { useAppDispatch, useAppSelector } from '../../state/store';
import { useAddFavouriteMutation, useGetFavouritesQuery, useRemoveFavouriteMutation } from './favourites-api';
import { sessionEnded } from '../account/session-slice';
import { flashShown } from '../../state/ui-slice';
import { FavouriteSignInModal } from './FavouriteSignInModal';
import * as styles from './FavouriteButton.module.css';

export const FAVOURITED = 'Favourited';
export const ADD_TO_FAVOURITES = 'Add to favourites';
const FAILED = 'We could not update your favourites. Please try again.';

export interface FavouriteButtonProps {
  /** The activity's api id. */
  activityId: number;
  /** Named after the label ('Add to favourites: Shotover Jet'), so each card's button has its own name. */
  activityName: string;
  /** 'card': a round heart over the card image; 'page': a labelled button. */
  variant?: 'card' | 'page';
}

function errorStatus(error: unknown): number | undefined {
  return (error as { status?: number } | undefined)?.status;
}

export function FavouriteButton({ activityId, activityName, variant = 'page' }: FavouriteButtonProps) {
  const dispatch = useAppDispatch();
  const session = useAppSelector((state) => state.session.session);
  const favourites = useGetFavouritesQuery(session?.email ?? '', { skip: !session });
  const [add, adding] = useAddFavouriteMutation();
  const [remove, removing] = useRemoveFavouriteMutation();
  const [signingIn, setSigningIn] = useState(false);

  const favourited = Boolean(session) && (favourites.data ?? []).includes(activityId);
  const busy = adding.isLoading || removing.isLoading;
  const label = favourited ? FAVOURITED : ADD_TO_FAVOURITES;

  async function toggle() {
    if (busy) return;
    if (!session) {
      setSigningIn(true);
      return;
    }
    const result = favourited ? await remove(activityId) : await add(activityId);
    if ('error' in result) {
      if (errorStatus(result.error) === 401) {
        // The stored session has expired: sign in again, then the favourite is saved.
        dispatch(sessionEnded());
        setSigningIn(true);
        return;
      }
      dispatch(flashShown('error', FAILED));
    }
  }

  async function onSignedIn() {
    const result = await add(activityId);
    setSigningIn(false);
    if ('error' in result) dispatch(flashShown('error', FAILED));
  }

  return (
    <>
      <button
        type="button"
        className={`${styles.button} ${variant === 'card' ? styles.card : styles.page} ${favourited ? styles.on : ''}`}
        aria-pressed={favourited}
        // The visible label first (WCAG 2.5.3), then the activity, so every card's button has its own name.
        aria-label={`${label}: ${activityName}`}
        aria-busy={busy || undefined}
        onClick={toggle}
        title={variant === 'card' ? label : undefined}
        data-testid="favourite-button"
      >
        <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false" className={styles.heart}>
          <path d="M12 20.6l-1.3-1.2C6 15.2 3 12.4 3 8.9 3 6.1 5.2 4 7.9 4c1.6 0 3.1.7 4.1 1.9C13 4.7 14.5 4 16.1 4 18.8 4 21 6.1 21 8.9c0 3.5-3 6.3-7.7 10.5L12 20.6z" />
        </svg>
        {variant === 'page' && <span className={styles.label}>{label}</span>}
      </button>
      {signingIn && <FavouriteSignInModal activityName={activityName} onClose={() => setSigningIn(false)} onSignedIn={onSignedIn} />}
    </>
  );
}
