/**
 * A date, held as 'YYYY-MM-DD' (the wire's format). A native date input in the server's HTML and
 * until the page is interactive (it works without scripts); then react-datepicker, loaded on
 * demand (date-picker.ts), shows it as dd/MM/yyyy (SPEC 9) with the same value.
 */
import React, { useCallback, useEffect, useState } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { useIdle } from '../../lib/use-idle';
import { isoToLocalDate, localDateToIso } from '../../../contract/dates';
import { loadDatePicker, loadedDatePicker, type DatePicker } from './date-picker';
import { FieldLabel, FieldMessages, useFieldError, useFieldIds, type FieldBaseProps } from './FieldFrame';
import * as styles from './Fields.module.css';

export interface DateFieldProps extends FieldBaseProps {
  /** 'YYYY-MM-DD' bounds. */
  min?: string;
  max?: string;
}

const toIso = localDateToIso;
const fromIso = (value: unknown): Date | null => (typeof value === 'string' ? isoToLocalDate(value) : null);

export function DateField({ name, label, hint, required, min, max }: DateFieldProps) {
  const error = useFieldError(name, { label, kind: 'date' });
  const { id, hintId, errorId, describedBy } = useFieldIds(hint, error);
  const [Picker, setPicker] = useState<DatePicker | null>(loadedDatePicker);
  const idle = useIdle();
  const enhance = useCallback(() => void loadDatePicker().then((picker) => setPicker(() => picker)), []);
  useEffect(() => {
    if (idle) enhance();
  }, [idle, enhance]);
  const shared = { id, name, required, invalid: Boolean(error), describedBy, min, max };
  return (
    <div className={styles.field}>
      <FieldLabel htmlFor={id} label={label} required={required} />
      {Picker ? <PickerInput {...shared} Picker={Picker} /> : <NativeDate {...shared} onReach={enhance} />}
      <FieldMessages hintId={hintId} hint={hint} errorId={errorId} error={error} />
    </div>
  );
}

interface InputProps {
  id: string;
  name: string;
  required?: boolean;
  invalid: boolean;
  describedBy?: string;
  min?: string;
  max?: string;
}

function NativeDate({ id, name, required, invalid, describedBy, min, max, onReach }: InputProps & { onReach: () => void }) {
  const { register } = useFormContext();
  return (
    <input
      id={id}
      type="date"
      required={required}
      min={min}
      max={max}
      aria-invalid={invalid || undefined}
      aria-describedby={describedBy}
      className={styles.input}
      onPointerEnter={onReach}
      {...register(name)}
    />
  );
}

function PickerInput({ id, name, required, invalid, describedBy, min, max, Picker }: InputProps & { Picker: DatePicker }) {
  const { field } = useController({ name });
  return (
    <Picker
      id={id}
      name={name}
      selected={fromIso(field.value)}
      onChange={(date: Date | null) => field.onChange(date ? toIso(date) : '')}
      onBlur={field.onBlur}
      ref={(picker: { setFocus?: () => void } | null) => field.ref(picker ? { focus: () => picker.setFocus?.() } : null)}
      minDate={fromIso(min) ?? undefined}
      maxDate={fromIso(max) ?? undefined}
      dateFormat="dd/MM/yyyy"
      placeholderText="dd/mm/yyyy"
      required={required}
      ariaInvalid={invalid ? 'true' : undefined}
      ariaDescribedBy={describedBy}
      autoComplete="off"
      className={styles.input}
      showYearDropdown
      dropdownMode="select"
    />
  );
}
