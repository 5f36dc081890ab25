import { m } from '@shared/i18n/messages';
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

/**
 * The countries whose postal codes the desk's place list holds
 * (resources/data/postal-codes.json; test/data/postal-code-countries.test.ts
 * fails when this list and the data disagree). For the other countries offered
 * the search may still find places when the service knows them, but the
 * operator is told to type the postal code, city and region.
 */
export const postalCodeCountries: readonly string[] = ['DE', 'ES', 'FR', 'GB', 'IT', 'NL', 'PT', 'US'];

/** Headings of the country list: the countries the place search fills first (said in the desk's language when read). */
export const COUNTRY_GROUPS = {
  get listed(): string {
    return m.rating_country_group_listed();
  },
  get byHand(): string {
    return m.rating_country_group_by_hand();
  },
};

export function hasPostalCodeList(code: string): boolean {
  return postalCodeCountries.includes(code.trim().toUpperCase());
}

/**
 * "Spain (ES)" options sorted by name in the operator's language, the countries
 * with a postal-code list first; `extra` adds a code the list lacks.
 */
export function countryOptions(extra: string | null = null, locale: string = currentLocale()): SelectOption[] {
  const codes: string[] = [...addressCountries];
  const wanted = extra?.trim().toUpperCase();
  if (wanted && /^[A-Z]{2}$/.test(wanted) && !codes.includes(wanted)) codes.push(wanted);
  return codes
    .map((code) => ({
      value: code,
      label: `${countryName(code, locale) ?? code} (${code})`,
      group: hasPostalCodeList(code) ? COUNTRY_GROUPS.listed : COUNTRY_GROUPS.byHand,
    }))
    .sort(
      (a, b) =>
        Number(a.group === COUNTRY_GROUPS.byHand) - Number(b.group === COUNTRY_GROUPS.byHand) ||
        a.label.localeCompare(b.label, locale),
    );
}
