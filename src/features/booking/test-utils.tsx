/**
 * Helpers for the booking component tests: a store with a signed-in customer and booking
 * fixtures in the shapes of contract/bookings.ts. The API answers through msw (`test/msw/api.ts`).
 */
import React from 'react';
import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { bookingState } from '../../../contract/booking-lifecycle';
import type { Booking, BookingDetail, Traveller } from '../../../contract/bookings';
import { sessionStarted } from '../account/session-slice';
import { bookingLoaded } from './booking-slice';
import { makeStore } from '../../state/store';

export function signedInStore(detail?: BookingDetail) {
  const store = makeStore();
  store.dispatch(sessionStarted({ token: 'tok', email: 'aroha@example.nz', is_admin: false }));
  if (detail) store.dispatch(bookingLoaded(detail));
  return store;
}

export function renderWithStore(ui: React.ReactElement, store = signedInStore()) {
  return { store, ...render(<Provider store={store}>{ui}</Provider>) };
}

export function traveller(overrides: Partial<Traveller> = {}): Traveller {
  return {
    id: 1,
    booking_id: 41,
    title: null,
    first_name: null,
    last_name: null,
    date_of_birth: null,
    nationality: null,
    current_location: null,
    allergies: null,
    passport_number: null,
    passport_date_of_issue: null,
    passport_date_of_expiry: null,
    emergency_contact_name: null,
    emergency_contact_relationship: null,
    emergency_contact_number: null,
    insurance_name: null,
    insurance_policy_number: null,
    insurance_contact_number: null,
    medical_condition: null,
    snow_ski_size: null,
    snow_ski_height: null,
    snow_ski_weight: null,
    stance: null,
    snow_boot_size: null,
    snow_cloth_size: null,
    step_one_complete: false,
    step_two_complete: false,
    ...overrides,
  };
}

/**
 * The lifecycle fields a server would send with these facts (contract/booking-lifecycle.ts):
 * a test sets `status` and the others itself when it is about them.
 */
export function lifecycleFields(overrides: Partial<Booking>): Pick<Booking, 'status' | 'version' | 'hold_expires_at' | 'expired_at' | 'can_revive' | 'request_status' | 'request_deadline' | 'credit'> {
  const onRequest = overrides.depart_less_than_30_days ?? false;
  const requestStatus = overrides.request_status !== undefined ? overrides.request_status : onRequest ? 'pending' : null;
  const paid = overrides.total_paid ?? 0;
  const total = overrides.total ?? 0;
  const state = bookingState({
    totalCents: Math.round(total * 100),
    paidCents: Math.round(paid * 100),
    onRequest,
    requestStatus,
    expired: false,
    cancelled: false,
  });
  return {
    status: state.status,
    version: 1,
    hold_expires_at: null,
    expired_at: null,
    can_revive: false,
    request_status: requestStatus,
    request_deadline: null,
    credit: 0,
  };
}

export function booking(overrides: Partial<Booking> = {}): Booking {
  return {
    id: 41,
    departure_id: 'departure-9',
    tour_id: 11,
    tour_name: 'South Island Snow Safari',
    tour_slug: 'south-island-snow-safari',
    tour_absolute_slug: '/new-zealand-snow-tours/south-island-snow-safari/',
    category_slug: 'new-zealand-snow-tours',
    number_of_days: 12,
    tour_price: 4295,
    based_price: 4295,
    travellers_count: 2,
    traveller_ids: [1, 2],
    departure_date: '2027-07-01',
    end_date: '2027-07-12',
    check_in_date: '2027-07-01',
    check_out_date: '2027-07-12',
    days_until_departure: 221,
    tour_total: 8590,
    accommodations_total: 0,
    upgrades_total: 0,
    addons_total: 0,
    ad_hoc_total: 0,
    subtotal: 8590,
    total_discount: 0,
    total: 8590,
    total_paid: 0,
    balance_remaining: 8590,
    deposit_due: 198,
    minimum_payment: 198,
    currency: 'NZD',
    complete: false,
    locked: false,
    confirmed: false,
    archived: false,
    agree_with_the_conditions: true,
    can_pay_partially: true,
    snow: true,
    mtb: false,
    new_booking: false,
    depart_less_than_30_days: false,
    free_swap_days: 60,
    can_swap: true,
    promo_code_string: null,
    promo_code_valid: false,
    created_at: '2026-11-01T00:00:00.000Z',
    links: { has_extra_night: false },
    ...lifecycleFields(overrides),
    ...overrides,
  };
}

export function detail(overrides: Partial<BookingDetail> = {}): BookingDetail {
  return {
    booking: booking(),
    travellers: [traveller({ id: 1, first_name: 'Aroha', last_name: 'Ngata' }), traveller({ id: 2, first_name: 'Tama', last_name: 'Ngata' })],
    accommodations: [],
    ad_hoc_items: [],
    payment_cards: [],
    payments: [],
    upgrade_accommodations: [],
    addons: [],
    ...overrides,
  };
}
