import React from 'react';
import { Link } from 'gatsby';
import { activityPriceLabel } from '../../lib/activities';
import { Accordion } from '../ui/Accordion';
import { StaticContent } from '../ui/StaticContent';
import * as styles from './TourItinerary.module.css';

export interface ItineraryDay {
  api_id: number;
  ordinal_number: number;
  title: string;
  description_html: string;
  overnight: string;
  meals: string;
  activities: { name: string; absolute_slug: string; min_price: number; max_price: number }[];
}

const MEALS: Record<string, string> = { B: 'Breakfast', L: 'Lunch', D: 'Dinner' };
/** 'B, D' -> 'Breakfast, Dinner' */
export const mealsText = (meals: string) =>
  meals
    .split(/[\s,]+/)
    .filter(Boolean)
    .map((m) => MEALS[m.toUpperCase()] ?? m)
    .join(', ');

/**
 * The day-by-day itinerary: each day's story, overnight stop, meals and the optional activities
 * offered that day (links to their pages). Days are an accordion; the first starts open and
 * every day's text is in the page for search engines and find-in-page.
 */
export function TourItinerary({ days }: { days: ItineraryDay[] }) {
  const items = [...days]
    .sort((a, b) => a.ordinal_number - b.ordinal_number)
    .map((day) => ({
      id: String(day.api_id),
      title: (
        <span className={styles.dayTitle}>
          <span className={styles.dayNumber}>Day {day.ordinal_number}</span> {day.title}
        </span>
      ),
      // A day's text and links have nothing to react to: kept as the server rendered them on the
      // first load (a long tour's closed days were most of the elements its page hydrated).
      content: (
        <StaticContent className={styles.day}>
          <div className="prose" dangerouslySetInnerHTML={{ __html: day.description_html }} />
          <dl className={styles.facts}>
            {day.overnight && (
              <div>
                <dt>Overnight</dt>
                <dd>{day.overnight}</dd>
              </div>
            )}
            {day.meals && (
              <div>
                <dt>Meals included</dt>
                <dd>{mealsText(day.meals)}</dd>
              </div>
            )}
          </dl>
          {day.activities.length > 0 && (
            <div className={styles.activities}>
              <h4>Optional activities</h4>
              <ul>
                {day.activities.map((activity) => (
                  <li key={activity.absolute_slug}>
                    <Link to={activity.absolute_slug}>{activity.name}</Link>
                    <span className={styles.activityPrice}>{activityPriceLabel(activity.min_price, activity.max_price)}</span>
                  </li>
                ))}
              </ul>
            </div>
          )}
        </StaticContent>
      ),
    }));
  return <Accordion items={items} headingLevel={3} className={styles.itinerary} />;
}
