import React from 'react';
import { Link } from 'gatsby';
import { Picture } from '../ui/Picture';
import { imageOf, type ImageFile } from '../tours/tour-types';
import {
  activityPriceText,
  fromPriceText,
  mealsText,
  routeText,
  sortedDays,
  type ItineraryTourData,
  type OperatorContact,
} from './itinerary-format';
import * as styles from './PrintableItinerary.module.css';

export interface PrintableTour extends ItineraryTourData {
  map: ImageFile;
}

/**
 * The tour's itinerary as a document (SPEC 2.6): the same content as its PDF (cover facts, route
 * map, highlights, every day, what's included, who to call), laid out as a sheet on screen and
 * as plain pages when printed (see the print rules in the module CSS).
 */
export function PrintableItinerary({ tour, contact }: { tour: PrintableTour; contact: OperatorContact }) {
  const map = imageOf(tour.map);
  const days = sortedDays(tour.days);
  const titleId = `itinerary-${tour.api_id}-title`;
  const familyColor = /^#[0-9a-f]{6}$/i.test(tour.category.background_color) ? tour.category.background_color : undefined;

  return (
    <article className={styles.sheet} aria-labelledby={titleId}>
      <header className={styles.cover} style={familyColor ? { ['--family' as string]: familyColor } : undefined}>
        <p className={styles.kicker}>
          <span>{contact.brand_name}</span>
          <span>Sample itinerary</span>
        </p>
        <h2 id={titleId} className={styles.name}>
          {tour.name}
        </h2>
        <p className={styles.subtitle}>
          {tour.category.full_name} · {tour.number_of_days} days · {routeText(tour)}
        </p>
      </header>

      <dl className={styles.facts}>
        <div>
          <dt>Duration</dt>
          <dd>{tour.number_of_days} days</dd>
        </div>
        <div>
          <dt>Starts</dt>
          <dd>{tour.start_location}</dd>
        </div>
        <div>
          <dt>Ends</dt>
          <dd>{tour.end_location}</dd>
        </div>
        <div>
          <dt>Price</dt>
          <dd>{fromPriceText(tour.starting_price)}</dd>
        </div>
      </dl>

      <div className={styles.overview}>
        <div>
          <h3 className={styles.sectionTitle}>Overview</h3>
          <div className={`prose ${styles.lead}`} dangerouslySetInnerHTML={{ __html: tour.short_description_html }} />
          {tour.highlights.length > 0 && (
            <>
              <h3 className={styles.sectionTitle}>Highlights</h3>
              <ul className={styles.bullets}>
                {tour.highlights.map((highlight) => (
                  <li key={highlight}>{highlight}</li>
                ))}
              </ul>
            </>
          )}
        </div>
        {map && (
          <figure className={styles.map}>
            <Picture image={map} alt={`Route map of ${tour.name}: ${routeText(tour)}`} />
            <figcaption>Route map: {routeText(tour)}</figcaption>
          </figure>
        )}
      </div>

      <section className={styles.days} aria-labelledby={`${titleId}-days`}>
        <h3 id={`${titleId}-days`} className={styles.daysTitle}>
          Day by day
        </h3>
        <ol className={styles.dayList}>
          {days.map((day) => (
            <li key={day.api_id} className={styles.day} data-testid="itinerary-day">
              <h4 className={styles.dayTitle}>
                <span className={styles.dayNumber}>Day {day.ordinal_number}</span> {day.title}
              </h4>
              <div className="prose" dangerouslySetInnerHTML={{ __html: day.description_html }} />
              <dl className={styles.dayFacts}>
                {day.overnight && (
                  <div>
                    <dt>Overnight</dt>
                    <dd>{day.overnight}</dd>
                  </div>
                )}
                <div>
                  <dt>Meals included</dt>
                  <dd>{day.meals ? mealsText(day.meals) : 'None'}</dd>
                </div>
              </dl>
              {day.activities.length > 0 && (
                <div className={styles.activities}>
                  <h5>Optional activities</h5>
                  <ul>
                    {day.activities.map((activity) => {
                      const price = activityPriceText(activity);
                      return (
                        <li key={activity.absolute_slug}>
                          <Link to={activity.absolute_slug}>{activity.name}</Link>
                          {price && <span className={styles.price}>{price}</span>}
                        </li>
                      );
                    })}
                  </ul>
                </div>
              )}
            </li>
          ))}
        </ol>
      </section>

      {tour.inclusions.length > 0 && (
        <section className={styles.included} aria-labelledby={`${titleId}-included`}>
          <h3 id={`${titleId}-included`} className={styles.sectionTitle}>
            What’s included
          </h3>
          <ul className={styles.bullets}>
            {tour.inclusions.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </section>
      )}

      <p className={styles.note}>
        This is a sample itinerary: the order of days, stops and optional activities can change with the season, the weather and the group. Prices are in New
        Zealand dollars and include GST.
      </p>

      <aside className={styles.contact} aria-label={`Contact ${contact.brand_name}`}>
        <p className={styles.contactTitle}>Questions, or ready to book? Talk to {contact.brand_name}</p>
        <ul>
          <li>
            Phone: <a href={contact.phone_href}>{contact.phone}</a>
          </li>
          <li>
            Email: <a href={`mailto:${contact.email}`}>{contact.email}</a>
          </li>
          <li>{contact.address_lines.join(', ')}</li>
        </ul>
      </aside>
    </article>
  );
}
