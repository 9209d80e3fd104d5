import React from 'react';
import { graphql, type HeadFC, type PageProps } from 'gatsby';
import { Layout } from '../components/layout/Layout';
import { ContentPageView, ContentPageHead, type ContentPageNode } from '../components/content/ContentPageView';
import { defaultOgImage, type DefaultOgImageData } from '../components/content/og-image';

interface Data extends DefaultOgImageData {
  contentPage: ContentPageNode | null;
}

const TITLE = 'Terms of use';
const DESCRIPTION = 'The terms of use of the Kea Trails website.';

export default function TermsPage({ data }: PageProps<Data>) {
  return (
    <Layout pageKey="terms">
      <ContentPageView page={data.contentPage} fallbackTitle={TITLE} eyebrow="Legal" />
    </Layout>
  );
}

export const Head: HeadFC<Data> = ({ data }) => (
  <ContentPageHead image={defaultOgImage(data)} page={data.contentPage} fallbackTitle={TITLE} fallbackDescription={DESCRIPTION} path="/terms/" pageKey="terms" />
);

export const query = graphql`
  query TermsPage {
    contentPage(contentId: { eq: "terms" }) {
      title
      meta_description
      body_html
    }
    ...DefaultOgImage
  }
`;
