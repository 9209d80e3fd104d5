/**
 * Traveller fields (SPEC 3 and 5), validated on the server whatever the form did. Pure.
 *
 * A step is checked as a whole when a request touches any of its required fields: the stored
 * values merged with the new ones must then hold every required field of that step, valid.
 * Optional fields (current location, dietary requirements, medical conditions, snow sizes)
 * may be cleared with "" or null.
 *
 * Border-officer rules (contract/traveller-rules.ts): a passport must be valid through the
 * tour's last day (refused otherwise) and earns a warning when it expires within 3 months after
 * it; snow gear sizes must be sizes a person has.
 */
import {
  EARLIEST_YEAR,
  PASSPORT_NUMBER_MESSAGE,
  PASSPORT_NUMBER_PATTERN,
  passportMessage,
  passportProblem,
  snowSizeProblem,
  TITLES,
} from '../../../contract/traveller-rules';
import { PHONE_PATTERN, phoneMessage } from '../../../contract/phone';
import { isIsoDate } from '../../../contract/dates';

/** Wire field -> database column (travellers table, camelCase in Drizzle). */
export const TRAVELLER_FIELDS = {
  title: 'title',
  first_name: 'firstName',
  last_name: 'lastName',
  date_of_birth: 'dateOfBirth',
  nationality: 'nationality',
  current_location: 'currentLocation',
  allergies: 'allergies',
  passport_number: 'passportNumber',
  passport_date_of_issue: 'passportDateOfIssue',
  passport_date_of_expiry: 'passportDateOfExpiry',
  emergency_contact_name: 'emergencyContactName',
  emergency_contact_relationship: 'emergencyContactRelationship',
  emergency_contact_number: 'emergencyContactNumber',
  insurance_name: 'insuranceName',
  insurance_policy_number: 'insurancePolicyNumber',
  insurance_contact_number: 'insuranceContactNumber',
  medical_condition: 'medicalCondition',
  snow_ski_size: 'snowSkiSize',
  snow_ski_height: 'snowSkiHeight',
  snow_ski_weight: 'snowSkiWeight',
  stance: 'stance',
  snow_boot_size: 'snowBootSize',
  snow_cloth_size: 'snowClothSize',
} as const;

export type TravellerField = keyof typeof TRAVELLER_FIELDS;
export type TravellerColumn = (typeof TRAVELLER_FIELDS)[TravellerField];
export type TravellerValues = Partial<Record<TravellerColumn, string | null>>;

export const STEP_ONE_REQUIRED: TravellerField[] = ['title', 'first_name', 'last_name', 'date_of_birth', 'nationality'];
export const STEP_TWO_REQUIRED: TravellerField[] = [
  'passport_number',
  'passport_date_of_issue',
  'passport_date_of_expiry',
  'emergency_contact_name',
  'emergency_contact_relationship',
  'emergency_contact_number',
  'insurance_name',
  'insurance_policy_number',
  'insurance_contact_number',
];
export const SNOW_FIELDS: TravellerField[] = ['snow_ski_size', 'snow_ski_height', 'snow_ski_weight', 'stance', 'snow_boot_size', 'snow_cloth_size'];

const LABELS: Record<TravellerField, string> = {
  title: 'Title',
  first_name: 'First name',
  last_name: 'Last name',
  date_of_birth: 'Date of birth',
  nationality: 'Nationality',
  current_location: 'Current location',
  allergies: 'Dietary requirements',
  passport_number: 'Passport number',
  passport_date_of_issue: 'Passport date of issue',
  passport_date_of_expiry: 'Passport date of expiry',
  emergency_contact_name: 'Emergency contact name',
  emergency_contact_relationship: 'Emergency contact relationship',
  emergency_contact_number: 'Emergency contact number',
  insurance_name: 'Insurer name',
  insurance_policy_number: 'Insurance policy number',
  insurance_contact_number: 'Insurer phone number',
  medical_condition: 'Medical conditions',
  snow_ski_size: 'Ski size',
  snow_ski_height: 'Height',
  snow_ski_weight: 'Weight',
  stance: 'Stance',
  snow_boot_size: 'Boot size',
  snow_cloth_size: 'Clothing size',
};

const MAX_LENGTH: Partial<Record<TravellerField, number>> = {
  first_name: 100,
  last_name: 100,
  nationality: 60,
  current_location: 120,
  allergies: 1000,
  emergency_contact_name: 120,
  emergency_contact_relationship: 60,
  insurance_name: 120,
  insurance_policy_number: 60,
  medical_condition: 2000,
};


function clean(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  const text = String(value).replace(/\s+/g, ' ').trim();
  return text === '' ? null : text;
}

