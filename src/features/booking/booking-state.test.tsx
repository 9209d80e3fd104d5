import { waitFor } from '@testing-library/react';
import { bookingsApi } from './bookings-api';
import { bookingReset } from './booking-slice';
import { booking, detail, signedInStore } from './test-utils';
import { fakeApi, ok } from '../../../test/msw/api';

describe('booking state (SPEC 3, 4.3, 7)', () => {
  it('holds the collections of the open booking and counts changes in flight for the Saving indicator', async () => {
    let release: () => void = () => {};
    const agreed = detail({ booking: booking({ agree_with_the_conditions: true }) });
    const calls = fakeApi({
      'GET bookings/bookings/41': () => ok({ ...agreed }),
      'PUT bookings/bookings/41': () => new Promise((resolve) => (release = () => resolve(ok({ ...agreed })))),
    });
    const store = signedInStore();
    const subscription = store.dispatch(bookingsApi.endpoints.getBooking.initiate(41));
    await waitFor(() => expect(store.getState().booking.current?.id).toBe(41));
    expect(store.getState().booking.travellers.map((t) => t.first_name)).toEqual(['Aroha', 'Tama']);

    const change = store.dispatch(bookingsApi.endpoints.updateBooking.initiate({ id: 41, fields: { agree_with_the_conditions: true } }));
    await waitFor(() => expect(store.getState().booking.saving).toBe(1));
    release();
    await change;
    expect(store.getState().booking.saving).toBe(0);
    // Any modification reloads the booking on success.
    await waitFor(() => expect(calls.filter((c) => c.method === 'GET' && c.path === 'bookings/bookings/41')).toHaveLength(2));
    expect(store.getState().booking.current?.agree_with_the_conditions).toBe(true);

    store.dispatch(bookingReset());
    expect(store.getState().booking.current).toBeNull();
    expect(store.getState().booking.addOns).toEqual([]);
    subscription.unsubscribe();
  });

  it('sends the SPEC 7 create body with the new-booking defaults and the departure', async () => {
    const calls = fakeApi({ 'POST bookings/bookings': () => ok({ 'bookings/booking': booking() }) });
    const store = signedInStore();
    await store.dispatch(bookingsApi.endpoints.createBooking.initiate({ departure_id: 'departure-9' }));
    expect(calls[0].body).toEqual({
      'bookings/booking': expect.objectContaining({ departure_id: 'departure-9', agree_with_the_conditions: false, new_booking: true, locked: false }),
    });
    expect(calls[0].session).toEqual({ token: 'tok', email: 'aroha@example.nz' });
  });
});
