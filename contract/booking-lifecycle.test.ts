import fc from 'fast-check';
import { bookingState, isFinished, type BookingFacts } from './booking-lifecycle';

const base: BookingFacts = { totalCents: 500_000, paidCents: 0, onRequest: false, requestStatus: null, expired: false, cancelled: false };

describe('bookingState', () => {
  it("follows SPEC 4.3's card status for live bookings", () => {
    expect(bookingState(base).status).toBe('Incomplete');
    expect(bookingState({ ...base, paidCents: 19_800 }).status).toBe('Booked');
    expect(bookingState({ ...base, onRequest: true, requestStatus: 'pending' }).status).toBe('On Request');
  });

  it('keeps a paid request On Request until staff confirm it', () => {
    const paid = { ...base, onRequest: true, requestStatus: 'pending' as const, paidCents: 500_000 };
    expect(bookingState(paid)).toMatchObject({ status: 'On Request', confirmed: false, complete: true, held: false });
    expect(bookingState({ ...paid, requestStatus: 'confirmed' })).toMatchObject({ status: 'Booked', confirmed: true });
    // Confirmed by staff but nothing paid yet: the seats are still only held.
    expect(bookingState({ ...paid, requestStatus: 'confirmed', paidCents: 0 })).toMatchObject({ status: 'Incomplete', held: true });
  });

  it('reopens the balance when the total rises above what was paid, and records a credit when it falls below', () => {
    expect(bookingState({ ...base, paidCents: 500_000 })).toMatchObject({ complete: true, balanceCents: 0, creditCents: 0 });
    expect(bookingState({ ...base, totalCents: 1_349_500, paidCents: 500_000 })).toMatchObject({ complete: false, balanceCents: 849_500, creditCents: 0 });
    expect(bookingState({ ...base, totalCents: 490_000, paidCents: 500_000 })).toMatchObject({ complete: true, balanceCents: 0, creditCents: 10_000 });
  });

  it('ends: expired, cancelled and declined bookings owe nothing and what was paid is a credit', () => {
    expect(bookingState({ ...base, expired: true })).toMatchObject({ status: 'Expired', balanceCents: 0, held: false, complete: false });
    expect(bookingState({ ...base, cancelled: true, paidCents: 9_900 })).toMatchObject({ status: 'Cancelled', creditCents: 9_900, confirmed: false });
    expect(bookingState({ ...base, cancelled: true, onRequest: true, requestStatus: 'declined' }).status).toBe('Declined');
    expect(['Expired', 'Cancelled', 'Declined'].every((s) => isFinished(s as never))).toBe(true);
  });

  // A booking's facts through any sequence of changes, payments, refunds and staff answers,
  // with the lifecycle's own rules for when each event may happen (as the server applies them).
  type Event =
    | { kind: 'change'; deltaCents: number }
    | { kind: 'pay'; cents: number }
    | { kind: 'refund'; cents: number }
    | { kind: 'confirm' }
    | { kind: 'decline' }
    | { kind: 'expire' }
    | { kind: 'revive' };
  const event: fc.Arbitrary<Event> = fc.oneof(
    fc.record({ kind: fc.constant('change' as const), deltaCents: fc.integer({ min: -600_000, max: 600_000 }) }),
    fc.record({ kind: fc.constant('pay' as const), cents: fc.integer({ min: 1, max: 1_000_000 }) }),
    fc.record({ kind: fc.constant('refund' as const), cents: fc.integer({ min: 1, max: 1_000_000 }) }),
    fc.constant({ kind: 'confirm' as const }),
    fc.constant({ kind: 'decline' as const }),
    fc.constant({ kind: 'expire' as const }),
    fc.constant({ kind: 'revive' as const }),
  );

  function apply(facts: BookingFacts, e: Event): BookingFacts {
    const live = !facts.expired && !facts.cancelled;
    const state = bookingState(facts);
    switch (e.kind) {
      case 'change':
        return live ? { ...facts, totalCents: Math.max(0, facts.totalCents + e.deltaCents) } : facts;
      case 'pay':
        // The payment page takes at most the balance.
        return live && state.balanceCents > 0 ? { ...facts, paidCents: facts.paidCents + Math.min(e.cents, state.balanceCents) } : facts;
      case 'refund':
        return { ...facts, paidCents: facts.paidCents - Math.min(e.cents, facts.paidCents) };
      case 'confirm':
        return live && facts.requestStatus === 'pending' ? { ...facts, requestStatus: 'confirmed' } : facts;
      case 'decline':
        return live && facts.requestStatus === 'pending' ? { ...facts, requestStatus: 'declined', cancelled: true, paidCents: 0 } : facts;
      case 'expire':
        return live && state.held ? { ...facts, expired: true } : facts;
      case 'revive':
        return facts.expired && !facts.cancelled ? { ...facts, expired: false } : facts;
    }
  }

  it('property: after every sequence of changes and payments the derived state is consistent', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.integer({ min: 0, max: 2_000_000 }), fc.array(event, { maxLength: 25 }), (onRequest, total, events) => {
        let facts: BookingFacts = { ...base, totalCents: total, onRequest, requestStatus: onRequest ? 'pending' : null };
        for (const e of events) {
          facts = apply(facts, e);
          const s = bookingState(facts);
          const live = !facts.expired && !facts.cancelled;
          for (const cents of [s.balanceCents, s.creditCents]) expect(Number.isInteger(cents) && cents >= 0).toBe(true);
          // Never owed both ways; a live booking owes or is owed exactly the difference.
          expect(s.balanceCents === 0 || s.creditCents === 0).toBe(true);
          if (live) expect(s.balanceCents - s.creditCents).toBe(facts.totalCents - facts.paidCents);
          else expect(s).toMatchObject({ balanceCents: 0, creditCents: facts.paidCents, held: false, complete: false, confirmed: false });
          expect(s.complete).toBe(live && facts.paidCents > 0 && s.balanceCents === 0);
          expect(s.held).toBe(live && facts.paidCents === 0);
          // Only a staff confirmation makes a request Booked; only money makes anything Booked.
          if (s.status === 'Booked') expect(facts.paidCents > 0 && (!facts.onRequest || facts.requestStatus === 'confirmed')).toBe(true);
          if (facts.onRequest && facts.requestStatus === 'pending' && live) expect(s.status).toBe('On Request');
          expect(s.confirmed).toBe(s.status === 'Booked');
          expect(isFinished(s.status)).toBe(!live);
        }
      }),
      { numRuns: 500 },
    );
  });
});
