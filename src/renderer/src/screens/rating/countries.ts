import type { SelectOption } from './select-option';
import { countryName, currentLocale } from '../../lib/format';

/**
 * Countries offered for a road or air address, by ISO 3166-1 alpha-2 code:
 * Europe's road network first, then the main air and sea trading partners.
 * The postal-code lookup is asked within the chosen country.
 */
export const addressCountries = [
  'ES',
  'PT',
  'FR',
  'DE',
  'IT',
  'NL',
  'BE',
  'LU',
  'GB',
  'IE',
  'AT',
  'CH',
  'PL',
  'CZ',
  'SK',
  'HU',
  'RO',
  'BG',
  'GR',
  'HR',
  'SI',
  'DK',
  'SE',
  'NO',
  'FI',
  'EE',
  'LV',
  'LT',
  'TR',
  'MA',
  'US',
  'CA',
  'MX',
  'BR',
  'CN',
  'HK',
  'JP',
  'KR',
  'SG',
  'IN',
  'AE',
  'AU',
  'ZA',
] as const;

/** "Spain (ES)" options sorted by name in the operator's language; `extra` adds a code the list lacks. */
export function countryOptions(extra: string | null = null, locale: string = currentLocale()): SelectOption[] {
  const codes: string[] = [...addressCountries];
  const wanted = extra?.trim().toUpperCase();
  if (wanted && /^[A-Z]{2}$/.test(wanted) && !codes.includes(wanted)) codes.push(wanted);
  return codes
    .map((code) => ({ value: code, label: `${countryName(code, locale) ?? code} (${code})` }))
    .sort((a, b) => a.label.localeCompare(b.label, locale));
}
