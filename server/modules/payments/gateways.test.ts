/**
 * Pure parts: webhook verification through the stripe package, the client's endpoint, the test
 * gateway's decisions, Stripe intent mapping.
 */
import Stripe from 'stripe';
import { decideTestCharge, TEST_CARDS_SUCCEED } from './test-gateway';
import { intentOutcome } from './stripe-gateway';
import { stripeEndpoint } from './stripe-client';
import { SIGNATURE_TOLERANCE_SECONDS, verifyStripeEvent } from './webhook';
import { createGateway } from './gateway';
import { luhnValid } from '../../../contract/payment-rules';

describe('verifyStripeEvent', () => {
  const secret = 'whsec_abc';
  const payload = '{"id":"evt_1","object":"event","type":"payment_intent.succeeded","data":{"object":{"id":"pi_1"}}}';
  const body = Buffer.from(payload);
  const now = 1_732_250_000;
  const sign = (timestamp = now, key = secret, signed = payload) => Stripe.webhooks.generateTestHeaderString({ payload: signed, secret: key, timestamp });
  const at = (seconds: number) => seconds * 1000;

  it('accepts the header Stripe would send and hands back the event, also among several v1 signatures (secret rotation)', () => {
    expect(verifyStripeEvent(body, sign(), secret, at(now))).toEqual({ ok: true, event: JSON.parse(payload) });
    const rotated = `${sign(now, 'whsec_old')},v1=${sign().split('v1=')[1]}`;
    expect(verifyStripeEvent(body, rotated, secret, at(now)).ok).toBe(true);
  });

  it('is HMAC-SHA256 hex of `${t}.${raw body}`, as Stripe documents it', () => {
    const expected = require('node:crypto').createHmac('sha256', secret).update(`${now}.${payload}`).digest('hex');
    expect(verifyStripeEvent(body, `t=${now},v1=${expected}`, secret, at(now)).ok).toBe(true);
  });

  it('refuses a stale timestamp: older than the 5-minute tolerance', () => {
    expect(SIGNATURE_TOLERANCE_SECONDS).toBe(300);
    expect(verifyStripeEvent(body, sign(), secret, at(now + 299)).ok).toBe(true);
    const stale = verifyStripeEvent(body, sign(), secret, at(now + 301));
    expect(stale).toEqual({ ok: false, reason: 'Invalid Stripe signature: Timestamp outside the tolerance zone' });
  });

  it('refuses a bad signature: another body, another secret, a forged or malformed header, and an unset secret', () => {
    const refused = (result: ReturnType<typeof verifyStripeEvent>) => expect(result.ok).toBe(false);
    refused(verifyStripeEvent(Buffer.from(`${payload} `), sign(), secret, at(now)));
    refused(verifyStripeEvent(body, sign(now, 'whsec_other'), secret, at(now)));
    refused(verifyStripeEvent(body, `t=${now},v1=${'0'.repeat(64)}`, secret, at(now)));
    refused(verifyStripeEvent(body, undefined, secret, at(now)));
    refused(verifyStripeEvent(body, 't=abc,v1=', secret, at(now)));
    refused(verifyStripeEvent(body, `v0=${sign().split('v1=')[1]},t=${now}`, secret, at(now)));
    refused(verifyStripeEvent(body, sign(), '', at(now)));
    expect(verifyStripeEvent(body, sign(now, 'whsec_other'), secret, at(now))).toEqual({
      ok: false,
      reason: 'Invalid Stripe signature: No signatures found matching the expected signature for payload. Are you passing the raw request body you received from Stripe?',
    });
  });

  it('refuses a correctly signed body that is not an event', () => {
    const notJson = 'not json';
    expect(verifyStripeEvent(Buffer.from(notJson), sign(now, secret, notJson), secret, at(now))).toEqual({ ok: false, reason: 'The request body is not a Stripe event.' });
  });
});

