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
  passportMessage,
  passportProblem,
  STEP_ONE_REQUIRED,
  STEP_TWO_REQUIRED,
  travellerRequiredMessage,
  travellerValueProblem,
  type TravellerWireField,
} from '../../../contract/traveller-rules';

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
} as const satisfies Record<TravellerWireField, string>;

export type TravellerField = keyof typeof TRAVELLER_FIELDS;
export type TravellerColumn = (typeof TRAVELLER_FIELDS)[TravellerField];
export type TravellerValues = Partial<Record<TravellerColumn, string | null>>;

export { STEP_ONE_REQUIRED, STEP_TWO_REQUIRED };
export const SNOW_FIELDS: TravellerField[] = ['snow_ski_size', 'snow_ski_height', 'snow_ski_weight', 'stance', 'snow_boot_size', 'snow_cloth_size'];

function clean(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  const text = String(value).replace(/\s+/g, ' ').trim();
  return text === '' ? null : text;
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
      const error = travellerValueProblem(field, value, today, merged);
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
      if (merged[field] === null || merged[field] === undefined) errors.push(`${label}: ${travellerRequiredMessage(field)}`);
    }
  }
  return { values, errors, warnings };
}

export function stepComplete(traveller: Partial<Record<TravellerField, string | null>>, step: readonly TravellerField[]): boolean {
  return step.every((field) => typeof traveller[field] === 'string' && traveller[field] !== '');
}
