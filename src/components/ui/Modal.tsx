import React, { useEffect, useEffectEvent, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import * as styles from './Modal.module.css';

export interface ModalProps {
  open: boolean;
  onClose: () => void;
  /** The dialog's accessible name, shown as its heading unless `hideTitle`. */
  title: string;
  hideTitle?: boolean;
  children: React.ReactNode;
  size?: 'small' | 'medium' | 'large' | 'video';
  /** Entry animation length; SPEC 9 gives the video modal 300 ms. */
  animationMs?: number;
  className?: string;
}

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), iframe, [tabindex]:not([tabindex="-1"])';

function focusables(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => !el.hasAttribute('hidden') && el.getAttribute('aria-hidden') !== 'true');
}

/**
 * Accessible modal dialog (WAI-ARIA dialog pattern): labelled by its title, aria-modal, focus
 * moves in on open and is trapped (Tab / Shift+Tab cycle), Escape or the backdrop closes it,
 * and focus returns to what opened it. The page behind does not scroll while it is open.
 * Rendered only while open, into document.body, so server rendering never sees a portal.
 */
export function Modal({ open, onClose, title, hideTitle = false, children, size = 'medium', animationMs = 300, className }: ModalProps) {
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const requestClose = useEffectEvent(() => onClose());

  useEffect(() => {
    if (!open) return undefined;
    const opener = document.activeElement as HTMLElement | null;
    // The dialog itself takes focus: screen readers announce its name, and long content is not scrolled.
    dialogRef.current?.focus();
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.stopPropagation();
        requestClose();
        return;
      }
      if (event.key !== 'Tab' || !dialogRef.current) return;
      const items = focusables(dialogRef.current);
      if (items.length === 0) {
        event.preventDefault();
        dialogRef.current.focus();
        return;
      }
      const [firstItem, lastItem] = [items[0], items[items.length - 1]];
      const active = document.activeElement;
      if (event.shiftKey && (active === firstItem || active === dialogRef.current)) {
        event.preventDefault();
        lastItem.focus();
      } else if (!event.shiftKey && active === lastItem) {
        event.preventDefault();
        firstItem.focus();
      } else if (!dialogRef.current.contains(active)) {
        event.preventDefault();
        firstItem.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown, true);
    return () => {
      document.removeEventListener('keydown', onKeyDown, true);
      document.body.style.overflow = overflow;
      if (opener && document.contains(opener)) opener.focus();
    };
  }, [open]);

  if (!open || typeof document === 'undefined') return null;
  return createPortal(
    // A click on the backdrop closes, as Escape does for the keyboard.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div className={styles.backdrop} style={{ animationDuration: `${animationMs}ms` }} onMouseDown={(e) => e.target === e.currentTarget && onClose()} data-testid="modal-backdrop">
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={`${styles.dialog} ${styles[size]} ${className ?? ''}`}
        style={{ animationDuration: `${animationMs}ms` }}
      >
        <div className={hideTitle ? styles.headerBare : styles.header}>
          <h2 id={titleId} className={hideTitle ? 'visually-hidden' : styles.title}>
            {title}
          </h2>
          <button type="button" className={styles.close} onClick={onClose} aria-label="Close">
            <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round">
              <path d="M6 6l12 12M18 6L6 18" />
            </svg>
          </button>
        </div>
        <div className={styles.body}>{children}</div>
      </div>
    </div>,
    document.body,
  );
}
