import React from 'react';
import { graphql, type HeadFC, type PageProps } from 'gatsby';
import { Layout } from '../../components/layout/Layout';
import { PageHero } from '../../components/content/PageHero';
import { PromoBanner } from '../../components/content/PromoBanner';
import { ContentPageHead, ABOUT_CRUMB, type ContentPageNode } from '../../components/content/ContentPageView';
import { defaultOgImage, type DefaultOgImageData } from '../../components/content/og-image';
import { RatingSummary } from '../../features/reviews/RatingSummary';
import { ReviewsFeed } from '../../features/reviews/ReviewsFeed';
import { TestimonialList, type TestimonialItem } from '../../features/reviews/TestimonialList';
import * as styles from '../../features/reviews/ReviewsPage.module.css';

interface Data extends DefaultOgImageData {
  contentPage: ContentPageNode | null;
  siteSettings: { brand_name: string } | null;
  allTour: { nodes: { api_id: number; name: string }[] };
  allTestimonial: { nodes: TestimonialItem[] };
}

const TITLE = 'Guest reviews';
const DESCRIPTION = 'Read honest reviews of Kea Trails small-group tours of New Zealand from guests who travelled with us, filtered by tour and rating.';

export default function ReviewsPage({ data }: PageProps<Data>) {
  const brand = data.siteSettings?.brand_name ?? 'Kea Trails';
  return (
    <Layout pageKey="about-us/reviews">
      <PageHero
        eyebrow="About us"
        title={data.contentPage?.title || TITLE}
        lead={
          data.contentPage?.body_html ? (
            <div dangerouslySetInnerHTML={{ __html: data.contentPage.body_html }} />
          ) : (
            <p>Every review comes from a guest who travelled with us. Filter by tour or rating to find the trip that suits you.</p>
          )
        }
      >
        <RatingSummary />
      </PageHero>
      <div className={`container ${styles.page}`}>
        <section aria-labelledby="guest-reviews">
          <h2 id="guest-reviews">What our guests say</h2>
          <ReviewsFeed tours={data.allTour.nodes} companyName={brand} />
        </section>
        {data.allTestimonial.nodes.length > 0 && (
          <section aria-labelledby="testimonials" className={styles.testimonials}>
            <h2 id="testimonials">Stories from our travellers</h2>
            <TestimonialList testimonials={data.allTestimonial.nodes} />
          </section>
        )}
        <PromoBanner
          title="Join the next group"
          text="Small groups of at most 16, local guides and a NZ$99 lifetime deposit."
          cta={{ to: '/tours/', label: 'View Tours' }}
          secondary={{ to: '/about-us/faqs/', label: 'Read the FAQs' }}
        />
      </div>
    </Layout>
  );
}

export const Head: HeadFC<Data> = ({ data }) => (
  <ContentPageHead
    image={defaultOgImage(data)}
    page={data.contentPage}
    fallbackTitle={TITLE}
    fallbackDescription={DESCRIPTION}
    path="/about-us/reviews/"
    pageKey="about-us/reviews"
    parents={[ABOUT_CRUMB]}
  />
);

export const query = graphql`
  query ReviewsPage {
    contentPage(contentId: { eq: "reviews" }) {
      title
      meta_description
      body_html
    }
    siteSettings {
      brand_name
    }
    allTour(filter: { archived: { eq: false } }, sort: { order: ASC }) {
      nodes {
        api_id
        name
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
    ...DefaultOgImage
  }
`;
