import React, { useLayoutEffect, useRef, useState } from 'react';
import { navigate } from 'gatsby';
import { isHydratingFirstPage } from '../../lib/first-hydration';

// One object for every render: React 19 re-applies innerHTML when the object changes.
const KEEP_SERVER_HTML = { __html: '' };

/** A left click on a link inside the site, which the page can follow without reloading. */
function internalLinkOf(event: React.MouseEvent<HTMLElement>): string | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const anchor = (event.target as Element).closest?.('a');
  if (!anchor || !event.currentTarget.contains(anchor) || (anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return null;
  const url = new URL(anchor.href, window.location.href);
  if (url.origin !== window.location.origin || url.pathname.startsWith('/api/') || /\.[a-z0-9]+$/i.test(url.pathname)) return null;
  if (url.pathname === window.location.pathname && url.search === window.location.search && url.hash) return null;
  return url.pathname + url.search + url.hash;
}

interface StaticContentProps extends React.HTMLAttributes<HTMLElement> {
  as?: 'div' | 'section' | 'nav' | 'ul';
  children: React.ReactNode;
}

/**
 * Markup with nothing to react to (text, pictures, links) that the browser keeps as the server
 * rendered it on first load, instead of React hydrating it: on a phone, hydrating a page's
 * static sections was most of the main-thread time after the first paint. Links inside still
 * navigate within the site (delegated here, as `Link` would), and pictures fade in through the
 * image plugin's own script. Anything stateful (forms, menus, carousels, API data) must stay
 * outside.
 */
export function StaticContent({ as: Tag = 'div', children, ...props }: StaticContentProps) {
  const [keepServerHtml, setKeepServerHtml] = useState(isHydratingFirstPage);
  const ref = useRef<HTMLElement>(null);
  // Should React have rendered this afresh instead of hydrating it (after a mismatch above it),
  // there is no server markup to keep: render the children before the browser paints.
  useLayoutEffect(() => {
    if (keepServerHtml && ref.current && !ref.current.hasChildNodes()) setKeepServerHtml(false);
  }, [keepServerHtml]);
  const onClick = (event: React.MouseEvent<HTMLElement>) => {
    props.onClick?.(event);
    const to = internalLinkOf(event);
    if (!to || !keepServerHtml) return;
    event.preventDefault();
    void navigate(to);
  };
  const Element = Tag as 'div';
  if (keepServerHtml) return <Element {...props} ref={ref as React.Ref<HTMLDivElement>} onClick={onClick} suppressHydrationWarning dangerouslySetInnerHTML={KEEP_SERVER_HTML} />;
  return (
    <Element {...props} ref={ref as React.Ref<HTMLDivElement>} onClick={onClick}>
      {children}
    </Element>
  );
}
