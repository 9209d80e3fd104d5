/**
 * A select (SPEC 9): a native `<select>` in the server's HTML and until the page is interactive,
 * so a form sent before scripts run still carries the choice, and a choice made then is kept;
 * then react-select (ReactSelectControl), fetched in a chunk of its own when the browser is idle
 * or as soon as a person reaches for the field, takes its place with the same value.
 */
import React, { useCallback, useEffect, useRef, useState } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { useIdle } from '../../lib/use-idle';
import type { ChoiceOption } from './ChoiceFields';
import { FieldLabel, FieldMessages, useFieldError, useFieldIds, type FieldBaseProps } from './FieldFrame';
import type { ReactSelectControlProps } from './ReactSelectControl';
import * as styles from './Fields.module.css';

type Control = React.ComponentType<ReactSelectControlProps>;
let loaded: Promise<Control> | null = null;
/** One download for every select of the page. */
export function loadReactSelect(): Promise<Control> {
  loaded ??= import(/* webpackChunkName: "react-select" */ './ReactSelectControl').then((m) => m.default);
  return loaded;
}

export interface SelectFieldProps extends FieldBaseProps {
  options: readonly (string | ChoiceOption)[];
  /** The select's own wording when nothing is chosen, like 'Please choose your snow ability.' */
  requiredMessage?: string;
  placeholder?: string;
}

const asOption = (o: string | ChoiceOption): ChoiceOption => (typeof o === 'string' ? { value: o, label: o } : o);

export function SelectField({ name, label, hint, required, options, requiredMessage, placeholder = 'Select...' }: SelectFieldProps) {
  const error = useFieldError(name, { label, kind: 'select', requiredMessage });
  const { id, hintId, errorId, describedBy } = useFieldIds(hint, error);
  const choices = options.map(asOption);
  const [Enhanced, setEnhanced] = useState<Control | null>(null);
  const handOver = useRef(false);
  const idle = useIdle();

  const enhance = useCallback(() => {
    void loadReactSelect().then((control) => {
      // A person already in the native select keeps the focus when react-select takes its place.
      handOver.current = document.activeElement?.id === id;
      setEnhanced(() => control);
    });
  }, [id]);
  useEffect(() => {
    if (idle) enhance();
  }, [idle, enhance]);
  useEffect(() => {
    if (!Enhanced || !handOver.current) return;
    handOver.current = false;
    document.getElementById(id)?.focus();
  }, [Enhanced, id]);

  const field = { id, name, required, error, describedBy, choices, placeholder };
  return (
    <div className={styles.field}>
      <FieldLabel htmlFor={id} label={label} required={required} />
      {Enhanced ? (
        <EnhancedSelect {...field} Control={Enhanced} />
      ) : (
        <NativeSelect {...field} onReach={enhance} />
      )}
      <FieldMessages hintId={hintId} hint={hint} errorId={errorId} error={error} />
    </div>
  );
}

interface ControlProps {
  id: string;
  name: string;
  required?: boolean;
  error?: string;
  describedBy?: string;
  choices: ChoiceOption[];
  placeholder: string;
}

function NativeSelect({ id, name, required, error, describedBy, choices, placeholder, onReach }: ControlProps & { onReach: () => void }) {
  const { register } = useFormContext();
  // Uncontrolled, registered without a default: react-hook-form reads a choice made before hydration from the page.
  return (
    <select
      id={id}
      required={required}
      aria-invalid={error ? true : undefined}
      aria-describedby={describedBy}
      className={styles.select}
      onPointerEnter={onReach}
      onFocus={onReach}
      {...register(name)}
    >
      <option value="">{placeholder}</option>
      {choices.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </select>
  );
}

function EnhancedSelect({ id, name, required, error, describedBy, choices, placeholder, Control }: ControlProps & { Control: Control }) {
  const { field } = useController({ name });
  return (
    <Control
      inputId={id}
      name={name}
      options={choices}
      value={typeof field.value === 'string' ? field.value : ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      focusRef={field.ref}
      required={required}
      invalid={Boolean(error)}
      describedBy={describedBy}
      placeholder={placeholder}
    />
  );
}
