import React, { useSyncExternalStore } from 'react';
import { graphql, Link, type HeadFC, type PageProps } from 'gatsby';
import { Layout } from '../components/layout/Layout';
import { Seo } from '../components/layout/Seo';
import { PageHero } from '../components/content/PageHero';
import { OnRequestDeparture } from '../components/deals/OnRequestDeparture';
import * as styles from '../components/deals/Deals.module.css';

interface Data {
  siteSettings: { brand_name: string; phone: string; phone_href: string; email: string };
}

const noSubscription = () => () => undefined;

/** `?departureId=123` (or 'departure-123'); null when absent or malformed. */
function departureIdFrom(search: string): string | null {
  const id = new URLSearchParams(search).get('departureId');
  return id && /^(departure-)?\d{1,9}$/.test(id) ? id : null;
}

/** The late-request page (SPEC 2.3, DECISIONS: departures under 30 days away are booked on request). */
export default function OnRequestPage({ data }: PageProps<Data>) {
  const { brand_name: brand, phone, phone_href: phoneHref, email } = data.siteSettings;
  // The page is static; the departure comes from the address, read in the browser only (null
  // while the server renders and during hydration, so both agree).
  const departureId = useSyncExternalStore(noSubscription, () => departureIdFrom(window.location.search), () => null);

  return (
    <Layout pageKey="on-request">
      <PageHero
        eyebrow="Departing in under 30 days"
        title="Late requests"
        lead={<p>Want to travel soon? Departures less than 30 days away are booked on request, and our team confirms availability within one business day.</p>}
      />
      <div className={`container ${styles.page}`}>
        <div className={styles.prose}>
          {departureId && <OnRequestDeparture departureId={departureId} />}
          <h2>How a late request works</h2>
          <ol className={styles.steps}>
            <li>Send us your request: start a booking for the departure, or call or email us.</li>
            <li>Our team checks seats, accommodation and activities with our partners and confirms availability within one business day.</li>
            <li>Once we confirm, your booking is secured. As the tour starts within 56 days, the full amount is due when you pay.</li>
          </ol>
          <p>If the departure cannot take you, we will suggest the nearest dates that can.</p>
          <h2>Talk to us</h2>
          <p>For the fastest answer on a departure in the next few weeks, get in touch with the {brand} team:</p>
          <ul className={styles.contacts}>
            <li>
              <a className="button" href={phoneHref}>
                Call {phone}
              </a>
            </li>
            <li>
              <a className="button button--secondary" href={`mailto:${email}`}>
                Email {email}
              </a>
            </li>
            <li>
              <Link className="button button--secondary" to="/contact-us/">
                Contact form
              </Link>
            </li>
          </ul>
          <h2>Prefer more time?</h2>
          <p>
            Departures 30 days or more away can be booked online straight away. <Link to="/departures/">See all our departures</Link> or browse the{' '}
            <Link to="/discounts/">Last Minute and Early Bird deals</Link>.
          </p>
        </div>
      </div>
    </Layout>
  );
}

export const Head: HeadFC = () => (
  <Seo
    title="Late requests: departures under 30 days away"
    description="How to book a small-group New Zealand tour departing in less than 30 days: send a request and our team confirms availability within one business day."
    path="/on-request/"
    pageKey="on-request"
  />
);

export const query = graphql`
  query OnRequestPage {
    siteSettings {
      brand_name
      phone
      phone_href
      email
    }
  }
`;
