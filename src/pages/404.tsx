import React from 'react';
import { Link, type HeadFC } from 'gatsby';
import { Layout } from '../components/layout/Layout';
import { Seo } from '../components/layout/Seo';
import * as styles from './404.module.css';

export default function NotFoundPage() {
  return (
    <Layout pageKey="404">
      <section className={`container ${styles.notFound}`}>
        <p className={styles.code}>404</p>
        <h1>We couldn&apos;t find that page</h1>
        <p>The page may have moved, or the link may be mistyped. These will get you back on the trail:</p>
        <ul className={styles.links}>
          <li>
            <Link className="button" to="/tours/">
              View Tours
            </Link>
          </li>
          <li>
            <Link className="button button--secondary" to="/destinations/">
              View Destinations
            </Link>
          </li>
          <li>
            <Link className="button button--secondary" to="/">
              Home page
            </Link>
          </li>
        </ul>
      </section>
    </Layout>
  );
}

export const Head: HeadFC = () => <Seo title="Page not found" path="/404/" pageKey="404" noIndex />;
