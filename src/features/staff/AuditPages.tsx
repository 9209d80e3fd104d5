/**
 * An audit log shown a page at a time (the API answers AUDIT_PAGE_SIZE events per page): the
 * newest page, then, on request, each earlier page above the one before it, so the list stays
 * in time order. An earlier page takes the focus on its first event, where reading goes on.
 * Used by a booking's log and a departure's.
 */
import React, { useEffect, useRef, useState, type ReactNode } from 'react';
import { MessageBanner } from '../booking/MessageBanner';
import { errorMessages } from '../booking/bookings-api';
import type { AuditPage } from './staff-api';

/** RTK Query's hook for the log's pages. */
export type UseAuditPage<A, E> = (arg: A) => { data?: AuditPage<E>; isLoading: boolean; isFetching: boolean; isError: boolean; error?: unknown };

interface AuditPagesProps<A, E extends { id: number }> {
  usePage: UseAuditPage<NoInfer<A>, E>;
  /** The query's argument for the page before `before` (the newest page for undefined). */
  pageArg: (before: number | undefined) => A;
  /** An event's content, inside its list item. */
  renderEvent: (event: E) => ReactNode;
  list: 'ol' | 'ul';
  listClassName: string;
  /** What a log without events says. */
  empty: ReactNode;
  /** The log's name in its messages, e.g. "events" or "changes". */
  noun: string;
}

export function AuditPages<A, E extends { id: number }>({ usePage, pageArg, renderEvent, list: List, listClassName, empty, noun }: AuditPagesProps<A, E>) {
  // The cursor of each page shown, newest first: undefined is the newest page.
  const [cursors, setCursors] = useState<(number | undefined)[]>([undefined]);
  const newest = usePage(pageArg(undefined));
  const oldest = usePage(pageArg(cursors.at(-1)));
  const firstShown = oldest.data?.events[0]?.id;
  return (
    <>
      {newest.isLoading && <p role="status">Loading the audit log…</p>}
      {newest.isError && <MessageBanner kind="error" messages={errorMessages(newest.error, 'We could not load the audit log.')} />}
      {cursors.length > 1 && oldest.isFetching && <p role="status">Loading earlier {noun}…</p>}
      {cursors.length > 1 && oldest.isError && <MessageBanner kind="error" messages={errorMessages(oldest.error, `We could not load the earlier ${noun}.`)} />}
      {oldest.data?.earlier && firstShown !== undefined && (
        <button type="button" className="button button--secondary" onClick={() => setCursors([...cursors, firstShown])}>
          Show earlier {noun}
        </button>
      )}
      {newest.data && newest.data.events.length === 0 && empty}
      {newest.data && newest.data.events.length > 0 && (
        <List className={listClassName}>
          {[...cursors].reverse().map((before) => (
            <AuditPageEvents key={before ?? 'newest'} usePage={usePage} pageArg={pageArg} before={before} focusFirst={before !== undefined && before === cursors.at(-1)} renderEvent={renderEvent} />
          ))}
        </List>
      )}
    </>
  );
}

interface AuditPageEventsProps<A, E> extends Pick<AuditPagesProps<A, E & { id: number }>, 'usePage' | 'pageArg' | 'renderEvent'> {
  before?: number;
  focusFirst: boolean;
}

function AuditPageEvents<A, E extends { id: number }>({ usePage, pageArg, before, focusFirst, renderEvent }: AuditPageEventsProps<A, E>) {
  const page = usePage(pageArg(before));
  const first = useRef<HTMLLIElement>(null);
  const loaded = page.data !== undefined;
  useEffect(() => {
    if (focusFirst && loaded) first.current?.focus();
  }, [focusFirst, loaded]);
  return (
    <>
      {page.data?.events.map((event, index) => (
        <li key={event.id} ref={index === 0 ? first : undefined} tabIndex={index === 0 && before !== undefined ? -1 : undefined}>
          {renderEvent(event)}
        </li>
      ))}
    </>
  );
}
