import { Type } from 'typebox';
import type { FieldValues, ResolverOptions } from 'react-hook-form';
import { contractResolver } from './resolver';

const schema = Type.Object(
  {
    captcha: Type.String({ minLength: 1 }),
    name: Type.String({ minLength: 1, maxLength: 5, pattern: '\\S' }),
    email: Type.String({ pattern: '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$' }),
    password: Type.Optional(Type.String({ minLength: 8 })),
    choice: Type.Union([Type.Literal('a'), Type.Literal('b')]),
    tags: Type.Optional(Type.String({ pattern: '^(x|y)?(;(x|y))*$' })),
  },
  { additionalProperties: false },
);

const options = {} as ResolverOptions<FieldValues>;
async function errorsOf(values: FieldValues, extra: Parameters<typeof contractResolver>[1] = {}) {
  const result = await contractResolver(async () => schema, extra)(values, undefined, options);
  return Object.fromEntries(Object.entries(result.errors).map(([name, error]) => [name, error?.type]));
}

describe('contractResolver', () => {
  it('passes valid values through unchanged', async () => {
    const values = { name: 'Mere', email: 'mere@example.nz', choice: 'a' };
    const result = await contractResolver(async () => schema)(values, undefined, options);
    expect(result).toEqual({ values, errors: {} });
  });

  it('names the rule each field broke, by the schema the API validates with', async () => {
    expect(await errorsOf({ name: '   ', email: 'not-an-email', choice: '', password: 'short' })).toEqual({
      name: 'required',
      email: 'format',
      choice: 'required',
      password: 'tooShort',
    });
    expect(await errorsOf({ name: 'Too long a name', email: '', choice: 'c' })).toEqual({ name: 'tooLong', email: 'required', choice: 'invalid' });
  });

  it('leaves out the parts of the body the form does not ask for (the captcha is added on sending)', async () => {
    expect(await errorsOf({ name: 'Mere', email: 'mere@example.nz', choice: 'b' })).toEqual({});
  });

  it('checks the wire shape of the values, and requires what the schema cannot', async () => {
    const toWire = (values: FieldValues) => ({ ...values, tags: (values.tags as string[]).join(';') });
    expect(await errorsOf({ name: 'Mere', email: 'mere@example.nz', choice: 'a', tags: ['x', 'z'] }, { toWire })).toEqual({ tags: 'format' });
    expect(await errorsOf({ name: 'Mere', email: 'mere@example.nz', choice: 'a', tags: ['x', 'y'] }, { toWire })).toEqual({});
    expect(await errorsOf({ name: 'Mere', email: 'mere@example.nz', choice: 'a', password: '' }, { required: ['password'] })).toEqual({ password: 'required' });
  });

  it("gives a field its own words when it has them", async () => {
    const result = await contractResolver<FieldValues>(async () => schema, { messages: { email: 'Enter the email we write to.' } })({ name: '', email: 'x', choice: 'a' }, undefined, options);
    expect(result.errors).toEqual({ name: { type: 'required', message: '' }, email: { type: 'format', message: 'Enter the email we write to.' } });
  });

  it("puts the contract's own rules first, a part of a field nested as react-hook-form reads it", async () => {
    const values = { name: '', email: 'mere@example.nz', choice: 'a', birth: { day: '31', month: '2', year: '2001' } };
    const rules = () => ({ name: 'Name must be Mere.', 'birth.day': 'Date of birth: this day does not exist in that month.' });
    const result = await contractResolver(async () => schema, { rules })(values, undefined, options);
    expect(result.values).toEqual({});
    expect(result.errors).toEqual({
      name: { type: 'invalid', message: 'Name must be Mere.' },
      birth: { day: { type: 'invalid', message: 'Date of birth: this day does not exist in that month.' } },
    });
  });

  it('fetches its schema once, when first asked or when the form is begun, and again after a failed fetch', async () => {
    const load = jest.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(schema);
    const resolver = contractResolver(load);
    expect(load).not.toHaveBeenCalled();
    resolver.preload?.();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(load).toHaveBeenCalledTimes(1);
    const values = { name: 'Mere', email: 'mere@example.nz', choice: 'a' };
    expect(await resolver(values, undefined, options)).toEqual({ values, errors: {} });
    expect(await resolver({ ...values, choice: 'c' }, undefined, options)).toMatchObject({ errors: { choice: { type: 'invalid' } } });
    expect(load).toHaveBeenCalledTimes(2);
  });
});
