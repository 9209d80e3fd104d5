/**
 * The content model: the shape of the embedded content pack in `content/` (and of what the
 * Contentful adapter maps to). The site's GraphQL types (createSchemaCustomization) and the
 * API's seed both read these shapes, so api ids agree everywhere.
 *
 * Conventions
 * - `id` is a stable kebab-case slug, unique per collection; `api_id` is a stable positive
 *   integer, unique per collection, used on the wire by the booking API.
 * - Money in content is whole NZD dollars, GST inclusive (the API converts to cents).
 * - Dates are `YYYY-MM-DD`; months are 1-12; weekdays are 0 (Sunday) to 6 (Saturday).
 * - Markdown fields end in `_markdown`; they are sanitised when rendered.
 * - Image references are ids of entries in `content/images.json`; the files are rendered
 *   from SVG scenes by `npm run content:images` into `content/.generated/` (git-ignored).
 */

export type IslandName = 'North Island' | 'South Island';
export type LocationGroup = 'north-island' | 'south-island';

export interface SiteSettings {
  brand_name: string; // Kea Trails
  sister_brand_name: string; // Kea Roam
  sister_brand_url: string;
  tagline: string;
  phone: string; // display form, e.g. +64 3 555 0199
  phone_href: string; // tel:+6435550199
  email: string;
  address_lines: string[];
  social_links: { network: 'facebook' | 'instagram' | 'youtube' | 'tiktok' | 'linkedin'; url: string; label: string }[];
  private_tours_url: string; // the external "Private Tours" link
  newsletter_subscribe_url: string; // the external subscribe page the live newsletter button opens
  claims: {
    max_group_size: number; // 16
    optional_activities: number; // 70 (shown as "over 70")
    lifetime_deposit_nzd: number; // 99
    free_swap_days: number; // 60
    flexi_guarantee_days: number; // 45
    years_operating: number; // 17
    b_corp: boolean; // true
  };
  video_intro: { channel: 'youtube' | 'vimeo'; video_id: string; title: string };
  snow_safari_tour_id: string; // the tour the Snow menu entry points at
  best_tour_ids: string[]; // footer "best tours" column
}

export interface TourCategory {
  id: string; // 'adventure' | 'plus' | 'snow' | 'private'
  api_id: number;
  name: string; // Adventure
  full_name: string; // New Zealand Adventure Tours
  absolute_slug: string; // '/new-zealand-tours/'
  tour_type: 'Adventure' | 'Plus' | 'Snow' | 'Private';
  meta_description: string;
  description_markdown: string;
  blurb: string; // one-paragraph family blurb for home tiles
  background_color: string; // hex
  description_picture_id: string; // image id
  icon_svg: string; // inline SVG markup, 24x24 viewBox, currentColor
  free_swap_days: number; // 60, or 45 for the family whose blurb says so
  order: number;
}

export interface SeasonalPricing {
  price: number; // NZD dollars
  available_from: string; // YYYY-MM-DD inclusive
  available_to: string; // YYYY-MM-DD inclusive
}

export interface ActivityOption {
  api_id: number;
  name: string;
  description: string;
  price: number; // NZD dollars, base price
  seasonal_pricings: SeasonalPricing[];
  hidden: boolean;
  archived: boolean;
}

/** General (non-day) add-ons that open the snow gear modal. */
export type GeneralAddonKind = 'ski-board-hire' | 'ski-clothing-hire' | null;

export interface Activity {
  id: string;
  api_id: number;
  name: string;
  destination_id: string; // where it happens
  category: string; // activity type, e.g. 'Adventure', 'Nature & Wildlife', 'Water', 'Culture', 'Food & Wine', 'Snow', 'Air'
  description_markdown: string;
  duration: string; // e.g. '3 hours', 'Half day'
  order: number;
  image_ids: string[]; // 1-5 images
  options: ActivityOption[];
  general_addon: GeneralAddonKind; // non-null for snow gear hire (per traveller, not per day)
}

export interface Destination {
  id: string;
  api_id: number;
  name: string;
  short_description: string;
  description_markdown: string;
  absolute_slug: string; // '/destinations/queenstown/'
  has_discover_more: boolean;
  destination_category: IslandName;
  latitude: number;
  longitude: number;
  image_ids: string[]; // up to 5 (first_sub_header_first..fifth picture)
  order: number;
}

export interface TourDay {
  api_id: number; // unique across all tours
  ordinal_number: number; // 1-based
  title: string; // 'Auckland to the Bay of Islands'
  description_markdown: string;
  destination_ids: string[]; // places visited that day, in order (first is the overnight stop unless noted)
  overnight: string; // town name
  meals: string; // e.g. 'B, D'
  activity_ids: string[]; // optional activities offered that day
}

