/**
 * The two traveller forms (SPEC 3, 5): their values, the required rules, the date parts and
 * the non-blocking under-18 warning. Pure; the server checks the same rules again
 * (server/modules/bookings/travellers.ts), so the messages here only save a round trip.
 *
 * Step 1: title, first name, last name, day, month and year of birth and nationality are
 * required; day 1-31, month 1-12, year 1900 to the current year.
 * Step 2: passport number, issue and expiry dates (day 1-31, month 1-12), emergency contact
 * name, relationship and number, insurer name, policy number and insurer phone are required;
 * medical conditions and dietary requirements are optional.
 */
import { UNDER_18_WARNING, isUnder18OnDeparture } from '../../contract/bookings-rules';
import {
  EARLIEST_YEAR,
  PASSPORT_EXPIRY_MAX_YEARS_AHEAD,
  PASSPORT_NUMBER_MESSAGE,
  PASSPORT_NUMBER_PATTERN,
  TITLES,
} from '../../contract/traveller-rules';
import { PHONE_PATTERN, phoneMessage } from '../../contract/phone';

export { UNDER_18_WARNING };

export interface DateParts {
  day: string;
  month: string;
  year: string;
}

export interface StepOneValues {
  title: string;
  first_name: string;
  last_name: string;
  birth: DateParts;
  nationality: string;
  current_location: string;
  allergies: string;
}

export interface StepTwoValues {
  passport_number: string;
  issue: DateParts;
  expiry: DateParts;
  emergency_contact_name: string;
  emergency_contact_relationship: string;
  emergency_contact_number: string;
  insurance_name: string;
  insurance_policy_number: string;
  insurance_contact_number: string;
  medical_condition: string;
  allergies: string;
}

/** Field id -> message. Date parts are `birth.day`, `issue.month`, `expiry.year` and so on. */
export type FieldErrors = Record<string, string>;

/** The stored traveller fields the forms read (wire names, SPEC 3). */
export interface TravellerRecord {
  title: string | null;
  first_name: string | null;
  last_name: string | null;
  date_of_birth: string | null;
  nationality: string | null;
  current_location: string | null;
  allergies: string | null;
  passport_number: string | null;
  passport_date_of_issue: string | null;
  passport_date_of_expiry: string | null;
  emergency_contact_name: string | null;
  emergency_contact_relationship: string | null;
  emergency_contact_number: string | null;
  insurance_name: string | null;
  insurance_policy_number: string | null;
  insurance_contact_number: string | null;
  medical_condition: string | null;
}

const DATE_SHAPE = /^(\d{4})-(\d{2})-(\d{2})$/;

const blank = (value: string) => value.trim() === '';
const whole = (value: string) => (/^\d+$/.test(value.trim()) ? Number(value.trim()) : NaN);

export const EMPTY_DATE: DateParts = { day: '', month: '', year: '' };

/** '1990-04-07' -> { day: '7', month: '4', year: '1990' }; null -> empty parts. */
export function isoToDateParts(iso: string | null | undefined): DateParts {
  const m = iso ? DATE_SHAPE.exec(iso) : null;
  if (!m) return { ...EMPTY_DATE };
  return { day: String(Number(m[3])), month: String(Number(m[2])), year: m[1] };
}

