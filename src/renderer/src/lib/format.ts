import { dateTimeFormat, displayNames, numberFormat } from '@shared/domain/intl-formats';
import { parseAppDateTime } from '@shared/domain/datetime';
import { formatMoney as formatMoneyIn, type Money } from '@shared/domain/money';
import { deskLanguage } from './desk-language.svelte';

/**
 * Display formats in the desk's locale (its language's, lib/desk-language),
 * so amounts and dates read the way the desk is used to; a template that
 * formats redraws when the language changes. Every function takes the locale
 * as a last argument for tests.
 */
export function currentLocale(): string {
  return deskLanguage.current.locale;
}

/** Money in minor units, e.g. "€1,234.50"; always two decimals (the API's scale). */
export function formatMoney(money: Money, locale: string = currentLocale()): string {
  return formatMoneyIn(money, locale);
}

/** An amount field's empty look: zero as the desk writes amounts ("0,00" in Spain, "0.00" in English). */
export function zeroAmountText(locale: string = currentLocale()): string {
  return numberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(0);
}

export function formatNumber(value: number, locale: string = currentLocale()): string {
  return numberFormat(locale, GROUPED).format(value);
}

/**
 * A counted phrase of the messages: the message picks its plural form by
 * `count` (Intl.PluralRules) and shows `shown`, the count as the desk writes
 * numbers ("1.234 envíos").
 */
export function counted(
  message: (inputs: { count: number; shown: string }) => string,
  count: number,
  locale: string = currentLocale(),
): string {
  return message({ count, shown: formatNumber(count, locale) });
}

/** English-only "1 port", "12 ports": left to the screens not yet said through counted messages. */
export function formatCount(count: number, singular: string, plural: string, locale: string = currentLocale()): string {
  return `${formatNumber(count, locale)} ${count === 1 ? singular : plural}`;
}

/** Thousands always grouped: Spanish CLDR leaves 4-digit numbers ungrouped, which misreads beside 12.345 in a column. */
const GROUPED: Intl.NumberFormatOptions = { useGrouping: 'always' };

export { parseAppDateTime };

/** "12 Mar 2025" in the operator's locale; the input as is when it is not a date. */
export function formatDate(text: string, locale: string = currentLocale()): string {
  const date = parseAppDateTime(text);
  return date ? dateTimeFormat(locale, { dateStyle: 'medium' }).format(date) : text;
}

/** "12 Mar 2025, 14:05" in the operator's locale; the input as is when it is not a date-time. */
export function formatDateTime(text: string, locale: string = currentLocale()): string {
  const date = parseAppDateTime(text);
  return date ? dateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(date) : text;
}

/** "14:05" for a time today, else the date and time. */
export function formatTimeOrDateTime(text: string, now: Date = new Date(), locale: string = currentLocale()): string {
  const date = parseAppDateTime(text);
  if (!date) return text;
  const sameDay =
    date.getFullYear() === now.getFullYear() && date.getMonth() === now.getMonth() && date.getDate() === now.getDate();
  return sameDay ? dateTimeFormat(locale, { timeStyle: 'short' }).format(date) : formatDateTime(text, locale);
}

/**
 * Country names already looked up, by locale and code: Intl's lookup of one is
 * slower than formatting a date, and the tracking list names two per row
 * (in each route's tooltip) whenever a row scrolls into view.
 */
const countryNames = new Map<string, string | null>();

/** "Spain" for "ES" in the operator's language; null when the code is not a region Intl knows. */
export function countryName(code: string | null | undefined, locale: string = currentLocale()): string | null {
  if (!code || !/^[A-Za-z]{2}$/.test(code)) return null;
  const key = `${locale}|${code.toUpperCase()}`;
  let name = countryNames.get(key);
  if (name === undefined) {
    try {
      name = displayNames(locale, { type: 'region', fallback: 'none' }).of(code.toUpperCase()) ?? null;
    } catch {
      name = null;
    }
    countryNames.set(key, name);
  }
  return name;
}
