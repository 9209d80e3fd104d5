/**
 * The enhanced select: react-select with SPEC 9's defaults (menu height 300 at most and 140 at
 * least, page size 5, 'Select...', 'Loading...', 'No options'). Loaded in a chunk of its own by
 * SelectField once the page is interactive, so it never weighs on a page without a select.
 */
import React from 'react';
import Select, { components, type InputProps, type SingleValue } from 'react-select';
import type { ChoiceOption } from './ChoiceFields';

/** SPEC 9 "Select dropdown defaults". */
export const SELECT_DEFAULTS = {
  maxMenuHeight: 300,
  minMenuHeight: 140,
  pageSize: 5,
  placeholder: 'Select...',
  loadingMessage: () => 'Loading...',
  noOptionsMessage: () => 'No options',
} as const;

export interface ReactSelectControlProps {
  inputId: string;
  name: string;
  options: readonly ChoiceOption[];
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  /** Takes the control's focus method, so a refused submit can focus it (react-hook-form's field ref). */
  focusRef: (instance: { focus: () => void } | null) => void;
  required?: boolean;
  invalid?: boolean;
  /** The hint's and the error's ids, added to react-select's own description of the input. */
  describedBy?: string;
  placeholder?: string;
  isLoading?: boolean;
}

type Extra = { 'data-describedby'?: string };

/** react-select describes its input by its placeholder or live region; the field's hint and error join them. */
function DescribedInput(props: InputProps<ChoiceOption, false>) {
  const extra = (props.selectProps as unknown as Extra)['data-describedby'];
  const own = props['aria-describedby'];
  return <components.Input {...props} aria-describedby={[own, extra].filter(Boolean).join(' ') || undefined} />;
}

export default function ReactSelectControl({
  inputId,
  name,
  options,
  value,
  onChange,
  onBlur,
  focusRef,
  required,
  invalid,
  describedBy,
  placeholder = SELECT_DEFAULTS.placeholder,
  isLoading,
}: ReactSelectControlProps) {
  const selected = options.find((o) => o.value === value) ?? null;
  const extra: Extra = { 'data-describedby': describedBy };
  return (
    <Select<ChoiceOption, false>
      {...SELECT_DEFAULTS}
      {...extra}
      ref={focusRef}
      inputId={inputId}
      instanceId={inputId}
      // The hidden input carries the value, so the form's own data has it under the field's name.
      name={name}
      options={options}
      value={selected}
      onChange={(option: SingleValue<ChoiceOption>) => onChange(option?.value ?? '')}
      onBlur={onBlur}
      placeholder={placeholder}
      required={required}
      aria-invalid={invalid || undefined}
      isLoading={isLoading}
      // Focus stays on the field after a choice (react-select drops it on touch-capable devices), so the next Tab goes on from here.
      blurInputOnSelect={false}
      classNamePrefix="kit-select"
      components={{ Input: DescribedInput }}
      styles={{
        control: (base, state) => ({
          ...base,
          minHeight: 48,
          borderColor: invalid ? 'var(--color-danger)' : state.isFocused ? 'var(--color-focus)' : '#7a8682',
          borderWidth: invalid ? 2 : 1,
          boxShadow: state.isFocused ? '0 0 0 3px var(--color-focus)' : 'none',
        }),
        placeholder: (base) => ({ ...base, color: 'var(--color-muted)' }),
        menu: (base) => ({ ...base, zIndex: 20 }),
      }}
    />
  );
}
