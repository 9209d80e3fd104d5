/**
 * A local stand-in for api.stripe.com in tests (STRIPE_API_BASE points here): it answers with
 * responses recorded from Stripe's test mode (ids and secrets replaced), honours the
 * Idempotency-Key header as Stripe does (same key -> same intent), and records every request
 * so tests can check what we sent. No live calls.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { StripeIntent } from './stripe-gateway';

/** POST /v1/payment_intents, recorded (2024-06-20 API version), trimmed to the fields we read and a few more. */
export const RECORDED_CREATED_INTENT = {
  id: 'pi_3QRecorded0000001',
  object: 'payment_intent',
  amount: 9900,
  amount_capturable: 0,
  amount_received: 0,
  automatic_payment_methods: { allow_redirects: 'always', enabled: true },
  capture_method: 'automatic_async',
  client_secret: 'pi_3QRecorded0000001_secret_Recorded0000001',
  confirmation_method: 'automatic',
  created: 1732250000,
  currency: 'nzd',
  description: 'Booking 1',
  last_payment_error: null,
  latest_charge: null,
  livemode: false,
  metadata: { booking_id: '1', payment_id: '1' },
  payment_method: null,
  payment_method_types: ['card', 'link'],
  status: 'requires_payment_method',
};

/** GET /v1/payment_intents/{id}?expand[]=latest_charge after a successful confirmation, recorded. */
export const RECORDED_SUCCEEDED_CHARGE = {
  id: 'ch_3QRecorded0000001',
  object: 'charge',
  amount: 9900,
  amount_captured: 9900,
  currency: 'nzd',
  paid: true,
  status: 'succeeded',
  payment_method_details: {
    type: 'card',
    card: { brand: 'visa', country: 'US', exp_month: 12, exp_year: 2034, funding: 'credit', last4: '4242', network: 'visa' },
  },
};

/** last_payment_error of a declined confirmation (4000 0000 0000 9995), recorded. */
export const RECORDED_DECLINE = {
  charge: 'ch_3QRecordedDecline',
  code: 'card_declined',
  decline_code: 'insufficient_funds',
  doc_url: 'https://stripe.com/docs/error-codes/card-declined',
  message: 'Your card has insufficient funds.',
  type: 'card_error',
};

export interface RecordedRequest {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  form: URLSearchParams;
}

export interface FakeStripe {
  url: string;
  requests: RecordedRequest[];
  intents: Map<string, StripeIntent & Record<string, unknown>>;
  /** Answer the next n requests with a 500 (Stripe down). */
  failNext(n: number): void;
  /** Moves an intent on as the browser's confirmation would. */
  succeed(id: string): void;
  decline(id: string): void;
  close(): Promise<void>;
}

export async function startFakeStripe(): Promise<FakeStripe> {
  const requests: RecordedRequest[] = [];
  const intents = new Map<string, StripeIntent & Record<string, unknown>>();
  const byKey = new Map<string, string>();
  let failures = 0;
  let counter = 0;

  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => (raw += chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://localhost');
      const form = new URLSearchParams(raw);
      requests.push({ method: req.method ?? 'GET', path: `${url.pathname}${url.search}`, headers: req.headers, form });
      const send = (status: number, body: unknown) => {
        res.writeHead(status, { 'Content-Type': 'application/json', 'Request-Id': `req_${counter}` });
        res.end(JSON.stringify(body));
      };
      if (failures > 0) {
        failures--;
        return send(500, { error: { type: 'api_error', message: 'An unknown error occurred' } });
      }
      if (req.headers.authorization !== 'Bearer sk_test_fake') return send(401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } });
      if (req.method === 'POST' && url.pathname === '/v1/payment_intents') {
        const key = req.headers['idempotency-key'];
        if (typeof key === 'string' && byKey.has(key)) return send(200, intents.get(byKey.get(key)!));
        counter++;
        const id = `pi_3QRecorded${String(counter).padStart(7, '0')}`;
        const intent = {
          ...RECORDED_CREATED_INTENT,
          id,
          client_secret: `${id}_secret_Recorded${counter}`,
          amount: Number(form.get('amount')),
          currency: form.get('currency') ?? 'nzd',
          description: form.get('description') ?? '',
          metadata: { booking_id: form.get('metadata[booking_id]') ?? '', payment_id: form.get('metadata[payment_id]') ?? '' },
        };
        intents.set(id, intent);
        if (typeof key === 'string') byKey.set(key, id);
        return send(200, intent);
      }
      if (req.method === 'POST' && url.pathname === '/v1/refunds') {
        // Shaped as Stripe's refund object (2024-06-20 API version), trimmed to what we read.
        const key = req.headers['idempotency-key'];
        const intent = intents.get(form.get('payment_intent') ?? '');
        if (!intent) return send(404, { error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such payment_intent: '${form.get('payment_intent')}'` } });
        counter++;
        const refund = { id: `re_3QRecorded${String(counter).padStart(7, '0')}`, object: 'refund', amount: Number(form.get('amount')), currency: 'nzd', payment_intent: intent.id, status: 'succeeded' };
        if (typeof key === 'string' && byKey.has(key)) return send(200, { ...refund, id: byKey.get(key) });
        if (typeof key === 'string') byKey.set(key, refund.id);
        return send(200, refund);
      }
      const m = /^\/v1\/payment_intents\/(pi_[A-Za-z0-9]+)$/.exec(url.pathname);
      if (req.method === 'GET' && m) {
        const intent = intents.get(m[1]);
        if (!intent) return send(404, { error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such payment_intent: '${m[1]}'` } });
        return send(200, intent);
      }
      send(404, { error: { type: 'invalid_request_error', message: 'Unrecognized request URL' } });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    intents,
    failNext: (n) => (failures = n),
    succeed(id) {
      const intent = intents.get(id)!;
      intents.set(id, {
        ...intent,
        status: 'succeeded',
        amount_received: intent.amount,
        last_payment_error: null,
        latest_charge: { ...RECORDED_SUCCEEDED_CHARGE, amount: intent.amount, amount_captured: intent.amount },
      });
    },
    decline(id) {
      const intent = intents.get(id)!;
      intents.set(id, { ...intent, status: 'requires_payment_method', last_payment_error: RECORDED_DECLINE });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
