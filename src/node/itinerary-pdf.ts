/**
 * The downloadable itinerary of each running tour (SPEC 2.6: "the itinerary download page really
 * delivers the tour's itinerary"), written at build time from the same GraphQL content the tour
 * page reads, to `public/itineraries/<tour slug>.pdf`.
 *
 * Layout (A4): a cover with the tour's name, family, duration, start and end, 'From' price, route
 * map, overview and highlights; then each day (title, text, overnight, meals, optional activities
 * with their prices by the site's 'From' rule); what's included; the operator's contact details
 * from site settings. Every page has a footer with the page number.
 *
 * The text font is Source Sans Pro (npm `source-sans-pro`, OFL), embedded and subset, because the
 * PDF standard fonts cannot write macrons (Kaikōura, Māori place names).
 * The output is deterministic for the same content (fixed dates and ids), so files only change
 * when the itinerary does and caches stay valid.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import PDFDocument from 'pdfkit';
import {
  activityPriceText,
  fromPriceText,
  htmlToParagraphs,
  mealsText,
  routeText,
  sortedDays,
  tourSlug,
  type ItineraryDayData,
  type ItineraryTourData,
  type OperatorContact,
} from '../components/itinerary/itinerary-format';

export interface PdfTour extends ItineraryTourData {
  archived: boolean;
  /** The route map's file on disk (the Tour's `map` File node), when it has one. */
  map?: { absolutePath: string } | null;
}

export interface RenderOptions {
  /** Where readers find the site, printed with the contact details. */
  siteUrl?: string;
  /** The document's creation date; fixed so the same content gives the same bytes. */
  creationDate?: Date;
  /** Uncompressed content streams (tests read them). */
  compress?: boolean;
}

/** Fixed unless SOURCE_DATE_EPOCH (the reproducible-builds convention) says otherwise. */
export function itineraryCreationDate(env: NodeJS.ProcessEnv = process.env): Date {
  const epoch = Number(env.SOURCE_DATE_EPOCH);
  return Number.isFinite(epoch) && epoch > 0 ? new Date(epoch * 1000) : new Date(Date.UTC(2026, 0, 1));
}

const FONT_FILES = {
  regular: 'SourceSansPro-Regular.ttf',
  semibold: 'SourceSansPro-Semibold.ttf',
  bold: 'SourceSansPro-Bold.ttf',
  italic: 'SourceSansPro-It.ttf',
} as const;
type FontName = keyof typeof FONT_FILES;

/**
 * The font files' paths, found from the project directory: Gatsby bundles gatsby-node with
 * Parcel, which leaves no `require.resolve` and no meaningful `__dirname` in this module.
 */
function fontPaths(): Record<FontName, string> {
  const dir = path.join(path.dirname(createRequire(path.join(process.cwd(), 'package.json')).resolve('source-sans-pro/package.json')), 'TTF');
  return Object.fromEntries(Object.entries(FONT_FILES).map(([name, file]) => [name, path.join(dir, file)])) as Record<FontName, string>;
}

// The site's palette (src/styles/global.css).
const COLOR = {
  brand: '#2f5a3a',
  brandLight: '#e8f0e6',
  accent: '#c2410c',
  ink: '#1c2321',
  muted: '#4f5b57',
  line: '#d9dfdc',
  sand: '#f7f3ec',
  white: '#ffffff',
};

const PAGE = { width: 595.28, height: 841.89 };
const MARGIN = { top: 56, bottom: 64, left: 54, right: 54 };
const CONTENT_WIDTH = PAGE.width - MARGIN.left - MARGIN.right;
const BODY = { size: 10.5, lineGap: 2.5 };

type Doc = PDFKit.PDFDocument;

function use(doc: Doc, font: FontName, size: number, color: string = COLOR.ink): Doc {
  return doc.font(font).fontSize(size).fillColor(color);
}

const bottomLimit = (doc: Doc) => doc.page.height - doc.page.margins.bottom;

