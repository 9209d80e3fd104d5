import fc from 'fast-check';
import { addonPrice, priceBooking, promoDiscount, promoIsUsable, seasonalPrice, type PriceInput } from './pricing';
import { addDays } from '../../../contract/dates';
import { addonPriceDate } from '../../../contract/seasonal-price';
import { DEPOSIT_PER_TRAVELLER_CENTS } from '../../../contract/payment-rules';

const base: PriceInput = {
  today: '2027-01-01',
  departureDate: '2027-06-01',
  tourPriceCents: 250_000,
  travellers: 2,
  extraNights: [],
  upgrades: [],
  addons: [],
  adHoc: [],
  promo: null,
  payments: [],
};

describe('seasonal add-on prices (SPEC 5: departure date plus the day ordinal)', () => {
  const windows = [{ priceCents: 15_000, availableFrom: '2027-06-03', availableTo: '2027-06-10' }];

  it('prices day N on departure date + N, literally', () => {
    // Day 1 falls on 06-02 (outside), day 2 on 06-03 (inside, inclusive start).
    expect(addonPrice(12_000, windows, '2027-06-01', 1)).toBe(12_000);
    expect(addonPrice(12_000, windows, '2027-06-01', 2)).toBe(15_000);
    // Inclusive end, then outside.
    expect(addonPrice(12_000, windows, '2027-06-01', 9)).toBe(15_000);
    expect(addonPrice(12_000, windows, '2027-06-01', 10)).toBe(12_000);
  });

  it('uses the window that starts first when windows overlap', () => {
    const overlapping = [
      { priceCents: 3, availableFrom: '2027-06-05', availableTo: '2027-06-30' },
      { priceCents: 2, availableFrom: '2027-06-01', availableTo: '2027-06-10' },
    ];
    expect(seasonalPrice(1, overlapping, '2027-06-07')).toBe(2);
    expect(seasonalPrice(1, overlapping, '2027-06-20')).toBe(3);
    expect(seasonalPrice(1, [], '2027-06-20')).toBe(1);
  });

  it('property: the price is the base price or the price of a window containing the date', () => {
    const day = fc.integer({ min: 0, max: 400 }).map((n) => addDays('2027-01-01', n));
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.array(fc.tuple(day, fc.integer({ min: 0, max: 60 }), fc.integer({ min: 0, max: 1_000_000 })), { maxLength: 5 }),
        day,
        fc.option(fc.integer({ min: 1, max: 30 }), { nil: null }),
        (baseCents, raw, departure, ordinal) => {
          const seasonal = raw.map(([from, length, price]) => ({ priceCents: price, availableFrom: from, availableTo: addDays(from, length) }));
          const price = addonPrice(baseCents, seasonal, departure, ordinal);
          const date = addonPriceDate(departure, ordinal);
          const containing = seasonal.filter((s) => s.availableFrom <= date && date <= s.availableTo);
          if (containing.length === 0) expect(price).toBe(baseCents);
          else expect(containing.map((s) => s.priceCents)).toContain(price);
        },
      ),
    );
  });
});

describe('promo codes', () => {
  it('takes a percent or an amount off the subtotal, never more than the subtotal', () => {
    expect(promoDiscount(100_000, { kind: 'percent', value: 10 })).toBe(10_000);
    expect(promoDiscount(100_000, { kind: 'amount', value: 10_000 })).toBe(10_000);
    expect(promoDiscount(5_000, { kind: 'amount', value: 10_000 })).toBe(5_000);
    expect(promoDiscount(100_000, null)).toBe(0);
    expect(promoDiscount(0, { kind: 'percent', value: 50 })).toBe(0);
  });

  it('is usable up to and including its expiry date and under its usage limit', () => {
    expect(promoIsUsable({ expiredDate: '2027-01-01', usageLimit: null, timesUsed: 0 }, '2027-01-01')).toBe(true);
    expect(promoIsUsable({ expiredDate: '2027-01-01', usageLimit: null, timesUsed: 0 }, '2027-01-02')).toBe(false);
    expect(promoIsUsable({ expiredDate: null, usageLimit: 3, timesUsed: 2 }, '2027-01-02')).toBe(true);
    expect(promoIsUsable({ expiredDate: null, usageLimit: 3, timesUsed: 3 }, '2027-01-02')).toBe(false);
  });
});

