import type DatePickerType from 'react-datepicker';

export type DatePicker = typeof DatePickerType;

let loaded: DatePicker | null = null;
let loading: Promise<DatePicker> | null = null;

/** The picker when it is already in (a field rendered after the first one loaded it shows it at once). */
export const loadedDatePicker = () => loaded;

/**
 * Loads react-datepicker (with date-fns, about 26 KB gzipped) and its stylesheet (25 KB, which
 * every page with the search banner used to inline) once; later calls share it. The picker shows
 * only once both are in, so the calendar never appears unstyled.
 */
export function loadDatePicker(): Promise<DatePicker> {
  loading ??= Promise.all([import('react-datepicker'), import('react-datepicker/dist/react-datepicker.css')]).then(([module]) => (loaded = module.default));
  return loading;
}
