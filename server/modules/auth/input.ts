/**
 * PostgreSQL text cannot hold the NUL character: a JSON body with "\u0000" in a string would
 * reach the database as an error (a 500). This preValidation hook answers 400 instead.
 */
import type { FastifyRequest } from 'fastify';
import { badRequest } from '../../lib/errors';

function hasNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 20 || value === null || typeof value !== 'object') return false;
  if (Array.isArray(value)) return value.some((v) => hasNul(v, depth + 1));
  return Object.entries(value).some(([k, v]) => k.includes('\u0000') || hasNul(v, depth + 1));
}

export async function rejectNulBytes(request: FastifyRequest): Promise<void> {
  if (hasNul(request.body) || hasNul(request.query) || hasNul(request.params)) throw badRequest('The request contains a character that is not allowed (NUL).');
}
