import { OPTIONAL_PHONE_SCHEMA_PATTERN, PHONE_INPUT_PATTERN, PHONE_PATTERN, phoneMessage } from './phone';

describe('phone numbers', () => {
  it('takes numbers with a dialling code, spaces, brackets, dashes and dots', () => {
    for (const ok of ['+64 21 123 4567', '(09) 555-0101', '021.555.0101', '12345']) expect(PHONE_PATTERN.test(ok)).toBe(true);
  });
  it('refuses letters, a + inside the number, and numbers too short or too long', () => {
    for (const bad of ['call me', '64+21 555', '1234', '1'.repeat(31), '']) expect(PHONE_PATTERN.test(bad)).toBe(false);
  });
  it("gives an input's pattern the same rule, valid under the browser's 'v' flag", () => {
    const browser = new RegExp(`^(?:${PHONE_INPUT_PATTERN})$`, 'v');
    for (const value of ['+64 21 123 4567', '(09) 555-0101', 'call me', '1234']) expect(browser.test(value)).toBe(PHONE_PATTERN.test(value));
  });
  it('lets an optional field stay empty', () => {
    const optional = new RegExp(OPTIONAL_PHONE_SCHEMA_PATTERN);
    expect(optional.test('')).toBe(true);
    expect(optional.test('+64 21 123 4567')).toBe(true);
    expect(optional.test('abc')).toBe(false);
  });
  it('names the field in its message', () => {
    expect(phoneMessage('Insurer phone number')).toBe('Insurer phone number must be a phone number, including the international dialling code.');
  });
});
