/**
 * The bridge between react-hook-form and the contract's schemas: a form is checked by the same
 * TypeBox schema the API validates its body with (contract/), so the browser and the server hold
 * a visitor to one rule. The only file of the site that runs the schema library (typebox 1.x),
 * so an upgrade of it changes this file alone.
 *
 * The resolver reports which rule a field broke (`type`: a Problem of messages.ts); the field
 * puts it into words with its own label.
 *
 * The schema and the checker arrive when a form is first checked, not with the page: typebox and
 * the contract's schema modules are about 220 KB of script whose evaluation cost the tour page
 * 0.5–1 s of blocking time on a throttled phone (bench, 2026-11-27). A form starts loading them
 * as soon as someone begins it (`preload`, called by KitForm on the first focus).
 */
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { TSchema } from 'typebox';
import type { Problem } from './messages';

/** A contract schema, imported when first needed: `() => import('contract/auth').then((m) => m.SignInFormSchema)`. */
export type SchemaLoader = () => Promise<TSchema>;

type Checker = typeof import('typebox/value').Errors;

export interface ContractResolverOptions<V extends FieldValues> {
  /**
   * Fields a person must fill in where the wire schema cannot say so (an API that answers a
   * blank value with its own message, or one needed only with another): a blank one is
   * 'required' before the schema runs.
   */
  required?: readonly (keyof V & string)[] | ((values: V) => readonly (keyof V & string)[]);
  /** The form's values in the schema's shape, keyed by the same names (multi-choice answers joined with ';'). */
  toWire?: (values: V) => Record<string, unknown>;
  /** A field's own words for any rule it breaks (an amount: 'Enter the amount received…'), instead of the label's generic text. */
  messages?: Partial<Record<keyof V & string, string>>;
  /**
   * The contract's own rules for what a JSON schema cannot say (a date against today, one date
   * after another, a card number's check digit): messages keyed by field, or by a part of one
   * ('birth.day'). They win over the schema's finding for the same field.
   */
  rules?: (values: V) => Record<string, string>;
}

/** Nothing given: no value, only spaces, an unticked box, no choice ticked. */
const isBlank = (value: unknown) =>
  value === undefined || value === null || value === false || (typeof value === 'string' && value.trim() === '') || (Array.isArray(value) && value.length === 0);

type SchemaError = ReturnType<Checker>[number];

/** Which rule a value broke, from the JSON Schema keyword typebox reports. */
function problemOf(keyword: string, value: unknown): Problem {
  const blank = isBlank(value);
  switch (keyword) {
    case 'required':
      return 'required';
    case 'minLength':
      return blank ? 'required' : 'tooShort';
    case 'maxLength':
    case 'maxItems':
      return 'tooLong';
    case 'pattern':
    case 'format':
      return blank ? 'required' : 'format';
    default:
      return blank ? 'required' : 'invalid';
  }
}

/**
 * The schema's errors for these values, field by field for an object schema: typebox buffers
 * only its first few errors (Settings.maxErrors, 8, a guard it keeps against huge values), and
 * one field such as a nationality chosen from two hundred names can use them all.
 */
function schemaErrors(Errors: Checker, schema: TSchema, wire: Record<string, unknown>): SchemaError[] {
  const properties = (schema as { properties?: Record<string, TSchema> }).properties;
  if (!properties) return Errors(schema, wire);
  const required = new Set((schema as { required?: string[] }).required ?? []);
  return Object.entries(properties).flatMap(([name, property]): SchemaError[] => {
    if (wire[name] === undefined) {
      return required.has(name) ? [{ keyword: 'required', instancePath: '', schemaPath: '#', params: { requiredProperties: [name] }, message: '' } as SchemaError] : [];
    }
    return Errors(property, wire[name]).map((error) => ({ ...error, instancePath: `/${name}${error.instancePath}` }));
  });
}

/** The form fields an error is about: the first segment of its JSON pointer ('/email' -> 'email'), or the missing properties. */
function fieldsOf(error: SchemaError): string[] {
  if (error.keyword === 'required' && error.instancePath === '') return (error.params as { requiredProperties?: string[] }).requiredProperties ?? [];
  return [error.instancePath.split('/')[1] ?? ''];
}

type KitError = { type: Problem; message: string };

/** Errors keyed 'birth.day' nest as react-hook-form reads them: { birth: { day: … } }. */
function nest(flat: Record<string, KitError>): Record<string, unknown> {
  const nested: Record<string, unknown> = {};
  for (const [path, error] of Object.entries(flat)) {
    const keys = path.split('.');
    let node = nested;
    for (const key of keys.slice(0, -1)) node = (node[key] ??= {}) as Record<string, unknown>;
    node[keys[keys.length - 1]] = error;
  }
  return nested;
}

/** A resolver that can start fetching its schema before it is first asked (KitForm calls it on the first focus). */
export type ContractResolver<V extends FieldValues> = Resolver<V> & { preload?: () => void };

export function contractResolver<V extends FieldValues>(loadSchema: SchemaLoader, options: ContractResolverOptions<V> = {}): ContractResolver<V> {
  let loading: Promise<[TSchema, Checker]> | undefined;
  // A failed fetch (a dropped connection) is tried again on the next check, not remembered.
  const load = () =>
    (loading ??= Promise.all([loadSchema(), import('typebox/value').then((module) => module.Errors)]).catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
  const resolver: ContractResolver<V> = async (values) => {
    const [schema, Errors] = await load();
    const errors: Record<string, KitError> = {};
    for (const [path, message] of Object.entries(options.rules?.(values) ?? {})) {
      errors[path] = { type: 'invalid', message };
    }
    const failed = (name: string) => Object.keys(errors).some((path) => path === name || path.startsWith(`${name}.`));
    const required = typeof options.required === 'function' ? options.required(values) : (options.required ?? []);
    for (const name of required) {
      if (isBlank(values[name]) && !failed(name)) errors[name] = { type: 'required', message: '' };
    }
    const wire = options.toWire ? options.toWire(values) : values;
    for (const error of schemaErrors(Errors, schema, wire as Record<string, unknown>)) {
      for (const name of fieldsOf(error)) {
        // Only the form's own fields: the rest of the body (captcha, page address) is added on sending.
        if (!(name in values) || failed(name)) continue;
        errors[name] = { type: problemOf(error.keyword, (wire as Record<string, unknown>)[name]), message: '' };
      }
    }
    if (Object.keys(errors).length === 0) return { values, errors: {} };
    for (const [name, error] of Object.entries(errors)) error.message = options.messages?.[name as keyof V & string] ?? error.message;
    return { values: {}, errors: nest(errors) as FieldErrors<V> };
  };
  resolver.preload = () => void load().catch(() => undefined);
  return resolver;
}
