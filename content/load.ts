/**
 * Loads the embedded content pack (`content/*.json`) synchronously and checks its integrity.
 *
 * Pure Node (fs, path): gatsby-node and the API's database seed both call it.
 * Throws one Error that lists every problem found, so a broken edit is reported in full.
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import type {
  Activity,
  Award,
  ContentPage,
  Destination,
  Faq,
  GallerySlide,
  Guide,
  ImageSpec,
  SiteSettings,
  Testimonial,
  GuestReview,
  Tour,
  TourCategory,
} from '../contract/content';

export interface ContentPack {
  settings: SiteSettings;
  categories: TourCategory[];
  tours: Tour[];
  destinations: Destination[];
  activities: Activity[];
  guides: Guide[];
  faqs: Faq[];
  testimonials: Testimonial[];
  /** Demo guest reviews, seeded into the API's database (not Gatsby content). */
  reviews: GuestReview[];
  awards: Award[];
  gallery: GallerySlide[];
  pages: ContentPage[];
  images: ImageSpec[];
}

/**
 * The repository's `content/` folder: the folder of this file when it holds the pack (tsx, Jest,
 * the API), otherwise `./content` under the working directory (bundled copies such as Gatsby's
 * compiled gatsby-node, where `__dirname` points into `.cache/`).
 */
export const DEFAULT_CONTENT_DIR: string = ((): string => {
  const here = typeof __dirname === 'string' ? __dirname : '';
  if (here && fs.existsSync(path.join(here, 'settings.json'))) return here;
  return path.resolve(process.cwd(), 'content');
})();

function readJson<T>(file: string, problems: string[]): T | undefined {
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch {
    problems.push(`missing file ${file}`);
    return undefined;
  }
  try {
    return JSON.parse(text) as T;
  } catch (err) {
    problems.push(`invalid JSON in ${file}: ${(err as Error).message}`);
    return undefined;
  }
}

/** Reads every `*.json` of a folder, sorted by file name; checks that `id` matches the file name. */
function readFolder<T extends { id: string }>(dir: string, problems: string[]): T[] {
  if (!fs.existsSync(dir)) {
    problems.push(`missing folder ${dir}`);
    return [];
  }
  const out: T[] = [];
  for (const name of fs.readdirSync(dir).filter((n) => n.endsWith('.json')).sort()) {
    const item = readJson<T>(path.join(dir, name), problems);
    if (!item) continue;
    const expected = name.replace(/\.json$/, '');
    if (item.id !== expected) problems.push(`${path.join(dir, name)}: id "${item.id}" does not match the file name`);
    out.push(item);
  }
  return out;
}

function asList<T>(value: T[] | undefined, label: string, problems: string[]): T[] {
  if (value === undefined) return [];
  if (!Array.isArray(value)) {
    problems.push(`${label} must be a JSON array`);
    return [];
  }
  return value;
}

function checkUnique<T>(items: T[], key: (t: T) => unknown, label: string, problems: string[]): void {
  const seen = new Set<unknown>();
  for (const item of items) {
    const k = key(item);
    if (k === undefined || k === null || k === '') {
      problems.push(`${label}: an entry has no value`);
      continue;
    }
    if (seen.has(k)) problems.push(`${label}: duplicate ${String(k)}`);
    seen.add(k);
  }
}

const ID_RE = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const DATE_RE = /^\d{4}-\d{2}-\d{2}$/;

