/**
 * A tour's route (its `destination_ids`, which its map and the tour page's Route list draw) and
 * its day-by-day itinerary tell one story: the route starts where day 1 starts and ends where
 * the last day ends, and those are the start and end places the tour names ('Return from
 * Christchurch' must not sit beside a map that stops at Lake Tekapo).
 */
import { loadContent, type ContentPack } from '../load';

describe('tour routes and itineraries', () => {
  let pack: ContentPack;
  beforeAll(() => {
    pack = loadContent();
  });
  const name = (id: string | undefined) => pack.destinations.find((d) => d.id === id)?.name;

  it('end where the last day ends, at the tour’s end location', () => {
    const rows = pack.tours.map((t) => {
      const lastDay = t.days[t.days.length - 1]!;
      return { tour: t.id, routeEnd: name(t.destination_ids.at(-1)), lastDayEnd: name(lastDay.destination_ids.at(-1)), end: t.end_location };
    });
    expect(rows.filter((r) => r.routeEnd !== r.lastDayEnd || r.routeEnd !== r.end)).toEqual([]);
  });

  it('start where day 1 starts, at the tour’s start location', () => {
    const rows = pack.tours.map((t) => ({ tour: t.id, routeStart: name(t.destination_ids[0]), firstDayStart: name(t.days[0]!.destination_ids[0]), start: t.start_location }));
    expect(rows.filter((r) => r.routeStart !== r.firstDayStart || r.routeStart !== r.start)).toEqual([]);
  });

  it('pass through every place a day goes to', () => {
    const missing = pack.tours.flatMap((t) => t.days.flatMap((d) => d.destination_ids.filter((id) => !t.destination_ids.includes(id)).map((id) => `${t.id} day ${d.ordinal_number}: ${id}`)));
    expect(missing).toEqual([]);
  });
});
