import { ABOUT_MENU, buildDestinationsMenu, buildToursMenu, DESTINATION_MENU_LIMIT, type MenuCategory } from './navigation';

const t = (name: string, order: number, over: Partial<MenuCategory['tours'][number]> = {}) => ({
  name,
  absolute_slug: `/x/${name.toLowerCase().replace(/\s+/g, '-')}/`,
  archived: false,
  is_german_tour: false,
  order,
  ...over,
});

const categories: MenuCategory[] = [
  { name: 'Adventure', full_name: 'New Zealand Adventure Tours', absolute_slug: '/new-zealand-tours/', tour_type: 'Adventure', tours: [t('South', 2), t('Ultimate', 1), t('Entdecker', 3, { is_german_tour: true }), t('Express', 4, { archived: true })] },
  { name: 'Snow', full_name: 'New Zealand Snow Tours', absolute_slug: '/new-zealand-snow-tours/', tour_type: 'Snow', tours: [t('Snow Safari', 5)] },
  { name: 'Private', full_name: 'Private Group Tours', absolute_slug: '/private-group-tours/', tour_type: 'Private', tours: [] },
];

describe('Tours sub-menu', () => {
  const menu = buildToursMenu(categories, '/new-zealand-snow-tours/south-island-snow-safari/', 'https://private.example/');

  it('starts with View all tours and ends with the external Private Tours link', () => {
    expect(menu.viewAll).toEqual({ label: 'View all tours', href: '/tours/' });
    expect(menu.privateTours).toEqual({ label: 'Private Tours', href: 'https://private.example/', external: true });
  });

  it('lists each category’s tours that are neither archived nor German, in order', () => {
    expect(menu.groups[0].label).toBe('New Zealand Adventure Tours');
    expect(menu.groups[0].href).toBe('/new-zealand-tours/');
    expect(menu.groups[0].links.map((l) => l.label)).toEqual(['Ultimate', 'South']);
  });

  it('points the Snow category at the snow safari tour, and skips categories without tours', () => {
    expect(menu.groups[1].href).toBe('/new-zealand-snow-tours/south-island-snow-safari/');
    expect(menu.groups.map((g) => g.label)).not.toContain('Private Group Tours');
  });
});

describe('Destinations sub-menu', () => {
  const destinations = Array.from({ length: 24 }, (_, i) => ({
    name: `Place ${i + 1}`,
    absolute_slug: `/destinations/place-${i + 1}/`,
    has_discover_more: i % 4 !== 3,
    destination_category: i < 12 ? 'North Island' : 'South Island',
    order: i + 1,
  }));

  it('lists discover-more destinations per island, truncated to 8', () => {
    const menu = buildDestinationsMenu(destinations);
    expect(menu.viewAll.href).toBe('/destinations/');
    expect(menu.north).toHaveLength(DESTINATION_MENU_LIMIT);
    expect(menu.north.map((l) => l.label)).not.toContain('Place 4');
    expect(menu.north[0]).toEqual({ label: 'Place 1', href: '/destinations/place-1/' });
    expect(menu.south.every((l) => Number(l.label.split(' ')[1]) > 12)).toBe(true);
  });

  it('keeps the full lists without the limited option', () => {
    expect(buildDestinationsMenu(destinations, false).north).toHaveLength(9);
  });
});

describe('About sub-menu', () => {
  it('has trips, story, purpose, people, DMC services and FAQs', () => {
    expect(ABOUT_MENU.map((l) => l.label)).toEqual(['Our trips', 'Our story', 'Our purpose', 'Our people', 'DMC services', 'FAQs']);
    expect(ABOUT_MENU.find((l) => l.label === 'DMC services')?.href).toBe('/about-us/inbound-operator-services/');
  });
});
