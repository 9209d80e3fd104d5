/**
 * CRM lead wire shapes (SPEC 7 "CRM lead body", SPEC 9 value lists).
 *   POST /api/third_party/crm_lead   (SPEC 7's `third_party/{crm lead endpoint}`; the endpoint is `crm_lead`)
 *        body: LeadBody (one of five types) -> { success: true, data: { lead_id } }
 *   GET  /api/captcha/challenge      -> an ALTCHA challenge `{ parameters, signature }`
 * Every body carries a `captcha`: the ALTCHA payload (base64 JSON `{ challenge, solution }`) or,
 * when the operator configured reCAPTCHA, its token. A failed captcha answers 400
 * 'Please complete the captcha check and try again.'
 * Multi-choice answers (when_visiting, travel_style) are the chosen labels joined with ';'.
 */
import { Type, type Static, type TSchema } from 'typebox';
import { LiteralUnion } from './literal-union';
import { OPTIONAL_PHONE_SCHEMA_PATTERN } from './phone';

export const LEAD_TYPES = ['init_all_lead', 'contact_us_lead', 'init', 'post_snow', 'post'] as const;
export type LeadType = (typeof LEAD_TYPES)[number];

// SPEC 9 value lists (the labels the forms show and send).
export const TIMEFRAMES = ['This month', 'Within the next 3 months', 'Within the next 6 months', 'Within the next 12 months', '12+ months', 'Not sure yet'] as const;
export const WHERE_OPTIONS = ['North Island Only', 'South Island Only', 'Both Islands'] as const;
export const DURATIONS = ['Up to 1 week', '1 - 2 weeks', '2 - 4 weeks', '4 weeks +'] as const;
export const TRAVEL_STYLES = ['Adrenaline Junkie', 'Cultural Experiences', 'Movie Buff', 'Nature Fanatic', 'Water Lover'] as const;
export const SNOW_ABILITIES = ['Beginner', 'Intermediate', 'Advanced'] as const;
export const GEAR_OPTIONS = ['Snowboarder', 'Skier', 'Both'] as const;

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** Labels from `values` joined with ';' (empty allowed: nothing chosen). */
function joined(values: readonly string[], description: string): TSchema {
  const one = `(?:${values.map(escape).join('|')})`;
  return Type.String({ maxLength: 500, pattern: `^(?:${one}(?:\\s*;\\s*${one})*)?$`, description: `${description} Any of: ${values.join('; ')}. Joined with ';'.` });
}
const oneOf = <T extends string>(values: readonly T[], description: string) => LiteralUnion(values, { description });

const TourId = Type.Union([Type.Integer({ minimum: 1, maximum: 2147483647 }), Type.String({ pattern: '^[1-9][0-9]{0,8}$' })], { description: 'The tour api id.' });

const common = {
  source_url: Type.String({ minLength: 1, maxLength: 2048, description: 'The page the form was sent from.' }),
  first_name: Type.String({ minLength: 1, maxLength: 100, pattern: '\\S' }),
  last_name: Type.String({ minLength: 1, maxLength: 100, pattern: '\\S' }),
  email: Type.String({ maxLength: 320, pattern: '^\\s*[^\\s@]+@[^\\s@]+\\.[^\\s@]+\\s*$', description: 'Email address.' }),
  captcha: Type.String({ minLength: 1, maxLength: 8192, description: 'ALTCHA payload or reCAPTCHA token.' }),
};
const phone = Type.Optional(Type.String({ maxLength: 40, pattern: OPTIONAL_PHONE_SCHEMA_PATTERN, description: 'Optional; include the international dialling code.' }));
const subscribe = Type.Optional(Type.Boolean({ description: 'Newsletter opt-in.' }));
const flags = {
  adventure_selected: Type.Optional(Type.Boolean()),
  hakaPlus_selected: Type.Optional(Type.Boolean({ description: 'The Plus family.' })),
  snowTour_selected: Type.Optional(Type.Boolean()),
  privateGroup_selected: Type.Optional(Type.Boolean()),
};
const strict = { additionalProperties: false };

export const InitAllLeadSchema = Type.Object(
  { type: Type.Literal('init_all_lead'), ...common, phone, subscribe, ...flags },
  { ...strict, title: 'init_all_lead', description: 'Enquiry form.' },
);
export const ContactUsLeadSchema = Type.Object(
  { type: Type.Literal('contact_us_lead'), ...common, subscribe, ...flags, message_text: Type.String({ minLength: 1, maxLength: 5000, pattern: '\\S' }) },
  { ...strict, title: 'contact_us_lead', description: 'Contact form.' },
);
export const InitLeadSchema = Type.Object(
  { type: Type.Literal('init'), ...common, phone, subscribe, tour_id: TourId },
  { ...strict, title: 'init', description: 'Sample itinerary request (itinerary download form).' },
);
export const PostSnowLeadSchema = Type.Object(
  {
    type: Type.Literal('post_snow'),
    ...common,
    phone,
    subscribe,
    tour_id: Type.Optional(Type.Union([TourId, Type.Null()])),
    when_visiting: Type.Optional(joined(TIMEFRAMES, 'When they plan to travel.')),
    snow_ability_level: oneOf(SNOW_ABILITIES, 'Snow ability.'),
    ski_or_board: oneOf(GEAR_OPTIONS, 'Gear.'),
  },
  { ...strict, title: 'post_snow', description: 'Snow questionnaire (after a sample itinerary request; names and email from the saved lead).' },
);
export const PostLeadSchema = Type.Object(
  {
    type: Type.Literal('post'),
    ...common,
    phone,
    subscribe,
    tour_id: Type.Optional(Type.Union([TourId, Type.Null()])),
    when_visiting: Type.Optional(joined(TIMEFRAMES, 'When they plan to travel.')),
    where_visiting: oneOf(WHERE_OPTIONS, 'Where.'),
    how_long_visiting: oneOf(DURATIONS, 'How long.'),
    travel_style: Type.Optional(joined(TRAVEL_STYLES, 'Travel styles.')),
  },
  { ...strict, title: 'post', description: 'Itinerary questionnaire (after a sample itinerary request; names and email from the saved lead).' },
);

export const LeadBodySchema = Type.Union([InitAllLeadSchema, ContactUsLeadSchema, InitLeadSchema, PostSnowLeadSchema, PostLeadSchema], {
  description: 'One of five lead types, told apart by `type`.',
});
export type LeadBody = Static<typeof LeadBodySchema>;

export const LEAD_SCHEMAS: Record<LeadType, TSchema> = {
  init_all_lead: InitAllLeadSchema,
  contact_us_lead: ContactUsLeadSchema,
  init: InitLeadSchema,
  post_snow: PostSnowLeadSchema,
  post: PostLeadSchema,
};

export const LeadResponseSchema = Type.Object({ success: Type.Literal(true), data: Type.Object({ lead_id: Type.Integer() }) });
export type LeadResponse = Static<typeof LeadResponseSchema>;

export const CaptchaChallengeSchema = Type.Object(
  {
    parameters: Type.Object(
      {
        algorithm: Type.String(),
        nonce: Type.String(),
        salt: Type.String(),
        cost: Type.Number(),
        keyLength: Type.Number(),
        keyPrefix: Type.String(),
        keySignature: Type.Optional(Type.String()),
        expiresAt: Type.Optional(Type.Number({ description: 'Unix seconds.' })),
      },
      { additionalProperties: true },
    ),
    signature: Type.String(),
  },
  { description: 'An ALTCHA v2 proof-of-work challenge; solve it (altcha-lib solveChallenge) and send base64(JSON.stringify({ challenge, solution })) as `captcha`.' },
);
