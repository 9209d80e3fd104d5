/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { renderItineraryPdf, writeItineraryPdfs, itineraryCreationDate, type PdfTour } from './itinerary-pdf';
import { flatText, readPdfText } from './itinerary-pdf-text';
import type { OperatorContact } from '../components/itinerary/itinerary-format';

const contact: OperatorContact = {
  brand_name: 'Kea Trails',
  tagline: 'Small-group guided adventures',
  phone: '+64 3 555 0199',
  phone_href: 'tel:+6435550199',
  email: 'hello@keatrails.co.nz',
  address_lines: ['Level 1, 42 Shotover Street', 'Queenstown 9300', 'New Zealand'],
};

const day = (n: number, title: string, extra: Partial<PdfTour['days'][number]> = {}): PdfTour['days'][number] => ({
  api_id: 9000 + n,
  ordinal_number: n,
  title,
  description_html: `<p>Day ${n} of the trip, with time to explore.</p>`,
  overnight: 'Queenstown',
  meals: 'B',
  activities: [],
  ...extra,
});

function makeTour(overrides: Partial<PdfTour> = {}): PdfTour {
  return {
    contentId: 'east-cape-explorer',
    api_id: 42,
    name: 'East Cape Explorer',
    absolute_slug: '/new-zealand-tours/east-cape-explorer/',
    number_of_days: 3,
    starting_price: 5295,
    start_location: 'Tauranga',
    end_location: 'Gisborne',
    is_german_tour: false,
    archived: false,
    short_description_html: '<p>Three days around the <strong>East Cape</strong>.</p>',
    highlights: ['Sunrise at Hicks Bay', 'A hāngī at Tolaga Bay'],
    inclusions: ["2 nights' accommodation", 'Professional guide and driver'],
    category: { name: 'Adventure', full_name: 'New Zealand Adventure Tours', tour_type: 'Adventure', background_color: '#2c6e8f', absolute_slug: '/new-zealand-tours/' },
    map: null,
    days: [
      // Out of order on purpose: the itinerary reads by ordinal number.
      day(2, 'Whakatāne to Ōpōtiki', { meals: 'B, L', overnight: 'Ōpōtiki' }),
      day(1, 'Tauranga to Kaikōura Point', {
        description_html: '<p>Meet at 8am &amp; drive east.</p><ul><li>Kayak the bay</li><li>Visit the marae</li></ul>',
        meals: 'D',
        overnight: 'Whakatāne',
        activities: [
          { name: 'Whale Watch', absolute_slug: '/activities/whale-watch/', min_price: 175, max_price: 175 },
          { name: 'Swim with Dusky Dolphins', absolute_slug: '/activities/dolphins/', min_price: 110, max_price: 240 },
        ],
      }),
      day(3, 'Ūawa to Gisborne', { overnight: '', meals: '' }),
    ],
    ...overrides,
  };
}

