import { describe, expect, it } from 'vitest';
import {
  zeroAmountText,
  countryName,
  formatCount,
  formatDate,
  formatDateTime,
  formatMoney,
  parseAppDateTime,
} from '@renderer/lib/format';

describe('format', () => {
  it("shows minor units as the amount in the operator's locale", () => {
    expect(formatMoney({ value: 123450, currency: 'EUR' }, 'en-US')).toBe('€1,234.50');
    expect(formatMoney({ value: 123450, currency: 'EUR' }, 'de-DE')).toBe('1.234,50\u00a0€');
  });

  it("writes an amount field's empty zero as the desk's locale writes amounts", () => {
    expect(zeroAmountText('es-ES')).toBe('0,00');
    expect(zeroAmountText('en-GB')).toBe('0.00');
  });

  it('counts with the right noun', () => {
    expect(formatCount(1, 'port', 'ports', 'en-US')).toBe('1 port');
    expect(formatCount(1200, 'port', 'ports', 'en-US')).toBe('1,200 ports');
  });

  it('shows a zoneless carrier time as written, never shifted', () => {
    const date = parseAppDateTime('2025-03-12T17:05:00');
    expect(date?.getHours()).toBe(17);
    expect(date?.getMinutes()).toBe(5);
    expect(formatDateTime('2025-03-12T17:05:00', 'en-GB')).toContain('17:05');
  });

  it('leaves text that is not a date as it is', () => {
    expect(formatDate('next Tuesday', 'en-US')).toBe('next Tuesday');
  });

  it('names countries from their ISO code', () => {
    expect(countryName('ES', 'en-US')).toBe('Spain');
    expect(countryName('es', 'en-US')).toBe('Spain');
    expect(countryName('XX1', 'en-US')).toBeNull();
    expect(countryName(null, 'en-US')).toBeNull();
  });

  it('names a country in each language asked, the same each time, and nothing in a malformed one', () => {
    expect(countryName('DE', 'en-US')).toBe('Germany');
    expect(countryName('DE', 'es-ES')).toBe('Alemania');
    expect(countryName('DE', 'en-US')).toBe('Germany');
    expect(countryName('XY', 'en-US')).toBeNull();
    expect(countryName('XY', 'en-US')).toBeNull();
    expect(countryName('DE', 'not a locale!')).toBeNull();
  });
});