/** Starts a new page unless `height` points still fit below the cursor. */
function ensureSpace(doc: Doc, height: number) {
  if (doc.y + height > bottomLimit(doc)) {
    doc.addPage();
  }
}

function sectionHeading(doc: Doc, title: string) {
  ensureSpace(doc, 60);
  use(doc, 'bold', 17, COLOR.brand).text(title, MARGIN.left, doc.y, { width: CONTENT_WIDTH });
  const y = doc.y + 3;
  doc.moveTo(MARGIN.left, y).lineTo(MARGIN.left + 48, y).lineWidth(2.5).strokeColor(COLOR.accent).stroke();
  doc.y = y + 12;
}

function bulletList(doc: Doc, items: string[], x: number, width: number) {
  for (const item of items) {
    use(doc, 'regular', BODY.size);
    const height = doc.heightOfString(item, { width: width - 14, lineGap: BODY.lineGap });
    ensureSpace(doc, height);
    const y = doc.y;
    doc.circle(x + 3.5, y + 6.5, 2.2).fill(COLOR.accent);
    use(doc, 'regular', BODY.size).text(item, x + 14, y, { width: width - 14, lineGap: BODY.lineGap });
    doc.y += 3;
  }
}

function cover(doc: Doc, tour: PdfTour, contact: OperatorContact) {
  const bandHeight = 210;
  const familyColor = /^#[0-9a-f]{6}$/i.test(tour.category.background_color) ? tour.category.background_color : COLOR.brand;
  doc.rect(0, 0, PAGE.width, bandHeight).fill(familyColor);
  doc.rect(0, bandHeight, PAGE.width, 5).fill(COLOR.accent);

  use(doc, 'bold', 10, COLOR.white).text(contact.brand_name.toUpperCase(), MARGIN.left, 46, { width: CONTENT_WIDTH });
  use(doc, 'semibold', 10, COLOR.white).text('SAMPLE ITINERARY', MARGIN.left, 46, { width: CONTENT_WIDTH, align: 'right' });
  use(doc, 'bold', 32, COLOR.white).text(tour.name, MARGIN.left, 92, { width: CONTENT_WIDTH, lineGap: -2 });
  use(doc, 'regular', 13, COLOR.white).text(`${tour.category.full_name} · ${tour.number_of_days} days · ${routeText(tour)}`, MARGIN.left, doc.y + 6, {
    width: CONTENT_WIDTH,
  });

  // Key facts, four cells on a sand strip.
  const facts: [string, string][] = [
    ['Duration', `${tour.number_of_days} days`],
    ['Starts', tour.start_location],
    ['Ends', tour.end_location],
    ['Price', fromPriceText(tour.starting_price)],
  ];
  const stripY = bandHeight + 5;
  const stripHeight = 62;
  doc.rect(0, stripY, PAGE.width, stripHeight).fill(COLOR.sand);
  const cell = CONTENT_WIDTH / facts.length;
  facts.forEach(([label, value], i) => {
    const x = MARGIN.left + i * cell;
    use(doc, 'semibold', 8.5, COLOR.muted).text(label.toUpperCase(), x, stripY + 14, { width: cell - 10 });
    use(doc, 'bold', i === 3 ? 11 : 12, COLOR.ink).text(value, x, stripY + 28, { width: cell - 10, lineGap: -1 });
  });

  // Overview and highlights on the left, the route map on the right.
  const top = stripY + stripHeight + 26;
  const mapWidth = 236;
  const mapHeight = mapWidth * 1.2;
  const textWidth = CONTENT_WIDTH - mapWidth - 24;
  const mapX = PAGE.width - MARGIN.right - mapWidth;
  if (tour.map?.absolutePath && fs.existsSync(tour.map.absolutePath)) {
    doc.image(tour.map.absolutePath, mapX, top, { fit: [mapWidth, mapHeight], align: 'center' });
    doc.rect(mapX, top, mapWidth, mapHeight).lineWidth(0.75).strokeColor(COLOR.line).stroke();
    use(doc, 'italic', 8.5, COLOR.muted).text(`Route map: ${routeText(tour)}`, mapX, top + mapHeight + 5, { width: mapWidth, align: 'center' });
  }

  doc.y = top;
  use(doc, 'bold', 14, COLOR.brand).text('Overview', MARGIN.left, doc.y, { width: textWidth });
  doc.y += 4;
  for (const paragraph of htmlToParagraphs(tour.short_description_html)) {
    use(doc, 'regular', 11.5, COLOR.ink).text(paragraph, MARGIN.left, doc.y, { width: textWidth, lineGap: 3 });
    doc.y += 6;
  }
  if (tour.highlights.length > 0) {
    doc.y += 8;
    use(doc, 'bold', 14, COLOR.brand).text('Highlights', MARGIN.left, doc.y, { width: textWidth });
    doc.y += 6;
    bulletList(doc, tour.highlights, MARGIN.left, textWidth);
  }
  doc.y = Math.max(doc.y, top + mapHeight + 20) + 16;
}

