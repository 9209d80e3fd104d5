import React from 'react';
import type { HeadFC, PageProps } from 'gatsby';
import { BookingApp } from '../../features/booking/BookingApp';
import type { FramedBookingPage } from '../../features/booking/booking-steps';
import { Seo } from '../../components/layout/Seo';
import { EarlyReads } from '../../features/account/EarlyReads';

/**
 * The booking wizard (SPEC 2.5): client-only /bookings/*, and each step's own pre-rendered page
 * (`framed`, src/node/client-frames.ts).
 */
export default function BookingPages(props: PageProps<object, { framed?: FramedBookingPage }>) {
  return <BookingApp location={props.location} framed={props.pageContext.framed} />;
}

export const Head: HeadFC = ({ location }) => (
  <Seo title="Your booking" path={location.pathname} pageKey="bookings" noIndex>
    <EarlyReads />
  </Seo>
);
