/**
 * Contentful entries and assets -> the CMS-neutral ContentPack (the shapes of `content/`),
 * checked by the same integrity rules (`validateContent`). Pure mapping: the entries come from
 * gatsby-source-contentful's nodes (`contentful-nodes.ts`) at build time; the content model is
 * declared once in `contentful/model.ts`.
 *
 * Assets become `ImageSpec`s with the id `cf-{asset id in lower case}` (scene 'contentful');
 * `downloadContentfulImages` saves their pictures under those names for the site's own image
 * pipeline. Tour maps are rendered from the destinations' coordinates, as for `content/`.
 */
import fs from 'node:fs';
import path from 'node:path';
import { validateContent, type ContentPack } from '../../content/load';
import type {
  Activity,
  ActivityOption,
  Award,
  ContentPage,
  Destination,
  Faq,
  GallerySlide,
  Guide,
  ImageSpec,
  SiteSettings,
  Testimonial,
  Tour,
  TourCategory,
  TourDay,
} from '../../contract/content';

import { CONTENT_TYPE_IDS, type ContentTypeId } from '../../contentful/model';

export const CONTENT_TYPES = CONTENT_TYPE_IDS as ContentTypeId[];
export type { ContentTypeId };

interface Sys {
  id: string;
  type: string;
  linkType?: string;
  createdAt?: string;
  contentType?: { sys: { id: string } };
}
export interface CfLink {
  sys: { type: 'Link'; linkType: 'Entry' | 'Asset'; id: string };
}
export interface CfEntry {
  sys: Sys;
  fields: Record<string, unknown>;
}
export interface CfAsset {
  sys: Sys;
  fields: {
    title?: string;
    description?: string;
    file?: { url?: string; fileName?: string; contentType?: string; details?: { size?: number; image?: { width?: number; height?: number } } };
  };
}

export interface ContentfulData {
  entriesByType: Map<ContentTypeId, CfEntry[]>;
  entries: Map<string, CfEntry>;
  assets: Map<string, CfAsset>;
}

/** The image id of an asset: kebab-case like the local pack's ids. */
export const assetImageId = (assetId: string) => `cf-${assetId.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '')}`;

const isLink = (value: unknown): value is CfLink =>
  !!value && typeof value === 'object' && (value as CfLink).sys?.type === 'Link' && typeof (value as CfLink).sys?.id === 'string';

/**
 * Maps fetched entries and assets to a ContentPack. Links are resolved from the entries and
 * assets read (the `includes` of each answer and the asset list); every link that points
 * nowhere is reported, with the entry and field that hold it.
 */
