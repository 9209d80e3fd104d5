import React from 'react';
import { graphql, Link, type HeadFC, type PageProps } from 'gatsby';
import { Layout } from '../../components/layout/Layout';
import { PageHero } from '../../components/content/PageHero';
import { ContentPageHead, ABOUT_CRUMB, type ContentPageNode } from '../../components/content/ContentPageView';
import { defaultOgImage, type DefaultOgImageData } from '../../components/content/og-image';
import { JsonLd } from '../../components/content/JsonLd';
import { AboutNav } from '../../components/about/AboutNav';
import { Accordion } from '../../components/ui/Accordion';
import { groupFaqs, groupSlug, type FaqNode } from '../../components/about/faq-groups';
import * as styles from '../../components/about/AboutPages.module.css';

interface Data extends DefaultOgImageData {
  contentPage: ContentPageNode | null;
  allFaq: { nodes: FaqNode[] };
}

const TITLE = 'Frequently asked questions';
const DESCRIPTION = 'Answers about booking a Kea Trails tour: the NZ$99 lifetime deposit, changing dates, payments, group sizes, what is included and what to pack.';

export default function FaqsPage({ data }: PageProps<Data>) {
  const groups = groupFaqs(data.allFaq.nodes);
  return (
    <Layout pageKey="about-us/faqs">
      <PageHero
        eyebrow="About us"
        title={data.contentPage?.title || TITLE}
        lead={
          data.contentPage?.body_html ? (
            <div dangerouslySetInnerHTML={{ __html: data.contentPage.body_html }} />
          ) : (
            <p>
              The questions travellers ask us most. Can&apos;t see yours? <Link to="/contact-us/">Contact us</Link>.
            </p>
          )
        }
      />
      <div className={`container ${styles.page}`}>
        <div className={styles.columns}>
          <div>
            {groups.length > 1 && (
              <nav aria-label="FAQ topics" className={styles.intro}>
                <p>
                  Topics:{' '}
                  {groups.map((g, i) => (
                    <React.Fragment key={g.group}>
                      {i > 0 && ' · '}
                      <a href={`#faq-${groupSlug(g.group)}`}>{g.group}</a>
                    </React.Fragment>
                  ))}
                </p>
              </nav>
            )}
            {groups.map((g) => (
              <section key={g.group} id={`faq-${groupSlug(g.group)}`} aria-labelledby={`faq-${groupSlug(g.group)}-title`} className={styles.group}>
                <h2 id={`faq-${groupSlug(g.group)}-title`}>{g.group}</h2>
                <Accordion
                  closeOthers
                  openSingle
                  items={g.items.map((faq) => ({
                    id: faq.contentId,
                    title: faq.question,
                    content: <div className="prose" dangerouslySetInnerHTML={{ __html: faq.answer_html }} />,
                  }))}
                />
              </section>
            ))}
            {groups.length === 0 && <p>Our answers are being updated. Please contact us with any question.</p>}
          </div>
          <div className={styles.aside}>
            <AboutNav current="/about-us/faqs/" />
          </div>
        </div>
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
    path="/about-us/faqs/"
    pageKey="about-us/faqs"
    parents={[ABOUT_CRUMB]}
  >
    {data.allFaq.nodes.length > 0 && (
      <JsonLd
        data={{
          '@type': 'FAQPage',
          mainEntity: data.allFaq.nodes.map((faq) => ({
            '@type': 'Question',
            name: faq.question,
            acceptedAnswer: { '@type': 'Answer', text: faq.answer_html },
          })),
        }}
      />
    )}
  </ContentPageHead>
);

export const query = graphql`
  query FaqsPage {
    contentPage(contentId: { eq: "faqs" }) {
      title
      meta_description
      body_html
    }
    allFaq(sort: { order: ASC }) {
      nodes {
        contentId
        question
        answer_html
        group
      }
    }
    ...DefaultOgImage
  }
`;
