/**
 * The booking area's build-time content (SPEC 7: page data comes from build-time queries):
 * the tours with their days and day activities, the general (snow gear) add-ons and the
 * contact details. One static query, read by several components.
 */
import { graphql, useStaticQuery } from 'gatsby';
import type { IGatsbyImageData } from 'gatsby-plugin-image';
import type { SeasonalWindow } from './seasonal-price';

export interface ContentOption {
  api_id: number;
  name: string;
  description?: string;
  price: number;
  hidden: boolean;
  archived: boolean;
  seasonal_pricings: SeasonalWindow[];
}

export interface ContentActivity {
  api_id: number;
  name: string;
  general_addon?: string | null;
  options: ContentOption[];
}

export interface ContentDay {
  api_id: number;
  ordinal_number: number;
  title: string;
  activities: ContentActivity[];
}

export interface ContentTour {
  contentId: string;
  api_id: number;
  name: string;
  absolute_slug: string;
  number_of_days: number;
  starting_price: number;
  is_german_tour: boolean;
  archived: boolean;
  hidden_in_booking_nav: boolean;
  order: number;
  accommodation_notice: string;
  snow: boolean;
  start_location: string;
  end_location: string;
  small_map: { childImageSharp: { gatsbyImageData: IGatsbyImageData } | null } | null;
  days: ContentDay[];
}

export interface BookingContent {
  settings: { phone: string; phone_href: string; email: string } | null;
  tours: ContentTour[];
  generalAddons: ContentActivity[];
}

interface QueryResult {
  siteSettings: BookingContent['settings'];
  allTour: { nodes: ContentTour[] };
  allActivity: { nodes: ContentActivity[] };
}

export function useBookingContent(): BookingContent {
  const data = useStaticQuery<QueryResult>(graphql`
    query BookingContent {
      siteSettings {
        phone
        phone_href
        email
      }
      allTour(sort: { order: ASC }) {
        nodes {
          contentId
          api_id
          name
          absolute_slug
          number_of_days
          starting_price
          is_german_tour
          archived
          hidden_in_booking_nav
          order
          accommodation_notice
          snow
          start_location
          end_location
          small_map {
            childImageSharp {
              gatsbyImageData(width: 112, height: 72, layout: FIXED)
            }
          }
          days {
            api_id
            ordinal_number
            title
            activities {
              api_id
              name
              options {
                api_id
                name
                price
                hidden
                archived
                seasonal_pricings {
                  price
                  available_from
                  available_to
                }
              }
            }
          }
        }
      }
      allActivity(filter: { general_addon: { ne: null } }, sort: { order: ASC }) {
        nodes {
          api_id
          name
          general_addon
          options {
            api_id
            name
            description
            price
            hidden
            archived
            seasonal_pricings {
              price
              available_from
              available_to
            }
          }
        }
      }
    }
  `);
  return {
    settings: data?.siteSettings ?? null,
    tours: data?.allTour?.nodes ?? [],
    generalAddons: data?.allActivity?.nodes ?? [],
  };
}

export function tourBySlug(content: BookingContent, slug: string | null | undefined): ContentTour | null {
  return content.tours.find((t) => t.contentId === slug) ?? null;
}

/** SPEC 2.1: the booking area's tours: not hidden, not archived, in the fixed order. */
export function bookingNavTours(tours: readonly ContentTour[]): ContentTour[] {
  return tours.filter((t) => !t.hidden_in_booking_nav && !t.archived).sort((a, b) => a.order - b.order);
}