export function mapContentful(data: ContentfulData): { pack: ContentPack; problems: string[] } {
  const problems: string[] = [];
  const usedAssets = new Map<string, CfAsset>();
  const slugOf = new Map<string, string>();
  for (const [, list] of data.entriesByType) for (const e of list) slugOf.set(e.sys.id, str(e.fields.slug) || e.sys.id.toLowerCase());

  const label = (e: CfEntry) => `${e.sys.contentType?.sys.id ?? 'entry'} "${str(e.fields.slug) || str(e.fields.name) || str(e.fields.title) || e.sys.id}" (${e.sys.id})`;

  function entryLink(owner: CfEntry, field: string, value: unknown, expectedType?: ContentTypeId): CfEntry | null {
    if (!isLink(value)) {
      problems.push(`${label(owner)}: field "${field}" is not a link`);
      return null;
    }
    const target = data.entries.get(value.sys.id);
    if (!target) {
      problems.push(`${label(owner)}: field "${field}" links to Entry ${value.sys.id}, which is missing (deleted, unpublished or not included)`);
      return null;
    }
    const type = target.sys.contentType?.sys.id;
    if (expectedType && type !== expectedType) problems.push(`${label(owner)}: field "${field}" links to a ${type}, expected a ${expectedType}`);
    return target;
  }
  const entryId = (owner: CfEntry, field: string, value: unknown, expectedType?: ContentTypeId): string => {
    const target = entryLink(owner, field, value, expectedType);
    return target ? (slugOf.get(target.sys.id) ?? target.sys.id) : '';
  };
  const entryIds = (owner: CfEntry, field: string, value: unknown, expectedType?: ContentTypeId): string[] =>
    list(value)
      .map((v) => entryId(owner, field, v, expectedType))
      .filter(Boolean);
  function assetId(owner: CfEntry, field: string, value: unknown): string {
    if (!isLink(value)) {
      problems.push(`${label(owner)}: field "${field}" has no image`);
      return '';
    }
    const asset = data.assets.get(value.sys.id);
    if (!asset) {
      problems.push(`${label(owner)}: field "${field}" links to Asset ${value.sys.id}, which is missing (deleted, unpublished or not included)`);
      return '';
    }
    usedAssets.set(value.sys.id, asset);
    return assetImageId(value.sys.id);
  }
  const assetIds = (owner: CfEntry, field: string, value: unknown) =>
    list(value)
      .map((v) => assetId(owner, field, v))
      .filter(Boolean);

  const of = (type: ContentTypeId) => data.entriesByType.get(type) ?? [];
  const byOrder = (a: CfEntry, b: CfEntry) =>
    num(a.fields.order, Number.MAX_SAFE_INTEGER) - num(b.fields.order, Number.MAX_SAFE_INTEGER) || String(a.sys.createdAt).localeCompare(String(b.sys.createdAt));

  const categories: TourCategory[] = of('tourCategory').map((e) => {
    const f = e.fields;
    return {
      id: slugOf.get(e.sys.id)!,
      api_id: num(f.apiId),
      name: str(f.name),
      full_name: str(f.fullName),
      absolute_slug: str(f.absoluteSlug),
      tour_type: str(f.tourType) as TourCategory['tour_type'],
      meta_description: str(f.metaDescription),
      description_markdown: str(f.description),
      blurb: str(f.blurb),
      background_color: str(f.backgroundColor),
      description_picture_id: assetId(e, 'descriptionPicture', f.descriptionPicture),
      icon_svg: str(f.iconSvg),
      free_swap_days: num(f.freeSwapDays, 60),
      order: num(f.order),
    };
  });
  const categorySlug = new Map(categories.map((c) => [c.id, c.absolute_slug]));

  const destinations: Destination[] = of('destination').map((e) => {
    const f = e.fields;
    const id = slugOf.get(e.sys.id)!;
    const location = (f.location ?? {}) as { lat?: number; lon?: number };
    return {
      id,
      api_id: num(f.apiId),
      name: str(f.name),
      short_description: str(f.shortDescription),
      description_markdown: str(f.description),
      absolute_slug: `/destinations/${id}/`,
      has_discover_more: bool(f.hasDiscoverMore),
      destination_category: str(f.island) as Destination['destination_category'],
      latitude: num(location.lat, NaN),
      longitude: num(location.lon, NaN),
      image_ids: assetIds(e, 'images', f.images),
      order: num(f.order),
    };
  });

  const activities: Activity[] = of('activity').map((e) => {
    const f = e.fields;
    return {
      id: slugOf.get(e.sys.id)!,
      api_id: num(f.apiId),
      name: str(f.name),
      destination_id: entryId(e, 'destination', f.destination, 'destination'),
      category: str(f.category),
      description_markdown: str(f.description),
      duration: str(f.duration),
      order: num(f.order),
      image_ids: assetIds(e, 'images', f.images),
      options: list(f.options)
        .map((link) => entryLink(e, 'options', link, 'activityOption'))
        .filter((o): o is CfEntry => o !== null)
        .map(toOption),
      general_addon: (str(f.generalAddon) || null) as Activity['general_addon'],
    };
  });

  const tours: Tour[] = of('tour').map((e) => {
    const f = e.fields;
    const id = slugOf.get(e.sys.id)!;
    const category_id = entryId(e, 'category', f.category, 'tourCategory');
    const days: TourDay[] = list(f.days)
      .map((link) => entryLink(e, 'days', link, 'tourDay'))
      .filter((d): d is CfEntry => d !== null)
      .map((d) => ({
        api_id: num(d.fields.apiId),
        ordinal_number: num(d.fields.ordinalNumber),
        title: str(d.fields.title),
        description_markdown: str(d.fields.description),
        destination_ids: entryIds(d, 'destinations', d.fields.destinations, 'destination'),
        overnight: str(d.fields.overnight),
        meals: str(d.fields.meals),
        activity_ids: entryIds(d, 'activities', d.fields.activities, 'activity'),
      }))
      .sort((a, b) => a.ordinal_number - b.ordinal_number);
    return {
      id,
      api_id: num(f.apiId),
      name: str(f.name),
      code: str(f.code),
      category_id,
      absolute_slug: `${categorySlug.get(category_id) ?? '/'}${id}/`,
      number_of_days: num(f.numberOfDays),
      starting_price: num(f.startingPrice),
      short_description_markdown: str(f.shortDescription),
      description_markdown: str(f.description),
      highlights: strings(f.highlights),
      inclusions: strings(f.inclusions),
      archived: bool(f.archived),
      is_german_tour: bool(f.isGermanTour),
      hidden_in_booking_nav: bool(f.hiddenInBookingNav),
      background_color: str(f.backgroundColor),
      order: num(f.order),
      destination_ids: entryIds(e, 'destinations', f.destinations, 'destination'),
      destination_groups: strings(f.destinationGroups) as Tour['destination_groups'],
      start_location: str(f.startLocation),
      end_location: str(f.endLocation),
      image_ids: assetIds(e, 'images', f.images),
      days,
      availability: (f.availability ?? null) as Tour['availability'],
      extra_night_price: num(f.extraNightPrice),
      upgrade_accommodations: (Array.isArray(f.upgradeAccommodations) ? f.upgradeAccommodations : []) as Tour['upgrade_accommodations'],
      accommodation_notice: (str(f.accommodationNotice) || 'none') as Tour['accommodation_notice'],
      snow: bool(f.snow),
      mtb: bool(f.mtb),
    };
  });

  const guides: Guide[] = of('guide').map((e) => ({
    id: slugOf.get(e.sys.id)!,
    name: str(e.fields.name),
    image_id: assetId(e, 'image', e.fields.image),
    role: str(e.fields.role),
    description_markdown: str(e.fields.description),
    mtb: bool(e.fields.mtb),
    adventure: bool(e.fields.adventure),
    snow: bool(e.fields.snow),
  }));
  const faqs: Faq[] = [...of('faq')].sort(byOrder).map((e) => ({
    id: slugOf.get(e.sys.id)!,
    question: str(e.fields.question),
    answer_markdown: str(e.fields.answer),
    group: str(e.fields.group),
  }));
  const testimonials: Testimonial[] = [...of('testimonial')].sort(byOrder).map((e) => ({
    id: slugOf.get(e.sys.id)!,
    author: str(e.fields.author),
    country: str(e.fields.country),
    text: str(e.fields.text),
    image_id: assetId(e, 'image', e.fields.image),
    tour_id: e.fields.tour === undefined || e.fields.tour === null ? null : entryId(e, 'tour', e.fields.tour, 'tour') || null,
  }));
  const awards: Award[] = of('award').map((e) => ({
    id: slugOf.get(e.sys.id)!,
    title: str(e.fields.title),
    issuer: str(e.fields.issuer),
    year: num(e.fields.year),
    description: str(e.fields.description),
    image_id: assetId(e, 'image', e.fields.image),
  }));
  const gallery: GallerySlide[] = [...of('gallerySlide')].sort(byOrder).map((e) => ({
    id: slugOf.get(e.sys.id)!,
    title: str(e.fields.title),
    image_id: assetId(e, 'image', e.fields.image),
    video_url: str(e.fields.videoUrl) || null,
  }));
  const pages: ContentPage[] = of('page').map((e) => ({
    id: slugOf.get(e.sys.id)!,
    title: str(e.fields.title),
    meta_description: str(e.fields.metaDescription),
    body_markdown: str(e.fields.body),
  }));

  const settingsEntries = of('siteSettings');
  if (settingsEntries.length !== 1) problems.push(`expected exactly one siteSettings entry, found ${settingsEntries.length}`);
  const s = settingsEntries[0];
  const settings: SiteSettings = s
    ? {
        brand_name: str(s.fields.brandName),
        sister_brand_name: str(s.fields.sisterBrandName),
        sister_brand_url: str(s.fields.sisterBrandUrl),
        tagline: str(s.fields.tagline),
        phone: str(s.fields.phone),
        phone_href: str(s.fields.phoneHref),
        email: str(s.fields.email),
        address_lines: strings(s.fields.addressLines),
        social_links: (Array.isArray(s.fields.socialLinks) ? s.fields.socialLinks : []) as SiteSettings['social_links'],
        private_tours_url: str(s.fields.privateToursUrl),
        newsletter_subscribe_url: str(s.fields.newsletterSubscribeUrl),
        claims: s.fields.claims as SiteSettings['claims'],
        video_intro: s.fields.videoIntro as SiteSettings['video_intro'],
        snow_safari_tour_id: entryId(s, 'snowSafariTour', s.fields.snowSafariTour, 'tour'),
        best_tour_ids: entryIds(s, 'bestTours', s.fields.bestTours, 'tour'),
      }
    : (undefined as unknown as SiteSettings);

  const images: ImageSpec[] = [...usedAssets.entries()].map(([id, asset]) => ({
    id: assetImageId(id),
    scene: 'contentful',
    seed: 0,
    alt: str(asset.fields.description) || str(asset.fields.title),
    width: num(asset.fields.file?.details?.image?.width),
    height: num(asset.fields.file?.details?.image?.height),
  }));

  // Guest reviews live in the API's database (the local pack's demo reviews seed it), not in Contentful.
  const pack: ContentPack = { settings, categories, tours, destinations, activities, guides, faqs, testimonials, reviews: [], awards, gallery, pages, images };
  pack.tours.sort((a, b) => a.order - b.order);
  return { pack, problems };
}

