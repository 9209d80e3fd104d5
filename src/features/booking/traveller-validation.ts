/**
 * The two traveller forms (SPEC 3, 5): their values, the mapping to and from the wire, and the
 * non-blocking under-18 warning. Every rule is the contract's (contract/traveller-rules.ts and
 * contract/date-parts.ts), the ones the server applies to the same request
 * (server/modules/bookings/travellers.ts): checking here only saves a round trip.
 *
 * Step 1: title, first name, last name, day, month and year of birth and nationality are
 * required; day 1-31, month 1-12, year 1900 to the current year.
 * Step 2: passport number, issue and expiry dates (day 1-31, month 1-12), emergency contact
 * name, relationship and number, insurer name, policy number and insurer phone are required;
 * medical conditions and dietary requirements are optional.
 */
import { isUnder18OnDeparture } from '../../../contract/bookings-rules';
import { datePartsProblems, datePartsToIso, isoToDateParts, type DateParts } from '../../../contract/date-parts';
import {
  EARLIEST_YEAR,
  STEP_ONE_REQUIRED,
  STEP_TWO_REQUIRED,
  travellerDateYears,
  travellerRequiredMessage,
  travellerValueProblem,
  TRAVELLER_LABELS,
  type TravellerDateField,
  type TravellerWireField,
} from '../../../contract/traveller-rules';


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

/** The form's name of each date (its three parts are `birth.day`, `issue.month`…). */
const DATE_PARTS_OF: Record<TravellerDateField, string> = { date_of_birth: 'birth', passport_date_of_issue: 'issue', passport_date_of_expiry: 'expiry' };
const isDateField = (field: TravellerWireField): field is TravellerDateField => field in DATE_PARTS_OF;

/**
 * The contract's rules over one step's wire fields: each date's parts first, then a blank
 * required field, then the value's own rule. Errors are keyed by the form's field names.
 */
function checkStep(fields: readonly TravellerWireField[], required: readonly TravellerWireField[], values: object, wire: Record<string, string | null>, today: string): FieldErrors {
  const errors: FieldErrors = {};
  for (const field of fields) {
    const name = isDateField(field) ? DATE_PARTS_OF[field] : field;
    if (isDateField(field)) {
      const parts = (values as Record<string, DateParts>)[name];
      const problems = Object.entries(datePartsProblems(parts, { label: TRAVELLER_LABELS[field], ...travellerDateYears(field, today) }));
      for (const [part, message] of problems) errors[`${name}.${part}`] = message;
      if (problems.length > 0) continue;
    }
    const value = wire[field];
    if (value === null || value === undefined || value === '') {
      if (required.includes(field)) errors[name] = travellerRequiredMessage(field);
      continue;
    }
    const problem = travellerValueProblem(field, value, today, wire);
    if (problem) errors[isDateField(field) ? `${name}.day` : name] = problem;
  }
  return errors;
}

const STEP_ONE_FIELDS: readonly TravellerWireField[] = [...STEP_ONE_REQUIRED, 'current_location', 'allergies'];
const STEP_TWO_FIELDS: readonly TravellerWireField[] = [...STEP_TWO_REQUIRED, 'medical_condition', 'allergies'];

/** `today` is 'YYYY-MM-DD' (New Zealand); its year is the latest year of birth accepted. */
export function validateStepOne(values: StepOneValues, today: string): FieldErrors {
  return checkStep(STEP_ONE_FIELDS, STEP_ONE_REQUIRED, values, stepOnePayload(values), today);
}

export function validateStepTwo(values: StepTwoValues, today: string): FieldErrors {
  return checkStep(STEP_TWO_FIELDS, STEP_TWO_REQUIRED, values, stepTwoPayload(values), today);
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

const blank = (value: string) => value.trim() === '';
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