describe('stripeEndpoint', () => {
  it('splits STRIPE_API_BASE into the package’s host, port and protocol', () => {
    expect(stripeEndpoint('https://api.stripe.com')).toEqual({ host: 'api.stripe.com', port: 443, protocol: 'https' });
    expect(stripeEndpoint('http://127.0.0.1:12111/')).toEqual({ host: '127.0.0.1', port: 12111, protocol: 'http' });
  });

  it('refuses a base the package could not honour (a path, another scheme)', () => {
    expect(() => stripeEndpoint('https://proxy.example/stripe')).toThrow(/without a path/);
    expect(() => stripeEndpoint('ftp://api.stripe.com')).toThrow(/http\(s\) origin/);
  });
});

describe('the embedded test gateway', () => {
  const today = '2026-11-22';
  const card = (number: string, expiry = '12/34', cvc = '123') => ({ number, expiry, cvc, name: 'A' });

  it('every published success number is Luhn valid and succeeds, with brand and last 4', () => {
    for (const number of TEST_CARDS_SUCCEED) {
      expect(luhnValid(number)).toBe(true);
      const cvc = number.startsWith('3') && /^3[47]/.test(number) ? '1234' : '123';
      const outcome = decideTestCharge(card(number, '12/34', cvc), 9900, today);
      expect(outcome).toMatchObject({ status: 'succeeded', amountCents: 9900, card: { last4: number.slice(-4), expMonth: 12, expYear: 2034 } });
    }
    expect(decideTestCharge(card('5555 5555 5555 4444'), 100, today)).toMatchObject({ card: { brand: 'mastercard' } });
    expect(decideTestCharge(card('3782 822463 10005', '12/34', '1234'), 100, today)).toMatchObject({ card: { brand: 'amex' } });
  });

  it.each([
    ['4000000000000002', 'card_declined'],
    ['4000000000009995', 'insufficient_funds'],
    ['4000000000000069', 'expired_card'],
    ['4000000000000127', 'incorrect_cvc'],
    ['4000000000000119', 'processing_error'],
    ['4000000000009987', 'card_declined'],
  ])('declines %s with %s', (number, code) => {
    expect(decideTestCharge(card(number), 100, today)).toMatchObject({ status: 'failed', code, reference: expect.stringMatching(/^test_pi_/) });
  });

  it('gives every attempt its own reference', () => {
    const a = decideTestCharge(card('4242424242424242'), 100, today);
    const b = decideTestCharge(card('4242424242424242'), 100, today);
    expect(a.reference).not.toBe(b.reference);
  });

  it('refuses numbers that are not test cards, and cards past their expiry month', () => {
    expect(decideTestCharge(card('4111111111111111'), 100, today)).toMatchObject({ status: 'failed', code: 'test_mode_live_card' });
    expect(decideTestCharge(card('4242424242424242', '10/26'), 100, today)).toMatchObject({ status: 'failed', code: 'expired_card' });
    expect(decideTestCharge(card('4242424242424242', '11/26'), 100, today)).toMatchObject({ status: 'succeeded' });
  });

  it('is the default; a Stripe key switches to Stripe', () => {
    expect(createGateway({ stripeSecretKey: '', stripeApiBase: '' })).toMatchObject({ provider: 'test', testMode: true, flow: 'card' });
    expect(createGateway({ stripeSecretKey: 'sk_live_x', stripeApiBase: 'https://api.stripe.com' })).toMatchObject({ provider: 'stripe', testMode: false, flow: 'client' });
  });
});

describe('intentOutcome', () => {
  const base = { id: 'pi_1', amount: 9900, status: 'requires_payment_method', client_secret: 'pi_1_secret_x' };
  it('maps Stripe intent states to ours', () => {
    expect(intentOutcome(base)).toMatchObject({ status: 'pending', clientSecret: 'pi_1_secret_x' });
    expect(intentOutcome({ ...base, status: 'processing' })).toMatchObject({ status: 'pending' });
    expect(intentOutcome({ ...base, status: 'succeeded', amount_received: 9900 })).toMatchObject({ status: 'succeeded', amountCents: 9900, card: null });
    expect(intentOutcome({ ...base, status: 'canceled' })).toMatchObject({ status: 'failed', code: 'canceled' });
    expect(intentOutcome({ ...base, last_payment_error: { code: 'card_declined', decline_code: 'stolen_card', message: 'Your card was declined.' } })).toMatchObject({
      status: 'failed',
      message: 'Your card was declined. Please try another card or contact your bank.',
    });
  });
});