function toOption(e: CfEntry): ActivityOption {
  const f = e.fields;
  return {
    api_id: num(f.apiId),
    name: str(f.name),
    description: str(f.description),
    price: num(f.price),
    seasonal_pricings: (Array.isArray(f.seasonalPricings) ? f.seasonalPricings : []) as ActivityOption['seasonal_pricings'],
    hidden: bool(f.hidden),
    archived: bool(f.archived),
  };
}

/**
 * Maps entries and assets to a ContentPack and checks it with the local pack's integrity rules.
 * Throws one Error listing every broken link and every integrity problem, like the local loader.
 */
export function contentfulPack(data: ContentfulData, where: string): ContentPack {
  const { pack, problems } = mapContentful(data);
  if (problems.length === 0) problems.push(...validateContent(pack));
  if (problems.length > 0) throw new Error(`Contentful ${where} has ${problems.length} problem(s):\n- ${problems.join('\n- ')}`);
  return pack;
}

/** The part of `fetch` the image download uses, so tests can answer it. */
export type FetchLike = (url: string) => Promise<{ ok: boolean; status: number; arrayBuffer(): Promise<ArrayBuffer> }>;

/**
 * Saves the picture of every asset the pack uses into `dir/{image id}.jpg`, asking Contentful's
 * Images API for a 1600 px wide JPEG, so the site's own image pipeline (sharp) renders it and
 * the built pages link no external image host (CSP keeps img-src 'self'). Files already there
 * are kept (assets are immutable per URL: a new upload gets a new URL, so `dir` is keyed by it).
 */
