/**
 * Payments API (shapes: contract/payments.ts; rules: README.md). The booking routes go through
 * the bookings module's one ownership check (accessBooking): the `token` and `email` headers,
 * another customer's booking answers 404, an admin may pay any booking.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { AuthHeadersSchema } from '../../../contract/auth';
import { ApiErrorSchema } from '../../../contract/errors';
import {
  CreatePaymentBodySchema,
  PaymentResponseSchema,
  PaymentsConfigResponseSchema,
  RefreshPaymentParamsSchema,
  WebhookResponseSchema,
} from '../../../contract/payments';
import { cardBrand } from '../../../contract/payment-rules';
import { badRequest } from '../../lib/errors';
import { currentUser } from '../auth/plugin';
import { bookingDetail, type Viewer } from '../bookings/service';
import { createGateway } from './gateway';
import { handleStripeEvent, makePayment, paymentResult, refreshPayment } from './service';
import { DECLINE_MESSAGES, TEST_CARDS_DECLINE } from './test-gateway';
import { SIGNATURE_TOLERANCE_SECONDS, verifyStripeEvent } from './webhook';

const E = ApiErrorSchema;
const security = [{ token: [], email: [] }];
const tags = ['payments'];
const IdParamsSchema = Type.Object({ id: Type.String({ pattern: '^[1-9][0-9]{0,8}$', description: 'Booking id' }) });

/** A few numbers the test-mode page can suggest. */
const TEST_CARDS = [
  { number: '4242 4242 4242 4242', outcome: 'Payment succeeds' },
  { number: '5555 5555 5555 4444', outcome: 'Payment succeeds' },
  ...Object.entries(TEST_CARDS_DECLINE)
    .filter(([n]) => ['4000000000000002', '4000000000009995', '4000000000000069', '4000000000000127'].includes(n))
    .map(([n, code]) => ({ number: n.replace(/(\d{4})(?=\d)/g, '$1 '), outcome: `Declined: ${DECLINE_MESSAGES[code]}` })),
].map((c) => ({ ...c, brand: cardBrand(c.number.replace(/\s/g, '')) }));

const paymentsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const gateway = createGateway(app.config);

  async function answer(bookingId: number, viewer: Viewer & { isAdmin: boolean }, paymentId: number, clientSecret: string | null) {
    const [detail, payment] = await Promise.all([bookingDetail(app.db, bookingId), paymentResult(app.db, paymentId, gateway, clientSecret)]);
    const failed = payment.status === 'failed';
    return {
      status: failed ? (402 as const) : (200 as const),
      body: {
        success: !failed,
        ...(failed ? { errors: [payment.message ?? DECLINE_MESSAGES.card_declined] } : {}),
        payment,
        ...detail,
        ...(viewer.isAdmin ? { currentBooking: detail } : {}),
      },
    };
  }

  app.get(
    '/payments/config',
    {
      schema: {
        tags,
        summary: 'Which payment gateway is active (the page shows the card form or Stripe’s Payment Element)',
        response: { 200: PaymentsConfigResponseSchema },
      },
    },
    async () => ({
      success: true as const,
      provider: gateway.provider,
      test_mode: gateway.testMode,
      flow: gateway.flow,
      test_cards: gateway.provider === 'test' ? TEST_CARDS : [],
    }),
  );

  app.post(
    '/bookings/bookings/:id/payments',
    {
      preHandler: app.authenticate,
      // Slows card testing: attempts per booking and address (params are parsed before this hook).
      config: { rateLimit: { max: 20, timeWindow: 60_000, keyGenerator: (request) => `pay:${request.ip}:${(request.params as { id?: string }).id ?? ''}` } },
      schema: {
        tags,
        summary: 'Pay a booking (deposit, part or all of the balance)',
        description:
          'Amount: NZD dollars in whole cents, at least minimum_payment (or the whole balance when less), at most balance_remaining. Same idempotency_key -> the same answer, never a second charge. ' +
          'Test gateway (default): send `card`; a declined card answers 402 with the reason in errors and records a failed attempt (nothing paid). ' +
          'Stripe: no card; the answer holds payment.client_secret for the Payment Element, then call …/payments/{paymentId}/refresh (the webhook records it too). ' +
          'A locked booking can still be paid; the conditions must be agreed first.',
        security,
        headers: AuthHeadersSchema,
        params: IdParamsSchema,
        body: CreatePaymentBodySchema,
        response: { 200: PaymentResponseSchema, 400: E, 401: E, 402: PaymentResponseSchema, 404: E, 409: E, 429: E, 502: E },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const id = Number(request.params.id);
      const { paymentId, clientSecret } = await makePayment(app.db, gateway, id, user, request.body);
      const { status, body } = await answer(id, user, paymentId, clientSecret);
      return reply.status(status).send(body);
    },
  );

  app.post(
    '/bookings/bookings/:id/payments/:paymentId/refresh',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: 'Ask the provider for the outcome of a pending payment (after Stripe’s Payment Element confirms it)',
        description: 'Safe to repeat. A test-gateway payment is already final and is returned as it is.',
        security,
        headers: AuthHeadersSchema,
        params: RefreshPaymentParamsSchema,
        response: { 200: PaymentResponseSchema, 400: E, 401: E, 402: PaymentResponseSchema, 404: E, 502: E },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const id = Number(request.params.id);
      const paymentId = Number(request.params.paymentId);
      const { clientSecret } = await refreshPayment(app.db, gateway, id, user, paymentId);
      const { status, body } = await answer(id, user, paymentId, clientSecret);
      return reply.status(status).send(body);
    },
  );

  // The webhook needs the exact bytes Stripe signed: this scope parses JSON as a raw Buffer.
  app.register(async (hook) => {
    hook.removeContentTypeParser('application/json');
    hook.addContentTypeParser('application/json', { parseAs: 'buffer', bodyLimit: 512 * 1024 }, (_request, body, done) => done(null, body));

    hook.post(
      '/payments/stripe/webhook',
      {
        schema: {
          tags,
          summary: 'Stripe webhook: payment_intent.succeeded / payment_failed / canceled',
          description:
            `Verified by the stripe package's constructEvent with the Stripe-Signature header and STRIPE_WEBHOOK_SECRET (HMAC-SHA256 of the raw body; a timestamp older than ${SIGNATURE_TOLERANCE_SECONDS / 60} minutes is refused); anything else answers 400. ` +
            'Replays and out-of-order events are harmless: a payment is recorded once and a succeeded one never becomes failed.',
          headers: Type.Object({ 'stripe-signature': Type.Optional(Type.String({ maxLength: 2000 })) }),
          response: { 200: WebhookResponseSchema, 400: E },
        },
      },
      async (request) => {
        const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        const header = request.headers['stripe-signature'];
        const verified = verifyStripeEvent(raw, typeof header === 'string' ? header : undefined, app.config.stripeWebhookSecret);
        if (!verified.ok) throw badRequest(verified.reason);
        const handled = await handleStripeEvent(app.db, verified.event);
        return { success: true as const, received: true as const, handled };
      },
    );
  });
};

export default paymentsRoutes;
