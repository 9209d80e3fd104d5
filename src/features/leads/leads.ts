/**
 * Sales leads from the site's forms (SPEC 2.6, 3 "Sales lead", 4.5, 7 "CRM lead body", 9).
 * Pure body builders, one per lead type, and the sales lead kept in the browser after the
 * first sample-itinerary request so that later questionnaires reuse it.
 */
import type { LeadBody } from '../../../contract/leads';
import { itineraryPagePath } from '../../../contract/itinerary-address';

// SPEC 9 value lists: the labels the forms show and send. Kept here, not imported from the
// contract, so no schema code reaches the browser; a unit test holds them equal to the API's.
export const TIMEFRAMES = ['This month', 'Within the next 3 months', 'Within the next 6 months', 'Within the next 12 months', '12+ months', 'Not sure yet'] as const;
export const WHERE_OPTIONS = ['North Island Only', 'South Island Only', 'Both Islands'] as const;
export const DURATIONS = ['Up to 1 week', '1 - 2 weeks', '2 - 4 weeks', '4 weeks +'] as const;
export const TRAVEL_STYLES = ['Adrenaline Junkie', 'Cultural Experiences', 'Movie Buff', 'Nature Fanatic', 'Water Lover'] as const;
export const SNOW_ABILITIES = ['Beginner', 'Intermediate', 'Advanced'] as const;
export const GEAR_OPTIONS = ['Snowboarder', 'Skier', 'Both'] as const;
export type WhereOption = (typeof WHERE_OPTIONS)[number];
export type DurationOption = (typeof DURATIONS)[number];
export type SnowAbility = (typeof SNOW_ABILITIES)[number];
export type GearOption = (typeof GEAR_OPTIONS)[number];
/** Narrows a form value to one of a list's labels ('' when it is not one). */
export function oneOf<T extends string>(values: readonly T[], value: unknown): T | '' {
  return typeof value === 'string' && (values as readonly string[]).includes(value) ? (value as T) : '';
}

export const LEAD_ENDPOINT = 'third_party/crm_lead';

/** Where each form goes after a successful submission (SPEC 4.5, DECISIONS routes). */
export const THANK_YOU_PATH = '/thank-you/';
export const CONTACT_THANK_YOU_PATH = '/contact-thank-you/';
/**
 * After the itinerary download form: the tour's pre-rendered itinerary in its ready wording. The
 * form is only on running tours' pages, whose itinerary the build writes, so the visitor goes
 * straight there rather than through /itinerary-download/?tour_id=…&after=true and its redirect.
 */
export const itineraryDownloadPath = (tourApiId: string | number) => itineraryPagePath(tourApiId, true);
export const itineraryThankYouPath = (tourSlug: string) => `${tourSlug.endsWith('/') ? tourSlug : `${tourSlug}/`}itinerary-thank-you/`;

/** SPEC 3: the record type is fixed (the CRM's default lead record type). */
export const LEAD_RECORD_TYPE_ID = '012000000000000AAA';
/** SPEC 3: the lead source is labelled as a web lead for the tour site. */
export const LEAD_SOURCE = 'Web Lead - Tours Website';
export const SAMPLE_ITINERARY_LEAD_TYPE = 'Sample Itinerary';
export const LEAD_STORAGE_KEY = 'kea.salesLead';

/** The sales lead held locally (SPEC 3), in the CRM's field names. */
export interface SalesLead {
  FirstName: string;
  LastName: string;
  Email: string;
  Phone: string;
  Web_Lead_Type__c: typeof SAMPLE_ITINERARY_LEAD_TYPE;
  Source_URL__c: string;
  RecordTypeId: string;
  LeadSource: string;
  Tour_Admin_Id__c: string;
  Subscribed__c: boolean;
}

/** Who is asking: the fields every lead form has. */
export interface Person {
  firstName: string;
  lastName: string;
  email: string;
}

export interface TourTypeFlags {
  adventure: boolean;
  plus: boolean;
  snow: boolean;
  privateGroup: boolean;
}

const clean = (value: string) => value.trim();
const person = (p: Person) => ({ first_name: clean(p.firstName), last_name: clean(p.lastName), email: clean(p.email) });
/** The API takes the tour api id as a number (or digits); anything else is no tour. */
export function tourIdOf(value: string | number | null | undefined): number | null {
  const text = String(value ?? '').trim();
  return /^[1-9][0-9]{0,8}$/.test(text) ? Number(text) : null;
}
/** Multi-choice answers are the chosen labels joined with ';' (SPEC 7). */
export const joinChoices = (values: readonly string[]) => values.join(';');
/** What every lead body starts with: its type, the page it was sent from, the person, the captcha and the newsletter choice. */
const leadHead = <T extends LeadBody['type']>(type: T, input: Person & { sourceUrl: string; captcha: string; subscribe: boolean }) => ({
  type,
  source_url: input.sourceUrl,
  ...person(input),
  captcha: input.captcha,
  subscribe: input.subscribe,
});
const flagsOf = (f: TourTypeFlags) => ({
  adventure_selected: f.adventure,
  hakaPlus_selected: f.plus,
  snowTour_selected: f.snow,
  privateGroup_selected: f.privateGroup,
});

