import React from 'react';
import type { HeadFC } from 'gatsby';
import { Layout } from '../components/layout/Layout';
import { Seo } from '../components/layout/Seo';
import { ThankYouView } from '../features/leads/ThankYouView';

/** After the enquiry form (SPEC 2.6, 4.5): page key 'thank-you'. */
export default function ThankYouPage() {
  return (
    <Layout pageKey="thank-you">
      <ThankYouView title="We have your enquiry">
        <p>Thanks for getting in touch. Our team in New Zealand will reply by email, usually within one working day.</p>
      </ThankYouView>
    </Layout>
  );
}

export const Head: HeadFC = () => <Seo title="Thank you" description="Thanks for your enquiry: our team will be in touch soon." path="/thank-you/" pageKey="thank-you" noIndex />;
