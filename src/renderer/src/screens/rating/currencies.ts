import { displayNames } from '@shared/domain/intl-formats';
import type { SelectOption } from './select-option';
import { currentLocale } from '../../lib/format';

/**
 * The currencies the rating form offers, most used first. A short list on
 * purpose: the codes the freight service prices in; anything else would only
 * be refused after a round trip.
 */
export const ratingCurrencies = [
  'EUR',
  'USD',
  'GBP',
  'CHF',
  'SEK',
  'NOK',
  'DKK',
  'PLN',
  'CZK',
  'HUF',
  'RON',
  'TRY',
  'MAD',
  'AED',
  'CNY',
  'HKD',
  'SGD',
  'JPY',
  'KRW',
  'INR',
  'AUD',
  'CAD',
  'MXN',
  'BRL',
  'ZAR',
] as const;

/** "EUR · Euro" in the operator's language (the code alone where Intl has no name). */
export function currencyLabel(code: string, locale: string = currentLocale()): string {
  try {
    const name = displayNames(locale, { type: 'currency', fallback: 'none' }).of(code);
    return name ? `${code} · ${name}` : code;
  } catch {
    return code;
  }
}

export function currencyOptions(locale: string = currentLocale()): SelectOption[] {
  return ratingCurrencies.map((code) => ({ value: code, label: currencyLabel(code, locale) }));
}
