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

const TITLE = 'Our purpose';
const DESCRIPTION = 'Why Kea Trails exists: travel that gives back to the people and places of New Zealand, as a certified B Corp.';

export default function OurPurposePage({ data }: PageProps<Data>) {
  return (
    <Layout pageKey="about-us/our-purpose">
      <ContentPageView
        page={data.contentPage}
        fallbackTitle={TITLE}
        eyebrow="About us"
        aside={<AboutNav current="/about-us/our-purpose/" />}
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
  <ContentPageHead image={defaultOgImage(data)} page={data.contentPage} fallbackTitle={TITLE} fallbackDescription={DESCRIPTION} path="/about-us/our-purpose/" pageKey="about-us/our-purpose"
    parents={[ABOUT_CRUMB]} />
);

export const query = graphql`
  query OurPurposePage {
    contentPage(contentId: { eq: "our-purpose" }) {
      title
      meta_description
      body_html
    }
    ...DefaultOgImage
  }
`;
