/** Content for component tests of the header and footer (the shape of useLayoutData). */
import type { LayoutData } from './useLayoutData';

const tour = (name: string, slug: string, order: number, over: Partial<{ archived: boolean; is_german_tour: boolean }> = {}) => ({
  name,
  absolute_slug: slug,
  archived: false,
  is_german_tour: false,
  order,
  ...over,
});

export const layoutFixture: LayoutData = {
  siteSettings: {
    brand_name: 'Kea Trails',
    sister_brand_name: 'Kea Roam',
    sister_brand_url: 'https://www.kearoam.co.nz/',
    tagline: 'Small-group guided adventures across Aotearoa New Zealand',
    phone: '+64 3 555 0199',
    phone_href: 'tel:+6435550199',
    email: 'hello@keatrails.co.nz',
    address_lines: ['Level 1, 42 Shotover Street', 'Queenstown 9300', 'New Zealand'],
    social_links: [{ network: 'instagram', url: 'https://www.instagram.com/keatrails', label: 'Kea Trails on Instagram' }],
    private_tours_url: 'https://private.keatrails.co.nz/',
    newsletter_subscribe_url: 'https://keatrails.us21.list-manage.com/subscribe?u=kea&id=trails',
    snow_safari_tour: { absolute_slug: '/new-zealand-snow-tours/south-island-snow-safari/' },
    best_tours: [{ name: 'North Island Explorer', absolute_slug: '/new-zealand-tours/north-island-explorer/' }],
  },
  allTourCategory: {
    nodes: [
      {
        contentId: 'adventure',
        name: 'Adventure',
        full_name: 'New Zealand Adventure Tours',
        absolute_slug: '/new-zealand-tours/',
        tour_type: 'Adventure',
        tours: [
          tour('Ultimate New Zealand', '/new-zealand-tours/ultimate-new-zealand/', 1),
          tour('North Island Explorer', '/new-zealand-tours/north-island-explorer/', 3),
          tour('Neuseeland Entdecker', '/new-zealand-tours/neuseeland-entdecker/', 9, { is_german_tour: true }),
          tour('North Island Express', '/new-zealand-tours/north-island-express/', 13, { archived: true }),
        ],
      },
      {
        contentId: 'snow',
        name: 'Snow',
        full_name: 'New Zealand Snow Tours',
        absolute_slug: '/new-zealand-snow-tours/',
        tour_type: 'Snow',
        tours: [tour('South Island Snow Safari', '/new-zealand-snow-tours/south-island-snow-safari/', 4)],
      },
      { contentId: 'private', name: 'Private', full_name: 'Private Group Tours', absolute_slug: '/private-group-tours/', tour_type: 'Private', tours: [] },
    ],
  },
  allDestination: {
    nodes: [
      ...Array.from({ length: 10 }, (_, i) => ({
        name: `North ${i + 1}`,
        absolute_slug: `/destinations/north-${i + 1}/`,
        has_discover_more: true,
        destination_category: 'North Island',
        order: i + 1,
      })),
      { name: 'Queenstown', absolute_slug: '/destinations/queenstown/', has_discover_more: true, destination_category: 'South Island', order: 30 },
    ],
  },
};
