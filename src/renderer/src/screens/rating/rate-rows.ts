import type { RatingMode } from '@shared/api/modes';
import { ratingModes } from '@shared/api/modes';
import type { AirRate, TerrestrialRate } from '@shared/api/rating';
import type { RatedRate, SeaRateSummary } from '@shared/ipc/channels/rating';
import { amountIn, commonCurrency, type AllIn } from '@shared/domain/all-in';
import { carrierNameOf, rateAllIn } from '@shared/domain/rate-price';
import type { Money } from '@shared/domain/money';
import { dateCellText } from '../../components/cell-format';
import type { SortOrder as TableSortOrder } from '../../components/table-sort';
import { m } from '@shared/i18n/messages';
import { counted, parseAppDateTime } from '../../lib/format';

/*
 * The rate comparison as data: every kind of rate (road, sea, air) as one row
 * shape, its all-in price, the sorts, the carrier filter and the "Cheapest" /
 * "Fastest" marks. The screen renders rows; everything it decides is here.
 */

export type { RateKind } from '@shared/domain/rate-price';

export type KindedRate =
  | { readonly kind: 'terrestrial'; readonly rate: TerrestrialRate }
  | { readonly kind: 'sea'; readonly rate: SeaRateSummary }
  | { readonly kind: 'air'; readonly rate: AirRate };

export interface RateRow {
  readonly id: string;
  readonly item: KindedRate;
  /** Agency, else the carrier code (sealine, airline). */
  readonly carrier: string;
  readonly service: string | null;
  readonly pickUpDate: string | null;
  readonly deliveryDate: string | null;
  readonly transitDays: number | null;
  /** Sea: no sailing confirmed yet (no delivery date). */
  readonly preBooking: boolean;
  /** One amount per currency: usually one (shared/domain/all-in.ts). */
  readonly allIn: readonly Money[];
  /** What the all-in is made of: the rate's price, the price and its surcharges, or the surcharges alone. */
  readonly allInFrom: AllIn['from'];
  readonly expirationDate: string | null;
}

/** The fields of a rating answer the comparison needs (RatingResult of the IPC contract). */
export interface RatedQuote {
  readonly mode: RatingMode;
  readonly currency: string | null;
  readonly quote: { readonly rates: readonly RatedRate[] };
}

function kinded(mode: RatingMode, rate: RatedRate): KindedRate {
  const kind = ratingModes[mode].kind;
  // The mode decides the rate's shape: the response schema of the mode parsed it.
  return { kind, rate } as KindedRate;
}

/** A rate's all-in total per currency (the rule is shared/domain/all-in.ts, read by shared/domain/rate-price.ts). */
export function allInPrice(item: KindedRate, currency: string | null): Pick<RateRow, 'allIn' | 'allInFrom'> {
  const { totals, from } = rateAllIn(item.kind, item.rate, currency);
  return { allIn: totals, allInFrom: from };
}

export function rateRows(result: RatedQuote): RateRow[] {
  return result.quote.rates.map((rate) => {
    const item = kinded(result.mode, rate);
    const preBooking = item.kind === 'sea' ? item.rate.isPreBooking : false;
    return {
      id: rate.id,
      item,
      carrier: carrierNameOf(item.kind, item.rate) ?? m.quotes_unknown_carrier(),
      service: rate.service,
      pickUpDate: rate.pickUpDate,
      deliveryDate: rate.deliveryDate,
      transitDays: rate.transitDays !== null && rate.transitDays >= 0 ? rate.transitDays : null,
      preBooking,
      ...allInPrice(item, result.currency),
      expirationDate: rate.expirationDate,
    };
  });
}

/* ------------------------------------------------------------- sorting */

/** `price`: the carrier's all-in (the buy price); `sell`: the sell price the rows are given (sell-rows.ts). */
export type SortKey = 'price' | 'sell' | 'transit' | 'delivery';
/** The columns a header click sorts by (the rule is the table's: components/table-sort.ts). */
export type SortOrder = TableSortOrder<SortKey>;

/** A row's single comparable price: only when it is one amount (several currencies do not compare). */
function priceValue(row: RateRow): number | null {
  return row.allIn.length === 1 ? (row.allIn[0] as Money).value : null;
}

/**
 * What the all-in sort compares: the row's amount in the currency most rows
 * have an amount in, never a conversion (commonCurrency in shared/domain/all-in.ts).
 */
export function allInSortCurrency(rows: readonly RateRow[]): string | null | undefined {
  return commonCurrency(rows.map((r) => r.allIn));
}

/** The amounts a price sort compares: the all-in, or the sell price a row has. */
type Amounts<R> = (row: R) => readonly Money[];

function sortValue<R extends RateRow>(
  row: R,
  key: SortKey,
  currency: string | null | undefined,
  amounts: Amounts<R>,
): number | null {
  if (key === 'price' || key === 'sell') return currency === undefined ? null : amountIn(amounts(row), currency);
  if (key === 'transit') return row.transitDays;
  return deliveryTime(row);
}