const GLANCE_ROW = 16;

/** Every day on one line (day, route, overnight): on the cover when it fits there, else atop the days. */
function atAGlance(doc: Doc, days: ItineraryDayData[]) {
  const height = 26 + (days.length + 1) * GLANCE_ROW;
  ensureSpace(doc, height);
  use(doc, 'bold', 14, COLOR.brand).text('At a glance', MARGIN.left, doc.y, { width: CONTENT_WIDTH });
  doc.y += 6;
  const columns = { day: MARGIN.left + 8, route: MARGIN.left + 58, overnight: MARGIN.left + CONTENT_WIDTH - 150 };
  const row = (cells: [string, string, string], y: number, font: FontName, color: string) => {
    use(doc, font, 9.5, color).text(cells[0], columns.day, y + 3.5, { width: 46, lineBreak: false });
    use(doc, font, 9.5, color).text(cells[1], columns.route, y + 3.5, { width: columns.overnight - columns.route - 10, lineBreak: false, ellipsis: true });
    use(doc, font, 9.5, color).text(cells[2], columns.overnight, y + 3.5, { width: 142, lineBreak: false, ellipsis: true });
  };
  let y = doc.y;
  doc.rect(MARGIN.left, y, CONTENT_WIDTH, GLANCE_ROW).fill(COLOR.brand);
  row(['DAY', 'ROUTE', 'OVERNIGHT'], y, 'semibold', COLOR.white);
  days.forEach((day, i) => {
    y += GLANCE_ROW;
    if (i % 2 === 1) doc.rect(MARGIN.left, y, CONTENT_WIDTH, GLANCE_ROW).fill(COLOR.sand);
    row([`Day ${day.ordinal_number}`, day.title, day.overnight || '–'], y, 'regular', COLOR.ink);
  });
  doc.y = y + GLANCE_ROW + 18;
}

/** The height a day needs, so a day that fits on one page never starts at the foot of another. */
function dayHeight(doc: Doc, day: ItineraryDayData): number {
  use(doc, 'bold', 8.5);
  let height = doc.heightOfString('DAY') + 1;
  use(doc, 'bold', 15);
  height += doc.heightOfString(day.title, { width: CONTENT_WIDTH }) + 5;
  use(doc, 'regular', BODY.size);
  for (const paragraph of htmlToParagraphs(day.description_html)) {
    height += doc.heightOfString(paragraph, { width: CONTENT_WIDTH, lineGap: BODY.lineGap }) + 5;
  }
  height += 20;
  if (day.activities.length > 0) height += 14 + day.activities.length * 17;
  return height;
}

