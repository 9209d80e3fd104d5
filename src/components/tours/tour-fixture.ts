/** A tour card's data for component tests. */
import type { TourCardData } from './tour-types';

export function tourFixture(over: Partial<TourCardData> = {}): TourCardData {
  return {
    contentId: 'north-island-explorer',
    api_id: 2,
    name: 'North Island Explorer',
    absolute_slug: '/new-zealand-tours/north-island-explorer/',
    number_of_days: 9,
    starting_price: 3495,
    order: 3,
    archived: false,
    is_german_tour: false,
    destination_groups: ['north-island'],
    start_location: 'Auckland',
    end_location: 'Wellington',
    category: {
      contentId: 'adventure',
      name: 'Adventure',
      full_name: 'New Zealand Adventure Tours',
      absolute_slug: '/new-zealand-tours/',
      background_color: '#1f6f5c',
      icon_svg: '<svg viewBox="0 0 24 24"></svg>',
      tour_type: 'Adventure',
    },
    images: [1, 2, 3, 4, 5, 6, 7].map(() => ({ childImageSharp: { gatsbyImageData: { images: {}, layout: 'constrained', width: 380, height: 230 } } })),
    small_map: { childImageSharp: { gatsbyImageData: { images: {}, layout: 'fixed', width: 96, height: 96 } } },
    ...over,
  };
}
