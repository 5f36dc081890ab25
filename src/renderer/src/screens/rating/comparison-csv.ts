import type { RatingMode } from '@shared/api/modes';
import { csvFile, type CsvValue } from '@shared/domain/csv';
import { toDecimalString } from '@shared/domain/money';
import type { Money } from '@shared/domain/money';
import type { SoldRow } from './sell-rows';

/** The words of a rate's margin rule in the file: the rule, "set by hand", none, or why it is unknown. */
function ruleText(row: SoldRow): string {
  if (row.sale.unknown !== null) return `unknown: ${row.sale.unknown}`;
  if (row.sale.override) return 'set by hand';
  return row.sale.choice.rule?.name ?? 'none';
}

/**
 * The rate comparison as CSV, rows as the screen shows them (filtered and
 * sorted): one row per rate, the buy price (the carrier's all-in), the
 * margin and the sell price as plain decimals in one column per currency
 * ("Buy EUR", "Margin EUR", "Sell EUR"), so each column sums and sorts as
 * numbers even when a sea rate mixes currencies. Dates as the carrier sent them.
 */
export function comparisonRows(rows: readonly SoldRow[]): CsvValue[][] {
  const currencies = [...new Set(rows.flatMap((r) => r.allIn.map((m) => m.currency ?? 'unknown currency')))];
  const amount = (amounts: readonly Money[] | null, c: string) => {
    const found = amounts?.find((m) => (m.currency ?? 'unknown currency') === c);
    return found ? toDecimalString(found) : null;
  };
  const header = [
    'Carrier',
    'Service',
    'Pickup',
    'Delivery',
    'Transit days',
    ...currencies.map((c) => `Buy ${c}`),
    ...currencies.map((c) => `Margin ${c}`),
    ...currencies.map((c) => `Sell ${c}`),
    'Buy from',
    'Margin rule',
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
      ...currencies.map((c) => amount(row.allIn, c)),
      ...currencies.map((c) => amount(row.sale.margin, c)),
      ...currencies.map((c) => amount(row.sale.sell, c)),
      from[row.allInFrom],
      ruleText(row),
      row.expirationDate,
      row.id,
    ]),
  ];
}

/** The file's text: UTF-8 with its byte order mark, RFC 4180, formulas neutralised. */
export function comparisonCsv(rows: readonly SoldRow[]): string {
  return csvFile(comparisonRows(rows));
}

/** "rates sea-fcl 2026-11-23.csv": the mode and the day the rates came. */
export function comparisonFileName(mode: RatingMode, receivedAt: string): string {
  return `rates ${mode} ${receivedAt.slice(0, 10)}.csv`;
}
