import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { z } from 'zod';
import { centroid, type LatLng } from '../util/geo';
import { fold } from '../util/text';
import {
  airportsFileSchema,
  countriesFileSchema,
  palletTypesFileSchema,
  portsFileSchema,
  postalCodesFileSchema,
  type Airport,
  type CountryNames,
  type PalletTypeEntry,
  type Port,
  type PostalCodeEntry,
} from './schemas';
import { findResourcesDir } from './resources-dir';
import { busiestAirportBonus } from './busiest-airports';

/** How many rows a search lookup answers at most. */
export const LOOKUP_LIMIT = 50;

/**
 * Parsed data files, per path and modification time, for the whole process:
 * on globalThis rather than in this module, so that a module loaded twice (test
 * runners re-evaluate modules per test file; bundles may inline the sandbox
 * twice) still reads and checks the postal codes, the largest file, once.
 */
const FILE_CACHE_KEY = Symbol.for('freight-desk.sandbox.data-files');
type FileCache = Map<string, unknown>;
function fileCache(): FileCache {
  const holder = globalThis as { [FILE_CACHE_KEY]?: FileCache };
  return (holder[FILE_CACHE_KEY] ??= new Map());
}

function loadJson<S extends z.ZodType>(dir: string, file: string, schema: S): z.output<S> {
  const path = join(dir, file);
  let key = path;
  try {
    key = `${path}@${statSync(path).mtimeMs}`;
  } catch {
    // Reported by the read below.
  }
  const cache = fileCache();
  if (cache.has(key)) return cache.get(key) as z.output<S>;
  const data = readAndCheck(path, schema);
  cache.set(key, data);
  return data;
}

function readAndCheck<S extends z.ZodType>(path: string, schema: S): z.output<S> {
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(path, 'utf8'));
  } catch (error) {
    throw new Error(`cannot read sandbox data file ${path}: ${(error as Error).message}`);
  }
  const parsed = schema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(
      `sandbox data file ${path} is not valid at ${issue?.path.join('.') ?? '?'}: ${issue?.message ?? ''}`,
    );
  }
  return parsed.data;
}

/** What a postal-code suggestion says of its place. */
export interface PostalPlace {
  readonly postalCode: string;
  readonly city: string;
  readonly region: string | null;
}

/** A postal code as codes are compared: upper case, without spaces. */
function postalCodeKey(postalCode: string): string {
  return postalCode.toUpperCase().replace(/\s+/g, '');
}

/** One place of a postal code: the code (as compared) and the folded city. */
function placeKey(postalCode: string, foldedCity: string): string {
  return `${postalCodeKey(postalCode)}\u0000${foldedCity}`;
}

/** A lazily built value: files are read once, on first use. */
function lazy<T>(build: () => T): () => T {
  let value: { v: T } | undefined;
  return () => (value ??= { v: build() }).v;
}

/**
 * The sandbox's reference data (resources/data), loaded lazily and once per
 * folder, with the indexes the lookups and engines need.
 */
export class Dataset {
  constructor(readonly dir: string) {}

  readonly ports = lazy((): readonly Port[] => loadJson(this.dir, 'ports.json', portsFileSchema));
  readonly airports = lazy((): readonly Airport[] => loadJson(this.dir, 'airports.json', airportsFileSchema));
  readonly postalCodes = lazy((): Readonly<Record<string, readonly PostalCodeEntry[]>> =>
    loadJson(this.dir, 'postal-codes.json', postalCodesFileSchema),
  );
  readonly countries = lazy((): Readonly<Record<string, CountryNames>> =>
    loadJson(this.dir, 'countries.json', countriesFileSchema),
  );
  readonly palletTypes = lazy((): readonly PalletTypeEntry[] =>
    loadJson(this.dir, 'pallet-types.json', palletTypesFileSchema),
  );