/** Day, month and year -> 'YYYY-MM-DD', or null when they do not make a real calendar date. */
export function datePartsToIso(parts: DateParts): string | null {
  const [d, m, y] = [whole(parts.day), whole(parts.month), whole(parts.year)];
  if (![d, m, y].every(Number.isInteger) || y < 1000 || y > 9999) return null;
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) return null;
  return `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

interface DateRules {
  label: string;
  minYear: number;
  maxYear: number;
}

/** Checks one day/month/year group; writes errors under `${prefix}.day` etc. Returns the ISO date when valid. */
function checkDate(errors: FieldErrors, prefix: string, parts: DateParts, rules: DateRules): string | null {
  const before = Object.keys(errors).length;
  const day = whole(parts.day);
  const month = whole(parts.month);
  const year = whole(parts.year);
  if (blank(parts.day)) errors[`${prefix}.day`] = `${rules.label}: day is required.`;
  else if (!(day >= 1 && day <= 31)) errors[`${prefix}.day`] = `${rules.label}: day must be between 1 and 31.`;
  if (blank(parts.month)) errors[`${prefix}.month`] = `${rules.label}: month is required.`;
  else if (!(month >= 1 && month <= 12)) errors[`${prefix}.month`] = `${rules.label}: month must be between 1 and 12.`;
  if (blank(parts.year)) errors[`${prefix}.year`] = `${rules.label}: year is required.`;
  else if (!(year >= rules.minYear && year <= rules.maxYear)) {
    errors[`${prefix}.year`] = `${rules.label}: year must be between ${rules.minYear} and ${rules.maxYear}.`;
  }
  if (Object.keys(errors).length > before) return null;
  const iso = datePartsToIso(parts);
  if (!iso) errors[`${prefix}.day`] = `${rules.label}: this day does not exist in that month.`;
  return iso;
}

function required(errors: FieldErrors, field: string, value: string, label: string) {
  if (blank(value)) errors[field] = `${label} is required.`;
}

/** `today` is 'YYYY-MM-DD' (New Zealand); its year is the latest year of birth accepted. */
export function validateStepOne(values: StepOneValues, today: string): FieldErrors {
  const errors: FieldErrors = {};
  if (!(TITLES as readonly string[]).includes(values.title)) errors.title = 'Title is required.';
  required(errors, 'first_name', values.first_name, 'First name');
  required(errors, 'last_name', values.last_name, 'Last name');
  const birth = checkDate(errors, 'birth', values.birth, { label: 'Date of birth', minYear: EARLIEST_YEAR, maxYear: Number(today.slice(0, 4)) });
  if (birth && birth > today) errors['birth.day'] = 'Date of birth cannot be in the future.';
  required(errors, 'nationality', values.nationality, 'Nationality');
  return errors;
}

export function validateStepTwo(values: StepTwoValues, today: string): FieldErrors {
  const errors: FieldErrors = {};
  const thisYear = Number(today.slice(0, 4));
  if (blank(values.passport_number)) errors.passport_number = 'Passport number is required.';
  else if (!PASSPORT_NUMBER_PATTERN.test(values.passport_number.trim())) errors.passport_number = PASSPORT_NUMBER_MESSAGE;
  const issued = checkDate(errors, 'issue', values.issue, { label: 'Passport date of issue', minYear: EARLIEST_YEAR, maxYear: thisYear });
  if (issued && issued > today) errors['issue.day'] = 'Passport date of issue cannot be in the future.';
  const expires = checkDate(errors, 'expiry', values.expiry, { label: 'Passport date of expiry', minYear: EARLIEST_YEAR, maxYear: thisYear + PASSPORT_EXPIRY_MAX_YEARS_AHEAD });
  if (issued && expires && expires <= issued) errors['expiry.day'] = 'Passport date of expiry must be after the date of issue.';
  required(errors, 'emergency_contact_name', values.emergency_contact_name, 'Emergency contact name');
  required(errors, 'emergency_contact_relationship', values.emergency_contact_relationship, 'Emergency contact relationship');
  for (const [field, label] of [
    ['emergency_contact_number', 'Emergency contact number'],
    ['insurance_contact_number', 'Insurer phone number'],
  ] as const) {
    const value = values[field];
    if (blank(value)) errors[field] = `${label} is required.`;
    else if (!PHONE_PATTERN.test(value.trim())) errors[field] = phoneMessage(label);
  }
  required(errors, 'insurance_name', values.insurance_name, 'Insurer name');
  required(errors, 'insurance_policy_number', values.insurance_policy_number, 'Insurance policy number');
  return errors;
}

/**
 * SPEC 5 and DECISIONS: warn (never block) when the traveller is under 18 on the departure
 * date. Nothing is said until the date of birth is a complete, real date.
 */
export function showsUnder18Warning(birth: DateParts, departureDate: string): boolean {
  const iso = datePartsToIso(birth);
  if (!iso || Number(iso.slice(0, 4)) < EARLIEST_YEAR) return false;
  return isUnder18OnDeparture(iso, departureDate);
}

const text = (value: string | null | undefined) => value ?? '';
const orNull = (value: string) => (blank(value) ? null : value.trim());

export function stepOneFromTraveller(t: TravellerRecord): StepOneValues {
  return {
    title: text(t.title),
    first_name: text(t.first_name),
    last_name: text(t.last_name),
    birth: isoToDateParts(t.date_of_birth),
    nationality: text(t.nationality),
    current_location: text(t.current_location),
    allergies: text(t.allergies),
  };
}

export function stepTwoFromTraveller(t: TravellerRecord): StepTwoValues {
  return {
    passport_number: text(t.passport_number),
    issue: isoToDateParts(t.passport_date_of_issue),
    expiry: isoToDateParts(t.passport_date_of_expiry),
    emergency_contact_name: text(t.emergency_contact_name),
    emergency_contact_relationship: text(t.emergency_contact_relationship),
    emergency_contact_number: text(t.emergency_contact_number),
    insurance_name: text(t.insurance_name),
    insurance_policy_number: text(t.insurance_policy_number),
    insurance_contact_number: text(t.insurance_contact_number),
    medical_condition: text(t.medical_condition),
    allergies: text(t.allergies),
  };
}

/** The wire fields of step 1 (SPEC 3: stored as date_of_birth, current_location, allergies). */
export function stepOnePayload(v: StepOneValues) {
  return {
    title: v.title,
    first_name: v.first_name.trim(),
    last_name: v.last_name.trim(),
    date_of_birth: datePartsToIso(v.birth),
    nationality: v.nationality,
    current_location: orNull(v.current_location),
    allergies: orNull(v.allergies),
  };
}

export function stepTwoPayload(v: StepTwoValues) {
  return {
    passport_number: v.passport_number.trim(),
    passport_date_of_issue: datePartsToIso(v.issue),
    passport_date_of_expiry: datePartsToIso(v.expiry),
    emergency_contact_name: v.emergency_contact_name.trim(),
    emergency_contact_relationship: v.emergency_contact_relationship.trim(),
    emergency_contact_number: v.emergency_contact_number.trim(),
    insurance_name: v.insurance_name.trim(),
    insurance_policy_number: v.insurance_policy_number.trim(),
    insurance_contact_number: v.insurance_contact_number.trim(),
    medical_condition: orNull(v.medical_condition),
    allergies: orNull(v.allergies),
  };
}
