/**
 * A modal yes/no question (role="alertdialog"): focus moves to the safe choice, Tab stays
 * inside, Escape or Cancel closes, and focus returns to what opened it.
 */
import React, { useEffect, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import * as styles from './Account.module.css';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  message: string;
  confirmLabel: string;
  busy?: boolean;
  busyLabel?: string;
  onConfirm: () => void;
  onCancel: () => void;
}

export function ConfirmDialog({ open, title, message, confirmLabel, busy = false, busyLabel, onConfirm, onCancel }: ConfirmDialogProps) {
  const id = useId();
  const dialog = useRef<HTMLDivElement>(null);
  const cancel = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const opener = document.activeElement as HTMLElement | null;
    cancel.current?.focus();
    // The page behind is out of reach of keyboard and screen readers while the question is open.
    const page = document.getElementById('___gatsby');
    page?.setAttribute('inert', '');
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      page?.removeAttribute('inert');
      document.body.style.overflow = overflow;
      opener?.focus?.();
    };
  }, [open]);

  if (!open) return null;

  function onKeyDown(event: React.KeyboardEvent) {
    if (event.key === 'Escape') {
      event.stopPropagation();
      if (!busy) onCancel();
      return;
    }
    if (event.key !== 'Tab' || !dialog.current) return;
    const focusable = Array.from(dialog.current.querySelectorAll<HTMLElement>('button:not([disabled])'));
    if (focusable.length === 0) return;
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  }

  return createPortal(
    <div className={styles.backdrop} role="presentation" onKeyDown={onKeyDown} onMouseDown={(e) => e.target === e.currentTarget && !busy && onCancel()}>
      <div
        ref={dialog}
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-message`}
        className={styles.dialog}
      >
        <h2 id={`${id}-title`} className={styles.dialogTitle}>
          {title}
        </h2>
        <p id={`${id}-message`}>{message}</p>
        <div className={styles.dialogActions}>
          <button ref={cancel} type="button" className="button button--secondary" onClick={onCancel} disabled={busy}>
            Cancel
          </button>
          <button type="button" className={`button ${styles.danger}`} onClick={onConfirm} disabled={busy} aria-busy={busy || undefined}>
            {busy ? (busyLabel ?? confirmLabel) : confirmLabel}
          </button>
        </div>
      </div>
    </div>,
    document.body,
  );
}
