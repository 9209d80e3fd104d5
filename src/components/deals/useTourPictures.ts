import { graphql, useStaticQuery } from 'gatsby';
import type { IGatsbyImageData } from 'gatsby-plugin-image';

interface ImageFile {
  childImageSharp: { gatsbyImageData: IGatsbyImageData } | null;
}

interface Data {
  allTour: { nodes: { contentId: string; small_map: ImageFile | null; map: ImageFile | null }[] };
}

export interface TourPictures {
  /** Small route maps for the rows, by tour slug. */
  thumbs: Record<string, IGatsbyImageData | undefined>;
  /** Full route maps for 'View map', by tour slug. */
  maps: Record<string, IGatsbyImageData | undefined>;
}

/** The tours' route maps, processed at build time (the deals lists themselves load at runtime). */
export function useTourPictures(): TourPictures {
  const data = useStaticQuery<Data>(graphql`
    query DealsTourPictures {
      allTour {
        nodes {
          contentId
          small_map {
            childImageSharp {
              gatsbyImageData(width: 64, height: 76, layout: FIXED, placeholder: NONE)
            }
          }
          map {
            childImageSharp {
              gatsbyImageData(width: 560, layout: CONSTRAINED, placeholder: NONE)
            }
          }
        }
      }
    }
  `);
  const thumbs: TourPictures['thumbs'] = {};
  const maps: TourPictures['maps'] = {};
  for (const tour of data?.allTour?.nodes ?? []) {
    thumbs[tour.contentId] = tour.small_map?.childImageSharp?.gatsbyImageData;
    maps[tour.contentId] = tour.map?.childImageSharp?.gatsbyImageData;
  }
  return { thumbs, maps };
}
