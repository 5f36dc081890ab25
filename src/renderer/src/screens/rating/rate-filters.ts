import { amountIn } from '@shared/domain/all-in';
import { m } from '@shared/i18n/messages';
import { parseMinor, type Money } from '@shared/domain/money';
import type { RateRow } from './rate-rows';

/*
 * The comparison's filters as data: the carrier, the most transit days, and a
 * price range per currency. A range applies to the all-in amount in its own
 * currency only: rates in another currency are not converted, and an all-in in
 * two currencies is held to each currency's range.
 */

/** A price range in minor units; null is open on that side. */
export interface PriceRange {
  readonly min: number | null;
  readonly max: number | null;
}

export interface RateFilters {
  readonly carrier: string | null;
  readonly maxTransitDays: number | null;
  /** By currency code ('' for amounts the service sent without a currency). */
  readonly price: Readonly<Record<string, PriceRange>>;
}

export const NO_FILTERS: RateFilters = { carrier: null, maxTransitDays: null, price: {} };

/** The key of a currency in `RateFilters.price`. */
export function currencyKey(currency: string | null): string {
  return currency ?? '';
}

function hasBound(range: PriceRange | undefined): range is PriceRange {
  return range !== undefined && (range.min !== null || range.max !== null);
}

export function isFiltering(filters: RateFilters): boolean {
  return (
    filters.carrier !== null ||
    filters.maxTransitDays !== null ||
    Object.values(filters.price).some((range) => hasBound(range))
  );
}

/** Whether one rate passes every filter; the price ranges hold `amounts` (the all-in unless said). */
export function passes(
  row: RateRow,
  filters: RateFilters,
  amounts: readonly Money[] = row.allIn,
): boolean {
  if (filters.carrier !== null && row.carrier !== filters.carrier) return false;
  // A rate without a transit time (a pre-booking) cannot be said to arrive in time.
  if (filters.maxTransitDays !== null && (row.transitDays === null || row.transitDays > filters.maxTransitDays)) {
    return false;
  }
  const ranges = Object.entries(filters.price).filter(([, range]) => hasBound(range));
  if (ranges.length === 0) return true;
  // A rate with no amount at all cannot be said to be in any range.
  if (amounts.length === 0) return false;
  return ranges.every(([key, range]) => {
    const amount = amountIn(amounts, key === '' ? null : key);
    if (amount === null) return true;
    return (range.min === null || amount >= range.min) && (range.max === null || amount <= range.max);
  });
}

export interface Filtered<R extends RateRow = RateRow> {
  readonly shown: R[];
  /** How many rates the filters hide. */
  readonly hidden: number;
}

export function filterRates<R extends RateRow>(
  rows: readonly R[],
  filters: RateFilters,
  amountsOf: (row: R) => readonly Money[] = (row) => row.allIn,
): Filtered<R> {
  const shown = rows.filter((row) => passes(row, filters, amountsOf(row)));
  return { shown, hidden: rows.length - shown.length };
}

/* ------------------------------------------------ what the operator types */

export type Parsed<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: string };

/** An amount typed in a price box: empty is no bound; else a decimal with at most two decimals. */
export function parseAmount(text: string): Parsed<number | null> {
  if (text.trim() === '') return { ok: true, value: null };
  const minor = parseMinor(text);
  if (minor === null || minor < 0) return { ok: false, error: m.rating_filter_amount_invalid() };
  return { ok: true, value: minor };
}

/** Days typed in the transit box: empty is no limit; else a whole number of days. */
export function parseDays(text: string): Parsed<number | null> {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: true, value: null };
  if (!/^\d{1,3}$/.test(trimmed)) return { ok: false, error: m.rating_filter_days_invalid() };
  return { ok: true, value: Number(trimmed) };
}

/** A range whose minimum is above its maximum is said, not silently swapped. */
export function rangeError(range: PriceRange): string | null {
  return range.min !== null && range.max !== null && range.min > range.max ? m.rating_filter_min_above_max() : null;
}
