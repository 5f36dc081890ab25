import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { useLanguageSource } from '@shared/i18n/desk-language';
import { palletTypeListResponse } from '@shared/api/lookups';
import {
  countryOptions,
  formatCoordinates,
  palletNote,
  palletSize,
  POSTAL_CODE_COUNTRIES,
} from '@renderer/screens/lookups/lookup-format';

describe('formatCoordinates', () => {
  it('writes a point with its hemispheres, four decimals', () => {
    expect(formatCoordinates(41.38879, 2.15899, 'en')).toBe('41.3888° N, 2.1590° E');
    expect(formatCoordinates(-33.8688, -70.7854, 'en')).toBe('33.8688° S, 70.7854° W');
    expect(formatCoordinates(0, 0, 'en')).toBe('0.0000° N, 0.0000° E');
  });

  it('says nothing for a missing coordinate', () => {
    expect(formatCoordinates(null, 2.1, 'en')).toBeNull();
    expect(formatCoordinates(41.3, undefined, 'en')).toBeNull();
  });

  it('follows the operator’s decimal separator', () => {
    expect(formatCoordinates(41.5, 2.25, 'es')).toBe('41,5000° N, 2,2500° E');
  });
});

describe('pallet sizes', () => {
  // The sizes as the service sends them (Custom has none, American no height).
  const [custom, euro, american] = palletTypeListResponse.parse([
    { type: 'Custom', length: null, width: null, height: null, unit: null },
    { type: 'Euro', length: 120, width: 80, height: 14.4, unit: 'CM' },
    { type: 'American', length: 48, width: 40, height: null, unit: 'IN' },
  ]);

  it('reads length × width × height with the unit', () => {
    expect(palletSize(euro!, 'en')).toBe('120 × 80 × 14.4 cm');
    expect(palletSize(american!, 'en')).toBe('48 × 40 in');
    expect(palletSize(custom!, 'en')).toBeNull();
  });

  it('says why a size is missing', () => {
    expect(palletNote(custom!)).toBe('Sizes given per shipment');
    expect(palletNote(american!)).toBe('Height not fixed');
    expect(palletNote(euro!)).toBeNull();
  });
});

describe('postal code countries', () => {
  it('offers at least the desk’s countries, by name, sorted', () => {
    const options = countryOptions('en');
    expect(options.map((o) => o.value).sort()).toEqual(['DE', 'ES', 'FR', 'GB', 'IT', 'NL', 'PT', 'US']);
    expect(options.find((o) => o.value === 'ES')?.label).toBe('Spain (ES)');
    const labels = options.map((o) => o.label);
    expect(labels).toEqual([...labels].sort((a, b) => a.localeCompare(b, 'en')));
  });

  it('offers only countries the embedded sandbox has postal codes for', () => {
    const file = path.resolve(__dirname, '../../../../resources/data/postal-codes.json');
    const countries = Object.keys(JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>);
    for (const { code } of POSTAL_CODE_COUNTRIES) expect(countries).toContain(code);
  });
});

describe('the lookups in Spanish', () => {
  it('write west as O and say what a pallet leaves out in Spanish', () => {
    useLanguageSource(() => 'es');
    try {
      expect(formatCoordinates(-33.9, -70.8, 'es')).toBe('33,9000° S, 70,8000° O');
      expect(palletNote({ length: 120, width: 80, height: null })).toBe('Altura no fija');
      expect(palletNote({ length: null, width: null, height: null })).toBe('Medidas indicadas en cada envío');
    } finally {
      useLanguageSource(() => 'en');
    }
  });
});
