import React, { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../../state/store';
import { flashDismissed } from '../../state/ui-slice';
import * as styles from './FlashMessages.module.css';

/** SPEC 9: success messages stay for 7000 ms. */
export const FLASH_DURATION_MS = 7000;

/**
 * Page-wide messages ('Your login is successful'), at the top of the page's content and in its
 * flow: they push the page down while shown and never cover its title. The live region is always
 * in the page (empty, it takes no room), so screen readers announce what arrives in it.
 */
export function FlashMessages() {
  const flashes = useAppSelector((state) => state.ui.flashes);
  const dispatch = useAppDispatch();
  useEffect(() => {
    const timers = flashes.map((flash) => window.setTimeout(() => dispatch(flashDismissed(flash.id)), FLASH_DURATION_MS));
    return () => timers.forEach((timer) => window.clearTimeout(timer));
  }, [flashes, dispatch]);
  return (
    <div className={`${styles.region} ${flashes.length > 0 ? styles.shown : ''}`} role="status" aria-live="polite" data-testid="flash-messages">
      {flashes.length > 0 && (
        <div className={`container ${styles.stack}`}>
          {flashes.map((flash) => (
            <p key={flash.id} className={`${styles.flash} ${styles[flash.kind]}`}>
              {flash.text}
            </p>
          ))}
        </div>
      )}
    </div>
  );
}
