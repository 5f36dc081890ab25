import { fold, type GeoNamesCities } from './geo';
import {
  readFrance,
  readGermany,
  readItaly,
  readManual,
  readSpain,
  readUnitedStates,
  type Notes,
  type PostalRecord,
} from './postal-sources';

/*
 * postal-codes.json must stay near 4 MB, so the large countries keep a real,
 * representative subset, chosen the same way every time:
 *  1. every code of the country's main cities (below: the largest cities and
 *     the port and logistics cities the sandbox's customers ship from), then
 *  2. an even sample of the remaining codes, in postal-code order, which
 *     spreads it over every region (postal codes are numbered by region),
 *     up to the country's budget.
 * Countries with hand-compiled codes keep them all.
 */
interface Selection {
  /** Main cities by folded name; for the US, "name|STATE" since names repeat across states. */
  readonly mainCities: readonly string[];
  readonly budget: number;
}

const SELECTION: Readonly<Record<'ES' | 'US' | 'FR' | 'DE' | 'IT', Selection>> = {
  ES: {
    budget: 9_000,
    mainCities: [
      'Madrid',
      'Barcelona',
      'Valencia',
      'Sevilla',
      'Zaragoza',
      'Málaga',
      'Murcia',
      'Palma de Mallorca',
      'Las Palmas de Gran Canaria',
      'Bilbao',
      'Alicante',
      'Córdoba',
      'Valladolid',
      'Vigo',
      'Gijón',
      'A Coruña',
      'Granada',
      'Oviedo',
      'León',
      'Santander',
      'Pamplona',
      'Cádiz',
      'Algeciras',
      'Tarragona',
      'Huelva',
      'Almería',
      'Santa Cruz de Tenerife',
      'Cartagena',
      'Salamanca',
      'Burgos',
      'Logroño',
      'Castellón de la Plana',
    ],
  },
  US: {
    budget: 7_000,
    mainCities: [
      'New York|NY',
      'Brooklyn|NY',
      'Los Angeles|CA',
      'Long Beach|CA',
      'Oakland|CA',
      'San Francisco|CA',
      'San Diego|CA',
      'Chicago|IL',
      'Houston|TX',
      'Dallas|TX',
      'Miami|FL',
      'Jacksonville|FL',
      'Tampa|FL',
      'Seattle|WA',
      'Tacoma|WA',
      'Portland|OR',
      'Boston|MA',
      'Philadelphia|PA',
      'Baltimore|MD',
      'Norfolk|VA',
      'Charleston|SC',
      'Savannah|GA',
      'Atlanta|GA',
      'New Orleans|LA',
      'Newark|NJ',
      'Elizabeth|NJ',
      'Washington|DC',
      'Detroit|MI',
      'Memphis|TN',
      'Denver|CO',
      'Phoenix|AZ',
      'Las Vegas|NV',
    ],
  },
  FR: {
    budget: 7_000,
    mainCities: [
      'Paris',
      'Marseille',
      'Lyon',
      'Toulouse',
      'Nice',
      'Nantes',
      'Montpellier',
      'Strasbourg',
      'Bordeaux',
      'Lille',
      'Rennes',
      'Le Havre',
      'Reims',
      'Toulon',
      'Grenoble',
      'Dijon',
      'Dunkerque',
      'Rouen',
      'Brest',
      'Calais',
      'La Rochelle',
      'Fos-sur-Mer',
      'Saint-Nazaire',
    ],
  },
  DE: {
    budget: 5_000,
    mainCities: [
      'Berlin',
      'Hamburg',
      'München',
      'Köln',
      'Frankfurt am Main',
      'Stuttgart',
      'Düsseldorf',
      'Leipzig',
      'Dortmund',
      'Essen',
      'Bremen',
      'Bremerhaven',
      'Dresden',
      'Hannover',
      'Nürnberg',
      'Duisburg',
      'Kiel',
      'Lübeck',
      'Rostock',
      'Mannheim',
      'Karlsruhe',
      'Bonn',
      'Wilhelmshaven',
    ],
  },
  IT: {
    budget: 5_000,
    mainCities: [
      'Roma',
      'Milano',
      'Napoli',
      'Torino',
      'Palermo',
      'Genova',
      'Bologna',
      'Firenze',
      'Bari',
      'Catania',
      'Venezia',
      'Verona',
      'Trieste',
      'La Spezia',
      'Livorno',
      'Gioia Tauro',
      'Salerno',
      'Taranto',
      'Ancona',
      'Cagliari',
      'Ravenna',
    ],
  },
};

function compareRecords(a: PostalRecord, b: PostalRecord): number {
  return a.postalCode.localeCompare(b.postalCode) || a.city.localeCompare(b.city);
}

/** Sorted, with exact repeats (same code, city and position) removed. */
function tidy(records: readonly PostalRecord[]): PostalRecord[] {
  const seen = new Set<string>();
  return [...records].sort(compareRecords).filter((r) => {
    const key = `${r.postalCode}|${r.city}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

function select(country: string, records: readonly PostalRecord[], selection: Selection, notes: Notes): PostalRecord[] {
  const main = new Set(selection.mainCities.map((c) => fold(c)));
  // A bilingual city ("Alicante/Alacant") is main when either form is.
  const forms = (r: PostalRecord) => r.city.split('/').map((f) => fold(f));
  const isMain = (r: PostalRecord) => forms(r).some((f) => main.has(f) || main.has(`${f} ${fold(r.regionCode ?? '')}`));
  const kept = records.filter(isMain);
  const found = new Set(kept.flatMap(forms));
  const missing = selection.mainCities.filter((c) => !found.has(fold(c.split('|')[0] ?? c)));
  if (missing.length > 0) throw new Error(`${country}: main cities missing from the source: ${missing.join(', ')}`);

  const rest = records.filter((r) => !isMain(r));
  const room = Math.max(0, selection.budget - kept.length);
  // The record at each multiple of the stride: an even spread, the same on every run.
  const stride = rest.length <= room ? 1 : rest.length / room;
  for (let k = 0; k < room && Math.floor(k * stride) < rest.length; k++) {
    const r = rest[Math.floor(k * stride)];
    if (r) kept.push(r);
  }
  notes.push(`${country}: kept ${kept.length} of ${records.length} (${records.length - rest.length} in main cities)`);
  return kept.sort(compareRecords);
}

export interface PostalInputs {
  readonly es: string;
  readonly us: string;
  readonly fr: string;
  readonly frCommunes: string;
  readonly it: string;
  readonly de: string;
}

/** postal-codes.json: country ISO code -> that country's postal-code locations, sorted by code. */
export function buildPostalCodes(
  inputs: PostalInputs,
  geo: GeoNamesCities,
  notes: Notes,
): Record<string, PostalRecord[]> {
  return {
    DE: select('DE', tidy(readGermany(inputs.de, geo, notes)), SELECTION.DE, notes),
    ES: select('ES', tidy(readSpain(inputs.es, notes)), SELECTION.ES, notes),
    FR: select('FR', tidy(readFrance(inputs.fr, inputs.frCommunes, geo, notes)), SELECTION.FR, notes),
    GB: tidy(readManual('GB', geo, notes)),
    IT: select('IT', tidy(readItaly(inputs.it, geo, notes)), SELECTION.IT, notes),
    NL: tidy(readManual('NL', geo, notes)),
    PT: tidy(readManual('PT', geo, notes)),
    US: select('US', tidy(readUnitedStates(inputs.us, notes)), SELECTION.US, notes),
  };
}
