/**
 * The demo content pack (`content/`) as Contentful entries and assets of the content model in
 * `model.ts`: the inverse of `mapContentful` (src/node/contentful.ts). The demo import loads it
 * into a new space; the local fake Contentful serves it, so tests see the demo content the way
 * Contentful's APIs return it.
 *
 * Entry ids are stable and readable (`tour-ultimate-new-zealand`, `tourDay-1012`); asset ids are
 * the image ids of the pack.
 */
import type { ContentPack } from '../content/load';
import type { ContentTypeId } from './model';

export interface Link {
  sys: { type: 'Link'; linkType: 'Entry' | 'Asset'; id: string };
}
export interface PackEntry {
  id: string;
  contentType: ContentTypeId;
  fields: Record<string, unknown>;
}
export interface PackAsset {
  id: string;
  title: string;
  description: string;
  fileName: string;
  contentType: string;
  width: number;
  height: number;
}

const entryId = (type: ContentTypeId, key: string | number) => `${type}-${key}`.slice(0, 64);
const entryLink = (type: ContentTypeId, key: string | number): Link => ({ sys: { type: 'Link', linkType: 'Entry', id: entryId(type, key) } });
const assetLink = (id: string): Link => ({ sys: { type: 'Link', linkType: 'Asset', id } });

export function packToContentful(pack: ContentPack): { entries: PackEntry[]; assets: PackAsset[] } {
  const entries: PackEntry[] = [];
  const add = (contentType: ContentTypeId, key: string | number, fields: Record<string, unknown>) => entries.push({ id: entryId(contentType, key), contentType, fields });
  const s = pack.settings;
  add('siteSettings', 'main', {
    brandName: s.brand_name,
    sisterBrandName: s.sister_brand_name,
    sisterBrandUrl: s.sister_brand_url,
    tagline: s.tagline,
    phone: s.phone,
    phoneHref: s.phone_href,
    email: s.email,
    addressLines: s.address_lines,
    socialLinks: s.social_links,
    privateToursUrl: s.private_tours_url,
    newsletterSubscribeUrl: s.newsletter_subscribe_url,
    claims: s.claims,
    videoIntro: s.video_intro,
    snowSafariTour: entryLink('tour', s.snow_safari_tour_id),
    bestTours: s.best_tour_ids.map((id) => entryLink('tour', id)),
  });
  for (const c of pack.categories) {
    add('tourCategory', c.id, {
      slug: c.id,
      apiId: c.api_id,
      name: c.name,
      fullName: c.full_name,
      absoluteSlug: c.absolute_slug,
      tourType: c.tour_type,
      metaDescription: c.meta_description,
      description: c.description_markdown,
      blurb: c.blurb,
      backgroundColor: c.background_color,
      descriptionPicture: assetLink(c.description_picture_id),
      iconSvg: c.icon_svg,
      freeSwapDays: c.free_swap_days,
      order: c.order,
    });
  }
  for (const d of pack.destinations) {
    add('destination', d.id, {
      slug: d.id,
      apiId: d.api_id,
      name: d.name,
      shortDescription: d.short_description,
      description: d.description_markdown,
      hasDiscoverMore: d.has_discover_more,
      island: d.destination_category,
      location: { lat: d.latitude, lon: d.longitude },
      images: d.image_ids.map(assetLink),
      order: d.order,
    });
  }
  for (const a of pack.activities) {
    for (const o of a.options) {
      add('activityOption', o.api_id, {
        apiId: o.api_id,
        name: o.name,
        description: o.description,
        price: o.price,
        seasonalPricings: o.seasonal_pricings,
        hidden: o.hidden,
        archived: o.archived,
      });
    }
    add('activity', a.id, {
      slug: a.id,
      apiId: a.api_id,
      name: a.name,
      destination: entryLink('destination', a.destination_id),
      category: a.category,
      description: a.description_markdown,
      duration: a.duration,
      order: a.order,
      images: a.image_ids.map(assetLink),
      options: a.options.map((o) => entryLink('activityOption', o.api_id)),
      ...(a.general_addon ? { generalAddon: a.general_addon } : {}),
    });
  }
  for (const t of pack.tours) {
    for (const day of t.days) {
      add('tourDay', day.api_id, {
        apiId: day.api_id,
        ordinalNumber: day.ordinal_number,
        title: day.title,
        description: day.description_markdown,
        destinations: day.destination_ids.map((id) => entryLink('destination', id)),
        overnight: day.overnight,
        meals: day.meals,
        activities: day.activity_ids.map((id) => entryLink('activity', id)),
      });
    }
    add('tour', t.id, {
      slug: t.id,
      apiId: t.api_id,
      name: t.name,
      code: t.code,
      category: entryLink('tourCategory', t.category_id),
      numberOfDays: t.number_of_days,
      startingPrice: t.starting_price,
      shortDescription: t.short_description_markdown,
      description: t.description_markdown,
      highlights: t.highlights,
      inclusions: t.inclusions,
      archived: t.archived,
      isGermanTour: t.is_german_tour,
      hiddenInBookingNav: t.hidden_in_booking_nav,
      backgroundColor: t.background_color,
      order: t.order,
      destinations: t.destination_ids.map((id) => entryLink('destination', id)),
      destinationGroups: t.destination_groups,
      startLocation: t.start_location,
      endLocation: t.end_location,
      images: t.image_ids.map(assetLink),
      days: t.days.map((d) => entryLink('tourDay', d.api_id)),
      availability: t.availability,
      extraNightPrice: t.extra_night_price,
      upgradeAccommodations: t.upgrade_accommodations,
      accommodationNotice: t.accommodation_notice,
      snow: t.snow,
      mtb: t.mtb,
    });
  }
  for (const g of pack.guides) {
    add('guide', g.id, { slug: g.id, name: g.name, role: g.role, description: g.description_markdown, image: assetLink(g.image_id), mtb: g.mtb, adventure: g.adventure, snow: g.snow });
  }
  pack.faqs.forEach((f, order) => add('faq', f.id, { slug: f.id, question: f.question, answer: f.answer_markdown, group: f.group, order }));
  pack.testimonials.forEach((t, order) =>
    add('testimonial', t.id, {
      slug: t.id,
      author: t.author,
      country: t.country,
      text: t.text,
      image: assetLink(t.image_id),
      ...(t.tour_id ? { tour: entryLink('tour', t.tour_id) } : {}),
      order,
    }),
  );
  for (const a of pack.awards) add('award', a.id, { slug: a.id, title: a.title, issuer: a.issuer, year: a.year, description: a.description, image: assetLink(a.image_id) });
  pack.gallery.forEach((g, order) =>
    add('gallerySlide', g.id, { slug: g.id, title: g.title, image: assetLink(g.image_id), ...(g.video_url ? { videoUrl: g.video_url } : {}), order }),
  );
  for (const p of pack.pages) add('page', p.id, { slug: p.id, title: p.title, metaDescription: p.meta_description, body: p.body_markdown });

  const assets: PackAsset[] = pack.images.map((i) => ({
    id: i.id,
    title: i.alt,
    description: i.alt,
    fileName: `${i.id}.jpg`,
    contentType: 'image/jpeg',
    width: i.width,
    height: i.height,
  }));
  return { entries, assets };
}
