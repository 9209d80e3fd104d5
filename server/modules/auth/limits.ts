/**
 * Brute-force limits for the account routes, built on @fastify/rate-limit's counters
 * (`app.createRateLimit`), so several limits (per IP, per IP + account) apply to one route.
 *
 * The counters live in the store @fastify/rate-limit was registered with in server/app.ts:
 * Redis when REDIS_URL is set (shared by every instance), else this process's memory.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AUTH_MESSAGES } from '../../../contract/auth';
import { tooManyRequests } from '../../lib/errors';
import { hashGate, hashingBusy } from '../../lib/passwords';
import { normaliseEmail } from './sessions';

export interface LimitRule {
  /** Part of the key, so rules do not share counters. */
  name: string;
  max: number;
  timeWindowMs: number;
  /** Extra key material (such as the account email); null skips this rule for the request. */
  by?: (request: FastifyRequest) => string | null;
}

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;

/** The email in a JSON body, normalised, or null. */
export function bodyEmail(field: string) {
  return (request: FastifyRequest): string | null => {
    const value = (request.body as Record<string, unknown> | undefined)?.[field];
    return typeof value === 'string' && value.trim() ? normaliseEmail(value).slice(0, 320) : null;
  };
}

export const LIMITS = {
  signIn: [
    { name: 'sign-in-ip', max: 50, timeWindowMs: 15 * MINUTE },
    { name: 'sign-in-ip-email', max: 10, timeWindowMs: 15 * MINUTE, by: bodyEmail('email') },
  ],
  signUp: [{ name: 'sign-up-ip', max: 20, timeWindowMs: HOUR }],
  socialSignIn: [{ name: 'social-ip', max: 50, timeWindowMs: 15 * MINUTE }],
  resetRequest: [
    { name: 'reset-ip', max: 20, timeWindowMs: HOUR },
    { name: 'reset-email', max: 5, timeWindowMs: HOUR, by: bodyEmail('email') },
  ],
  changePassword: [
    { name: 'password-ip', max: 20, timeWindowMs: 15 * MINUTE },
    { name: 'password-email', max: 10, timeWindowMs: 15 * MINUTE, by: bodyEmail('email') },
  ],
  editAccount: [{ name: 'edit-ip', max: 30, timeWindowMs: 15 * MINUTE }],
} satisfies Record<string, LimitRule[]>;

/**
 * A preHandler (it needs the parsed body) that counts the request against every rule.
 * Clients in `config.rateLimitExemptIps` are not counted.
 */
export function limitWith(app: FastifyInstance, rules: LimitRule[]) {
  const exempt = new Set(app.config.rateLimitExemptIps);
  const checks = rules.map((rule) => ({
    rule,
    check: app.createRateLimit({
      max: rule.max,
      timeWindow: rule.timeWindowMs,
      keyGenerator: (request) => `${rule.name}|${request.ip}|${rule.by?.(request) ?? ''}`,
    }),
  }));
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    if (exempt.has(request.ip)) return;
    for (const { rule, check } of checks) {
      if (rule.by && rule.by(request) === null) continue;
      const result = await check(request);
      if (!result.isAllowed && result.isExceeded) {
        reply.header('retry-after', result.ttlInSeconds);
        throw tooManyRequests(AUTH_MESSAGES.tooMany);
      }
    }
  };
}

/**
 * An onRequest hook for the routes anyone can call that hash a password (sign-in, sign-up, a reset
 * link's new password): while the hash gate is full (lib/passwords.ts) the request is refused with
 * 503 and Retry-After before its body is parsed, its limits counted or its account looked up, and
 * its connection is closed.
 *
 * Why both. Node accepts one new connection per turn of its event loop, and a turn serves every
 * keep-alive connection that has a request waiting. A crowd of 100 keep-alive connections, each
 * refusal costing the limiter's counters and a database lookup (2-3 ms), made every turn last
 * 100-300 ms: other keep-alive requests waited that long, and a new connection waited for seconds
 * behind the crowd's own in the accept queue. Refused cheaply and made to reconnect, the crowd
 * waits for accept like everyone else, one connection a turn, and the turns stay short.
 */
export async function refuseWhileHashingBusy(_request: FastifyRequest, reply: FastifyReply): Promise<void> {
  if (!hashGate.full) return;
  reply.header('connection', 'close');
  throw hashingBusy();
}
