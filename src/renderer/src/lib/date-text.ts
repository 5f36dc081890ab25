import { dateTimeFormat } from '@shared/domain/intl-formats';
import { m } from '@shared/i18n/messages';

/*
 * A date field's text in the desk's locale ("28/11/2026" in Spain, day
 * first): Chromium's own date input writes the browser's order, which is the
 * operating system's, not the desk's language. The field's value stays the
 * ISO day ("2026-11-28") the forms and the service use.
 */

type Part = 'day' | 'month' | 'year';

/** The order of day, month and year in a locale's short date, and its separator. */
function patternOf(locale: string): { order: Part[]; separator: string } {
  const parts = dateTimeFormat(locale, { day: '2-digit', month: '2-digit', year: 'numeric' }).formatToParts(
    new Date(2000, 10, 22),
  );
  const order = parts.map((p) => p.type).filter((t): t is Part => t === 'day' || t === 'month' || t === 'year');
  const separator = parts.find((p) => p.type === 'literal')?.value ?? '/';
  return { order, separator };
}

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** "2026-11-28" as the locale writes it ("28/11/2026"); anything else as it is. */
export function dateText(iso: string, locale: string): string {
  const match = ISO_DAY.exec(iso);
  if (!match) return iso;
  const [, year, month, day] = match;
  const { order, separator } = patternOf(locale);
  const values: Record<Part, string> = { day: day as string, month: month as string, year: year as string };
  return order.map((part) => values[part]).join(separator);
}

/** A day typed in the locale's order ("28/11/2026", "28-11-26", "28 11 2026") as ISO; null when it is no real day. */
export function dayFromText(text: string, locale: string): string | null {
  const numbers = text.trim().split(/\D+/).filter(Boolean);
  if (numbers.length !== 3) return null;
  const { order } = patternOf(locale);
  const values = Object.fromEntries(order.map((part, i) => [part, Number(numbers[i])])) as Record<Part, number>;
  const year = values.year < 100 ? 2000 + values.year : values.year;
  const date = new Date(Date.UTC(year, values.month - 1, values.day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== values.month - 1 || date.getUTCDate() !== values.day) {
    return null;
  }
  return `${String(year).padStart(4, '0')}-${String(values.month).padStart(2, '0')}-${String(values.day).padStart(2, '0')}`;
}

/** What the field shows empty: "dd/mm/aaaa" in Spanish, the locale's order and separator. */
export function datePlaceholder(locale: string): string {
  const { order, separator } = patternOf(locale);
  const words: Record<Part, string> = { day: m.date_day_letters(), month: m.date_month_letters(), year: m.date_year_letters() };
  return order.map((part) => words[part]).join(separator);
}
