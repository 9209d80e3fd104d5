/**
 * Turns a content pack (from `content/` or from Contentful, both mapped to the shapes of
 * `contract/content.ts`) into the node data of the GraphQL model in `schema.ts`: markdown
 * rendered and sanitised, reverse links (category -> tours, destination -> tours) computed,
 * display values (activity price range) derived once at build time.
 */
import type { ContentPack } from '../../content/load';
import type { Activity, ActivityOption } from '../../contract/content';
import { markdownToHtml } from './markdown';

export interface NodeData {
  type: string;
  contentId: string;
  fields: Record<string, unknown>;
}

export const visibleOptions = (options: ActivityOption[]) => options.filter((o) => !o.hidden && !o.archived);

export function activityPriceRange(activity: Activity): { min: number; max: number } {
  const prices = visibleOptions(activity.options).map((o) => o.price);
  if (prices.length === 0) return { min: 0, max: 0 };
  return { min: Math.min(...prices), max: Math.max(...prices) };
}

export function contentToNodes(pack: ContentPack): NodeData[] {
  const nodes: NodeData[] = [];
  const destinationName = new Map(pack.destinations.map((d) => [d.id, d.name]));

  const toursByCategory = new Map<string, string[]>();
  const toursByDestination = new Map<string, Set<string>>();
  const toursByActivity = new Map<string, Set<string>>();
  const activitiesByDestination = new Map<string, string[]>();
  const add = (map: Map<string, Set<string>>, key: string, value: string) => {
    if (!map.has(key)) map.set(key, new Set());
    map.get(key)!.add(value);
  };
  const byOrder = <T extends { order: number }>(list: T[]) => [...list].sort((a, b) => a.order - b.order);

  for (const tour of byOrder(pack.tours)) {
    toursByCategory.set(tour.category_id, [...(toursByCategory.get(tour.category_id) ?? []), tour.id]);
    if (tour.archived) continue;
    for (const id of tour.destination_ids) add(toursByDestination, id, tour.id);
    for (const day of tour.days) for (const id of day.activity_ids) add(toursByActivity, id, tour.id);
  }
  for (const activity of byOrder(pack.activities)) {
    activitiesByDestination.set(activity.destination_id, [...(activitiesByDestination.get(activity.destination_id) ?? []), activity.id]);
  }

  const { snow_safari_tour_id, best_tour_ids, ...settings } = pack.settings;
  nodes.push({ type: 'SiteSettings', contentId: 'settings', fields: { ...settings, snow_safari_tour_id, best_tour_ids } });

  for (const c of pack.categories) {
    const { id, description_markdown, ...rest } = c;
    nodes.push({
      type: 'TourCategory',
      contentId: id,
      fields: { ...rest, description_html: markdownToHtml(description_markdown), tour_ids: toursByCategory.get(id) ?? [] },
    });
  }

  for (const t of pack.tours) {
    const { id, short_description_markdown, description_markdown, days, ...rest } = t;
    nodes.push({
      type: 'Tour',
      contentId: id,
      fields: {
        ...rest,
        short_description_html: markdownToHtml(short_description_markdown),
        description_html: markdownToHtml(description_markdown),
        map_image_id: `map-${id}`,
        small_map_image_id: `map-${id}-small`,
        days: days.map(({ description_markdown: dayMarkdown, ...day }) => ({ ...day, description_html: markdownToHtml(dayMarkdown) })),
      },
    });
  }

  for (const d of pack.destinations) {
    const { id, description_markdown, ...rest } = d;
    nodes.push({
      type: 'Destination',
      contentId: id,
      fields: {
        ...rest,
        description_html: markdownToHtml(description_markdown),
        card_image_id: d.image_ids[0] ?? null,
        tour_ids: [...(toursByDestination.get(id) ?? [])],
        activity_ids: activitiesByDestination.get(id) ?? [],
      },
    });
  }

  for (const a of pack.activities) {
    const { id, description_markdown, options, ...rest } = a;
    const range = activityPriceRange(a);
    nodes.push({
      type: 'Activity',
      contentId: id,
      fields: {
        ...rest,
        absolute_slug: `/activities/${id}/`,
        description_html: markdownToHtml(description_markdown),
        destination_name: destinationName.get(a.destination_id) ?? '',
        card_image_id: a.image_ids[0] ?? null,
        options,
        visible_options: visibleOptions(options),
        min_price: range.min,
        max_price: range.max,
        tour_ids: [...(toursByActivity.get(id) ?? [])],
      },
    });
  }

  for (const g of pack.guides) {
    const { id, description_markdown, ...rest } = g;
    nodes.push({ type: 'Guide', contentId: id, fields: { ...rest, description_html: markdownToHtml(description_markdown) } });
  }
  pack.faqs.forEach((f, order) => {
    const { id, answer_markdown, ...rest } = f;
    nodes.push({ type: 'Faq', contentId: id, fields: { ...rest, order, answer_html: markdownToHtml(answer_markdown) } });
  });
  pack.testimonials.forEach((t, order) => {
    const { id, ...rest } = t;
    nodes.push({ type: 'Testimonial', contentId: id, fields: { ...rest, order } });
  });
  for (const a of pack.awards) {
    const { id, ...rest } = a;
    nodes.push({ type: 'Award', contentId: id, fields: rest });
  }
  pack.gallery.forEach((g, order) => {
    const { id, ...rest } = g;
    nodes.push({ type: 'GallerySlide', contentId: id, fields: { ...rest, order } });
  });
  for (const p of pack.pages) {
    const { id, body_markdown, ...rest } = p;
    nodes.push({ type: 'ContentPage', contentId: id, fields: { ...rest, body_html: markdownToHtml(body_markdown, { title: rest.title, topHeading: 2 }) } });
  }
  return nodes;
}
