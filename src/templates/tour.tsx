import React, { useEffect } from 'react';
import { graphql, Link, type HeadProps, type PageProps } from 'gatsby';
import { getSrc } from 'gatsby-plugin-image';
import { Picture } from '../components/ui/Picture';
import { Layout } from '../components/layout/Layout';
import { Seo } from '../components/layout/Seo';
import { TourReviews } from '../features/reviews/TourReviews';
import { CategoryBadge } from '../components/tours/CategoryBadge';
import { EurPrice } from '../components/tours/EurPrice';
import { GermanFlag } from '../components/tours/GermanFlag';
import { TourDates } from '../components/tours/TourDates';
import { CheckAvailability } from '../features/departures/CheckAvailability';
import { DownloadItinerary } from '../features/leads/DownloadItinerary';
import { TourItinerary, type ItineraryDay } from '../components/tours/TourItinerary';
import { TourRating } from '../components/tours/TourRating';
import { imageOf, type ImageFile, type TourCategoryData } from '../components/tours/tour-types';
import { Gallery } from '../components/ui/Gallery';
import { formatNzd } from '../../contract/money';
import { siteConfig } from '../lib/site-config';
import { jsonLdText, tourJsonLd, type TourJsonLdInput } from '../lib/structured-data';
import { useGetTourReviewSummaryQuery } from '../features/reviews/reviews-api';
import { StaticContent } from '../components/ui/StaticContent';
import * as styles from './tour.module.css';

interface TourPageData {
  tour: {
    api_id: number;
    name: string;
    code: string;
    absolute_slug: string;
    number_of_days: number;
    starting_price: number;
    is_german_tour: boolean;
    archived: boolean;
    start_location: string;
    end_location: string;
    short_description_html: string;
    description_html: string;
    highlights: string[];
    inclusions: string[];
    category: TourCategoryData & { free_swap_days: number };
    images: ImageFile[];
    map: ImageFile;
    destinations: { name: string; absolute_slug: string; has_discover_more: boolean }[];
    days: ItineraryDay[];
  };
  siteSettings: { brand_name: string; claims: { max_group_size: number; optional_activities: number; lifetime_deposit_nzd: number } };
}

const JSON_LD_ID = 'tour-structured-data';
const stripTags = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ').trim();

function jsonLdInput(data: TourPageData): TourJsonLdInput {
  const { tour, siteSettings } = data;
  return {
    name: tour.name,
    description: stripTags(tour.short_description_html),
    url: new URL(tour.absolute_slug, siteConfig.siteUrl).toString(),
    images: tour.images
      .map(imageOf)
      .map((image) => (image ? getSrc(image) : undefined))
      .filter((src): src is string => Boolean(src))
      .map((src) => new URL(src, siteConfig.siteUrl).toString()),
    startingPrice: tour.starting_price,
    numberOfDays: tour.number_of_days,
    brandName: siteSettings.brand_name,
    category: tour.category.full_name,
    places: tour.destinations.map((d) => d.name),
    sku: tour.code,
  };
}

/**
 * The rating comes from the API in the browser, so the JSON-LD written at build time gets its
 * aggregateRating here, once the summary says there are reviews.
 */
function StructuredDataRating({ data }: { data: TourPageData }) {
  const { data: summary } = useGetTourReviewSummaryQuery(data.tour.api_id);
  useEffect(() => {
    if (!summary || summary.count <= 0) return;
    const script = document.getElementById(JSON_LD_ID);
    if (script) script.textContent = jsonLdText(tourJsonLd(jsonLdInput(data), summary));
  }, [summary, data]);
  return null;
}