export async function downloadContentfulImages(
  pack: ContentPack,
  dir: string,
  assetUrls: Map<string, string>,
  fetchImpl: FetchLike = fetch as unknown as FetchLike,
): Promise<{ written: string[]; skipped: string[] }> {
  fs.mkdirSync(dir, { recursive: true });
  const written: string[] = [];
  const skipped: string[] = [];
  const urlsFile = path.join(dir, 'asset-urls.json');
  let known: Record<string, string> = {};
  try {
    known = JSON.parse(fs.readFileSync(urlsFile, 'utf8')) as Record<string, string>;
  } catch {
    // first download into this folder
  }
  for (const image of pack.images) {
    if (image.scene !== 'contentful') continue;
    const file = path.join(dir, `${image.id}.jpg`);
    const url = assetUrls.get(image.id);
    if (!url) throw new Error(`No Contentful URL is known for image ${image.id}`);
    if (known[image.id] === url && fs.existsSync(file)) {
      skipped.push(image.id);
      continue;
    }
    const response = await fetchImpl(`${url.startsWith('//') ? 'https:' : ''}${url}?w=1600&fm=jpg`);
    if (!response.ok) throw new Error(`Contentful answered ${response.status} for the image ${image.id} (${url})`);
    fs.writeFileSync(file, Buffer.from(await response.arrayBuffer()));
    known[image.id] = url;
    written.push(image.id);
  }
  fs.writeFileSync(urlsFile, JSON.stringify(known));
  return { written, skipped };
}

/** Image id -> protocol-relative asset URL ('//images.ctfassets.net/...'), for the downloader. */
export function assetUrlsOf(data: ContentfulData): Map<string, string> {
  const urls = new Map<string, string>();
  for (const [id, asset] of data.assets) if (asset.fields.file?.url) urls.set(assetImageId(id), asset.fields.file.url);
  return urls;
}

function str(value: unknown): string {
  return typeof value === 'string' ? value : value === undefined || value === null ? '' : String(value);
}
function num(value: unknown, fallback = 0): number {
  const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
  return Number.isFinite(n) ? n : fallback;
}
function bool(value: unknown): boolean {
  return value === true;
}
function list(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [];
}
function strings(value: unknown): string[] {
  return list(value).map(str).filter(Boolean);
}
