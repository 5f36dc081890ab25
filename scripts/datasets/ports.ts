import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { CONTAINER_PORTS } from './container-ports';
import { distanceKm, round6, type GeoNamesCities, type LatLng } from './geo';
import { portZone, type loadTzLookup } from './port-zones';

export interface PortRecord {
  unLocCode: string;
  city: string;
  country: string;
  rkstCode: string | null;
  lat: number;
  lng: number;
  /** The IANA zone its terminal keeps (port-zones.ts). */
  timeZone: string;
}

/** sea-ports warns that some of its coordinates are wrong; farther than this from the GeoNames town, GeoNames wins. */
const MAX_PORT_TO_TOWN_KM = 60;

const seaPortsSchema = z.record(
  z.string(),
  z.object({
    name: z.string(),
    coordinates: z.array(z.number()).optional(),
    timezone: z.string().optional(),
  }),
);

function seaPortPosition(entry: { coordinates?: number[] } | undefined): LatLng | undefined {
  const [lng, lat] = entry?.coordinates ?? [];
  if (lng === undefined || lat === undefined) return undefined;
  if (Math.abs(lat) > 90 || Math.abs(lng) > 180) return undefined;
  return { lat, lng };
}

/**
 * ports.json: the hand-compiled container ports (container-ports.ts), with
 * positions from sea-ports checked against GeoNames. Returns the notes that
 * explain every position that did not come straight from sea-ports.
 */
export function buildPorts(
  seaPortsDir: string,
  geo: GeoNamesCities,
  tzLookup: ReturnType<typeof loadTzLookup>,
): { ports: PortRecord[]; notes: string[] } {
  const seaPorts = seaPortsSchema.parse(JSON.parse(readFileSync(join(seaPortsDir, 'lib', 'ports.json'), 'utf8')));
  const notes: string[] = [];
  const seen = new Set<string>();
  const ports: PortRecord[] = [];

  for (const p of CONTAINER_PORTS) {
    if (seen.has(p.code)) throw new Error(`container-ports.ts lists ${p.code} twice`);
    seen.add(p.code);
    const country = p.code.slice(0, 2);
    const entry = seaPorts[p.code];
    if (!entry && !p.notInSeaPorts)
      throw new Error(`${p.code} is not in sea-ports: mark it notInSeaPorts only if certain`);
    if (entry && p.notInSeaPorts) throw new Error(`${p.code} is in sea-ports: drop its notInSeaPorts mark`);

    const fromSeaPorts = seaPortPosition(entry);
    const towns = geo.all(country, p.place ?? p.city);
    // Several towns of one name: the one nearest to sea-ports' position, if any.
    const town = fromSeaPorts
      ? [...towns].sort((a, b) => distanceKm(a, fromSeaPorts) - distanceKm(b, fromSeaPorts))[0]
      : towns.length === 1
        ? towns[0]
        : undefined;

    let position: LatLng;
    if (fromSeaPorts && town) {
      const km = distanceKm(fromSeaPorts, town);
      if (km <= MAX_PORT_TO_TOWN_KM) {
        position = fromSeaPorts;
      } else {
        position = town;
        notes.push(`${p.code}: sea-ports position is ${Math.round(km)} km from GeoNames ${town.name}; used GeoNames`);
      }
    } else if (fromSeaPorts) {
      position = fromSeaPorts;
      notes.push(`${p.code}: no single GeoNames town "${p.place ?? p.city}" to check against; used sea-ports`);
    } else if (town) {
      position = town;
      notes.push(`${p.code}: no sea-ports position; used GeoNames ${town.name}`);
    } else {
      throw new Error(
        `${p.code}: no position (sea-ports has none, GeoNames "${p.place ?? p.city}" in ${country} is missing or ambiguous)`,
      );
    }

    const zone = portZone(tzLookup, {
      code: p.code,
      position,
      ...(p.timeZone ? { given: p.timeZone } : {}),
      ...(entry?.timezone ? { seaPorts: entry.timezone } : {}),
    });
    if (zone.note) notes.push(zone.note);
    ports.push({
      unLocCode: p.code,
      city: p.city,
      country,
      rkstCode: p.rkstCode ?? null,
      lat: round6(position.lat),
      lng: round6(position.lng),
      timeZone: zone.zone,
    });
  }
  ports.sort((a, b) => a.unLocCode.localeCompare(b.unLocCode));
  return { ports, notes };
}