/** Checks one present value; returns an error message or null. */
function checkValue(field: TravellerField, value: string, today: string, merged: Record<string, string | null>): string | null {
  const label = LABELS[field];
  const max = MAX_LENGTH[field] ?? 40;
  if (value.length > max) return `${label} is too long (at most ${max} characters).`;
  if (/[<>]/.test(value)) return `${label} cannot contain < or >.`;
  switch (field) {
    case 'title':
      return (TITLES as readonly string[]).includes(value) ? null : `Title must be one of ${TITLES.join(', ')}.`;
    case 'date_of_birth': {
      if (!isIsoDate(value)) return 'Date of birth must be a valid date.';
      const year = Number(value.slice(0, 4));
      if (year < EARLIEST_YEAR || year > Number(today.slice(0, 4))) return `Year of birth must be between ${EARLIEST_YEAR} and ${today.slice(0, 4)}.`;
      if (value > today) return 'Date of birth cannot be in the future.';
      return null;
    }
    case 'passport_date_of_issue': {
      if (!isIsoDate(value) || Number(value.slice(0, 4)) < EARLIEST_YEAR) return 'Passport date of issue must be a valid date.';
      if (value > today) return 'Passport date of issue cannot be in the future.';
      const expires = merged.passport_date_of_expiry;
      if (expires && isIsoDate(expires) && value >= expires) return 'Passport date of issue must be before the date of expiry.';
      return null;
    }
    case 'passport_date_of_expiry': {
      if (!isIsoDate(value) || Number(value.slice(0, 4)) < EARLIEST_YEAR) return 'Passport date of expiry must be a valid date.';
      const issued = merged.passport_date_of_issue;
      if (issued && isIsoDate(issued) && value <= issued) return 'Passport date of expiry must be after the date of issue.';
      return null;
    }
    case 'passport_number':
      return PASSPORT_NUMBER_PATTERN.test(value) ? null : PASSPORT_NUMBER_MESSAGE;
    case 'emergency_contact_number':
    case 'insurance_contact_number':
      return PHONE_PATTERN.test(value) ? null : phoneMessage(label);
    case 'snow_ski_height':
    case 'snow_ski_weight':
    case 'snow_ski_size':
    case 'snow_boot_size':
      return snowSizeProblem(field, value);
    default:
      return null;
  }
}

export interface TravellerValidation {
  values: TravellerValues;
  errors: string[];
  /** Accepted, but the customer should know (a passport expiring soon after the tour). */
  warnings: string[];
}

export interface TravellerContext {
  /** The tour's last day (the departure's end_date, YYYY-MM-DD): passports are checked against it. */
  tourEndDate?: string;
}

/**
 * Validates the traveller fields present in `input` against the stored traveller (wire field
 * names on both). `label` prefixes messages, e.g. "Traveller 2". With `context.tourEndDate`, a
 * passport expiry the request sets is checked against the tour's last day.
 */
export function validateTraveller(
  input: Record<string, unknown>,
  stored: Partial<Record<TravellerField, string | null>>,
  today: string,
  label: string,
  only: readonly TravellerField[] = Object.keys(TRAVELLER_FIELDS) as TravellerField[],
  context: TravellerContext = {},
): TravellerValidation {
  const errors: string[] = [];
  const warnings: string[] = [];
  const values: TravellerValues = {};
  const present = only.filter((field) => Object.prototype.hasOwnProperty.call(input, field));
  const merged: Record<string, string | null> = { ...stored };
  for (const field of present) merged[field] = clean(input[field]);

  for (const field of present) {
    const value = merged[field];
    if (value !== null) {
      const error = checkValue(field, value, today, merged);
      if (error) errors.push(`${label}: ${error}`);
      else if (field === 'passport_date_of_expiry' && context.tourEndDate) {
        const who = [merged.first_name, merged.last_name].filter(Boolean).join(' ') || label.charAt(0).toLowerCase() + label.slice(1);
        const problem = passportProblem(value, context.tourEndDate);
        const message = passportMessage(problem, who, value, context.tourEndDate);
        if (message) (problem === 'expired-before-end' ? errors : warnings).push(message);
      }
    }
    values[TRAVELLER_FIELDS[field]] = value;
  }
  for (const step of [STEP_ONE_REQUIRED, STEP_TWO_REQUIRED]) {
    if (!step.some((field) => present.includes(field))) continue;
    for (const field of step) {
      if (merged[field] === null || merged[field] === undefined) errors.push(`${label}: ${LABELS[field]} is required.`);
    }
  }
  return { values, errors, warnings };
}

export function stepComplete(traveller: Partial<Record<TravellerField, string | null>>, step: readonly TravellerField[]): boolean {
  return step.every((field) => typeof traveller[field] === 'string' && traveller[field] !== '');
}
