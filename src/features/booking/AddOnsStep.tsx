import React from 'react';
import { Link } from 'gatsby';
import { adjacentSteps, bookingPagePath } from './booking-steps';
import type { StepProps } from './BookingShell';
import { tourBySlug, useBookingContent } from './content';
import { DayActivityPicker } from './DayActivityPicker';
import { GeneralAddons } from './GeneralAddons';
import * as styles from './Booking.module.css';

/** The add-ons step: day activities (names from the build-time tour data) and snow gear. */
export function AddOnsStep({ booking, bookingRef }: StepProps) {
  const content = useBookingContent();
  const tour = tourBySlug(content, booking.tour_slug);
  const { next } = adjacentSteps(booking, 'add-ons');
  return (
    <>
      {booking.snow && <GeneralAddons booking={booking} activities={content.generalAddons} />}
      <section aria-labelledby="day-activities-title" className={styles.content}>
        <h3 id="day-activities-title" className={styles.cardTitle}>
          Day activities
        </h3>
        <DayActivityPicker booking={booking} days={tour?.days ?? []} />
      </section>
      {next && (
        <div className={styles.actions}>
          <Link to={bookingPagePath(next.key, bookingRef)} className="button">
            Continue to review
          </Link>
        </div>
      )}
    </>
  );
}
