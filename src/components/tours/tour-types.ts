import type { IGatsbyImageData } from 'gatsby-plugin-image';
import type { TourLike } from '../../lib/tours';

/** A `File` node processed by sharp, as the page queries return it. */
export type ImageFile = { childImageSharp: { gatsbyImageData: IGatsbyImageData } | null } | null;

/** The image of a File, or undefined while the content images have not been rendered. */
export const imageOf = (file: ImageFile | undefined): IGatsbyImageData | undefined => file?.childImageSharp?.gatsbyImageData ?? undefined;

export interface TourCategoryData {
  contentId: string;
  name: string;
  full_name: string;
  absolute_slug: string;
  background_color: string;
  icon_svg: string;
  tour_type: string;
}

/** The fields of `fragment TourCardFields` (TourCard.tsx). */
export interface TourCardData extends TourLike {
  contentId: string;
  absolute_slug: string;
  start_location: string;
  end_location: string;
  category: TourCategoryData;
  images: ImageFile[];
  small_map: ImageFile;
}
