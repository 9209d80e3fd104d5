import React from 'react';
import { Layout } from '../layout/Layout';

/** The booking wizard's router; steps are added by the booking feature. */
export function BookingApp(_props: { location: { pathname: string } }) {
  return (
    <Layout pageKey="bookings">
      <section className="container" aria-busy="true" style={{ paddingTop: 'calc(var(--header-height) + 2rem)' }}>
        <p>Loading your booking…</p>
      </section>
    </Layout>
  );
}
