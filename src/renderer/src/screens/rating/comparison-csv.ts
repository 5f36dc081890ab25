import type { RatingMode } from '@shared/api/modes';
import { csvFile, type CsvValue } from '@shared/domain/csv';
import { toDecimalString } from '@shared/domain/money';
import type { Money } from '@shared/domain/money';
import { m } from '@shared/i18n/messages';
import type { SoldRow } from './sell-rows';

/** The words of a rate's margin rule in the file: the rule, "set by hand", none, or why it is unknown. */
function ruleText(row: SoldRow): string {
  if (row.sale.unknown !== null) return m.rating_csv_rule_unknown({ why: row.sale.unknown });
  if (row.sale.override) return m.rating_csv_rule_by_hand();
  return row.sale.choice.rule?.name ?? m.rating_csv_rule_none();
}

/**
 * The rate comparison as CSV, rows as the screen shows them (filtered and
 * sorted): one row per rate, the buy price (the carrier's all-in), the
 * margin and the sell price as plain decimals in one column per currency
 * ("Buy EUR", "Margin EUR", "Sell EUR"), so each column sums and sorts as
 * numbers even when a sea rate mixes currencies. Dates as the carrier sent them;
 * the headers and words in the desk's language.
 */
export function comparisonRows(rows: readonly SoldRow[]): CsvValue[][] {
  const unknownCurrency = m.rating_csv_unknown_currency();
  const currencies = [...new Set(rows.flatMap((r) => r.allIn.map((money) => money.currency ?? unknownCurrency)))];
  const amount = (amounts: readonly Money[] | null, c: string) => {
    const found = amounts?.find((money) => (money.currency ?? unknownCurrency) === c);
    return found ? toDecimalString(found) : null;
  };
  const header = [
    m.rating_csv_carrier(),
    m.rating_csv_service(),
    m.rating_csv_pickup(),
    m.rating_csv_delivery(),
    m.rating_csv_transit_days(),
    ...currencies.map((currency) => m.rating_csv_buy({ currency })),
    ...currencies.map((currency) => m.rating_csv_margin({ currency })),
    ...currencies.map((currency) => m.rating_csv_sell({ currency })),
    m.rating_csv_buy_from(),
    m.rating_csv_margin_rule(),
    m.rating_csv_valid_until(),
    m.rating_csv_rate_id(),
  ];
  const from = {
    price: m.rating_csv_from_price(),
    'price-and-surcharges': m.rating_csv_from_price_and_surcharges(),
    surcharges: m.rating_csv_from_surcharges(),
    none: m.rating_csv_from_none(),
  } as const;
  return [
    header,
    ...rows.map((row) => [
      row.carrier,
      row.service,
      row.pickUpDate,
      row.preBooking ? m.rating_csv_prebooking() : row.deliveryDate,
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

/** "rates sea-fcl 2026-11-23.csv": the mode and the day the rates came, in the desk's language. */
export function comparisonFileName(mode: RatingMode, receivedAt: string): string {
  return `${m.file_name_rates({ mode, day: receivedAt.slice(0, 10) })}.csv`;
}
