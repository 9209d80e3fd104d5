/**
 * Input hygiene for every API route (registered once for the /api scope in app.ts).
 *
 * PostgreSQL text cannot hold the NUL character (a string with "\u0000" reached the database as
 * an error: a 500 that logged the query's parameters), and no field of ours has a use for the
 * other C0 control characters or DEL. A request whose JSON body, query string or path
 * parameters (values or keys) contain one answers 400 in the one error shape, before
 * validation, before any handler and before anything is logged. Tab, line feed and carriage
 * return stay allowed (multi-line fields such as medical conditions).
 *
 * Bodies that are not parsed JSON (the Stripe webhook's raw Buffer, a form page's ignored body)
 * are left to their route.
 */
import type { FastifyRequest } from 'fastify';
import { badRequest } from './errors';

/** C0 controls except tab (09), line feed (0A) and carriage return (0D), and DEL (7F). */
// eslint-disable-next-line no-control-regex
export const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

export const CONTROL_CHARACTER_MESSAGE = 'The request contains a control character (such as NUL), which is not allowed.';

const MAX_DEPTH = 64;

/** The path of the first string (value or key) holding a control character, or null. */
export function findControlCharacter(value: unknown, path: (string | number)[] = [], depth = 0): (string | number)[] | null {
  if (typeof value === 'string') return CONTROL_CHARACTER.test(value) ? path : null;
  if (value === null || typeof value !== 'object' || depth > MAX_DEPTH) return null;
  if (Buffer.isBuffer(value) || ArrayBuffer.isView(value)) return null;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = findControlCharacter(value[i], [...path, i], depth + 1);
      if (found) return found;
    }
    return null;
  }
  for (const [key, child] of Object.entries(value)) {
    if (CONTROL_CHARACTER.test(key)) return [...path, key];
    const found = findControlCharacter(child, [...path, key], depth + 1);
    if (found) return found;
  }
  return null;
}

// Only field names made of plain characters are echoed back (never a value, never a key that
// could carry anything else).
const SAFE_SEGMENT = /^[A-Za-z0-9_/-]{1,60}$/;

function describe(where: string, path: (string | number)[]): string {
  const last = path[path.length - 1];
  if (path.length > 0 && path.length <= 8 && path.every((p) => typeof p === 'number' || SAFE_SEGMENT.test(p)) && typeof last === 'string' && !CONTROL_CHARACTER.test(last)) {
    return `${CONTROL_CHARACTER_MESSAGE.replace(/\.$/, '')} (${where} ${path.join('.')}).`;
  }
  return CONTROL_CHARACTER_MESSAGE;
}

/** preValidation hook: 400 when the body, query or params hold a control character. */
export async function rejectControlCharacters(request: FastifyRequest): Promise<void> {
  for (const [where, value] of [
    ['field', request.body],
    ['query parameter', request.query],
    ['path parameter', request.params],
  ] as const) {
    const found = findControlCharacter(value);
    if (found) throw badRequest(describe(where, found));
  }
}
