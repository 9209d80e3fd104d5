/**
 * A local stand-in for api.stripe.com in tests: the `stripe` package is pointed at it with its
 * host, port and protocol options (STRIPE_API_BASE=http://127.0.0.1:<port>). It answers as
 * Stripe does to what the package sends: form-encoded bodies, the `Stripe-Version` header
 * (refused when missing, since Stripe would then answer in the account's default version, which
 * these answers cannot vouch for), `Idempotency-Key` (the same key replays the first answer, with
 * `Idempotent-Replayed: true`) and `expand[]`. Its answers are Stripe objects recorded in test
 * mode (ids and secrets replaced) and trimmed; the fields we read have not changed between the
 * 2024-06-20 recording and the pinned version. It records every request so tests can check what
 * was sent. No live calls.
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

/** An intent as the fake keeps it: its charge is stored expanded and collapsed to its id unless asked for. */
export type FakeIntent = Omit<StripeIntent, 'latest_charge'> & { latest_charge: Record<string, unknown> | null } & Record<string, unknown>;

export interface FakeStripe {
  url: string;
  requests: RecordedRequest[];
  intents: Map<string, FakeIntent>;
  /** Answer the next n requests with a 500 (Stripe down; the package retries these). */
  failNext(n: number): void;
  /** Moves an intent on as the browser's confirmation would. */
  succeed(id: string): void;
  decline(id: string): void;
  close(): Promise<void>;
}

type Answer = { status: number; body: unknown };
const error = (status: number, type: string, message: string, code?: string): Answer => ({ status, body: { error: { type, message, ...(code ? { code } : {}) } } });

/** GET /v1/payment_intents/{id}: `latest_charge` is the charge's id unless `expand[]` names it. */
function withCharge(intent: FakeIntent, expand: string[]): FakeIntent | Record<string, unknown> {
  const charge = intent.latest_charge;
  if (!charge || expand.includes('latest_charge')) return intent;
  return { ...intent, latest_charge: charge.id };
}

export async function startFakeStripe(): Promise<FakeStripe> {
  const requests: RecordedRequest[] = [];
  const intents = new Map<string, FakeIntent>();
  const replays = new Map<string, Answer>();
  let failures = 0;
  let counter = 0;

  function createIntent(form: URLSearchParams): Answer {
    counter++;
    const id = `pi_3QRecorded${String(counter).padStart(7, '0')}`;
    const intent: FakeIntent = {
      ...RECORDED_CREATED_INTENT,
      id,
      client_secret: `${id}_secret_Recorded${counter}`,
      amount: Number(form.get('amount')),
      currency: form.get('currency') ?? 'nzd',
      description: form.get('description') ?? '',
      metadata: { booking_id: form.get('metadata[booking_id]') ?? '', payment_id: form.get('metadata[payment_id]') ?? '' },
    };
    intents.set(id, intent);
    return { status: 200, body: intent };
  }

  function createRefund(form: URLSearchParams): Answer {
    const intent = intents.get(form.get('payment_intent') ?? '');
    if (!intent) return error(400, 'invalid_request_error', `No such payment_intent: '${form.get('payment_intent')}'`, 'resource_missing');
    counter++;
    // Shaped as Stripe's refund object, trimmed to what we read.
    const refund = { id: `re_3QRecorded${String(counter).padStart(7, '0')}`, object: 'refund', amount: Number(form.get('amount')), currency: 'nzd', payment_intent: intent.id, status: 'succeeded' };
    return { status: 200, body: refund };
  }

  function answer(method: string, url: URL, headers: http.IncomingHttpHeaders, form: URLSearchParams): Answer {
    if (failures > 0) {
      failures--;
      return error(500, 'api_error', 'An unknown error occurred');
    }
    if (headers.authorization !== 'Bearer sk_test_fake') return error(401, 'invalid_request_error', 'Invalid API Key provided');
    if (typeof headers['stripe-version'] !== 'string') return error(400, 'invalid_request_error', 'This fake answers only requests that pin an API version (Stripe-Version).');
    if (method === 'POST') {
      if (!headers['content-type']?.startsWith('application/x-www-form-urlencoded')) return error(400, 'invalid_request_error', 'Stripe takes form-encoded bodies.');
      // Stripe replays the first answer to a key (for 24 hours) instead of doing the work again.
      const key = headers['idempotency-key'];
      const replayKey = typeof key === 'string' ? `${url.pathname} ${key}` : null;
      if (replayKey && replays.has(replayKey)) return replays.get(replayKey)!;
      let result: Answer | null = null;
      if (url.pathname === '/v1/payment_intents') result = createIntent(form);
      else if (url.pathname === '/v1/refunds') result = createRefund(form);
      if (result) {
        if (replayKey && result.status < 500) replays.set(replayKey, result);
        return result;
      }
    }
    const m = /^\/v1\/payment_intents\/(pi_[A-Za-z0-9]+)$/.exec(url.pathname);
    if (method === 'GET' && m) {
      const intent = intents.get(m[1]);
      if (!intent) return error(404, 'invalid_request_error', `No such payment_intent: '${m[1]}'`, 'resource_missing');
      const expand = [...url.searchParams].filter(([k]) => /^expand\[\d*\]$/.test(k)).map(([, v]) => v);
      return { status: 200, body: withCharge(intent, expand) };
    }
    return error(404, 'invalid_request_error', 'Unrecognized request URL');
  }

  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => (raw += chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://localhost');
      const form = new URLSearchParams(raw);
      const method = req.method ?? 'GET';
      requests.push({ method, path: `${url.pathname}${url.search}`, headers: req.headers, form });
      const key = req.headers['idempotency-key'];
      const replayed = method === 'POST' && typeof key === 'string' && replays.has(`${url.pathname} ${key}`);
      const { status, body } = answer(method, url, req.headers, form);
      res.writeHead(status, {
        'Content-Type': 'application/json',
        'Request-Id': `req_${requests.length}`,
        ...(typeof req.headers['stripe-version'] === 'string' ? { 'Stripe-Version': req.headers['stripe-version'] } : {}),
        ...(replayed ? { 'Idempotent-Replayed': 'true' } : {}),
      });
      res.end(JSON.stringify(body));
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
