/**
 * The demo guest reviews (content/reviews.json) read as real reviews: every one is its own
 * text by its own guest, none signed with a guide's name, and each talks about places its tour
 * actually visits. Names are unique across the whole pack (not only within a tour), so no page,
 * filter or "all reviews" list can show the same guest twice; the home page's testimonials count
 * as reviews too.
 */
import { loadContent, type ContentPack } from '../load';

const firstName = (name: string) => name.trim().split(/\s+/)[0]!.toLowerCase();
const sentences = (text: string) => text.split(/(?<=[.!?])\s+/).map((s) => s.trim().toLowerCase()).filter((s) => s.length > 25);
const repeated = (values: string[]) => [...new Set(values.filter((v, i) => values.indexOf(v) !== i))];

describe('demo guest reviews', () => {
  let pack: ContentPack;
  beforeAll(() => {
    pack = loadContent();
  });

  it('has a good number of reviews on most running tours, and leaves one without for the "be the first" state', () => {
    const running = pack.tours.filter((t) => !t.archived);
    const counts = running.map((t) => pack.reviews.filter((r) => r.tour_id === t.id).length);
    expect(pack.reviews.length).toBeGreaterThanOrEqual(80);
    expect(counts.filter((n) => n >= 6).length).toBeGreaterThanOrEqual(running.length - 2);
    expect(counts).toContain(0);
  });

  it('never repeats a text, nor a sentence of one, anywhere (reviews and testimonials)', () => {
    const texts = [...pack.reviews.map((r) => r.text), ...pack.testimonials.map((t) => t.text)].map((t) => t.trim().toLowerCase());
    expect(repeated(texts)).toEqual([]);
    expect(repeated(texts.flatMap((t) => [...new Set(sentences(t))]))).toEqual([]);
    expect(repeated(pack.reviews.map((r) => r.title.toLowerCase()))).toEqual([]);
  });

  it('never repeats a reviewer name anywhere, and no reviewer shares a guide’s name', () => {
    const authors = [...pack.reviews.map((r) => r.author), ...pack.testimonials.map((t) => t.author)];
    expect(repeated(authors.map((a) => a.toLowerCase()))).toEqual([]);
    const guides = new Set(pack.guides.map((g) => firstName(g.name)));
    expect(authors.filter((a) => guides.has(firstName(a)))).toEqual([]);
  });

  it('mentions only places its own tour visits', () => {
    const problems: string[] = [];
    for (const review of pack.reviews) {
      const tour = pack.tours.find((t) => t.id === review.tour_id)!;
      const visited = new Set([...tour.destination_ids, ...tour.days.flatMap((d) => d.destination_ids)]);
      for (const d of pack.destinations) {
        if (!visited.has(d.id) && new RegExp(`\\b${d.name.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}\\b`).test(`${review.title} ${review.text}`)) problems.push(`${review.id} names ${d.name}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('mostly names a place or an activity of its own tour', () => {
    const specific = pack.reviews.filter((review) => {
      const tour = pack.tours.find((t) => t.id === review.tour_id)!;
      const ids = new Set([...tour.destination_ids, ...tour.days.flatMap((d) => d.destination_ids)]);
      const names = [...pack.destinations.filter((d) => ids.has(d.id)).map((d) => d.name), ...tour.days.map((d) => d.overnight)];
      const activities = new Set(tour.days.flatMap((d) => d.activity_ids));
      const activityWords = pack.activities.filter((a) => activities.has(a.id)).flatMap((a) => a.name.split(/\s+/).filter((w) => w.length > 5));
      const text = `${review.title} ${review.text}`;
      return [...names, ...activityWords].some((n) => text.includes(n));
    });
    expect(specific.length / pack.reviews.length).toBeGreaterThanOrEqual(0.8);
  });
});
