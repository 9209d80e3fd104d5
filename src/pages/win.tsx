import React from 'react';
import { graphql, type HeadFC, type PageProps } from 'gatsby';
import { Layout } from '../components/layout/Layout';
import { ContentPageView, ContentPageHead, type ContentPageNode } from '../components/content/ContentPageView';
import { defaultOgImage, type DefaultOgImageData } from '../components/content/og-image';
import * as styles from '../components/content/WinPage.module.css';

interface Data extends DefaultOgImageData {
  contentPage: ContentPageNode | null;
  siteSettings: { newsletter_subscribe_url: string; email: string } | null;
}

const TITLE = 'Win a New Zealand tour';
const DESCRIPTION = 'Enter the Kea Trails draw for a place on a small-group tour of New Zealand.';

/**
 * The competition page: its text comes from the content pack. `#win-form` is where an entry
 * form can be mounted (forms feature); until then entries go by email, and the newsletter
 * sign-up gives the bonus entry.
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
            <p>Email us your name and, in 25 words or fewer, the New Zealand experience at the top of your list and why.</p>
            <div className={styles.actions}>
              <a className="button" href={`mailto:${s.email}?subject=${encodeURIComponent('Competition entry')}`}>
                Email your entry
              </a>
              <a className="button button--secondary" href={s.newsletter_subscribe_url} target="_blank" rel="noopener noreferrer">
                Subscribe for a bonus entry<span className="visually-hidden"> (opens in a new tab)</span>
              </a>
            </div>
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
