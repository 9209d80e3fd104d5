/**
 * Exchange rate wire shape (SPEC 7 "Exchange rate", path not shown by SPEC):
 * `GET /api/exchange_rate` → `{ success: true, data: ExchangeRate }`.
 */
import { Type, type Static } from 'typebox';

export const ExchangeRateSchema = Type.Object(
  {
    base: Type.Literal('NZD'),
    currency: Type.Literal('EUR'),
    rate: Type.Number({ exclusiveMinimum: 0, description: 'EUR for one NZD: an approximate EUR price is NZD price × rate.' }),
    date: Type.String({ format: 'date', description: 'The date of the reference rate (YYYY-MM-DD).' }),
    source: Type.Union([Type.Literal('live'), Type.Literal('stored')], {
      description: "'live': fetched from the reference-rate feed within the last 12 hours; 'stored': the last good rate (or the seeded fallback) because the feed could not be reached.",
    }),
  },
  { $id: 'ExchangeRate' },
);
export type ExchangeRate = Static<typeof ExchangeRateSchema>;

export const ExchangeRateResponseSchema = Type.Object({ success: Type.Literal(true), data: ExchangeRateSchema });
export type ExchangeRateResponse = Static<typeof ExchangeRateResponseSchema>;
