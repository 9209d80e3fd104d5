import { adjacentSteps, bookingPageFromPath, bookingPagePath, stepNavigation, visibleSteps } from './booking-steps';

const ref = { bookingId: 12, tour: 'south-island-adventure' };

describe('booking pages', () => {
  it('reads the page from the path', () => {
    expect(bookingPageFromPath('/bookings/')).toBe('list');
    expect(bookingPageFromPath('/bookings')).toBe('list');
    expect(bookingPageFromPath('/bookings/traveller-details/')).toBe('traveller-details');
    expect(bookingPageFromPath('/bookings/late-request/')).toBe('late-request');
    expect(bookingPageFromPath('/bookings/extra-details/')).toBe('extra-details');
    expect(bookingPageFromPath('/bookings/nope/')).toBeNull();
  });

  it('builds the DECISIONS paths with bookingId and tour', () => {
    expect(bookingPagePath('review', ref)).toBe('/bookings/review/?bookingId=12&tour=south-island-adventure');
    expect(bookingPagePath('list')).toBe('/bookings/');
  });
});

describe('step navigation (SPEC 2.5)', () => {
  it('shows only review and payment when the booking is locked', () => {
    const steps = stepNavigation({ locked: true, agree_with_the_conditions: true }, 'review', ref);
    expect(steps.map((s) => s.key)).toEqual(['review', 'payment']);
    expect(steps.map((s) => s.number)).toEqual([1, 2]);
  });

  it('disables every step but details until the conditions are agreed', () => {
    const steps = stepNavigation({ locked: false, agree_with_the_conditions: false }, 'details', ref);
    expect(steps).toHaveLength(6);
    expect(steps.filter((s) => !s.disabled).map((s) => s.key)).toEqual(['details']);
    expect(steps[0].current).toBe(true);
  });

  it('enables every step once agreed and marks the current one', () => {
    const steps = stepNavigation({ locked: false, agree_with_the_conditions: true }, 'add-ons', ref);
    expect(steps.every((s) => !s.disabled)).toBe(true);
    expect(steps.find((s) => s.current)?.key).toBe('add-ons');
    expect(steps[1].href).toBe('/bookings/traveller-details/?bookingId=12&tour=south-island-adventure');
  });

  it('gives Back and Continue neighbours, with no Continue into a disabled step', () => {
    const agreed = { locked: false, agree_with_the_conditions: true };
    expect(adjacentSteps(agreed, 'essentials')).toEqual({
      previous: expect.objectContaining({ key: 'traveller-details' }),
      next: expect.objectContaining({ key: 'add-ons' }),
    });
    expect(adjacentSteps({ locked: false, agree_with_the_conditions: false }, 'details').next).toBeNull();
    expect(adjacentSteps({ locked: true, agree_with_the_conditions: true }, 'review').previous).toBeNull();
    expect(visibleSteps({ locked: true, agree_with_the_conditions: false }).map((s) => s.key)).toEqual(['review', 'payment']);
    expect(visibleSteps({ locked: false, agree_with_the_conditions: true, status: 'Expired' }).map((s) => s.key)).toEqual(['review']);
    expect(visibleSteps({ locked: true, agree_with_the_conditions: true, status: 'Cancelled' }).map((s) => s.key)).toEqual(['review']);
    expect(visibleSteps({ locked: false, agree_with_the_conditions: true, status: 'On Request' })).toHaveLength(6);
  });
});
