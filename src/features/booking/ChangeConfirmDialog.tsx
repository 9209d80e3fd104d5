import React, { useEffect, useRef, useSyncExternalStore } from 'react';
import { Modal } from '../../components/ui/Modal';
import { answerQuestion, openQuestion, subscribeToQuestions } from './change-confirmation';
import { changePreviewText } from './change-preview';
import { formatNzdExact } from '../../../contract/money';
import * as styles from './Booking.module.css';

/** Text of the dialog (DECISIONS "After 'Book'": the new total and the difference before confirming). */
export const CHANGE_CONFIRM_TEXTS = {
  title: 'Confirm the change to your booking',
  confirm: 'Confirm the change',
  keep: 'Keep my booking as it is',
} as const;

/**
 * Asks the customer to confirm a change that moves the total of a paid booking: the total now,
 * the new total with the difference, and what would be left to pay or owed back. Closing it
 * (Escape, the close button, the backdrop) keeps the booking as it is. Mounted once on the
 * booking pages; the change calls wait for its answer (state/change-confirmation.ts).
 */
export function ChangeConfirmDialog() {
  const question = useSyncExternalStore(subscribeToQuestions, openQuestion, () => null);
  useReturnFocus(!!question);
  const text = question ? changePreviewText(question.preview) : null;
  return (
    <Modal open={!!question} onClose={() => answerQuestion(false)} title={CHANGE_CONFIRM_TEXTS.title} size="small">
      {question && text && (
        <div className={styles.changeConfirm}>
          <p>Total now: {formatNzdExact(question.preview.current_total)}</p>
          <p className={styles.bannerTitle}>{text.headline}</p>
          {text.balance && <p>{text.balance}</p>}
          <div className={styles.actions}>
            <button type="button" className="button" onClick={() => answerQuestion(true)}>
              {CHANGE_CONFIRM_TEXTS.confirm}
            </button>
            <button type="button" className="button button--secondary" onClick={() => answerQuestion(false)}>
              {CHANGE_CONFIRM_TEXTS.keep}
            </button>
          </div>
        </div>
      )}
    </Modal>
  );
}

/**
 * Where the focus goes when the dialog closes: the control that made the change. It is usually
 * disabled while its change is in flight, so the focus had already fallen to the page when the
 * dialog opened (the Modal's own return finds nothing); it goes back once the control is enabled.
 */
function useReturnFocus(open: boolean): void {
  const lastFocused = useRef<HTMLElement | null>(null);
  useEffect(() => {
    const remember = (event: FocusEvent) => {
      const target = event.target as HTMLElement | null;
      if (target && !target.closest('[role="dialog"]')) lastFocused.current = target;
    };
    document.addEventListener('focusin', remember);
    return () => document.removeEventListener('focusin', remember);
  }, []);
  const wasOpen = useRef(false);
  useEffect(() => {
    if (open) {
      wasOpen.current = true;
      return undefined;
    }
    const control = lastFocused.current;
    if (!wasOpen.current || !control) return undefined;
    wasOpen.current = false;
    const focusWhenUsable = () => {
      if (!control.isConnected || (control as HTMLButtonElement).disabled) return false;
      if (document.activeElement === document.body || document.activeElement === null) control.focus();
      return true;
    };
    if (focusWhenUsable()) return undefined;
    const watch = new MutationObserver(() => focusWhenUsable() && watch.disconnect());
    watch.observe(control, { attributes: true, attributeFilter: ['disabled'] });
    const giveUp = window.setTimeout(() => watch.disconnect(), 5000);
    return () => {
      watch.disconnect();
      window.clearTimeout(giveUp);
    };
  }, [open]);
}
