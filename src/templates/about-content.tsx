import React from 'react';
import { graphql, type HeadFC, type PageProps } from 'gatsby';
import { Layout } from '../components/layout/Layout';
import { ContentPageView, ContentPageHead, ABOUT_CRUMB, type ContentPageNode } from '../components/content/ContentPageView';
import { defaultOgImage, type DefaultOgImageData } from '../components/content/og-image';
import { AboutNav } from '../components/about/AboutNav';
import { PromoBanner } from '../components/content/PromoBanner';
import type { AboutContentContext } from '../node/about-pages';

interface Data extends DefaultOgImageData {
  contentPage: ContentPageNode | null;
}

/** An About sub-page whose body is a ContentPage (our trips, story, purpose); see src/node/about-pages.ts. */
export default function AboutContentPage({ data, pageContext }: PageProps<Data, AboutContentContext>) {
  return (
    <Layout pageKey={pageContext.pageKey}>
      <ContentPageView page={data.contentPage} fallbackTitle={pageContext.title} eyebrow="About us" aside={<AboutNav current={pageContext.href} />}>
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

export const Head: HeadFC<Data, AboutContentContext> = ({ data, pageContext }) => (
  <ContentPageHead
    image={defaultOgImage(data)}
    page={data.contentPage}
    fallbackTitle={pageContext.title}
    fallbackDescription={pageContext.description}
    path={pageContext.href}
    pageKey={pageContext.pageKey}
    parents={[ABOUT_CRUMB]}
  />
);

export const query = graphql`
  query AboutContentPage($contentId: String!) {
    contentPage(contentId: { eq: $contentId }) {
      title
      meta_description
      body_html
    }
    ...DefaultOgImage
  }
`;
