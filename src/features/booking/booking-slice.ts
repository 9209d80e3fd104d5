/**
 * The open booking, held locally (SPEC 3 "Booking collections held locally": accommodations,
 * addOns, travellers, upgradeAccommodations) with the saving and updating flags the toolbar
 * and summary show. Filled from every booking detail the API answers with; reset when the
 * bookings page opens (SPEC 4.3).
 */
import { createSlice, isAnyOf, type PayloadAction } from '@reduxjs/toolkit';
import type { Accommodation, Booking, BookingAddon, BookingDetail, Traveller, UpgradeAccommodation } from '../../../contract/bookings';
import { bookingsApi, readDetail } from './bookings-api';
import { registerSeedReader } from '../../state/page-seed';

export interface BookingState {
  current: Booking | null;
  accommodations: Accommodation[];
  addOns: BookingAddon[];
  travellers: Traveller[];
  upgradeAccommodations: UpgradeAccommodation[];
  adHocItems: BookingDetail['ad_hoc_items'];
  payments: BookingDetail['payments'];
  /** Changes in flight (the toolbar's 'Saving' indicator). */
  saving: number;
  /** The booking is being reloaded after a change (the summary's updating state). */
  updating: boolean;
}

const initialState: BookingState = {
  current: null,
  accommodations: [],
  addOns: [],
  travellers: [],
  upgradeAccommodations: [],
  adHocItems: [],
  payments: [],
  saving: 0,
  updating: false,
};

function load(state: BookingState, detail: BookingDetail | null | undefined) {
  if (!detail?.booking) return;
  state.current = detail.booking;
  state.accommodations = detail.accommodations;
  state.addOns = detail.addons;
  state.travellers = detail.travellers;
  state.upgradeAccommodations = detail.upgrade_accommodations;
  state.adHocItems = detail.ad_hoc_items;
  state.payments = detail.payments;
}

const { endpoints } = bookingsApi;
const changes = [
  endpoints.updateBooking,
  endpoints.changeAddons,
  endpoints.swapBooking,
  endpoints.reviveBooking,
  endpoints.generateAccommodationOptions,
  endpoints.deleteBooking,
];
const changePending = isAnyOf(...changes.map((e) => e.matchPending));
const changeSettled = isAnyOf(...changes.flatMap((e) => [e.matchFulfilled, e.matchRejected]));

export const bookingSlice = createSlice({
  name: 'booking',
  initialState,
  reducers: {
    bookingReset: () => initialState,
    bookingLoaded(state, action: PayloadAction<BookingDetail>) {
      load(state, action.payload);
    },
  },
  extraReducers: (builder) => {
    builder
      .addMatcher(endpoints.getBooking.matchPending, (state, action) => {
        // A reload of the open booking (not the first load of another one).
        state.updating = state.current?.id === action.meta.arg.originalArgs;
      })
      .addMatcher(endpoints.getBooking.matchFulfilled, (state, action) => {
        load(state, action.payload);
        state.updating = false;
      })
      .addMatcher(endpoints.getBooking.matchRejected, (state) => {
        state.updating = false;
      })
      .addMatcher(
        isAnyOf(endpoints.updateBooking.matchFulfilled, endpoints.changeAddons.matchFulfilled, endpoints.swapBooking.matchFulfilled, endpoints.reviveBooking.matchFulfilled),
        (state, action) => {
          // The answer already holds the changed (or revived) booking; the reload confirms it.
          load(state, action.payload);
        },
      )
      .addMatcher(changePending, (state) => {
        state.saving += 1;
      })
      .addMatcher(changeSettled, (state) => {
        state.saving = Math.max(0, state.saving - 1);
      });
  },
});

export const { bookingReset, bookingLoaded } = bookingSlice.actions;

// A page the server drew with a booking in full (a wizard step, a receipt, a booking's staff
// page: contract/signed-in-pages.ts) starts with it cached and open, as its fetch would leave it.
registerSeedReader('bookings/bookings/{id}', (answer, _seed, { id }) => {
  const detail = readDetail(answer as Record<string, unknown>);
  return detail ? { endpointName: 'getBooking', arg: Number(id), value: detail, then: bookingLoaded(detail) } : null;
});
