import React from 'react';
import { graphql, type HeadFC, type PageProps } from 'gatsby';
import { Layout } from '../../components/layout/Layout';
import { ContentPageView, ContentPageHead, ABOUT_CRUMB, type ContentPageNode } from '../../components/content/ContentPageView';
import { defaultOgImage, type DefaultOgImageData } from '../../components/content/og-image';
import { AboutNav } from '../../components/about/AboutNav';
import { PromoBanner } from '../../components/content/PromoBanner';

interface Data extends DefaultOgImageData {
  contentPage: ContentPageNode | null;
}

const TITLE = 'Our trips';
const DESCRIPTION = 'How Kea Trails small-group tours of New Zealand work: group sizes of at most 16, expert local guides, where you stay and what is included.';

export default function OurTripsPage({ data }: PageProps<Data>) {
  return (
    <Layout pageKey="about-us/our-trips">
      <ContentPageView
        page={data.contentPage}
        fallbackTitle={TITLE}
        eyebrow="About us"
        aside={<AboutNav current="/about-us/our-trips/" />}
      >
        <PromoBanner
          title="Ready to see New Zealand with us?"
          text="Small groups of at most 16, expert local guides and a NZ$99 lifetime deposit."
          cta={{ to: '/tours/', label: 'View Tours' }}
          secondary={{ to: '/about-us/reviews/', label: 'Read our reviews' }}
        />
      </ContentPageView>
    </Layout>
  );
}

export const Head: HeadFC<Data> = ({ data }) => (
  <ContentPageHead image={defaultOgImage(data)} page={data.contentPage} fallbackTitle={TITLE} fallbackDescription={DESCRIPTION} path="/about-us/our-trips/" pageKey="about-us/our-trips"
    parents={[ABOUT_CRUMB]} />
);

export const query = graphql`
  query OurTripsPage {
    contentPage(contentId: { eq: "our-trips" }) {
      title
      meta_description
      body_html
    }
    ...DefaultOgImage
  }
`;
