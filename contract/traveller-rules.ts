/**
 * Traveller rules a border officer (and a ski-hire shop) would apply, shared by the API and,
 * later, the site. Pure functions with no server imports.
 *
 * Passports (DECISIONS "Passports"): valid through the tour's last day, or the change is
 * refused; a warning, not a block, when the passport expires within 3 months after the tour
 * ends (New Zealand requires 3 months beyond the departure from New Zealand).
 *
 * Snow gear sizes: what the snow gear form sends (free text fields, see
 * src/features/booking/SnowGearModal.tsx), within human ranges.
 */
import { addMonths, formatLongDate, isIsoDate } from './dates';
import { PHONE_PATTERN, phoneMessage } from './phone';

/** SPEC 3: a traveller's title. */
export const TITLES = ['Mr', 'Ms', 'Mrs', 'Miss', 'Dr'] as const;

/** Dates of birth and passport dates are not earlier than this year. */
export const EARLIEST_YEAR = 1900;
/** A passport expiry the form accepts is at most this many years ahead. */
export const PASSPORT_EXPIRY_MAX_YEARS_AHEAD = 30;

export const PASSPORT_NUMBER_PATTERN = /^[A-Za-z0-9][A-Za-z0-9 -]{2,39}$/;
export const PASSPORT_NUMBER_MESSAGE = 'Passport number must be 3 to 40 letters or digits.';

/** New Zealand's entry rule: months of validity beyond the departure from New Zealand. */
export const PASSPORT_MONTHS_BEYOND_DEPARTURE = 3;

export type PassportProblem = 'expired-before-end' | 'expires-soon';

// ---- A traveller's fields (SPEC 3 and 5), as the forms send them and the API checks them ----

/** Each wire field's name in messages ('Insurance policy number is required.'). */
export const TRAVELLER_LABELS = {
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
} as const;

export type TravellerWireField = keyof typeof TRAVELLER_LABELS;

/** The longest value of each field, in characters (the request schema's maxLength too). */
export const TRAVELLER_MAX_LENGTH: Record<TravellerWireField, number> = {
  title: 10,
  first_name: 100,
  last_name: 100,
  date_of_birth: 10,
  nationality: 60,
  current_location: 120,
  allergies: 1000,
  passport_number: 40,
  passport_date_of_issue: 10,
  passport_date_of_expiry: 10,
  emergency_contact_name: 120,
  emergency_contact_relationship: 60,
  emergency_contact_number: 40,
  insurance_name: 120,
  insurance_policy_number: 60,
  insurance_contact_number: 40,
  medical_condition: 2000,
  snow_ski_size: 40,
  snow_ski_height: 40,
  snow_ski_weight: 40,
  stance: 40,
  snow_boot_size: 40,
  snow_cloth_size: 40,
};

