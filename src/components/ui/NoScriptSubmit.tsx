import React from 'react';
import * as styles from './NoScriptSubmit.module.css';

/**
 * The submit button of a filter form that, with scripts, applies each choice as it is made: shown
 * only when the browser runs no scripts (inside <noscript>), where the form is a plain GET form
 * and this button sends it. With scripts the browser never shows it, so there is no button to
 * clutter the filters or to shift the page as it hydrates.
 */
export function NoScriptSubmit({ children }: { children: React.ReactNode }) {
  return (
    <noscript className={styles.wrap}>
      <button type="submit" className="button">
        {children}
      </button>
    </noscript>
  );
}
