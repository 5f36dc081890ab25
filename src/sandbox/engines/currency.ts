/**
 * Currencies the sandbox prices in, with fixed reference rates (USD per unit).
 * Fixed on purpose: the same request must give the same prices tomorrow.
 */
const USD_PER_UNIT: Readonly<Record<string, number>> = {
  USD: 1,
  EUR: 1.08,
  GBP: 1.27,
  CHF: 1.12,
  SEK: 0.095,
  NOK: 0.094,
  DKK: 0.145,
  PLN: 0.25,
  CZK: 0.043,
  HUF: 0.0028,
  RON: 0.217,
  TRY: 0.031,
  MAD: 0.1,
  AED: 0.272,
  HKD: 0.128,
  CNY: 0.138,
  SGD: 0.74,
  JPY: 0.0067,
  KRW: 0.00074,
  INR: 0.012,
  AUD: 0.66,
  CAD: 0.73,
  MXN: 0.058,
  BRL: 0.2,
  ZAR: 0.054,
};

export const supportedCurrencies: readonly string[] = Object.keys(USD_PER_UNIT);

export function isSupportedCurrency(code: string): boolean {
  return Object.hasOwn(USD_PER_UNIT, code);
}

/** Converts minor units between currencies (rounded to a whole minor unit). */
export function convert(minor: number, from: string, to: string): number {
  if (from === to) return minor;
  const a = USD_PER_UNIT[from];
  const b = USD_PER_UNIT[to];
  if (a === undefined || b === undefined) throw new Error(`no sandbox exchange rate for ${from} -> ${to}`);
  return Math.round((minor * a) / b);
}

/** Converts and rounds to whole currency units (carriers quote local charges in round figures). */
export function convertRounded(minor: number, from: string, to: string): number {
  return Math.round(convert(minor, from, to) / 100) * 100;
}

const EURO_AREA = new Set([
  'AT',
  'BE',
  'CY',
  'DE',
  'EE',
  'ES',
  'FI',
  'FR',
  'GR',
  'HR',
  'IE',
  'IT',
  'LT',
  'LU',
  'LV',
  'MT',
  'NL',
  'PT',
  'SI',
  'SK',
]);
const LOCAL: Readonly<Record<string, string>> = {
  GB: 'GBP',
  CH: 'CHF',
  SE: 'SEK',
  NO: 'NOK',
  DK: 'DKK',
  PL: 'PLN',
  CZ: 'CZK',
  HU: 'HUF',
  RO: 'RON',
  TR: 'TRY',
  MA: 'MAD',
  AE: 'AED',
  HK: 'HKD',
  CN: 'CNY',
  SG: 'SGD',
  JP: 'JPY',
  KR: 'KRW',
  IN: 'INR',
  AU: 'AUD',
  CA: 'CAD',
  MX: 'MXN',
  BR: 'BRL',
  ZA: 'ZAR',
  US: 'USD',
};

/** The currency a port's local charges are billed in (USD where the sandbox has no better idea). */
export function localCurrency(countryCode: string): string {
  const code = countryCode.toUpperCase();
  if (EURO_AREA.has(code)) return 'EUR';
  return LOCAL[code] ?? 'USD';
}

/** VAT the saved-quote list shows for a domestic road shipment (0 across borders, as exports are exempt). */
const VAT: Readonly<Record<string, number>> = {
  ES: 21,
  PT: 23,
  FR: 20,
  DE: 19,
  IT: 22,
  GB: 20,
  NL: 21,
  BE: 21,
  AT: 20,
};
export function domesticVatPercent(origin: string, destination: string): number {
  return origin === destination ? (VAT[origin] ?? 0) : 0;
}
