import React from 'react';
import { approxEur } from '../../../contract/money';
import { useEurRate } from '../../state/rates-api';
import { Spinner } from '../ui/Spinner';
import * as styles from './EurPrice.module.css';

/**
 * The approximate EUR price of an NZD amount (SPEC 1, 4.7, 8): a small loading indicator until
 * the rate is known; if the rate cannot be fetched the indicator simply stays.
 */
export function EurPrice({ nzd, className }: { nzd: number; className?: string }) {
  const rate = useEurRate();
  const text = approxEur(nzd, rate);
  return (
    <span className={`${styles.eur} ${className ?? ''}`}>
      {text ? (
        <>
          {text}
          <span className="visually-hidden"> (approximate price in euros)</span>
        </>
      ) : (
        <Spinner size={14} label="Loading the price in euros" />
      )}
    </span>
  );
}
