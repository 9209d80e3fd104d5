import React from 'react';
import { graphql, type HeadFC, type PageProps } from 'gatsby';
import { Layout } from '../components/layout/Layout';
import { PageHero } from '../components/content/PageHero';
import { ContentPageHead, type ContentPageNode } from '../components/content/ContentPageView';
import { defaultOgImage, type DefaultOgImageData } from '../components/content/og-image';
import { JsonLd, absoluteUrl } from '../components/content/JsonLd';
import { NzMap } from '../components/destinations/NzMap';
import { officeTown } from '../components/content/office-town';
import { OfficeMap } from '../components/content/OfficeMap';
import { localMapOf } from '../components/content/local-maps';
import { ContactForm } from '../features/leads/ContactForm';
import * as styles from '../components/content/ContactPage.module.css';

interface Settings {
  brand_name: string;
  phone: string;
  phone_href: string;
  email: string;
  address_lines: string[];
  social_links: { network: string; url: string; label: string }[];
}
interface Data extends DefaultOgImageData {
  contentPage: ContentPageNode | null;
  siteSettings: Settings;
  allDestination: { nodes: { name: string; latitude: number; longitude: number }[] };
}

const NETWORK_NAMES: Record<string, string> = { facebook: 'Facebook', instagram: 'Instagram', youtube: 'YouTube', tiktok: 'TikTok', linkedin: 'LinkedIn' };

const TITLE = 'Contact us';
const DESCRIPTION = 'Call, email or visit the Kea Trails team in New Zealand: questions about tours, dates, private groups and bookings.';

export default function ContactPage({ data }: PageProps<Data>) {
  const s = data.siteSettings;
  const town = officeTown(s.address_lines, data.allDestination.nodes);
  const localMap = town ? localMapOf(town.name) : undefined;
  return (
    <Layout pageKey="contact-us">
      <PageHero
        eyebrow="We're here to help"
        title={data.contentPage?.title || TITLE}
        lead={
          data.contentPage?.body_html ? (
            <div dangerouslySetInnerHTML={{ __html: data.contentPage.body_html }} />
          ) : (
            <p>Questions about a tour, dates or a private group? Our team in New Zealand answers every message personally.</p>
          )
        }
      />
      <div className={`container ${styles.page}`}>
        <div className={styles.columns}>
          <section aria-labelledby="contact-details" className={styles.details}>
            <h2 id="contact-details">Get in touch</h2>
            <dl className={styles.list}>
              <div>
                <dt>Phone</dt>
                <dd>
                  <a href={s.phone_href}>{s.phone}</a>
                </dd>
              </div>
              <div>
                <dt>Email</dt>
                <dd>
                  <a href={`mailto:${s.email}`}>{s.email}</a>
                </dd>
              </div>
              <div>
                <dt>Office</dt>
                <dd>
                  <address className={styles.address}>
                    {s.address_lines.map((line) => (
                      <span key={line}>{line}</span>
                    ))}
                  </address>
                </dd>
              </div>
              {s.social_links.length > 0 && (
                <div>
                  <dt>Follow us</dt>
                  <dd>
                    <ul className={styles.social}>
                      {s.social_links.map((link) => (
                        <li key={link.url}>
                          <a href={link.url} target="_blank" rel="noopener noreferrer" aria-label={`${link.label} (opens in a new tab)`}>
                            {NETWORK_NAMES[link.network] ?? link.network}
                          </a>
                        </li>
                      ))}
                    </ul>
                  </dd>
                </div>
              )}
            </dl>

            <div id="contact-form" className={styles.form}>
              <h2 className={styles.formTitle}>Send us a message</h2>
              <p>Tell us where and when you would like to travel. We usually reply within one working day.</p>
              <ContactForm />
            </div>
          </section>
          {town && (
            <aside className={styles.mapCard} aria-labelledby="office-map-title">
              <h2 id="office-map-title" className={styles.mapTitle}>
                Find us in {town.name}
              </h2>
              {localMap ? (
                <OfficeMap map={localMap} brandName={s.brand_name} street={s.address_lines[0] ?? ''} />
              ) : (
                <NzMap label={`Map of New Zealand showing our office in ${town.name}`} markers={[town]} />
              )}
            </aside>
          )}
        </div>
      </div>
    </Layout>
  );
}

export const Head: HeadFC<Data> = ({ data }) => {
  const s = data.siteSettings;
  return (
    <ContentPageHead image={defaultOgImage(data)} page={data.contentPage} fallbackTitle={TITLE} fallbackDescription={DESCRIPTION} path="/contact-us/" pageKey="contact-us">
      <JsonLd
        data={{
          '@type': 'ContactPage',
          url: absoluteUrl('/contact-us/'),
          mainEntity: { '@type': 'TravelAgency', name: s.brand_name, telephone: s.phone, email: s.email, url: absoluteUrl('/') },
        }}
      />
    </ContentPageHead>
  );
};

export const query = graphql`
  query ContactPage {
    contentPage(contentId: { eq: "contact-us" }) {
      title
      meta_description
      body_html
    }
    siteSettings {
      brand_name
      phone
      phone_href
      email
      address_lines
      social_links {
        network
        url
        label
      }
    }
    allDestination {
      nodes {
        name
        latitude
        longitude
      }
    }
    ...DefaultOgImage
  }
`;