describe('renderItineraryPdf', () => {
  it('writes a PDF a reader opens, holding the tour, every day, prices and the operator’s contact details', async () => {
    const pdf = await renderItineraryPdf(makeTour(), contact, { siteUrl: 'https://www.keatrails.co.nz/' });
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const read = readPdfText(pdf);
    const text = flatText(read);
    expect(read.info.Title).toBe('East Cape Explorer: sample itinerary');
    expect(read.info.Author).toBe('Kea Trails');

    // Cover: name, family, duration, start and end, 'From' price, highlights (with macrons).
    expect(read.pages[0]).toContain('East Cape Explorer');
    expect(text).toContain('New Zealand Adventure Tours');
    expect(text).toContain('3 days');
    expect(text).toContain('Tauranga to Gisborne');
    expect(text).toContain('From NZ$5,295 per person');
    expect(text).toContain('A hāngī at Tolaga Bay');

    // Each day in order, with its text (markdown turned to text), overnight, meals and activities.
    const order = ['DAY 1 Tauranga to Kaikōura Point', 'DAY 2 Whakatāne to Ōpōtiki', 'DAY 3 Ūawa to Gisborne'].map((t) => text.indexOf(t));
    expect(order.every((i) => i >= 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    expect(text).toContain('Meet at 8am & drive east.');
    expect(text).toContain('• Kayak the bay');
    expect(text).toContain('Overnight: Whakatāne');
    expect(text).toContain('Meals included: Breakfast, Lunch');
    expect(text).toContain('Meals included: Dinner');
    expect(text).toContain('Whale Watch NZ$175');
    expect(text).toContain('Swim with Dusky Dolphins From NZ$110');

    // What's included and who to call.
    expect(text).toContain("2 nights' accommodation");
    expect(text).toContain('+64 3 555 0199');
    expect(text).toContain('hello@keatrails.co.nz');
    expect(text).toContain('Level 1, 42 Shotover Street, Queenstown 9300, New Zealand');
    expect(text).toContain('https://www.keatrails.co.nz');
  });

  it('numbers every page and keeps a long tour readable over several pages', async () => {
    const days = Array.from({ length: 24 }, (_, i) =>
      day(i + 1, `Stage ${i + 1} of the long road`, {
        description_html: `<p>${'A long day on the road with stops for walks, coffee and photographs. '.repeat(4)}</p>`,
        activities: [{ name: `Scenic flight ${i + 1}`, absolute_slug: `/activities/f${i}/`, min_price: 199, max_price: 199 }],
      }),
    );
    const read = readPdfText(await renderItineraryPdf(makeTour({ days, number_of_days: 24 }), contact));
    expect(read.pages.length).toBeGreaterThan(4);
    read.pages.forEach((page, i) => expect(page.replace(/\s+/g, ' ')).toContain(`Page ${i + 1} of ${read.pages.length}`));
    const text = flatText(read);
    for (const d of days) expect(text).toContain(`DAY ${d.ordinal_number} ${d.title}`);
  });

  it('gives the same bytes for the same content, dated by SOURCE_DATE_EPOCH or a fixed date', async () => {
    const [a, b] = await Promise.all([renderItineraryPdf(makeTour(), contact), renderItineraryPdf(makeTour(), contact)]);
    expect(a.equals(b)).toBe(true);
    const changed = await renderItineraryPdf(makeTour({ starting_price: 5395 }), contact);
    expect(changed.equals(a)).toBe(false);
    expect(itineraryCreationDate({}).toISOString()).toBe('2026-01-01T00:00:00.000Z');
    expect(itineraryCreationDate({ SOURCE_DATE_EPOCH: '1767225600' }).toISOString()).toBe('2026-01-01T00:00:00.000Z');
    expect(itineraryCreationDate({ SOURCE_DATE_EPOCH: '1780000000' }).getTime()).toBe(1780000000000);
  });

  it('draws the route map when the tour has one', async () => {
    const map = path.join(os.tmpdir(), `itinerary-map-${process.pid}.png`);
    // A 1x1 PNG is enough to prove the image is embedded.
    fs.writeFileSync(map, Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64'));
    try {
      const withMap = await renderItineraryPdf(makeTour({ map: { absolutePath: map } }), contact, { compress: false });
      const without = await renderItineraryPdf(makeTour(), contact, { compress: false });
      expect(withMap.toString('latin1')).toMatch(/\/Subtype \/Image/);
      expect(without.toString('latin1')).not.toMatch(/\/Subtype \/Image/);
      expect(flatText(readPdfText(withMap))).toContain('Route map: Tauranga to Gisborne');
    } finally {
      fs.rmSync(map, { force: true });
    }
  });
});

describe('writeItineraryPdfs', () => {
  it('reuses the PDFs of unchanged tours from the cache, renders changed ones and drops tours no longer running', async () => {
    const publicDir = fs.mkdtempSync(path.join(os.tmpdir(), 'itineraries-'));
    const cacheDir = path.join(publicDir, 'cache');
    try {
      const other = makeTour({ contentId: 'other', api_id: 43, name: 'Other Tour', absolute_slug: '/new-zealand-tours/other-tour/' });
      const first = await writeItineraryPdfs({ allTour: { nodes: [makeTour(), other] }, siteSettings: contact }, publicDir, { cacheDir });
      expect(first.rendered).toBe(2);
      const before = fs.readFileSync(first.files[0]);

      const again = await writeItineraryPdfs({ allTour: { nodes: [makeTour(), other] }, siteSettings: contact }, publicDir, { cacheDir });
      expect(again.rendered).toBe(0);
      expect(fs.readFileSync(again.files[0]).equals(before)).toBe(true);

      const renamed = makeTour({ name: 'East Cape Explorer Deluxe' });
      const changed = await writeItineraryPdfs({ allTour: { nodes: [renamed] }, siteSettings: contact }, publicDir, { cacheDir });
      expect(changed.rendered).toBe(1);
      expect(flatText(readPdfText(fs.readFileSync(changed.files[0])))).toContain('East Cape Explorer Deluxe');
      expect(fs.existsSync(path.join(publicDir, 'itineraries', 'other-tour.pdf'))).toBe(false);
    } finally {
      fs.rmSync(publicDir, { recursive: true, force: true });
    }
  });

  it('writes one PDF per running tour under itineraries/<tour slug>.pdf and none for archived tours', async () => {
    const publicDir = fs.mkdtempSync(path.join(os.tmpdir(), 'itineraries-'));
    try {
      const german = makeTour({ contentId: 'neuseeland', api_id: 8, name: 'Neuseeland Entdecker', absolute_slug: '/new-zealand-tours/neuseeland-entdecker/', is_german_tour: true });
      const archived = makeTour({ contentId: 'old', api_id: 7, name: 'Old Tour', absolute_slug: '/new-zealand-tours/old-tour/', archived: true });
      const { files } = await writeItineraryPdfs({ allTour: { nodes: [makeTour(), german, archived] }, siteSettings: contact }, publicDir);
      expect(files.map((f) => path.relative(publicDir, f)).sort()).toEqual(['itineraries/east-cape-explorer.pdf', 'itineraries/neuseeland-entdecker.pdf']);
      expect(fs.existsSync(path.join(publicDir, 'itineraries', 'old-tour.pdf'))).toBe(false);
      expect(flatText(readPdfText(fs.readFileSync(files[1])))).toContain('Neuseeland Entdecker');
    } finally {
      fs.rmSync(publicDir, { recursive: true, force: true });
    }
  });
});
