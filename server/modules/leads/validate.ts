/**
 * Validation of a lead body: the `type` picks one of five TypeBox schemas (contract/leads.ts),
 * so errors speak about the fields of that form rather than about a union. The messages read
 * like every other route's (lib/errors.ts issueMessages).
 */
import { Compile, type Validator } from 'typebox/compile';
import { LEAD_SCHEMAS, LEAD_TYPES, type LeadBody, type LeadType } from '../../../contract/leads';
import { HttpError, issueMessages } from '../../lib/errors';

const MAX_MESSAGES = 10;
const checkers = Object.fromEntries(LEAD_TYPES.map((t) => [t, Compile(LEAD_SCHEMAS[t])])) as Record<LeadType, Validator>;

/** The messages for an invalid body, or [] when it is a valid lead. */
export function leadBodyErrors(body: unknown): string[] {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return ['body must be a JSON object'];
  const type = (body as { type?: unknown }).type;
  if (typeof type !== 'string' || !(LEAD_TYPES as readonly string[]).includes(type)) return [`body.type must be one of: ${LEAD_TYPES.join(', ')}`];
  const checker = checkers[type as LeadType];
  if (checker.Check(body)) return [];
  return [...new Set(issueMessages('body', checker.Errors(body)))].slice(0, MAX_MESSAGES);
}

/** A Fastify validator for the route's body: 400 with the messages, never a 500. */
export function validateLeadBody(body: unknown): { value: LeadBody } | { error: Error } {
  const errors = leadBodyErrors(body);
  if (errors.length) return { error: new HttpError(400, errors) };
  return { value: body as LeadBody };
}
