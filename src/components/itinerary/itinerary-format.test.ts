import {
  activityPriceText,
  findItineraryTour,
  fromPriceText,
  htmlToParagraphs,
  isSnowTour,
  itineraryPdfFileName,
  itineraryPdfPath,
  mealsText,
  readItineraryParams,
  routeText,
  sortedDays,
  tourSlug,
} from './itinerary-format';

describe('itinerary display rules', () => {
  it('reads tour_id and after from the address the itinerary form leads to', () => {
    expect(readItineraryParams('?tour_id=3&after=true')).toEqual({ tourId: '3', after: true });
    expect(readItineraryParams('?tour_id=3')).toEqual({ tourId: '3', after: false });
    expect(readItineraryParams('?after=false&tour_id=%2012%20')).toEqual({ tourId: '12', after: false });
    expect(readItineraryParams('')).toEqual({ tourId: null, after: false });
    expect(readItineraryParams('?tour_id=')).toEqual({ tourId: null, after: false });
  });

  it('finds a running tour by its api id and nothing for an unknown or malformed id', () => {
    const tours = [{ api_id: 3, name: 'South Island Adventure' }, { api_id: 11, name: 'South Island Snow Safari' }];
    expect(findItineraryTour(tours, '11')?.name).toBe('South Island Snow Safari');
    expect(findItineraryTour(tours, '7')).toBeUndefined();
    expect(findItineraryTour(tours, '3abc')).toBeUndefined();
    expect(findItineraryTour(tours, '03')).toBeUndefined();
    expect(findItineraryTour(tours, '-3')).toBeUndefined();
    expect(findItineraryTour(tours, null)).toBeUndefined();
  });

  it('names the PDF after the tour slug, where the build writes it', () => {
    const tour = { absolute_slug: '/new-zealand-tours/south-island-adventure/' };
    expect(tourSlug(tour.absolute_slug)).toBe('south-island-adventure');
    expect(itineraryPdfPath(tour)).toBe('/itineraries/south-island-adventure.pdf');
    expect(itineraryPdfFileName(tour, 'Kea Trails')).toBe('kea-trails-south-island-adventure-itinerary.pdf');
    expect(itineraryPdfFileName(tour, '')).toBe('south-island-adventure-itinerary.pdf');
  });

  it('words meals, routes, prices and the family as the tour page does', () => {
    expect(mealsText('B, D')).toBe('Breakfast, Dinner');
    expect(mealsText('B L D')).toBe('Breakfast, Lunch, Dinner');
    expect(routeText({ start_location: 'Christchurch', end_location: 'Christchurch' })).toBe('Return from Christchurch');
    expect(routeText({ start_location: 'Auckland', end_location: 'Queenstown' })).toBe('Auckland to Queenstown');
    expect(fromPriceText(5295)).toBe('From NZ$5,295 per person');
    expect(activityPriceText({ min_price: 110, max_price: 240 })).toBe('From NZ$110');
    expect(activityPriceText({ min_price: 175, max_price: 175 })).toBe('NZ$175');
    expect(activityPriceText({ min_price: 0, max_price: 0 })).toBeNull();
    expect(isSnowTour({ category: { tour_type: 'Snow' } as never })).toBe(true);
    expect(isSnowTour({ category: { tour_type: 'Plus' } as never })).toBe(false);
    expect(sortedDays([{ ordinal_number: 2 }, { ordinal_number: 1 }]).map((d) => d.ordinal_number)).toEqual([1, 2]);
  });

  it('turns content HTML into plain paragraphs for the PDF', () => {
    expect(htmlToParagraphs('<p>Meet at <strong>8am</strong> &amp; drive to Kaik&#333;ura.</p>\n<ul>\n<li>Kayak</li>\n<li>Walk <a href="/x/">the track</a></li>\n</ul>')).toEqual([
      'Meet at 8am & drive to Kaikōura.',
      '• Kayak',
      '• Walk the track',
    ]);
    expect(htmlToParagraphs('<p>One<br>Two</p><h3>Title &quot;x&quot;</h3>')).toEqual(['One\nTwo', 'Title "x"']);
    expect(htmlToParagraphs('')).toEqual([]);
  });
});