function dayBlock(doc: Doc, day: ItineraryDayData) {
  const height = dayHeight(doc, day);
  const pageRoom = bottomLimit(doc) - MARGIN.top;
  // Keep a day on one page when it can be; a very long day needs room for its title and a few lines.
  ensureSpace(doc, height <= pageRoom ? height : 140);

  doc.outline.addItem(`Day ${day.ordinal_number}: ${day.title}`);
  use(doc, 'bold', 8.5, COLOR.accent).text(`DAY ${day.ordinal_number}`, MARGIN.left, doc.y);
  doc.y += 1;
  use(doc, 'bold', 15, COLOR.ink).text(day.title, MARGIN.left, doc.y, { width: CONTENT_WIDTH });
  doc.y += 5;
  for (const paragraph of htmlToParagraphs(day.description_html)) {
    use(doc, 'regular', BODY.size, COLOR.ink).text(paragraph, MARGIN.left, doc.y, { width: CONTENT_WIDTH, lineGap: BODY.lineGap });
    doc.y += 5;
  }

  const facts: [string, string][] = [];
  if (day.overnight) facts.push(['Overnight', day.overnight]);
  facts.push(['Meals included', day.meals ? mealsText(day.meals) : 'None']);
  ensureSpace(doc, 18);
  let x = MARGIN.left;
  const y = doc.y + 2;
  for (const [label, value] of facts) {
    use(doc, 'semibold', 9.5, COLOR.brand).text(`${label}: `, x, y, { continued: true });
    use(doc, 'regular', 9.5, COLOR.ink).text(value);
    use(doc, 'semibold', 9.5);
    const labelWidth = doc.widthOfString(`${label}: `);
    use(doc, 'regular', 9.5);
    x += labelWidth + doc.widthOfString(value) + 22;
  }
  doc.y = y + 18;

  if (day.activities.length > 0) {
    ensureSpace(doc, 40);
    use(doc, 'semibold', 8.5, COLOR.muted).text('OPTIONAL ACTIVITIES', MARGIN.left, doc.y);
    doc.y += 3;
    for (const activity of day.activities) {
      ensureSpace(doc, 17);
      const rowY = doc.y;
      const price = activityPriceText(activity) ?? '';
      use(doc, 'semibold', 9.5, COLOR.accent);
      const priceWidth = doc.widthOfString(price);
      use(doc, 'regular', 9.5, COLOR.ink).text(activity.name, MARGIN.left + 10, rowY + 3, { width: CONTENT_WIDTH - priceWidth - 30, lineBreak: false, ellipsis: true });
      if (price) use(doc, 'semibold', 9.5, COLOR.accent).text(price, MARGIN.left, rowY + 3, { width: CONTENT_WIDTH - 10, align: 'right' });
      doc.moveTo(MARGIN.left, rowY + 17).lineTo(MARGIN.left + CONTENT_WIDTH, rowY + 17).lineWidth(0.5).strokeColor(COLOR.line).stroke();
      doc.y = rowY + 17;
    }
  }
  doc.y += 20;
}

function contactBox(doc: Doc, contact: OperatorContact, siteUrl: string | undefined) {
  const lines = [
    `Phone: ${contact.phone}`,
    `Email: ${contact.email}`,
    ...(siteUrl ? [`Web: ${siteUrl.replace(/\/$/, '')}`] : []),
    contact.address_lines.join(', '),
  ];
  const height = 62 + lines.length * 16;
  ensureSpace(doc, height + 10);
  const top = doc.y + 6;
  doc.rect(MARGIN.left, top, CONTENT_WIDTH, height).fill(COLOR.brandLight);
  doc.rect(MARGIN.left, top, 5, height).fill(COLOR.brand);
  use(doc, 'bold', 14, COLOR.brand).text(`Questions, or ready to book? Talk to ${contact.brand_name}`, MARGIN.left + 22, top + 16, { width: CONTENT_WIDTH - 40 });
  doc.y += 6;
  for (const line of lines) {
    use(doc, 'regular', 10.5, COLOR.ink).text(line, MARGIN.left + 22, doc.y, { width: CONTENT_WIDTH - 40 });
    doc.y += 3;
  }
  doc.y = top + height + 10;
}

