/**
 * Helpers for the account component tests: a fresh store per test and fixtures in the shapes of
 * contract/. The API answers through msw (`test/msw/api.ts`).
 */
import React from 'react';
import { lifecycleFields } from '../booking/test-utils';
import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import type { UserDetails } from '../../../contract/auth';
import type { Booking } from '../../../contract/bookings';
import { ok } from '../../../test/msw/api';
import { makeStore } from '../../state/store';

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
