import React from 'react';
import { graphql, type HeadFC, type PageProps } from 'gatsby';
import type { ImageDataLike } from 'gatsby-plugin-image';
import { Layout } from '../../components/layout/Layout';
import { PageHero } from '../../components/content/PageHero';
import { PromoBanner } from '../../components/content/PromoBanner';
import { ContentPageHead, ABOUT_CRUMB, type ContentPageNode } from '../../components/content/ContentPageView';
import { defaultOgImage, type DefaultOgImageData } from '../../components/content/og-image';
import { PersonCard } from '../../components/about/PersonCard';
import * as styles from '../../components/about/AboutPages.module.css';

interface Data extends DefaultOgImageData {
  contentPage: ContentPageNode | null;
  allGuide: {
    nodes: {
      contentId: string;
      name: string;
      role: string;
      description_html: string;
      adventure: boolean;
      snow: boolean;
      mtb: boolean;
      image: ImageDataLike | null;
    }[];
  };
}

const TITLE = 'Our people';
const DESCRIPTION = 'Meet the Kea Trails guides: local experts who lead our small-group Adventure, Plus and Snow tours around New Zealand.';

export default function OurPeoplePage({ data }: PageProps<Data>) {
  const people = data.allGuide.nodes;
  return (
    <Layout pageKey="about-us/our-people">
      <PageHero
        eyebrow="About us"
        title={data.contentPage?.title || TITLE}
        lead={
          data.contentPage?.body_html ? (
            <div dangerouslySetInnerHTML={{ __html: data.contentPage.body_html }} />
          ) : (
            <p>Our guides grew up in, or fell for, the places they show you. Choose a guide to read their story.</p>
          )
        }
      />
      <div className={`container ${styles.page}`}>
        {people.length > 0 ? (
          <ul className={styles.people}>
            {people.map((person) => (
              <li key={person.contentId}>
                <PersonCard
                  name={person.name}
                  role={person.role}
                  bioHtml={person.description_html}
                  image={person.image}
                  guides={{ adventure: person.adventure, snow: person.snow, mtb: person.mtb }}
                />
              </li>
            ))}
          </ul>
        ) : (
          <p>Our team page is being refreshed; check back soon.</p>
        )}
        <PromoBanner
          title="Travel with people who know the way"
          text="Every tour is led by one of our own guides, with groups of at most 16."
          cta={{ to: '/tours/', label: 'View Tours' }}
          secondary={{ to: '/about-us/', label: 'More about us' }}
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
    path="/about-us/our-people/"
    pageKey="about-us/our-people"
    parents={[ABOUT_CRUMB]}
  />
);

export const query = graphql`
  query OurPeoplePage {
    contentPage(contentId: { eq: "our-people" }) {
      title
      meta_description
      body_html
    }
    allGuide(sort: { name: ASC }) {
      nodes {
        contentId
        name
        role
        description_html
        adventure
        snow
        mtb
        image {
          childImageSharp {
            gatsbyImageData(width: 384, height: 384, layout: CONSTRAINED)
          }
        }
      }
    }
    ...DefaultOgImage
  }
`;