  private readonly portIndex = lazy(() => new Map(this.ports().map((p) => [p.unLocCode, p])));
  /** Each country's rows by postal code as postalCode() compares it (upper case, no spaces); the first row of a code wins, as in a scan. */
  private readonly postalCodeIndex = lazy(() => {
    const index = new Map<string, Map<string, PostalCodeEntry>>();
    for (const [country, rows] of Object.entries(this.postalCodes())) {
      const byCode = new Map<string, PostalCodeEntry>();
      for (const row of rows) {
        const key = postalCodeKey(row.postalCode);
        if (!byCode.has(key)) byCode.set(key, row);
      }
      index.set(country, byCode);
    }
    return index;
  });
  private readonly airportIndex = lazy(() => new Map(this.airports().map((a) => [a.iataCode, a])));
  private readonly portsFolded = lazy(() => this.ports().map((p) => ({ port: p, city: fold(p.city) })));
  private readonly airportsFolded = lazy(() =>
    this.airports().map((a) => ({ airport: a, text: `${fold(a.name)}\u0000${fold(a.city)}` })),
  );

  /**
   * How many postal codes each place has: by country, folded city name and
   * folded region. A place is a city in its region, not a city name: "Madrid"
   * is the capital (63 codes) and a hamlet in Andalucía (1), and a name's
   * total would rank the hamlet with the capital.
   */
  private readonly placeCodeCounts = lazy(() => {
    const counts = new Map<string, Map<string, Map<string, number>>>();
    for (const [country, rows] of Object.entries(this.postalCodes())) {
      const byCity = new Map<string, Map<string, number>>();
      for (const row of rows) {
        const city = fold(row.city);
        const byRegion = byCity.get(city) ?? new Map<string, number>();
        const region = fold(row.region ?? '');
        byRegion.set(region, (byRegion.get(region) ?? 0) + 1);
        byCity.set(city, byRegion);
      }
      counts.set(country, byCity);
    }
    return counts;
  });
  /** The folded region of each (postal code, folded city): one code may serve several places ("04810": Madrid, Frax...). */
  private readonly placeRegions = lazy(() => {
    const regions = new Map<string, Map<string, string>>();
    for (const [country, rows] of Object.entries(this.postalCodes())) {
      const byPlace = new Map<string, string>();
      for (const row of rows) byPlace.set(placeKey(row.postalCode, fold(row.city)), fold(row.region ?? ''));
      regions.set(country, byPlace);
    }
    return regions;
  });

  /**
   * How big a place is, for the desk's ranking of suggestions (0 when the data
   * does not know it): an airport's size class (large 2, medium 1; within a
   * city of several, the busiest a little more: busiest-airports.ts), a port of
   * the main container ports 1, a postal code's place the number of codes its
   * city has in its region here (the main cities keep every code: Madrid 63, a
   * village 1; see postalPlace).
   */
  readonly placeWeights = {
    airport: (iataCode: string): number => {
      const size = this.airport(iataCode)?.size;
      const sizeClass = size === 'large' ? 2 : size === 'medium' ? 1 : 0;
      return sizeClass === 0 ? 0 : sizeClass + busiestAirportBonus(iataCode);
    },
    port: (unLocCode: string): number => (this.port(unLocCode) ? 1 : 0),
    postalPlace: (countryCode: string, place: PostalPlace): number => this.postalPlaceSize(countryCode, place),
  };

  /**
   * The number of postal codes of the place a suggested code belongs to: its
   * city in its region. The region is the one the data lists for that very
   * code (the service may spell regions its own way), else the one the
   * suggestion names. When neither matches a region the data knows the city
   * in, a name the data knows in one region only is taken as that place (the
   * data keeps every code of the main cities, so none is missed); a name it
   * knows in several is of unknown size (0).
   */
  private postalPlaceSize(countryCode: string, place: PostalPlace): number {
    const country = countryCode.toUpperCase();
    const city = fold(place.city);
    const byRegion = this.placeCodeCounts().get(country)?.get(city);
    if (!byRegion) return 0;
    const region = this.placeRegions().get(country)?.get(placeKey(place.postalCode, city)) ?? fold(place.region ?? '');
    const known = byRegion.get(region);
    if (known !== undefined) return known;
    return byRegion.size === 1 ? ([...byRegion.values()][0] ?? 0) : 0;
  }

  port(unLocCode: string): Port | undefined {
    return this.portIndex().get(unLocCode.trim().toUpperCase());
  }

