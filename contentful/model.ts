/**
 * The Contentful content model of Kea Trails, declared once: the migration script
 * (`contentful/migrate.ts`) creates or updates it in a space, the demo import
 * (`contentful/load-demo.ts`) and the local fake Contentful (`test/fake-contentful/`) read it,
 * and `src/node/contentful.ts` maps entries of these types to the CMS-neutral ContentPack.
 *
 * Field ids are Contentful's camelCase; markdown lives in Long text (`Text`) fields, structured
 * values (availability, claims, seasonal prices) in JSON (`Object`) fields.
 */
export type FieldType = 'Symbol' | 'Text' | 'Integer' | 'Number' | 'Boolean' | 'Object' | 'Location' | 'Link' | 'Array';
export type LinkType = 'Entry' | 'Asset';

export interface FieldSpec {
  id: string;
  name: string;
  type: FieldType;
  linkType?: LinkType;
  items?: { type: 'Symbol' | 'Link'; linkType?: LinkType; validations: { linkContentType: string[] }[] };
  validations: { linkContentType: string[] }[];
  required: boolean;
  localized: boolean;
}

export interface ContentTypeSpec {
  id: string;
  name: string;
  displayField: string;
  description: string;
  fields: FieldSpec[];
}

const label = (id: string) => id.replace(/([A-Z])/g, ' $1').replace(/^./, (c) => c.toUpperCase());
const field = (id: string, type: FieldType, extra: Partial<FieldSpec> = {}): FieldSpec => ({
  id,
  name: label(id),
  type,
  validations: [],
  required: false,
  localized: false,
  ...extra,
});
const sym = (id: string, required = false) => field(id, 'Symbol', { required });
const text = (id: string) => field(id, 'Text');
const int = (id: string, required = false) => field(id, 'Integer', { required });
const bool = (id: string) => field(id, 'Boolean');
const json = (id: string) => field(id, 'Object');
const symbols = (id: string) => field(id, 'Array', { items: { type: 'Symbol', validations: [] } });
const entry = (id: string, type: string, required = false) => field(id, 'Link', { linkType: 'Entry', required, validations: [{ linkContentType: [type] }] });
const entries = (id: string, type: string) => field(id, 'Array', { items: { type: 'Link', linkType: 'Entry', validations: [{ linkContentType: [type] }] } });
const asset = (id: string) => field(id, 'Link', { linkType: 'Asset' });
const assets = (id: string) => field(id, 'Array', { items: { type: 'Link', linkType: 'Asset', validations: [] } });

const type = (id: string, name: string, displayField: string, description: string, fields: FieldSpec[]): ContentTypeSpec => ({ id, name, displayField, description, fields });

export const CONTENT_MODEL: ContentTypeSpec[] = [
  type('siteSettings', 'Site settings', 'brandName', 'Exactly one entry: brand, contacts, claims, footer tours.', [
    sym('brandName', true), sym('sisterBrandName'), sym('sisterBrandUrl'), sym('tagline'), sym('phone'), sym('phoneHref'), sym('email'),
    symbols('addressLines'), json('socialLinks'), sym('privateToursUrl'), sym('newsletterSubscribeUrl'), json('claims'), json('videoIntro'),
    entry('snowSafariTour', 'tour'), entries('bestTours', 'tour'),
  ]),
  type('tourCategory', 'Tour family', 'name', 'Adventure, Plus, Snow, Private.', [
    sym('slug', true), int('apiId', true), sym('name', true), sym('fullName'), sym('absoluteSlug', true), sym('tourType'), sym('metaDescription'),
    text('description'), text('blurb'), sym('backgroundColor'), asset('descriptionPicture'), text('iconSvg'), int('freeSwapDays'), int('order'),
  ]),
  type('tour', 'Tour', 'name', 'A multi-day tour; its price and availability are what the booking API charges and offers.', [
    sym('slug', true), int('apiId', true), sym('name', true), sym('code', true), entry('category', 'tourCategory', true), int('numberOfDays', true),
    int('startingPrice', true), text('shortDescription'), text('description'), symbols('highlights'), symbols('inclusions'), bool('archived'),
    bool('isGermanTour'), bool('hiddenInBookingNav'), sym('backgroundColor'), int('order', true), entries('destinations', 'destination'),
    symbols('destinationGroups'), sym('startLocation'), sym('endLocation'), assets('images'), entries('days', 'tourDay'), json('availability'),
    int('extraNightPrice'), json('upgradeAccommodations'), sym('accommodationNotice'), bool('snow'), bool('mtb'),
  ]),
  type('tourDay', 'Tour day', 'title', 'One day of a tour itinerary.', [
    int('apiId', true), int('ordinalNumber', true), sym('title', true), text('description'), entries('destinations', 'destination'),
    sym('overnight'), sym('meals'), entries('activities', 'activity'),
  ]),
  type('destination', 'Destination', 'name', 'A place tours visit.', [
    sym('slug', true), int('apiId', true), sym('name', true), text('shortDescription'), text('description'), bool('hasDiscoverMore'),
    sym('island'), field('location', 'Location'), assets('images'), int('order'),
  ]),
  type('activity', 'Activity', 'name', 'An optional activity; its options carry the prices the booking API charges.', [
    sym('slug', true), int('apiId', true), sym('name', true), entry('destination', 'destination', true), sym('category'), text('description'),
    sym('duration'), int('order'), assets('images'), entries('options', 'activityOption'), sym('generalAddon'),
  ]),
  type('activityOption', 'Activity option', 'name', 'A bookable option of an activity, with its price and seasonal prices.', [
    int('apiId', true), sym('name', true), text('description'), field('price', 'Number', { required: true }), json('seasonalPricings'), bool('hidden'), bool('archived'),
  ]),
  type('guide', 'Guide', 'name', 'A guide shown on the about pages.', [sym('slug', true), sym('name', true), sym('role'), text('description'), asset('image'), bool('mtb'), bool('adventure'), bool('snow')]),
  type('faq', 'FAQ', 'question', 'A question and its markdown answer.', [sym('slug', true), sym('question', true), text('answer'), sym('group'), int('order')]),
  type('testimonial', 'Testimonial', 'author', 'A traveller quote.', [sym('slug', true), sym('author', true), sym('country'), text('text'), asset('image'), entry('tour', 'tour'), int('order')]),
  type('award', 'Award', 'title', 'An award the company won.', [sym('slug', true), sym('title', true), sym('issuer'), int('year'), text('description'), asset('image')]),
  type('gallerySlide', 'Gallery slide', 'title', 'A slide of the home gallery.', [sym('slug', true), sym('title', true), asset('image'), sym('videoUrl'), int('order')]),
  type('page', 'Page', 'title', 'A text page (about, terms, privacy...).', [sym('slug', true), sym('title', true), sym('metaDescription'), text('body')]),
];

export const CONTENT_TYPE_IDS = CONTENT_MODEL.map((t) => t.id);
export type ContentTypeId = 'siteSettings' | 'tourCategory' | 'tour' | 'tourDay' | 'destination' | 'activity' | 'activityOption' | 'guide' | 'faq' | 'testimonial' | 'award' | 'gallerySlide' | 'page';
