import React from 'react';
import { graphql, type HeadFC, type PageProps } from 'gatsby';
import { Layout } from '../components/layout/Layout';
import { ContentPageView, ContentPageHead, type ContentPageNode } from '../components/content/ContentPageView';
import { defaultOgImage, type DefaultOgImageData } from '../components/content/og-image';

interface Data extends DefaultOgImageData {
  contentPage: ContentPageNode | null;
}

const TITLE = 'Privacy policy';
const DESCRIPTION = 'How Kea Trails collects, uses and protects your personal information.';

export default function PrivacyPage({ data }: PageProps<Data>) {
  return (
    <Layout pageKey="privacy">
      <ContentPageView page={data.contentPage} fallbackTitle={TITLE} eyebrow="Legal" />
    </Layout>
  );
}

export const Head: HeadFC<Data> = ({ data }) => (
  <ContentPageHead image={defaultOgImage(data)} page={data.contentPage} fallbackTitle={TITLE} fallbackDescription={DESCRIPTION} path="/privacy/" pageKey="privacy" />
);

export const query = graphql`
  query PrivacyPage {
    contentPage(contentId: { eq: "privacy" }) {
      title
      meta_description
      body_html
    }
    ...DefaultOgImage
  }
`;