function isDate(s: unknown): boolean {
  if (typeof s !== 'string' || !DATE_RE.test(s)) return false;
  const d = new Date(`${s}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
}

/** Integrity checks; returns the list of problems (empty when the pack is sound). */
export function validateContent(pack: ContentPack): string[] {
  const problems: string[] = [];
  const { settings, categories, tours, destinations, activities, guides, faqs, testimonials, reviews, awards, gallery, pages, images } = pack;

  // ids and api ids
  const collections: [string, { id: string }[]][] = [
    ['categories', categories],
    ['tours', tours],
    ['destinations', destinations],
    ['activities', activities],
    ['guides', guides],
    ['faqs', faqs],
    ['testimonials', testimonials],
    ['reviews', reviews],
    ['awards', awards],
    ['gallery', gallery],
    ['pages', pages],
    ['images', images],
  ];
  for (const [label, list] of collections) {
    checkUnique(list, (x) => x.id, `${label} id`, problems);
    for (const x of list) {
      if (typeof x.id !== 'string' || !ID_RE.test(x.id)) problems.push(`${label}: id "${String(x.id)}" is not a kebab-case slug`);
    }
  }
  const withApi: [string, { api_id: number }[]][] = [
    ['categories', categories],
    ['tours', tours],
    ['destinations', destinations],
    ['activities', activities],
  ];
  for (const [label, list] of withApi) {
    checkUnique(list, (x) => x.api_id, `${label} api_id`, problems);
    for (const x of list) {
      if (!Number.isInteger(x.api_id) || x.api_id <= 0) problems.push(`${label}: api_id ${String(x.api_id)} is not a positive integer`);
    }
  }
  const allDays = tours.flatMap((t) => (Array.isArray(t.days) ? t.days.map((d) => ({ tour: t.id, d })) : []));
  checkUnique(allDays, (x) => x.d.api_id, 'day api_id (global)', problems);
  const allOptions = activities.flatMap((a) => (Array.isArray(a.options) ? a.options.map((o) => ({ a: a.id, o })) : []));
  checkUnique(allOptions, (x) => x.o.api_id, 'activity option api_id (global)', problems);
  for (const { a, o } of allOptions) {
    if (!Number.isInteger(o.api_id) || o.api_id <= 0) problems.push(`activity ${a}: option api_id ${String(o.api_id)} is not a positive integer`);
  }

  const imageIds = new Set(images.map((i) => i.id));
  const destIds = new Set(destinations.map((d) => d.id));
  const actIds = new Set(activities.map((a) => a.id));
  const catById = new Map(categories.map((c) => [c.id, c]));
  const tourIds = new Set(tours.map((t) => t.id));
  const img = (owner: string, id: string): void => {
    if (!imageIds.has(id)) problems.push(`${owner}: image "${id}" is not in images.json`);
  };

  // images
  for (const i of images) {
    if (!(Number.isInteger(i.width) && i.width > 0 && Number.isInteger(i.height) && i.height > 0)) problems.push(`image ${i.id}: bad size`);
    if (typeof i.scene !== 'string' || !i.scene) problems.push(`image ${i.id}: no scene`);
    if (!Number.isInteger(i.seed)) problems.push(`image ${i.id}: seed must be an integer`);
  }

  // settings
  if (!settings) {
    problems.push('settings.json is missing');
  } else {
    if (!tourIds.has(settings.snow_safari_tour_id)) problems.push(`settings.snow_safari_tour_id "${settings.snow_safari_tour_id}" is not a tour`);
    for (const id of settings.best_tour_ids ?? []) if (!tourIds.has(id)) problems.push(`settings.best_tour_ids: "${id}" is not a tour`);
  }

  // categories
  for (const c of categories) {
    if (!/^\/[a-z0-9-]+\/$/.test(c.absolute_slug)) problems.push(`category ${c.id}: absolute_slug "${c.absolute_slug}" must look like /slug/`);
    img(`category ${c.id}`, c.description_picture_id);
    if (!Number.isInteger(c.free_swap_days) || c.free_swap_days <= 0) problems.push(`category ${c.id}: free_swap_days must be a positive integer`);
  }
  checkUnique(categories, (c) => c.absolute_slug, 'category absolute_slug', problems);

  // destinations
  for (const d of destinations) {
    if (d.absolute_slug !== `/destinations/${d.id}/`) problems.push(`destination ${d.id}: absolute_slug must be /destinations/${d.id}/`);
    if (d.destination_category !== 'North Island' && d.destination_category !== 'South Island') problems.push(`destination ${d.id}: bad destination_category`);
    if (!(d.latitude <= -34 && d.latitude >= -48 && d.longitude >= 165 && d.longitude <= 179)) problems.push(`destination ${d.id}: coordinates are not in New Zealand`);
    if (!Array.isArray(d.image_ids) || d.image_ids.length > 5) problems.push(`destination ${d.id}: image_ids must hold at most 5 images`);
    for (const i of d.image_ids ?? []) img(`destination ${d.id}`, i);
  }

  // activities
  for (const a of activities) {
    if (!destIds.has(a.destination_id)) problems.push(`activity ${a.id}: destination "${a.destination_id}" does not exist`);
    if (!Array.isArray(a.image_ids) || a.image_ids.length < 1 || a.image_ids.length > 5) problems.push(`activity ${a.id}: needs 1-5 images`);
    for (const i of a.image_ids ?? []) img(`activity ${a.id}`, i);
    if (!Array.isArray(a.options) || a.options.length < 1) problems.push(`activity ${a.id}: needs at least one option`);
    for (const o of a.options ?? []) {
      if (!(typeof o.price === 'number' && o.price >= 0)) problems.push(`activity ${a.id} option ${o.api_id}: bad price`);
      for (const s of o.seasonal_pricings ?? []) {
        if (!isDate(s.available_from) || !isDate(s.available_to)) problems.push(`activity ${a.id} option ${o.api_id}: seasonal pricing dates must be YYYY-MM-DD`);
        else if (s.available_from > s.available_to) problems.push(`activity ${a.id} option ${o.api_id}: seasonal window ends before it starts`);
        if (!(typeof s.price === 'number' && s.price >= 0)) problems.push(`activity ${a.id} option ${o.api_id}: bad seasonal price`);
      }
    }
  }

  // tours
  for (const t of tours) {
    const cat = catById.get(t.category_id);
    if (!cat) problems.push(`tour ${t.id}: category "${t.category_id}" does not exist`);
    else if (t.absolute_slug !== `${cat.absolute_slug}${t.id}/`) problems.push(`tour ${t.id}: absolute_slug must be ${cat.absolute_slug}${t.id}/`);
    for (const d of t.destination_ids ?? []) if (!destIds.has(d)) problems.push(`tour ${t.id}: destination "${d}" does not exist`);
    for (const i of t.image_ids ?? []) img(`tour ${t.id}`, i);
    if ((t.image_ids ?? []).length > 10) problems.push(`tour ${t.id}: at most 10 images`);
    for (const g of t.destination_groups ?? []) if (g !== 'north-island' && g !== 'south-island') problems.push(`tour ${t.id}: bad destination group "${g}"`);
    if (!Array.isArray(t.days)) {
      problems.push(`tour ${t.id}: days missing`);
    } else {
      if (t.days.length !== t.number_of_days) problems.push(`tour ${t.id}: has ${t.days.length} days but number_of_days is ${t.number_of_days}`);
      t.days.forEach((day, i) => {
        if (day.ordinal_number !== i + 1) problems.push(`tour ${t.id}: day ${i + 1} has ordinal_number ${day.ordinal_number}`);
        if (!Number.isInteger(day.api_id) || day.api_id <= 0) problems.push(`tour ${t.id} day ${i + 1}: api_id must be a positive integer`);
        for (const d of day.destination_ids ?? []) if (!destIds.has(d)) problems.push(`tour ${t.id} day ${i + 1}: destination "${d}" does not exist`);
        for (const a of day.activity_ids ?? []) if (!actIds.has(a)) problems.push(`tour ${t.id} day ${i + 1}: activity "${a}" does not exist`);
      });
    }
    const av = t.availability;
    if (!av) problems.push(`tour ${t.id}: availability missing`);
    else {
      if (!(av.seats_per_departure > 0 && av.seats_per_departure <= 16)) problems.push(`tour ${t.id}: seats_per_departure must be 1-16`);
      if (av.season && !(av.season.from_month >= 1 && av.season.from_month <= 12 && av.season.to_month >= 1 && av.season.to_month <= 12)) problems.push(`tour ${t.id}: season months must be 1-12`);
      for (const w of [...(av.departure_weekdays ?? []), ...(av.offline_weekdays ?? [])]) if (!(Number.isInteger(w) && w >= 0 && w <= 6)) problems.push(`tour ${t.id}: weekday ${w} must be 0-6`);
      if ((av.departure_weekdays ?? []).length === 0) problems.push(`tour ${t.id}: no departure weekdays`);
      for (const w of av.departure_weekdays ?? []) if ((av.offline_weekdays ?? []).includes(w)) problems.push(`tour ${t.id}: weekday ${w} is both a departure and an offline weekday`);
      for (const r of av.inactive_ranges ?? []) if (!isDate(r.from) || !isDate(r.to) || r.from > r.to) problems.push(`tour ${t.id}: bad inactive range ${r.from}..${r.to}`);
      if (!(Number.isInteger(av.cutoff_days) && av.cutoff_days >= 0)) problems.push(`tour ${t.id}: bad cutoff_days`);
    }
    checkUnique(t.upgrade_accommodations ?? [], (u) => u.id, `tour ${t.id} upgrade id`, problems);
  }
  checkUnique(tours, (t) => t.code, 'tour code', problems);
  checkUnique(tours, (t) => t.order, 'tour order', problems);

  // people, reviews, awards, gallery
  for (const g of guides) img(`guide ${g.id}`, g.image_id);
  const runningTours = new Set(tours.filter((t) => !t.archived).map((t) => t.id));
  for (const r of reviews) {
    if (!runningTours.has(r.tour_id)) problems.push(`review ${r.id}: tour "${r.tour_id}" does not exist or is archived`);
    if (!(Number.isInteger(r.rating) && r.rating >= 1 && r.rating <= 5)) problems.push(`review ${r.id}: rating must be 1-5`);
    for (const field of ['author', 'title', 'text'] as const) if (typeof r[field] !== 'string' || !r[field].trim()) problems.push(`review ${r.id}: ${field} missing`);
  }
  for (const t of testimonials) {
    img(`testimonial ${t.id}`, t.image_id);
    if (t.tour_id !== null && !tourIds.has(t.tour_id)) problems.push(`testimonial ${t.id}: tour "${t.tour_id}" does not exist`);
  }
  for (const a of awards) img(`award ${a.id}`, a.image_id);
  for (const s of gallery) img(`gallery slide ${s.id}`, s.image_id);

  return problems;
}

/**
 * Reads the content pack from `dir` (default: this repository's `content/`), validates it and
 * returns the typed collections. Throws an Error listing every problem.
 */
export function loadContent(dir: string = DEFAULT_CONTENT_DIR): ContentPack {
  const problems: string[] = [];
  const j = <T>(name: string): T | undefined => readJson<T>(path.join(dir, name), problems);
  const pack: ContentPack = {
    settings: j<SiteSettings>('settings.json') as SiteSettings,
    categories: asList(j<TourCategory[]>('categories.json'), 'categories.json', problems),
    tours: readFolder<Tour>(path.join(dir, 'tours'), problems),
    destinations: asList(j<Destination[]>('destinations.json'), 'destinations.json', problems),
    activities: asList(j<Activity[]>('activities.json'), 'activities.json', problems),
    guides: asList(j<Guide[]>('guides.json'), 'guides.json', problems),
    faqs: asList(j<Faq[]>('faqs.json'), 'faqs.json', problems),
    testimonials: asList(j<Testimonial[]>('testimonials.json'), 'testimonials.json', problems),
    reviews: asList(j<GuestReview[]>('reviews.json'), 'reviews.json', problems),
    awards: asList(j<Award[]>('awards.json'), 'awards.json', problems),
    gallery: asList(j<GallerySlide[]>('gallery.json'), 'gallery.json', problems),
    pages: readFolder<ContentPage>(path.join(dir, 'pages'), problems),
    images: asList(j<ImageSpec[]>('images.json'), 'images.json', problems),
  };
  pack.tours.sort((a, b) => a.order - b.order);
  if (problems.length === 0) problems.push(...validateContent(pack));
  if (problems.length > 0) {
    throw new Error(`Content pack in ${dir} has ${problems.length} problem(s):\n- ${problems.join('\n- ')}`);
  }
  return pack;
}
