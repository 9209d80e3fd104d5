import React from 'react';
import { Link, type HeadFC } from 'gatsby';
import { Layout } from '../components/layout/Layout';
import { Seo } from '../components/layout/Seo';

export default function HomePage() {
  return (
    <Layout pageKey="home">
      <section className="container" style={{ paddingTop: 'calc(var(--header-height) + 3rem)', paddingBottom: '3rem' }}>
        <h1>Small-group adventures across New Zealand</h1>
        <p>Guided tours of at most 16 people, over 70 optional activities and a lifetime deposit of 99 dollars.</p>
        <Link className="button" to="/tours/">
          View Tours
        </Link>
      </section>
    </Layout>
  );
}

export const Head: HeadFC = () => <Seo title="Kea Trails | Small-group tours of New Zealand" path="/" pageKey="home" />;
