import { graphql, useStaticQuery } from 'gatsby';
import type { MenuCategory, MenuDestination } from '../../lib/navigation';

export interface LayoutSettings {
  brand_name: string;
  sister_brand_name: string;
  sister_brand_url: string;
  tagline: string;
  phone: string;
  phone_href: string;
  email: string;
  address_lines: string[];
  social_links: { network: string; url: string; label: string }[];
  private_tours_url: string;
  newsletter_subscribe_url: string;
  snow_safari_tour: { absolute_slug: string } | null;
  best_tours: { name: string; absolute_slug: string }[];
}

export interface LayoutData {
  siteSettings: LayoutSettings;
  allTourCategory: { nodes: (MenuCategory & { contentId: string })[] };
  allDestination: { nodes: MenuDestination[] };
}

/** Build-time content of the header and footer (SPEC 7: menus come from build-time queries). */
export function useLayoutData(): LayoutData {
  return useStaticQuery<LayoutData>(graphql`
    query LayoutData {
      siteSettings {
        brand_name
        sister_brand_name
        sister_brand_url
        tagline
        phone
        phone_href
        email
        address_lines
        social_links {
          network
          url
          label
        }
        private_tours_url
        newsletter_subscribe_url
        snow_safari_tour {
          absolute_slug
        }
        best_tours {
          name
          absolute_slug
        }
      }
      allTourCategory(sort: { order: ASC }) {
        nodes {
          contentId
          name
          full_name
          absolute_slug
          tour_type
          tours {
            name
            absolute_slug
            archived
            is_german_tour
            order
          }
        }
      }
      allDestination(filter: { has_discover_more: { eq: true } }, sort: { order: ASC }) {
        nodes {
          name
          absolute_slug
          has_discover_more
          destination_category
          order
        }
      }
    }
  `);
}