/** Step 1 (who is travelling) and step 2 (passport, emergency contact, insurance): the required fields. */
export const STEP_ONE_REQUIRED: readonly TravellerWireField[] = ['title', 'first_name', 'last_name', 'date_of_birth', 'nationality'];
export const STEP_TWO_REQUIRED: readonly TravellerWireField[] = [
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

export const travellerRequiredMessage = (field: TravellerWireField) => `${TRAVELLER_LABELS[field]} is required.`;

export type TravellerDateField = 'date_of_birth' | 'passport_date_of_issue' | 'passport_date_of_expiry';

/** The years a traveller date may have: from 1900 to this year (an expiry: up to 30 years ahead). */
export function travellerDateYears(field: TravellerDateField, today: string): { minYear: number; maxYear: number } {
  const thisYear = Number(today.slice(0, 4));
  return { minYear: EARLIEST_YEAR, maxYear: field === 'passport_date_of_expiry' ? thisYear + PASSPORT_EXPIRY_MAX_YEARS_AHEAD : thisYear };
}

/**
 * What is wrong with one present (non-blank, trimmed) value, or null. `others` holds the
 * traveller's other values (stored merged with sent), for the rules between the passport dates.
 */
export function travellerValueProblem(field: TravellerWireField, value: string, today: string, others: Partial<Record<string, string | null>>): string | null {
  const label = TRAVELLER_LABELS[field];
  const max = TRAVELLER_MAX_LENGTH[field];
  if (value.length > max) return `${label} is too long (at most ${max} characters).`;
  if (/[<>]/.test(value)) return `${label} cannot contain < or >.`;
  switch (field) {
    case 'title':
      return (TITLES as readonly string[]).includes(value) ? null : `Title must be one of ${TITLES.join(', ')}.`;
    case 'date_of_birth': {
      if (!isIsoDate(value)) return 'Date of birth must be a valid date.';
      const { minYear, maxYear } = travellerDateYears(field, today);
      const year = Number(value.slice(0, 4));
      if (year < minYear || year > maxYear) return `Year of birth must be between ${minYear} and ${maxYear}.`;
      if (value > today) return 'Date of birth cannot be in the future.';
      return null;
    }
    case 'passport_date_of_issue': {
      if (!isIsoDate(value) || Number(value.slice(0, 4)) < EARLIEST_YEAR) return 'Passport date of issue must be a valid date.';
      if (value > today) return 'Passport date of issue cannot be in the future.';
      const expires = others.passport_date_of_expiry;
      if (expires && isIsoDate(expires) && value >= expires) return 'Passport date of issue must be before the date of expiry.';
      return null;
    }
    case 'passport_date_of_expiry': {
      if (!isIsoDate(value) || Number(value.slice(0, 4)) < EARLIEST_YEAR) return 'Passport date of expiry must be a valid date.';
      const issued = others.passport_date_of_issue;
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


/**
 * A passport expiring before the tour's last day cannot be used ('expired-before-end'); one
 * expiring on the last day or within 3 months after it is accepted with a warning
 * ('expires-soon'); null otherwise, or when either date is not a valid YYYY-MM-DD date.
 */
export function passportProblem(expiry: string, tourEndDate: string): PassportProblem | null {
  if (!isIsoDate(expiry) || !isIsoDate(tourEndDate)) return null;
  if (expiry < tourEndDate) return 'expired-before-end';
  if (expiry < addMonths(tourEndDate, PASSPORT_MONTHS_BEYOND_DEPARTURE)) return 'expires-soon';
  return null;
}

/** The refusal: `who` is the traveller's name, or 'traveller 2' when it is not known yet. */
export function passportExpiresBeforeEndMessage(who: string, tourEndDate: string): string {
  return `The passport of ${who} expires before the tour ends (${formatLongDate(tourEndDate)}). Please use a passport valid until the end of the tour.`;
}

/** The warning (the change is saved). */
export function passportExpiresSoonMessage(who: string, expiry: string, tourEndDate: string): string {
  return (
    `The passport of ${who} expires on ${formatLongDate(expiry)}, within ${PASSPORT_MONTHS_BEYOND_DEPARTURE} months of the tour's end (${formatLongDate(tourEndDate)}). ` +
    `New Zealand requires passports to be valid for at least ${PASSPORT_MONTHS_BEYOND_DEPARTURE} months beyond your departure from New Zealand.`
  );
}

/** The message of a passport problem, or null when there is none. */
export function passportMessage(problem: PassportProblem | null, who: string, expiry: string, tourEndDate: string): string | null {
  if (problem === 'expired-before-end') return passportExpiresBeforeEndMessage(who, tourEndDate);
  if (problem === 'expires-soon') return passportExpiresSoonMessage(who, expiry, tourEndDate);
  return null;
}

// ---- Snow gear sizes ----

export type SnowSizeField = 'snow_ski_height' | 'snow_ski_weight' | 'snow_boot_size' | 'snow_ski_size';

/** Inclusive ranges. Heights and ski lengths in centimetres, weights in kilograms. */
export const SNOW_RANGES = {
  heightCm: { min: 100, max: 230 },
  weightKg: { min: 30, max: 200 },
  /** Skis (about 70 to 210 cm) and snowboards (about 90 to 180 cm). */
  skiCm: { min: 70, max: 220 },
  /** Boot sizes by system: EU (Paris points), UK, US (men's and women's), Mondopoint (cm). */
  boot: {
    EU: { min: 30, max: 52 },
    UK: { min: 1, max: 16 },
    US: { min: 1, max: 17 },
    MONDO: { min: 18, max: 35 },
  },
} as const;

type BootSystem = keyof typeof SNOW_RANGES.boot;

/** A number with an optional decimal part (comma or point), or a half ('10½'). */
const NUMBER = '(\\d{1,3}(?:[.,]\\d{1,2})?|\\d{1,2}\\s?½|\\d{1,2}\\s1/2)';

function toNumber(text: string): number {
  const t = text.replace(/\s/g, '');
  if (t.endsWith('½')) return Number(t.slice(0, -1)) + 0.5;
  if (t.endsWith('1/2')) return Number(t.slice(0, -3)) + 0.5;
  return Number(t.replace(',', '.'));
}

/** '180', '180 cm', '180cm', '180.5 CM' -> 180 (the unit, when given, must be `unit`). */
function measure(value: string, unit: string): number | null {
  const match = new RegExp(`^${NUMBER}\\s*(?:${unit})?\\.?$`, 'i').exec(value.trim());
  return match ? toNumber(match[1]) : null;
}

function bootSystem(name: string | undefined): BootSystem | null | undefined {
  if (name === undefined) return undefined;
  const n = name.toUpperCase().replace(/[\s.]/g, '');
  if (n === 'EU' || n === 'EUR') return 'EU';
  if (n === 'UK') return 'UK';
  if (n === 'US' || n === 'USA' || n === 'USM' || n === 'USW') return 'US';
  if (n === 'MONDO' || n === 'MONDOPOINT' || n === 'MP') return 'MONDO';
  return null;
}

const within = (n: number, r: { min: number; max: number }) => Number.isFinite(n) && n >= r.min && n <= r.max;

/** A boot size such as '42', 'EU 42', '42 EU', 'UK 8.5', 'US 10½', 'Mondo 27.5'. */
export function isValidBootSize(value: string): boolean {
  const system = '(EUR?|UK|USA?|US\\s?[MW]|MONDO(?:POINT)?|MP)';
  const match = new RegExp(`^(?:${system}\\.?\\s*)?${NUMBER}(?:\\s*${system}\\.?)?$`, 'i').exec(value.trim());
  if (!match) return false;
  if (match[1] && match[3]) return false;
  const named = bootSystem(match[1] ?? match[3]);
  if (named === null) return false;
  const size = toNumber(match[2]);
  // Whole and half sizes (Mondopoint also in half centimetres).
  if (!Number.isInteger(size * 2)) return false;
  if (named) return within(size, SNOW_RANGES.boot[named]);
  // No system: any system's range (1 to 52).
  return Object.values(SNOW_RANGES.boot).some((r) => within(size, r));
}

/**
 * Checks one snow gear size as the form sends it; returns the problem, naming the field, or
 * null. Empty values are for the caller (optional fields may be cleared).
 */
export function snowSizeProblem(field: SnowSizeField, value: string): string | null {
  switch (field) {
    case 'snow_ski_height': {
      const { min, max } = SNOW_RANGES.heightCm;
      const n = measure(value, 'cms?|centimet(?:er|re)s?');
      return n !== null && within(n, SNOW_RANGES.heightCm) ? null : `Height must be in centimetres, between ${min} and ${max} (for example 175).`;
    }
    case 'snow_ski_weight': {
      const { min, max } = SNOW_RANGES.weightKg;
      const n = measure(value, 'kgs?|kilos?|kilograms?');
      return n !== null && within(n, SNOW_RANGES.weightKg) ? null : `Weight must be in kilograms, between ${min} and ${max} (for example 70).`;
    }
    case 'snow_ski_size': {
      const { min, max } = SNOW_RANGES.skiCm;
      const n = measure(value, 'cms?|centimet(?:er|re)s?');
      return n !== null && within(n, SNOW_RANGES.skiCm) ? null : `Ski or board size must be in centimetres, between ${min} and ${max} (for example 160), or left blank.`;
    }
    case 'snow_boot_size':
      return isValidBootSize(value) ? null : 'Boot size must be a shoe size such as EU 42, UK 8, US 9.5 or Mondo 27.5.';
    default:
      return null;
  }
}
