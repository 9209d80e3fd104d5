/**
 * Pure parts: the webhook signature check, the test gateway's decisions, Stripe intent mapping.
 */
import { decideTestCharge, TEST_CARDS_SUCCEED } from './test-gateway';
import { intentOutcome } from './stripe-gateway';
import { signPayload, verifyStripeSignature } from './webhook';
import { createGateway } from './gateway';
import { luhnValid } from '../../../contract/payment-rules';

describe('verifyStripeSignature', () => {
  const secret = 'whsec_abc';
  const body = Buffer.from('{"id":"evt_1","type":"payment_intent.succeeded"}');
  const now = 1_732_250_000;

  it('accepts the header Stripe would send, also among several v1 signatures (secret rotation)', () => {
    const header = signPayload(body, secret, now);
    expect(verifyStripeSignature(body, header, secret, now)).toEqual({ ok: true });
    const rotated = `${signPayload(body, 'whsec_old', now)},v1=${header.split('v1=')[1]}`;
    expect(verifyStripeSignature(body, rotated, secret, now)).toEqual({ ok: true });
  });

  it('matches Stripe’s documented construction: HMAC-SHA256 hex of `${t}.${body}`', () => {
    const expected = require('node:crypto').createHmac('sha256', secret).update(`${now}.${body.toString()}`).digest('hex');
    expect(signPayload(body, secret, now)).toBe(`t=${now},v1=${expected}`);
  });

  it('refuses outside the 5-minute tolerance, either way', () => {
    const header = signPayload(body, secret, now);
    expect(verifyStripeSignature(body, header, secret, now + 301).ok).toBe(false);
    expect(verifyStripeSignature(body, header, secret, now - 301).ok).toBe(false);
    expect(verifyStripeSignature(body, header, secret, now + 299).ok).toBe(true);
  });

  it('refuses another body, another secret, a missing or malformed header, and an unset secret', () => {
    const header = signPayload(body, secret, now);
    expect(verifyStripeSignature(Buffer.from(`${body} `), header, secret, now).ok).toBe(false);
    expect(verifyStripeSignature(body, header, 'whsec_other', now).ok).toBe(false);
    expect(verifyStripeSignature(body, undefined, secret, now).ok).toBe(false);
    expect(verifyStripeSignature(body, 't=abc,v1=', secret, now).ok).toBe(false);
    expect(verifyStripeSignature(body, `v0=${header.split('v1=')[1]},t=${now}`, secret, now).ok).toBe(false);
    expect(verifyStripeSignature(body, header, '', now).ok).toBe(false);
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
