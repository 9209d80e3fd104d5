/**
 * One hook per form, over react-hook-form: checked by a contract schema (resolver.ts) when it is
 * sent and, after that, as a person types; focus goes to the first field in trouble; the
 * server's messages are kept for the list above the form (SPEC 8).
 */
import { useCallback, useState } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Resolver, type SubmitErrorHandler, type SubmitHandler } from 'react-hook-form';
import type { ContractResolver } from './resolver';

/** Each form's way to start fetching its schema, found by KitForm from the form it renders. */
export const schemaPreloads = new WeakMap<object, () => void>();

export interface KitFormOptions<V extends FieldValues> {
  resolver: Resolver<V> | ContractResolver<V>;
  /**
   * Starting values. Leave out a field a person may fill in before the page is interactive:
   * a field with no default keeps what is already typed into the page when scripts arrive.
   */
  defaultValues?: DefaultValues<V>;
  /** When a field is first checked: on sending (the default), or as soon as it is left ('onTouched', a card's fields). */
  mode?: 'onSubmit' | 'onTouched';
}

export function useKitForm<V extends FieldValues>({ resolver, defaultValues, mode = 'onSubmit' }: KitFormOptions<V>) {
  const form = useForm<V>({ resolver, defaultValues, mode, reValidateMode: 'onChange', shouldFocusError: true });
  const preload = 'preload' in resolver ? resolver.preload : undefined;
  if (preload) schemaPreloads.set(form.control, preload);
  const [serverErrors, setServerErrors] = useState<string[]>([]);

  /**
   * The submit handler: `send` runs only with valid values, the server's messages cleared first;
   * `refused` runs when a rule broke (the fields show why and the first one has the focus).
   */
  const submitWith = useCallback(
    (send: SubmitHandler<V>, refused?: SubmitErrorHandler<V>) =>
      form.handleSubmit(async (values, event) => {
        setServerErrors([]);
        await send(values, event);
      }, refused),
    [form],
  );

  return { form, serverErrors, setServerErrors, submitWith };
}
