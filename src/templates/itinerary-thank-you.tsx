import React from 'react';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { Layout } from '../components/layout/Layout';
import { Seo } from '../components/layout/Seo';
import { ThankYouView } from '../features/leads/ThankYouView';

interface Data {
  tour: { name: string; absolute_slug: string } | null;
}

/**
 * After an itinerary or snow questionnaire (SPEC 2.6, 4.5): `{tour absolute slug}itinerary-thank-you/`,
 * page key 'itinerary-thank-you' (top-aligned, alternate main style).
 */
export default function ItineraryThankYouPage({ data }: PageProps<Data>) {
  const tour = data.tour;
  return (
    <Layout pageKey="itinerary-thank-you">
      <ThankYouView
        title="Thanks for your answers"
        nextSteps={[
          ...(tour ? [{ to: tour.absolute_slug, label: `Back to ${tour.name}` }] : []),
          { to: '/tours/', label: 'Browse our tours' },
          { to: '/discounts/', label: 'See current deals' },
        ]}
      >
        <p>Our travel team now knows a little more about the trip you have in mind{tour ? ` and your interest in ${tour.name}` : ''}. We will be in touch by email with ideas and dates that suit you.</p>
      </ThankYouView>
    </Layout>
  );
}

export function Head({ data, location }: HeadProps<Data>) {
  return <Seo title={data.tour ? `Thank you: ${data.tour.name}` : 'Thank you'} path={location.pathname} pageKey="itinerary-thank-you" noIndex />;
}

export const query = graphql`
  query ItineraryThankYou($id: String!) {
    tour(id: { eq: $id }) {
      name
      absolute_slug
    }
  }
`;