describe('priceBooking', () => {
  it('adds tour, extra nights, upgrades, add-ons and our items, then the promo discount', () => {
    const price = priceBooking({
      ...base,
      extraNights: [{ nights: 2, nightlyCents: 15_000 }],
      upgrades: [{ nights: 3, pricePerNightCents: 8_000 }],
      addons: [{ priceCents: 12_000 }, { priceCents: 30_000 }],
      adHoc: [{ amountCents: 5_000 }],
      promo: { kind: 'percent', value: 10 },
    });
    expect(price.tourTotal).toBe(500_000);
    expect(price.accommodationsTotal).toBe(60_000); // 2 nights x 150 x 2 travellers
    expect(price.upgradesTotal).toBe(24_000);
    expect(price.addonsTotal).toBe(42_000);
    expect(price.subtotal).toBe(631_000);
    expect(price.totalDiscount).toBe(63_100);
    expect(price.total).toBe(567_900);
    expect(price.balanceRemaining).toBe(567_900);
  });

  it('counts only successful payments', () => {
    const price = priceBooking({
      ...base,
      payments: [
        { amountCents: 19_800, status: 'succeeded' },
        { amountCents: 50_000, status: 'failed' },
        { amountCents: 50_000, status: 'pending' },
        { amountCents: 10_000, status: 'refunded' },
      ],
    });
    expect(price.totalPaid).toBe(19_800);
    expect(price.balanceRemaining).toBe(500_000 - 19_800);
  });

  it('asks for the deposit (99 NZD per traveller) more than 56 days out, and the whole balance inside 56 days', () => {
    const far = priceBooking({ ...base, today: '2027-01-01', departureDate: '2027-02-27' }); // 57 days
    expect(far.canPayPartially).toBe(true);
    expect(far.depositDue).toBe(2 * DEPOSIT_PER_TRAVELLER_CENTS);
    expect(far.minimumPayment).toBe(19_800);
    const edge = priceBooking({ ...base, today: '2027-01-01', departureDate: '2027-02-26' }); // 56 days
    expect(edge.canPayPartially).toBe(false);
    expect(edge.minimumPayment).toBe(500_000);
    const depositPaid = priceBooking({ ...base, payments: [{ amountCents: 19_800, status: 'succeeded' }] });
    expect(depositPaid.minimumPayment).toBe(100);
  });

  it('flags departures under 30 days as on request', () => {
    expect(priceBooking({ ...base, today: '2027-01-01', departureDate: '2027-01-30' }).departLessThan30Days).toBe(true);
    expect(priceBooking({ ...base, today: '2027-01-01', departureDate: '2027-01-31' }).departLessThan30Days).toBe(false);
  });

  const input = fc.record({
    tourPriceCents: fc.integer({ min: 0, max: 2_000_000 }),
    travellers: fc.integer({ min: 1, max: 16 }),
    extraNights: fc.array(fc.record({ nights: fc.integer({ min: 1, max: 5 }), nightlyCents: fc.integer({ min: 0, max: 100_000 }) }), { maxLength: 2 }),
    upgrades: fc.array(fc.record({ nights: fc.integer({ min: 1, max: 20 }), pricePerNightCents: fc.integer({ min: 0, max: 100_000 }) }), { maxLength: 3 }),
    addons: fc.array(fc.record({ priceCents: fc.integer({ min: 0, max: 100_000 }) }), { maxLength: 20 }),
    adHoc: fc.array(fc.record({ amountCents: fc.integer({ min: -500_000, max: 500_000 }) }), { maxLength: 3 }),
    promo: fc.option(
      fc.oneof(
        fc.record({ kind: fc.constant('percent' as const), value: fc.integer({ min: 0, max: 100 }) }),
        fc.record({ kind: fc.constant('amount' as const), value: fc.integer({ min: 0, max: 5_000_000 }) }),
      ),
      { nil: null },
    ),
    payments: fc.array(
      fc.record({ amountCents: fc.integer({ min: 1, max: 5_000_000 }), status: fc.constantFrom('succeeded', 'failed', 'pending', 'refunded') }),
      { maxLength: 5 },
    ),
    daysOut: fc.integer({ min: 1, max: 700 }),
  });

  it('property: amounts are whole cents, never negative, and add up', () => {
    fc.assert(
      fc.property(input, ({ daysOut, ...rest }) => {
        const p = priceBooking({ ...rest, today: '2027-01-01', departureDate: addDays('2027-01-01', daysOut) });
        for (const value of [p.subtotal, p.totalDiscount, p.total, p.totalPaid, p.balanceRemaining, p.minimumPayment, p.depositDue]) {
          expect(Number.isInteger(value)).toBe(true);
          expect(value).toBeGreaterThanOrEqual(0);
        }
        expect(p.total).toBe(p.subtotal - p.totalDiscount);
        expect(p.totalDiscount).toBeLessThanOrEqual(p.subtotal);
        expect(p.balanceRemaining).toBe(Math.max(0, p.total - p.totalPaid));
        expect(p.minimumPayment).toBeLessThanOrEqual(p.balanceRemaining);
        if (p.balanceRemaining > 0) expect(p.minimumPayment).toBeGreaterThan(0);
        if (!p.canPayPartially) expect(p.minimumPayment).toBe(p.balanceRemaining);
        expect(p.canPayPartially).toBe(daysOut > 56);
        expect(p.departLessThan30Days).toBe(daysOut < 30);
      }),
    );
  });

  it('property: a promo code never raises the total, and a larger percent never costs more', () => {
    fc.assert(
      fc.property(input, fc.integer({ min: 0, max: 100 }), fc.integer({ min: 0, max: 100 }), ({ daysOut, ...rest }, a, b) => {
        const at = (promo: PriceInput['promo']) => priceBooking({ ...rest, promo, today: '2027-01-01', departureDate: addDays('2027-01-01', daysOut) }).total;
        const none = at(null);
        expect(at({ kind: 'percent', value: a })).toBeLessThanOrEqual(none);
        const [low, high] = a <= b ? [a, b] : [b, a];
        expect(at({ kind: 'percent', value: high })).toBeLessThanOrEqual(at({ kind: 'percent', value: low }));
      }),
    );
  });

  it('property: one more traveller never lowers the total without a promo', () => {
    fc.assert(
      fc.property(input, ({ daysOut, ...rest }) => {
        const at = (travellers: number) =>
          priceBooking({ ...rest, promo: null, adHoc: [], travellers, today: '2027-01-01', departureDate: addDays('2027-01-01', daysOut) }).total;
        expect(at(rest.travellers + 1)).toBeGreaterThanOrEqual(at(rest.travellers));
      }),
    );
  });
});