  airport(iataCode: string): Airport | undefined {
    return this.airportIndex().get(iataCode.trim().toUpperCase());
  }

  /** Ports whose city contains the text (any case, any accents), or whose UN/LOCODE contains it. */
  searchPorts(text: string, limit = LOOKUP_LIMIT): Port[] {
    const needle = fold(text);
    const code = text.trim().toUpperCase();
    if (!needle) return [];
    const hits = this.portsFolded()
      .filter(({ port, city }) => city.includes(needle) || port.unLocCode.includes(code))
      .map(({ port, city }) => ({ port, rank: rank(city, needle, port.unLocCode === code) }));
    return hits
      .sort(
        (a, b) =>
          a.rank - b.rank || a.port.city.localeCompare(b.port.city) || a.port.unLocCode.localeCompare(b.port.unLocCode),
      )
      .slice(0, limit)
      .map((h) => h.port);
  }

  /** Airports by IATA code (exact), name or city (any case, any accents). */
  searchAirports(text: string, limit = LOOKUP_LIMIT): Airport[] {
    const needle = fold(text);
    if (!needle) return [];
    const exact = this.airport(text);
    const rest = this.airportsFolded()
      .filter(({ airport, text: t }) => airport !== exact && t.includes(needle))
      .map(({ airport }) => ({ airport, rank: rank(fold(airport.city), needle, false) }))
      .sort((a, b) => a.rank - b.rank || a.airport.name.localeCompare(b.airport.name))
      .map((h) => h.airport);
    return [...(exact ? [exact] : []), ...rest].slice(0, limit);
  }

  /** Postal-code rows of a country: by code prefix when `loc` starts with a digit or matches a code, else by city. */
  searchPostalCodes(countryCode: string, loc: string, limit = LOOKUP_LIMIT): PostalCodeEntry[] {
    const rows = this.postalCodes()[countryCode.toUpperCase()] ?? [];
    const needle = fold(loc);
    if (!needle) return [];
    const codeNeedle = postalCodeKey(loc.trim());
    const byCode = rows.filter((r) => postalCodeKey(r.postalCode).startsWith(codeNeedle));
    if (byCode.length > 0 || /^\d/.test(codeNeedle)) return byCode.slice(0, limit);
    return rows
      .map((r) => ({ r, city: fold(r.city) }))
      .filter(({ city }) => city.includes(needle))
      .sort(
        (a, b) =>
          rank(a.city, needle, false) - rank(b.city, needle, false) || a.r.postalCode.localeCompare(b.r.postalCode),
      )
      .slice(0, limit)
      .map(({ r }) => r);
  }

  /** The row of an exact postal code (spaces and case ignored), else undefined. */
  postalCode(countryCode: string, postalCode: string): PostalCodeEntry | undefined {
    return this.postalCodeIndex().get(countryCode.toUpperCase())?.get(postalCodeKey(postalCode));
  }

  /** A point standing for a whole country: its postal codes', airports' or ports' centre. */
  countryCentre(countryCode: string): LatLng | null {
    const code = countryCode.toUpperCase();
    return (
      centroid(this.postalCodes()[code] ?? []) ??
      centroid(this.airports().filter((a) => a.iso === code)) ??
      centroid(this.ports().filter((p) => p.country === code))
    );
  }

  countryName(countryCode: string): CountryNames | undefined {
    return this.countries()[countryCode.toUpperCase()];
  }
}

/** Exact match first, then starts-with, then contains. */
function rank(haystack: string, needle: string, exactCode: boolean): number {
  if (exactCode || haystack === needle) return 0;
  if (haystack.startsWith(needle)) return 1;
  return 2;
}

const datasets = new Map<string, Dataset>();

/** One Dataset per folder for the whole process: several sandboxes (tests) share the parsed files. */
export function datasetFor(resourcesDir?: string): Dataset {
  const dir = findResourcesDir(resourcesDir);
  let ds = datasets.get(dir);
  if (!ds) {
    ds = new Dataset(dir);
    datasets.set(dir, ds);
  }
  return ds;
}
