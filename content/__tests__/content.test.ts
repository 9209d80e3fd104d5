import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { loadContent, DEFAULT_CONTENT_DIR, type ContentPack } from '../load';

/** Copies the pack (without generated files) to a temp dir so a test can break it. */
function copyPack(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kea-content-'));
  fs.cpSync(DEFAULT_CONTENT_DIR, dir, {
    recursive: true,
    filter: (src) => !src.includes(`${path.sep}.generated`) && !src.includes(`${path.sep}__tests__`),
  });
  return dir;
}

const readJson = <T>(file: string): T => JSON.parse(fs.readFileSync(file, 'utf8')) as T;
const writeJson = (file: string, data: unknown): void => fs.writeFileSync(file, JSON.stringify(data, null, 2));

describe('content pack', () => {
  let pack: ContentPack;
  beforeAll(() => {
    pack = loadContent();
  });

  it('loads and passes every integrity check', () => {
    expect(pack.settings.brand_name).toBe('Kea Trails');
    expect(pack.settings.sister_brand_name).toBe('Kea Roam');
  });

  it('carries the marketing claims of SPEC section 1', () => {
    expect(pack.settings.claims).toEqual({
      max_group_size: 16,
      optional_activities: 70,
      lifetime_deposit_nzd: 99,
      free_swap_days: 60,
      flexi_guarantee_days: 45,
      years_operating: 17,
      b_corp: true,
    });
  });

  it('has the four tour families with their slugs and swap periods', () => {
    const bySlug = Object.fromEntries(pack.categories.map((c) => [c.id, c]));
    expect(bySlug.adventure?.absolute_slug).toBe('/new-zealand-tours/');
    expect(bySlug.plus?.absolute_slug).toBe('/new-zealand-plus-tours/');
    expect(bySlug.snow?.absolute_slug).toBe('/new-zealand-snow-tours/');
    expect(bySlug.private?.absolute_slug).toBe('/private-group-tours/');
    expect(bySlug.adventure?.free_swap_days).toBe(60);
    expect(bySlug.snow?.free_swap_days).toBe(60);
    expect(bySlug.plus?.free_swap_days).toBe(45);
    expect(bySlug.plus?.blurb).toMatch(/45-day Flexi-Guarantee/);
  });

  it('has at least 12 tours across Adventure, Plus and Snow, with the special cases', () => {
    const { tours } = pack;
    expect(tours.length).toBeGreaterThanOrEqual(12);
    for (const cat of ['adventure', 'plus', 'snow']) expect(tours.some((t) => t.category_id === cat)).toBe(true);
    expect(tours.filter((t) => t.is_german_tour).length).toBeGreaterThanOrEqual(1);
    expect(tours.filter((t) => t.archived).length).toBeGreaterThanOrEqual(1);
    expect(tours.filter((t) => t.hidden_in_booking_nav).length).toBeGreaterThanOrEqual(2);
    const season = (from: number, to: number) => tours.filter((t) => t.availability.season?.from_month === from && t.availability.season?.to_month === to);
    expect(season(10, 5)).toHaveLength(2);
    expect(season(11, 4)).toHaveLength(1);
    for (const t of tours.filter((x) => x.snow)) expect(t.availability.season).toEqual({ from_month: 7, to_month: 9 });
    expect(tours.filter((t) => t.accommodation_notice !== 'none').length).toBeGreaterThanOrEqual(2);
    const safari = tours.find((t) => t.id === pack.settings.snow_safari_tour_id);
    expect(safari?.category_id).toBe('snow');
    expect(safari?.destination_groups).toEqual(['south-island']);
    for (const t of tours) {
      expect(t.availability.seats_per_departure).toBeLessThanOrEqual(16);
      expect(t.days.every((d) => d.title && d.description_markdown.length > 40 && d.overnight)).toBe(true);
      expect(t.upgrade_accommodations.length).toBeGreaterThanOrEqual(1);
      expect(t.upgrade_accommodations.every((u) => u.bed_options.length > 0)).toBe(true);
    }
  });

  it('sorts tours by their unique order (the Popular sort)', () => {
    const orders = pack.tours.map((t) => t.order);
    expect([...orders].sort((a, b) => a - b)).toEqual(orders);
    expect(new Set(orders).size).toBe(orders.length);
  });

  it('has at least 25 destinations on both islands, most with a discover-more page', () => {
    const { destinations } = pack;
    expect(destinations.length).toBeGreaterThanOrEqual(25);
    for (const island of ['North Island', 'South Island'] as const) {
      const list = destinations.filter((d) => d.destination_category === island);
      expect(list.filter((d) => d.has_discover_more).length).toBeGreaterThanOrEqual(9);
      expect(list.some((d) => !d.has_discover_more)).toBe(true);
    }
    // North Island destinations lie north of Cook Strait, South Island ones south of it
    for (const d of destinations) {
      if (d.destination_category === 'North Island') expect(d.latitude).toBeGreaterThan(-41.7);
      else expect(d.latitude).toBeLessThan(-40.4);
    }
  });

  it('has over 70 activities with options, hidden and archived ones, seasonal prices and snow add-ons', () => {
    const { activities } = pack;
    expect(activities.length).toBeGreaterThan(70);
    const options = activities.flatMap((a) => a.options);
    expect(activities.every((a) => a.options.length >= 1 && a.options.length <= 4)).toBe(true);
    expect(options.some((o) => o.hidden)).toBe(true);
    expect(options.some((o) => o.archived)).toBe(true);
    expect(options.filter((o) => o.seasonal_pricings.length > 0).length).toBeGreaterThan(20);
    const windows = options.flatMap((o) => o.seasonal_pricings);
    expect(windows.some((w) => w.available_from.startsWith('2026-1'))).toBe(true);
    expect(windows.some((w) => w.available_to >= '2028-01-01')).toBe(true);
    expect(activities.filter((a) => a.general_addon === 'ski-board-hire')).toHaveLength(1);
    expect(activities.filter((a) => a.general_addon === 'ski-clothing-hire')).toHaveLength(1);
    const snowDays = pack.tours.filter((t) => t.snow).flatMap((t) => t.days.flatMap((d) => d.activity_ids));
    expect(snowDays.some((id) => id.endsWith('lift-pass'))).toBe(true);
  });

  it('has the people, reviews, awards, gallery and pages the site needs', () => {
    expect(pack.guides.length).toBeGreaterThanOrEqual(8);
    expect(pack.guides.some((g) => g.snow) && pack.guides.some((g) => g.mtb) && pack.guides.some((g) => g.adventure)).toBe(true);
    expect(pack.faqs.length).toBeGreaterThanOrEqual(15);
    expect(new Set(pack.faqs.map((f) => f.group)).size).toBeGreaterThanOrEqual(3);
    expect(pack.testimonials.length).toBeGreaterThanOrEqual(12);
    for (const t of pack.testimonials) {
      expect(t.text.length).toBeGreaterThanOrEqual(200);
      expect(t.text.length).toBeLessThanOrEqual(1200);
    }
    expect(pack.testimonials.filter((t) => t.text.length > 1000).length).toBeGreaterThanOrEqual(2);
    expect(pack.awards.length).toBeGreaterThanOrEqual(4);
    expect(pack.gallery.length).toBeGreaterThanOrEqual(10);
    expect(pack.gallery.filter((g) => g.video_url).length).toBe(2);
    const pageIds = pack.pages.map((p) => p.id);
    for (const id of ['our-trips', 'our-story', 'our-purpose', 'inbound-operator-services', 'win', 'privacy', 'terms', 'booking-conditions']) expect(pageIds).toContain(id);
    const conditions = pack.pages.find((p) => p.id === 'booking-conditions')!.body_markdown;
    expect(conditions).toMatch(/99 NZD per traveller/);
    expect(conditions).toMatch(/56 days before departure/);
    expect(conditions).toMatch(/30 days/);
    expect(conditions).toMatch(/more than 60 days before departure/);
  });
});

