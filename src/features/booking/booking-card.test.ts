import { cardActions } from './booking-card';

const live = {
  complete: false,
  total_paid: 0,
  balance_remaining: 6990,
  agree_with_the_conditions: true,
  locked: false,
  status: 'Incomplete' as const,
  can_revive: false,
};

describe('booking card actions with the lifecycle', () => {
  it('follows SPEC 4.3 while the booking is live', () => {
    expect(cardActions(live)).toEqual({ canDelete: true, canMakePayment: true, manageTourTarget: 'details', canRevive: false });
    expect(cardActions({ ...live, status: 'Booked', total_paid: 198 })).toMatchObject({ canDelete: false, canMakePayment: true });
  });

  it('offers no payment on an ended booking, opens its review, and keeps Delete as SPEC 4.3 says', () => {
    for (const status of ['Expired', 'Cancelled', 'Declined'] as const) {
      expect(cardActions({ ...live, status })).toEqual({ canDelete: true, canMakePayment: false, manageTourTarget: 'review', canRevive: false });
    }
    expect(cardActions({ ...live, status: 'Cancelled', total_paid: 198 }).canDelete).toBe(false);
  });

  it('offers Revive only on an expired booking the server says can be revived', () => {
    expect(cardActions({ ...live, status: 'Expired', can_revive: true }).canRevive).toBe(true);
    expect(cardActions({ ...live, status: 'Cancelled', can_revive: true }).canRevive).toBe(false);
  });
});
