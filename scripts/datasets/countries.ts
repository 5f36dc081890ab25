import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';

export interface CountryNames {
  name: string;
  localName: string;
}

const countriesSchema = z.record(z.string().regex(/^[A-Z]{2}$/), z.object({ name: z.string(), native: z.string() }));

/**
 * countries.json: ISO 3166-1 alpha-2 -> English name and local (native) name,
 * for every country in countries-list, so a postal-code location can carry a
 * country name (the observed service sends the local one: "España").
 */
export function buildCountries(countriesListDir: string): Record<string, CountryNames> {
  const source = countriesSchema.parse(JSON.parse(readFileSync(join(countriesListDir, 'countries.min.json'), 'utf8')));
  const out: Record<string, CountryNames> = {};
  for (const code of Object.keys(source).sort()) {
    const c = source[code];
    if (c) out[code] = { name: c.name, localName: c.native || c.name };
  }
  return out;
}
