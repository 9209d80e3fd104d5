import { amountOptions, chosenAmount, newIdempotencyKey } from './payment-options';

const b = (o: Partial<Parameters<typeof amountOptions>[0]> = {}) => ({
  can_pay_partially: true,
  minimum_payment: 198,
  balance_remaining: 8590,
  deposit_due: 198,
  total_paid: 0,
  travellers_count: 2,
  ...o,
});

describe('amountOptions', () => {
  it('offers the deposit, the full amount or another amount more than 56 days out', () => {
    expect(amountOptions(b())).toEqual([
      { key: 'deposit', label: 'Pay the deposit (2 × NZ$99)', amount: 198 },
      { key: 'balance', label: 'Pay in full', amount: 8590 },
      { key: 'other', label: 'Another amount', amount: null },
    ]);
  });

  it('after the deposit: the balance or another amount', () => {
    expect(amountOptions(b({ total_paid: 198, minimum_payment: 1, balance_remaining: 8392 })).map((o) => o.key)).toEqual(['balance', 'other']);
  });

  it('inside 56 days only the whole balance; nothing once paid', () => {
    expect(amountOptions(b({ can_pay_partially: false, minimum_payment: 8590 }))).toEqual([{ key: 'balance', label: 'Pay in full', amount: 8590 }]);
    expect(amountOptions(b({ balance_remaining: 0, minimum_payment: 0 }))).toEqual([]);
  });
});

describe('chosenAmount', () => {
  it('reads a typed amount in dollars and cents and checks it against the limits', () => {
    expect(chosenAmount(b(), 'other', '250.50')).toEqual({ amount: 250.5 });
    expect(chosenAmount(b(), 'other', 'NZ$ 1,000')).toEqual({ amount: 1000 });
    expect(chosenAmount(b(), 'other', '100')).toEqual({ error: 'The smallest payment we can take now is NZ$198.' });
    expect(chosenAmount(b(), 'other', '9000')).toEqual({ error: 'The most you can pay is the balance of NZ$8,590.' });
    expect(chosenAmount(b(), 'other', '12.345')).toEqual({ error: 'Enter an amount in dollars and cents, for example 250 or 250.50.' });
    expect(chosenAmount(b(), 'other', '')).toEqual({ error: 'Enter an amount in dollars and cents, for example 250 or 250.50.' });
    expect(chosenAmount(b(), 'deposit', '')).toEqual({ amount: 198 });
  });
});

it('makes a new, valid idempotency key every time', () => {
  const a = newIdempotencyKey();
  expect(a).toMatch(/^[A-Za-z0-9_-]{16,100}$/);
  expect(newIdempotencyKey()).not.toBe(a);
});