describe('loadContent integrity checks', () => {
  let dir: string;
  beforeEach(() => {
    dir = copyPack();
  });
  afterEach(() => {
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('loads a faithful copy', () => {
    expect(loadContent(dir).tours.length).toBeGreaterThanOrEqual(12);
  });

  it('rejects broken references and lists every problem', () => {
    const tourFile = path.join(dir, 'tours', 'north-island-explorer.json');
    const tour = readJson<{ category_id: string; days: { activity_ids: string[] }[] }>(tourFile);
    tour.category_id = 'no-such-category';
    tour.days[0]!.activity_ids.push('no-such-activity');
    writeJson(tourFile, tour);
    const settings = readJson<{ snow_safari_tour_id: string }>(path.join(dir, 'settings.json'));
    settings.snow_safari_tour_id = 'no-such-tour';
    writeJson(path.join(dir, 'settings.json'), settings);

    let message = '';
    try {
      loadContent(dir);
    } catch (err) {
      message = (err as Error).message;
    }
    expect(message).toMatch(/category "no-such-category" does not exist/);
    expect(message).toMatch(/activity "no-such-activity" does not exist/);
    expect(message).toMatch(/snow_safari_tour_id "no-such-tour" is not a tour/);
  });

  it('rejects duplicate day api ids across tours, bad day numbering and bad slugs', () => {
    const a = path.join(dir, 'tours', 'top-of-the-south.json');
    const b = path.join(dir, 'tours', 'southern-lakes-and-fiords.json');
    const ta = readJson<{ absolute_slug: string; days: { api_id: number; ordinal_number: number }[] }>(a);
    const tb = readJson<{ days: { api_id: number }[] }>(b);
    tb.days[0]!.api_id = ta.days[0]!.api_id;
    ta.days[1]!.ordinal_number = 7;
    ta.absolute_slug = '/tours/top-of-the-south/';
    writeJson(a, ta);
    writeJson(b, tb);
    expect(() => loadContent(dir)).toThrow(/duplicate \d+[\s\S]*ordinal_number 7|ordinal_number 7[\s\S]*duplicate \d+/);
    expect(() => loadContent(dir)).toThrow(/absolute_slug must be \/new-zealand-tours\/top-of-the-south\//);
  });

  it('rejects an image reference that is not in images.json', () => {
    const file = path.join(dir, 'guides.json');
    const guides = readJson<{ image_id: string }[]>(file);
    guides[0]!.image_id = 'missing-picture';
    writeJson(file, guides);
    expect(() => loadContent(dir)).toThrow(/image "missing-picture" is not in images.json/);
  });
});
