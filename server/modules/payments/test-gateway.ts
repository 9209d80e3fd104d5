/**
 * The embedded test gateway (the default when no Stripe key is set). TEST MODE: no real money
 * moves. It behaves like Stripe's test mode: its published test card numbers succeed, its
 * decline numbers fail with the same codes, and any other number is refused, so a real card
 * typed in by mistake is never "charged". The number and CVC are used for this decision only
 * and never stored or logged; the payment keeps brand, last four digits and expiry.
 */
import crypto from 'node:crypto';
import { cardBrand, cardDigits, CARD_MESSAGES, expiryInPast, luhnValid, parseExpiry } from '../../../contract/payment-rules';
import { todayInNz } from '../../../contract/dates';
import type { CardSummary, ChargeRequest, GatewayOutcome, PaymentGateway } from './gateway';

/** Stripe's test numbers that succeed (https://docs.stripe.com/testing). */
export const TEST_CARDS_SUCCEED: readonly string[] = [
  '4242424242424242', // Visa
  '4000056655665556', // Visa (debit)
  '5555555555554444', // Mastercard
  '2223003122003222', // Mastercard (2-series)
  '5200828282828210', // Mastercard (debit)
  '5105105105105100', // Mastercard (prepaid)
  '378282246310005', // American Express
  '371449635398431', // American Express
  '6011111111111117', // Discover
  '6011000990139424', // Discover
  '3056930009020004', // Diners Club
  '36227206271667', // Diners Club (14 digits)
  '3566002020360505', // JCB
  '6200000000000005', // UnionPay
  '4000005540000008', // Visa (New Zealand)
];

export const DECLINE_MESSAGES = {
  card_declined: 'Your card was declined. Please try another card or contact your bank.',
  insufficient_funds: 'Your card has insufficient funds. Please try another card or pay a smaller amount.',
  expired_card: 'Your card has expired. Please check the expiry date or use another card.',
  incorrect_cvc: 'Your card’s security code (CVC) is incorrect. Please check it and try again.',
  processing_error: 'We could not process your card just now. Please try again in a moment.',
  incorrect_number: CARD_MESSAGES.numberInvalid,
  test_mode_live_card:
    'This is test mode, so real cards cannot be used and no real money moves. Please use a test card such as 4242 4242 4242 4242.',
} as const;
export type DeclineCode = keyof typeof DECLINE_MESSAGES;

/** Stripe's test numbers that are declined, with the decline code Stripe gives. */
export const TEST_CARDS_DECLINE: Readonly<Record<string, DeclineCode>> = {
  '4000000000000002': 'card_declined',
  '4000000000009995': 'insufficient_funds',
  '4000000000009987': 'card_declined', // lost card: the customer is told it was declined
  '4000000000009979': 'card_declined', // stolen card: likewise
  '4100000000000019': 'card_declined', // blocked as fraudulent
  '4000000000000069': 'expired_card',
  '4000000000000127': 'incorrect_cvc',
  '4000000000000119': 'processing_error',
};

function summary(digits: string, month: number, year: number): CardSummary {
  return { brand: cardBrand(digits), last4: digits.slice(-4), expMonth: month, expYear: year };
}

/** The outcome for a card, as Stripe's test mode would decide it. Pure apart from the reference. */
export function decideTestCharge(card: ChargeRequest['card'], amountCents: number, today = todayInNz()): GatewayOutcome {
  const reference = `test_pi_${crypto.randomBytes(12).toString('hex')}`;
  const fail = (code: DeclineCode, summaryOrNull: CardSummary | null): GatewayOutcome => ({
    status: 'failed',
    reference,
    amountCents,
    card: summaryOrNull,
    code,
    message: DECLINE_MESSAGES[code],
  });
  const digits = cardDigits(card?.number ?? '');
  const expiry = parseExpiry(card?.expiry ?? '');
  if (!luhnValid(digits)) return fail('incorrect_number', null);
  if (!expiry) return fail('expired_card', null);
  const card4 = summary(digits, expiry.month, expiry.year);
  const cvc = (card?.cvc ?? '').trim();
  if (!/^\d{3,4}$/.test(cvc)) return fail('incorrect_cvc', card4);
  const declined = TEST_CARDS_DECLINE[digits];
  if (declined) return fail(declined, card4);
  if (expiryInPast(expiry, today)) return fail('expired_card', card4);
  if (!TEST_CARDS_SUCCEED.includes(digits)) return fail('test_mode_live_card', card4);
  return { status: 'succeeded', reference, amountCents, card: card4 };
}

export function createTestGateway(): PaymentGateway {
  return {
    provider: 'test',
    testMode: true,
    flow: 'card',
    async charge(request) {
      return decideTestCharge(request.card, request.amountCents);
    },
    // Test payments are decided at once; their state lives in our database only.
    async retrieve() {
      return null;
    },
    // A test refund always goes through; its reference is derived from the key, so a retry names the same one.
    async refund(request) {
      return { status: 'succeeded', reference: `test_re_${crypto.createHash('sha256').update(request.idempotencyKey).digest('hex').slice(0, 24)}` };
    },
  };
}
