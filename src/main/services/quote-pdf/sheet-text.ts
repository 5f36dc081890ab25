import { parseAppDateTime } from '@shared/domain/datetime';
import { dateTimeFormat, numberFormat } from '@shared/domain/intl-formats';
import { formatMoney, type Money } from '@shared/domain/money';
import type { MessageLanguage } from '@shared/i18n/desk-language';
import { m } from '@shared/i18n/messages';

/** A compiled message (src/shared/i18n): its inputs, said in the language named. */
type Message<I> = (inputs: I, options?: { locale?: MessageLanguage }) => string;

/**
 * The sheet's words, dates and amounts in the PDF's own language and locale
 * (the customer's, chosen at export; not the desk's), falling back to British
 * English formats for a tag Intl refuses.
 */
export class SheetText {
  constructor(
    readonly locale: string,
    readonly language: MessageLanguage = 'en',
  ) {}

  /** A message in the sheet's language. */
  say<I>(message: Message<I>, inputs: I): string {
    return message(inputs, { locale: this.language });
  }

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

  /** A figure as the sheet's locale writes it ("1.234,5"). */
  number(value: number): string {
    try {
      return numberFormat(this.locale, { maximumFractionDigits: 2, useGrouping: 'always' }).format(value);
    } catch {
      return numberFormat('en-GB', { maximumFractionDigits: 2, useGrouping: 'always' }).format(value);
    }
  }

  money(amount: Money): string {
    return formatMoney(amount, this.locale);
  }

  /** "1,250.00 €" or "1,250.00 € + 80.00 $": one amount per currency. */
  amounts(amounts: readonly Money[]): string {
    return amounts.length === 0 ? this.say(m.pdf_on_request, {}) : amounts.map((a) => this.money(a)).join(' + ');
  }

  /** "12 days", "1 día". */
  days(count: number): string {
    return this.say(m.pdf_days, { count });
  }
}
