import React, { useId, useRef, useState } from 'react';
import * as styles from './Accordion.module.css';

export interface AccordionItem {
  id: string;
  title: React.ReactNode;
  content: React.ReactNode;
}

export interface AccordionProps {
  items: AccordionItem[];
  /** SPEC 4.7 close-other option: opening one item closes the others. */
  closeOthers?: boolean;
  /** SPEC 4.7 open option: a list of a single item starts open. */
  openSingle?: boolean;
  /** Heading level wrapping each button, so the outline of the page stays right. */
  headingLevel?: 2 | 3 | 4;
  className?: string;
}

/**
 * Disclosure accordion (WAI-ARIA pattern): each header is a button with aria-expanded and
 * aria-controls; Up/Down/Home/End move between headers. Closed panels keep their HTML (hidden),
 * so answers are in the page for search engines and find-in-page.
 */
export function Accordion({ items, closeOthers = false, openSingle = false, headingLevel = 3, className }: AccordionProps) {
  const baseId = useId();
  const [open, setOpen] = useState<Set<string>>(() => new Set(openSingle && items.length === 1 ? [items[0].id] : []));
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const Heading = `h${headingLevel}` as 'h2' | 'h3' | 'h4';

  const toggle = (id: string) =>
    setOpen((current) => {
      if (current.has(id)) {
        const next = new Set(current);
        next.delete(id);
        return next;
      }
      return new Set(closeOthers ? [id] : [...current, id]);
    });

  const onKeyDown = (event: React.KeyboardEvent<HTMLButtonElement>, index: number) => {
    const last = items.length - 1;
    const target = { ArrowDown: index === last ? 0 : index + 1, ArrowUp: index === 0 ? last : index - 1, Home: 0, End: last }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    buttons.current[target]?.focus();
  };

  return (
    <div className={`${styles.accordion} ${className ?? ''}`}>
      {items.map((item, index) => {
        const expanded = open.has(item.id);
        const buttonId = `${baseId}-button-${index}`;
        const panelId = `${baseId}-panel-${index}`;
        return (
          <div key={item.id} className={styles.item} data-open={expanded}>
            <Heading className={styles.heading}>
              <button
                ref={(el) => {
                  buttons.current[index] = el;
                }}
                type="button"
                id={buttonId}
                className={styles.button}
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => toggle(item.id)}
                onKeyDown={(event) => onKeyDown(event, index)}
              >
                <span>{item.title}</span>
                <svg className={styles.icon} viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
                  <path d="M6 9l6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
                </svg>
              </button>
            </Heading>
            <div id={panelId} role="region" aria-labelledby={buttonId} className={styles.panel} hidden={!expanded}>
              {item.content}
            </div>
          </div>
        );
      })}
    </div>
  );
}
