/**
 * One error shape for every failure: `{ "success": false, "errors": ["message", ...] }`.
 * 4xx errors say what was wrong; 5xx errors never leak details or stack traces.
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ApiError } from '../../contract/errors';
import { applySecurityHeaders } from './security-headers';


/** A failure the caller can act on; thrown by services, rendered by the error handler. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly errors: string[],
    /** Sent as Retry-After (seconds) with a 429 or 503 the caller should retry. */
    readonly retryAfterSeconds?: number,
  ) {
    super(errors.join('; '));
    this.name = 'HttpError';
  }
}

export const badRequest = (...errors: string[]) => new HttpError(400, errors);
export const unauthorized = (...errors: string[]) => new HttpError(401, errors.length ? errors : ['Please sign in to continue.']);
export const forbidden = (...errors: string[]) => new HttpError(403, errors);
export const notFound = (...errors: string[]) => new HttpError(404, errors.length ? errors : ['Not found.']);
export const conflict = (...errors: string[]) => new HttpError(409, errors);
export const tooManyRequests = (...errors: string[]) => new HttpError(429, errors);

export function sendError(reply: FastifyReply, statusCode: number, errors: string[]) {
  const body: ApiError = { success: false, errors };
  return reply.status(statusCode).send(body);
}

/** One schema violation, as Ajv (the routes' validator) and TypeBox's compiled checks both report it. */
export interface ValidationIssue {
  instancePath: string;
  schemaPath?: string;
  keyword: string;
  params?: object;
  message?: string;
}

const names = (value: unknown): string[] => (typeof value === 'string' ? [value] : Array.isArray(value) ? value.filter((v) => typeof v === 'string') : []);

/**
 * The messages for the issues of one part of a request (`body`, `querystring`...): one line per
 * missing or unexpected property ("body.email is required", "body.x is not allowed"), otherwise
 * the validator's message after the path. Ajv names one property per issue, TypeBox lists them.
 */
export function issueMessages(part: string, issues: readonly ValidationIssue[]): string[] {
  return issues.flatMap((issue) => {
    const where = issue.instancePath ? `${part}${issue.instancePath.replace(/\//g, '.')}` : part;
    const params = (issue.params ?? {}) as Record<string, unknown>;
    if (issue.keyword === 'required') {
      const missing = [...names(params.missingProperty), ...names(params.requiredProperties)];
      if (missing.length) return missing.map((name) => `${where}.${name} is required`);
    }
    if (issue.keyword === 'additionalProperties') {
      const extra = [...names(params.additionalProperty), ...names(params.additionalProperties)];
      if (extra.length) return extra.map((name) => `${where}.${name} is not allowed`);
    }
    // TypeBox also reports each extra property as failing `additionalProperties: false`; said above.
    if (issue.keyword === 'boolean' && issue.schemaPath?.endsWith('/additionalProperties')) return [];
    return [`${where} ${issue.message ?? 'is invalid'}`];
  });
}

export const SERVICE_UNAVAILABLE = 'The service is briefly unavailable. Please try again in a moment.';

// SQLSTATE classes and codes that mean "the server is not there right now", not "your query is
// wrong": connection exceptions (08), operator intervention (57P01 admin shutdown, 57P02 crash
// shutdown, 57P03 cannot connect now), too many connections (53300).
const UNAVAILABLE_SQLSTATES = /^(08...|57P0[1-3]|53300)$/;
const UNAVAILABLE_SOCKET = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);
const UNAVAILABLE_MESSAGE = /Connection terminated|connection error and is not queryable|timeout exceeded when trying to connect|not currently accepting connections|the database system is (starting up|shutting down|in recovery mode)/i;

/** True when an error (or one it wraps, as Drizzle's DrizzleQueryError does) says the database cannot be reached. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e = error as { code?: unknown; message?: unknown; cause?: unknown } | undefined, depth = 0; e && depth < 5; e = e.cause as typeof e, depth++) {
    const code = typeof e.code === 'string' ? e.code : '';
    if (UNAVAILABLE_SQLSTATES.test(code) || UNAVAILABLE_SOCKET.has(code)) return true;
    if (typeof e.message === 'string' && UNAVAILABLE_MESSAGE.test(e.message)) return true;
  }
  return false;
}

/**
 * Where `value` holds a number that is not finite (`part.a.b`), or null. JSON carries none, so
 * one in a validated body or query came from Ajv's coercion: '1e400' passes an integer schema
 * as Infinity, bounds and all, and the database would refuse it with a 500.
 */
export function nonFinitePath(value: unknown, part: string): string | null {
  // A stack of its own, not recursion: a body may be nested thousands deep.
  const pending: [unknown, string][] = [[value, part]];
  while (pending.length) {
    const [inner, where] = pending.pop()!;
    if (typeof inner === 'number') {
      if (!Number.isFinite(inner)) return where;
    } else if (inner !== null && typeof inner === 'object' && !ArrayBuffer.isView(inner)) {
      // (A raw body, a webhook's bytes, holds no coerced number.)
      for (const [key, nested] of Object.entries(inner).reverse()) pending.push([nested, `${where}.${key}`]);
    }
  }
  return null;
}

export function registerErrorHandling(app: FastifyInstance) {
  // After validation (and its coercion), before any route's own preHandler.
  app.addHook('preHandler', async (request) => {
    const where = nonFinitePath(request.body, 'body') ?? nonFinitePath(request.query, 'querystring');
    if (where) throw badRequest(`${where} must be a finite number`);
  });
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      if (error.retryAfterSeconds !== undefined) reply.header('retry-after', String(error.retryAfterSeconds));
      return sendError(reply, error.statusCode, error.errors);
    }
    if (error.validation) return sendError(reply, 400, issueMessages(error.validationContext ?? 'request', error.validation));
    const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status >= 400 && status < 500) {
      // Fastify's own client errors (bad JSON, body too large, wrong content type...).
      return sendError(reply, status, [clientErrorMessage(error)]);
    }
    if (isDatabaseUnavailable(error)) {
      // The database is restarting or unreachable: a temporary state the caller can retry.
      request.log.error({ err: error }, 'database unavailable');
      reply.header('retry-after', '5');
      return sendError(reply, 503, [SERVICE_UNAVAILABLE]);
    }
    // The logger's `err` serializer (lib/log-safety.ts) keeps type, code, message and stack, without
    // a failed query's values or any email; the request body is never logged.
    request.log.error({ err: error }, 'request failed');
    return sendError(reply, 500, ['Something went wrong on our side. Please try again in a moment.']);
  });

  app.setNotFoundHandler((request, reply) => sendError(reply, 404, [`No such endpoint: ${request.method} ${request.url.split('?')[0]}`]));
}

/**
 * Fastify's `frameworkErrors`: failures the router meets before any route or hook (a URL whose
 * percent-encoding is broken, a path parameter over maxParamLength). Without it Fastify answers
 * its own `{ error, code, message }` body, outside the one error shape and without our headers.
 */
export function frameworkErrorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  // The app's onSend hooks do not run for these replies.
  applySecurityHeaders(request, reply);
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') return sendError(reply, 414, ['The address is too long.']);
  if (error.code === 'FST_ERR_BAD_URL') return sendError(reply, 400, ['The address is not valid.']);
  return sendError(reply, 400, ['The request could not be understood.']);
}

function clientErrorMessage(error: FastifyError): string {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'The request body is not valid JSON.';
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'The request body is too large.';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'Unsupported content type; send JSON.';
    default:
      return error.message.replace(/\n[\s\S]*/, '');
  }
}
