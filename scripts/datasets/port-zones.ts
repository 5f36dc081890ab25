import { createRequire } from 'node:module';
import { join } from 'node:path';
import { isTimeZone, zoneOffsetMs } from '../../src/shared/domain/port-time';
import type { LatLng } from './geo';

/*
 * A port's IANA time zone, the one its terminal counts free days in: found
 * from its position by tz-lookup (timezone-boundary-builder's shapes), checked
 * against the zone sea-ports names for it. The two keep the same clocks for
 * all but a handful of ports; there tz-lookup, which errs near borders, may be
 * the wrong one, and the port's entry in container-ports.ts must say the zone.
 */

type Lookup = (lat: number, lng: number) => string;

/** tz-lookup's function, from the unpacked package (a CommonJS file of one function). */
export function loadTzLookup(packageDir: string): Lookup {
  const require = createRequire(import.meta.url);
  // The package's one file exports the lookup function; its typings are not in reach of this script.
  return require(join(packageDir, 'tz.js')) as Lookup;
}

/** Two moments a year apart from any daylight-saving change in either hemisphere: the same clocks at both. */
const PROBES = [Date.UTC(2026, 0, 15, 12), Date.UTC(2026, 6, 15, 12)];

function sameClocks(a: string, b: string): boolean {
  return PROBES.every((ms) => zoneOffsetMs(ms, a) === zoneOffsetMs(ms, b));
}

export interface ZoneChoice {
  readonly code: string;
  readonly position: LatLng;
  /** Set by hand in container-ports.ts. */
  readonly given?: string;
  /** What sea-ports names (it has a zone for most of its ports). */
  readonly seaPorts?: string;
}

/** The port's zone, with a note when it did not come straight from its position; throws on a zone to decide by hand. */
export function portZone(lookup: Lookup, port: ZoneChoice): { zone: string; note: string | null } {
  const found = lookup(port.position.lat, port.position.lng);
  if (port.given !== undefined) {
    if (!isTimeZone(port.given)) throw new Error(`${port.code}: timeZone ${port.given} is not an IANA zone`);
    return { zone: port.given, note: `${port.code}: zone set by hand, ${port.given} (position: ${found})` };
  }
  if (found.startsWith('Etc/') || !isTimeZone(found))
    throw new Error(`${port.code}: its position gives ${found}, no land zone; set timeZone in container-ports.ts`);
  const known = port.seaPorts !== undefined && isTimeZone(port.seaPorts) ? port.seaPorts : undefined;
  if (known !== undefined && !sameClocks(found, known))
    throw new Error(
      `${port.code}: its position gives ${found}, sea-ports says ${known}; set timeZone in container-ports.ts`,
    );
  return { zone: found, note: null };
}
