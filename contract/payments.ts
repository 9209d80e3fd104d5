/**
 * Wire shapes of the payments API (paths are ours: SPEC 7 does not show them). Amounts are NZD
 * dollars as JSON numbers in whole cents, like the bookings API; the server works in cents.
 *
 *   GET  /api/payments/config                                   -> PaymentsConfigResponse
 *   POST /api/bookings/bookings/{id}/payments                   CreatePaymentBody -> PaymentResponse (402 when declined)
 *   POST /api/bookings/bookings/{id}/payments/{paymentId}/refresh                 -> PaymentResponse (Stripe: asks Stripe for the outcome)
 *   POST /api/payments/stripe/webhook                           Stripe event, signed -> WebhookResponse
 *
 * The booking routes need the `token` and `email` headers; another customer's booking answers
 * 404 like a missing one; an admin may pay any booking.
 */
import { Type, type Static } from 'typebox';
import { BookingDetailSchema, PaymentCardSchema } from './bookings';

export { PaymentCardSchema, type PaymentCard } from './bookings';

/** The embedded test gateway only (TEST MODE): the card is posted to our API and never stored. */
export const PaymentCardInputSchema = Type.Object(
  {
    number: Type.String({ maxLength: 30, description: 'Card number; spaces allowed. Test mode: 4242 4242 4242 4242 succeeds.' }),
    expiry: Type.String({ maxLength: 10, description: "'MM/YY'" }),
    cvc: Type.String({ maxLength: 8 }),
    name: Type.String({ maxLength: 120, description: 'Name on the card' }),
  },
  { additionalProperties: false },
);

export const IDEMPOTENCY_KEY_PATTERN = '^[A-Za-z0-9_-]{16,100}$';

export const CreatePaymentBodySchema = Type.Object(
  {
    amount: Type.Number({ exclusiveMinimum: 0, maximum: 10_000_000, description: 'NZD dollars in whole cents, e.g. 198 or 250.50' }),
    idempotency_key: Type.String({
      pattern: IDEMPOTENCY_KEY_PATTERN,
      description: 'One per payment attempt (16-100 letters, digits, - or _). Sending it again returns the same result and never charges twice.',
    }),
    card: Type.Optional(PaymentCardInputSchema),
  },
  { additionalProperties: false },
);
export type CreatePaymentBody = Static<typeof CreatePaymentBodySchema>;

export const PaymentResultSchema = Type.Object({
  id: Type.Integer(),
  status: Type.Union([Type.Literal('pending'), Type.Literal('succeeded'), Type.Literal('failed'), Type.Literal('refunded')]),
  amount: Type.Number({ description: 'NZD dollars' }),
  provider: Type.Union([Type.Literal('test'), Type.Literal('stripe')]),
  reference: Type.Union([Type.String(), Type.Null()]),
  card: Type.Union([PaymentCardSchema, Type.Null()]),
  test_mode: Type.Boolean(),
  /** Stripe only, while pending: the Payment Element confirms the intent with it. */
  client_secret: Type.Union([Type.String(), Type.Null()]),
  /** Why it was declined, in words a customer understands. */
  message: Type.Union([Type.String(), Type.Null()]),
});
export type PaymentResult = Static<typeof PaymentResultSchema>;

export const PaymentResponseSchema = Type.Evaluate(Type.Intersect([
  Type.Object({ success: Type.Boolean(), errors: Type.Optional(Type.Array(Type.String())), payment: PaymentResultSchema }),
  BookingDetailSchema,
  Type.Object({ currentBooking: Type.Optional(BookingDetailSchema) }),
]));
export type PaymentResponse = Static<typeof PaymentResponseSchema>;

export const RefreshPaymentParamsSchema = Type.Object({
  id: Type.String({ pattern: '^[1-9][0-9]{0,8}$', description: 'Booking id' }),
  paymentId: Type.String({ pattern: '^[1-9][0-9]{0,8}$', description: 'Payment id' }),
});

export const TestCardSchema = Type.Object({ number: Type.String(), brand: Type.String(), outcome: Type.String() });
export const PaymentsConfigResponseSchema = Type.Object({
  success: Type.Literal(true),
  provider: Type.Union([Type.Literal('test'), Type.Literal('stripe')]),
  test_mode: Type.Boolean(),
  flow: Type.Union([Type.Literal('card'), Type.Literal('client')], { description: "'card': post the card with the payment (test gateway); 'client': confirm with Stripe's Payment Element" }),
  test_cards: Type.Array(TestCardSchema, { description: 'Test gateway only: numbers to try' }),
});
export type PaymentsConfigResponse = Static<typeof PaymentsConfigResponseSchema>;

export const WebhookResponseSchema = Type.Object({ success: Type.Literal(true), received: Type.Literal(true), handled: Type.Boolean() });

export const PAYMENT_MESSAGES = {
  conditionsFirst: 'Please agree to the booking conditions before paying.',
  archived: 'This booking is archived and cannot be paid online. Please get in touch with us.',
  cardRequired: 'Please enter your card details.',
  noCardHere: 'Card details are entered in the secure payment form of our payment provider, not sent to us. Please use the payment form.',
  keyReused: 'This payment attempt was already used for a different payment. Please refresh the page and try again.',
  inProgress: 'This payment is already being processed. Please refresh the page in a moment to see its result.',
  providerDown: 'We could not reach our payment provider, and nothing was charged. Please try again in a moment.',
  notFound: 'Payment not found.',
} as const;
