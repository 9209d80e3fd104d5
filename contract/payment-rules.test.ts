import { amountMessage, amountProblem, balanceDueDate, cardBrand, cardBrandLabel, formatCardNumber, formatExpiry, luhnValid, parseExpiry, toCents, validateCard } from './payment-rules';

describe('card rules', () => {
  it('Luhn', () => {
    expect(luhnValid('4242424242424242')).toBe(true);
    expect(luhnValid('4242424242424241')).toBe(false);
    expect(luhnValid('42424242')).toBe(false);
    expect(luhnValid('4242 4242 4242 4242')).toBe(false);
  });

  it('brands and formatting', () => {
    expect(cardBrand('4242424242424242')).toBe('visa');
    expect(cardBrand('5555555555554444')).toBe('mastercard');
    expect(cardBrand('2223003122003222')).toBe('mastercard');
    expect(cardBrand('378282246310005')).toBe('amex');
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('378282246310005')).toBe('3782 822463 10005');
    expect(formatCardNumber('4242-42ab42')).toBe('4242 4242');
    expect(cardBrandLabel('amex')).toBe('American Express');
    expect(cardBrandLabel('visa')).toBe('Visa');
  });

  it('expiry', () => {
    expect(parseExpiry('04/29')).toEqual({ month: 4, year: 2029 });
    expect(parseExpiry('04 / 29')).toEqual({ month: 4, year: 2029 });
    expect(parseExpiry('0429')).toEqual({ month: 4, year: 2029 });
    expect(parseExpiry('13/29')).toBeNull();
    expect(parseExpiry('4/2')).toBeNull();
    expect(formatExpiry('1')).toBe('1');
    expect(formatExpiry('4')).toBe('04 / ');
    expect(formatExpiry('0429')).toBe('04 / 29');
    expect(formatExpiry('04 /', '04 / ')).toBe('0');
  });

  it('validateCard says what is wrong with each field', () => {
    const today = '2026-11-22';
    expect(validateCard({ number: '4242 4242 4242 4242', expiry: '12 / 34', cvc: '123', name: 'A B' }, today)).toEqual({});
    expect(validateCard({ number: '', expiry: '', cvc: '', name: ' ' }, today)).toEqual({
      number: 'Enter your card number.',
      expiry: 'Enter the expiry date as MM/YY.',
      cvc: 'Enter the security code (CVC) from your card.',
      name: 'Enter the name on the card.',
    });
    const wrong = validateCard({ number: '4242 4242 4242 4241', expiry: '10/26', cvc: '12', name: 'A' }, today);
    expect(wrong.number).toMatch(/incorrect/);
    expect(wrong.expiry).toMatch(/expired/);
    expect(wrong.cvc).toMatch(/3 digits/);
    expect(validateCard({ number: '378282246310005', expiry: '11/26', cvc: '123', name: 'A' }, today).cvc).toMatch(/4 on American Express/);
  });
});

describe('amount rules', () => {
  it('whole cents only', () => {
    expect(toCents(99)).toBe(9900);
    expect(toCents(250.5)).toBe(25050);
    expect(toCents(0.1 + 0.2)).toBe(30);
    expect(toCents(250.005)).toBeNull();
    expect(toCents(0)).toBeNull();
    expect(toCents(-1)).toBeNull();
    expect(toCents(Number.NaN)).toBeNull();
  });

  it('between the minimum (or the whole balance when less) and the balance', () => {
    const limits = { minimumCents: 19800, balanceCents: 500000 };
    expect(amountProblem(19800, limits)).toBeNull();
    expect(amountProblem(500000, limits)).toBeNull();
    expect(amountProblem(19799, limits)).toBe('too-small');
    expect(amountProblem(500001, limits)).toBe('too-large');
    expect(amountProblem(null, limits)).toBe('invalid');
    expect(amountProblem(100, { minimumCents: 19800, balanceCents: 100 })).toBeNull();
    expect(amountProblem(100, { minimumCents: 0, balanceCents: 0 })).toBe('paid');
    expect(amountMessage('too-small', limits)).toBe('The smallest payment we can take now is NZ$198.');
    expect(amountMessage('too-large', { minimumCents: 100, balanceCents: 123456 })).toBe('The most you can pay is the balance of NZ$1,234.56.');
  });
});

describe('balanceDueDate (DECISIONS: 56 days before departure)', () => {
  it('counts back 56 calendar days, across months and years', () => {
    expect(balanceDueDate('2027-03-01')).toBe('2027-01-04');
    expect(balanceDueDate('2027-01-15')).toBe('2026-11-20');
  });
});
