/**
 * Paging of the staff lists. A list reads its page and its count apart, not in one statement with
 * `count(*) over ()`: the window makes the database join and sort every matching row before it
 * can return a page, so each page cost as much as the whole history. The page then walks an index
 * in the list's order and stops at the page; a list that grows with the years (bookings, leads)
 * counts up to LIST_COUNT_LIMIT + 1 and says "more than" past it.
 */
import { count } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import { AUDIT_PAGE_SIZE, LIST_COUNT_LIMIT } from '../../../contract/staff';
import type { DbOrTx } from '../auth/sessions';

/** How many rows `matching` selects, counting no further than one past LIST_COUNT_LIMIT. */
export function countUpToLimit(db: DbOrTx, matching: PgSelect) {
  return db.select({ n: count() }).from(matching.limit(LIST_COUNT_LIMIT + 1).as('matching'));
}

/** The list's `total` and `total_capped` from countUpToLimit's answer. */
export function cappedTotal([{ n }]: { n: number }[]): { total: number; total_capped: boolean } {
  return { total: Math.min(n, LIST_COUNT_LIMIT), total_capped: n > LIST_COUNT_LIMIT };
}

/** `page` and `per_page` of a list's query (contract/staff.ts `PageQuery`), with their defaults. */
export function pageOf(query: { page?: number; per_page?: number }): { page: number; perPage: number; offset: number } {
  const page = query.page ?? 1;
  const perPage = query.per_page ?? 50;
  return { page, perPage, offset: (page - 1) * perPage };
}

/**
 * An audit log's page from its newest AUDIT_PAGE_SIZE + 1 events, read newest first along
 * (owner id, event id): the page oldest first, and whether older events remain (the extra row).
 * A long history then costs no more to show than a short one.
 */
export function auditPage<R>(newestFirst: R[]): { rows: R[]; earlier: boolean } {
  return { rows: newestFirst.slice(0, AUDIT_PAGE_SIZE).reverse(), earlier: newestFirst.length > AUDIT_PAGE_SIZE };
}
