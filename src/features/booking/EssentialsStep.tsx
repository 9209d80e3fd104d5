import React from 'react';
import { Link } from 'gatsby';
import { adjacentSteps, bookingPagePath } from './booking-steps';
import { useAppSelector } from '../../state/store';
import { useDeferredQuery } from '../../state/use-deferred-data';
import { useUpgradeOptionsQuery } from './bookings-api';
import type { StepProps } from './BookingShell';
import { tourBySlug, useBookingContent } from './content';
import { ExtraNights } from './ExtraNights';
import { MessageBanner } from './MessageBanner';
import { Spinner } from './Spinner';
import { UpgradeCard } from './UpgradeCard';
import * as styles from './Booking.module.css';

export type AccommodationNotice = 'none' | 'limited-availability' | 'no-availability';

/** SPEC 5: some tours show a no-availability or limited-availability notice on upgrades. */
export const ACCOMMODATION_NOTICES: Record<Exclude<AccommodationNotice, 'none'>, { title: string; text: string }> = {
  'no-availability': {
    title: 'Accommodation upgrades are not available on this tour.',
    text: 'Our lodges on this route are fully committed, so everyone shares a twin room as standard. If you need a room of your own, please get in touch and we will do our best to help.',
  },
  'limited-availability': {
    title: 'Accommodation upgrades are limited on this tour.',
    text: 'Upgrades are requests: our team confirms them with the lodges within 1 business day, and if one cannot be confirmed we take it off your booking and refund its price.',
  },
};

export function noticeOf(value: string | null | undefined): AccommodationNotice {
  return value === 'no-availability' || value === 'limited-availability' ? value : 'none';
}

/** The essentials step: extra nights before or after the tour, and accommodation upgrades. */
export function EssentialsStep({ booking, bookingRef }: StepProps) {
  const content = useBookingContent();
  const tour = tourBySlug(content, booking.tour_slug);
  // Their cards (a form each) are drawn in a render React slices when the options arrive.
  const upgrades = useDeferredQuery(useUpgradeOptionsQuery(booking.id));
  const chosen = useAppSelector((state) => state.booking.upgradeAccommodations);
  const notice = noticeOf(upgrades.data?.[0]?.notice ?? tour?.accommodation_notice);
  const { next } = adjacentSteps(booking, 'essentials');

  return (
    <>
      <ExtraNights booking={booking} startTown={tour?.start_location ?? ''} endTown={tour?.end_location ?? ''} />
      <section aria-labelledby="upgrades-title" className={styles.content}>
        <h3 id="upgrades-title" className={styles.cardTitle}>
          Accommodation upgrades
        </h3>
        {notice !== 'none' && (
          <MessageBanner kind={notice === 'no-availability' ? 'warning' : 'info'} title={ACCOMMODATION_NOTICES[notice].title}>
            <p>{ACCOMMODATION_NOTICES[notice].text}</p>
          </MessageBanner>
        )}
        {upgrades.isLoading && (
          <div className={styles.loading} role="status">
            <Spinner /> Loading the upgrades…
          </div>
        )}
        {upgrades.isError && <MessageBanner kind="error" messages={['We could not load the accommodation upgrades. Please reload the page.']} />}
        {upgrades.data?.length === 0 && <p className={styles.muted}>This tour has no accommodation upgrades.</p>}
        {upgrades.data?.map((option) => (
          <UpgradeCard
            key={option.id}
            bookingId={booking.id}
            option={option}
            chosen={chosen.find((u) => u.id === option.id) ?? null}
            unavailable={notice === 'no-availability'}
          />
        ))}
      </section>
      {next && (
        <div className={styles.actions}>
          <Link to={bookingPagePath(next.key, bookingRef)} className="button">
            Continue to add-ons
          </Link>
        </div>
      )}
    </>
  );
}
