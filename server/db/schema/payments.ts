/**
 * What we keep about a payment attempt beyond the `payments` row (bookings.ts): the card's
 * brand, last four digits and expiry (never the number or the CVC), and the provider's reason
 * when it was declined, so a replayed request answers the same message. One row per payment.
 */
import { sql } from 'drizzle-orm';
import { check, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { payments } from './bookings';

export const paymentDetails = pgTable(
  'payment_details',
  {
    id: serial('id').primaryKey(),
    paymentId: integer('payment_id')
      .notNull()
      .unique('payment_details_payment')
      .references(() => payments.id, { onDelete: 'cascade' }),
    /** 'visa' | 'mastercard' | 'amex' | … as the provider names it; null when not known. */
    cardBrand: text('card_brand'),
    cardLast4: text('card_last4'),
    cardExpMonth: integer('card_exp_month'),
    cardExpYear: integer('card_exp_year'),
    /** Provider's decline code ('card_declined', 'insufficient_funds', …) and our customer-facing message. */
    failureCode: text('failure_code'),
    failureMessage: text('failure_message'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('payment_details_last4', sql`${t.cardLast4} is null or ${t.cardLast4} ~ '^[0-9]{4}$'`),
    check('payment_details_exp_month', sql`${t.cardExpMonth} is null or ${t.cardExpMonth} between 1 and 12`),
  ],
);

export type PaymentDetailsRow = typeof paymentDetails.$inferSelect;
