/**
 * Helpers for the account component tests: a fresh store per test and fixtures in the shapes of
 * contract/. The API answers through msw (`test/msw/api.ts`).
 */
import React from 'react';
import { booking as bookingFixture, lifecycleFields } from '../booking/test-utils';
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

/** The wizard's booking fixture as a North Island Adventure in 2031, not yet agreed to. */
export function booking(overrides: Partial<Booking> = {}): Booking {
  const northIsland = bookingFixture({
    tour_id: 3,
    tour_name: 'North Island Adventure',
    tour_slug: 'north-island-adventure',
    tour_absolute_slug: '/new-zealand-tours/north-island-adventure/',
    category_slug: 'new-zealand-tours',
    number_of_days: 10,
    tour_price: 3495,
    based_price: 3495,
    departure_date: '2031-03-05',
    end_date: '2031-03-14',
    check_in_date: '2031-03-05',
    check_out_date: '2031-03-14',
    days_until_departure: 200,
    tour_total: 6990,
    subtotal: 6990,
    total: 6990,
    balance_remaining: 6990,
    agree_with_the_conditions: false,
    snow: false,
    created_at: '2030-01-01T00:00:00.000Z',
  });
  // The lifecycle fields follow the caller's facts only, as before.
  return { ...northIsland, ...lifecycleFields(overrides), ...overrides };
}
