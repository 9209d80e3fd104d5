import React from 'react';
import { graphql, type HeadFC, type PageProps } from 'gatsby';
import { Layout } from '../components/layout/Layout';
import { Seo } from '../components/layout/Seo';
import { CategoryTiles } from '../components/home/CategoryTiles';
import { Claims } from '../components/home/Claims';
import { GuidesList, type GuideItem } from '../components/home/GuidesList';
import { HomeHero } from '../components/home/HomeHero';
import { HowOurToursWork } from '../components/home/HowOurToursWork';
import { LatestAwards, type AwardItem } from '../components/home/LatestAwards';
import { ReviewsBanner } from '../components/home/ReviewsBanner';
import { SocialGallery, type GalleryItem } from '../components/home/SocialGallery';
import { Testimonials } from '../components/home/Testimonials';
import { TourFamilies } from '../components/home/TourFamilies';
import { VideoIntro } from '../components/home/VideoIntro';
import { StaticContent } from '../components/ui/StaticContent';
import type { HomeCategory, HomeClaims } from '../components/home/home-types';
import { imageOf, type ImageFile } from '../components/tours/tour-types';

interface HomeData {
  siteSettings: {
    tagline: string;
    private_tours_url: string;
    claims: HomeClaims;
    video_intro: { channel: string; video_id: string; title: string };
    social_links: { network: string; url: string; label: string }[];
  };
  hero: ImageFile;
  poster: ImageFile;
  allTourCategory: { nodes: HomeCategory[] };
  allTestimonial: { nodes: { contentId: string; author: string; country: string; text: string; image: ImageFile; tour: { name: string; absolute_slug: string } | null }[] };
  allAward: { nodes: AwardItem[] };
  allGallerySlide: { nodes: GalleryItem[] };
  allGuide: { nodes: GuideItem[] };
}

/** The home page (SPEC 2.2). */
export default function HomePage({ data }: PageProps<HomeData>) {
  const settings = data.siteSettings;
  const testimonials = data.allTestimonial.nodes.map((t) => ({ ...t, avatar: imageOf(t.image) }));
  return (
    <Layout pageKey="home">
      <HomeHero image={imageOf(data.hero)} tagline={settings.tagline} />
      {/* Sections with nothing interactive keep their server markup (see StaticContent). */}
      <StaticContent>
        <TourFamilies categories={data.allTourCategory.nodes} />
        <Claims claims={settings.claims} />
      </StaticContent>
      <VideoIntro video={settings.video_intro} poster={imageOf(data.poster)} quote={testimonials[0]} />
      <ReviewsBanner />
      <StaticContent>
        <HowOurToursWork claims={settings.claims} />
        <CategoryTiles categories={data.allTourCategory.nodes} privateToursUrl={settings.private_tours_url} />
        <LatestAwards awards={data.allAward.nodes} />
      </StaticContent>
      <Testimonials testimonials={testimonials} />
      <SocialGallery items={data.allGallerySlide.nodes} social={settings.social_links} />
      <StaticContent>
        <GuidesList guides={data.allGuide.nodes} />
      </StaticContent>
    </Layout>
  );
}

export const query = graphql`
  query HomePage {
    siteSettings {
      tagline
      private_tours_url
      claims {
        max_group_size
        optional_activities
        lifetime_deposit_nzd
        free_swap_days
        flexi_guarantee_days
        years_operating
        b_corp
      }
      video_intro {
        channel
        video_id
        title
      }
      social_links {
        network
        url
        label
      }
    }
    hero: file(name: { eq: "dest-milford-sound-1" }) {
      childImageSharp {
        gatsbyImageData(layout: FULL_WIDTH, aspectRatio: 1.8, quality: 70)
      }
    }
    poster: file(name: { eq: "gallery-tongariro-crossing" }) {
      childImageSharp {
        gatsbyImageData(width: 760, aspectRatio: 1.7778, layout: CONSTRAINED)
      }
    }
    allTourCategory(sort: { order: ASC }) {
      nodes {
        contentId
        name
        full_name
        absolute_slug
        tour_type
        blurb
        background_color
        icon_svg
        free_swap_days
        description_picture {
          childImageSharp {
            gatsbyImageData(width: 400, height: 500, layout: CONSTRAINED)
          }
        }
        tours {
          archived
          starting_price
        }
      }
    }
    allTestimonial(sort: { order: ASC }) {
      nodes {
        contentId
        author
        country
        text
        image {
          childImageSharp {
            gatsbyImageData(width: 55, height: 55, layout: FIXED)
          }
        }
        tour {
          name
          absolute_slug
        }
      }
    }
    allAward(sort: { year: DESC }, limit: 4) {
      nodes {
        contentId
        title
        issuer
        year
        image {
          childImageSharp {
            gatsbyImageData(width: 120, height: 120, layout: FIXED)
          }
        }
      }
    }
    allGallerySlide(sort: { order: ASC }, limit: 10) {
      nodes {
        contentId
        title
        video_url
        image {
          childImageSharp {
            gatsbyImageData(width: 400, height: 400, layout: CONSTRAINED)
          }
        }
      }
    }
    allGuide(limit: 4) {
      nodes {
        contentId
        name
        role
        image {
          childImageSharp {
            gatsbyImageData(width: 240, height: 240, layout: CONSTRAINED)
          }
        }
      }
    }
  }
`;

export const Head: HeadFC = () => <Seo title="Kea Trails | Small-group tours of New Zealand" path="/" pageKey="home" />;
