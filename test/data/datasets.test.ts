import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { isTimeZone, zoneOffsetMs } from '@shared/domain/port-time';
import {
  airportsFileSchema,
  countriesFileSchema,
  palletTypesFileSchema,
  portsFileSchema,
  postalCodesFileSchema,
} from '@sandbox/data/schemas';

/*
 * The reference data the embedded sandbox serves (resources/data, built by
 * scripts/datasets/build.ts). These checks are what a desk operator would
 * notice: a port, airport or postal code missing, in the wrong place, or
 * listed twice.
 */

const DATA_DIR = join(__dirname, '..', '..', 'resources', 'data');

function load(file: string): unknown {
  return JSON.parse(readFileSync(join(DATA_DIR, file), 'utf8'));
}

/** Decimals as written in the file; exponent notation counts as too many. */
function decimals(value: number): number {
  const text = String(value);
  if (/e/i.test(text)) return Infinity;
  return text.split('.')[1]?.length ?? 0;
}

const latitude = z
  .number()
  .min(-90)
  .max(90)
  .refine((v) => decimals(v) <= 6, 'at most 6 decimals');
const longitude = z
  .number()
  .min(-180)
  .max(180)
  .refine((v) => decimals(v) <= 6, 'at most 6 decimals');
const iso2 = z.string().regex(/^[A-Z]{2}$/);

const portSchema = z.strictObject({
  unLocCode: z.string().regex(/^[A-Z]{2}[A-Z0-9]{3}$/),
  city: z.string().min(1),
  country: iso2,
  rkstCode: z.string().min(1).nullable(),
  lat: latitude,
  lng: longitude,
  timeZone: z.string().regex(/^[A-Z][A-Za-z_]+\/[A-Za-z_/-]+$/),
});
const airportSchema = z.strictObject({
  iataCode: z.string().regex(/^[A-Z]{3}$/),
  name: z.string().min(1),
  city: z.string().min(1),
  state: z.string().min(1).nullable(),
  country: z.string().min(1),
  iso: iso2,
  lat: latitude,
  lng: longitude,
  size: z.enum(['large', 'medium']),
});
const postalCodeSchema = z.strictObject({
  postalCode: z.string().min(1),
  city: z.string().min(1),
  region: z.string().min(1).nullable(),
  regionCode: z.string().min(1).nullable(),
  lat: latitude,
  lng: longitude,
});
const palletTypeSchema = z.strictObject({
  type: z.string().min(1),
  length: z.number().positive().nullable(),
  width: z.number().positive().nullable(),
  height: z.number().positive().nullable(),
  unit: z.enum(['CM', 'IN']).nullable(),
});

const ports = z.array(portSchema).parse(load('ports.json'));
const airports = z.array(airportSchema).parse(load('airports.json'));
const postalCodes = z.record(iso2, z.array(postalCodeSchema)).parse(load('postal-codes.json'));
const countries = z
  .record(iso2, z.strictObject({ name: z.string().min(1), localName: z.string().min(1) }))
  .parse(load('countries.json'));
const palletTypes = z.array(palletTypeSchema).parse(load('pallet-types.json'));

