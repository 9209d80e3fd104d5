/**
 * Pages created from content: tour family (category) pages, tour pages, destination and
 * activity pages. File routes in src/pages cover the rest.
 */
import path from 'node:path';
import type { Actions } from 'gatsby';
import { ABOUT_CONTENT_PAGES } from './about-pages';
import { itineraryPagePath } from '../../contract/itinerary-address';
import { SEARCH_LOCATIONS, searchPagePath } from '../../contract/search-address';

interface PagesQuery {
  allTourCategory: { nodes: { id: string; absolute_slug: string }[] };
  allTour: { nodes: { id: string; absolute_slug: string; archived: boolean; contentId: string; api_id: number }[] };
  allDestination: { nodes: { id: string; absolute_slug: string; has_discover_more: boolean }[] };
  allActivity: { nodes: { id: string; absolute_slug: string }[] };
}

export const PAGES_QUERY = `
  {
    allTourCategory { nodes { id absolute_slug } }
    allTour { nodes { id absolute_slug archived contentId api_id } }
    allDestination { nodes { id absolute_slug has_discover_more } }
    allActivity { nodes { id absolute_slug } }
  }
`;

const template = (name: string) => path.resolve(process.cwd(), 'src', 'templates', `${name}.tsx`);

export function createContentPages(data: PagesQuery, createPage: Actions['createPage']) {
  for (const category of data.allTourCategory.nodes) {
    createPage({ path: category.absolute_slug, component: template('category'), context: { id: category.id } });
  }
  for (const tour of data.allTour.nodes) {
    // Archived tours keep their page (old links and reviews) but are left out of menus and lists.
    createPage({ path: tour.absolute_slug, component: template('tour'), context: { id: tour.id, tourApiId: tour.api_id } });
    // Where the itinerary and snow questionnaires lead (SPEC 2.6, DECISIONS routes).
    createPage({ path: `${tour.absolute_slug}itinerary-thank-you/`, component: template('itinerary-thank-you'), context: { id: tour.id } });
    // A running tour's itinerary, in both wordings, where /itinerary-download/?tour_id=… leads.
    if (tour.archived) continue;
    for (const ready of [false, true]) {
      createPage({ path: itineraryPagePath(tour.api_id, ready), component: template('itinerary-download'), context: { id: tour.id, ready } });
    }
  }
  for (const destination of data.allDestination.nodes) {
    createPage({ path: destination.absolute_slug, component: template('destination'), context: { id: destination.id } });
  }
  for (const about of ABOUT_CONTENT_PAGES) {
    createPage({ path: about.href, component: template('about-content'), context: { ...about } });
  }
  for (const activity of data.allActivity.nodes) {
    createPage({ path: activity.absolute_slug, component: template('activity'), context: { id: activity.id } });
  }
  // Each island group's search of any time, where /tours-search/?location=… leads: the results page with its search fixed.
  for (const { value } of SEARCH_LOCATIONS) {
    createPage({ path: searchPagePath(value), component: path.resolve(process.cwd(), 'src', 'pages', 'tours-search.tsx'), context: { searchLocation: value } });
  }
}
