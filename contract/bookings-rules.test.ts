import { ageOn, bookingCardActions, bookingCardStatus, isOnRequest, isOptionDisabled, isUnder18OnDeparture } from './bookings-rules';

describe('isOnRequest (DECISIONS: under 30 days away)', () => {
  it('is a request up to 29 days out and a booking from 30 days', () => {
    expect(isOnRequest('2027-01-30', '2027-01-01')).toBe(true);
    expect(isOnRequest('2027-01-31', '2027-01-01')).toBe(false);
    expect(isOnRequest('2027-01-01', '2027-01-01')).toBe(true);
  });
  it('counts calendar days across a daylight-time change', () => {
    expect(isOnRequest('2026-10-25', '2026-09-26')).toBe(true);
    expect(isOnRequest('2026-10-26', '2026-09-26')).toBe(false);
  });
});

describe('bookingCardStatus (SPEC 4.3)', () => {
  it("is 'Booked' when complete or anything has been paid", () => {
    expect(bookingCardStatus({ complete: true, total_paid: 0, depart_less_than_30_days: true })).toBe('Booked');
    expect(bookingCardStatus({ complete: false, total_paid: 99, depart_less_than_30_days: true })).toBe('Booked');
  });
  it("is 'On Request' when nothing is paid, not complete and departure under 30 days", () => {
    expect(bookingCardStatus({ complete: false, total_paid: 0, depart_less_than_30_days: true })).toBe('On Request');
  });
  it("is 'Incomplete' otherwise", () => {
    expect(bookingCardStatus({ complete: false, total_paid: 0, depart_less_than_30_days: false })).toBe('Incomplete');
  });
});

describe('bookingCardActions (SPEC 4.3)', () => {
  const open = { complete: false, total_paid: 0, balance_remaining: 2500, agree_with_the_conditions: true, locked: false };
  it('offers delete only when not complete and nothing paid', () => {
    expect(bookingCardActions(open).canDelete).toBe(true);
    expect(bookingCardActions({ ...open, total_paid: 99 }).canDelete).toBe(false);
    expect(bookingCardActions({ ...open, complete: true }).canDelete).toBe(false);
  });
  it('offers a payment when a balance remains and the conditions are agreed', () => {
    expect(bookingCardActions(open).canMakePayment).toBe(true);
    expect(bookingCardActions({ ...open, agree_with_the_conditions: false }).canMakePayment).toBe(false);
    expect(bookingCardActions({ ...open, balance_remaining: 0 }).canMakePayment).toBe(false);
  });
  it('manages a locked booking from the review page, others from the details page', () => {
    expect(bookingCardActions({ ...open, locked: true }).manageTourTarget).toBe('review');
    expect(bookingCardActions(open).manageTourTarget).toBe('details');
  });
});

describe('one option per traveller per day', () => {
  const addons = [{ traveller_id: 1, day_id: 10, option_id: 100 }];
  it('disables the other options of that day for that traveller only', () => {
    expect(isOptionDisabled(addons, 1, 10, 101)).toBe(true);
    expect(isOptionDisabled(addons, 1, 10, 100)).toBe(false);
    expect(isOptionDisabled(addons, 2, 10, 101)).toBe(false);
    expect(isOptionDisabled(addons, 1, 11, 101)).toBe(false);
  });
});

describe('under-18 warning (on the departure date)', () => {
  it('counts birthdays on the departure date', () => {
    expect(ageOn('2009-06-01', '2027-06-01')).toBe(18);
    expect(ageOn('2009-06-02', '2027-06-01')).toBe(17);
    expect(isUnder18OnDeparture('2009-06-02', '2027-06-01')).toBe(true);
    expect(isUnder18OnDeparture('2009-06-01', '2027-06-01')).toBe(false);
  });
});
