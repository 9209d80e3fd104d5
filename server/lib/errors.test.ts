import { issueMessages, nonFinitePath } from './errors';

describe('issueMessages', () => {
  it("words Ajv's issues (one property each) as the API answers them", () => {
    expect(
      issueMessages('body', [
        { instancePath: '', keyword: 'required', params: { missingProperty: 'email' }, message: "must have required property 'email'" },
        { instancePath: '/bookings~1booking', keyword: 'additionalProperties', params: { additionalProperty: 'zzz' }, message: 'must NOT have additional properties' },
        { instancePath: '/nights', keyword: 'maximum', params: { limit: 5 }, message: 'must be <= 5' },
      ]),
    ).toEqual(['body.email is required', 'body.bookings~1booking.zzz is not allowed', 'body.nights must be <= 5']);
  });

  it("words TypeBox's issues (properties listed together) the same way, once per property", () => {
    expect(
      issueMessages('body', [
        { instancePath: '', schemaPath: '#', keyword: 'required', params: { requiredProperties: ['email', 'captcha'] }, message: 'must have required properties email, captcha' },
        { instancePath: '/zzz', schemaPath: '#/additionalProperties', keyword: 'boolean', params: {}, message: 'schema is false' },
        { instancePath: '', schemaPath: '#', keyword: 'additionalProperties', params: { additionalProperties: ['zzz'] }, message: 'must not have additional properties' },
        { instancePath: '/phone', schemaPath: '#/properties/phone', keyword: 'pattern', params: { pattern: '^[0-9]*$' }, message: 'must match pattern "^[0-9]*$"' },
      ]),
    ).toEqual(['body.email is required', 'body.captcha is required', 'body.zzz is not allowed', 'body.phone must match pattern "^[0-9]*$"']);
  });

  it('names the part alone when the issue is about the whole of it', () => {
    expect(issueMessages('querystring', [{ instancePath: '', keyword: 'type', params: { type: 'object' }, message: 'must be object' }])).toEqual(['querystring must be object']);
  });
});

describe('nonFinitePath', () => {
  it('finds a coerced Infinity or NaN anywhere in a body, and nothing in finite numbers or raw bytes', () => {
    expect(nonFinitePath({ addons: [], traveller: { id: Infinity } }, 'body')).toBe('body.traveller.id');
    expect(nonFinitePath({ travellers: [{ id: 1 }, { id: Number.NaN }] }, 'body')).toBe('body.travellers.1.id');
    expect(nonFinitePath({ a: 1, b: [2.5, -3], c: 'Infinity', d: null }, 'body')).toBeNull();
    expect(nonFinitePath(Buffer.from('{"id":1e400}'), 'body')).toBeNull();
    expect(nonFinitePath(undefined, 'querystring')).toBeNull();
  });
});

describe('nonFinitePath on a deep body', () => {
  it('walks a body nested far deeper than the call stack', () => {
    let deep: unknown = [Infinity];
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(nonFinitePath(deep, 'body')).toBe(`body${'.0'.repeat(100_001)}`);
  });
});