/** Itinerary download form: lead type `init` (sample itinerary request). */
export function initLeadBody(input: Person & { phone: string; subscribe: boolean; tourId: string | number; sourceUrl: string; captcha: string }): LeadBody {
  return {
    ...leadHead('init', input),
    phone: clean(input.phone),
    tour_id: tourIdOf(input.tourId) ?? String(input.tourId),
  };
}

/** Enquiry form: lead type `init_all_lead`. */
export function enquiryLeadBody(input: Person & TourTypeFlags & { phone: string; subscribe: boolean; sourceUrl: string; captcha: string }): LeadBody {
  return {
    ...leadHead('init_all_lead', input),
    phone: clean(input.phone),
    ...flagsOf(input),
  };
}

/** Contact form: lead type `contact_us_lead`. */
export function contactLeadBody(input: Person & TourTypeFlags & { subscribe: boolean; message: string; sourceUrl: string; captcha: string }): LeadBody {
  return {
    ...leadHead('contact_us_lead', input),
    ...flagsOf(input),
    message_text: input.message.trim(),
  };
}

interface QuestionnaireBase extends Person {
  phone: string;
  subscribe: boolean;
  tourId: string | number | null;
  whenVisiting: readonly string[];
  sourceUrl: string;
  captcha: string;
}

/** The answers both questionnaires share. */
const questionnaireHead = <T extends 'post' | 'post_snow'>(type: T, input: QuestionnaireBase) => ({
  ...leadHead(type, input),
  phone: clean(input.phone),
  tour_id: tourIdOf(input.tourId),
  when_visiting: joinChoices(input.whenVisiting),
});

/** Itinerary questionnaire: lead type `post` (names and email from the saved lead). */
export function postLeadBody(input: QuestionnaireBase & { whereVisiting: WhereOption; howLongVisiting: DurationOption; travelStyle: readonly string[] }): LeadBody {
  return {
    ...questionnaireHead('post', input),
    where_visiting: input.whereVisiting,
    how_long_visiting: input.howLongVisiting,
    travel_style: joinChoices(input.travelStyle),
  };
}

/** Snow questionnaire: lead type `post_snow` (names and email from the saved lead). */
export function postSnowLeadBody(input: QuestionnaireBase & { snowAbilityLevel: SnowAbility; skiOrBoard: GearOption }): LeadBody {
  return {
    ...questionnaireHead('post_snow', input),
    snow_ability_level: input.snowAbilityLevel,
    ski_or_board: input.skiOrBoard,
  };
}

/** SPEC 3: the sales lead kept after a successful sample-itinerary request. */
export function salesLeadFrom(input: Person & { phone: string; subscribe: boolean; tourId: string | number; sourceUrl: string }): SalesLead {
  return {
    FirstName: clean(input.firstName),
    LastName: clean(input.lastName),
    Email: clean(input.email),
    Phone: clean(input.phone),
    Web_Lead_Type__c: SAMPLE_ITINERARY_LEAD_TYPE,
    Source_URL__c: input.sourceUrl,
    RecordTypeId: LEAD_RECORD_TYPE_ID,
    LeadSource: LEAD_SOURCE,
    Tour_Admin_Id__c: String(input.tourId),
    Subscribed__c: input.subscribe,
  };
}

/** The saved lead as the person fields a questionnaire sends. */
export const personOf = (lead: SalesLead): Person => ({ firstName: lead.FirstName, lastName: lead.LastName, email: lead.Email });

type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
function defaultStorage(): StorageLike | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null; // storage disabled (privacy settings): the forms still work, nothing is reused
  }
}

export function saveSalesLead(lead: SalesLead, storage: StorageLike | null = defaultStorage()): void {
  try {
    storage?.setItem(LEAD_STORAGE_KEY, JSON.stringify(lead));
  } catch {
    // Quota or privacy mode: the lead reached the server; only the convenience is lost.
  }
}

/** The saved lead, or null when there is none or what is stored is not a usable lead. */
export function loadSalesLead(storage: StorageLike | null = defaultStorage()): SalesLead | null {
  let value: unknown;
  try {
    value = JSON.parse(storage?.getItem(LEAD_STORAGE_KEY) ?? 'null');
  } catch {
    return null;
  }
  if (!value || typeof value !== 'object') return null;
  const v = value as Record<string, unknown>;
  const text = (key: string) => (typeof v[key] === 'string' ? (v[key] as string) : '');
  if (!text('FirstName').trim() || !text('LastName').trim() || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(text('Email').trim())) return null;
  return {
    FirstName: text('FirstName'),
    LastName: text('LastName'),
    Email: text('Email'),
    Phone: text('Phone'),
    Web_Lead_Type__c: SAMPLE_ITINERARY_LEAD_TYPE,
    Source_URL__c: text('Source_URL__c'),
    RecordTypeId: LEAD_RECORD_TYPE_ID,
    LeadSource: LEAD_SOURCE,
    Tour_Admin_Id__c: text('Tour_Admin_Id__c'),
    Subscribed__c: v.Subscribed__c === true,
  };
}

export function forgetSalesLead(storage: StorageLike | null = defaultStorage()): void {
  try {
    storage?.removeItem(LEAD_STORAGE_KEY);
  } catch {
    // nothing to do
  }
}
