/**
 * No personal data in logs. Request bodies are never logged (Fastify's request serializer logs
 * method, URL and address only; `req.body` is redacted should anyone add it), the session
 * headers are redacted, and errors are logged through `serializeError`, which keeps what a
 * developer needs (type, code, message, stack) without what a failed query carries: Drizzle's
 * "Failed query: … params: <the values>" and PostgreSQL's `detail` ("Key (email)=(…)"), and
 * with any email address masked.
 */

/** Pino `redact` paths for the app's logger. */
export const LOG_REDACT_PATHS = [
  'req.headers.token',
  'req.headers.email',
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-api-key"]',
  'req.body',
  'res.headers["set-cookie"]',
  'headers.token',
  'headers.email',
  'headers.authorization',
  'headers.cookie',
  'body',
  'email',
];

const EMAIL = /([A-Za-z0-9._%+-])[A-Za-z0-9._%+-]*(@|%40)([A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+)/g;

/** 'jane.doe@example.com' -> 'j***@example.com' (the domain stays: it helps to tell a typo from a bounce). */
export function maskEmail(email: string): string {
  return email.replace(EMAIL, (_, first: string, at: string, domain: string) => `${first}***${at}${domain}`);
}

/**
 * A message safe to log: the query parameters of a failed query dropped (Drizzle's
 * DrizzleQueryError ends its message with "\nparams: <values>"), emails masked.
 */
export function scrubText(text: string): string {
  return maskEmail(text.replace(/(^|\n)params: [\s\S]*$/, '$1params: [redacted]'));
}

/** A stack safe to log: its first lines repeat the message, which is replaced by the scrubbed one. */
function scrubStack(stack: string, message: string | undefined): string {
  if (message && stack.includes(message)) return maskEmail(stack.replace(message, () => scrubText(message)));
  // A stack without its message: drop a params block up to the first frame.
  return maskEmail(stack.replace(/(^|\n)params: [\s\S]*?(?=\n {4}at |$)/, '$1params: [redacted]'));
}

interface ErrorLike {
  name?: unknown;
  message?: unknown;
  stack?: unknown;
  code?: unknown;
  statusCode?: unknown;
  severity?: unknown;
  routine?: unknown;
  cause?: unknown;
}

export interface SafeError {
  type: string;
  message: string;
  stack?: string;
  code?: string;
  statusCode?: number;
  severity?: string;
  routine?: string;
  cause?: SafeError;
}

/**
 * Pino `err` serializer. Keeps type, code, message, stack and the causes' type, code and
 * message; never `detail`, `where`, `parameters`, `params` or any other property an error
 * object may carry (a database error's values, a mail error's recipient).
 */
export function serializeError(error: unknown, depth = 0): SafeError | string {
  if (typeof error === 'string') return scrubText(error);
  if (!error || typeof error !== 'object') return String(error);
  const e = error as ErrorLike;
  const out: SafeError = {
    type: typeof e.name === 'string' ? e.name : (error as object).constructor?.name ?? 'Error',
    message: typeof e.message === 'string' ? scrubText(e.message) : '',
  };
  if (typeof e.stack === 'string') out.stack = scrubStack(e.stack, typeof e.message === 'string' ? e.message : undefined);
  if (typeof e.code === 'string' || typeof e.code === 'number') out.code = String(e.code);
  if (typeof e.statusCode === 'number') out.statusCode = e.statusCode;
  if (typeof e.severity === 'string') out.severity = e.severity;
  if (typeof e.routine === 'string') out.routine = e.routine;
  if (e.cause && depth < 3) {
    const cause = serializeError(e.cause, depth + 1);
    if (typeof cause === 'object') {
      delete cause.stack; // the outer stack is enough
      out.cause = cause;
    }
  }
  return out;
}
