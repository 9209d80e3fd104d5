/** The staff pages' tests: a store signed in as staff, a page opened by address, one departure. */
import React from 'react';
import { act } from '@testing-library/react';
import type { DepartureSummary } from '../../../contract/staff';
import { sessionRestored, sessionStarted } from '../account/session-slice';
import { makeStore } from '../../state/store';
import { renderWithStore } from '../booking/test-utils';
import { StaffApp } from './StaffApp';

export function staffStore() {
  const store = makeStore();
  act(() => {
    store.dispatch(sessionRestored(null));
    store.dispatch(sessionStarted({ token: 'tok', email: 'staff@example.nz', is_admin: true }));
  });
  return store;
}

/** The staff area at `pathname`, signed in as staff. */
export const openStaffPage = (pathname: string) => renderWithStore(<StaffApp location={{ pathname }} />, staffStore());

export const departureSummary: DepartureSummary = {
  id: 7,
  tour_id: 3,
  tour_name: 'North Island Explorer',
  tour_slug: 'north-island-explorer',
  date: '2026-12-10',
  end_date: '2026-12-19',
  status: 'open',
  on_sale: true,
  capacity: 16,
  sold: 9,
  held: 2,
  free: 5,
  waitlist: 3,
  based_price: 3495,
  tour_price: 3495,
  discount_rate: 0,
  last_deal: false,
};
