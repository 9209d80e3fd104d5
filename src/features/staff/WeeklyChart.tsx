import React from 'react';
import { formatNzd } from '../../../contract/money';
import * as styles from './Staff.module.css';

export interface Week {
  week_start: string;
  bookings: number;
  revenue: number;
}

const WIDTH = 640;
const HEIGHT = 160;

/**
 * Bookings made and revenue received per week as bars (revenue) with the booking count above
 * each; the figures themselves follow in a table, which is what screen readers and print use.
 */
export function WeeklyChart({ weeks }: { weeks: readonly Week[] }) {
  const most = Math.max(1, ...weeks.map((w) => w.revenue));
  const slot = WIDTH / Math.max(1, weeks.length);
  return (
    <figure className={styles.chart}>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT + 36}`} role="img" aria-label="Revenue per week, with the bookings made each week" className={styles.chartSvg}>
        {weeks.map((week, i) => {
          const height = Math.max(week.revenue > 0 ? 2 : 0, (week.revenue / most) * HEIGHT);
          const x = i * slot + slot * 0.15;
          return (
            <g key={week.week_start}>
              <rect x={x} y={HEIGHT - height + 16} width={slot * 0.7} height={height} rx="3" className={styles.chartBar} />
              <text x={x + slot * 0.35} y={HEIGHT - height + 12} textAnchor="middle" className={styles.chartCount}>
                {week.bookings}
              </text>
              <text x={x + slot * 0.35} y={HEIGHT + 32} textAnchor="middle" className={styles.chartLabel}>
                {week.week_start.slice(5)}
              </text>
            </g>
          );
        })}
      </svg>
      <figcaption className={styles.muted}>Bars: revenue received (less refunds) per week starting Monday; numbers: bookings made.</figcaption>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">Week starting</th>
            <th scope="col">Bookings</th>
            <th scope="col">Revenue</th>
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week.week_start}>
              <td data-label="Week starting">{week.week_start}</td>
              <td data-label="Bookings">{week.bookings}</td>
              <td data-label="Revenue">{formatNzd(week.revenue)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
