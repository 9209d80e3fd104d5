import React from 'react';
import { graphql, type HeadFC, type PageProps } from 'gatsby';
import { Layout } from '../../components/layout/Layout';
import { ContentPageView, ContentPageHead, ABOUT_CRUMB, type ContentPageNode } from '../../components/content/ContentPageView';
import { defaultOgImage, type DefaultOgImageData } from '../../components/content/og-image';
import { AboutNav } from '../../components/about/AboutNav';

interface Data extends DefaultOgImageData {
  contentPage: ContentPageNode | null;
}

const TITLE = 'Inbound operator services';
const DESCRIPTION = 'Destination management (DMC) services for travel agents and inbound operators: small-group and private touring across New Zealand.';

export default function InboundOperatorServicesPage({ data }: PageProps<Data>) {
  return (
    <Layout pageKey="about-us/inbound-operator-services">
      <ContentPageView
        page={data.contentPage}
        fallbackTitle={TITLE}
        eyebrow="DMC services"
        aside={<AboutNav current="/about-us/inbound-operator-services/" />}
      />
    </Layout>
  );
}

export const Head: HeadFC<Data> = ({ data }) => (
  <ContentPageHead image={defaultOgImage(data)} page={data.contentPage} fallbackTitle={TITLE} fallbackDescription={DESCRIPTION} path="/about-us/inbound-operator-services/" pageKey="about-us/inbound-operator-services"
    parents={[ABOUT_CRUMB]} />
);

export const query = graphql`
  query InboundOperatorServicesPage {
    contentPage(contentId: { eq: "inbound-operator-services" }) {
      title
      meta_description
      body_html
    }
    ...DefaultOgImage
  }
`;
