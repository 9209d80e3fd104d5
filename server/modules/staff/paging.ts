/**
 * A page of a staff list and the list's total in ONE statement: each row carries the total as
 * `count(*) over ()` (the window runs before LIMIT/OFFSET), so the rows and the count share one
 * scan, one plan and one round trip. Only a page past the end, which has no row to carry it,
 * counts apart.
 */
import { sql } from 'drizzle-orm';
import { AUDIT_PAGE_SIZE } from '../../../contract/staff';

/** The column to add to a paged select: the number of rows the whole query matches. */
export const totalColumn = () => sql<number>`count(*) over ()`.mapWith(Number);

/** `page` and `per_page` of a list's query (contract/staff.ts `PageQuery`), with their defaults. */
export function pageOf(query: { page?: number; per_page?: number }): { page: number; perPage: number; offset: number } {
  const page = query.page ?? 1;
  const perPage = query.per_page ?? 50;
  return { page, perPage, offset: (page - 1) * perPage };
}

/** The rows without their total column, and the total (counted by `countAll` only when the page is empty). */
export async function withTotal<R extends { total: number }>(rows: R[], countAll: () => Promise<{ n: number }[]>): Promise<{ rows: Omit<R, 'total'>[]; total: number }> {
  const total = rows.length > 0 ? rows[0].total : Number((await countAll())[0]?.n ?? 0);
  return { rows: rows.map(({ total: _total, ...row }) => row), total };
}


/**
 * An audit log's page from its newest AUDIT_PAGE_SIZE + 1 events, read newest first along
 * (owner id, event id): the page oldest first, and whether older events remain (the extra row).
 * A long history then costs no more to show than a short one.
 */
export function auditPage<R>(newestFirst: R[]): { rows: R[]; earlier: boolean } {
  return { rows: newestFirst.slice(0, AUDIT_PAGE_SIZE).reverse(), earlier: newestFirst.length > AUDIT_PAGE_SIZE };
}