function footers(doc: Doc, tour: PdfTour, contact: OperatorContact) {
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i += 1) {
    doc.switchToPage(i);
    // Writing below the bottom margin would otherwise start a new page.
    const margin = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    const y = PAGE.height - 40;
    doc.moveTo(MARGIN.left, y - 8).lineTo(PAGE.width - MARGIN.right, y - 8).lineWidth(0.5).strokeColor(COLOR.line).stroke();
    use(doc, 'regular', 8.5, COLOR.muted).text(`${contact.brand_name} · ${tour.name} · ${contact.phone} · ${contact.email}`, MARGIN.left, y, {
      width: CONTENT_WIDTH - 80,
      lineBreak: false,
    });
    use(doc, 'semibold', 8.5, COLOR.muted).text(`Page ${i + 1} of ${range.count}`, MARGIN.left, y, { width: CONTENT_WIDTH, align: 'right', lineBreak: false });
    doc.page.margins.bottom = margin;
  }
}

/** One tour's itinerary as PDF bytes. */
export function renderItineraryPdf(tour: PdfTour, contact: OperatorContact, options: RenderOptions = {}): Promise<Buffer> {
  const creationDate = options.creationDate ?? itineraryCreationDate();
  const fonts = fontPaths();
  const doc = new PDFDocument({
    font: fonts.regular,
    size: 'A4',
    margins: MARGIN,
    bufferPages: true,
    compress: options.compress ?? true,
    pdfVersion: '1.7',
    lang: 'en-NZ',
    displayTitle: true,
    autoFirstPage: false,
    info: {
      Title: `${tour.name}: sample itinerary`,
      Author: contact.brand_name,
      Subject: `${tour.number_of_days}-day ${tour.category.name} tour of New Zealand, day by day`,
      Keywords: `${contact.brand_name}, ${tour.name}, itinerary, New Zealand`,
      Creator: contact.brand_name,
      Producer: contact.brand_name,
      CreationDate: creationDate,
      ModDate: creationDate,
    },
  });
  for (const [name, file] of Object.entries(fonts)) doc.registerFont(name, file);

  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const days = sortedDays(tour.days);
  doc.addPage();
  cover(doc, tour, contact);
  // The summary table closes the cover when it fits there, else it opens the days' pages.
  const glanceOnCover = doc.y + 26 + (days.length + 1) * GLANCE_ROW <= bottomLimit(doc);
  if (!glanceOnCover) doc.addPage();
  atAGlance(doc, days);
  if (glanceOnCover) doc.addPage();
  else doc.y += 6;
  sectionHeading(doc, 'Day by day');
  for (const day of days) dayBlock(doc, day);

  if (tour.inclusions.length > 0) {
    doc.y += 6;
    sectionHeading(doc, 'What’s included');
    bulletList(doc, tour.inclusions, MARGIN.left, CONTENT_WIDTH);
    doc.y += 10;
  }
  use(doc, 'italic', 9.5, COLOR.muted).text(
    'This is a sample itinerary: the order of days, stops and optional activities can change with the season, the weather and the group. Prices are in New Zealand dollars and include GST.',
    MARGIN.left,
    doc.y,
    { width: CONTENT_WIDTH, lineGap: 1.5 },
  );
  doc.y += 8;
  contactBox(doc, contact, options.siteUrl);

  footers(doc, tour, contact);
  doc.end();
  return done;
}

/** The GraphQL query the build reads the PDFs' content with (the model of `src/node/schema.ts`). */
export const ITINERARY_PDF_QUERY = /* GraphQL */ `
  query ItineraryPdfs {
    allTour(filter: { archived: { eq: false } }, sort: { order: ASC }) {
      nodes {
        contentId
        api_id
        name
        absolute_slug
        number_of_days
        starting_price
        start_location
        end_location
        is_german_tour
        archived
        short_description_html
        highlights
        inclusions
        category { name full_name tour_type background_color absolute_slug }
        map { absolutePath }
        days {
          api_id
          ordinal_number
          title
          description_html
          overnight
          meals
          activities { name absolute_slug min_price max_price }
        }
      }
    }
    siteSettings { brand_name tagline phone phone_href email address_lines }
  }
`;

