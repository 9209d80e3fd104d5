import React, { useId } from 'react';
import { Link } from 'gatsby';
import { getImage } from 'gatsby-plugin-image';
import { Picture } from '../../components/ui/Picture';
import { bookingNavTours, useBookingContent } from './content';
import { formatNumber } from '../../../contract/money';
import * as list from './List.module.css';

function GermanFlag() {
  return (
    <span className={list.flag}>
      <svg viewBox="0 0 5 3" width="20" height="12" aria-hidden="true" focusable="false">
        <rect width="5" height="1" y="0" fill="#000" />
        <rect width="5" height="1" y="1" fill="#dd0000" />
        <rect width="5" height="1" y="2" fill="#ffce00" />
      </svg>
      <span className="visually-hidden">(German-speaking tour)</span>
    </span>
  );
}

/**
 * SPEC 2.1 tour sub-navigation of the booking area: name, day count, 'From' price and small
 * map; German tours flagged; hidden and archived tours left out; the fixed order.
 */
export function TourSubNav({ title = 'Start a new booking' }: { title?: string }) {
  const { tours } = useBookingContent();
  const shown = bookingNavTours(tours);
  const titleId = useId();
  if (shown.length === 0) return null;
  return (
    <nav aria-labelledby={titleId} className={list.subNav}>
      <h2 id={titleId} className={list.subNavTitle}>
        {title}
      </h2>
      <p className={list.subNavLead}>Choose a tour, then pick a departure date on its page.</p>
      <ul className={list.tours}>
        {shown.map((tour) => {
          const image = tour.small_map?.childImageSharp ? getImage(tour.small_map.childImageSharp.gatsbyImageData) : undefined;
          return (
            <li key={tour.contentId}>
              <Link to={tour.absolute_slug} className={list.tour}>
                <span className={list.map}>
                  {image ? (
                    <Picture image={image} alt="" />
                  ) : (
                    <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="1.8">
                      <path d="M9 4L3 6v14l6-2 6 2 6-2V4l-6 2-6-2z M9 4v14 M15 6v14" />
                    </svg>
                  )}
                </span>
                <span className={list.tourText}>
                  <span className={list.tourName}>
                    {tour.name}
                    {tour.is_german_tour && <GermanFlag />}
                  </span>
                  <span className={list.tourMeta}>
                    {tour.number_of_days} days · From NZ${formatNumber(tour.starting_price)}
                  </span>
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
