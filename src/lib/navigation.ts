/**
 * The header's sub-menus (SPEC 2.1), built from content: pure, so the rules are tested once.
 * - Tours: 'View all tours', then each category with its tours that are not archived and not
 *   German (categories left with none are skipped); the Snow category's link goes to the snow
 *   safari tour; then the external 'Private Tours' link.
 * - Destinations: 'View all destinations', then North Island and South Island lists of the
 *   destinations with a discover-more page, truncated to 8 each (the limited option).
 * - About: trips, story, purpose, people, DMC services, FAQs.
 */
import { menuTours } from './tours';

export interface NavLink {
  label: string;
  href: string;
  external?: boolean;
}

export interface NavGroup extends NavLink {
  links: NavLink[];
}

export interface MenuCategory {
  name: string;
  full_name: string;
  absolute_slug: string;
  tour_type: string;
  tours: readonly { name: string; absolute_slug: string; archived: boolean; is_german_tour: boolean; order: number }[];
}

export interface ToursMenu {
  viewAll: NavLink;
  groups: NavGroup[];
  privateTours: NavLink;
}

export function buildToursMenu(categories: readonly MenuCategory[], snowSafariSlug: string | null | undefined, privateToursUrl: string): ToursMenu {
  const groups = categories
    .map((category) => ({
      label: category.full_name || category.name,
      href: category.tour_type === 'Snow' && snowSafariSlug ? snowSafariSlug : category.absolute_slug,
      links: [...menuTours(category.tours)].sort((a, b) => a.order - b.order).map((t) => ({ label: t.name, href: t.absolute_slug })),
    }))
    .filter((group) => group.links.length > 0);
  return {
    viewAll: { label: 'View all tours', href: '/tours/' },
    groups,
    privateTours: { label: 'Private Tours', href: privateToursUrl, external: true },
  };
}

export interface MenuDestination {
  name: string;
  absolute_slug: string;
  has_discover_more: boolean;
  destination_category: string;
  order: number;
}

/** SPEC 9: destination sub-menu lists are truncated to 8 entries when the limited option is on. */
export const DESTINATION_MENU_LIMIT = 8;

export interface DestinationsMenu {
  viewAll: NavLink;
  north: NavLink[];
  south: NavLink[];
}

export function buildDestinationsMenu(destinations: readonly MenuDestination[], limited = true): DestinationsMenu {
  const list = (island: string) => {
    const links = destinations
      .filter((d) => d.has_discover_more && d.destination_category === island)
      .sort((a, b) => a.order - b.order)
      .map((d) => ({ label: d.name, href: d.absolute_slug }));
    return limited ? links.slice(0, DESTINATION_MENU_LIMIT) : links;
  };
  return { viewAll: { label: 'View all destinations', href: '/destinations/' }, north: list('North Island'), south: list('South Island') };
}

export const ABOUT_MENU: NavLink[] = [
  { label: 'Our trips', href: '/about-us/our-trips/' },
  { label: 'Our story', href: '/about-us/our-story/' },
  { label: 'Our purpose', href: '/about-us/our-purpose/' },
  { label: 'Our people', href: '/about-us/our-people/' },
  { label: 'DMC services', href: '/about-us/inbound-operator-services/' },
  { label: 'FAQs', href: '/about-us/faqs/' },
];
