import React from 'react';
import { graphql, type HeadFC, type PageProps } from 'gatsby';
import { Layout } from '../components/layout/Layout';
import { ContentPageView, ContentPageHead, type ContentPageNode } from '../components/content/ContentPageView';
import { defaultOgImage, type DefaultOgImageData } from '../components/content/og-image';

interface Data extends DefaultOgImageData {
  contentPage: ContentPageNode | null;
}

const TITLE = 'Booking conditions';
const DESCRIPTION = 'Kea Trails booking conditions: the NZ$99 lifetime deposit, payment dates, free date swaps, cancellations and travel insurance.';

export default function BookingConditionsPage({ data }: PageProps<Data>) {
  return (
    <Layout pageKey="booking-conditions">
      <ContentPageView page={data.contentPage} fallbackTitle={TITLE} eyebrow="Before you book" />
    </Layout>
  );
}

export const Head: HeadFC<Data> = ({ data }) => (
  <ContentPageHead image={defaultOgImage(data)} page={data.contentPage} fallbackTitle={TITLE} fallbackDescription={DESCRIPTION} path="/booking-conditions/" pageKey="booking-conditions" />
);

export const query = graphql`
  query BookingConditionsPage {
    contentPage(contentId: { eq: "booking-conditions" }) {
      title
      meta_description
      body_html
    }
    ...DefaultOgImage
  }
`;