type Point = { lat: number; lng: number };
function km(a: Point, b: Point): number {
  const rad = Math.PI / 180;
  const h =
    Math.sin(((b.lat - a.lat) * rad) / 2) ** 2 +
    Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(((b.lng - a.lng) * rad) / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}

function port(code: string) {
  const found = ports.find((p) => p.unLocCode === code);
  if (!found) throw new Error(`port ${code} missing`);
  return found;
}
function airport(code: string) {
  const found = airports.find((a) => a.iataCode === code);
  if (!found) throw new Error(`airport ${code} missing`);
  return found;
}
function postal(country: string, code: string) {
  return (postalCodes[country] ?? []).filter((p) => p.postalCode === code);
}

function isSorted(keys: readonly string[]): boolean {
  return keys.every((k, i) => i === 0 || (keys[i - 1] ?? '').localeCompare(k) <= 0);
}

describe('the files load with the schemas the sandbox uses', () => {
  it('parses every file with src/sandbox/data/schemas.ts', () => {
    expect(() => portsFileSchema.parse(load('ports.json'))).not.toThrow();
    expect(() => airportsFileSchema.parse(load('airports.json'))).not.toThrow();
    expect(() => postalCodesFileSchema.parse(load('postal-codes.json'))).not.toThrow();
    expect(() => countriesFileSchema.parse(load('countries.json'))).not.toThrow();
    expect(() => palletTypesFileSchema.parse(load('pallet-types.json'))).not.toThrow();
  });
});

describe('ports.json', () => {
  it('lists at least 250 container ports, each UN/LOCODE once, sorted', () => {
    expect(ports.length).toBeGreaterThanOrEqual(250);
    const codes = ports.map((p) => p.unLocCode);
    expect(new Set(codes).size).toBe(codes.length);
    expect(isSorted(codes)).toBe(true);
  });

  it('has the main ports the desk ships through', () => {
    const required = [
      'ESBCN',
      'HKHKG',
      'CNSHA',
      'SGSIN',
      'NLRTM',
      'DEHAM',
      'USLAX',
      'USNYC',
      'ESVLC',
      'ESALG',
      'PTLIS',
      'PTSIN',
      'FRLEH',
      'FRMRS',
      'ITGOA',
      'GBFXT',
      'GBSOU',
      'BEANR',
      'CNNGB',
      'KRPUS',
      'AEJEA',
    ];
    const codes = new Set(ports.map((p) => p.unLocCode));
    expect(required.filter((c) => !codes.has(c))).toEqual([]);
    expect(port('ESBCN').city).toBe('Barcelona');
    expect(port('HKHKG').city).toBe('Hong Kong');
  });

  it('gives each port the country of its UN/LOCODE', () => {
    expect(ports.filter((p) => p.country !== p.unLocCode.slice(0, 2))).toEqual([]);
  });

  it('carries an RKST code only where the real service showed one', () => {
    expect(port('ESBCN').rkstCode).toBe('ESBCN');
    expect(port('HKHKG').rkstCode).toBe('HKHKG');
    expect(port('VEBLA').rkstCode).toBe('VEBCA');
    const others = ports.filter((p) => !['ESBCN', 'HKHKG', 'VEBLA'].includes(p.unLocCode) && p.rkstCode !== null);
    expect(others).toEqual([]);
  });

  it('gives each port the time zone its terminal counts days in, a land zone Intl knows', () => {
    expect(ports.filter((p) => p.timeZone.startsWith('Etc/') || !isTimeZone(p.timeZone))).toEqual([]);
    // Where the zone from the position and sea-ports' disagreed, the one set by hand (Tanjung Pelepas is in Johor).
    expect(port('MYTPP').timeZone).toBe('Asia/Kuala_Lumpur');
    expect(port('ESVLC').timeZone).toBe('Europe/Madrid');
    expect(port('CNSHA').timeZone).toBe('Asia/Shanghai');
    expect(port('USLAX').timeZone).toBe('America/Los_Angeles');
    expect(port('USOAK').timeZone).toBe('America/Los_Angeles');
    // Spain's ports keep two clocks: the Canaries an hour behind the peninsula.
    expect(zoneOffsetMs(Date.UTC(2026, 0, 15), port('ESLPA').timeZone)).toBe(0);
  });

  it('answers a search for Barcelona with the Spanish and the Venezuelan port, as the observed lookup does', () => {
    const barcelona = ports.filter((p) => p.city === 'Barcelona').map((p) => p.unLocCode);
    expect(barcelona.sort()).toEqual(['ESBCN', 'VEBLA']);
  });

  it('puts ports where they are, so sea distances come out right', () => {
    // Barcelona port and Barcelona airport are about 10 km apart.
    expect(km(port('ESBCN'), airport('BCN'))).toBeLessThan(25);
    expect(km(port('HKHKG'), airport('HKG'))).toBeLessThan(40);
    expect(km(port('SGSIN'), airport('SIN'))).toBeLessThan(40);
    // Great-circle Barcelona - Hong Kong is about 10,000 km; Rotterdam - Hamburg about 410 km.
    expect(km(port('ESBCN'), port('HKHKG'))).toBeGreaterThan(9_500);
    expect(km(port('ESBCN'), port('HKHKG'))).toBeLessThan(10_500);
    expect(km(port('NLRTM'), port('DEHAM'))).toBeGreaterThan(350);
    expect(km(port('NLRTM'), port('DEHAM'))).toBeLessThan(450);
  });
});

describe('airports.json', () => {
  it('lists the scheduled airports of the world, each IATA code once, sorted', () => {
    expect(airports.length).toBeGreaterThanOrEqual(3_000);
    const codes = airports.map((a) => a.iataCode);
    expect(new Set(codes).size).toBe(codes.length);
    expect(isSorted(codes)).toBe(true);
  });

  it('classes the hubs as large and the regional airports as medium (the ranking of airport suggestions)', () => {
    const size = (code: string) => airports.find((a) => a.iataCode === code)?.size;
    for (const hub of ['MAD', 'BCN', 'CDG', 'LHR', 'FRA', 'JFK']) expect(size(hub), hub).toBe('large');
    for (const regional of ['LCY', 'YXU', 'VLN']) expect(size(regional), regional).toBe('medium');
    const large = airports.filter((a) => a.size === 'large').length;
    expect(large).toBeGreaterThan(300);
    expect(large).toBeLessThan(airports.length / 4);
  });

  it('has the airports operators ask for', () => {
    const codes = new Set(airports.map((a) => a.iataCode));
    const required = [
      'BCN',
      'MAD',
      'LIS',
      'OPO',
      'CDG',
      'FRA',
      'MUC',
      'FCO',
      'MXP',
      'LHR',
      'MAN',
      'AMS',
      'JFK',
      'LAX',
      'ORD',
      'MIA',
      'HKG',
      'PVG',
      'SIN',
      'DXB',
    ];
    expect(required.filter((c) => !codes.has(c))).toEqual([]);
    expect(airport('BCN')).toMatchObject({ city: 'Barcelona', country: 'Spain', iso: 'ES' });
  });

  it('places an airport next to its city', () => {
    const madrid = postal('ES', '28001')[0];
    expect(madrid).toBeDefined();
    if (madrid) expect(km(airport('MAD'), madrid)).toBeLessThan(20);
    expect(km(airport('LHR'), airport('LGW'))).toBeLessThan(50);
  });
});

describe('postal-codes.json', () => {
  const FORMATS: Record<string, RegExp> = {
    ES: /^\d{5}$/,
    PT: /^\d{4}$/,
    FR: /^\d{5}$/,
    DE: /^\d{5}$/,
    IT: /^\d{5}$/,
    GB: /^[A-Z]{1,2}\d[A-Z\d]?$/,
    NL: /^\d{4}$/,
    US: /^\d{5}$/,
  };

  it("has postal codes for ES, PT, FR, DE, IT, GB, NL and US, in each country's format", () => {
    for (const [country, format] of Object.entries(FORMATS)) {
      const list = postalCodes[country] ?? [];
      expect(list.length, country).toBeGreaterThan(0);
      expect(
        list.filter((p) => !format.test(p.postalCode)).map((p) => p.postalCode),
        country,
      ).toEqual([]);
    }
  });

  it('lists each code and city once per country, sorted by code', () => {
    for (const [country, list] of Object.entries(postalCodes)) {
      const keys = list.map((p) => `${p.postalCode}|${p.city}`);
      expect(new Set(keys).size, country).toBe(keys.length);
      expect(isSorted(list.map((p) => p.postalCode)), country).toBe(true);
    }
  });

  it.each([
    ['ES', '08001', 'Barcelona'],
    ['ES', '28001', 'Madrid'],
    ['ES', '46001', 'Valencia'],
    ['ES', '24008', 'León'],
    ['ES', '33001', 'Oviedo'],
    ['PT', '1100', 'Lisboa'],
    ['PT', '4000', 'Porto'],
    ['FR', '75001', 'Paris'],
    ['FR', '69001', 'Lyon'],
    ['FR', '13001', 'Marseille'],
    ['DE', '10115', 'Berlin'],
    ['DE', '20095', 'Hamburg'],
    ['DE', '80331', 'München'],
    ['IT', '00185', 'Roma'],
    ['IT', '20121', 'Milano'],
    ['GB', 'EC1A', 'London'],
    ['GB', 'M1', 'Manchester'],
    ['NL', '1012', 'Amsterdam'],
    ['NL', '3011', 'Rotterdam'],
    ['US', '10001', 'New York'],
    ['US', '90001', 'Los Angeles'],
    ['US', '60601', 'Chicago'],
    ['US', '33101', 'Miami'],
  ])('%s %s is in %s', (country, code, city) => {
    expect(postal(country, code).map((p) => p.city)).toContain(city);
  });

  it('names the region of a Spanish code as the observed service does', () => {
    expect(postal('ES', '08001')[0]).toMatchObject({ region: 'Cataluña', regionCode: 'CT' });
  });

  it("keeps every big city's codes, not just one", () => {
    const count = (country: string, city: string) => (postalCodes[country] ?? []).filter((p) => p.city === city).length;
    expect(count('ES', 'Madrid')).toBeGreaterThan(40);
    expect(count('ES', 'Barcelona')).toBeGreaterThan(30);
    expect(count('FR', 'Paris')).toBeGreaterThanOrEqual(20);
    expect(count('DE', 'Berlin')).toBeGreaterThan(100);
    expect(count('US', 'Chicago')).toBeGreaterThan(40);
  });

  it('places every code inside its country', () => {
    // Rough boxes around each country (islands included); a code outside is misplaced.
    const boxes: Record<string, (p: Point) => boolean> = {
      ES: (p) => p.lat > 27 && p.lat < 44 && p.lng > -18.5 && p.lng < 4.5,
      PT: (p) => p.lat > 32 && p.lat < 42.2 && p.lng > -31.5 && p.lng < -6,
      FR: (p) => p.lat > 41.3 && p.lat < 51.2 && p.lng > -5.2 && p.lng < 9.6,
      DE: (p) => p.lat > 47.2 && p.lat < 55.1 && p.lng > 5.8 && p.lng < 15.1,
      IT: (p) => p.lat > 35.4 && p.lat < 47.1 && p.lng > 6.6 && p.lng < 18.6,
      GB: (p) => p.lat > 49.8 && p.lat < 61 && p.lng > -8.7 && p.lng < 2,
      NL: (p) => p.lat > 50.7 && p.lat < 53.6 && p.lng > 3.3 && p.lng < 7.3,
      // The 50 states and DC, Alaska's Aleutians and the Pacific freely associated states included.
      US: (p) => p.lat > 5 && p.lat < 72 && (p.lng < -64 || p.lng > 130),
    };
    for (const [country, inside] of Object.entries(boxes)) {
      // French overseas departments (postal codes 97xxx) lie outside metropolitan France.
      const list = (postalCodes[country] ?? []).filter((p) => !(country === 'FR' && p.postalCode.startsWith('97')));
      expect(
        list.filter((p) => !inside(p)).map((p) => p.postalCode),
        country,
      ).toEqual([]);
    }
  });

  it("puts a city's codes next to the city", () => {
    const first = (country: string, code: string) => {
      const found = postal(country, code)[0];
      if (!found) throw new Error(`${country} ${code} missing`);
      return found;
    };
    expect(km(first('ES', '08001'), port('ESBCN'))).toBeLessThan(10);
    expect(km(first('NL', '3011'), port('NLRTM'))).toBeLessThan(30);
    expect(km(first('DE', '20095'), port('DEHAM'))).toBeLessThan(10);
    expect(km(first('PT', '7520'), port('PTSIN'))).toBeLessThan(10);
  });

  it('stays small enough to ship inside the app', () => {
    expect(statSync(join(DATA_DIR, 'postal-codes.json')).size).toBeLessThan(4.2 * 1024 * 1024);
  });
});

describe('countries.json', () => {
  it('names every country that has postal codes, in English and locally', () => {
    for (const code of Object.keys(postalCodes)) expect(countries[code], code).toBeDefined();
    expect(countries.ES).toEqual({ name: 'Spain', localName: 'España' });
    expect(countries.DE).toEqual({ name: 'Germany', localName: 'Deutschland' });
    expect(countries.NL?.localName).toBe('Nederland');
  });

  it('names the country of every port and airport', () => {
    expect([...new Set(ports.map((p) => p.country))].filter((c) => !countries[c])).toEqual([]);
    expect([...new Set(airports.map((a) => a.iso))].filter((c) => !countries[c])).toEqual([]);
  });
});

describe('pallet-types.json', () => {
  it('offers Custom, Euro and American, each once', () => {
    expect(palletTypes.map((p) => p.type)).toEqual(['Custom', 'Euro', 'American']);
  });

  it('uses the standard footprints', () => {
    expect(palletTypes.find((p) => p.type === 'Euro')).toMatchObject({ length: 120, width: 80, unit: 'CM' });
    expect(palletTypes.find((p) => p.type === 'American')).toMatchObject({ length: 48, width: 40, unit: 'IN' });
    expect(palletTypes.find((p) => p.type === 'Custom')).toEqual({
      type: 'Custom',
      length: null,
      width: null,
      height: null,
      unit: null,
    });
  });
});
