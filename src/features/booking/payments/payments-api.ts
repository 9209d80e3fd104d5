/**
 * The payment calls (contract/payments.ts; types only, no schema code reaches the browser).
 * A payment answers with the booking detail, which is loaded into the open booking at once;
 * the booking, the list and the user are invalidated too, so every page shows the new amounts.
 */
import type { CardInput } from '../../../../contract/payment-rules';
import type { PaymentResponse, PaymentsConfigResponse } from '../../../../contract/payments';
import { api, type ApiError } from '../../../state/api';

export interface MakePaymentArgs {
  bookingId: number;
  amount: number;
  idempotencyKey: string;
  card?: CardInput;
}

const paidTags = (id: number) => [{ type: 'Booking' as const, id: String(id) }, 'Bookings' as const, 'User' as const];

/** A declined card answers 402 with the booking and the payment: the page shows the message. */
export function declinedPayment(error: unknown): PaymentResponse | null {
  const data = (error as ApiError | undefined)?.data as Partial<PaymentResponse> | undefined;
  return data?.payment && data.booking ? (data as PaymentResponse) : null;
}

export const paymentsApi = api.injectEndpoints({
  endpoints: (build) => ({
    paymentsConfig: build.query<PaymentsConfigResponse, void>({
      query: () => 'payments/config',
      transformResponse: (data: Record<string, unknown>) => data as unknown as PaymentsConfigResponse,
    }),
    makePayment: build.mutation<PaymentResponse, MakePaymentArgs>({
      query: ({ bookingId, amount, idempotencyKey, card }) => ({
        path: `bookings/bookings/${bookingId}/payments`,
        method: 'POST',
        auth: true,
        body: { amount, idempotency_key: idempotencyKey, ...(card ? { card } : {}) },
      }),
      transformResponse: (data: Record<string, unknown>) => data as unknown as PaymentResponse,
      // A decline is recorded too (a failed attempt): reload in both cases.
      invalidatesTags: (result, error, { bookingId }) => (result || declinedPayment(error) ? paidTags(bookingId) : []),
    }),
    refreshPayment: build.mutation<PaymentResponse, { bookingId: number; paymentId: number }>({
      query: ({ bookingId, paymentId }) => ({ path: `bookings/bookings/${bookingId}/payments/${paymentId}/refresh`, method: 'POST', auth: true, body: {} }),
      transformResponse: (data: Record<string, unknown>) => data as unknown as PaymentResponse,
      invalidatesTags: (result, error, { bookingId }) => (result || declinedPayment(error) ? paidTags(bookingId) : []),
    }),
  }),
});

export const { usePaymentsConfigQuery, useMakePaymentMutation, useRefreshPaymentMutation } = paymentsApi;
