import React from 'react';
import { Layout } from '../layout/Layout';
import { accountPageKey } from '../../lib/page-keys';

/** The account area's router; pages are added by the account feature. */
export function AccountApp({ location }: { location: { pathname: string } }) {
  return (
    <Layout pageKey={accountPageKey(location.pathname)}>
      <section className="container" aria-busy="true">
        <p>Loading your account…</p>
      </section>
    </Layout>
  );
}
