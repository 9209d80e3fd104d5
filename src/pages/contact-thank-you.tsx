import React from 'react';
import type { HeadFC } from 'gatsby';
import { Layout } from '../components/layout/Layout';
import { Seo } from '../components/layout/Seo';
import { ThankYouView } from '../features/leads/ThankYouView';

/** After the contact form (SPEC 2.6, 4.5): page key 'contact-thank-you' (top-aligned, alternate main style). */
export default function ContactThankYouPage() {
  return (
    <Layout pageKey="contact-thank-you">
      <ThankYouView title="Your message is on its way">
        <p>Thanks for contacting us. A member of our team will answer personally, usually within one working day.</p>
      </ThankYouView>
    </Layout>
  );
}

export const Head: HeadFC = () => (
  <Seo title="Thanks for your message" description="Thanks for contacting us: we will reply soon." path="/contact-thank-you/" pageKey="contact-thank-you" noIndex />
);
