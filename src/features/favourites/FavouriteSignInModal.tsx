/**
 * SPEC 4.1: an anonymous click on a favourite button opens this modal: sign-in first, with a
 * switch to sign-up (and back). The account panels store the session and flash their success
 * message; then `onSignedIn` saves the favourite and closes the modal.
 */
import React, { useState } from 'react';
import { Modal } from '../../components/ui/Modal';
import { SignInPanel } from '../account/SignInPanel';
import { SignUpPanel } from '../account/SignUpPanel';
import * as styles from './FavouriteButton.module.css';

export interface FavouriteSignInModalProps {
  activityName: string;
  onClose: () => void;
  /** Runs once the visitor is signed in (or registered). */
  onSignedIn: () => void | Promise<void>;
}

export function FavouriteSignInModal({ activityName, onClose, onSignedIn }: FavouriteSignInModalProps) {
  const [mode, setMode] = useState<'sign-in' | 'sign-up'>('sign-in');
  return (
    <Modal open onClose={onClose} title="Save your favourite activities" size="small">
      <p className={styles.modalIntro}>
        Sign in or create a free account to save <strong>{activityName}</strong> to your favourites.
      </p>
      {mode === 'sign-in' ? (
        <SignInPanel onSuccess={() => void onSignedIn()} onSwitchToSignUp={() => setMode('sign-up')} />
      ) : (
        <SignUpPanel onSuccess={() => void onSignedIn()} onSwitchToSignIn={() => setMode('sign-in')} />
      )}
    </Modal>
  );
}
