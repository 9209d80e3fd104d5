import React, { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../../state/store';
import { flashDismissed } from '../../state/ui-slice';
import * as styles from './FlashMessages.module.css';

/** SPEC 9: success messages stay for 7000 ms. */
export const FLASH_DURATION_MS = 7000;

export function FlashMessages() {
  const flashes = useAppSelector((state) => state.ui.flashes);
  const dispatch = useAppDispatch();
  useEffect(() => {
    const timers = flashes.map((flash) => window.setTimeout(() => dispatch(flashDismissed(flash.id)), FLASH_DURATION_MS));
    return () => timers.forEach((timer) => window.clearTimeout(timer));
  }, [flashes, dispatch]);
  if (flashes.length === 0) return null;
  return (
    <div className={styles.stack} role="status" aria-live="polite">
      {flashes.map((flash) => (
        <p key={flash.id} className={`${styles.flash} ${styles[flash.kind]}`}>
          {flash.text}
        </p>
      ))}
    </div>
  );
}
