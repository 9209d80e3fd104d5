import { graphql } from 'gatsby';

/**
 * The Open Graph picture of pages without imagery of their own: the first slide of the
 * content's photo gallery, cropped to 1200x630. Spread `...DefaultOgImage` into a page query.
 */
export const defaultOgImageFragment = graphql`
  fragment DefaultOgImage on Query {
    ogSlide: allGallerySlide(sort: { order: ASC }, limit: 1) {
      nodes {
        image {
          childImageSharp {
            og: resize(width: 1200, height: 630, cropFocus: CENTER) {
              src
            }
          }
        }
      }
    }
  }
`;

export interface DefaultOgImageData {
  ogSlide?: { nodes: { image: { childImageSharp: { og: { src: string } | null } | null } | null }[] };
}

export const defaultOgImage = (data: DefaultOgImageData): string | undefined => data.ogSlide?.nodes[0]?.image?.childImageSharp?.og?.src;
