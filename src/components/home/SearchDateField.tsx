import React, { useEffect, useLayoutEffect, useState } from 'react';
import { formatPickerDate } from '../../../contract/dates';
import { parsePickerDay, SEARCH_TYPED_DATE_PARAM } from '../../lib/tours';
import { loadDatePicker, loadedDatePicker, type DatePicker } from '../form-kit/date-picker';
import * as styles from './SearchBanner.module.css';


export interface SearchDateFieldProps {
  id: string;
  selected: Date | null;
  onChange: (date: Date | null) => void;
  minDate: Date;
}

/**
 * The banner's start date: react-datepicker, loaded when the visitor reaches for the field
 * (pointer over the banner, or focus) rather than with the home page, whose first seconds on a
 * phone it used to lengthen. Until then a plain input of the same look stands in; focusing it
 * opens the calendar as soon as it has loaded, and a date typed meanwhile is kept. Sent without
 * scripts, the field goes as `date` (dd/MM/yyyy, as shown), which the results page reads too.
 */
export function SearchDateField({ id, selected, onChange, minDate }: SearchDateFieldProps) {
  const [Picker, setPicker] = useState<DatePicker | null>(loadedDatePicker);
  const [openOnLoad, setOpenOnLoad] = useState(false);
  const [typed, setTyped] = useState<string | null>(null);

  const load = (open: boolean) => {
    void loadDatePicker().then((picker) => {
      // Only if the visitor is still in the field: they may have moved on while it loaded.
      if (open && document.activeElement?.id === id) setOpenOnLoad(true);
      setPicker(() => picker);
    });
  };
  // The banner warms the picker up as soon as a pointer comes near it.
  useEffect(() => {
    const banner = document.getElementById(id)?.closest('form');
    const warm = () => void loadDatePicker().then((picker) => setPicker(() => picker));
    banner?.addEventListener('pointerenter', warm, { once: true });
    return () => banner?.removeEventListener('pointerenter', warm);
  }, [id]);

  // Hydrating: a date typed into the server-rendered field before the scripts came is kept.
  useLayoutEffect(() => {
    const input = document.getElementById(id);
    if (!(input instanceof HTMLInputElement) || input.value === input.defaultValue) return;
    // Once, from the page as the visitor left it before React owned it: an outside source.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setTyped(input.value);
    const date = parsePickerDay(input.value);
    if (date && date >= minDate) onChange(date);
    // Only what was on the page when it hydrated: later typing goes through onChange.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // The picker's input replaces the stand-in the visitor had focused: the focus moves with it.
  useEffect(() => {
    if (Picker && openOnLoad && document.activeElement?.id !== id) document.getElementById(id)?.focus();
  }, [Picker, openOnLoad, id]);

  if (!Picker) {
    return (
      <div className={`react-datepicker-wrapper ${styles.pickerWrapper}`}>
        <div className="react-datepicker__input-container">
          <input
            id={id}
            name={SEARCH_TYPED_DATE_PARAM}
            type="text"
            className={styles.input}
            placeholder="Anytime"
            autoComplete="off"
            value={typed ?? (selected ? formatPickerDate(selected) : '')}
            onFocus={() => load(true)}
            onChange={(event) => {
              setTyped(event.target.value);
              const date = parsePickerDay(event.target.value);
              if (date && date >= minDate) onChange(date);
            }}
          />
        </div>
      </div>
    );
  }
  return (
    <Picker
      id={id}
      name={SEARCH_TYPED_DATE_PARAM}
      selected={selected}
      onChange={(value: Date | null) => onChange(value)}
      minDate={minDate}
      dateFormat="dd/MM/yyyy"
      placeholderText="Anytime"
      isClearable
      clearButtonTitle="Clear the date (Anytime)"
      ariaLabelClose="Clear the date (Anytime)"
      autoComplete="off"
      className={styles.input}
      wrapperClassName={styles.pickerWrapper}
      calendarClassName={styles.calendar}
      popperPlacement="bottom-start"
      startOpen={openOnLoad}
    />
  );
}
