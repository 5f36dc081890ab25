import type { RatingMode } from '@shared/api/modes';
import { csvFile, type CsvValue } from '@shared/domain/csv';
import { toDecimalString } from '@shared/domain/money';
import type { RateRow } from './rate-rows';

/**
 * The rate comparison as CSV, rows as the screen shows them (filtered and
 * sorted): one row per rate, the all-in price as a plain decimal in one
 * column per currency ("All-in EUR"), so each column sums and sorts as
 * numbers even when a sea rate mixes currencies. Dates as the carrier sent them.
 */
export function comparisonRows(rows: readonly RateRow[]): CsvValue[][] {
  const currencies = [...new Set(rows.flatMap((r) => r.allIn.map((m) => m.currency ?? 'unknown currency')))];
  const header = [
    'Carrier',
    'Service',
    'Pickup',
    'Delivery',
    'Transit days',
    ...currencies.map((c) => `All-in ${c}`),
    'All-in from',
    'Valid until',
    'Rate id',
  ];
  const from = {
    price: 'carrier price',
    'price-and-surcharges': 'price + surcharges',
    surcharges: 'sum of surcharges',
    none: 'no price',
  } as const;
  return [
    header,
    ...rows.map((row) => [
      row.carrier,
      row.service,
      row.pickUpDate,
      row.preBooking ? 'pre-booking: no sailing confirmed' : row.deliveryDate,
      row.transitDays,
      ...currencies.map((c) => {
        const amount = row.allIn.find((m) => (m.currency ?? 'unknown currency') === c);
        return amount ? toDecimalString(amount) : null;
      }),
      from[row.allInFrom],
      row.expirationDate,
      row.id,
    ]),
  ];
}

/** The file's text: UTF-8 with its byte order mark, RFC 4180, formulas neutralised. */
export function comparisonCsv(rows: readonly RateRow[]): string {
  return csvFile(comparisonRows(rows));
}

/** "rates sea-fcl 2026-11-23.csv": the mode and the day the rates came. */
export function comparisonFileName(mode: RatingMode, receivedAt: string): string {
  return `rates ${mode} ${receivedAt.slice(0, 10)}.csv`;
}
