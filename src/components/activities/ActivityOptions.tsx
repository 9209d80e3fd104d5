import React from 'react';
import { seasonalPriceLines } from '../../lib/activities';
import { formatNzd } from '../../../contract/money';
import * as styles from './ActivityOptions.module.css';

export interface ActivityOptionView {
  api_id: number;
  name: string;
  description: string;
  price: number;
  seasonal_pricings: { price: number; available_from: string; available_to: string }[];
}

/**
 * The options of an activity with their prices (only visible ones reach here: hidden and
 * archived options are dropped at build time, SPEC 5), and the seasonal prices explained.
 */
export function ActivityOptions({ options, today }: { options: ActivityOptionView[]; today: string }) {
  return (
    <ul className={styles.options}>
      {options.map((option) => {
        const seasons = seasonalPriceLines(option.price, option.seasonal_pricings, today);
        return (
          <li key={option.api_id} className={styles.option}>
            <div className={styles.head}>
              <h3 className={styles.name}>{option.name}</h3>
              <p className={styles.price}>
                <span className="visually-hidden">Price: </span>
                {formatNzd(option.price)}
                <span className={styles.per}> per person</span>
              </p>
            </div>
            {option.description && <p className={styles.description}>{option.description}</p>}
            {seasons.length > 0 && (
              <div className={styles.seasons}>
                <p className={styles.seasonsTitle}>Seasonal prices</p>
                <ul>
                  {seasons.map((line) => (
                    <li key={line}>{line}</li>
                  ))}
                </ul>
              </div>
            )}
          </li>
        );
      })}
    </ul>
  );
}
