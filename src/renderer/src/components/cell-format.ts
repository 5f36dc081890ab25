import { formatCount, formatDate, formatDateTime, formatNumber } from '../lib/format';

/**
 * The text of the number and date cells (NumberCell, DateCell), with the
 * app's formats (lib/format.ts, on the shared Intl cache). Kept apart from
 * the components so the rules are tested without a page.
 */

/** What an absent value reads as in every table. */
export const EMPTY_CELL = '—';

/** How a number cell names its unit: a noun ("2 days") or a sign after the number ("21 %"). */
export type NumberUnit = { readonly singular: string; readonly plural: string } | { readonly suffix: string };

/** "2 days", "1 day", "21 %", "1,250"; the empty mark when there is no number. */
export function numberCellText(value: number | null | undefined, unit?: NumberUnit, locale?: string): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return EMPTY_CELL;
  if (unit && 'singular' in unit) return formatCount(value, unit.singular, unit.plural, locale);
  const number = formatNumber(value, locale);
  return unit ? `${number} ${unit.suffix}` : number;
}

/** "12 Mar 2025" (or with the time); null when there is no date, so the cell shows its fallback. */
export function dateCellText(text: string | null | undefined, withTime = false, locale?: string): string | null {
  if (!text) return null;
  return withTime ? formatDateTime(text, locale) : formatDate(text, locale);
}
