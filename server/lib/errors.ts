/**
 * One error shape for every failure: `{ "success": false, "errors": ["message", ...] }`.
 * 4xx errors say what was wrong; 5xx errors never leak details or stack traces.
 */
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';

export interface ErrorBody {
  success: false;
  errors: string[];
}

/** A failure the caller can act on; thrown by services, rendered by the error handler. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly errors: string[],
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
  const body: ErrorBody = { success: false, errors };
  return reply.status(statusCode).send(body);
}

function validationMessages(error: FastifyError): string[] {
  const context = error.validationContext ?? 'request';
  return (error.validation ?? []).map((issue) => {
    const where = issue.instancePath ? `${context}${issue.instancePath.replace(/\//g, '.')}` : context;
    if (issue.keyword === 'required' && typeof issue.params?.missingProperty === 'string') {
      return `${where}.${issue.params.missingProperty} is required`;
    }
    if (issue.keyword === 'additionalProperties' && typeof issue.params?.additionalProperty === 'string') {
      return `${where}.${issue.params.additionalProperty} is not allowed`;
    }
    return `${where} ${issue.message ?? 'is invalid'}`;
  });
}

export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) return sendError(reply, error.statusCode, error.errors);
    if (error.validation) return sendError(reply, 400, validationMessages(error));
    const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status >= 400 && status < 500) {
      // Fastify's own client errors (bad JSON, body too large, wrong content type...).
      return sendError(reply, status, [clientErrorMessage(error)]);
    }
    request.log.error({ err: error }, 'request failed');
    return sendError(reply, 500, ['Something went wrong on our side. Please try again in a moment.']);
  });

  app.setNotFoundHandler((request, reply) => sendError(reply, 404, [`No such endpoint: ${request.method} ${request.url.split('?')[0]}`]));
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
