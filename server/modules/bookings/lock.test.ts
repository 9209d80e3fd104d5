/**
 * Staff lock a final booking: the customer can then change nothing (423) but can still read
 * it; only an admin may lock or unlock; another customer learns nothing (404).
 */
import { bookingWorld, bookThrough, type BookingWorld } from './test-fixtures';

jest.setTimeout(60_000);
let { ctx, call, cat, alice, bob, admin } = {} as BookingWorld;
beforeAll(async () => ({ ctx, call, cat, alice, bob, admin } = await bookingWorld()), 60_000);
afterAll(() => ctx.close());

describe('PUT /api/bookings/bookings/:id/lock', () => {
  it('lets an admin lock a booking; the owner then reads it but every change answers 423', async () => {
    const dep = await cat.departure({ inDays: 120 });
    const booking = await bookThrough(ctx.app, alice, dep.id);
    const locked = await call('PUT', `/bookings/bookings/${booking.id}/lock`, admin, { locked: true });
    expect(locked.statusCode).toBe(200);
    expect(locked.json().booking.locked).toBe(true);

    const read = await call('GET', `/bookings/bookings/${booking.id}`, alice);
    expect(read.statusCode).toBe(200);
    expect(read.json().booking.locked).toBe(true);
    const change = await call('PUT', `/bookings/bookings/${booking.id}`, alice, { 'bookings/booking': { agree_with_the_conditions: true } });
    expect(change.statusCode).toBe(423);
    expect(change.json()).toEqual({ success: false, errors: ['This booking is locked. Please get in touch with us to make changes.'] });

    const unlocked = await call('PUT', `/bookings/bookings/${booking.id}/lock`, admin, { locked: false });
    expect(unlocked.json().booking.locked).toBe(false);
    expect((await call('PUT', `/bookings/bookings/${booking.id}`, alice, { 'bookings/booking': { agree_with_the_conditions: true } })).statusCode).toBe(200);
  });

  it('refuses the owner (403) and hides the booking from anyone else (404); nothing changes', async () => {
    const dep = await cat.departure({ inDays: 121 });
    const booking = await bookThrough(ctx.app, alice, dep.id);
    const own = await call('PUT', `/bookings/bookings/${booking.id}/lock`, alice, { locked: true });
    expect(own.statusCode).toBe(403);
    expect(own.json()).toEqual({ success: false, errors: ['Only our team can lock or unlock a booking.'] });
    const other = await call('PUT', `/bookings/bookings/${booking.id}/lock`, bob, { locked: true });
    expect(other.statusCode).toBe(404);
    expect((await call('PUT', `/bookings/bookings/${booking.id}/lock`, undefined, { locked: true })).statusCode).toBe(401);
    expect((await call('PUT', `/bookings/bookings/${booking.id}/lock`, admin, { locked: 'yes' })).statusCode).toBe(400);
    expect((await call('GET', `/bookings/bookings/${booking.id}`, alice)).json().booking.locked).toBe(false);
  });
});
