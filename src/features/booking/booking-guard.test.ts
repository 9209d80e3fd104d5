import { FETCH_FAILED_MESSAGE, guardBookingPage, startBookingDecision, type GuardInput } from './booking-guard';

const agreed = { id: 7, agree_with_the_conditions: true, locked: false };

function input(overrides: Partial<GuardInput> = {}): GuardInput {
  return {
    page: 'essentials',
    restored: true,
    session: { is_admin: false },
    bookingId: '7',
    tour: 'top-of-the-south',
    currentPath: '/bookings/essentials/?bookingId=7&tour=top-of-the-south',
    lookup: { status: 'done', booking: agreed },
    detail: { status: 'done' },
    ...overrides,
  };
}

describe('booking page guard (SPEC 4.3)', () => {
  it('waits until the stored session has been read', () => {
    expect(guardBookingPage(input({ restored: false, session: null }))).toEqual({ action: 'wait' });
  });

  it('sends a visitor with bookingId and tour to the extra-details page', () => {
    expect(guardBookingPage(input({ session: null }))).toEqual({
      action: 'redirect',
      to: '/bookings/extra-details/?bookingId=7&tour=top-of-the-south',
    });
  });

  it('sends a visitor without a booking reference to sign in, coming back here', () => {
    const decision = guardBookingPage(input({ session: null, bookingId: null, tour: null, currentPath: '/bookings/review/' }));
    expect(decision).toEqual({ action: 'redirect', to: '/user/sign-in/?return=%2Fbookings%2Freview%2F' });
  });

  it('shows the extra-details page to a visitor and moves a signed-in user on to the booking', () => {
    expect(guardBookingPage(input({ page: 'extra-details', session: null }))).toEqual({ action: 'show' });
    expect(guardBookingPage(input({ page: 'extra-details' }))).toEqual({
      action: 'redirect',
      to: '/bookings/details/?bookingId=7&tour=top-of-the-south',
    });
  });

  it("waits for the booking list, then says 'Failed to get booking details.' and goes to the list when the booking is not there", () => {
    expect(guardBookingPage(input({ lookup: { status: 'loading', booking: null } }))).toEqual({ action: 'wait' });
    expect(guardBookingPage(input({ lookup: { status: 'done', booking: null } }))).toEqual({
      action: 'redirect',
      to: '/bookings/',
      message: FETCH_FAILED_MESSAGE,
    });
  });

  it('sends an ended booking (Expired, Cancelled, Declined) from every page but the review to the review', () => {
    for (const status of ['Expired', 'Cancelled', 'Declined'] as const) {
      // Before the conditions too: an ended booking cannot be agreed to any more.
      const ended = { status: 'done' as const, booking: { ...agreed, agree_with_the_conditions: false, status } };
      for (const page of ['details', 'traveller-details', 'essentials', 'add-ons', 'payment', 'late-request'] as const) {
        expect(guardBookingPage(input({ page, lookup: ended }))).toEqual({
          action: 'redirect',
          to: '/bookings/review/?bookingId=7&tour=top-of-the-south',
        });
      }
      expect(guardBookingPage(input({ page: 'review', lookup: ended }))).toEqual({ action: 'show' });
    }
    for (const status of ['Booked', 'On Request', 'Incomplete'] as const) {
      expect(guardBookingPage(input({ page: 'payment', lookup: { status: 'done', booking: { ...agreed, status } } }))).toEqual({ action: 'show' });
    }
  });

  it('sends every page except traveller-details to details until the conditions are agreed', () => {
    const notAgreed = { status: 'done' as const, booking: { ...agreed, agree_with_the_conditions: false } };
    for (const page of ['essentials', 'add-ons', 'review', 'payment'] as const) {
      expect(guardBookingPage(input({ page, lookup: notAgreed }))).toEqual({
        action: 'redirect',
        to: '/bookings/details/?bookingId=7&tour=top-of-the-south',
      });
    }
    expect(guardBookingPage(input({ page: 'traveller-details', lookup: notAgreed }))).toEqual({ action: 'show' });
    expect(guardBookingPage(input({ page: 'details', lookup: notAgreed }))).toEqual({ action: 'show' });
  });

  it('checks the conditions before the lock', () => {
    const lockedNotAgreed = { status: 'done' as const, booking: { ...agreed, locked: true, agree_with_the_conditions: false } };
    expect(guardBookingPage(input({ page: 'add-ons', lookup: lockedNotAgreed }))).toMatchObject({ to: expect.stringContaining('/bookings/details/') });
  });

  it('sends a locked booking from traveller-details, essentials and add-ons to review', () => {
    const locked = { status: 'done' as const, booking: { ...agreed, locked: true } };
    for (const page of ['traveller-details', 'essentials', 'add-ons'] as const) {
      expect(guardBookingPage(input({ page, lookup: locked }))).toEqual({
        action: 'redirect',
        to: '/bookings/review/?bookingId=7&tour=top-of-the-south',
      });
    }
    expect(guardBookingPage(input({ page: 'payment', lookup: locked }))).toEqual({ action: 'show' });
  });

  it('then fetches the booking in full and shows the page', () => {
    expect(guardBookingPage(input({ detail: { status: 'idle' } }))).toEqual({ action: 'fetch' });
    expect(guardBookingPage(input({ detail: { status: 'loading' } }))).toEqual({ action: 'wait' });
    expect(guardBookingPage(input())).toEqual({ action: 'show' });
  });

  it("says 'Failed to get booking details.' and goes to the bookings list when the fetch fails", () => {
    expect(guardBookingPage(input({ detail: { status: 'error' } }))).toEqual({
      action: 'redirect',
      to: '/bookings/',
      message: FETCH_FAILED_MESSAGE,
    });
    expect(FETCH_FAILED_MESSAGE).toBe('Failed to get booking details.');
  });
});

describe('starting a booking from /bookings/?departureId=', () => {
  it('sends a visitor to sign in with the return address', () => {
    expect(startBookingDecision({ restored: true, signedIn: false, departureId: 'departure-42' })).toEqual({
      action: 'sign-in',
      to: '/user/sign-in/?return=%2Fbookings%2F%3FdepartureId%3Ddeparture-42',
    });
  });

  it('creates the booking for a signed-in customer, and lists bookings without a departure', () => {
    expect(startBookingDecision({ restored: true, signedIn: true, departureId: '42' })).toEqual({ action: 'create' });
    expect(startBookingDecision({ restored: false, signedIn: false, departureId: '42' })).toEqual({ action: 'wait' });
    expect(startBookingDecision({ restored: true, signedIn: false, departureId: null })).toEqual({ action: 'list' });
  });
});
