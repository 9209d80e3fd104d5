import React from 'react';
import { graphql, Link, type HeadFC, type PageProps } from 'gatsby';
import { Layout } from '../../components/layout/Layout';
import { PageHero } from '../../components/content/PageHero';
import { PromoBanner } from '../../components/content/PromoBanner';
import { ContentPageHead, type ContentPageNode } from '../../components/content/ContentPageView';
import { defaultOgImage, type DefaultOgImageData } from '../../components/content/og-image';
import { JsonLd, absoluteUrl } from '../../components/content/JsonLd';
import { ABOUT_PAGES } from '../../components/about/AboutNav';
import { formatNzd } from '../../../contract/money';
import * as styles from '../../components/about/AboutIndex.module.css';

interface Settings {
  brand_name: string;
  tagline: string;
  phone: string;
  email: string;
  address_lines: string[];
  social_links: { url: string }[];
  claims: {
    max_group_size: number;
    optional_activities: number;
    lifetime_deposit_nzd: number;
    free_swap_days: number;
    years_operating: number;
    b_corp: boolean;
  };
}
interface Data extends DefaultOgImageData {
  contentPage: ContentPageNode | null;
  siteSettings: Settings | null;
}

const TITLE = 'About us';
const DESCRIPTION = 'Who we are: Kea Trails runs small-group guided tours of New Zealand with local guides, groups of at most 16 and a NZ$99 lifetime deposit.';

/** The claims of SPEC 1, from the site settings so a real operator edits them in one place. */
function claimsOf(s: Settings) {
  const c = s.claims;
  return [
    { value: String(c.max_group_size), label: 'travellers at most in a group' },
    { value: `${c.optional_activities}+`, label: 'optional activities to choose from' },
    { value: formatNzd(c.lifetime_deposit_nzd), label: 'lifetime deposit that stays with you' },
    { value: 'Free swap', label: `of tour or dates up to ${c.free_swap_days} days before departure` },
    { value: String(c.years_operating), label: 'years showing people New Zealand' },
    ...(c.b_corp ? [{ value: 'B Corp', label: 'certified: business as a force for good' }] : []),
  ];
}

export default function AboutPage({ data }: PageProps<Data>) {
  const settings = data.siteSettings;
  return (
    <Layout pageKey="about-us">
      <PageHero eyebrow={settings?.brand_name ?? 'Kea Trails'} title={data.contentPage?.title || TITLE} lead={<p>{settings?.tagline}</p>} />
      <div className={`container ${styles.page}`}>
        {data.contentPage?.body_html && <div className={`prose ${styles.intro}`} dangerouslySetInnerHTML={{ __html: data.contentPage.body_html }} />}
        {settings && (
          <section aria-labelledby="about-numbers">
            <h2 id="about-numbers" className="visually-hidden">
              Kea Trails in numbers
            </h2>
            <ul className={styles.claims}>
              {claimsOf(settings).map((claim) => (
                <li key={claim.label} className={styles.claim}>
                  <span className={styles.claimValue}>{claim.value}</span>
                  <span className={styles.claimLabel}>{claim.label}</span>
                </li>
              ))}
            </ul>
          </section>
        )}
        <section aria-labelledby="about-more" className={styles.more}>
          <h2 id="about-more">Get to know us</h2>
          <ul className={styles.links}>
            {ABOUT_PAGES.map((page) => (
              <li key={page.path} className={styles.linkCard}>
                <Link to={page.path} className={styles.link}>
                  {page.label}
                </Link>
                <p className={styles.blurb}>{page.blurb}</p>
                <span className={styles.arrow} aria-hidden="true">
                  →
                </span>
              </li>
            ))}
          </ul>
        </section>
        <PromoBanner
          title="Questions before you book?"
          text="Our team answers every message personally."
          cta={{ to: '/contact-us/', label: 'Contact us' }}
          secondary={{ to: '/about-us/faqs/', label: 'Read the FAQs' }}
        />
      </div>
    </Layout>
  );
}

export const Head: HeadFC<Data> = ({ data }) => {
  const s = data.siteSettings;
  return (
    <ContentPageHead image={defaultOgImage(data)} page={data.contentPage} fallbackTitle={TITLE} fallbackDescription={DESCRIPTION} path="/about-us/" pageKey="about-us">
      {s && (
        <JsonLd
          data={{
            '@type': ['Organization', 'TravelAgency'],
            name: s.brand_name,
            description: s.tagline,
            url: absoluteUrl('/'),
            telephone: s.phone,
            email: s.email,
            address: { '@type': 'PostalAddress', streetAddress: s.address_lines.slice(0, -1).join(', '), addressCountry: 'NZ' },
            sameAs: s.social_links.map((l) => l.url),
          }}
        />
      )}
    </ContentPageHead>
  );
};

export const query = graphql`
  query AboutPage {
    contentPage(contentId: { eq: "about-us" }) {
      title
      meta_description
      body_html
    }
    siteSettings {
      brand_name
      tagline
      phone
      email
      address_lines
      social_links {
        url
      }
      claims {
        max_group_size
        optional_activities
        lifetime_deposit_nzd
        free_swap_days
        years_operating
        b_corp
      }
    }
    ...DefaultOgImage
  }
`;
