import { numberFormat } from './intl-formats';

/**
 * Money inside the app: an integer amount in minor units plus the ISO 4217
 * currency code it is in (null when the service sent an amount without saying
 * the currency). The freight API's Long amounts carry two implied decimals for
 * every currency, so "minor units" here always means hundredths.
 */
export interface Money {
  /** Integer, in hundredths of the currency unit (7943 is 79.43). */
  readonly value: number;
  /** ISO 4217 code such as EUR, or null when the payload did not say. */
  readonly currency: string | null;
}

/** The API's fixed scale: every Long amount has two implied decimals. */
export const MINOR_DIGITS = 2;
const SCALE = 10 ** MINOR_DIGITS;

export class CurrencyMismatchError extends Error {
  constructor(
    readonly left: string | null,
    readonly right: string | null,
  ) {
    super(`cannot add amounts in ${left ?? 'an unknown currency'} and ${right ?? 'an unknown currency'}`);
    this.name = 'CurrencyMismatchError';
  }
}

/** A Money from an integer amount in minor units. */
export function fromMinor(value: number, currency: string | null = null): Money {
  if (!Number.isSafeInteger(value)) throw new RangeError(`minor-unit amount must be an integer, got ${value}`);
  return { value, currency: currency === null ? null : currency.toUpperCase() };
}

/** A + B. Both must be in the same currency (null matches only null). */
export function add(a: Money, b: Money): Money {
  if (a.currency !== b.currency) throw new CurrencyMismatchError(a.currency, b.currency);
  return { value: a.value + b.value, currency: a.currency };
}

/**
 * Sum of amounts that share one currency; throws CurrencyMismatchError
 * otherwise. An empty list sums to zero in `currency`.
 */
export function sum(amounts: readonly Money[], currency: string | null = amounts[0]?.currency ?? null): Money {
  return amounts.reduce<Money>((total, m) => add(total, m), { value: 0, currency });
}

/**
 * One total per currency, in the order each currency first appears. Sea rates
 * mix USD, EUR and HKD surcharges, so "the total" is a list, never one number.
 */
export function totalsByCurrency(amounts: readonly Money[]): Money[] {
  /*
   * The totals themselves as the accumulator, found by a scan: a list holds
   * two or three currencies, and this runs for every surcharge group of every
   * sea rate parsed (a Map, its entries and their arrays cost more than the
   * sums; measured on a large FCL answer).
   */
  const totals: { value: number; currency: string | null }[] = [];
  outer: for (const m of amounts) {
    for (const total of totals) {
      if (total.currency === m.currency) {
        total.value += m.value;
        continue outer;
      }
    }
    totals.push({ value: m.value, currency: m.currency });
  }
  return totals;
}

/** Whether two lists hold the same amounts in the same currencies, in the same order. */
export function sameAmounts(a: readonly Money[], b: readonly Money[]): boolean {
  return a.length === b.length && a.every((m, i) => m.value === b[i]?.value && m.currency === b[i]?.currency);
}

/** Multiplies an amount by an integer count (quantity of a surcharge, say). */
export function times(m: Money, count: number): Money {
  return { value: m.value * count, currency: m.currency };
}

/**
 * The amount as a plain decimal string with two decimals ("-12.05"), built
 * from the integer so no float rounding shows up.
 */
export function toDecimalString(m: Money | number): string {
  const value = typeof m === 'number' ? m : m.value;
  const sign = value < 0 ? '-' : '';
  const abs = Math.abs(value);
  const units = Math.trunc(abs / SCALE);
  const minor = String(abs % SCALE).padStart(MINOR_DIGITS, '0');
  return `${sign}${units}.${minor}`;
}

/**
 * Formats for display in `locale` (a BCP 47 tag such as "es-ES"), with the
 * currency symbol when the currency is known and always two decimals (the API's
 * scale, even for currencies Intl shows without decimals).
 */
export function formatMoney(m: Money, locale: string): string {
  const options: Intl.NumberFormatOptions = {
    minimumFractionDigits: MINOR_DIGITS,
    maximumFractionDigits: MINOR_DIGITS,
  };
  const amount = m.value / SCALE;
  if (m.currency !== null && /^[A-Z]{3}$/.test(m.currency)) {
    try {
      return numberFormat(locale, { ...options, style: 'currency', currency: m.currency }).format(amount);
    } catch {
      // An unknown locale tag: fall through to the plain number in the default locale.
    }
  }
  const text = safeNumberFormat(locale, options).format(amount);
  return m.currency === null ? text : `${text} ${m.currency}`;
}

function safeNumberFormat(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  try {
    return numberFormat(locale, options);
  } catch {
    return numberFormat(undefined, options);
  }
}

/**
 * Parses a decimal text typed by an operator ("12.34", "12,3", "-5", "1234")
 * into integer minor units, exactly: digits are joined as text, never
 * multiplied as floats. Returns null for anything else, including more than two
 * decimals and thousands separators ("1.234,56" is ambiguous, so refused).
 */
export function parseMinor(text: string): number | null {
  const match = /^\s*([+-]?)(\d+)(?:[.,](\d{0,2}))?\s*$/.exec(text) ?? /^\s*([+-]?)()[.,](\d{1,2})\s*$/.exec(text);
  if (!match) return null;
  const [, sign, units = '', decimals = ''] = match;
  const digits = `${units || '0'}${decimals.padEnd(MINOR_DIGITS, '0')}`.replace(/^0+(?=\d)/, '');
  const value = Number(digits);
  if (!Number.isSafeInteger(value)) return null;
  return sign === '-' && value !== 0 ? -value : value;
}
