import { optionPriceOn, shownOptions } from './seasonal-price';

const liftPass = {
  price: 169,
  seasonal_pricings: [
    { price: 185, available_from: '2027-07-03', available_to: '2027-07-18' },
    { price: 199, available_from: '2027-09-25', available_to: '2027-10-10' },
  ],
};

describe('seasonal price display (SPEC 5)', () => {
  it('uses the seasonal price when that date falls inside a window, both ends included', () => {
    expect(optionPriceOn(liftPass, '2027-07-01', 2)).toEqual({ price: 185, seasonal: true });
    expect(optionPriceOn(liftPass, '2027-07-08', 10)).toEqual({ price: 185, seasonal: true });
    expect(optionPriceOn(liftPass, '2027-09-20', 5)).toEqual({ price: 199, seasonal: true });
  });

  it('uses the base price outside every window', () => {
    // Day 1 of a 1 July departure is priced on 2 July, the day before the window opens.
    expect(optionPriceOn(liftPass, '2027-07-01', 1)).toEqual({ price: 169, seasonal: false });
    expect(optionPriceOn(liftPass, '2027-07-18', 1)).toEqual({ price: 169, seasonal: false });
    expect(optionPriceOn({ price: 99, seasonal_pricings: [] }, '2027-07-05', 1)).toEqual({ price: 99, seasonal: false });
  });

  it('lets the window that starts first win when windows overlap', () => {
    const overlapping = {
      price: 100,
      seasonal_pricings: [
        { price: 130, available_from: '2027-01-10', available_to: '2027-01-31' },
        { price: 120, available_from: '2027-01-01', available_to: '2027-01-20' },
      ],
    };
    expect(optionPriceOn(overlapping, '2027-01-14', 1).price).toBe(120);
  });

  it('leaves hidden and archived options out', () => {
    const options = [
      { api_id: 1, hidden: false, archived: false },
      { api_id: 2, hidden: true, archived: false },
      { api_id: 3, hidden: false, archived: true },
    ];
    expect(shownOptions(options).map((o) => o.api_id)).toEqual([1]);
  });
});
