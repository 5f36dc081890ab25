import { parseAppDateTime } from '@shared/domain/datetime';
import { dateTimeFormat } from '@shared/domain/intl-formats';
import { formatMoney, type Money } from '@shared/domain/money';

/**
 * Dates and amounts as the sheet prints them, in the operator's locale (the
 * renderer sends it), falling back to British English for a tag Intl refuses.
 */
export class SheetText {
  constructor(readonly locale: string) {}

  private format(options: Intl.DateTimeFormatOptions, date: Date): string {
    try {
      return dateTimeFormat(this.locale, options).format(date);
    } catch {
      return dateTimeFormat('en-GB', options).format(date);
    }
  }

  /** "30 Nov 2026"; the text as sent when it is no date. */
  date(text: string | null): string | null {
    if (!text) return null;
    const date = parseAppDateTime(text);
    return date ? this.format({ dateStyle: 'medium' }, date) : text;
  }

  /** "30 Nov 2026, 10:00"; the text as sent when it is no date. */
  dateTime(text: string | null): string | null {
    if (!text) return null;
    const date = parseAppDateTime(text);
    return date ? this.format({ dateStyle: 'medium', timeStyle: 'short' }, date) : text;
  }

  /** The moment the sheet was made, as a date. */
  today(now: Date): string {
    return this.format({ dateStyle: 'long' }, now);
  }

  money(amount: Money): string {
    return formatMoney(amount, this.locale);
  }

  /** "1,250.00 €" or "1,250.00 € + 80.00 $": one amount per currency. */
  amounts(amounts: readonly Money[]): string {
    return amounts.length === 0 ? 'On request' : amounts.map((m) => this.money(m)).join(' + ');
  }

  /** "12 days", "1 day". */
  days(count: number): string {
    return `${count} ${count === 1 ? 'day' : 'days'}`;
  }
}