export interface ItineraryPdfQueryResult {
  allTour: { nodes: PdfTour[] };
  siteSettings: OperatorContact;
}

/**
 * What a PDF's bytes depend on: the content, the options and the map picture. Rendering is
 * deterministic, so a PDF rendered before for the same key can be reused as it is.
 */
export function itineraryCacheKey(tour: PdfTour, contact: OperatorContact, options: RenderOptions): string {
  const hash = crypto.createHash('sha256');
  hash.update(JSON.stringify({ tour, contact, siteUrl: options.siteUrl ?? null, date: (options.creationDate ?? itineraryCreationDate()).toISOString() }));
  if (tour.map?.absolutePath && fs.existsSync(tour.map.absolutePath)) hash.update(fs.readFileSync(tour.map.absolutePath));
  return hash.digest('hex').slice(0, 32);
}

/**
 * Writes `<publicDir>/itineraries/<tour slug>.pdf` for every running tour and removes PDFs of
 * tours no longer running; returns the files written. With `cacheDir`, PDFs of unchanged tours
 * are copied from earlier builds instead of rendered again (Gatsby empties its `.cache` when
 * gatsby-node's code changes, so a new layout is never hidden by an old file).
 */
export async function writeItineraryPdfs(
  data: ItineraryPdfQueryResult,
  publicDir: string,
  options: RenderOptions & { cacheDir?: string } = {},
): Promise<{ files: string[]; rendered: number }> {
  const { cacheDir, ...renderOptions } = options;
  const dir = path.join(publicDir, 'itineraries');
  fs.mkdirSync(dir, { recursive: true });
  if (cacheDir) fs.mkdirSync(cacheDir, { recursive: true });
  const tours = data.allTour.nodes.filter((tour) => !tour.archived);
  const files: string[] = [];
  let rendered = 0;
  for (const tour of tours) {
    const file = path.join(dir, `${tourSlug(tour.absolute_slug)}.pdf`);
    const cached = cacheDir ? path.join(cacheDir, `${itineraryCacheKey(tour, data.siteSettings, renderOptions)}.pdf`) : null;
    if (cached && fs.existsSync(cached)) {
      fs.copyFileSync(cached, file);
    } else {
      const pdf = await renderItineraryPdf(tour, data.siteSettings, renderOptions);
      fs.writeFileSync(file, pdf);
      if (cached) fs.writeFileSync(cached, pdf);
      rendered += 1;
    }
    files.push(file);
  }
  for (const name of fs.readdirSync(dir)) {
    const file = path.join(dir, name);
    if (name.endsWith('.pdf') && !files.includes(file)) fs.rmSync(file);
  }
  return { files, rendered };
}

type GraphqlRunner = <TData>(query: string) => Promise<{ errors?: unknown; data?: TData }>;

/**
 * The build step (gatsby-node onPostBuild): query the tours, write their PDFs, say how long it took.
 * The site address is printed only when GATSBY_SITE_URL names the real one.
 */
export async function buildItineraryPdfs(args: {
  graphql: GraphqlRunner;
  reporter: { info(message: string): void; panicOnBuild(message: string, error?: unknown): void };
  publicDir: string;
  cacheDir?: string;
}) {
  const started = Date.now();
  const result = await args.graphql<ItineraryPdfQueryResult>(ITINERARY_PDF_QUERY);
  if (result.errors || !result.data) {
    args.reporter.panicOnBuild('Could not query the tours for their itinerary PDFs', result.errors);
    return;
  }
  const { files, rendered } = await writeItineraryPdfs(result.data, args.publicDir, { siteUrl: process.env.GATSBY_SITE_URL || undefined, cacheDir: args.cacheDir });
  args.reporter.info(`Itinerary PDFs: ${files.length} in public/itineraries/ (${rendered} rendered, ${files.length - rendered} unchanged) in ${Date.now() - started} ms`);
}
