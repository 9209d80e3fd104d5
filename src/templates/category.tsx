import React from 'react';
import { graphql, Link, type HeadProps, type PageProps } from 'gatsby';
import { getSrc } from 'gatsby-plugin-image';
import { Layout } from '../components/layout/Layout';
import { Seo } from '../components/layout/Seo';
import { PageBanner } from '../components/tours/PageBanner';
import { TourCard } from '../components/tours/TourCard';
import { imageOf, type ImageFile, type TourCardData } from '../components/tours/tour-types';
import { Accordion } from '../components/ui/Accordion';
import { listedTours, sortTours } from '../lib/tours';
import { EnquiryForm } from '../features/leads/EnquiryForm';
import * as styles from './category.module.css';

interface CategoryPageData {
  tourCategory: {
    contentId: string;
    name: string;
    full_name: string;
    absolute_slug: string;
    tour_type: string;
    meta_description: string;
    description_html: string;
    blurb: string;
    background_color: string;
    icon_svg: string;
    free_swap_days: number;
    description_picture: ImageFile;
    tours: TourCardData[];
  };
  siteSettings: { private_tours_url: string; claims: { max_group_size: number; optional_activities: number; lifetime_deposit_nzd: number } };
  allFaq: { nodes: { contentId: string; question: string; answer_html: string; group: string }[] };
}

/** How many FAQs the family page shows before pointing to the FAQ page. */
const FAQ_EXCERPT = 4;

/** A tour family's page (SPEC 2.2): banner, description, its tours, the free swap days, FAQs. */
export default function CategoryPage({ data }: PageProps<CategoryPageData>) {
  const { tourCategory: category, siteSettings } = data;
  const tours = sortTours(listedTours(category.tours), 'popular');
  // Snow families lead with the snow questions; the others with booking and changes.
  const snowFaqs = data.allFaq.nodes.filter((f) => f.group === 'Snow tours');
  const generalFaqs = data.allFaq.nodes.filter((f) => f.group !== 'Snow tours');
  const faqs = (category.tour_type === 'Snow' ? [...snowFaqs, ...generalFaqs] : generalFaqs).slice(0, FAQ_EXCERPT);
  const isPrivate = category.tour_type === 'Private';
  return (
    <Layout pageKey="category">
      <PageBanner
        eyebrow={category.name === category.full_name ? undefined : `${category.name} tours`}
        title={category.full_name}
        image={imageOf(category.description_picture)}
        tint={category.background_color}
        intro={<p>{category.blurb}</p>}
      />

      <section className={`container ${styles.intro}`} aria-label={`About ${category.full_name}`}>
        <div className={`prose ${styles.description}`} dangerouslySetInnerHTML={{ __html: category.description_html }} />
        <ul className={styles.promises} style={{ ['--family' as string]: category.background_color }}>
          <li>
            <strong>Free swap</strong> of tour or dates up to {category.free_swap_days} days before departure
          </li>
          <li>
            <strong>{siteSettings.claims.lifetime_deposit_nzd} dollar</strong> lifetime deposit
          </li>
          {!isPrivate && (
            <>
              <li>
                <strong>Groups of {siteSettings.claims.max_group_size}</strong> at most
              </li>
              <li>
                <strong>Over {siteSettings.claims.optional_activities}</strong> optional activities
              </li>
            </>
          )}
        </ul>
      </section>

      <section className={`container ${styles.tours}`} aria-labelledby="family-tours">
        {isPrivate ? (
          <div className={styles.privateBox}>
            <h2 id="family-tours">Plan your private tour</h2>
            <p>Tell us who is travelling, when and what you would love to see, and our private tours team will design a trip around your group.</p>
            <p className={styles.actions}>
              <a href={siteSettings.private_tours_url} className="button" target="_blank" rel="noopener noreferrer">
                Private Tours<span className="visually-hidden"> (opens in a new tab)</span>
              </a>
              <Link to="/contact-us/" className="button button--secondary">
                Contact Us
              </Link>
            </p>
            <div className={styles.privateEnquiry}>
              <EnquiryForm title="Enquire about a private tour" headingLevel={3} defaultTourTypes={['privateGroup']} />
            </div>
          </div>
        ) : (
          <>
            <h2 id="family-tours">
              Our {category.name} tours <span className={styles.count}>({tours.length})</span>
            </h2>
            <ul className={styles.grid}>
              {tours.map((tour) => (
                <li key={tour.contentId}>
                  <TourCard tour={tour} />
                </li>
              ))}
            </ul>
            <p className={styles.actions}>
              <Link to="/tours/" className="button button--secondary">
                View all our tours
              </Link>
            </p>
          </>
        )}
      </section>

      {faqs.length > 0 && (
        <section className={`container ${styles.faqs}`} aria-labelledby="family-faqs">
          <h2 id="family-faqs">Questions before you book</h2>
          <Accordion closeOthers items={faqs.map((f) => ({ id: f.contentId, title: f.question, content: <div className="prose" dangerouslySetInnerHTML={{ __html: f.answer_html }} /> }))} />
          <p className={styles.actions}>
            <Link to="/about-us/faqs/">All frequently asked questions</Link>
          </p>
        </section>
      )}
    </Layout>
  );
}

export const query = graphql`
  query CategoryPage($id: String!) {
    tourCategory(id: { eq: $id }) {
      contentId
      name
      full_name
      absolute_slug
      tour_type
      meta_description
      description_html
      blurb
      background_color
      icon_svg
      free_swap_days
      description_picture {
        childImageSharp {
          gatsbyImageData(layout: FULL_WIDTH, aspectRatio: 2.6, quality: 70)
        }
      }
      tours {
        ...TourCardFields
      }
    }
    siteSettings {
      private_tours_url
      claims {
        max_group_size
        optional_activities
        lifetime_deposit_nzd
      }
    }
    allFaq(filter: { group: { in: ["Booking", "Changes", "Snow tours"] } }, sort: { order: ASC }) {
      nodes {
        contentId
        question
        answer_html
        group
      }
    }
  }
`;

export function Head({ data }: HeadProps<CategoryPageData>) {
  const category = data.tourCategory;
  const image = imageOf(category.description_picture);
  return <Seo title={category.full_name} description={category.meta_description} path={category.absolute_slug} pageKey="category" image={image ? getSrc(image) : undefined} />;
}
