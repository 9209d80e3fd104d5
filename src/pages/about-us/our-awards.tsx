import React from 'react';
import { graphql, type HeadFC, type PageProps } from 'gatsby';
import type { ImageDataLike } from 'gatsby-plugin-image';
import { Layout } from '../../components/layout/Layout';
import { PageHero } from '../../components/content/PageHero';
import { PromoBanner } from '../../components/content/PromoBanner';
import { ContentPageHead, ABOUT_CRUMB, type ContentPageNode } from '../../components/content/ContentPageView';
import { defaultOgImage, type DefaultOgImageData } from '../../components/content/og-image';
import { AwardCard } from '../../components/about/AwardCard';
import * as styles from '../../components/about/AboutPages.module.css';

interface Data extends DefaultOgImageData {
  contentPage: ContentPageNode | null;
  allAward: {
    nodes: { contentId: string; title: string; issuer: string; year: number; description: string; image: ImageDataLike | null }[];
  };
}

const TITLE = 'Our awards';
const DESCRIPTION = 'Awards and recognition for Kea Trails small-group tours of New Zealand, newest first.';

export default function OurAwardsPage({ data }: PageProps<Data>) {
  const awards = data.allAward.nodes;
  return (
    <Layout pageKey="about-us/our-awards">
      <PageHero
        eyebrow="About us"
        title={data.contentPage?.title || TITLE}
        lead={
          data.contentPage?.body_html ? (
            <div dangerouslySetInnerHTML={{ __html: data.contentPage.body_html }} />
          ) : (
            <p>Recognition from travellers and the travel industry for the way we run our tours.</p>
          )
        }
      />
      <div className={`container ${styles.page}`}>
        {awards.length > 0 ? (
          <ul className={styles.awards}>
            {awards.map((award) => (
              <li key={award.contentId}>
                <AwardCard title={award.title} issuer={award.issuer} year={award.year} description={award.description} image={award.image} />
              </li>
            ))}
          </ul>
        ) : (
          <p>Our awards list is being updated.</p>
        )}
        <PromoBanner
          title="See what travellers say"
          text="Honest words from guests who have travelled with us."
          cta={{ to: '/about-us/reviews/', label: 'Read reviews' }}
          secondary={{ to: '/tours/', label: 'View Tours' }}
        />
      </div>
    </Layout>
  );
}

export const Head: HeadFC<Data> = ({ data }) => (
  <ContentPageHead
    image={defaultOgImage(data)}
    page={data.contentPage}
    fallbackTitle={TITLE}
    fallbackDescription={DESCRIPTION}
    path="/about-us/our-awards/"
    pageKey="about-us/our-awards"
    parents={[ABOUT_CRUMB]}
  />
);

export const query = graphql`
  query OurAwardsPage {
    contentPage(contentId: { eq: "our-awards" }) {
      title
      meta_description
      body_html
    }
    allAward(sort: [{ year: DESC }, { title: ASC }]) {
      nodes {
        contentId
        title
        issuer
        year
        description
        image {
          childImageSharp {
            gatsbyImageData(width: 96, height: 96, layout: CONSTRAINED)
          }
        }
      }
    }
    ...DefaultOgImage
  }
`;