/** A tour's page (SPEC 2.2): page key 'tour', at /{family slug}/{tour slug}/. */
export default function TourPage({ data }: PageProps<TourPageData>) {
  const { tour, siteSettings } = data;
  const { claims } = siteSettings;
  const slides = tour.images.map(imageOf).filter((image) => image !== undefined);
  const map = imageOf(tour.map);
  const route = tour.start_location === tour.end_location ? `Return from ${tour.start_location}` : `${tour.start_location} to ${tour.end_location}`;

  return (
    <Layout pageKey="tour">
      {/* A component of its own: the query's updates re-render it alone, not the whole long page. */}
      <StructuredDataRating data={data} />
      <section className={styles.band} style={{ ['--family' as string]: tour.category.background_color }}>
        <div className="container">
          <nav aria-label="Breadcrumb" className={styles.breadcrumb}>
            <ol>
              <li>
                <Link to="/tours/">Tours</Link>
              </li>
              <li>
                <Link to={tour.category.absolute_slug}>{tour.category.full_name}</Link>
              </li>
              <li aria-current="page">{tour.name}</li>
            </ol>
          </nav>
          <p className={styles.badges}>
            <CategoryBadge category={tour.category} />
            {tour.is_german_tour && <GermanFlag size={26} />}
          </p>
          <h1 className={styles.title}>{tour.name}</h1>
          <p className={styles.meta}>
            <span>
              <strong>{tour.number_of_days} days</strong> · {route}
            </span>
            <TourRating tourApiId={tour.api_id} />
          </p>
        </div>
      </section>

      <div className={`container ${styles.layout}`}>
        {/* First in the document: on small screens it sits above the itinerary, and a long page
            painted while still loading must not push the itinerary down when it arrives. */}
        <aside className={styles.aside} aria-label="Price and booking">
          <div className={styles.box}>
            <p className={styles.from}>From</p>
            <p className={styles.price}>
              {formatNzd(tour.starting_price)} <span className={styles.per}>per person</span>
            </p>
            <EurPrice nzd={tour.starting_price} />
            {tour.archived ? (
              // An archived tour keeps its page for old links and reviews, but is no longer sold.
              <>
                <p className={styles.archived} role="note">
                  This tour is no longer running. Our current tours cover the same places.
                </p>
                <Link to="/tours/" className={`button ${styles.boxButton}`}>
                  See our current tours
                </Link>
              </>
            ) : (
              <>
                <a href="#dates" className={`button ${styles.boxButton}`}>
                  Check dates and book
                </a>
                <DownloadItinerary tourId={tour.api_id} tourName={tour.name} className={`button button--secondary ${styles.boxButton}`} />
              </>
            )}
            <ul className={styles.promises}>
              <li>Groups of {claims.max_group_size} at most</li>
              <li>{claims.lifetime_deposit_nzd} dollar lifetime deposit</li>
              <li>Free swap of tour or dates up to {tour.category.free_swap_days} days before you go</li>
              <li>Over {claims.optional_activities} optional activities</li>
            </ul>
          </div>
        </aside>
        <div className={styles.main}>
          {slides.length > 0 && (
            <Gallery label={`Photos of ${tour.name}`} className={styles.gallery}>
              {slides.map((image, i) => (
                <Picture key={i} image={image} alt={`${tour.name}, photo ${i + 1} of ${slides.length}`} loading={i === 0 ? 'eager' : 'lazy'} />
              ))}
            </Gallery>
          )}

          {/* Text, pictures and links only: kept as the server rendered them (see StaticContent). */}
          <StaticContent>
            <section className={styles.section} aria-labelledby="overview-title">
              <h2 id="overview-title">Overview</h2>
              <div className={`prose ${styles.lead}`} dangerouslySetInnerHTML={{ __html: tour.short_description_html }} />
              <div className="prose" dangerouslySetInnerHTML={{ __html: tour.description_html }} />
            </section>

            {tour.highlights.length > 0 && (
              <section className={styles.section} aria-labelledby="highlights-title">
                <h2 id="highlights-title">Highlights</h2>
                <ul className={styles.ticks}>
                  {tour.highlights.map((h) => (
                    <li key={h}>{h}</li>
                  ))}
                </ul>
              </section>
            )}

            <section className={styles.section} aria-labelledby="map-title">
              <h2 id="map-title">Route</h2>
              <div className={styles.route}>
                {map && <Picture image={map} alt={`Map of the ${tour.name} route: ${tour.destinations.map((d) => d.name).join(', ')}`} className={styles.map} />}
                <ol className={styles.stops}>
                  {tour.destinations.map((d, i) => (
                    // A route may pass a place twice (a loop ends where it began).
                    <li key={`${i}-${d.absolute_slug}`}>{d.has_discover_more ? <Link to={d.absolute_slug}>{d.name}</Link> : d.name}</li>
                  ))}
                </ol>
              </div>
            </section>
          </StaticContent>

          <section className={styles.section} aria-labelledby="itinerary-title">
            <h2 id="itinerary-title">Day-by-day itinerary</h2>
            <TourItinerary days={tour.days} />
          </section>

          <StaticContent>
            {tour.inclusions.length > 0 && (
              <section className={styles.section} aria-labelledby="inclusions-title">
                <h2 id="inclusions-title">What&apos;s included</h2>
                <ul className={styles.ticks}>
                  {tour.inclusions.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              </section>
            )}
          </StaticContent>

          <section id="dates" className={styles.section} aria-labelledby="dates-title">
            <h2 id="dates-title">Dates and prices</h2>
            <TourDates tourApiId={tour.api_id} tourName={tour.name} />
            <CheckAvailability tourApiId={tour.api_id} tourName={tour.name} />
          </section>

          <div className={styles.section}>
            <TourReviews tourApiId={tour.api_id} tourName={tour.name} brandName={siteSettings.brand_name} />
          </div>
        </div>

      </div>
    </Layout>
  );
}

export const query = graphql`
  query TourPage($id: String!) {
    tour(id: { eq: $id }) {
      api_id
      name
      code
      absolute_slug
      number_of_days
      starting_price
      is_german_tour
      archived
      start_location
      end_location
      short_description_html
      description_html
      highlights
      inclusions
      category {
        contentId
        name
        full_name
        absolute_slug
        background_color
        icon_svg
        tour_type
        free_swap_days
      }
      images {
        childImageSharp {
          gatsbyImageData(width: 762, height: 468, layout: CONSTRAINED)
        }
      }
      map {
        childImageSharp {
          gatsbyImageData(height: 290, layout: CONSTRAINED)
        }
      }
      destinations {
        name
        absolute_slug
        has_discover_more
      }
      days {
        api_id
        ordinal_number
        title
        description_html
        overnight
        meals
        activities {
          name
          absolute_slug
          min_price
          max_price
        }
      }
    }
    siteSettings {
      brand_name
      claims {
        max_group_size
        optional_activities
        lifetime_deposit_nzd
      }
    }
  }
`;

export function Head({ data }: HeadProps<TourPageData>) {
  const { tour } = data;
  const image = tour.images.map(imageOf).find(Boolean);
  return (
    <Seo
      title={`${tour.name}: ${tour.number_of_days}-day ${tour.category.name} tour of New Zealand`}
      description={stripTags(tour.short_description_html).slice(0, 300)}
      path={tour.absolute_slug}
      pageKey="tour"
      image={image ? getSrc(image) : undefined}
    >
      <script id={JSON_LD_ID} type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(tourJsonLd(jsonLdInput(data))) }} />
    </Seo>
  );
}
