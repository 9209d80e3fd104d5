/**
 * Leads (SPEC 7 "CRM lead", ARCHITECTURE "Nothing is lost") and the captcha challenge. A
 * stored lead is forwarded to CRM_LEAD_URL by its 'lead_forward' job on the job worker's next
 * pass (server/modules/jobs), retried with backoff while the CRM is down.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ApiErrorSchema } from '../../../contract/errors';
import { CaptchaChallengeSchema, LeadBodySchema, LeadResponseSchema } from '../../../contract/leads';
import { createCaptchaChallenge, requireCaptcha } from '../../lib/captcha';
import { limitWith } from '../auth/limits';
import { storeLead } from './service';
import { validateLeadBody } from './validate';

const MINUTE = 60 * 1000;

const leadsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/captcha/challenge',
    {
      preHandler: limitWith(app, [{ name: 'captcha-ip', max: 120, timeWindowMs: 15 * MINUTE }]),
      schema: {
        tags: ['leads'],
        summary: 'An ALTCHA proof-of-work challenge for the forms (valid 10 minutes, accepted once)',
        response: { 200: CaptchaChallengeSchema, 429: ApiErrorSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return createCaptchaChallenge(app.config);
    },
  );

  app.post(
    '/third_party/crm_lead',
    {
      preHandler: limitWith(app, [{ name: 'lead-ip', max: 30, timeWindowMs: 60 * MINUTE }]),
      // One schema per lead type, chosen by `type`, for precise messages (see validate.ts).
      validatorCompiler: ({ httpPart }) => (httpPart === 'body' ? validateLeadBody : () => true),
      schema: {
        tags: ['leads'],
        summary: 'Store a sales lead from a form and forward it to the CRM',
        description:
          "SPEC 7's `third_party/{crm lead endpoint}`. The lead is stored before anything else, then forwarded to CRM_LEAD_URL (when set) by a retrying background job. A failed captcha answers 400 'Please complete the captcha check and try again.'",
        body: LeadBodySchema,
        response: { 200: LeadResponseSchema, 400: ApiErrorSchema, 429: ApiErrorSchema },
      },
    },
    async (request) => {
      await requireCaptcha(app.db, app.config, request.body.captcha, { remoteIp: request.ip });
      const leadId = await storeLead(app.db, request.body);
      return { success: true as const, data: { lead_id: leadId } };
    },
  );
};

export default leadsRoutes;
