/** The About sub-pages that are a ContentPage with the About navigation, made from one template. */
export interface AboutContentContext {
  contentId: string;
  href: string;
  pageKey: string;
  /** Used when the content pack has no page of this id. */
  title: string;
  description: string;
}

export const ABOUT_CONTENT_PAGES: AboutContentContext[] = [
  {
    contentId: 'our-trips',
    href: '/about-us/our-trips/',
    pageKey: 'about-us/our-trips',
    title: 'Our trips',
    description: 'How Kea Trails small-group tours of New Zealand work: group sizes of at most 16, expert local guides, where you stay and what is included.',
  },
  {
    contentId: 'our-story',
    href: '/about-us/our-story/',
    pageKey: 'about-us/our-story',
    title: 'Our story',
    description: 'How Kea Trails began and grew into a certified B Corp running small-group tours of New Zealand.',
  },
  {
    contentId: 'our-purpose',
    href: '/about-us/our-purpose/',
    pageKey: 'about-us/our-purpose',
    title: 'Our purpose',
    description: 'Why Kea Trails exists: travel that gives back to the people and places of New Zealand, as a certified B Corp.',
  },
];
