/**
 * The first reads of a signed-in page, started by an inline head script (EarlyReads in
 * features/account) while the HTML is still being parsed, rather than after the page's scripts
 * have downloaded and hydrated (issue 22: on a mobile load the booking pages' first API calls
 * left 0.6–0.75 s in, and the booking in full waits for them, SPEC 4.3). `request` takes each
 * answer once, for the same session, while it is fresh; every other call, and any early read
 * that failed, goes to the network as before.
 *
 * Which reads: the signed-in user (`users/me`, read on every page with a session); on the
 * booking pages the one the guard starts with, the customer's booking list (SPEC 4.3 step 2),
 * and beside it the booking the address names, which the guard fetches in full once the list
 * holds it (step 5: started together, the second read no longer waits for the first and for the
 * page's scripts); for the receipt the booking alone; on the account home, whose cards are that
 * list; on the staff area's home, for a session that says it is staff, the dashboard (the server
 * still refuses it to anyone else). Nothing a page would not ask for anyway: a booking the list
 * does not hold is never taken, and its answer (the server's 404 for someone else's) goes stale
 * unread.
 */

export interface EarlyAnswer {
  status: number;
  ok: boolean;
  text: string;
}

interface EarlyRead {
  token: string;
  at: number;
  answer: Promise<EarlyAnswer | null>;
}

declare global {
  interface Window {
    __keaEarly?: Record<string, EarlyRead>;
  }
}

/** An early answer older than this is not used: the page asked late, and asks afresh. */
export const EARLY_FRESH_MS = 15_000;

/** The early answer to a GET of `path` for the session holding `token`, once; null when there is none to use. */
export function takeEarly(path: string, token: string, now = Date.now()): Promise<EarlyAnswer | null> | null {
  if (typeof window === 'undefined') return null;
  const reads = window.__keaEarly;
  const read = reads?.[path];
  if (!reads || !read) return null;
  delete reads[path];
  return read.token === token && now - read.at <= EARLY_FRESH_MS ? read.answer : null;
}

/**
 * Drops every early answer not yet taken. Called before any write: an early answer tells the
 * state before it, and a page that reads again after its write (a payment, a change of dates)
 * must see the new state, not a read its head script started before (one the page had not
 * needed on its first draw would otherwise answer that later read).
 */
export function dropEarly(): void {
  if (typeof window !== 'undefined' && window.__keaEarly) window.__keaEarly = {};
}
