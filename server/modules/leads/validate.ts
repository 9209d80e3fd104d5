/**
 * Validation of a lead body: the `type` picks one of five TypeBox schemas (contract/leads.ts),
 * so errors speak about the fields of that form rather than about a union.
 */
import { FormatRegistry } from '@sinclair/typebox';
import { TypeCompiler } from '@sinclair/typebox/compiler';
import { LEAD_SCHEMAS, LEAD_TYPES, type LeadBody, type LeadType } from '../../../contract/leads';
import { HttpError } from '../../lib/errors';

if (!FormatRegistry.Has('email')) FormatRegistry.Set('email', (v) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v));

const checkers = Object.fromEntries(LEAD_TYPES.map((t) => [t, TypeCompiler.Compile(LEAD_SCHEMAS[t])])) as Record<LeadType, ReturnType<typeof TypeCompiler.Compile>>;

/** The messages for an invalid body, or [] when it is a valid lead. */
export function leadBodyErrors(body: unknown): string[] {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return ['body must be a JSON object'];
  const type = (body as { type?: unknown }).type;
  if (typeof type !== 'string' || !(LEAD_TYPES as readonly string[]).includes(type)) return [`body.type must be one of: ${LEAD_TYPES.join(', ')}`];
  const checker = checkers[type as LeadType];
  if (checker.Check(body)) return [];
  const messages: string[] = [];
  for (const error of checker.Errors(body)) {
    const where = `body${error.path.replace(/\//g, '.')}`;
    const message = error.schema && 'const' in error.schema ? 'is invalid' : error.message.toLowerCase();
    const line = `${where} ${message}`;
    if (!messages.includes(line)) messages.push(line);
    if (messages.length >= 10) break;
  }
  return messages;
}

/** A Fastify validator for the route's body: 400 with the messages, never a 500. */
export function validateLeadBody(body: unknown): { value: LeadBody } | { error: Error } {
  const errors = leadBodyErrors(body);
  if (errors.length) return { error: new HttpError(400, errors) };
  return { value: body as LeadBody };
}
