import React from 'react';
import type { PaymentsConfigResponse } from '../../../../contract/payments';
import * as styles from './Payments.module.css';

/** Says plainly that no real money moves, and which test numbers to use. */
export function TestModeNotice({ cards }: { cards: PaymentsConfigResponse['test_cards'] }) {
  return (
    <div className={styles.testMode} role="note" aria-label="Test mode">
      <p className={styles.testModeText}>
        <strong>Test mode — no real money moves.</strong> Use 4242 4242 4242 4242 with any future expiry date (for example 12/34) and any
        3-digit security code.
      </p>
      {cards.length > 0 && (
        <details className={styles.testCards}>
          <summary>More test cards</summary>
          <ul>
            {cards.map((c) => (
              <li key={c.number}>
                <span className={styles.reference}>{c.number}</span>: {c.outcome}
              </li>
            ))}
          </ul>
        </details>
      )}
    </div>
  );
}