/**
 * Rows in the order asked; rows without a value (no price, no amount in the
 * compared currency, a pre-booking with no delivery date) go last in both
 * directions, and ties keep the service's order.
 */
export function sortRows<R extends RateRow>(
  rows: readonly R[],
  order: SortOrder | null,
  sellOf: Amounts<R> = () => [],
): R[] {
  if (!order) return [...rows];
  const sign = order.direction === 'ascending' ? 1 : -1;
  const amounts: Amounts<R> = order.key === 'sell' ? sellOf : (row) => row.allIn;
  const currency = commonCurrency(rows.map(amounts));
  return rows
    .map((row, index) => ({ row, index, value: sortValue(row, order.key, currency, amounts) }))
    .sort((a, b) => {
      if (a.value === null || b.value === null) {
        if (a.value === b.value) return a.index - b.index;
        return a.value === null ? 1 : -1;
      }
      return (a.value - b.value) * sign || a.index - b.index;
    })
    .map((x) => x.row);
}

/* ------------------------------------------------------- filter and marks */

/** The carriers of the answer, sorted, each once. */
export function carriersOf(rows: readonly RateRow[]): string[] {
  return [...new Set(rows.map((r) => r.carrier))].sort((a, b) => a.localeCompare(b));
}

/** What a screen reader hears when an answer comes: "12 rates from 5 carriers received.", as the panel says it. */
export function ratesReceivedText(rows: readonly RateRow[], locale?: string): string {
  if (rows.length === 0) return m.rating_rates_none_received();
  return m.rating_rates_received({
    rates: counted(m.rating_rates_count, rows.length, locale),
    carriers: counted(m.rating_carriers_count, carriersOf(rows).length, locale),
  });
}

export interface Marks {
  readonly cheapest: ReadonlySet<string>;
  readonly fastest: ReadonlySet<string>;
}

/** Delivery as epoch ms, or null (pre-bookings have none). */
function deliveryTime(row: RateRow): number | null {
  const date = row.deliveryDate ? parseAppDateTime(row.deliveryDate) : null;
  return date ? date.getTime() : null;
}

/** Compares two rows key by key (lower is better; a missing value is worse than any value). */
function byKeys(keys: ReadonlyArray<(row: RateRow) => number | null>) {
  return (a: RateRow, b: RateRow): number => {
    for (const key of keys) {
      const x = key(a);
      const y = key(b);
      if (x === y) continue;
      if (x === null) return 1;
      if (y === null) return -1;
      return x - y;
    }
    return 0;
  };
}

/** The rows that tie with the best one under `compare` (usually one). */
function best(rows: readonly RateRow[], compare: (a: RateRow, b: RateRow) => number): Set<string> {
  const sorted = [...rows].sort(compare);
  const first = sorted[0];
  return new Set(first ? sorted.filter((r) => compare(r, first) === 0).map((r) => r.id) : []);
}

/**
 * The cheapest and the fastest rates of the whole answer, each mark meaning
 * only its word: every rate of the lowest price (prices compare only within
 * the currency most rates are in), and every rate of the fewest transit days
 * that delivers earliest (pre-bookings, with no transit time, never are).
 * Equals are all marked: a speed never picks one of equal prices, nor a price
 * one of equal deliveries, since the badge would claim what the rate is not.
 */
export function markRows(rows: readonly RateRow[]): Marks {
  const single = rows.filter((r) => r.allIn.length === 1);
  const counts = new Map<string | null, number>();
  for (const r of single) {
    const c = (r.allIn[0] as Money).currency;
    counts.set(c, (counts.get(c) ?? 0) + 1);
  }
  const currency = [...counts].sort((a, b) => b[1] - a[1])[0]?.[0];
  const comparable = single.filter((r) => (r.allIn[0] as Money).currency === currency);
  const transit = (r: RateRow) => r.transitDays;
  return {
    cheapest: best(comparable, byKeys([priceValue])),
    fastest: best(
      rows.filter((r) => r.transitDays !== null),
      byKeys([transit, deliveryTime]),
    ),
  };
}

/**
 * The rows whose delivery shows its time as well as its date: those that
 * share their delivery date with another row, when the times differ. The
 * time then tells them apart (and is what makes one the fastest); where
 * every date differs, or the times are equal too, the date alone says all.
 */
export function deliveryTimesShown(rows: readonly RateRow[], locale?: string): ReadonlySet<string> {
  const byDate = new Map<string, RateRow[]>();
  for (const row of rows) {
    const date = row.preBooking ? null : dateCellText(row.deliveryDate, false, locale);
    if (date !== null) byDate.set(date, [...(byDate.get(date) ?? []), row]);
  }
  const shown = new Set<string>();
  for (const sameDate of byDate.values()) {
    const times = new Set(sameDate.map(deliveryTime));
    if (times.size > 1) for (const row of sameDate) shown.add(row.id);
  }
  return shown;
}
