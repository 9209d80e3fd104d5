import React from 'react';
import { graphql, type HeadFC, type PageProps } from 'gatsby';
import { Layout } from '../components/layout/Layout';
import { ContentPageView, ContentPageHead, type ContentPageNode } from '../components/content/ContentPageView';
import { defaultOgImage, type DefaultOgImageData } from '../components/content/og-image';
import * as styles from '../components/content/WinPage.module.css';
import { EnquiryForm } from '../features/leads/EnquiryForm';

interface Data extends DefaultOgImageData {
  contentPage: ContentPageNode | null;
  siteSettings: { newsletter_subscribe_url: string; email: string } | null;
}

const TITLE = 'Win a New Zealand tour';
const DESCRIPTION = 'Enter the Kea Trails draw for a place on a small-group tour of New Zealand.';

/**
 * The competition page: its text comes from the content pack. `#win-form` is where an entry
 * form is mounted: the enquiry form (lead type init_all_lead), whose newsletter opt-in gives the
 * bonus entry.
 */
export default function WinPage({ data }: PageProps<Data>) {
  const s = data.siteSettings;
  return (
    <Layout pageKey="win">
      <ContentPageView page={data.contentPage} fallbackTitle={TITLE} eyebrow="Competition">
        {s && (
          <section id="win-form" className={styles.entry} aria-labelledby="win-entry-title">
            <h2 id="win-entry-title" className={styles.entryTitle}>
              Enter now
            </h2>
            <EnquiryForm
              plain
              title=""
              intro="Your name and email enter you in the competition; tick the newsletter box for a bonus entry. We contact the winner by email."
              submitLabel="Enter now"
            />
          </section>
        )}
      </ContentPageView>
    </Layout>
  );
}

export const Head: HeadFC<Data> = ({ data }) => (
  <ContentPageHead image={defaultOgImage(data)} page={data.contentPage} fallbackTitle={TITLE} fallbackDescription={DESCRIPTION} path="/win/" pageKey="win" />
);

export const query = graphql`
  query WinPage {
    contentPage(contentId: { eq: "win" }) {
      title
      meta_description
      body_html
    }
    siteSettings {
      email
      newsletter_subscribe_url
    }
    ...DefaultOgImage
  }
`;
