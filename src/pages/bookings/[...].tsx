import React from 'react';
import type { HeadFC, PageProps } from 'gatsby';
import { BookingApp } from '../../features/booking/BookingApp';
import { Seo } from '../../components/layout/Seo';
import { EarlyReads } from '../../features/account/EarlyReads';

/** Client-only booking wizard: /bookings/* (SPEC 2.5). */
export default function BookingPages(props: PageProps) {
  return <BookingApp location={props.location} />;
}

export const Head: HeadFC = ({ location }) => (
  <Seo title="Your booking" path={location.pathname} pageKey="bookings" noIndex>
    <EarlyReads />
  </Seo>
);
