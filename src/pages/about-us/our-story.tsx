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

const TITLE = 'Our story';
const DESCRIPTION = 'How Kea Trails began and grew into a certified B Corp running small-group tours of New Zealand.';

export default function OurStoryPage({ data }: PageProps<Data>) {
  return (
    <Layout pageKey="about-us/our-story">
      <ContentPageView
        page={data.contentPage}
        fallbackTitle={TITLE}
        eyebrow="About us"
        aside={<AboutNav current="/about-us/our-story/" />}
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
  <ContentPageHead image={defaultOgImage(data)} page={data.contentPage} fallbackTitle={TITLE} fallbackDescription={DESCRIPTION} path="/about-us/our-story/" pageKey="about-us/our-story"
    parents={[ABOUT_CRUMB]} />
);

export const query = graphql`
  query OurStoryPage {
    contentPage(contentId: { eq: "our-story" }) {
      title
      meta_description
      body_html
    }
    ...DefaultOgImage
  }
`;