export interface UpgradeAccommodation {
  id: string;
  name: string; // 'Private room upgrade'
  description: string;
  price_per_night: number; // NZD dollars per room per night
  bed_options: string[]; // 'King', 'Twin', ...
}

export interface TourAvailability {
  season: { from_month: number; to_month: number } | null; // e.g. Oct-May: {10, 5}; wraps the year end
  departure_weekdays: number[]; // weekdays that departures start on
  offline_weekdays: number[]; // weekdays never offered in the calendar
  inactive_ranges: { from: string; to: string }[]; // closed periods, e.g. Christmas
  cutoff_days: number; // dates before today + cutoff_days are not selectable
  seats_per_departure: number; // at most 16 (group size claim)
}

export interface Tour {
  id: string;
  api_id: number;
  name: string;
  code: string; // short tour code, e.g. 'NIX', used for accommodation notices
  category_id: string;
  absolute_slug: string; // '/{category slug}/{tour slug}/'
  number_of_days: number;
  starting_price: number; // NZD dollars per person
  short_description_markdown: string;
  description_markdown: string;
  highlights: string[];
  inclusions: string[];
  archived: boolean;
  is_german_tour: boolean;
  hidden_in_booking_nav: boolean; // left out of the booking area's tour sub-navigation
  background_color: string;
  order: number; // 'Popular' sort and fixed sub-navigation order
  destination_ids: string[]; // in route order
  destination_groups: LocationGroup[]; // which islands it covers
  start_location: string; // town
  end_location: string;
  image_ids: string[]; // up to 10 slides
  days: TourDay[];
  availability: TourAvailability;
  extra_night_price: number; // NZD dollars per traveller per night, before or after the tour
  upgrade_accommodations: UpgradeAccommodation[];
  accommodation_notice: 'none' | 'limited-availability' | 'no-availability';
  snow: boolean;
  mtb: boolean;
}

export interface Guide {
  id: string;
  name: string;
  image_id: string;
  role: string;
  description_markdown: string;
  mtb: boolean;
  adventure: boolean;
  snow: boolean;
}

export interface Faq {
  id: string;
  question: string;
  answer_markdown: string;
  group: string; // 'Booking', 'On tour', 'Payments', ...
}

export interface Testimonial {
  id: string;
  author: string;
  country: string;
  text: string;
  image_id: string;
  tour_id: string | null;
}

/**
 * A guest review of one tour, the demo content the API's seed loads into its reviews tables
 * (content/reviews.json). The seed dates them and splits them between our own and imported
 * reviews; every text and every author is unique across the pack, and no author carries a
 * guide's first name (content/__tests__/reviews.test.ts).
 */
export interface GuestReview {
  id: string;
  tour_id: string;
  /** 'First L.' as the guest signed it. */
  author: string;
  /** 1-5 */
  rating: number;
  title: string;
  text: string;
  /** The company's reply, when there is one. */
  reply?: string;
}

export interface Award {
  id: string;
  title: string;
  issuer: string;
  year: number;
  description: string;
  image_id: string;
}

export interface GallerySlide {
  id: string;
  title: string;
  image_id: string;
  video_url: string | null;
}

export interface ContentPage {
  id: string; // 'our-story', 'privacy', ...
  title: string;
  meta_description: string;
  body_markdown: string;
}

/**
 * One entry per image file; the renderer draws `scene` with `seed` to `content/.generated/{id}.jpg`.
 *
 * `scene` is `base` or `base:subject`:
 * - landscapes: mountains, lake, coast, beach, fiord, forest, geothermal, snow, city, glacier,
 *   vineyard, stars, hills, cave, river, sky, culture; subjects add a feature, e.g. `lake:turquoise`,
 *   `coast:whale`, `river:jetboat`, `snow:ski`, `glacier:heli`, `hills:hobbit`, `sky:skydive`
 *   (the list lives in `scripts/images/scenes.ts`; an unknown subject draws the plain base scene);
 * - `portrait[:f|:m]` (guides) and `avatar[:f|:m]` (testimonials): illustrated faces;
 * - `award:{gold|silver|bronze|green|teal}:{year}:{SHORT LABEL}`: a rosette badge.
 *
 * Tour maps are not ImageSpecs: the same script renders `content/.generated/map-{tour id}.png`
 * (1000x1200) and `map-{tour id}-small.png` (300x360) from each tour's `destination_ids`.
 */
export interface ImageSpec {
  id: string;
  scene: string; // e.g. 'mountains', 'lake', 'coast', 'fiord', 'forest', 'geothermal', 'snow', 'city', 'glacier', 'vineyard', 'portrait', 'award'
  seed: number;
  alt: string;
  width: number;
  height: number;
}
