/**
 * The bridge between react-hook-form and the contract's schemas: a form is checked by the same
 * TypeBox schema the API validates its body with (contract/), so the browser and the server hold
 * a visitor to one rule. The only file of the site that runs the schema library: a later upgrade
 * (typebox 0.34 to 1.x) changes this file alone.
 *
 * The resolver reports which rule a field broke (`type`: a Problem of messages.ts); the field
 * puts it into words with its own label.
 */
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { TSchema } from '@sinclair/typebox';
// The errors module alone (7 KB gzipped), not the whole Value namespace (16 KB).
import { Errors, ValueErrorType, type ValueError } from '@sinclair/typebox/errors';
import type { Problem } from './messages';

export interface ContractResolverOptions<V extends FieldValues> {
  /**
   * Fields a person must fill in where the wire schema cannot say so (an API that answers a
   * blank value with its own message, or one needed only with another): a blank one is
   * 'required' before the schema runs.
   */
  required?: readonly (keyof V & string)[] | ((values: V) => readonly (keyof V & string)[]);
  /** The form's values in the schema's shape, keyed by the same names (multi-choice answers joined with ';'). */
  toWire?: (values: V) => Record<string, unknown>;
}

/** Nothing given: no value, only spaces, an unticked box, no choice ticked. */
const isBlank = (value: unknown) =>
  value === undefined || value === null || value === false || (typeof value === 'string' && value.trim() === '') || (Array.isArray(value) && value.length === 0);

function problemOf(error: ValueError): Problem {
  const blank = isBlank(error.value);
  switch (error.type) {
    case ValueErrorType.ObjectRequiredProperty:
      return 'required';
    case ValueErrorType.StringMinLength:
      return blank ? 'required' : 'tooShort';
    case ValueErrorType.StringMaxLength:
    case ValueErrorType.ArrayMaxItems:
      return 'tooLong';
    case ValueErrorType.StringPattern:
    case ValueErrorType.StringFormat:
      return blank ? 'required' : 'format';
    default:
      return blank ? 'required' : 'invalid';
  }
}

/** The form field an error belongs to: the first segment of its JSON pointer ('/email' -> 'email'). */
const fieldOf = (path: string) => path.split('/')[1] ?? '';

export function contractResolver<V extends FieldValues>(schema: TSchema, options: ContractResolverOptions<V> = {}): Resolver<V> {
  return (values) => {
    const errors: Record<string, { type: Problem; message: string }> = {};
    const required = typeof options.required === 'function' ? options.required(values) : (options.required ?? []);
    for (const name of required) {
      if (isBlank(values[name])) errors[name] = { type: 'required', message: '' };
    }
    const wire = options.toWire ? options.toWire(values) : values;
    for (const error of Errors(schema, wire)) {
      const name = fieldOf(error.path);
      // Only the form's own fields: the rest of the body (captcha, page address) is added on sending.
      if (!(name in values) || errors[name]) continue;
      errors[name] = { type: problemOf(error), message: '' };
    }
    if (Object.keys(errors).length === 0) return { values, errors: {} };
    return { values: {}, errors: errors as unknown as FieldErrors<V> };
  };
}
