/**
 * A small, fixed content pack for API tests, so their expectations do not move when the real
 * pack (content/) is edited. Tours:
 *   api 901 'coast-to-coast'   Adventure, all year, Sun + Wed, cutoff 3, one-way
 *   api 902 'summer-loop'      Plus, November-April, Mondays, loop
 *   api 903 'powder-week'      Snow, July-September, Saturdays, snow gear add-ons, no reviews
 *   api 904 'old-favourite'    Adventure, archived
 */
import type { ContentPack } from '../../../content/load';
import type { Activity, Tour, TourCategory } from '../../../contract/content';

function category(id: string, api_id: number, tour_type: TourCategory['tour_type'], slug: string, order: number): TourCategory {
  return {
    id,
    api_id,
    name: tour_type,
    full_name: `New Zealand ${tour_type} Tours`,
    absolute_slug: slug,
    tour_type,
    meta_description: '',
    description_markdown: '',
    blurb: '',
    background_color: '#000000',
    description_picture_id: 'img',
    icon_svg: '<svg/>',
    free_swap_days: tour_type === 'Plus' ? 45 : 60,
    order,
  };
}

function activity(id: string, api_id: number, name: string, options: Activity['options'], general_addon: Activity['general_addon'] = null): Activity {
  return { id, api_id, name, destination_id: 'queenstown', category: 'Adventure', description_markdown: '', duration: '2 hours', order: api_id, image_ids: ['img'], options, general_addon };
}

function tour(over: Partial<Tour> & Pick<Tour, 'id' | 'api_id' | 'name' | 'code' | 'category_id' | 'absolute_slug' | 'order'>, days: number, firstDayApiId: number, availability: Tour['availability']): Tour {
  return {
    number_of_days: days,
    starting_price: 2995,
    short_description_markdown: '',
    description_markdown: '',
    highlights: [],
    inclusions: [],
    archived: false,
    is_german_tour: false,
    hidden_in_booking_nav: false,
    background_color: '#000000',
    destination_ids: ['queenstown'],
    destination_groups: ['south-island'],
    start_location: 'Christchurch',
    end_location: 'Queenstown',
    image_ids: [`${over.id}-1`],
    days: Array.from({ length: days }, (_, i) => ({
      api_id: firstDayApiId + i,
      ordinal_number: i + 1,
      title: `Day ${i + 1}`,
      description_markdown: '',
      destination_ids: ['queenstown'],
      overnight: i % 2 ? 'Wanaka' : 'Queenstown',
      meals: 'B',
      activity_ids: i === 1 ? ['jet-boat'] : [],
    })),
    availability,
    extra_night_price: 145,
    upgrade_accommodations: [{ id: 'private-room', name: 'Private room upgrade', description: '', price_per_night: 95, bed_options: ['Double', 'Twin'] }],
    accommodation_notice: 'none',
    snow: false,
    mtb: false,
    ...over,
  };
}

/** Nine reviews each for the two reviewed tours: short and long texts, a few replies, distinct authors. */
function fixtureReviews(): ContentPack['reviews'] {
  const long = 'We loved every day of this trip. '.repeat(9).trim();
  return ['coast-to-coast', 'summer-loop'].flatMap((tourId) =>
    Array.from({ length: 9 }, (_, i) => ({
      id: `${tourId}-${i + 1}`,
      tour_id: tourId,
      author: `Guest ${tourId} ${i + 1}`,
      rating: 5 - (i % 3),
      title: `Review ${i + 1} of ${tourId}`,
      text: i === 0 ? `${long} (${tourId})` : `Review ${i + 1} of ${tourId}: a fine trip.`,
      ...(i % 4 === 1 ? { reply: `Thank you, guest ${i + 1}!` } : {}),
    })),
  );
}

export function fixturePack(): ContentPack {
  const categories = [
    category('adventure', 1, 'Adventure', '/new-zealand-tours/', 1),
    category('plus', 2, 'Plus', '/new-zealand-plus-tours/', 2),
    category('snow', 3, 'Snow', '/new-zealand-snow-tours/', 3),
  ];
  const activities = [
    activity('jet-boat', 501, 'Shotover Jet', [
      { api_id: 5011, name: 'Standard ride', description: '', price: 169, seasonal_pricings: [{ price: 189, available_from: '2026-12-15', available_to: '2027-02-28' }], hidden: false, archived: false },
      { api_id: 5012, name: 'Old ride', description: '', price: 99, seasonal_pricings: [], hidden: false, archived: true },
    ]),
    activity('ski-board-hire', 502, 'Ski or snowboard hire', [{ api_id: 5021, name: 'Full set', description: '', price: 55, seasonal_pricings: [], hidden: false, archived: false }], 'ski-board-hire'),
    activity('ski-clothing-hire', 503, 'Ski clothing hire', [{ api_id: 5031, name: 'Jacket and pants', description: '', price: 35, seasonal_pricings: [], hidden: false, archived: false }], 'ski-clothing-hire'),
  ];
  const everyDay = { inactive_ranges: [], offline_weekdays: [] };
  const tours: Tour[] = [
    tour(
      { id: 'coast-to-coast', api_id: 901, name: 'Coast to Coast', code: 'CTC', category_id: 'adventure', absolute_slug: '/new-zealand-tours/coast-to-coast/', order: 1 },
      5,
      90100,
      { season: null, departure_weekdays: [0, 3], ...everyDay, cutoff_days: 3, seats_per_departure: 16 },
    ),
    tour(
      { id: 'summer-loop', api_id: 902, name: 'Summer Loop', code: 'SUL', category_id: 'plus', absolute_slug: '/new-zealand-plus-tours/summer-loop/', order: 2, start_location: 'Nelson', end_location: 'Nelson', starting_price: 4150 },
      7,
      90200,
      { season: { from_month: 11, to_month: 4 }, departure_weekdays: [1], offline_weekdays: [0], inactive_ranges: [{ from: '2026-12-20', to: '2027-01-05' }], cutoff_days: 5, seats_per_departure: 12 },
    ),
    tour(
      { id: 'powder-week', api_id: 903, name: 'Powder Week', code: 'PWK', category_id: 'snow', absolute_slug: '/new-zealand-snow-tours/powder-week/', order: 3, snow: true },
      6,
      90300,
      { season: { from_month: 7, to_month: 9 }, departure_weekdays: [6], ...everyDay, cutoff_days: 7, seats_per_departure: 14 },
    ),
    tour(
      { id: 'old-favourite', api_id: 904, name: 'Old Favourite', code: 'OLD', category_id: 'adventure', absolute_slug: '/new-zealand-tours/old-favourite/', order: 4, archived: true },
      3,
      90400,
      { season: null, departure_weekdays: [2], ...everyDay, cutoff_days: 3, seats_per_departure: 16 },
    ),
  ];
  return {
    settings: {} as ContentPack['settings'],
    categories,
    tours,
    destinations: [{ id: 'queenstown', api_id: 1, name: 'Queenstown' } as ContentPack['destinations'][number]],
    activities,
    guides: [],
    faqs: [],
    testimonials: [],
    reviews: fixtureReviews(),
    awards: [],
    gallery: [],
    pages: [],
    images: [],
  };
}
