/** PostgreSQL's SQLSTATE for a row that breaks a unique index or constraint. */
const UNIQUE_VIOLATION = '23505';

/**
 * True when a write broke a unique index or constraint, on either driver: the error itself
 * carries the SQLSTATE, or Drizzle's query error wraps the driver's as its `cause`.
 */
export function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; cause?: { code?: string } } | null | undefined;
  return e?.code === UNIQUE_VIOLATION || e?.cause?.code === UNIQUE_VIOLATION;
}
