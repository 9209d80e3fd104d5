/**
 * Helpers for the account component tests: a fresh store per test and a fake API answering
 * through the mocked `src/lib/request.ts` (each test file calls jest.mock on it).
 */
import React from 'react';
import { lifecycleFields } from '../booking/test-utils';
import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import type { UserDetails } from '../../../contract/auth';
import type { Booking } from '../../../contract/bookings';
import { request, type RequestOptions, type Result } from '../../lib/request';
import { makeStore } from '../../state/store';

export type Call = { path: string; method: string; body?: unknown; session?: RequestOptions['session'] };
export type Handler = (call: Call) => Result<Record<string, unknown>> | Promise<Result<Record<string, unknown>>>;

/** Routes 'METHOD path' to a handler; records every call. Unknown calls answer 404. */
export function fakeApi(routes: Record<string, Handler>) {
  const calls: Call[] = [];
  (request as jest.Mock).mockImplementation(async (path: string, options: RequestOptions = {}) => {
    const call = { path, method: options.method ?? 'GET', body: options.body, session: options.session };
    calls.push(call);
    const handler = routes[`${call.method} ${path}`];
    if (!handler) return { success: false, status: 404, data: { errors: [`No fake for ${call.method} ${path}`] } };
    return handler(call);
  });
  return calls;
}

export const ok = (data: Record<string, unknown>): Result<Record<string, unknown>> => ({ success: true, status: 200, data: { success: true, ...data } });
export const fail = (status: number, ...errors: string[]): Result<Record<string, unknown>> => ({ success: false, status, data: { success: false, errors } });

export function renderWithStore(ui: React.ReactElement, store = makeStore()) {
  return { store, ...render(<Provider store={store}>{ui}</Provider>) };
}

export function user(overrides: Partial<UserDetails> = {}): UserDetails {
  return {
    id: 7,
    first_name: 'Aroha',
    last_name: 'Ngata',
    email: 'aroha@example.nz',
    phone: '',
    opt_in_newsletter: false,
    is_admin: false,
    has_password: true,
    bookings: { bookings: [] },
    favorites: { activities: [] },
    ...overrides,
  };
}

export function sessionAnswer(email = 'aroha@example.nz') {
  return ok({ session: { token: 'tok-123', email, is_admin: false }, user: user({ email }) });
}

export function booking(overrides: Partial<Booking> = {}): Booking {
  return {
    id: 41,
    departure_id: 'departure-9',
    tour_id: 3,
    tour_name: 'North Island Adventure',
    tour_slug: 'north-island-adventure',
    tour_absolute_slug: '/new-zealand-tours/north-island-adventure/',
    category_slug: 'new-zealand-tours',
    number_of_days: 10,
    tour_price: 3495,
    based_price: 3495,
    travellers_count: 2,
    traveller_ids: [1, 2],
    departure_date: '2031-03-05',
    end_date: '2031-03-14',
    check_in_date: '2031-03-05',
    check_out_date: '2031-03-14',
    days_until_departure: 200,
    tour_total: 6990,
    accommodations_total: 0,
    upgrades_total: 0,
    addons_total: 0,
    ad_hoc_total: 0,
    subtotal: 6990,
    total_discount: 0,
    total: 6990,
    total_paid: 0,
    balance_remaining: 6990,
    deposit_due: 198,
    minimum_payment: 198,
    currency: 'NZD',
    complete: false,
    locked: false,
    confirmed: false,
    archived: false,
    agree_with_the_conditions: false,
    can_pay_partially: true,
    snow: false,
    mtb: false,
    new_booking: false,
    depart_less_than_30_days: false,
    free_swap_days: 60,
    can_swap: true,
    promo_code_string: null,
    promo_code_valid: false,
    created_at: '2030-01-01T00:00:00.000Z',
    links: { has_extra_night: false },
    ...lifecycleFields(overrides),
    ...overrides,
  };
}
