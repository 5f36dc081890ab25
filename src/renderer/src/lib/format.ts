import { dateTimeFormat, displayNames, numberFormat } from '@shared/domain/intl-formats';
import { parseAppDateTime } from '@shared/domain/datetime';
import { formatMoney as formatMoneyIn, type Money } from '@shared/domain/money';

/**
 * Display formats for the operator's own locale (the OS language Chromium
 * reports), so amounts and dates read the way the desk is used to. Every
 * function takes the locale as a last argument for tests.
 */
export function currentLocale(): string {
  // Read through globalThis so this file also type-checks (and runs) outside a browser.
  const nav = (globalThis as { navigator?: { language?: string } }).navigator;
  return nav?.language || 'en-US';
}

/** Money in minor units, e.g. "€1,234.50"; always two decimals (the API's scale). */
export function formatMoney(money: Money, locale: string = currentLocale()): string {
  return formatMoneyIn(money, locale);
}

export function formatNumber(value: number, locale: string = currentLocale()): string {
  return numberFormat(locale).format(value);
}

/** "1 port", "12 ports": a count with its noun. */
export function formatCount(count: number, singular: string, plural: string, locale: string = currentLocale()): string {
  return `${formatNumber(count, locale)} ${count === 1 ? singular : plural}`;
}

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
